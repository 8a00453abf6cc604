import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { PageLayout } from "@/app/layout/page-layout";
import { useAuthDialog } from "@/features/auth/hooks/use-auth-dialog";
import { useSetSignedInUser } from "@/features/auth/hooks/use-set-signed-in-user";
import { ResetPasswordScreen } from "@/features/reset-password/components/reset-password-screen";

export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token")?.trim() || null;
  const authDialog = useAuthDialog();
  const setSignedInUser = useSetSignedInUser();
  const { t } = useTranslation();
  return (
    <PageLayout title={t("shell.routes.resetPassword.title")} className="bg-slate-50">
      {/* key: a new link in the same tab starts a fresh check */}
      <ResetPasswordScreen
        key={token ?? ""}
        token={token}
        onRequestNewLink={() => authDialog.open("forgot")}
        onSignedIn={setSignedInUser}
      />
    </PageLayout>
  );
}
