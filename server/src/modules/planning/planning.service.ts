import { zonedInstant, zonedParts } from "@shared/planning-time";
import {
  type EventsResponse,
  type PlanCreateBody,
  type PlanListResponse,
  type PlannedPost,
  PLAN_RANGE_MAX_DAYS,
  type PlanRangeQuery,
  type PlanUpdateBody,
  type PostingWindows,
  type PostingWindowsQuery,
  type ScoreTextBody,
  type ScoreTextResponse,
} from "@shared/schemas/planning";
import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import type { Clock } from "../../lib/clock";
import { scoreCaptionText } from "../../scoring/caption-score";
import postingWindows from "./data/posting-windows.json";
import { eventsBetween } from "./events";
import { createPlanningRepository, type PlanRow, type PlanValues } from "./planning.repository";

// Content planning. Who may call is decided before this service (the Pro gate); this service makes sure a user only
// ever reads or changes their own plans.

const DAY_MS = 86_400_000;
/** Without a range, the plan list covers the current month's neighbourhood; events the next 24 months. */
const DEFAULT_PLAN_DAYS_BACK = 31;
const DEFAULT_PLAN_DAYS_AHEAD = 400;
const EVENTS_MONTHS_AHEAD = 24;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, days: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/** A range given by one end only could be any length: it is cut at the longest range a request may ask for. */
const clamp = (from: string, to: string) =>
  to > addDays(from, PLAN_RANGE_MAX_DAYS) ? addDays(from, PLAN_RANGE_MAX_DAYS) : to;

const MINUTE_MS = 60_000;
export const PAST_PLAN_MESSAGE =
  "Date and time must not be in the past. To keep a record of a post already published, set its status to Posted.";

/**
 * A plan is for the future: a past date would be stored and then fall outside everything the planner shows.
 * Only a post marked Posted (already published) may carry a past date. The current minute still counts as
 * now, since the form's times have no seconds.
 */
function refusePast(plannedAt: Date, status: string, now: Date): void {
  if (status === "posted") return;
  if (plannedAt.getTime() < Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS) {
    throw new AppError("VALIDATION_FAILED", PAST_PLAN_MESSAGE, { fieldErrors: { date: [PAST_PLAN_MESSAGE] } });
  }
}

export function present(row: PlanRow): PlannedPost {
  const { date, time } = zonedParts(row.plannedAt, row.timeZone);
  return {
    id: row.id,
    caption: row.caption,
    hashtags: row.hashtags,
    plannedAt: row.plannedAt.toISOString(),
    date,
    time,
    timeZone: row.timeZone,
    status: row.status as PlannedPost["status"],
    remindMinutesBefore: row.remindMinutesBefore,
    reminderSentAt: row.reminderSentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createPlanningService(deps: { db: Db; clock: Clock }) {
  const repo = createPlanningRepository(deps.db);

  /** getX: the user's own plan, NOT_FOUND when there is none, FORBIDDEN when it is another user's. */
  async function getOwn(userId: number, id: number): Promise<PlanRow> {
    const row = await repo.find(id);
    if (!row) throw new AppError("NOT_FOUND", "This planned post does not exist or was deleted.");
    if (row.userId !== userId) throw new AppError("FORBIDDEN", "You can only change your own planned posts.");
    return row;
  }

  return {
    /** GET /api/pro/plans: plans whose local day falls in [from, to] (a day of margin for far time zones). */
    async list(userId: number, query: PlanRangeQuery): Promise<PlanListResponse> {
      const today = isoDay(deps.clock.now());
      const from = query.from ?? addDays(today, -DEFAULT_PLAN_DAYS_BACK);
      const to = clamp(from, query.to ?? addDays(from, DEFAULT_PLAN_DAYS_AHEAD));
      const rows = await repo.list(
        userId,
        new Date(Date.parse(`${from}T00:00:00Z`) - DAY_MS),
        new Date(Date.parse(`${to}T00:00:00Z`) + 2 * DAY_MS),
      );
      const plans = rows.map(present).filter((plan) => plan.date >= from && plan.date <= to);
      return { plans, from, to };
    },

    async create(userId: number, body: PlanCreateBody): Promise<PlannedPost> {
      const values: PlanValues = {
        caption: body.caption,
        hashtags: body.hashtags,
        plannedAt: zonedInstant(body.date, body.time, body.timeZone),
        timeZone: body.timeZone,
        status: body.status,
        remindMinutesBefore: body.remindMinutesBefore,
      };
      const now = deps.clock.now();
      refusePast(values.plannedAt, body.status, now);
      return present(await repo.insert(userId, values, now));
    },

    /** A new date, time, zone or reminder re-arms the reminder, so it is sent for the new time. */
    async update(userId: number, id: number, body: PlanUpdateBody): Promise<PlannedPost> {
      const row = await getOwn(userId, id);
      const current = zonedParts(row.plannedAt, row.timeZone);
      // A new zone alone keeps the wall-clock date and time the creator sees, now read in the new zone.
      const timeZone = body.timeZone ?? row.timeZone;
      const plannedAt = zonedInstant(body.date ?? current.date, body.time ?? current.time, timeZone);
      const reminderChanged =
        body.remindMinutesBefore !== undefined && body.remindMinutesBefore !== row.remindMinutesBefore;
      const moved = plannedAt.getTime() !== row.plannedAt.getTime();
      // A plan left where it is may be edited after its time has passed (to mark it Posted, say); a plan
      // moved, or set back from Posted to a planning status, must then be in the future.
      const unposted = body.status !== undefined && body.status !== "posted" && row.status === "posted";
      if (moved || unposted) refusePast(plannedAt, body.status ?? row.status, deps.clock.now());
      const rearm = moved || reminderChanged;
      const values: Partial<PlanValues> = {
        caption: body.caption,
        hashtags: body.hashtags,
        status: body.status,
        remindMinutesBefore: body.remindMinutesBefore,
        timeZone,
        plannedAt,
      };
      const updated = await repo.update(id, userId, values, rearm, deps.clock.now());
      if (!updated) throw new AppError("NOT_FOUND", "This planned post does not exist or was deleted.");
      return present(updated);
    },

    async remove(userId: number, id: number): Promise<void> {
      await getOwn(userId, id);
      await repo.remove(id, userId);
    },

    scoreText(body: ScoreTextBody): ScoreTextResponse {
      return scoreCaptionText(body.caption, body.hashtags);
    },

    postingWindows(query: PostingWindowsQuery): PostingWindows {
      const region = postingWindows.regions[query.region];
      return {
        region: query.region,
        ...region,
        weekly: region.weekly as PostingWindows["weekly"],
        ramadan: region.ramadan as PostingWindows["ramadan"],
        asOf: postingWindows.asOf,
        basis: postingWindows.basis,
        basisAr: postingWindows.basisAr,
        sources: postingWindows.sources,
      };
    },

    /** Events of [from, to]; by default the 24 months from today. A range is never longer than the maximum. */
    events(query: PlanRangeQuery): EventsResponse {
      const from = query.from ?? isoDay(deps.clock.now());
      const [year, month, day] = from.split("-").map(Number) as [number, number, number];
      const to = clamp(from, query.to ?? isoDay(new Date(Date.UTC(year, month - 1 + EVENTS_MONTHS_AHEAD, day))));
      return { from, to, events: eventsBetween(from, to) };
    },
  };
}
export type PlanningService = ReturnType<typeof createPlanningService>;
