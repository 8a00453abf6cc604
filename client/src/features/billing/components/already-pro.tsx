import type { PublicUser } from "@shared/schemas/user";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { Zap } from "lucide-react";
import { paths } from "@/config/paths";

/** /subscribe for someone who already has Pro: nothing to buy. */
export function AlreadyPro({ user }: { user: PublicUser }) {
  const { t } = useTranslation("billing");
  return (
    <div role="status" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-emerald-950 sm:p-8">
      <p className="flex items-center gap-2 text-lg font-semibold">
        <Zap className="h-5 w-5 shrink-0" />
        {t("alreadyPro.title")}
      </p>
      <p className="mt-2 text-sm">
        {user.cancelAtPeriodEnd ? t("alreadyPro.endsAtPeriodEnd") : t("alreadyPro.active")}
      </p>
      <div className="mt-5 flex flex-col gap-2 sm:flex-row">
        <Button asChild>
          <Link to={paths.dashboard.href()}>{t("alreadyPro.goToDashboard")}</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={paths.profile.href()}>{t("alreadyPro.manage")}</Link>
        </Button>
      </div>
    </div>
  );
}
