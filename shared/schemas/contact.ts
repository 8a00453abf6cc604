import { z } from "zod";
import { LIMITS } from "../constants";
import { controlCharacterMessage, emailSchema, isCleanMultiLine, isOneLine } from "./common";

const required = (label: string, max: number, lines: "one" | "many" = "one") =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(lines === "one" ? isOneLine : isCleanMultiLine, controlCharacterMessage(label, lines === "many"));

export const contactBodySchema = z.object({
  name: required("Name", LIMITS.nameMax),
  email: emailSchema,
  company: z
    .string()
    .trim()
    .max(LIMITS.contactCompanyMax, `Company must be at most ${LIMITS.contactCompanyMax} characters`)
    .refine(isOneLine, controlCharacterMessage("Company"))
    .optional()
    .default(""),
  subject: required("Subject", LIMITS.contactSubjectMax),
  message: required("Message", LIMITS.contactMessageMax, "many"),
});
export type ContactBody = z.input<typeof contactBodySchema>;

/** `priority`: the sender is a Pro member, so the message is answered first. */
export const contactResponseSchema = z.object({ message: z.string(), id: z.number(), priority: z.boolean() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
