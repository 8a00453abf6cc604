import { ANALYTICS_BATCH_MAX, ANALYTICS_EVENTS_KEPT, SCROLL_MILESTONES } from "@shared/constants";
import type { AnalyticsEventsBody } from "@shared/schemas/admin-analytics";
import { api, ApiError } from "@/lib/api-client";
import { getPublicConfig } from "@/lib/public-config";
import { newEvent, type AnalyticsEvent, type AnalyticsProperties } from "@/lib/analytics-event";

// The local analytics tracker: events are kept in localStorage, newest last, only the last ANALYTICS_EVENTS_KEPT of
// them; corrupt stored data is discarded. When the operator's analytics setting is on, the events are also sent to the
// server in small anonymous batches (the sender is at the end of this file). The storage and the sender are parameters
// so that the logic can be tested without a browser. The landing page's code calls it through track.ts, which loads
// this module after the first paint.

export const ANALYTICS_STORAGE_KEY = "analyticsEvents";

export type { AnalyticsEvent, AnalyticsProperties };

export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function defaultStorage(): StorageLike | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    // Some browsers throw on access when storage is disabled.
    return undefined;
  }
}

function isEvent(value: unknown): value is AnalyticsEvent {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.name === "string" &&
    typeof record.timestamp === "string" &&
    typeof record.properties === "object" &&
    record.properties !== null
  );
}

/** The stored events, oldest first; anything unreadable is dropped from storage and yields []. */
export function readEvents(storage: StorageLike | undefined = defaultStorage()): AnalyticsEvent[] {
  if (!storage) return [];
  let raw: string | null;
  try {
    raw = storage.getItem(ANALYTICS_STORAGE_KEY);
  } catch {
    return [];
  }
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed) && parsed.every(isEvent)) return parsed;
  } catch {
    // fall through: corrupt JSON
  }
  try {
    storage.removeItem(ANALYTICS_STORAGE_KEY);
  } catch {
    // ignore: nothing more we can do
  }
  return [];
}

export function trackEvent(
  name: string,
  properties: AnalyticsProperties = {},
  storage: StorageLike | undefined = defaultStorage(),
  sender: AnalyticsSender | null = defaultSender(),
): AnalyticsEvent {
  const event = newEvent(name, properties);
  recordEvent(event, globalThis.location?.pathname ?? null, storage, sender);
  return event;
}

/** Stores an event made when it happened (track.ts makes them before this module is loaded) and queues it. */
export function recordEvent(
  event: AnalyticsEvent,
  pathname: string | null,
  storage: StorageLike | undefined = defaultStorage(),
  sender: AnalyticsSender | null = defaultSender(),
): void {
  sender?.enqueue(event, pathname);
  if (!storage) return;
  const events = [...readEvents(storage), event].slice(-ANALYTICS_EVENTS_KEPT);
  try {
    storage.setItem(ANALYTICS_STORAGE_KEY, JSON.stringify(events));
  } catch {
    // Quota exceeded or storage disabled: analytics must never break the page.
  }
}

export function trackPageView(page: string, storage?: StorageLike): AnalyticsEvent {
  return trackEvent("page_view", { page }, storage ?? defaultStorage());
}

/** Percentage of the page scrolled, 0-100; a page that does not scroll counts as fully read. */
export function scrollPercent(scrollTop: number, scrollHeight: number, viewportHeight: number): number {
  const scrollable = scrollHeight - viewportHeight;
  if (scrollable <= 0) return 100;
  return Math.min(100, Math.max(0, (scrollTop / scrollable) * 100));
}

/**
 * A tracker for one page view: each milestone (25, 50, 75 %) is recorded once, the first time the reader
 * scrolls past it. Returns the function to call with the current scroll percentage.
 */
export function createScrollMilestoneTracker(page: string, storage?: StorageLike): (percent: number) => void {
  const reached = new Set<number>();
  return (percent) => {
    for (const milestone of SCROLL_MILESTONES) {
      if (percent >= milestone && !reached.has(milestone)) {
        reached.add(milestone);
        trackEvent("scroll_milestone", { page, milestone }, storage ?? defaultStorage());
      }
    }
  };
}

/** Records the scroll milestones of one page view from now on; returns the function that stops it. */
export function watchScrollMilestones(page: string): () => void {
  const track = createScrollMilestoneTracker(page);
  let frame = 0;
  const handleScroll = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      const root = document.documentElement;
      track(scrollPercent(window.scrollY, root.scrollHeight, window.innerHeight));
    });
  };
  window.addEventListener("scroll", handleScroll, { passive: true });
  return () => {
    window.removeEventListener("scroll", handleScroll);
    if (frame) cancelAnimationFrame(frame);
  };
}

// ---------------------------------------------------------------------------------------------------------
// The sender: tracked events also go to POST /api/analytics/events while the analytics setting is on, in batches of at
// most ANALYTICS_BATCH_MAX, a few seconds after the first one and when the page is hidden. Only the event name, its
// non-personal properties, the path without its query string and the time leave the browser. Analytics are best-effort:
// a failure drops the batch silently, never throws and never writes to the console; a 403 (the setting was switched
// off) stops sending for this page's life.

export type AnalyticsUpload = AnalyticsEventsBody["events"][number];

/** How long the first event of a batch waits for others before the batch is sent. */
export const ANALYTICS_SEND_DELAY_MS = 5_000;
/** Events waiting while the server cannot keep up: beyond this the oldest are dropped (they stay local). */
const MAX_QUEUED = ANALYTICS_BATCH_MAX * 4;
const EVENT_NAME = /^[a-z][a-z0-9_]{0,63}$/;
const MAX_PROPERTIES = 20;
const MAX_KEY_LENGTH = 64;
const MAX_TEXT_LENGTH = 200;

// A property is dropped when one of the words of its key names something about a person or something that
// could point back to one (an id, a file name, free text); "fileName" splits into "file" and "name".
// prettier-ignore
const PERSONAL_WORDS = new Set([
  "email", "mail", "name", "names", "username", "user", "login", "phone", "tel", "mobile", "address", "street",
  "city", "zip", "postcode", "password", "pass", "token", "secret", "ip", "card", "iban", "account", "birth",
  "birthday", "dob", "ssn", "caption", "hashtag", "hashtags", "message", "comment", "text", "query", "search",
  "url", "href", "referrer", "location", "lat", "lng", "lon", "latitude", "longitude", "id", "ids", "uuid",
  "session", "cookie", "customer",
]);
// The same, written together in one lower-case word ("useremail", "authtoken").
const PERSONAL_FRAGMENT = /e-?mail|passw|phone|username|token|secret|address|iban|ssn/i;
const EMAIL_LIKE = /[^\s@]+@[^\s@]+\.[^\s@]+/;

/** Whether a property key names personal data (or an identifier) and must not leave the browser. */
export function isPersonalKey(key: string): boolean {
  if (PERSONAL_FRAGMENT.test(key)) return true;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/);
  return words.some((word) => PERSONAL_WORDS.has(word));
}

/** The properties that may be sent: no personal keys, no e-mail-like text, within the server's limits. */
export function anonymousProperties(properties: AnalyticsProperties): AnalyticsProperties {
  const kept: AnalyticsProperties = {};
  let count = 0;
  for (const [key, value] of Object.entries(properties)) {
    if (count >= MAX_PROPERTIES) break;
    if (key.length > MAX_KEY_LENGTH || isPersonalKey(key)) continue;
    if (typeof value === "string") {
      if (EMAIL_LIKE.test(value)) continue;
      kept[key] = value.slice(0, MAX_TEXT_LENGTH);
    } else if (typeof value === "number") {
      if (!Number.isFinite(value)) continue;
      kept[key] = value;
    } else if (typeof value === "boolean" || value === null) {
      kept[key] = value;
    } else continue;
    count++;
  }
  return kept;
}

/** The anonymous form of a tracked event, or null when its name is not one the server accepts. */
export function toUpload(event: AnalyticsEvent, pathname: string | null): AnalyticsUpload | null {
  if (!EVENT_NAME.test(event.name)) return null;
  // The path only: a query string or fragment may carry a token or an e-mail address.
  const page = pathname === null ? null : (pathname.split(/[?#]/)[0] ?? "").slice(0, MAX_TEXT_LENGTH);
  return { name: event.name, properties: anonymousProperties(event.properties), page, occurredAt: event.timestamp };
}

export type AnalyticsSenderDeps = {
  /** Posts one batch; rejects on failure (an ApiError for an HTTP answer). */
  send: (body: AnalyticsEventsBody, options: { keepalive: boolean }) => Promise<unknown>;
  /** Whether the operator's analytics setting is on; asked before each batch. */
  isEnabled: () => boolean | Promise<boolean>;
  delayMs?: number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
};

export type AnalyticsSender = {
  enqueue: (event: AnalyticsEvent, pathname: string | null) => void;
  /** Sends everything queued now; `keepalive` when the page is going away. Never rejects. */
  flush: (options?: { keepalive?: boolean }) => Promise<void>;
  /** Events waiting to be sent. */
  queued: () => number;
  /** True once the server has refused the events (403): nothing more is queued or sent. */
  isStopped: () => boolean;
};

export function createAnalyticsSender(deps: AnalyticsSenderDeps): AnalyticsSender {
  const delayMs = deps.delayMs ?? ANALYTICS_SEND_DELAY_MS;
  const setTimer = deps.setTimer ?? ((callback: () => void, ms: number) => setTimeout(callback, ms));
  const clearTimer = deps.clearTimer ?? ((handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let queue: AnalyticsUpload[] = [];
  let timer: unknown = null;
  let sending: Promise<void> | null = null;
  let stopped = false;

  function cancelTimer() {
    if (timer !== null) clearTimer(timer);
    timer = null;
  }

  async function isEnabled(): Promise<boolean> {
    try {
      return (await deps.isEnabled()) === true;
    } catch {
      return false;
    }
  }

  async function drain(keepalive: boolean): Promise<void> {
    if (!(await isEnabled())) {
      queue = []; // the events stay in localStorage; the server must not receive them
      return;
    }
    while (queue.length > 0 && !stopped) {
      const events = queue.splice(0, ANALYTICS_BATCH_MAX);
      try {
        await deps.send({ events }, { keepalive });
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) {
          stopped = true;
          queue = [];
        }
        // Anything else (offline, rate limited, a server error): this batch is dropped, the next one is tried.
      }
    }
  }

  function flush(options: { keepalive?: boolean } = {}): Promise<void> {
    cancelTimer();
    if (stopped || queue.length === 0) return sending ?? Promise.resolve();
    if (sending) return sending.then(() => flush(options));
    sending = drain(options.keepalive === true)
      .catch(() => undefined)
      .finally(() => {
        sending = null;
      });
    return sending;
  }

  function enqueue(event: AnalyticsEvent, pathname: string | null) {
    if (stopped) return;
    const upload = toUpload(event, pathname);
    if (!upload) return;
    queue.push(upload);
    if (queue.length > MAX_QUEUED) queue = queue.slice(-MAX_QUEUED);
    if (queue.length >= ANALYTICS_BATCH_MAX) void flush();
    // Also while a batch is being sent: the timer picks up whatever arrived too late for it.
    else if (timer === null) timer = setTimer(() => void flush(), delayMs);
  }

  return { enqueue, flush, queued: () => queue.length, isStopped: () => stopped };
}

// The public config (GET /api/public-config) says whether the setting is on. The app already loads it with
// react-query; useAnalyticsUploads() (track.ts) hands the answer over. Until it has, the sender asks once by itself.
let knownEnabled: boolean | undefined;
let enabledRequest: Promise<boolean> | null = null;

function analyticsEnabled(): boolean | Promise<boolean> {
  if (knownEnabled !== undefined) return knownEnabled;
  enabledRequest ??= getPublicConfig().then(
    (config) => config.enableAnalytics === true,
    () => {
      enabledRequest = null; // ask again next time: the server may have been briefly unreachable
      return false;
    },
  );
  return enabledRequest;
}

let browserSender: AnalyticsSender | null | undefined;

/** The page's sender, created on first use; none outside a browser (unit tests, scripts). */
function defaultSender(): AnalyticsSender | null {
  if (browserSender !== undefined) return browserSender;
  if (typeof window === "undefined" || typeof document === "undefined") return (browserSender = null);
  const sender = createAnalyticsSender({
    send: (body, { keepalive }) => api.post("/api/analytics/events", body, { keepalive }),
    isEnabled: analyticsEnabled,
  });
  // "hidden" is the last moment a page is reliably alive (it covers tab switches, closing and bfcache).
  const flushOnHide = () => {
    if (document.visibilityState === "hidden") void sender.flush({ keepalive: true });
  };
  document.addEventListener("visibilitychange", flushOnHide);
  window.addEventListener("pagehide", () => void sender.flush({ keepalive: true }));
  browserSender = sender;
  return sender;
}

/** Tells the sender whether the server collects events, so it does not ask the server itself. */
export function knowAnalyticsSetting(enabled: boolean): void {
  knownEnabled = enabled;
}
