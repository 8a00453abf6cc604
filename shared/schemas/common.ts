import { z } from "zod";
import { LIMITS } from "../constants";
import { commonPasswordList } from "../data/common-passwords";

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

const commonPasswords = new Set<string>(commonPasswordList);

/** The rule shown beside every new-password field before anyone fails it (PRODUCT.md §1). */
export const PASSWORD_RULE = `At least ${LIMITS.passwordMin} characters, and not a common password such as "password1".`;
export const COMMON_PASSWORD_MESSAGE =
  "This password is one of the most common ones. Choose one that is harder to guess.";

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

/** A new password (sign-up, change, reset, admin-created users): ASVS 5.0 length plus the common-password list. */
export const passwordSchema = z
  .string({ message: "Password is required" })
  .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters`)
  .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`)
  .refine((password) => !isCommonPassword(password), COMMON_PASSWORD_MESSAGE);

/** A password being checked, not chosen (sign-in, re-authentication): any length an old account may have. */
export const currentPasswordSchema = z
  .string({ message: "Password is required" })
  .min(1, "Password is required")
  .max(1024, "Password is too long");

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
