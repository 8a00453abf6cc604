import { BadgeCheck, CircleAlert } from "lucide-react";
import type { PublicUser } from "@shared/schemas/user";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useResendVerification } from "../hooks/use-resend-verification";

/** "Verified", or "Not verified" with a Resend button, from the user's emailVerified. */
export function EmailVerificationStatus({ user }: { user: PublicUser }) {
  const { t } = useTranslation("profile");
  const resend = useResendVerification(user.email, t("verification.sent"));
  if (user.emailVerified) {
    return (
      <span className="inline-flex items-center gap-1 text-emerald-700">
        <BadgeCheck className="h-4 w-4 shrink-0" />
        {t("verification.verified")}
      </span>
    );
  }
  return (
    <span className="flex flex-col items-end gap-1.5">
      <span className="inline-flex items-center gap-1 text-amber-800">
        <CircleAlert className="h-4 w-4 shrink-0" />
        {t("verification.notVerified")}
      </span>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => (resend.isPending ? undefined : resend.mutate())}
        aria-disabled={resend.isPending || undefined}
        disabled={resend.isSuccess}
      >
        {resend.isPending
          ? t("verification.sending")
          : resend.isSuccess
            ? t("verification.linkSent")
            : t("verification.resend")}
      </Button>
    </span>
  );
}
