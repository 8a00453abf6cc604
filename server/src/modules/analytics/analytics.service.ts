import type { AnalyticsEventsBody } from "@shared/schemas/admin-analytics";
import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import type { Clock } from "../../lib/clock";
import type { SettingsService } from "../settings/settings.service";
import { createAnalyticsRepository, type NewAnalyticsEvent } from "./analytics.repository";

// The SPA's anonymous product events, feeding the admin Analytics tab: stored only while the analytics setting is on,
// and without personal data. The schema already limits names and values; this service also drops any property that
// could name a person and the query string of a page (a verification or reset link carries a token).

export const ANALYTICS_OFF_MESSAGE = "Analytics are switched off.";

/** Property names that could carry personal data, compared lower-case without separators. */
const PERSONAL_KEY = /e?mail|username|userid|password|token|phone|address|^ip$|name$/;

export function isPersonalKey(key: string): boolean {
  return PERSONAL_KEY.test(key.toLowerCase().replace(/[^a-z0-9]/g, ""));
}

/** A page path without its query string or fragment. */
export function stripQuery(page: string): string {
  return page.split(/[?#]/)[0]!;
}

function anonymousProperties(properties: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(properties)) {
    if (isPersonalKey(key)) continue;
    kept[key] = key === "page" && typeof value === "string" ? stripQuery(value) : value;
  }
  return kept;
}

export function createAnalyticsService(deps: { db: Db; settings: SettingsService; clock: Clock }) {
  const repo = createAnalyticsRepository(deps.db);

  return {
    /** Stores a batch; FORBIDDEN (nothing stored) while analytics are switched off. */
    async record(body: AnalyticsEventsBody): Promise<{ accepted: number }> {
      const settings = await deps.settings.get();
      if (!settings.enableAnalytics) throw new AppError("FORBIDDEN", ANALYTICS_OFF_MESSAGE);
      const now = deps.clock.now();
      const events: NewAnalyticsEvent[] = body.events.map((event) => {
        const occurredAt = new Date(event.occurredAt);
        return {
          name: event.name,
          properties: anonymousProperties(event.properties),
          page: event.page === null ? null : stripQuery(event.page),
          // A browser clock ahead of ours must not put visits into days that have not happened yet.
          occurredAt: occurredAt > now ? now : occurredAt,
        };
      });
      return { accepted: await repo.insertMany(events) };
    },
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
