import { z } from "zod";
import { ANALYTICS_BATCH_MAX } from "../constants";

export { ANALYTICS_BATCH_MAX };

// GET /api/admin/stats and GET /api/admin/analytics (charts and the funnel), and the anonymous events the SPA
// sends when the operator's analytics setting is on: POST /api/analytics/events, without personal data.

export type AdminStats = {
  totalUsers: number;
  todaySignups: number;
  totalRevenue: number; // cents, succeeded payments less what was refunded
  todayRevenue: number; // cents
  /** The creators' own analyses; freeAnalyses + paidAnalyses = totalAnalyses. */
  totalAnalyses: number;
  freeAnalyses: number;
  paidAnalyses: number;
  /** Competitors' posts analysed by Pro members on /compare: not in the three figures above. */
  competitorAnalyses: number;
  /** Users with Pro in force now. */
  subscriptions: number;
};

export const ANALYTICS_RANGES = [7, 30, 90] as const;
export const adminAnalyticsQuerySchema = z
  .object({
    days: z.coerce
      .number({ message: "days must be a number" })
      .refine((value) => (ANALYTICS_RANGES as readonly number[]).includes(value), {
        message: `days must be one of ${ANALYTICS_RANGES.join(", ")}`,
      })
      .default(30),
  })
  .strict();
export type AdminAnalyticsQuery = z.infer<typeof adminAnalyticsQuerySchema>;

export type AdminAnalytics = {
  days: number;
  /** One entry per UTC day, oldest first, including days with nothing. */
  daily: Array<{
    date: string; // YYYY-MM-DD
    signups: number;
    /** The creators' own analyses of the day. */
    analyses: number;
    /** Competitors' posts analysed that day, counted apart. */
    competitorAnalyses: number;
    revenue: number; // cents
    /** Users whose Pro was in force at the end of that day (from the subscription payments). */
    activeSubscriptions: number;
  }>;
  /** Viral scores of the range's analyses in ten buckets: 0-9, 10-19, …, 90-100. */
  scoreDistribution: Array<{ bucket: string; count: number }>;
  /** visit (page views of /) → sign-up → first analysis → paid, within the range. */
  funnel: Array<{ step: "visit" | "signup" | "first_analysis" | "paid"; label: string; count: number }>;
  /** Whether events are being collected now (the analytics setting). */
  analyticsEnabled: boolean;
};

const propertyValue = z.union([z.string().max(200), z.number(), z.boolean(), z.null()]);
export const analyticsEventsBodySchema = z
  .object({
    events: z
      .array(
        z
          .object({
            name: z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, "Event names are lower-case words joined by underscores"),
            properties: z
              .record(z.string().max(64), propertyValue)
              .refine((value) => Object.keys(value).length <= 20, "At most 20 properties")
              .default({}),
            page: z.string().max(200).nullable().default(null),
            occurredAt: z.iso.datetime({ offset: true, message: "occurredAt must be a date and time" }),
          })
          .strict(),
      )
      .min(1, "Send at least one event")
      .max(ANALYTICS_BATCH_MAX, `Send at most ${ANALYTICS_BATCH_MAX} events at a time`),
  })
  .strict();
export type AnalyticsEventsBody = z.infer<typeof analyticsEventsBodySchema>;
