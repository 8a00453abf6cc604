import { useTranslation } from "react-i18next";
import { CheckoutPage } from "@/features/billing/components/checkout-page";
import { LoadingLine, SignedInRoute } from "./signed-in-route";

export function CheckoutRoute() {
  const { t } = useTranslation("billing");
  return (
    <SignedInRoute
      title={t("routes.checkoutTitle")}
      what={t("routes.checkoutWhat")}
      signedOutTitle={t("routes.checkoutSignedOutTitle")}
      signedOutDescription={t("routes.checkoutSignedOut")}
      loading={<LoadingLine text={t("routes.checkoutLoading")} />}
    >
      {(user) => <CheckoutPage user={user} />}
    </SignedInRoute>
  );
}
