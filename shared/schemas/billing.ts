import { z } from "zod";
import { DISCOUNT_TYPES, PLANS } from "../billing";
import { publicUserSchema } from "./user";

// Requests and responses of the payment, promo and subscription calls.
// Amounts are integer cents. Amounts the client sends are accepted for compatibility and ignored.

export const userIdSchema = z
  .number({ message: "userId must be a number" })
  .int("userId must be a whole number")
  .positive("userId must be a positive number")
  .max(2_147_483_647, "userId is too large");

const ignoredAmount = z
  .number({ message: "amount must be a number" })
  .min(0, "amount cannot be negative")
  .max(1_000_000, "amount is too large")
  .optional();

/** Codes are trimmed and upper-cased; empty is refused with "Please enter a promo code to validate". */
export const promoCodeSchema = z
  .string({ message: "Please enter a promo code to validate" })
  .trim()
  .min(1, "Please enter a promo code to validate")
  .max(40, "Promo codes are at most 40 characters")
  .regex(/^[A-Za-z0-9_-]+$/, "Promo codes contain only letters, digits, dashes and underscores")
  .transform((value) => value.toUpperCase());

const providerId = (prefix: string, label: string) =>
  z
    .string({ message: `${label} must be text` })
    .regex(new RegExp(`^${prefix}[A-Za-z0-9_]{1,120}$`), `${label} is not valid`);

export const paymentIntentIdSchema = providerId("pi_", "paymentIntentId");
export const setupIntentIdSchema = providerId("seti_", "setupIntentId");
export const paymentMethodIdSchema = providerId("pm_", "paymentMethodId");
export const customerIdSchema = providerId("cus_", "customerId");

/**
 * The analysis's client request id: one auto-charge per analysis attempt (docs/decisions/004-exactly-once-money.md).
 */
export const chargeRequestIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9-]{8,64}$/, "requestId must be 8-64 letters, digits or dashes");

export const userIdBodySchema = z.object({ userId: userIdSchema }).strict();
export type UserIdBody = z.infer<typeof userIdBodySchema>;

// POST /api/create-payment-intent: one $1 analysis, less a validated promo code.
export const createPaymentIntentBodySchema = z
  .object({
    userId: z.union([userIdSchema, z.literal("guest")]),
    promoCode: promoCodeSchema.optional(),
    amount: ignoredAmount,
  })
  .strict();
export type CreatePaymentIntentBody = z.input<typeof createPaymentIntentBodySchema>;

export const appliedPromoSchema = z.object({
  code: z.string(),
  discountType: z.enum(DISCOUNT_TYPES),
  discountValue: z.number(),
});
export type AppliedPromo = z.infer<typeof appliedPromoSchema>;

export const createPaymentIntentResponseSchema = z.object({
  /** null when nothing is left to pay (a 100% code): the credit is granted at once. */
  clientSecret: z.string().nullable(),
  paymentIntentId: z.string().nullable(),
  amount: z.number(),
  originalAmount: z.number(),
  currency: z.string(),
  promo: appliedPromoSchema.nullable(),
  /** true when the credit was granted without a charge. */
  granted: z.boolean(),
});
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponseSchema>;

// POST /api/verify-payment: may an analysis start now, and did the server just charge the saved card?
export const verifyPaymentBodySchema = z
  .object({
    userId: userIdSchema,
    /** A payment the browser just confirmed: the server re-reads it from the provider before granting. */
    paymentIntentId: paymentIntentIdSchema.optional(),
    requestId: chargeRequestIdSchema.optional(),
  })
  .strict();
export type VerifyPaymentBody = z.infer<typeof verifyPaymentBodySchema>;

export const requiredActionSchema = z.object({
  paymentIntentId: z.string(),
  clientSecret: z.string(),
  /** The saved card to authenticate with (Stripe.js confirmCardPayment needs it after an off-session failure). */
  paymentMethodId: z.string().nullable().optional(),
});
export type RequiredAction = z.infer<typeof requiredActionSchema>;

export const verifyPaymentResponseSchema = z.object({
  hasValidPayment: z.boolean(),
  hasStoredPaymentMethod: z.boolean(),
  autoChargeEnabled: z.boolean(),
  autoCharged: z.boolean(),
  analysisCredits: z.number(),
  /** Set when the bank asked to authenticate an auto-charge: confirm this payment in the browser. */
  requiresAction: requiredActionSchema.nullable(),
  /** Why an auto-charge failed (declined card), for the user. */
  message: z.string().nullable(),
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;

// POST /api/charge-stored-payment: charges the default saved card for one analysis.
export const chargeStoredPaymentBodySchema = z
  .object({
    userId: userIdSchema,
    amount: ignoredAmount,
    promoCode: promoCodeSchema.optional(),
    requestId: chargeRequestIdSchema.optional(),
    /** Which of the creator's saved cards to charge; the default card when absent. */
    paymentMethodId: paymentMethodIdSchema.optional(),
  })
  .strict();
export type ChargeStoredPaymentBody = z.input<typeof chargeStoredPaymentBodySchema>;

export const chargeResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  paymentIntentId: z.string().nullable(),
  requiresAction: requiredActionSchema.nullable(),
});
export type ChargeResult = z.infer<typeof chargeResultSchema>;

// Saved cards.
export const setupPaymentMethodResponseSchema = z.object({ clientSecret: z.string(), setupIntentId: z.string() });
export type SetupPaymentMethodResponse = z.infer<typeof setupPaymentMethodResponseSchema>;

export const confirmPaymentMethodBodySchema = z
  .object({
    userId: userIdSchema,
    setupIntentId: setupIntentIdSchema,
    /** Informational: the card is read from the SetupIntent on the server, never trusted from here. */
    paymentMethodId: paymentMethodIdSchema.optional(),
    isDefault: z.boolean({ message: "isDefault must be true or false" }).default(true),
    autoCharge: z.boolean({ message: "autoCharge must be true or false" }).default(false),
  })
  .strict();
export type ConfirmPaymentMethodBody = z.input<typeof confirmPaymentMethodBodySchema>;

export const paymentMethodSchema = z.object({
  id: z.string(),
  card: z.object({ last4: z.string(), brand: z.string(), exp_month: z.number(), exp_year: z.number() }),
  isDefault: z.boolean(),
  /** Auto-charge uses the default card when the user has switched it on. */
  autoCharge: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentMethodsResponseSchema = z.object({ paymentMethods: z.array(paymentMethodSchema) });
export type PaymentMethodsResponse = z.infer<typeof paymentMethodsResponseSchema>;

export const confirmPaymentMethodResponseSchema = z.object({
  paymentMethod: paymentMethodSchema,
  paymentMethods: z.array(paymentMethodSchema),
  user: publicUserSchema,
});
export type ConfirmPaymentMethodResponse = z.infer<typeof confirmPaymentMethodResponseSchema>;

export const getPaymentMethodsBodySchema = z.object({ customerId: customerIdSchema }).strict();
export const paymentMethodParamSchema = z.object({ id: paymentMethodIdSchema });

export const deletePaymentMethodResponseSchema = z.object({
  message: z.string(),
  paymentMethods: z.array(paymentMethodSchema),
  user: publicUserSchema,
});
export type DeletePaymentMethodResponse = z.infer<typeof deletePaymentMethodResponseSchema>;

// Promo codes.
export const PROMO_TARGETS = ["analysis", "subscription"] as const;
export type PromoTarget = (typeof PROMO_TARGETS)[number];

export const validatePromoCodeBodySchema = z
  .object({ code: promoCodeSchema, userId: userIdSchema, target: z.enum(PROMO_TARGETS).default("analysis") })
  .strict();
export type ValidatePromoCodeBody = z.input<typeof validatePromoCodeBodySchema>;

export const validatePromoCodeResponseSchema = z.object({
  valid: z.boolean(),
  id: z.number().nullable(),
  code: z.string(),
  discountType: z.enum(DISCOUNT_TYPES).nullable(),
  discountValue: z.number().nullable(),
  message: z.string(),
  originalAmount: z.number(),
  discountedAmount: z.number(),
  isFree: z.boolean(),
});
export type ValidatePromoCodeResponse = z.infer<typeof validatePromoCodeResponseSchema>;

/**
 * POST /api/apply-promo-code: redeems a code whose discount is the whole price (a free analysis or a free
 * Pro month) at once. Partial discounts are applied by passing promoCode to create-payment-intent or
 * create-subscription; a paymentIntentId here finalises such a payment like verify-payment does.
 */
export const applyPromoCodeBodySchema = z
  .object({
    code: promoCodeSchema,
    userId: userIdSchema,
    type: z.enum(PROMO_TARGETS).default("analysis"),
    paymentIntentId: paymentIntentIdSchema.optional(),
  })
  .strict();
export type ApplyPromoCodeBody = z.input<typeof applyPromoCodeBodySchema>;

export const applyPromoCodeResponseSchema = z.object({
  applied: z.boolean(),
  granted: z.enum(["analysis_credit", "subscription", "payment"]),
  message: z.string(),
  user: publicUserSchema,
});
export type ApplyPromoCodeResponse = z.infer<typeof applyPromoCodeResponseSchema>;

// Pro subscription.
export const offerTokenSchema = z
  .string()
  .max(400, "The offer is not valid")
  .regex(/^[A-Za-z0-9._-]+$/, {
    message: "The offer is not valid",
  });

export const createSubscriptionBodySchema = z
  .object({
    userId: userIdSchema,
    amount: ignoredAmount,
    promoCode: promoCodeSchema.optional(),
    /** The signed flash offer from POST /api/flash-offer. */
    offerToken: offerTokenSchema.optional(),
  })
  .strict();
export type CreateSubscriptionBody = z.input<typeof createSubscriptionBodySchema>;

export const createSubscriptionResponseSchema = z.object({
  /** active: nothing to pay now (100% code). incomplete: confirm the first payment with clientSecret. */
  status: z.string(),
  clientSecret: z.string().nullable(),
  subscriptionId: z.string(),
  paymentIntentId: z.string().nullable(),
  amount: z.number(),
  originalAmount: z.number(),
});
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponseSchema>;

export const updateSubscriptionStatusBodySchema = z
  .object({ userId: userIdSchema, paymentIntentId: paymentIntentIdSchema.optional() })
  .strict();

export const subscriptionStatusResponseSchema = z.object({
  subscription: z.object({
    isPremium: z.boolean(),
    plan: z.enum(PLANS),
    status: z.string(),
    subscriptionId: z.string().nullable(),
  }),
  user: publicUserSchema,
  isActive: z.boolean(),
  cancelAtPeriodEnd: z.boolean(),
  subscriptionStatus: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  /**
   * What the next month costs, in cents: the subscription's own price (a flash or promo price renews at that
   * price). null when nothing renews by itself (a free month from a 100% code: no card is on file).
   */
  renewalAmount: z.number().int().nullable(),
});
export type SubscriptionStatusResponse = z.infer<typeof subscriptionStatusResponseSchema>;

export const subscriptionActionResponseSchema = subscriptionStatusResponseSchema.extend({ message: z.string() });
export type SubscriptionActionResponse = z.infer<typeof subscriptionActionResponseSchema>;

// The flash offer: issued by the server, signed, valid 5 minutes from when it is shown.
export const flashOfferSchema = z.object({
  code: z.string(),
  discount: z.number(),
  type: z.literal("percentage"),
  /** Epoch milliseconds. */
  expires: z.number(),
  token: z.string(),
});
export type FlashOffer = z.infer<typeof flashOfferSchema>;

// Test mode's own card form: only Stripe's public test numbers are accepted.
export const testCardConfirmBodySchema = z
  .object({
    clientSecret: z.string().min(1, "The payment is not valid").max(200, "The payment is not valid"),
    cardNumber: z
      .string({ message: "Enter a card number" })
      .transform((value) => value.replace(/[\s-]/g, ""))
      .pipe(z.string().regex(/^\d{12,19}$/, "Enter a valid card number")),
    expMonth: z.number({ message: "Enter the expiry month" }).int().min(1, "Invalid month").max(12, "Invalid month"),
    expYear: z.number({ message: "Enter the expiry year" }).int().min(2000, "Invalid year").max(2100, "Invalid year"),
    cvc: z.string({ message: "Enter the CVC" }).regex(/^\d{3,4}$/, "Enter a 3 or 4 digit CVC"),
  })
  .strict();
export type TestCardConfirmBody = z.input<typeof testCardConfirmBodySchema>;

export const testAuthenticateBodySchema = z
  .object({
    clientSecret: z.string().min(1, "The payment is not valid").max(200, "The payment is not valid"),
    approve: z.boolean({ message: "approve must be true or false" }),
  })
  .strict();

/** The outcome of confirming a payment or card setup in the browser (either provider). */
export const confirmOutcomeSchema = z.object({
  status: z.enum(["succeeded", "requires_action", "failed"]),
  intentId: z.string(),
  message: z.string().nullable(),
  declineCode: z.string().nullable(),
});
export type ConfirmOutcome = z.infer<typeof confirmOutcomeSchema>;
