import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

type SignInRequiredProps = {
  /** What the page shows, e.g. "your dashboard", "your analyses". */
  what: string;
  /** One line on what signing in gives access to. */
  description: string;
  onSignIn: () => void;
  /** Set when the session could not be checked (network or server failure) rather than absent. */
  onRetry?: () => void;
  /** Replaces the "Please log in to view …" heading (the profile's "Profile Not Found"). */
  title?: string;
  /** The home link's text; the dashboard says "Go to Home", the profile "Go Home". */
  homeLabel?: string;
};

/** A private page without a signed-in user ("Please log in to view your dashboard"). */
export function SignInRequired({
  what,
  description,
  onSignIn,
  onRetry,
  title,
  homeLabel = "Go to Home",
}: SignInRequiredProps) {
  return (
    <section className="mx-auto flex min-h-[28rem] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {onRetry ? `We couldn't load ${what}` : (title ?? `Please log in to view ${what}`)}
      </h1>
      <p className="mt-3 text-slate-600">
        {onRetry ? "The server did not answer. Check your connection and try again." : description}
      </p>
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row">
        <Button asChild variant="secondary">
          <Link to={paths.home.href()}>{homeLabel}</Link>
        </Button>
        {onRetry ? <Button onClick={onRetry}>Try again</Button> : <Button onClick={onSignIn}>Sign In</Button>}
      </div>
    </section>
  );
}
