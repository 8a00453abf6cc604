import { KeyRound, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import type { PublicUser } from "@shared/schemas/user";
import { StatusPanel } from "@/components/status-panel";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { useResetToken } from "../hooks/use-reset-token";
import { ResetPasswordForm } from "./reset-password-form";

type ResetPasswordScreenProps = {
  /** The token from ?token=, or null when the link has none. */
  token: string | null;
  /** Opens the auth dialog's "Reset your password" view, for a fresh link. */
  onRequestNewLink: () => void;
  /** The server signed this browser in with the new password: make it the current user. */
  onSignedIn: (user: PublicUser) => void;
};

/** /reset-password?token=: checks the mailed link (single use, valid one hour), then sets a new password. */
export function ResetPasswordScreen({ token, onRequestNewLink, onSignedIn }: ResetPasswordScreenProps) {
  return (
    <section className="mx-auto flex min-h-[28rem] w-full max-w-lg items-center px-4 py-12 sm:py-20">
      <div className="w-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        {token ? (
          <ResetPasswordState token={token} onRequestNewLink={onRequestNewLink} onSignedIn={onSignedIn} />
        ) : (
          <MissingToken onRequestNewLink={onRequestNewLink} />
        )}
      </div>
    </section>
  );
}

function isExpiredError(error: unknown): boolean {
  return error instanceof ApiError && (error.code === "TOKEN_EXPIRED" || error.status === 410);
}

/** The server's verdict on the link (400 unknown, used or malformed; 410 expired), not a failure to ask it. */
function isLinkVerdict(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 400 || error.status === 410);
}

type ResetPasswordStateProps = Omit<ResetPasswordScreenProps, "token"> & { token: string };

function ResetPasswordState({ token, onRequestNewLink, onSignedIn }: ResetPasswordStateProps) {
  const check = useResetToken(token);
  const navigate = useNavigate();
  // A link that passed the check can still fail on submit (used in another tab meanwhile).
  const [submitFailure, setSubmitFailure] = useState<ApiError | null>(null);
  const { t } = useTranslation("account");

  if (check.isPending) {
    return (
      <div role="status" className="text-center">
        <LoaderCircle className="mx-auto h-12 w-12 animate-spin text-brand-600" />
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900">{t("resetPassword.checking")}</h1>
      </div>
    );
  }

  if (submitFailure)
    return <LinkFailure isExpired={isExpiredError(submitFailure)} onRequestNewLink={onRequestNewLink} />;
  if (check.isError) {
    if (isLinkVerdict(check.error)) {
      return <LinkFailure isExpired={isExpiredError(check.error)} onRequestNewLink={onRequestNewLink} />;
    }
    return (
      <StatusPanel tone="error" title={t("resetPassword.couldNotCheck")}>
        <p role="alert">
          {check.error instanceof ApiError && check.error.serverMessage
            ? check.error.serverMessage
            : t("resetPassword.noAnswer")}
        </p>
        <Button onClick={() => void check.refetch()}>{t("resetPassword.tryAgain")}</Button>
      </StatusPanel>
    );
  }

  return (
    <StatusPanel icon={KeyRound} tone="info" title={t("resetPassword.chooseTitle")}>
      <p>
        <Trans
          t={t}
          i18nKey="resetPassword.forAccount"
          values={{ email: check.data.email }}
          components={{ email: <bdi className="font-medium text-slate-900" /> }}
        />
      </p>
      <ResetPasswordForm
        token={token}
        onLinkFailed={setSubmitFailure}
        onSuccess={({ user }) => {
          onSignedIn(user);
          toast({
            title: t("resetPassword.updatedTitle"),
            description: t("resetPassword.updatedBody"),
            variant: "success",
          });
          navigate(paths.dashboard.href(), { replace: true });
        }}
      />
    </StatusPanel>
  );
}

/** The address has no ?token= at all: usually a link cut short by a mail client, never a used one. */
function MissingToken({ onRequestNewLink }: { onRequestNewLink: () => void }) {
  const { t } = useTranslation("account");
  return (
    <StatusPanel tone="error" title={t("resetPassword.missingTitle")}>
      <p>{t("resetPassword.missingBody")}</p>
      <Button onClick={onRequestNewLink}>{t("resetPassword.sendNewLink")}</Button>
    </StatusPanel>
  );
}

function LinkFailure({ isExpired, onRequestNewLink }: { isExpired: boolean; onRequestNewLink: () => void }) {
  const { t } = useTranslation("account");
  return (
    <StatusPanel tone="error" title={isExpired ? t("resetPassword.expiredTitle") : t("resetPassword.invalidTitle")}>
      <p>{isExpired ? t("resetPassword.expiredBody") : t("resetPassword.invalidBody")}</p>
      <Button onClick={onRequestNewLink}>{t("resetPassword.sendNewLink")}</Button>
    </StatusPanel>
  );
}
