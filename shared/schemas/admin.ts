import { z } from "zod";
import { controlCharacterMessage, isOneLine } from "./common";

// POST /api/admin/login and the admin session: a random opaque token, stored hashed and checked on the server.

export const adminLoginBodySchema = z.object({
  username: z
    .string({ message: "Username is required" })
    .trim()
    .min(1, "Username is required")
    // A control character is refused by the service, which records the attempt first (a probe is on record).
    .max(64, "Username must be at most 64 characters"),
  password: z
    .string({ message: "Password is required" })
    .min(1, "Password is required")
    .max(200, "Password must be at most 200 characters")
    .refine(isOneLine, controlCharacterMessage("Password")),
});
export type AdminLoginBody = z.infer<typeof adminLoginBodySchema>;

export type AdminProfile = { id: number; username: string; createdAt: string; lastLogin: string | null };

export type AdminLoginResponse = { token: string; expiresAt: string; admin: AdminProfile };
export type AdminMeResponse = { admin: AdminProfile };

/** POST /api/admin/users/:id/clear-login-lockout: how many counts of failed sign-ins were forgotten. */
export type ClearLoginLockoutResponse = { message: string; cleared: number };
