import { Router } from "express";
import { resendVerificationBodySchema, verifyEmailQuerySchema } from "@shared/schemas/auth";
import type { RateLimits } from "../../../http/rate-limit";
import { validate } from "../../../http/validate";
import type { EmailVerificationService } from "./email-verification.service";

export function createEmailVerificationRouter(deps: {
  emailVerification: EmailVerificationService;
  limits: RateLimits;
}) {
  const router = Router();

  router.get("/verify-email", validate({ query: verifyEmailQuerySchema }), async (req, res) => {
    const { token } = req.query as unknown as { token: string };
    res.json(await deps.emailVerification.verify(token));
  });

  router.post(
    "/resend-verification",
    deps.limits.resendByIp,
    deps.limits.resendByAccount,
    validate({ body: resendVerificationBodySchema }),
    async (req, res) => {
      res.json(await deps.emailVerification.resend(req.body.email));
    },
  );

  return router;
}
