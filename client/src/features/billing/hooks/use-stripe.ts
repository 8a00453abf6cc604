import type { Stripe } from "@stripe/stripe-js";
import { useEffect, useState } from "react";
import { loadStripeWithTimeout } from "../utils/load-stripe";

export type StripeLoad =
  { status: "loading"; stripe: null } | { status: "ready"; stripe: Stripe } | { status: "failed"; stripe: null };

/** Loads Stripe.js for this key; `retry` tries again after a failure or a timeout. */
export function useStripe(publicKey: string): StripeLoad & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<StripeLoad & { key: string }>({ status: "loading", stripe: null, key: "" });

  useEffect(() => {
    let isCurrent = true;
    const key = `${publicKey}#${attempt}`;
    loadStripeWithTimeout(publicKey).then(
      (stripe) => isCurrent && setLoad({ status: "ready", stripe, key }),
      () => isCurrent && setLoad({ status: "failed", stripe: null, key }),
    );
    return () => {
      isCurrent = false;
    };
  }, [publicKey, attempt]);

  const isStale = load.key !== `${publicKey}#${attempt}`;
  const current: StripeLoad = isStale
    ? { status: "loading", stripe: null }
    : load.status === "ready"
      ? { status: "ready", stripe: load.stripe }
      : { status: load.status, stripe: null };
  return { ...current, retry: () => setAttempt((value) => value + 1) };
}
