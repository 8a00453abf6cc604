import type { Db } from "../../db/client";
import { analyticsEvents } from "../../db/schema";

export type NewAnalyticsEvent = {
  name: string;
  properties: Record<string, unknown>;
  page: string | null;
  occurredAt: Date;
};

export function createAnalyticsRepository(db: Db) {
  return {
    /** One statement for the whole batch. */
    async insertMany(events: NewAnalyticsEvent[]): Promise<number> {
      if (events.length === 0) return 0;
      const rows = await db.insert(analyticsEvents).values(events).returning({ id: analyticsEvents.id });
      return rows.length;
    },
  };
}
export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
