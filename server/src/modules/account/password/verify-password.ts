import bcrypt from "bcrypt";
import { AppError } from "../../../errors";

// Re-authentication on the account pages: changing the password and deleting the account ask for the password again, so
// a session left open on a shared computer cannot do either.

/** The form field that holds the password, and what it says when the password is wrong. */
export const WRONG_PASSWORD_MESSAGES = {
  currentPassword: "Current password is incorrect",
  password: "Password is incorrect",
} as const;

/**
 * Resolves when `password` is the account's; else 400 VALIDATION_FAILED on `field`. That 400 is the only one
 * the re-authenticating routes answer after their body is validated: their per-account limits count it and
 * nothing else (http/rate-limit.ts, `countOnlyStatus`).
 */
export async function verifyPassword(
  user: { passwordHash: string },
  password: string,
  field: keyof typeof WRONG_PASSWORD_MESSAGES,
): Promise<void> {
  if (await bcrypt.compare(password, user.passwordHash)) return;
  const message = WRONG_PASSWORD_MESSAGES[field];
  throw new AppError("VALIDATION_FAILED", message, { fieldErrors: { [field]: [message] } });
}
