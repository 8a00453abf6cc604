import { Router } from "express";
import { PAYMENTS_MODES, type PaymentsMode } from "@shared/schemas/settings";
import type { Config } from "../../../config";
import type { Db } from "../../../db/client";
import type { Clock } from "../../../lib/clock";
import type { PaymentProvider, ProviderRouteDeps, ProviderRoutes } from "./provider";
import { createStripeProvider } from "./stripe-provider";
import { testPaymentRoutes } from "./test-payments.router";
import { createTestProvider } from "./test-provider";
import { stripeRoutes } from "./webhook.router";

// Every payment provider, keyed by the one list of modes in shared/ (PAYMENTS_MODES): config.ts picks the mode, this
// file makes its provider, and app.ts mounts the routes below without knowing which provider it has. A new provider
// is a new mode there and an entry here; TypeScript refuses a mode without one.

export type ProviderFactoryDeps = { config: Config; db: Db; clock: Clock };

type ProviderEntry = {
  create(deps: ProviderFactoryDeps): PaymentProvider;
  /**
   * Its routes while another provider takes the payments: the same paths, answering 404 with the reason, so a
   * stray webhook or card form gets an explanation, and the guards treat the paths alike in every mode.
   */
  offRoutes(deps: ProviderRouteDeps): ProviderRoutes;
};

const PROVIDERS: Record<PaymentsMode, ProviderEntry> = {
  stripe: {
    create: ({ config }) => {
      // config.ts sets PAYMENTS_MODE=stripe only with the keys; a missing key stops the boot there.
      if (!config.stripe) throw new Error("Stripe payments need STRIPE_SECRET_KEY and VITE_STRIPE_PUBLIC_KEY.");
      const { secretKey, publicKey, webhookSecret } = config.stripe;
      return createStripeProvider({ secretKey, publicKey, webhookSecret });
    },
    offRoutes: (deps) => stripeRoutes(null, deps.billing),
  },
  test: {
    create: ({ db, clock }) => createTestProvider({ db, clock }),
    offRoutes: (deps) => testPaymentRoutes(null, deps),
  },
};

/** The provider of the configured payments mode. */
export function createPaymentProvider(deps: ProviderFactoryDeps): PaymentProvider {
  return PROVIDERS[deps.config.paymentsMode].create(deps);
}

/** Every provider's routes in one: the given provider's working, the other modes' answering 404. */
export function createPaymentRoutes(provider: PaymentProvider, deps: ProviderRouteDeps) {
  const all = PAYMENTS_MODES.map((mode) =>
    mode === provider.mode ? provider.routes(deps) : PROVIDERS[mode].offRoutes(deps),
  );
  const raw = Router();
  const json = Router();
  for (const routes of all) {
    if (routes.raw) raw.use(routes.raw);
    if (routes.json) json.use(routes.json);
  }
  return { raw, rawPaths: all.flatMap((routes) => routes.rawPaths), json };
}
