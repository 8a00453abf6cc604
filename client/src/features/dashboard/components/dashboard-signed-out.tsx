import { SignInRequired } from "@/components/layout/sign-in-required";

/** /dashboard without a signed-in user (spec customer-app §2), or when the session check failed. */
export function DashboardSignedOut(props: { onSignIn: () => void; onRetry?: () => void }) {
  return (
    <SignInRequired
      what="your dashboard"
      description="Sign in to see your plan, your scores and your recent analyses."
      {...props}
    />
  );
}
