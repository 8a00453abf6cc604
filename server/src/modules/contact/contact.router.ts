import { Router } from "express";
import { contactBodySchema, type ContactResponse } from "@shared/schemas/contact";
import type { RateLimits } from "../../http/rate-limit";
import { validate } from "../../http/validate";
import type { ContactService } from "./contact.service";

export function createContactRouter(deps: { contact: ContactService; limits: RateLimits }) {
  const router = Router();

  router.post("/contact", deps.limits.contactByIp, validate({ body: contactBodySchema }), async (req, res) => {
    const { id } = await deps.contact.submit(req.body, { userId: req.user?.id, ip: req.ip });
    const body: ContactResponse = { id, message: "Message sent. We'll get back to you within 24 hours." };
    res.status(201).json(body);
  });

  return router;
}
