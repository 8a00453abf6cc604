import { TriangleExclamationPoint } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import { usePublicConfig } from "@/lib/public-config";

/** Shown on every page while the operator has switched maintenance mode on (the API then answers others 503). */
export function MaintenanceBanner() {
  const { t } = useTranslation();
  const { data: config } = usePublicConfig();
  if (!config?.maintenanceMode) return null;
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 text-amber-950">
      <p className="mx-auto flex max-w-7xl items-start gap-2 px-4 py-2.5 text-sm sm:items-center sm:px-6 lg:px-8">
        <TriangleExclamationPoint className="mt-0.5 h-4 w-4 shrink-0 sm:mt-0" />
        <span>
          <Trans t={t} i18nKey="shell.maintenance" components={{ strong: <strong className="font-semibold" /> }} />
        </span>
      </p>
    </div>
  );
}
