import { PageLayout } from "@/components/layout/page-layout";
import { useAuthDialog } from "@/features/auth/hooks/use-auth-dialog";
import { useCurrentUser } from "@/features/auth/hooks/use-current-user";
import { LandingPage } from "@/features/landing/components/landing-page";

export function HomeRoute() {
  const { data: user } = useCurrentUser();
  const authDialog = useAuthDialog();
  return (
    <PageLayout>
      <LandingPage user={user ?? null} onRequireAuth={() => authDialog.open("register")} />
    </PageLayout>
  );
}
