import { z } from "zod";
import { LANGUAGES } from "../constants";
import { emailSchema, personNameSchema, usernameSchema } from "./common";

// The user as the API returns it (camelCase, never a password hash).
export const publicUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  /** A new address waiting for its verification link; `email` stays the sign-in address until then. */
  pendingEmail: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  language: z.enum(LANGUAGES),
  freeTrialsUsed: z.number(),
  freeTrialLimit: z.number(),
  /** Paid analyses not yet used ($1 payments or 100% promo codes). */
  analysisCredits: z.number(),
  autoChargeEnabled: z.boolean(),
  stripeCustomerId: z.string().nullable(),
  stripeSubscriptionId: z.string().nullable(),
  stripePaymentMethodId: z.string().nullable(),
  subscriptionStatus: z.string().nullable(),
  subscriptionPlan: z.enum(["free", "monthly", "per_post"]),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  isPremium: z.boolean(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const userResponseSchema = z.object({ user: publicUserSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

/**
 * GET /api/user: the session's user, or null for a guest. A guest is an answer, not an error (the 401 the
 * first version answered here showed as a console error on every guest's visit); every other route that needs a
 * session still answers a guest 401.
 */
export const currentUserResponseSchema = z.object({ user: publicUserSchema.nullable() });
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;

// PUT /api/user/:id: every field optional; unknown fields are refused so a typo is not silently ignored.
export const updateUserBodySchema = z
  .object({
    username: usernameSchema.optional(),
    email: emailSchema.optional(),
    firstName: personNameSchema.nullable().optional(),
    lastName: personNameSchema.nullable().optional(),
    language: z.enum(LANGUAGES, { message: "Language must be en or ar" }).optional(),
    autoChargeEnabled: z.boolean({ message: "autoChargeEnabled must be true or false" }).optional(),
  })
  .strict();
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;
