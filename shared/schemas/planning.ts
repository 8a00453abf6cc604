import { z } from "zod";
import { messageSchema, nullableMessageSchema } from "../i18n/message";
import { CAPTION_MAX, HASHTAGS_MAX } from "../constants";
import { isTimeZone, isCalendarDate } from "../planning-time";

// Content planning (Pro): a creator's upcoming posts with a draft caption and
// hashtags scored while typing, best posting windows for a region, and a MENA and global event calendar.

export const PLAN_STATUSES = ["idea", "filming", "ready", "posted"] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];
export const PLAN_STATUS_LABELS: Record<PlanStatus, string> = {
  idea: "Idea",
  filming: "Filming",
  ready: "Ready",
  posted: "Posted",
};

/** Saudi Arabia (GMT+3, no daylight saving) is the product's home market. */
export const DEFAULT_PLAN_TIME_ZONE = "Asia/Riyadh";
/** The zones the form offers (any IANA zone is accepted by the API). */
export const PLAN_TIME_ZONES = [
  "Asia/Riyadh",
  "Asia/Dubai",
  "Asia/Kuwait",
  "Asia/Qatar",
  "Asia/Bahrain",
  "Africa/Cairo",
  "Europe/London",
  "UTC",
] as const;

/** The reminder choices the form offers, in minutes before the planned time (null: no reminder). */
export const REMINDER_CHOICES = [
  { minutes: null, label: "No reminder" },
  { minutes: 60, label: "1 hour before" },
  { minutes: 1440, label: "1 day before" },
] as const;
export const REMINDER_MAX_MINUTES = 7 * 24 * 60;

/** How long before the post a reminder goes, as a person says it: "1 hour", "90 minutes", "2 days". */
export function formatReminderLead(minutes: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
  if (minutes % 1440 === 0) return plural(minutes / 1440, "day");
  if (minutes % 60 === 0) return plural(minutes / 60, "hour");
  return plural(minutes, "minute");
}

/** The longest span one calendar request may cover (the events are listed 24 months ahead). */
export const PLAN_RANGE_MAX_DAYS = 800;

const dateSchema = z
  .string({ message: "Date must be text (YYYY-MM-DD)" })
  .max(10, "Date must look like 2027-02-08")
  .refine(isCalendarDate, "Date must be a real calendar date like 2027-02-08");
const timeSchema = z
  .string({ message: "Time must be text (HH:MM)" })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Time must be a 24-hour time like 21:30");
const timeZoneSchema = z
  .string({ message: "Time zone must be text" })
  .max(64, "Time zone is not valid")
  .refine(isTimeZone, "Time zone must be an IANA zone such as Asia/Riyadh");
const captionSchema = z
  .string({ message: "Caption must be text" })
  .max(CAPTION_MAX, `Caption must be at most ${CAPTION_MAX} characters`);
const hashtagsSchema = z
  .string({ message: "Hashtags must be text" })
  .max(HASHTAGS_MAX, `Hashtags must be at most ${HASHTAGS_MAX} characters`);
const statusSchema = z.enum(PLAN_STATUSES, { message: `Status must be one of ${PLAN_STATUSES.join(", ")}` });
const reminderSchema = z
  .number({ message: "Reminder must be a number of minutes, or null for none" })
  .int("Reminder must be a whole number of minutes")
  .min(5, "A reminder must come at least 5 minutes before")
  .max(REMINDER_MAX_MINUTES, "A reminder can come at most 7 days before")
  .nullable();

/** POST /api/pro/plans. The date and time are wall-clock values in the plan's time zone. */
export const planCreateBodySchema = z
  .object({
    caption: captionSchema.default(""),
    hashtags: hashtagsSchema.default(""),
    date: dateSchema,
    time: timeSchema,
    timeZone: timeZoneSchema.default(DEFAULT_PLAN_TIME_ZONE),
    status: statusSchema.default("idea"),
    remindMinutesBefore: reminderSchema.default(null),
  })
  .strict();
export type PlanCreateBody = z.infer<typeof planCreateBodySchema>;
export type PlanCreateInput = z.input<typeof planCreateBodySchema>;

/** PATCH /api/pro/plans/:id: any of the fields; changing the time or the reminder re-arms the reminder. */
export const planUpdateBodySchema = z
  .object({
    caption: captionSchema,
    hashtags: hashtagsSchema,
    date: dateSchema,
    time: timeSchema,
    timeZone: timeZoneSchema,
    status: statusSchema,
    remindMinutesBefore: reminderSchema,
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: "Nothing to change: send at least one field" });
export type PlanUpdateBody = z.infer<typeof planUpdateBodySchema>;

/** GET /api/pro/plans and GET /api/pro/events: a range of days (inclusive); both default on the server. */
export const planRangeQuerySchema = z
  .object({ from: dateSchema.optional(), to: dateSchema.optional() })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "from must not be after to", path: ["to"] })
  .refine((q) => !q.from || !q.to || daysBetween(q.from, q.to) <= PLAN_RANGE_MAX_DAYS, {
    message: `The range may cover at most ${PLAN_RANGE_MAX_DAYS} days`,
    path: ["to"],
  });
export type PlanRangeQuery = z.infer<typeof planRangeQuerySchema>;

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

export const plannedPostSchema = z.object({
  id: z.number().int(),
  caption: z.string(),
  hashtags: z.string(),
  /** The instant, ISO 8601 in UTC. */
  plannedAt: z.string(),
  /** The same instant as wall-clock date and time in the plan's time zone. */
  date: z.string(),
  time: z.string(),
  timeZone: z.string(),
  status: statusSchema,
  remindMinutesBefore: z.number().int().nullable(),
  reminderSentAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PlannedPost = z.infer<typeof plannedPostSchema>;
export const planResponseSchema = z.object({ plan: plannedPostSchema });
export const planListResponseSchema = z.object({ plans: z.array(plannedPostSchema), from: z.string(), to: z.string() });
export type PlanListResponse = z.infer<typeof planListResponseSchema>;

/** POST /api/pro/plans/score-text: the draft's text, scored by the engine's caption signals only. */
export const scoreTextBodySchema = z.object({ caption: captionSchema, hashtags: hashtagsSchema }).strict();
export type ScoreTextBody = z.infer<typeof scoreTextBodySchema>;
export const textSignalScoreSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.string(),
  /** 0-100, or null when it does not apply (no hashtags to judge). */
  subScore: z.number().nullable(),
  /** The fix when the sub-score is low, the strength when it is high. */
  advice: z.string().nullable(),
  weight: z.number(),
  /** The label, value and advice as engine messages, for either language (shared/i18n/engine-text.ts). */
  messages: z.object({ label: messageSchema, value: messageSchema, advice: nullableMessageSchema }).optional(),
});
export type TextSignalScore = z.infer<typeof textSignalScoreSchema>;
export const scoreTextResponseSchema = z.object({
  /** Weighted mean of the measured caption signals, 0-100. */
  score: z.number().int().min(0).max(100).nullable(),
  signals: z.array(textSignalScoreSchema),
});
export type ScoreTextResponse = z.infer<typeof scoreTextResponseSchema>;

/** GET /api/pro/posting-windows?region=SA */
export const POSTING_REGIONS = ["SA"] as const;
export const postingWindowsQuerySchema = z
  .object({ region: z.enum(POSTING_REGIONS, { message: "Region must be SA (Saudi Arabia)" }).default("SA") })
  .strict();
export type PostingWindowsQuery = z.infer<typeof postingWindowsQuerySchema>;

export const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const postingWindowSchema = z.object({
  days: z.array(z.enum(WEEKDAYS)),
  /** Wall-clock HH:MM in the region's time zone; an end before the start runs past midnight. */
  start: z.string(),
  end: z.string(),
  strength: z.enum(["peak", "good"]),
  why: z.string(),
  /** The same reason in Arabic (the data file keeps both). */
  whyAr: z.string().optional(),
});
export type PostingWindow = z.infer<typeof postingWindowSchema>;
export const postingWindowsResponseSchema = z.object({
  region: z.string(),
  regionName: z.string(),
  regionNameAr: z.string().optional(),
  timeZone: z.string(),
  utcOffset: z.string(),
  asOf: z.string(),
  basis: z.string(),
  basisAr: z.string().optional(),
  sources: z.array(z.object({ title: z.string(), detail: z.string() })),
  weekly: z.array(postingWindowSchema),
  ramadan: z.array(postingWindowSchema),
});
export type PostingWindows = z.infer<typeof postingWindowsResponseSchema>;

/** GET /api/pro/events?from&to: MENA and global dates with angles and tags. */
export const calendarEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameAr: z.string(),
  /** First and last day (inclusive), YYYY-MM-DD, in the region's calendar. */
  start: z.string(),
  end: z.string(),
  kind: z.enum(["religious", "national", "commercial", "seasonal"]),
  angles: z.array(z.string()),
  /** The angles and the source in Arabic, in the same order (the calendar keeps both languages). */
  anglesAr: z.array(z.string()).optional(),
  tags: z.array(z.string()),
  source: z.string(),
  sourceAr: z.string().optional(),
  approximate: z.boolean(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;
export const eventsResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  events: z.array(calendarEventSchema),
});
export type EventsResponse = z.infer<typeof eventsResponseSchema>;
