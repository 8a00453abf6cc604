import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "@/i18n/format";
import { useHydrated } from "@/lib/use-hydrated";
import { usePublicFigures } from "../hooks/use-public-figures";

/**
 * The hero's figures, as the server counted them from its database: nothing here is written in the copy. The
 * page prerendered at build time cannot know them, so each value holds its place until the answer arrives, and
 * stays a dash if it never does.
 */
export function HeroFigures() {
  const { t } = useTranslation("landing");
  const format = useFormat();
  const { data: answer, isError } = usePublicFigures();
  // As prerendered (placeholders) until hydration is over, even if the figures answered meanwhile.
  const hydrated = useHydrated();
  const figures = hydrated ? answer : undefined;
  const pending = !figures && !isError;
  const median = figures?.medianSecondsToScore ?? null;
  // Six digits fill a phone's third of the row: from 100,000 on, a count reads "123K" ("١٢٣ ألف").
  const count = (value: number) =>
    format.number(value, value >= 100_000 ? { notation: "compact", maximumFractionDigits: 1 } : undefined);
  return (
    <dl
      aria-busy={pending || undefined}
      className="mx-auto mt-10 grid max-w-xl grid-cols-3 gap-3 sm:gap-4 lg:mx-0"
      data-testid="hero-figures"
    >
      <Figure label={t("hero.figures.postsAnalysed")} value={figures ? count(figures.postsAnalysed) : null} />
      <Figure label={t("hero.figures.creators")} value={figures ? count(figures.creators) : null} />
      <Figure
        label={t("hero.figures.timeToScore")}
        value={
          figures
            ? median === null
              ? "—"
              : t("hero.figures.seconds", { value: format.number(median, { maximumFractionDigits: 1 }) })
            : null
        }
        note={figures && median !== null ? t("hero.figures.medianOf", { count: figures.medianOf }) : undefined}
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
      {/* Two lines, fixed, empty until the figures arrive: on a phone the note takes two lines of a narrow cell, and
          nothing below the hero moves when it comes. */}
      <dd className="line-clamp-2 h-8 text-xs text-slate-600" aria-hidden={note ? undefined : true}>
        {note ?? ""}
      </dd>
    </div>
  );
}
