import { PlanningPage } from "@/features/planning/components/planning-page";
import { LoadingLine, SignedInRoute } from "./signed-in-route";

export function PlanRoute() {
  return (
    <SignedInRoute
      title="Content plan"
      what="your content plan"
      signedOutDescription="Sign in to plan your posts, score captions before filming and see the best times to post."
      loading={<LoadingLine text="Loading your plan..." />}
    >
      {(user) => <PlanningPage user={user} />}
    </SignedInRoute>
  );
}
