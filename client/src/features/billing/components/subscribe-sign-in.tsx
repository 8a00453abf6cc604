import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useRedirectGuest } from "../hooks/use-redirect-guest";

type SubscribeSignInProps = {
  /** The session could not be checked (network or server failure) rather than absent. */
  isError: boolean;
  onRetry: () => void;
  onSignIn: () => void;
};

/** /subscribe without a session: "Authentication Required", then home after 2 s unless they sign in here. */
export function SubscribeSignIn({ isError, onRetry, onSignIn }: SubscribeSignInProps) {
  const { t } = useTranslation("billing");
  const redirect = useRedirectGuest(!isError);
  return (
    <div role="status" className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-700">
      <p>{isError ? t("subscribe.sessionCheckFailed") : t("subscribe.signInToSubscribe")}</p>
      <div className="mt-4 flex gap-2">
        {isError ? (
          <Button onClick={onRetry}>{t("actions.tryAgain")}</Button>
        ) : (
          <Button
            onClick={() => {
              redirect.stay();
              onSignIn();
            }}
          >
            {t("actions.signIn")}
          </Button>
        )}
      </div>
    </div>
  );
}
