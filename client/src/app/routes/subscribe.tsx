import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { PageLayout } from "@/app/layout/page-layout";
import { useAuthDialog } from "@/features/auth/hooks/use-auth-dialog";
import { useCurrentUser } from "@/features/auth/hooks/use-current-user";
import { BackLink } from "@/components/layout/back-link";
import { SubscribePage } from "@/features/billing/components/subscribe-page";
import { SubscribeSignIn } from "@/features/billing/components/subscribe-sign-in";
import { TestModeBadge } from "@/components/test-mode-badge";
import { LoadingLine } from "./signed-in-route";

export function SubscribeRoute() {
  const { t } = useTranslation("billing");
  const { data: user, isPending, isError, refetch } = useCurrentUser();
  const { open: openAuthDialog } = useAuthDialog();
  const [searchParams] = useSearchParams();

  return (
    <PageLayout title={t("routes.subscribeTitle")} className="bg-slate-50">
      <section className="mx-auto w-full max-w-4xl px-4 py-10 sm:py-14">
        <BackLink />
        <div className="mt-6 mb-6 flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t("routes.subscribeTitle")}</h1>
          <TestModeBadge />
        </div>
        {isPending ? (
          <LoadingLine text={t("routes.loading")} />
        ) : user ? (
          <SubscribePage user={user} offerQuery={searchParams.get("offer")} />
        ) : (
          <SubscribeSignIn isError={isError} onRetry={() => void refetch()} onSignIn={() => openAuthDialog("login")} />
        )}
      </section>
    </PageLayout>
  );
}
