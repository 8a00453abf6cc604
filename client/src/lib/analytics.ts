import { useEffect, useRef } from "react";
import { ANALYTICS_EVENTS_KEPT, SCROLL_MILESTONES } from "@shared/constants";

// The spec's local analytics tracker (customer-app §7): events are kept in localStorage, newest last, only
// the last ANALYTICS_EVENTS_KEPT of them; corrupt stored data is discarded (customer-app §8). The storage is a
// parameter so that the logic can be tested without a browser.

export const ANALYTICS_STORAGE_KEY = "analyticsEvents";

export type AnalyticsProperties = Record<string, string | number | boolean | null>;

export type AnalyticsEvent = {
  name: string;
  properties: AnalyticsProperties;
  /** ISO 8601 time of the event. */
  timestamp: string;
  /** The page URL at the time of the event. */
  url: string;
  userAgent: string;
};

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
): AnalyticsEvent {
  const event: AnalyticsEvent = {
    name,
    properties,
    timestamp: new Date().toISOString(),
    url: globalThis.location?.href ?? "",
    userAgent: globalThis.navigator?.userAgent ?? "",
  };
  if (!storage) return event;
  const events = [...readEvents(storage), event].slice(-ANALYTICS_EVENTS_KEPT);
  try {
    storage.setItem(ANALYTICS_STORAGE_KEY, JSON.stringify(events));
  } catch {
    // Quota exceeded or storage disabled: analytics must never break the page.
  }
  return event;
}

export function trackPageView(page: string, storage?: StorageLike): AnalyticsEvent {
  return trackEvent("page_view", { page }, storage ?? defaultStorage());
}

/** Records a click on an in-page navigation control (header, footer or hero anchors). */
export function trackSectionClick(section: string, source: string, storage?: StorageLike): AnalyticsEvent {
  return trackEvent("section_clicked", { section, source }, storage ?? defaultStorage());
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

/** Records the scroll milestones of the current page view (a new mount is a new page view). */
export function useScrollMilestones(page: string): void {
  useEffect(() => {
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
  }, [page]);
}

/** Tracks one page view per mount of the calling page (the ref keeps StrictMode's double effect at one). */
export function usePageView(page: string): void {
  const trackedPage = useRef<string | null>(null);
  useEffect(() => {
    if (trackedPage.current === page) return;
    trackedPage.current = page;
    trackPageView(page);
  }, [page]);
}
