import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { StatusPanel } from "@/components/status-panel";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { usePublicHref } from "@/i18n/use-language";
import { useVerifyEmail } from "../hooks/use-verify-email";
import { verificationState, type VerificationResult, type VerificationState } from "../utils/verification-state";
import { ResendVerificationForm } from "./resend-verification-form";

type VerifyEmailScreenProps = {
  /** The token from ?token=, or null when the link has none. */
  token: string | null;
  /** Prefills the resend form (the signed-in or cached user's address). */
  defaultEmail?: string;
};

function HomeButton({ variant = "secondary" }: { variant?: "primary" | "secondary" }) {
  const { t } = useTranslation("account");
  const publicHref = usePublicHref();
  return (
    <Button asChild variant={variant}>
      <Link to={publicHref(paths.home.href())}>{t("verifyEmail.backToHome")}</Link>
    </Button>
  );
}

function StateView({ state, defaultEmail }: { state: VerificationState; defaultEmail?: string }) {
  const { t } = useTranslation("account");
  switch (state.kind) {
    case "loading":
      return (
        <div role="status" className="text-center">
          <span
            aria-hidden="true"
            className="mx-auto block h-14 w-14 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
          />
          <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t("verifyEmail.verifying")}
          </h1>
          <p className="mt-3 text-slate-600">{t("verifyEmail.moment")}</p>
        </div>
      );
    case "success":
      return (
        <StatusPanel tone="success" title={t("verifyEmail.verifiedTitle")}>
          <p>{state.message ?? t("verifyEmail.verifiedDefault")}</p>
          {state.username ? (
            <p className="text-lg font-semibold text-slate-900">
              <Trans
                t={t}
                i18nKey="verifyEmail.welcome"
                values={{ username: state.username }}
                components={{ name: <bdi /> }}
              />
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
            <HomeButton />
            <Button asChild>
              <Link to={paths.dashboard.href()}>{t("verifyEmail.goToDashboard")}</Link>
            </Button>
          </div>
        </StatusPanel>
      );
    case "expired":
      return (
        <StatusPanel tone="error" title={t("verifyEmail.failedTitle")}>
          <p role="alert">{state.message ?? t("verifyEmail.failedDefault")}</p>
          <div className="rounded-xl border border-slate-200 bg-slate-50 p-5">
            <p className="mb-4 text-sm text-slate-700">{t("verifyEmail.expiredHelp")}</p>
            <ResendVerificationForm defaultEmail={defaultEmail} />
          </div>
          <HomeButton />
        </StatusPanel>
      );
    case "error":
    case "missing-token":
      return (
        <StatusPanel tone="error" title={t("verifyEmail.failedTitle")}>
          <p role="alert">
            {state.kind === "error" ? (state.message ?? t("verifyEmail.failedDefault")) : t("verifyEmail.missingToken")}
          </p>
          <HomeButton variant="primary" />
        </StatusPanel>
      );
  }
}

function VerifyToken({ token, defaultEmail }: { token: string; defaultEmail?: string }) {
  const verification = useVerifyEmail(token);
  const result: VerificationResult =
    verification.status === "success"
      ? { status: "success", data: verification.data }
      : verification.status === "error"
        ? { status: "error", error: verification.error }
        : { status: "pending" };
  return <StateView state={verificationState(token, result)} defaultEmail={defaultEmail} />;
}

/** /verify-email: loading, success, error and expired states. */
export function VerifyEmailScreen({ token, defaultEmail }: VerifyEmailScreenProps) {
  return (
    <section className="mx-auto flex min-h-[28rem] w-full max-w-lg items-center px-4 py-12 sm:py-20">
      <div className="w-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        {token ? (
          <VerifyToken token={token} defaultEmail={defaultEmail} />
        ) : (
          <StateView state={{ kind: "missing-token" }} />
        )}
      </div>
    </section>
  );
}
