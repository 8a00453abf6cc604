import { describe, expect, it } from "vitest";
import { ANALYTICS_EVENTS_KEPT } from "@shared/constants";
import {
  ANALYTICS_BATCH_MAX,
  analyticsEventsBodySchema,
  type AnalyticsEventsBody,
} from "@shared/schemas/admin-analytics";
import { ApiError } from "./api-client";
import {
  ANALYTICS_STORAGE_KEY,
  anonymousProperties,
  createAnalyticsSender,
  createScrollMilestoneTracker,
  isPersonalKey,
  readEvents,
  scrollPercent,
  toUpload,
  trackEvent,
  trackPageView,
  type AnalyticsEvent,
  type AnalyticsSenderDeps,
  type StorageLike,
} from "./analytics";

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  };
}

describe("trackEvent", () => {
  it("when an event is tracked, then it is stored with its name, properties and a timestamp", () => {
    const storage = memoryStorage();
    trackEvent("section_clicked", { section: "pricing" }, storage);
    const [event] = readEvents(storage);
    expect(event?.name).toBe("section_clicked");
    expect(event?.properties).toEqual({ section: "pricing" });
    expect(Number.isNaN(Date.parse(event?.timestamp ?? ""))).toBe(false);
    expect(event).toHaveProperty("url");
    expect(event).toHaveProperty("userAgent");
  });

  it("when more than the limit are tracked, then only the newest ones are kept", () => {
    const storage = memoryStorage();
    for (let index = 0; index < ANALYTICS_EVENTS_KEPT + 5; index++) trackEvent("tick", { index }, storage);
    const events = readEvents(storage);
    expect(events).toHaveLength(ANALYTICS_EVENTS_KEPT);
    expect(events[0]?.properties.index).toBe(5);
    expect(events.at(-1)?.properties.index).toBe(ANALYTICS_EVENTS_KEPT + 4);
  });

  it("when the stored data is not JSON, then it is discarded and tracking starts afresh", () => {
    const storage = memoryStorage({ [ANALYTICS_STORAGE_KEY]: "{not json" });
    expect(readEvents(storage)).toEqual([]);
    expect(storage.data.has(ANALYTICS_STORAGE_KEY)).toBe(false);
    trackPageView("home", storage);
    expect(readEvents(storage).map((event) => event.properties.page)).toEqual(["home"]);
  });

  it("when the stored data is JSON of the wrong shape, then it is discarded", () => {
    const storage = memoryStorage({ [ANALYTICS_STORAGE_KEY]: JSON.stringify({ name: "x" }) });
    trackEvent("after", {}, storage);
    expect(readEvents(storage).map((event) => event.name)).toEqual(["after"]);
  });

  it("when storage throws on write, then tracking does not throw", () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new Error("QuotaExceededError");
    };
    expect(() => trackEvent("x", {}, storage)).not.toThrow();
  });
});

describe("scroll milestones", () => {
  it("when the reader scrolls back and forth, then each milestone is recorded once", () => {
    const storage = memoryStorage();
    const track = createScrollMilestoneTracker("home", storage);
    for (const percent of [10, 30, 20, 55, 40, 80, 100, 60, 90]) track(percent);
    const milestones = readEvents(storage).map((event) => event.properties.milestone);
    expect(milestones).toEqual([25, 50, 75]);
  });

  it("when a jump passes several milestones, then all of them are recorded in order", () => {
    const storage = memoryStorage();
    createScrollMilestoneTracker("home", storage)(76);
    expect(readEvents(storage).map((event) => event.properties.milestone)).toEqual([25, 50, 75]);
  });

  it("when a new page view starts, then milestones are recorded again", () => {
    const storage = memoryStorage();
    createScrollMilestoneTracker("home", storage)(30);
    createScrollMilestoneTracker("home", storage)(30);
    expect(readEvents(storage)).toHaveLength(2);
  });

  it("computes the scrolled percentage and treats a short page as fully read", () => {
    expect(scrollPercent(500, 2000, 1000)).toBe(50);
    expect(scrollPercent(0, 800, 1000)).toBe(100);
  });
});

function event(name: string, properties: AnalyticsEvent["properties"] = {}): AnalyticsEvent {
  return { name, properties, timestamp: "2026-03-01T10:00:00.000Z", url: "https://x.test/?token=abc", userAgent: "UA" };
}

/** A sender whose timer is fired by hand and whose batches are recorded. */
function testSender(overrides: Partial<AnalyticsSenderDeps> = {}) {
  const batches: Array<{ body: AnalyticsEventsBody; keepalive: boolean }> = [];
  let pendingTimer: (() => void) | null = null;
  const sender = createAnalyticsSender({
    send: async (body, { keepalive }) => {
      batches.push({ body, keepalive });
    },
    isEnabled: () => true,
    setTimer: (callback) => {
      pendingTimer = callback;
      return 1;
    },
    clearTimer: () => {
      pendingTimer = null;
    },
    ...overrides,
  });
  return {
    sender,
    batches,
    hasTimer: () => pendingTimer !== null,
    async fireTimer() {
      const callback = pendingTimer;
      pendingTimer = null;
      callback?.();
      await sender.flush();
    },
  };
}

describe("analytics sender", () => {
  it("when events are tracked, then they wait for the delay and go out together in one batch", async () => {
    const { sender, batches, hasTimer, fireTimer } = testSender();
    sender.enqueue(event("page_view", { page: "home" }), "/");
    sender.enqueue(event("section_clicked", { section: "pricing", source: "hero" }), "/");
    expect(batches).toHaveLength(0);
    expect(hasTimer()).toBe(true);
    await fireTimer();
    expect(batches).toHaveLength(1);
    expect(batches[0]?.body.events.map((sent) => sent.name)).toEqual(["page_view", "section_clicked"]);
    expect(batches[0]?.keepalive).toBe(false);
    expect(sender.queued()).toBe(0);
  });

  it("when a batch fills up, then it is sent at once and never holds more than the server accepts", async () => {
    const { sender, batches, fireTimer } = testSender();
    for (let index = 0; index < ANALYTICS_BATCH_MAX + 3; index++) sender.enqueue(event("tick", { index }), "/");
    await sender.flush();
    await fireTimer();
    expect(batches.map((batch) => batch.body.events.length)).toEqual([ANALYTICS_BATCH_MAX, 3]);
    for (const batch of batches) expect(analyticsEventsBodySchema.safeParse(batch.body).success).toBe(true);
  });

  it("when the page is hidden, then the queue is flushed with keepalive", async () => {
    const { sender, batches } = testSender();
    sender.enqueue(event("page_view"), "/dashboard");
    await sender.flush({ keepalive: true });
    expect(batches).toEqual([{ body: { events: [expect.objectContaining({ page: "/dashboard" })] }, keepalive: true }]);
  });

  it("when the analytics setting is off, then nothing is sent", async () => {
    const { sender, batches, fireTimer } = testSender({ isEnabled: async () => false });
    sender.enqueue(event("page_view"), "/");
    await fireTimer();
    expect(batches).toHaveLength(0);
    expect(sender.queued()).toBe(0);
  });

  it("when the server answers 403, then sending stops for the rest of the page's life", async () => {
    let calls = 0;
    const { sender, fireTimer } = testSender({
      send: async () => {
        calls++;
        throw new ApiError(403, "Analytics are switched off.", { code: "FORBIDDEN" });
      },
    });
    sender.enqueue(event("page_view"), "/");
    await fireTimer();
    sender.enqueue(event("page_view"), "/");
    await sender.flush();
    expect(calls).toBe(1);
    expect(sender.isStopped()).toBe(true);
    expect(sender.queued()).toBe(0);
  });

  it("when sending fails for another reason, then flush resolves and later events are still sent", async () => {
    let fail = true;
    const sent: string[] = [];
    const { sender, fireTimer } = testSender({
      send: async (body) => {
        if (fail) throw new Error("Network error");
        sent.push(...body.events.map((item) => item.name));
      },
    });
    sender.enqueue(event("first"), "/");
    await expect(sender.flush()).resolves.toBeUndefined();
    fail = false;
    sender.enqueue(event("second"), "/");
    await fireTimer();
    expect(sent).toEqual(["second"]);
    expect(sender.isStopped()).toBe(false);
  });

  it("when the setting cannot be read, then the events are dropped without an error", async () => {
    const { sender, batches } = testSender({
      isEnabled: () => Promise.reject(new Error("offline")),
    });
    sender.enqueue(event("page_view"), "/");
    await expect(sender.flush()).resolves.toBeUndefined();
    expect(batches).toHaveLength(0);
  });

  it("when trackEvent is given a sender, then the event is both stored and queued", () => {
    const storage = memoryStorage();
    const { sender } = testSender();
    trackEvent("page_view", { page: "home" }, storage, sender);
    expect(readEvents(storage)).toHaveLength(1);
    expect(sender.queued()).toBe(1);
  });
});

describe("anonymous events", () => {
  it("when properties name a person or an identifier, then those keys are dropped", () => {
    for (const key of ["email", "userEmail", "useremail", "user_id", "userId", "username", "fileName", "firstName"])
      expect(isPersonalKey(key), key).toBe(true);
    for (const key of ["authToken", "password", "phoneNumber", "ip", "caption", "hashtags", "analysisId"])
      expect(isPersonalKey(key), key).toBe(true);
    for (const key of ["page", "section", "source", "milestone", "fileType", "fileSize", "viralScore"])
      expect(isPersonalKey(key), key).toBe(false);
    for (const key of ["isValid", "processingMs", "isQuickTime", "description"])
      expect(isPersonalKey(key), key).toBe(false);
  });

  it("when a property value looks like an e-mail address, then it is dropped and long text is cut", () => {
    const kept = anonymousProperties({
      fileType: "video/mp4",
      note: "write to me at someone@example.com",
      viralScore: 72,
      broken: Number.NaN,
      isValid: true,
      long: "x".repeat(500),
    });
    expect(kept).toEqual({ fileType: "video/mp4", viralScore: 72, isValid: true, long: "x".repeat(200) });
  });

  it("when an event is prepared for sending, then only its name, safe properties, path and time are kept", () => {
    const upload = toUpload(
      event("analysis_completed", { fileType: "video", fileName: "me.mp4", viralScore: 80 }),
      "/dashboard?token=secret#top",
    );
    expect(upload).toEqual({
      name: "analysis_completed",
      properties: { fileType: "video", viralScore: 80 },
      page: "/dashboard",
      occurredAt: "2026-03-01T10:00:00.000Z",
    });
    expect(upload && Object.keys(upload)).not.toContain("url");
    expect(upload && Object.keys(upload)).not.toContain("userAgent");
  });

  it("when an event name is not one the server accepts, then it is not sent", () => {
    expect(toUpload(event("Bad Name"), "/")).toBeNull();
  });
});
