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
  return (
    <SignedInRoute
      title="Content plan"
      what="your content plan"
      signedOutDescription="Sign in to plan your posts, score captions before filming and see the best times to post."
      loading={<LoadingLine text="Loading your plan..." />}
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
