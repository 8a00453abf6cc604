import { z } from "zod";
import { currentPasswordSchema, emailSchema, passwordSchema } from "./common";

// The signed-in creator's own account: passwords, sessions, privacy rights. Every /api/account route
// answers for the session user only; there is no user id in these paths.

const tokenSchema = z
  .string({ message: "The link is missing its token" })
  .trim()
  .min(1, "The link is missing its token")
  .max(200, "This link is invalid");

// POST /api/auth/password/forgot: the same 200 whether or not the address has an account.
export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

// GET /api/auth/password/reset?token=: is the mailed link still good? 200 with the (masked) address it is for,
// 400 TOKEN_INVALID (unknown or already used) or 410 TOKEN_EXPIRED (older than an hour).
export const resetTokenQuerySchema = z.object({ token: tokenSchema });
export type ResetTokenQuery = z.infer<typeof resetTokenQuerySchema>;
export const resetTokenResponseSchema = z.object({ email: z.string() });
export type ResetTokenResponse = z.infer<typeof resetTokenResponseSchema>;

// POST /api/auth/password/reset: sets the new password, uses up the link, signs out every session and signs
// this browser in (the AuthResponse of login).
export const resetPasswordBodySchema = z.object({ token: tokenSchema, password: passwordSchema });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

// POST /api/account/password: the current password is required; the user's other sessions are signed out.
export const changePasswordBodySchema = z
  .object({ currentPassword: currentPasswordSchema, newPassword: passwordSchema })
  .refine((body) => body.currentPassword !== body.newPassword, {
    message: "The new password must be different from the current one",
    path: ["newPassword"],
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

// GET /api/account/sessions: the user's active sessions, newest use first.
export const accountSessionSchema = z.object({
  /** An opaque id for this list (never the cookie nor its stored hash). */
  id: z.string(),
  /** "Chrome on Android", "Safari on iPhone", … or "Unknown device" (English; the interface words it from the parts). */
  device: z.string(),
  /** The browser's name ("Chrome", "Samsung Internet"), null when not recognised. */
  browser: z.string().nullable(),
  /** The system's name ("Android", "iPhone", "Windows"), null when not recognised. */
  system: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  isCurrent: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionsResponseSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type AccountSessionsResponse = z.infer<typeof accountSessionsResponseSchema>;

// POST /api/account/sessions/sign-out-others
export const signOutOthersResponseSchema = z.object({ message: z.string(), signedOut: z.number() });
export type SignOutOthersResponse = z.infer<typeof signOutOthersResponseSchema>;

// POST /api/account/email/cancel: drops a pending e-mail change; the current address stays. Answers UserResponse.

// POST /api/account/delete: asks for the password again; 200 MessageResponse and the session cookie cleared.
export const deleteAccountBodySchema = z.object({ password: currentPasswordSchema });
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

// GET /api/account/export: a streamed JSON attachment "viralscore-data-<username>-<yyyy-mm-dd>.json" of
// everything held about the user. The top-level keys, in this order:
export const ACCOUNT_EXPORT_SECTIONS = [
  "exportedAt",
  "user",
  "settings",
  "consents",
  "sessions",
  "analyses",
  "comparisons",
  "postOutcomes", // how posts really did, as the creator recorded it
  "payments",
  "promoCodeRedemptions",
  "contactMessages",
  "plannedPosts", // the content planner
  "apiKeys", // the public API's keys: name, prefix, dates and webhook address, never a secret
  "apiJobs", // analyses sent through the API: state, billing, outcome
  "webhookDeliveries", // webhooks sent to the user's addresses: event, job, delivery state
] as const;
