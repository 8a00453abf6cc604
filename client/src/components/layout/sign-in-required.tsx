import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { usePublicHref } from "@/i18n/use-language";

type SignInRequiredProps = {
  /** What the page shows, e.g. "your dashboard", "your analyses", in the reader's language. */
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
export function SignInRequired({ what, description, onSignIn, onRetry, title, homeLabel }: SignInRequiredProps) {
  const { t } = useTranslation();
  const publicHref = usePublicHref();
  return (
    <section className="mx-auto flex min-h-[28rem] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {onRetry
          ? t("shell.signInRequired.couldNotLoad", { what })
          : (title ?? t("shell.signInRequired.pleaseLogIn", { what }))}
      </h1>
      <p className="mt-3 text-slate-600">{onRetry ? t("shell.signInRequired.noAnswer") : description}</p>
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row">
        <Button asChild variant="secondary">
          <Link to={publicHref(paths.home.href())}>{homeLabel ?? t("shell.signInRequired.goToHome")}</Link>
        </Button>
        {onRetry ? (
          <Button onClick={onRetry}>{t("shell.signInRequired.tryAgain")}</Button>
        ) : (
          <Button onClick={onSignIn}>{t("shell.signInRequired.signIn")}</Button>
        )}
      </div>
    </section>
  );
}
