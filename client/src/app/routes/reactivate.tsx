import { REACTIVATE_TITLE, ReactivatePage } from "@/features/profile/components/reactivate-page";
import { LoadingLine, SignedInRoute } from "./signed-in-route";

/** Serves both /reactivate and /reactivate-subscription (PRODUCT.md §2). */
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
