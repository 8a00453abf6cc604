import { useTranslation } from "react-i18next";
import { useAnalyses } from "@/features/analyses/hooks/use-analyses";
import { PlanResults } from "@/features/outcomes/components/plan-results";
import { PlanningPage } from "@/features/planning/components/planning-page";
import { LoadingLine, SignedInRoute } from "./signed-in-route";

/** A posted plan's results go on the analysis the creator picks: the analyses feature lists them, outcomes records. */
function PostedPlanResults({ userId, caption }: { userId: number; caption: string }) {
  const { data: analyses } = useAnalyses(userId);
  return <PlanResults analyses={analyses} caption={caption} />;
}

export function PlanRoute() {
  const { t } = useTranslation();
  return (
    <SignedInRoute
      title={t("shell.routes.plan.title")}
      what={t("shell.routes.plan.what")}
      signedOutDescription={t("shell.routes.plan.signedOut")}
      loading={<LoadingLine text={t("shell.routes.plan.loading")} />}
    >
      {(user) => (
        <PlanningPage
          user={user}
          postedResults={(caption) => <PostedPlanResults userId={user.id} caption={caption} />}
        />
      )}
    </SignedInRoute>
  );
}
