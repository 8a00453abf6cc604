import { SignInRequired } from "@/components/layout/sign-in-required";

/** /analyses and /analyses/:id without a signed-in user: the dashboard's "Please log in" pattern. */
export function AnalysesSignedOut(props: { onSignIn: () => void; onRetry?: () => void }) {
  return (
    <SignInRequired
      what="your analyses"
      description="Sign in to see your scores, reports and past analyses."
      {...props}
    />
  );
}
