import { CheckoutPage } from "@/features/billing/components/checkout-page";
import { LoadingLine, SignedInRoute } from "./signed-in-route";

export function CheckoutRoute() {
  return (
    <SignedInRoute
      title="Checkout"
      what="checkout"
      signedOutTitle="Please log in to check out"
      signedOutDescription="Sign in to pay for an analysis. Your first analysis is free."
      loading={<LoadingLine text="Loading checkout..." />}
    >
      {(user) => <CheckoutPage user={user} />}
    </SignedInRoute>
  );
}
