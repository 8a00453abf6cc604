import { useTranslation } from "react-i18next";
import { ReactivatePage } from "@/features/profile/components/reactivate-page";
import { LoadingLine, SignedInRoute } from "./signed-in-route";

/** Serves both /reactivate and /reactivate-subscription: both addresses have been in use. */
export function ReactivateRoute() {
  const { t } = useTranslation();
  return (
    <SignedInRoute
      title={t("shell.routes.reactivate.title")}
      what={t("shell.routes.reactivate.what")}
      signedOutTitle={t("reactivate.title", { ns: "profile" })}
      signedOutDescription={t("shell.routes.reactivate.signedOut")}
      loading={<LoadingLine text={t("shell.routes.reactivate.loading")} />}
    >
      {(user) => <ReactivatePage user={user} />}
    </SignedInRoute>
  );
}
