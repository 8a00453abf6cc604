import type { ReactNode } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import type { SubscriptionStatusResponse } from "@shared/schemas/billing";
import type { PublicUser } from "@shared/schemas/user";
import { Button } from "@/components/ui/button";
import { Zap } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { paths } from "@/config/paths";
import { useFormat } from "@/i18n/format";
import { useSubscriptionAction } from "../hooks/use-subscription-action";
import { useSubscriptionStatus } from "../hooks/use-subscription-status";
import { failureMessage } from "../utils/failure-message";

function Card({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation("profile");
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-12 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <span className="grid h-11 w-11 place-items-center rounded-xl bg-brand-50 text-brand-700">
          <Zap className="h-6 w-6 shrink-0" />
        </span>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t("reactivate.title")}</h1>
        <h2 className="mt-2 text-lg font-semibold text-slate-900">{title}</h2>
        <div className="mt-2 space-y-4 text-slate-700">{children}</div>
      </div>
    </section>
  );
}

/** A subscription the provider will end at the period's end (cancelled from its portal), while Pro is still on. */
function isPendingCancellation(status: SubscriptionStatusResponse): boolean {
  return status.subscriptionStatus === "active" && status.cancelAtPeriodEnd;
}

/** /reactivate for a signed-in user: checking, pending cancellation, or nothing to reactivate. */
export function ReactivatePage({ user }: { user: PublicUser }) {
  const { t } = useTranslation("profile");
  const format = useFormat();
  const status = useSubscriptionStatus(user.id);
  const reactivate = useSubscriptionAction(user.id, "reactivate");

  function handleReactivate() {
    if (reactivate.isPending) return;
    reactivate.mutate(undefined, {
      onSuccess: (answer) =>
        toast({
          title: t("reactivate.reactivated"),
          description: answer.message || t("reactivate.reactivatedDescription"),
          variant: "success",
        }),
      onError: (error) =>
        toast({
          title: t("reactivate.failed"),
          description: failureMessage(error, t("reactivate.failedDescription")),
          variant: "destructive",
        }),
    });
  }

  if (status.isPending) {
    return (
      <Card title={t("reactivate.checking")}>
        <p role="status">{t("reactivate.oneMoment")}</p>
      </Card>
    );
  }
  if (status.isError) {
    return (
      <Card title={t("reactivate.checkFailed")}>
        <p role="alert">{t("reactivate.noAnswer")}</p>
        <Button onClick={() => void status.refetch()}>{t("actions.tryAgain")}</Button>
      </Card>
    );
  }

  const periodEnd = format.date(status.data.currentPeriodEnd);
  if (isPendingCancellation(status.data)) {
    return (
      <Card title={t("reactivate.setToEnd")}>
        <p>
          <Trans
            t={t}
            i18nKey="reactivate.staysOn"
            values={{ date: periodEnd ?? t("reactivate.periodEnd") }}
            components={{ strong: <strong className="text-slate-900" /> }}
          />
        </p>
        <Button
          size="lg"
          className="w-full sm:w-auto"
          onClick={handleReactivate}
          aria-disabled={reactivate.isPending || undefined}
        >
          {reactivate.isPending ? t("reactivate.reactivating") : t("reactivate.submit")}
        </Button>
      </Card>
    );
  }

  return (
    <Card title={user.isPremium ? t("reactivate.active") : t("reactivate.nothing")}>
      <p>
        {user.isPremium
          ? periodEnd
            ? t("reactivate.renewsOn", { date: periodEnd })
            : t("reactivate.renewsAutomatically")
          : t("reactivate.noneToEnd")}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        {user.isPremium ? null : (
          <Button asChild>
            <Link to={paths.subscribe.href()}>{t("reactivate.subscribe")}</Link>
          </Button>
        )}
        <Button asChild variant={user.isPremium ? "primary" : "secondary"}>
          <Link to={paths.dashboard.href()}>{t("reactivate.goToDashboard")}</Link>
        </Button>
      </div>
    </Card>
  );
}
