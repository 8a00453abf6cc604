import { z } from "zod";
import { LIMITS } from "../constants";

// Building blocks reused by the request schemas. Messages are written for people: the client shows them.

export const idParamSchema = z.object({
  id: z.coerce
    .number({ message: "The id must be a number" })
    .int("The id must be a whole number")
    .positive("The id must be a positive number")
    .max(2_147_483_647, "The id is too large"),
});
export type IdParam = z.infer<typeof idParamSchema>;

export const emailSchema = z
  .string({ message: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(LIMITS.emailMax, `Email must be at most ${LIMITS.emailMax} characters`)
  .pipe(z.email({ message: "Enter a valid email address" }))
  .transform((value) => value.toLowerCase());

export const passwordSchema = z
  .string({ message: "Password is required" })
  .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters`)
  .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`);

export const usernameSchema = z
  .string({ message: "Username is required" })
  .trim()
  .min(LIMITS.usernameMin, `Username must be at least ${LIMITS.usernameMin} characters`)
  .max(LIMITS.usernameMax, `Username must be at most ${LIMITS.usernameMax} characters`)
  .regex(/^[\p{L}\p{N}_.-]+$/u, "Username may contain letters (any language), digits, dots, dashes and underscores");

export const personNameSchema = z
  .string({ message: "Must be text" })
  .trim()
  .max(LIMITS.nameMax, `Must be at most ${LIMITS.nameMax} characters`);
