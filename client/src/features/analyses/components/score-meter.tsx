import { useTranslation } from "react-i18next";
import { useFormat } from "@/i18n/format";
import { cn } from "@/lib/cn";
import { bandLabel, bandTone } from "../utils/scores";

type ScoreBarProps = { label: string; value: number; className?: string };

/** A labelled 0-100 figure with a bar; the number is text, the bar only illustrates it. */
export function ScoreBar({ label, value, className }: ScoreBarProps) {
  const { t } = useTranslation("results");
  const format = useFormat();
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium text-slate-700">{label}</span>
        <span className="font-semibold tabular-nums text-slate-900">
          {format.number(Math.round(clamped))}
          <span className="font-normal text-slate-500">{t("meter.outOf100")}</span>
        </span>
      </div>
      <div aria-hidden="true" className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100">
        <div className={cn("h-full rounded-full", bandTone(clamped).bar)} style={{ width: `${clamped}%` }} />
      </div>
    </div>
  );
}

type ScoreRingProps = { score: number; size?: "sm" | "lg"; className?: string };

/** The score as a ring in its band colour, announced as one image ("Viral score 72 out of 100, Good"). */
export function ScoreRing({ score, size = "lg", className }: ScoreRingProps) {
  const { t } = useTranslation("results");
  const format = useFormat();
  const clamped = Math.max(0, Math.min(100, Math.round(score)));
  const tone = bandTone(clamped);
  const radius = 42;
  const circumference = 2 * Math.PI * radius;
  return (
    <div
      role="img"
      aria-label={t("meter.ringLabel", { score: clamped, band: bandLabel(tone.band, t) })}
      className={cn("relative grid shrink-0 place-items-center", size === "lg" ? "h-36 w-36" : "h-14 w-14", className)}
    >
      <svg viewBox="0 0 100 100" className="absolute inset-0 h-full w-full -rotate-90" aria-hidden="true">
        <circle cx="50" cy="50" r={radius} fill="none" stroke="var(--color-slate-200)" strokeWidth="9" />
        <circle
          cx="50"
          cy="50"
          r={radius}
          fill="none"
          stroke={tone.ring}
          strokeWidth="9"
          strokeLinecap="round"
          strokeDasharray={`${(clamped / 100) * circumference} ${circumference}`}
        />
      </svg>
      <span aria-hidden="true" className="text-center leading-none">
        <span
          className={cn("block font-extrabold tabular-nums text-slate-900", size === "lg" ? "text-4xl" : "text-base")}
        >
          {format.number(clamped)}
        </span>
        {size === "lg" ? (
          <span className="mt-1 block text-xs font-medium text-slate-500">{t("meter.of100")}</span>
        ) : null}
      </span>
    </div>
  );
}

/** The score with its band colour, for lists: "72 · Good". */
export function ScoreBadge({ score, className }: { score: number; className?: string }) {
  const { t } = useTranslation("results");
  const format = useFormat();
  const tone = bandTone(score);
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-1 text-sm font-semibold ring-1 ring-inset",
        tone.badge,
        className,
      )}
    >
      <span className="tabular-nums">{format.number(score)}</span>
      <span aria-hidden="true">·</span>
      <span className="font-medium">{bandLabel(tone.band, t)}</span>
    </span>
  );
}
