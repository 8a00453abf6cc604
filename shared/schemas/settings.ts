import { z } from "zod";
import { ADMIN_REFRESH_INTERVALS, FREE_TRIAL_LIMIT_MAX, FREE_TRIAL_LIMIT_MIN } from "../constants";

// Operator settings, stored on the server and enforced there, never kept in the browser.
export const settingsSchema = z.object({
  maintenanceMode: z.boolean(),
  allowNewRegistrations: z.boolean(),
  freeTrialLimit: z.number().int().min(FREE_TRIAL_LIMIT_MIN).max(FREE_TRIAL_LIMIT_MAX),
  enableAnalytics: z.boolean(),
  enableNotifications: z.boolean(),
  autoRefreshInterval: z
    .number()
    .int()
    .refine((value) => (ADMIN_REFRESH_INTERVALS as readonly number[]).includes(value), {
      message: "Refresh interval must be 10, 30, 60, 300 seconds or 0 (disabled)",
    }),
});
export type Settings = z.infer<typeof settingsSchema>;

/** How payments are taken: Stripe, or the embedded test mode. The one list the server and the SPA share. */
export const PAYMENTS_MODES = ["test", "stripe"] as const;
export type PaymentsMode = (typeof PAYMENTS_MODES)[number];

// What the SPA needs before anyone signs in: GET /api/public-config.
export const publicConfigSchema = z.object({
  maintenanceMode: z.boolean(),
  allowNewRegistrations: z.boolean(),
  enableAnalytics: z.boolean(),
  freeTrialLimit: z.number(),
  paymentsMode: z.enum(PAYMENTS_MODES),
  stripePublicKey: z.string().nullable(),
  // The operator's contact details (SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_HOURS, SUPPORT_LOCATION); null: not set,
  // and the line is not shown.
  support: z.object({
    email: z.string(),
    phone: z.string().nullable(),
    hours: z.string().nullable(),
    location: z.string().nullable(),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
