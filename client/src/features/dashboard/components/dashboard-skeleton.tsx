import { useTranslation } from "react-i18next";
import { dashboardContainerClass } from "../utils/layout";

function Block({ className }: { className: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-2xl bg-slate-200/70 ${className}`} />;
}

/** Same outline as the dashboard, so nothing jumps when the user arrives. */
export function DashboardSkeleton() {
  const { t } = useTranslation("dashboard");
  return (
    <div className={dashboardContainerClass}>
      <div>
        <p role="status" className="text-2xl font-bold tracking-tight text-slate-400 sm:text-3xl">
          {t("loading")}
        </p>
        <Block className="mt-2 h-5 w-64 max-w-full rounded-md" />
      </div>
      <Block className="h-44 sm:h-36" />
      <div className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((key) => (
          <Block key={key} className="h-[8.5rem]" />
        ))}
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        {[0, 1, 2].map((key) => (
          <Block key={key} className="h-24" />
        ))}
      </div>
      <Block className="h-72" />
    </div>
  );
}
