import { useEffect, useRef } from "react";
import { usePublicConfig } from "@/lib/public-config";
import { newEvent, type AnalyticsProperties } from "./analytics-event";

// What the first page calls to track: each event is made when it happens (its time, address and path), then kept and
// sent by analytics.ts, a module loaded after the first paint, when the first event or the analytics setting comes (4 KB
// less at first paint, docs/decisions/010-lean-first-page.md). Events are handed over in the order they happened.

type Analytics = typeof import("./analytics");
let loading: Promise<Analytics> | undefined;

function withAnalytics(use: (analytics: Analytics) => void): void {
  loading ??= import("./analytics").catch((error: unknown) => {
    loading = undefined; // the next event tries again
    throw error;
  });
  // Analytics must never break the page: a module that cannot be fetched loses this event.
  loading.then(use).catch(() => undefined);
}

/** trackEvent of analytics.ts, for code that is part of the first paint. */
export function trackEvent(name: string, properties: AnalyticsProperties = {}): void {
  const event = newEvent(name, properties);
  const pathname = globalThis.location?.pathname ?? null;
  withAnalytics((analytics) => analytics.recordEvent(event, pathname));
}

/** Records a click on an in-page navigation control (header, footer or hero anchors). */
export function trackSectionClick(section: string, source: string): void {
  trackEvent("section_clicked", { section, source });
}

/** Tracks one page view per mount of the calling page (the ref keeps StrictMode's double effect at one). */
export function usePageView(page: string): void {
  const trackedPage = useRef<string | null>(null);
  useEffect(() => {
    if (trackedPage.current === page) return;
    trackedPage.current = page;
    trackEvent("page_view", { page });
  }, [page]);
}

/** Records the scroll milestones of the current page view (a new mount is a new page view). */
export function useScrollMilestones(page: string): void {
  useEffect(() => {
    let isCurrent = true;
    let stop = () => undefined as void;
    withAnalytics((analytics) => {
      if (isCurrent) stop = analytics.watchScrollMilestones(page);
    });
    return () => {
      isCurrent = false;
      stop();
    };
  }, [page]);
}

/** Passes the analytics setting from the app's public config to the sender; call it once near the root. */
export function useAnalyticsUploads(): void {
  const enabled = usePublicConfig().data?.enableAnalytics;
  useEffect(() => {
    if (enabled !== undefined) withAnalytics((analytics) => analytics.knowAnalyticsSetting(enabled));
  }, [enabled]);
}
