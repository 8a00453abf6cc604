import { PageLayout } from "@/components/layout/page-layout";
import { AnalysesPage } from "@/features/analyses/components/analyses-page";
import { AnalysesSignedOut } from "@/features/analyses/components/analyses-signed-out";
import { useAuthDialog } from "@/features/auth/hooks/use-auth-dialog";
import { useCurrentUser } from "@/features/auth/hooks/use-current-user";

export function AnalysesRoute() {
  const { data: user, isPending, isError, refetch } = useCurrentUser();
  const { open: openAuthDialog } = useAuthDialog();

  let body;
  if (isPending) {
    body = (
      <p role="status" className="mx-auto max-w-7xl px-4 py-10 text-2xl font-bold text-slate-400 sm:px-6 lg:px-8">
        Loading your analyses...
      </p>
    );
  } else if (user) body = <AnalysesPage userId={user.id} />;
  else {
    body = (
      <AnalysesSignedOut
        onSignIn={() => openAuthDialog("login")}
        onRetry={isError ? () => void refetch() : undefined}
      />
    );
  }

  return (
    <PageLayout title="Your Analyses" className="bg-slate-50">
      {body}
    </PageLayout>
  );
}
