import type { PublicUser } from "@shared/schemas/user";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { toast } from "@/components/ui/toast";
import { paths } from "@/config/paths";
import { AnalysisPurchase } from "./analysis-purchase";
import { BackLink } from "@/components/layout/back-link";
import { TestModeBadge } from "@/components/test-mode-badge";

/** /checkout: pay $1 for one analysis, then on to the dashboard. */
export function CheckoutPage({ user }: { user: PublicUser }) {
  const navigate = useNavigate();
  const { t } = useTranslation("billing");
  return (
    <section className="mx-auto w-full max-w-lg px-4 py-10 sm:py-14">
      <BackLink />
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t("checkout.title")}</h1>
          <TestModeBadge />
        </div>
        <p className="mt-2 text-slate-600">{t("checkout.lead")}</p>
        <div className="mt-6">
          <AnalysisPurchase
            user={user}
            onPaid={({ isFree }) => {
              toast({
                title: isFree ? t("messages.promoApplied") : t("messages.paymentSuccessful"),
                description: t("checkout.paidDescription"),
                variant: "success",
              });
              navigate(paths.dashboard.href());
            }}
          />
        </div>
      </div>
    </section>
  );
}
