import { Mail } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { useResendVerification } from "../hooks/use-resend-verification";

/**
 * Reminds a signed-in user whose address is not verified yet, with a one-click resend. Its words are in "common"
 * (auth.verifyBanner): it shows on the dashboard, which does not load the "account" catalogue.
 */
export function VerifyEmailBanner({ email }: { email: string }) {
  const resend = useResendVerification();
  const { t } = useTranslation();

  function handleResend() {
    resend.mutate(
      { email },
      {
        onSuccess: () =>
          toast({
            title: t("auth.verifyBanner.sentTitle"),
            description: t("auth.verifyBanner.sentBody"),
            variant: "success",
          }),
        onError: (error) =>
          toast({
            title: t("auth.verifyBanner.failedTitle"),
            description:
              error instanceof ApiError && error.serverMessage
                ? error.serverMessage
                : t("auth.verifyBanner.failedBody"),
            variant: "destructive",
          }),
      },
    );
  }

  return (
    <div
      role="region"
      aria-label={t("auth.verifyBanner.region")}
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <Mail className="mt-0.5 h-5 w-5 shrink-0 text-amber-600" />
        <p className="text-sm">
          <Trans
            t={t}
            i18nKey="auth.verifyBanner.text"
            values={{ email }}
            components={{
              strong: <strong className="font-semibold" />,
              email: <span dir="auto" className="break-all font-medium" />,
            }}
          />
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="shrink-0 border-amber-300 bg-white"
        onClick={handleResend}
        disabled={resend.isPending || resend.isSuccess}
      >
        {resend.isPending
          ? t("auth.verifyBanner.sending")
          : resend.isSuccess
            ? t("auth.verifyBanner.sent")
            : t("auth.verifyBanner.resend")}
      </Button>
    </div>
  );
}
