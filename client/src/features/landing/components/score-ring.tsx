import { cn } from "@/lib/cn";

type ScoreRingProps = { score: number; size?: "sm" | "md"; className?: string };

/** A 0-100 score drawn as a ring (conic gradient), with the number in the middle. Decorative. */
export function ScoreRing({ score, size = "md", className }: ScoreRingProps) {
  const clamped = Math.max(0, Math.min(100, score));
  return (
    <div
      aria-hidden="true"
      className={cn(
        "relative grid shrink-0 place-items-center rounded-full",
        size === "md" ? "h-28 w-28" : "h-16 w-16",
        className,
      )}
      style={{ background: `conic-gradient(var(--color-brand-600) ${clamped * 3.6}deg, var(--color-slate-200) 0deg)` }}
    >
      <div
        className={cn(
          "grid place-items-center rounded-full bg-white",
          size === "md" ? "h-[5.75rem] w-[5.75rem]" : "h-12 w-12",
        )}
      >
        <span className={cn("font-bold tabular-nums text-slate-900", size === "md" ? "text-3xl" : "text-lg")}>
          {Math.round(clamped)}
        </span>
      </div>
    </div>
  );
}
