import { z } from "zod";
import { currentPasswordSchema, emailSchema, passwordSchema, usernameSchema } from "./common";
import { publicUserSchema } from "./user";

export const registerBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  username: usernameSchema,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

// Login does not re-check the new-password rules: an old account must still be able to sign in.
export const loginBodySchema = z.object({ email: emailSchema, password: currentPasswordSchema });
export type LoginBody = z.infer<typeof loginBodySchema>;

export const authResponseSchema = z.object({ user: publicUserSchema, message: z.string() });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const verifyEmailQuerySchema = z.object({
  token: z
    .string({ message: "Verification token is missing" })
    .trim()
    .min(1, "Verification token is missing")
    .max(200, "Verification token is invalid"),
});
export type VerifyEmailQuery = z.infer<typeof verifyEmailQuerySchema>;

export const verifyEmailResponseSchema = z.object({
  message: z.string(),
  user: z.object({ id: z.number(), email: z.string(), username: z.string() }),
});
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

export const resendVerificationBodySchema = z.object({ email: emailSchema });
export type ResendVerificationBody = z.infer<typeof resendVerificationBodySchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
