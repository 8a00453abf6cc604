import { lazyNamed } from "@/lib/lazy";

/** The charts with recharts, fetched on first use: recharts stays out of every other page's chunk. */
export const ProAnalyticsCharts = lazyNamed(() => import("./pro-analytics-charts").then((m) => m.ProAnalyticsCharts));
