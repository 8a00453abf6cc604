import { z } from "zod";

// A video's timeline: one entry per second with an estimated hold and what happens in that second. The hold is
// an estimate from the events (the scoring README says how), not a count of viewers.

export const TIMELINE_EVENTS = [
  "cut",
  "motion",
  "still",
  "frozen",
  "black",
  "face-in",
  "face-out",
  "text",
  "speech",
  "sound",
  "silence",
  "quiet",
] as const;
export type TimelineEvent = (typeof TIMELINE_EVENTS)[number];

export const timelineSecondSchema = z.object({
  /** The second's start (0, 1, 2...). */
  t: z.number().int().min(0),
  /** Estimated share of viewers still watching at the start of this second, 0-100. */
  hold: z.number().int().min(0).max(100),
  events: z.array(z.enum(TIMELINE_EVENTS)),
});
export type TimelineSecond = z.infer<typeof timelineSecondSchema>;

export const timelineSchema = z.object({
  seconds: z.array(timelineSecondSchema),
  /** When a voice first speaks (s), or null when none was found. */
  firstWordsAt: z.number().min(0).nullable(),
});
export type Timeline = z.infer<typeof timelineSchema>;

/** Seconds as a creator's editor shows them: 0:04, 1:12, 0:02.7. */
export function formatClock(seconds: number): string {
  const whole = Math.floor(seconds);
  const tenths = Math.round((seconds - whole) * 10);
  const base = `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
  return tenths > 0 && tenths < 10 ? `${base}.${tenths}` : base;
}

/** How each event reads to a creator, in the timeline's legend and its moments. */
export const TIMELINE_EVENT_LABELS: Record<TimelineEvent, string> = {
  cut: "Cut",
  motion: "Motion",
  still: "Still picture",
  frozen: "Frozen picture",
  black: "Black screen",
  "face-in": "Face appears",
  "face-out": "Face leaves",
  text: "Text on screen",
  speech: "Voice",
  sound: "Sound starts",
  silence: "Silence",
  quiet: "Sound drops",
};
