import { REACTIVATE_TITLE, ReactivatePage } from "@/features/profile/components/reactivate-page";
import { LoadingLine, SignedInRoute } from "./signed-in-route";

/** Serves both /reactivate and /reactivate-subscription: both addresses have been in use. */
export function ReactivateRoute() {
  return (
    <SignedInRoute
      title="Reactivate Subscription"
      what="your subscription"
      signedOutTitle={REACTIVATE_TITLE}
      signedOutDescription="Please log in to see whether your Pro subscription can be reactivated."
      loading={<LoadingLine text="Loading your subscription..." />}
    >
      {(user) => <ReactivatePage user={user} />}
    </SignedInRoute>
  );
}
