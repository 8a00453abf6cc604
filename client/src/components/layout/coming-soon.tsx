import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

type ComingSoonProps = {
  title: string;
  /** One sentence on what the page will do. */
  description: string;
  /** What is coming, as short items. */
  features?: string[];
  /** Replaces the default "Back to Home" action. */
  actions?: ReactNode;
};

/** A friendly placeholder for a page whose feature ships in a later issue. */
export function ComingSoon({ title, description, features, actions }: ComingSoonProps) {
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-14 sm:py-20">
      <Link
        to={paths.home.href()}
        className="inline-flex items-center gap-1 rounded text-sm font-medium text-slate-600 hover:text-brand-700"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="h-4 w-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M12 5l-5 5 5 5" />
        </svg>
        Back to Home
      </Link>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-brand-700">
          <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-brand-500" />
          Coming soon
        </span>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-3 text-slate-600">{description}</p>
        {features && features.length > 0 ? (
          <ul className="mt-6 space-y-2.5">
            {features.map((feature) => (
              <li key={feature} className="flex items-start gap-3 text-slate-700">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className="mt-0.5 h-5 w-5 shrink-0 text-brand-600"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d="M5 10.5l3 3 7-7" />
                </svg>
                {feature}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          {actions ?? (
            <Button asChild>
              <Link to={paths.homeSection.href("analyze")}>Analyze Now</Link>
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
