import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { usePublicConfig } from "@/lib/public-config";

/**
 * "TEST MODE" on every payment surface while payments run on the embedded test provider and no real money can move.
 * Renders nothing in Stripe mode.
 */
export function TestModeBadge({ className }: { className?: string }) {
  const { t } = useTranslation();
  if (usePublicConfig().data?.paymentsMode !== "test") return null;
  return (
    <span
      title={t("shell.testMode.title")}
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full border border-amber-300 bg-amber-100 px-2.5 py-0.5 text-xs font-bold tracking-wide text-amber-900",
        className,
      )}
    >
      <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-amber-500" />
      {t("shell.testMode.label")}
    </span>
  );
}
