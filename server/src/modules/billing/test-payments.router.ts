import { type RequestHandler, Router } from "express";
import { testAuthenticateBodySchema, testCardConfirmBodySchema } from "@shared/schemas/billing";
import { AppError } from "../../errors";
import { currentUser, requireUser } from "../../http/auth";
import { validate } from "../../http/validate";
import type { TestProvider } from "../../payments/test-provider";

// Test mode's stand-in for Stripe.js: the browser confirms an intent with a test card number, and answers the test
// authentication step. In Stripe mode these routes answer 404.

export function createTestPaymentsRouter(deps: {
  provider: TestProvider | null;
  limit: RequestHandler;
  /**
   * A payment attempt was declined: billing records it now, as Stripe's payment_failed webhook makes it do in
   * Stripe mode (the browser reports only successes), so a decline followed by a good card leaves both rows.
   */
  onDeclined: (paymentIntentId: string) => Promise<void>;
}) {
  const router = Router();
  const provider = (): TestProvider => {
    if (!deps.provider)
      throw new AppError("NOT_FOUND", "Test payments are off: this server takes real payments through Stripe.");
    return deps.provider;
  };
  const notFound = () => new AppError("NOT_FOUND", "This payment was not found. Please start again.");

  router.post(
    "/test-payments/confirm",
    requireUser,
    deps.limit,
    validate({ body: testCardConfirmBodySchema }),
    async (req, res) => {
      const { clientSecret, ...card } = req.body;
      const result = await provider().confirmWithCard(clientSecret, card, currentUser(req).stripeCustomerId);
      if (!result) throw notFound();
      if (result.status === "failed" && result.intentId.startsWith("pi_")) await deps.onDeclined(result.intentId);
      res.json(result);
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
        currentUser(req).stripeCustomerId,
      );
      if (!result) throw notFound();
      if (result.status === "failed" && result.intentId.startsWith("pi_")) await deps.onDeclined(result.intentId);
      res.json(result);
    },
  );

  return router;
}
