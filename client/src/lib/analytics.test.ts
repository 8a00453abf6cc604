import { describe, expect, it } from "vitest";
import { ANALYTICS_EVENTS_KEPT } from "@shared/constants";
import {
  ANALYTICS_STORAGE_KEY,
  createScrollMilestoneTracker,
  readEvents,
  scrollPercent,
  trackEvent,
  trackPageView,
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
