import { useParams } from "react-router-dom";
import { PageLayout } from "@/components/layout/page-layout";
import { AnalysisDetailPage } from "@/features/analyses/components/analysis-detail-page";
import { AnalysesSignedOut } from "@/features/analyses/components/analyses-signed-out";
import { useAuthDialog } from "@/features/auth/hooks/use-auth-dialog";
import { useCurrentUser } from "@/features/auth/hooks/use-current-user";

function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

export function AnalysisRoute() {
  const { id } = useParams();
  const { data: user, isPending, isError, refetch } = useCurrentUser();
  const { open: openAuthDialog } = useAuthDialog();

  let body;
  if (isPending) {
    body = (
      <p role="status" className="mx-auto max-w-7xl px-4 py-10 text-2xl font-bold text-slate-400 sm:px-6 lg:px-8">
        Loading the analysis...
      </p>
    );
  } else if (user) body = <AnalysisDetailPage key={id} analysisId={parseId(id)} />;
  else {
    body = (
      <AnalysesSignedOut
        onSignIn={() => openAuthDialog("login")}
        onRetry={isError ? () => void refetch() : undefined}
      />
    );
  }

  return (
    <PageLayout title="Analysis" className="bg-slate-50">
      {body}
    </PageLayout>
  );
}
