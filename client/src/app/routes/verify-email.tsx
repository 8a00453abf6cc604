import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { PageLayout } from "@/app/layout/page-layout";
import { useCurrentUser } from "@/features/auth/hooks/use-current-user";
import { VerifyEmailScreen } from "@/features/verify-email/components/verify-email-screen";

export function VerifyEmailRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token")?.trim() || null;
  const { data: user } = useCurrentUser();
  const { t } = useTranslation();
  return (
    <PageLayout title={t("shell.routes.verifyEmail.title")} className="bg-slate-50">
      {/* key: a new link in the same tab starts a fresh verification with an empty resend form */}
      <VerifyEmailScreen key={token ?? ""} token={token} defaultEmail={user?.email} />
    </PageLayout>
  );
}
