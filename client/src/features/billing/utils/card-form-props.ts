import type { ConfirmOutcome } from "@shared/schemas/billing";

/** What a card form confirms: a PaymentIntent (pay now) or a SetupIntent (save the card). */
export type ConfirmIntent = "payment" | "setup";

/** The props both card-form implementations (test mode, Stripe) share. */
export type CardFormProps = {
  intent: ConfirmIntent;
  /** The intent's client secret from create-payment-intent, create-subscription or setup-payment-method. */
  clientSecret: string;
  /** The submit button's text, e.g. "Pay $1.00" or "Save card". */
  submitLabel: string;
  /**
   * The final outcome, after any authentication step: "succeeded" or "failed" (with the bank's message).
   * The form stays busy until the returned promise settles.
   */
  onOutcome: (outcome: ConfirmOutcome) => Promise<void> | void;
  isDisabled?: boolean;
};

/** Confirming an intent that already exists and only needs the bank's authentication (auto-charge). */
export type AuthenticationProps = {
  clientSecret: string;
  /** The saved card an off-session charge used: Stripe re-confirms the payment with it (3-D Secure). */
  paymentMethodId?: string | null;
  onOutcome: (outcome: ConfirmOutcome) => Promise<void> | void;
};
