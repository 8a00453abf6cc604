import type { ReactNode } from "react";
import { useHydrated } from "@/lib/use-hydrated";
import { usePublicFigures } from "../hooks/use-public-figures";

const numberFormat = new Intl.NumberFormat("en-US");
const secondsFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/**
 * The hero's figures, as the server counted them from its database: nothing here is written in the copy. The
 * page prerendered at build time cannot know them, so each value holds its place until the answer arrives, and
 * stays a dash if it never does.
 */
export function HeroFigures() {
  const { data: answer, isError } = usePublicFigures();
  // As prerendered (placeholders) until hydration is over, even if the figures answered meanwhile.
  const hydrated = useHydrated();
  const figures = hydrated ? answer : undefined;
  const pending = !figures && !isError;
  const median = figures?.medianSecondsToScore ?? null;
  return (
    <dl
      aria-busy={pending || undefined}
      className="mx-auto mt-10 grid max-w-xl grid-cols-3 gap-3 sm:gap-4 lg:mx-0"
      data-testid="hero-figures"
    >
      <Figure label="Posts analysed" value={figures ? numberFormat.format(figures.postsAnalysed) : null} />
      <Figure label="Creators" value={figures ? numberFormat.format(figures.creators) : null} />
      <Figure
        label="Time to score"
        value={figures ? (median === null ? "—" : `${secondsFormat.format(median)} s`) : null}
        note={figures && median !== null ? `median of the last ${numberFormat.format(figures.medianOf)}` : undefined}
      />
    </dl>
  );
}

function Figure({ label, value, note }: { label: ReactNode; value: string | null; note?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white/80 p-3 shadow-sm sm:p-4">
      <dt className="text-xs font-medium text-slate-600 sm:text-sm">{label}</dt>
      <dd className="mt-1 text-xl font-bold tabular-nums text-slate-900 sm:text-2xl">
        {value ?? (
          <span
            aria-hidden="true"
            className="inline-block h-[1em] w-12 animate-pulse rounded bg-slate-200 align-middle"
          />
        )}
      </dd>
      {/* The note's line is kept empty until the figures arrive, so nothing below the hero moves when they do. */}
      <dd className="min-h-4 text-xs text-slate-600" aria-hidden={note ? undefined : true}>
        {note ?? ""}
      </dd>
    </div>
  );
}
