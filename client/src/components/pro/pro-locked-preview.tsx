import { Lock } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

// What a free user sees on a Pro tool's page: what the tool gives, the way to Pro, and the tool itself on invented data
// that says so. The server refuses the real calls to them (402), so nothing of theirs is hidden here.

type ProLockedPreviewProps = {
  /** Prefix of the sections' heading ids: "analytics" gives analytics-locked-heading. */
  id: string;
  title: string;
  intro: ReactNode;
  features: readonly string[];
  /** A line under the features, if any. */
  note?: ReactNode;
  exampleTitle: ReactNode;
  exampleNote: ReactNode;
  /** The tool on example data. */
  children: ReactNode;
  /** Out of reach of the keyboard and screen readers too: for examples full of controls that do nothing. */
  inert?: boolean;
};

export function ProLockedPreview(props: ProLockedPreviewProps) {
  const { id } = props;
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <section
        aria-labelledby={`${id}-locked-heading`}
        className="rounded-2xl border border-amber-200 bg-amber-50 p-5 shadow-sm sm:p-6"
      >
        <div className="flex items-start gap-3">
          <span className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-amber-100 text-amber-800">
            <Lock className="h-5 w-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h2 id={`${id}-locked-heading`} className="text-lg font-bold text-slate-900">
              {props.title}
            </h2>
            <p className="mt-1 text-sm text-slate-700">{props.intro}</p>
            <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-slate-700">
              {props.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            {props.note ? <p className="mt-2 text-sm text-slate-700">{props.note}</p> : null}
            <Button asChild className="mt-4">
              <Link to={paths.subscribe.href()}>{t("shell.proLocked.upgrade")}</Link>
            </Button>
          </div>
        </div>
      </section>

      <section aria-labelledby={`${id}-example-heading`} className="space-y-4">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={`${id}-example-heading`} className="text-lg font-bold text-slate-900">
            {props.exampleTitle}
          </h2>
          <span className="rounded-full bg-slate-900 px-2.5 py-0.5 text-xs font-bold tracking-wide text-white uppercase">
            {t("shell.proLocked.exampleData")}
          </span>
        </div>
        <p className="text-sm text-slate-600">{props.exampleNote}</p>
        {/* Framed and not clickable, so it reads as a picture of the page rather than the page itself (not faded:
            faded text fails the contrast a reader needs). */}
        <div
          className="pointer-events-none space-y-4 rounded-2xl border-2 border-dashed border-slate-300 p-3 select-none sm:p-4"
          data-testid={`${id}-example`}
          inert={props.inert}
        >
          {props.children}
        </div>
      </section>
    </div>
  );
}
