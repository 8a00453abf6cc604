import { z } from "zod";
import { LIMITS } from "../constants";
import { emailSchema } from "./common";

const required = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const contactBodySchema = z.object({
  name: required("Name", LIMITS.nameMax),
  email: emailSchema,
  company: z
    .string()
    .trim()
    .max(LIMITS.contactCompanyMax, `Company must be at most ${LIMITS.contactCompanyMax} characters`)
    .optional()
    .default(""),
  subject: required("Subject", LIMITS.contactSubjectMax),
  message: required("Message", LIMITS.contactMessageMax),
});
export type ContactBody = z.input<typeof contactBodySchema>;

/** `priority`: the sender is a Pro member, so the message is answered first (issue #11). */
export const contactResponseSchema = z.object({ message: z.string(), id: z.number(), priority: z.boolean() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
