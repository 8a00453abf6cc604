import { Router } from "express";
import { idParamSchema } from "@shared/schemas/common";
import { type PaymentHistoryResponse, refundRequestBodySchema } from "@shared/schemas/refunds";
import { currentUser, requireUser } from "../../http/auth";
import { validate } from "../../http/validate";
import type { Refunds } from "./refunds";

// The creator's side of the money-back guarantee: their own payments, and a refund request on one of them.
// No user id in the path: each signed-in user sees and claims only their own payments.

export function createRefundsRouter(deps: { refunds: Refunds }) {
  const router = Router();

  router.get("/payments", requireUser, async (req, res) => {
    const body: PaymentHistoryResponse = { payments: await deps.refunds.history(currentUser(req).id) };
    res.json(body);
  });

  router.post(
    "/payments/:id/refund-request",
    requireUser,
    validate({ params: idParamSchema, body: refundRequestBodySchema }),
    async (req, res) => {
      res.json(await deps.refunds.request(currentUser(req).id, Number(req.params.id), req.body.reason ?? ""));
    },
  );

  return router;
}
