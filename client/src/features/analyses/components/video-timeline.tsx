import type { TFunction } from "i18next";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formatClock, type Timeline, type TimelineEvent, type TimelineSecond } from "@shared/schemas/timeline";
import { cn } from "@/lib/cn";

// A video's seconds under its preview: one bar per second whose height is the estimated hold, and the moments
// that move it (cuts, a voice, still stretches, silence) as a list. With the video at hand, a bar or a moment
// seeks the video there; for a stored analysis (the upload is deleted) they are read-only. Time runs in the reading
// direction: from the right in Arabic, as the bars are a flex row. Clock times ("0:03") stay as they are.

const STILL: readonly TimelineEvent[] = ["still", "frozen", "black"];
const CHANGES: readonly TimelineEvent[] = ["cut", "motion", "speech", "sound", "text", "face-in"];
/** Events a moment is made of; motion, a face coming or going and sound drops stay in the bars' labels. */
const MOMENT_EVENTS: readonly TimelineEvent[] = ["cut", "speech", "text", "black", "silence"];
const MAX_MOMENTS = 10;

const BAR_LEGEND = [
  ["bg-brand-500", "change"],
  ["bg-brand-700", "cut"],
  ["bg-amber-400", "still"],
] as const;

const MOMENT_TONES = {
  problem: "border-amber-300 bg-amber-50 text-amber-900",
  change: "border-slate-200 bg-white text-slate-700",
} as const;

/** A moment's label: a key of the "results" catalogue with its parameters. */
type MomentLabel =
  | { key: "timeline.nothingChanges" | "timeline.silence"; count: number }
  | { key: "timeline.firstWords" }
  | { key: "timelineEvents"; event: TimelineEvent };
type Moment = { from: number; to: number; label: MomentLabel; tone: "change" | "problem" };

function momentText(label: MomentLabel, t: TFunction<"results">): string {
  if (label.key === "timelineEvents") return t(`timelineEvents.${label.event}`);
  if (label.key === "timeline.firstWords") return t(label.key);
  return t(label.key, { count: label.count });
}

const isStillSecond = (s: TimelineSecond) =>
  s.events.some((e) => STILL.includes(e)) && !s.events.some((e) => CHANGES.includes(e) && e !== "cut");

/** Runs of at least `min` seconds where `test` holds; with `splitAtCuts`, a cut starts a new run. */
function runs(
  seconds: readonly TimelineSecond[],
  test: (s: TimelineSecond) => boolean,
  min: number,
  splitAtCuts = false,
) {
  const found: { from: number; to: number }[] = [];
  let start: number | null = null;
  seconds.forEach((second, i) => {
    const inRun = test(second) && !(splitAtCuts && start !== null && second.events.includes("cut"));
    if (inRun && start === null) start = i;
    if (!inRun && start !== null) {
      if (i - start >= min) found.push({ from: start, to: i });
      start = test(second) ? i : null;
    }
  });
  if (start !== null && seconds.length - start >= min) found.push({ from: start, to: seconds.length });
  return found;
}

/** The moments worth jumping to, in time order. */
export function timelineMoments(timeline: Timeline): Moment[] {
  const moments: Moment[] = [];
  for (const run of runs(timeline.seconds, isStillSecond, 3, true)) {
    moments.push({ ...run, label: { key: "timeline.nothingChanges", count: run.to - run.from }, tone: "problem" });
  }
  for (const run of runs(timeline.seconds, (s) => s.events.includes("silence"), 2)) {
    moments.push({ ...run, label: { key: "timeline.silence", count: run.to - run.from }, tone: "problem" });
  }
  if (timeline.firstWordsAt !== null) {
    const at = timeline.firstWordsAt;
    moments.push({ from: at, to: at, label: { key: "timeline.firstWords" }, tone: at <= 1 ? "change" : "problem" });
  }
  timeline.seconds.forEach((second, i) => {
    const prev = timeline.seconds[i - 1];
    for (const event of MOMENT_EVENTS) {
      if (event === "speech" || event === "silence") continue; // said once above, as a run or first words
      if (second.events.includes(event) && !(event !== "cut" && prev?.events.includes(event))) {
        const tone = event === "black" ? "problem" : "change";
        moments.push({ from: second.t, to: second.t, label: { key: "timelineEvents", event }, tone });
      }
    }
  });
  return moments.sort((a, b) => a.from - b.from || b.to - a.to).slice(0, MAX_MOMENTS);
}

function barLabel(second: TimelineSecond, t: TFunction<"results">): string {
  const events = second.events
    .map((e) => t(`timelineEvents.${e}`))
    .reduceRight((rest, first) => (rest ? t("timeline.eventList", { first, rest }) : first), "");
  const params = { time: formatClock(second.t), hold: second.hold };
  return events ? t("timeline.barWithEvents", { ...params, events }) : t("timeline.bar", params);
}

const span = (m: Moment) => (m.to > m.from ? `${formatClock(m.from)}-${formatClock(m.to)}` : formatClock(m.from));

type VideoTimelineProps = {
  timeline: Timeline;
  /** Seeks the video to a second; null when there is no video to seek (a stored analysis). */
  onSeek: ((seconds: number) => void) | null;
};

export function VideoTimeline({ timeline, onSeek }: VideoTimelineProps) {
  const { t } = useTranslation("results");
  const headingId = useId();
  const moments = timelineMoments(timeline);
  const last = timeline.seconds.length;
  return (
    <section aria-labelledby={headingId} className="mt-4">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        {t("timeline.heading")}
      </h3>
      <p className="mt-1 text-xs text-slate-600">
        {t("timeline.intro")}
        {onSeek ? t("timeline.tapHint") : ""}
      </p>
      <div
        className="mt-3 flex h-20 items-end gap-px rounded-lg bg-slate-50 px-1 pt-1"
        aria-hidden="true"
        data-testid="timeline-bars"
      >
        {timeline.seconds.map((second) => {
          const bar = (
            <span
              className={cn(
                "block w-full rounded-t-sm",
                isStillSecond(second)
                  ? "bg-amber-400"
                  : second.events.includes("cut")
                    ? "bg-brand-700"
                    : "bg-brand-500",
              )}
              style={{ height: `${Math.max(4, second.hold)}%` }}
            />
          );
          return onSeek ? (
            <button
              key={second.t}
              type="button"
              tabIndex={-1}
              title={barLabel(second, t)}
              onClick={() => onSeek(second.t)}
              className="flex h-full min-w-0 flex-1 items-end hover:opacity-80"
            >
              {bar}
            </button>
          ) : (
            <span key={second.t} title={barLabel(second, t)} className="flex h-full min-w-0 flex-1 items-end">
              {bar}
            </span>
          );
        })}
      </div>
      <div className="mt-1 flex justify-between text-[11px] tabular-nums text-slate-500" aria-hidden="true">
        <span>0:00</span>
        <span>{formatClock(last)}</span>
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600" aria-label={t("timeline.legendLabel")}>
        {BAR_LEGEND.map(([colour, label]) => (
          <li key={label} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={cn("h-2.5 w-2.5 rounded-sm", colour)} />
            {t(`timeline.legend.${label}`)}
          </li>
        ))}
      </ul>
      {moments.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={t("timeline.momentsLabel")}>
          {moments.map((moment) => {
            const text = (
              <>
                <bdi className="font-semibold tabular-nums">{span(moment)}</bdi> {momentText(moment.label, t)}
              </>
            );
            const tone = MOMENT_TONES[moment.tone];
            return (
              <li key={`${moment.from}-${moment.to}-${JSON.stringify(moment.label)}`}>
                {onSeek ? (
                  <button
                    type="button"
                    onClick={() => onSeek(moment.from)}
                    className={cn("min-h-9 rounded-full border px-3 py-1 text-xs hover:bg-slate-50", tone)}
                  >
                    {text}
                  </button>
                ) : (
                  <span className={cn("inline-block rounded-full border px-3 py-1 text-xs", tone)}>{text}</span>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
