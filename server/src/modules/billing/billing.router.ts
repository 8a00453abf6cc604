import { type RequestHandler, Router } from "express";
import {
  applyPromoCodeBodySchema,
  chargeStoredPaymentBodySchema,
  confirmPaymentMethodBodySchema,
  createPaymentIntentBodySchema,
  createSubscriptionBodySchema,
  getPaymentMethodsBodySchema,
  paymentMethodParamSchema,
  updateSubscriptionStatusBodySchema,
  userIdBodySchema,
  validatePromoCodeBodySchema,
  verifyPaymentBodySchema,
} from "@shared/schemas/billing";
import { idParamSchema } from "@shared/schemas/common";
import { AppError } from "../../errors";
import { currentUser, requireSelf, requireUser } from "../../http/auth";
import { requestLanguage } from "../../http/request-language";
import { validate } from "../../http/validate";
import { translateMessageField } from "../../i18n/error-text";
import type { BillingService } from "./billing.service";

// The payment, promo and subscription calls. Every userId in a body or path (kept for API compatibility) must be the
// session user's, else 403; amounts sent by the client are ignored: the server prices everything.

export function createBillingRouter(deps: {
  billing: BillingService;
  promoLimit: RequestHandler;
  offerLimit: RequestHandler;
}) {
  const { billing } = deps;
  const router = Router();
  const own = (schema: Parameters<typeof validate>[0]["body"]) => [
    requireUser,
    validate({ body: schema }),
    requireSelf("body", "userId"),
  ];

  router.post("/create-payment-intent", ...own(createPaymentIntentBodySchema), async (req, res) => {
    res.json(await billing.createCheckout(currentUser(req), req.body.promoCode));
  });
  router.post("/verify-payment", ...own(verifyPaymentBodySchema), async (req, res) => {
    res.json(translateMessageField(await billing.verifyPayment(currentUser(req), req.body), requestLanguage(req)));
  });
  router.post("/charge-stored-payment", ...own(chargeStoredPaymentBodySchema), async (req, res) => {
    res.json(
      translateMessageField(await billing.chargeStoredPayment(currentUser(req), req.body), requestLanguage(req)),
    );
  });

  router.post("/setup-payment-method", ...own(userIdBodySchema), async (req, res) => {
    res.json(await billing.cards.setup(currentUser(req)));
  });
  router.post("/confirm-payment-method", ...own(confirmPaymentMethodBodySchema), async (req, res) => {
    const user = currentUser(req);
    const result = await billing.cards.confirm(user, req.body);
    res.json({ ...result, user: await billing.presentUser(user) });
  });
  router.post(
    "/get-payment-methods",
    requireUser,
    validate({ body: getPaymentMethodsBodySchema }),
    async (req, res) => {
      const user = currentUser(req);
      if (req.body.customerId !== user.providerCustomerId) {
        throw new AppError("FORBIDDEN", "You can only list your own payment methods.");
      }
      res.json({ paymentMethods: await billing.cards.list(user.id) });
    },
  );
  router.delete(
    "/payment-method/:id",
    requireUser,
    validate({ params: paymentMethodParamSchema }),
    async (req, res) => {
      const user = currentUser(req);
      const result = await billing.cards.remove(user, req.params.id as string);
      res.json({ ...result, user: await billing.presentUser(user) });
    },
  );

  router.post("/validate-promo-code", deps.promoLimit, ...own(validatePromoCodeBodySchema), async (req, res) => {
    res.json(await billing.validatePromo(currentUser(req), req.body.code, req.body.target));
  });
  router.post("/apply-promo-code", deps.promoLimit, ...own(applyPromoCodeBodySchema), async (req, res) => {
    res.json(await billing.applyPromo(currentUser(req), req.body));
  });

  router.post("/create-subscription", ...own(createSubscriptionBodySchema), async (req, res) => {
    res.json(await billing.subscriptions.create(currentUser(req), req.body));
  });
  router.post("/update-subscription-status", ...own(updateSubscriptionStatusBodySchema), async (req, res) => {
    res.json(await billing.subscriptions.update(currentUser(req), req.body.paymentIntentId));
  });
  router.get(
    "/user/:id/subscription-status",
    requireUser,
    validate({ params: idParamSchema }),
    requireSelf("params", "id"),
    async (req, res) => {
      res.json(await billing.subscriptions.statusOf(currentUser(req).id));
    },
  );
  router.post("/cancel-subscription", ...own(userIdBodySchema), async (req, res) => {
    res.json(await billing.subscriptions.cancel(currentUser(req)));
  });
  router.post("/reactivate-subscription", ...own(userIdBodySchema), async (req, res) => {
    res.json(await billing.subscriptions.reactivate(currentUser(req)));
  });

  // The flash offer popup asks for its signed offer when it is shown (guests too).
  router.post("/flash-offer", deps.offerLimit, async (_req, res) => {
    res.json(await billing.issueFlashOffer());
  });

  return router;
}
