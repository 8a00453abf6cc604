// An analytics event as it is made when it happens; analytics.ts keeps and sends it, track.ts makes it on the first
// page before analytics.ts is loaded.

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

/** An event as it happens: name, properties, time, the page's address and the browser. */
export function newEvent(name: string, properties: AnalyticsProperties = {}): AnalyticsEvent {
  return {
    name,
    properties,
    timestamp: new Date().toISOString(),
    url: globalThis.location?.href ?? "",
    userAgent: globalThis.navigator?.userAgent ?? "",
  };
}
