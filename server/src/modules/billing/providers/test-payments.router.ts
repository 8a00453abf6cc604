import { type Request, type RequestHandler, Router } from "express";
import { testAuthenticateBodySchema, testCardConfirmBodySchema } from "@shared/schemas/billing";
import { AppError } from "../../../errors";
import { currentUser, requireUser } from "../../../http/auth";
import { requestLanguage } from "../../../http/request-language";
import { validate } from "../../../http/validate";
import { translateMessageField } from "../../../i18n/error-text";
import type { ProviderRouteDeps, ProviderRoutes } from "./provider";
import type { CardInput, ConfirmResult } from "./test-cards";

// Test mode's stand-in for Stripe.js: the browser confirms an intent with a test card number, and answers the test
// authentication step. In Stripe mode these routes answer 404.

/** What the test provider does for the browser's card form. */
export type TestCardForm = {
  /** The browser's card form, in test mode: confirms a PaymentIntent or SetupIntent by its client secret. */
  confirmWithCard(clientSecret: string, card: CardInput, customerId: string | null): Promise<ConfirmResult | null>;
  /** The test authentication step ("3-D Secure"): approve or fail an intent that requires action. */
  authenticate(clientSecret: string, approve: boolean, customerId: string | null): Promise<ConfirmResult | null>;
};

/** The test provider's routes: the card form's confirm and authenticate, which take JSON. provider null: Stripe mode's 404. */
export function testPaymentRoutes(provider: TestCardForm | null, deps: ProviderRouteDeps): ProviderRoutes {
  const json = createTestPaymentsRouter({
    provider,
    limit: deps.browserLimit,
    onDeclined: (paymentIntentId) => deps.billing.syncPaymentIntent(paymentIntentId),
  });
  return { raw: null, rawPaths: [], json };
}

export function createTestPaymentsRouter(deps: {
  provider: TestCardForm | null;
  limit: RequestHandler;
  /**
   * A payment attempt was declined: billing records it now, as Stripe's payment_failed webhook makes it do in
   * Stripe mode (the browser reports only successes), so a decline followed by a good card leaves both rows.
   */
  onDeclined: (paymentIntentId: string) => Promise<void>;
}) {
  const router = Router();
  const provider = (): TestCardForm => {
    if (!deps.provider)
      throw new AppError("NOT_FOUND", "Test payments are off: this server takes real payments through Stripe.");
    return deps.provider;
  };
  const notFound = () => new AppError("NOT_FOUND", "This payment was not found. Please start again.");
  // A decline's sentence in the reader's language, as an error's would be (the card form shows it as it comes).
  const inReadersLanguage = (result: ConfirmResult, req: Request) =>
    translateMessageField(result, requestLanguage(req));

  router.post(
    "/test-payments/confirm",
    requireUser,
    deps.limit,
    validate({ body: testCardConfirmBodySchema }),
    async (req, res) => {
      const { clientSecret, ...card } = req.body;
      const result = await provider().confirmWithCard(clientSecret, card, currentUser(req).providerCustomerId);
      if (!result) throw notFound();
      if (result.status === "failed" && result.intentId.startsWith("pi_")) await deps.onDeclined(result.intentId);
      res.json(inReadersLanguage(result, req));
    },
  );

  router.post(
    "/test-payments/authenticate",
    requireUser,
    deps.limit,
    validate({ body: testAuthenticateBodySchema }),
    async (req, res) => {
      const result = await provider().authenticate(
        req.body.clientSecret,
        req.body.approve,
        currentUser(req).providerCustomerId,
      );
      if (!result) throw notFound();
      if (result.status === "failed" && result.intentId.startsWith("pi_")) await deps.onDeclined(result.intentId);
      res.json(inReadersLanguage(result, req));
    },
  );

  return router;
}
