import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";

// Stripe.js is fetched from js.stripe.com only when a card form opens (the /pure entry does not load it on import).
// loadStripe has no timeout and <Elements> does not catch its rejection, so a blocked or slow script would leave an
// empty form: give up after 10 s and let the user retry.
export const STRIPE_LOAD_TIMEOUT_MS = 10_000;

export function loadStripeWithTimeout(publicKey: string, timeoutMs = STRIPE_LOAD_TIMEOUT_MS): Promise<Stripe> {
  return new Promise<Stripe>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("Stripe.js did not load in time")), timeoutMs);
    loadStripe(publicKey).then(
      (stripe) => {
        clearTimeout(timer);
        if (stripe) resolve(stripe);
        else reject(new Error("Stripe.js is not available here"));
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error("Failed to load Stripe.js"));
      },
    );
  });
}
