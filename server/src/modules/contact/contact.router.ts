import { Router } from "express";
import { contactBodySchema, type ContactResponse } from "@shared/schemas/contact";
import type { RateLimits } from "../../http/rate-limit";
import { requestLanguage } from "../../http/request-language";
import { validate } from "../../http/validate";
import type { BillingService } from "../billing/billing.service";
import type { ContactService } from "./contact.service";

export const CONTACT_SENT = "Message sent. We'll get back to you within 24 hours.";
export const CONTACT_SENT_PRIORITY =
  "Message sent. As a Pro member you are answered first, and always within 24 hours.";

export function createContactRouter(deps: {
  contact: ContactService;
  billing: Pick<BillingService, "hasPro">;
  limits: RateLimits;
}) {
  const router = Router();

  router.post("/contact", deps.limits.contactByIp, validate({ body: contactBodySchema }), async (req, res) => {
    // Priority support: a message from a signed-in user with Pro in force goes first in the inbox.
    const priority = req.user ? await deps.billing.hasPro(req.user) : false;
    const { id } = await deps.contact.submit(req.body, {
      userId: req.user?.id,
      ip: req.ip,
      priority,
      language: requestLanguage(req),
    });
    const body: ContactResponse = { id, priority, message: priority ? CONTACT_SENT_PRIORITY : CONTACT_SENT };
    res.status(201).json(body);
  });

  return router;
}
