import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { sectionHeadingId } from "../utils/focus";

type ProfileSectionProps = {
  id: string;
  title: string;
  /** One line under the title. */
  description?: ReactNode;
  /** Badges beside the title (TEST MODE). */
  badge?: ReactNode;
  /** A button at the header's end (Edit, Add Card). */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** One card of the profile page, labelled by its heading. */
export function ProfileSection({ id, title, description, badge, action, children, className }: ProfileSectionProps) {
  const headingId = sectionHeadingId(id);
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      // scroll-mt: a #section link (/profile#your-data) lands below the sticky header.
      className={cn("scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6", className)}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <h2
            id={headingId}
            tabIndex={-1}
            className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900 focus:outline-none"
          >
            {title}
            {badge}
          </h2>
          {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
        </div>
        {action}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}
