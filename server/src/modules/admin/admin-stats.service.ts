import type { AdminAnalytics, AdminStats } from "@shared/schemas/admin-analytics";
import type { Db } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { SettingsService } from "../settings/settings.service";
import { createAdminStatsRepository, type DayRange } from "./admin-stats.repository";

// GET /api/admin/stats and GET /api/admin/analytics: days are UTC days of the injected clock, so a test can say what
// "today" is.

const DAY_MS = 24 * 60 * 60 * 1000;

export const FUNNEL_LABELS = {
  visit: "Visited",
  signup: "Signed up",
  first_analysis: "First analysis",
  paid: "Paid",
} as const;

function utcMidnight(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** The last `days` UTC days, today included. */
export function dayRange(now: Date, days: number): DayRange {
  const to = new Date(utcMidnight(now).getTime() + DAY_MS);
  const from = new Date(to.getTime() - days * DAY_MS);
  return {
    from,
    to,
    firstDay: from.toISOString().slice(0, 10),
    lastDay: new Date(to.getTime() - DAY_MS).toISOString().slice(0, 10),
    days,
  };
}

function bucketLabel(bucket: number): string {
  return bucket === 9 ? "90-100" : `${bucket * 10}-${bucket * 10 + 9}`;
}

export function createAdminStatsService(deps: { db: Db; settings: SettingsService; clock: Clock }) {
  const repo = createAdminStatsRepository(deps.db);

  return {
    async stats(): Promise<AdminStats> {
      const today = dayRange(deps.clock.now(), 1);
      const row = await repo.stats(today.from, today.to);
      return {
        totalUsers: row.total_users,
        todaySignups: row.today_signups,
        totalRevenue: Number(row.total_revenue),
        todayRevenue: Number(row.today_revenue),
        totalAnalyses: row.total_analyses,
        freeAnalyses: row.free_analyses,
        // A promo code's analysis was not paid for: it is neither free trial nor revenue.
        paidAnalyses: row.total_analyses - row.free_analyses - row.promo_analyses,
        competitorAnalyses: row.competitor_analyses,
        subscriptions: row.subscriptions,
      };
    },

    async analytics(days: number): Promise<AdminAnalytics> {
      const range = dayRange(deps.clock.now(), days);
      const [daily, buckets, funnel, settings] = await Promise.all([
        repo.daily(range),
        repo.scoreBuckets(range),
        repo.funnel(range),
        deps.settings.get(),
      ]);
      const counts = new Map(buckets.map((row) => [Number(row.bucket), Number(row.count)]));
      return {
        days,
        daily: daily.map((row) => ({
          date: row.date,
          signups: Number(row.signups),
          analyses: Number(row.analyses),
          competitorAnalyses: Number(row.competitor_analyses),
          revenue: Number(row.revenue),
          activeSubscriptions: Number(row.active_subscriptions),
        })),
        scoreDistribution: Array.from({ length: 10 }, (_, bucket) => ({
          bucket: bucketLabel(bucket),
          count: counts.get(bucket) ?? 0,
        })),
        funnel: [
          { step: "visit", label: FUNNEL_LABELS.visit, count: Number(funnel.visits) },
          { step: "signup", label: FUNNEL_LABELS.signup, count: Number(funnel.signups) },
          { step: "first_analysis", label: FUNNEL_LABELS.first_analysis, count: Number(funnel.first_analyses) },
          { step: "paid", label: FUNNEL_LABELS.paid, count: Number(funnel.paid) },
        ],
        analyticsEnabled: settings.enableAnalytics,
      };
    },
  };
}
export type AdminStatsService = ReturnType<typeof createAdminStatsService>;
