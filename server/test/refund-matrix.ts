import { eq } from "drizzle-orm";
import { FREE_SUBSCRIPTION_PREFIX } from "@shared/billing";
import { payments, users } from "../src/db/schema";
import type { Actor, Actors } from "./actors";
import { confirmWithCard, openCheckout } from "./actors";

// Rows of the authorization matrix for the money-back guarantee and the operator's actions on a creator:
// the creator's own payment history and refund request, and the admin's refund, cancel Pro, Pro month and
// verification mail. Spread into the matrix of authorization.test.ts (user rows) and admin-matrix.ts.

type Built = { path: string; body?: unknown };
type Row = { build(actors: Actors, actor: Actor): Promise<Built> | Built; expected: Record<Actor, number> };

const adminOnly = (status: number): Record<Actor, number> => ({ guest: 401, userA: 401, userB: 401, admin: status });

const made = new WeakMap<Actors, Map<string, Promise<unknown>>>();
function once<T>(actors: Actors, key: string, make: () => Promise<T>): Promise<T> {
  let state = made.get(actors);
  if (!state) made.set(actors, (state = new Map()));
  if (!state.has(key)) state.set(key, make());
  return state.get(key) as Promise<T>;
}

/** A $1 payment of user A, paid with a test card through the API; returns its payments row id. */
export async function paidPaymentOfA(actors: Actors): Promise<number> {
  const checkout = await openCheckout(actors, "userA");
  await confirmWithCard(actors, "userA", checkout.clientSecret);
  await actors
    .as("userA", "POST", "/api/verify-payment")
    .send({ userId: actors.userA.id, paymentIntentId: checkout.paymentIntentId })
    .expect(200);
  const [row] = await actors.ctx.database.db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.providerPaymentIntentId, checkout.paymentIntentId));
  return row!.id;
}

/** User B on a free Pro month, written straight to the table (the admin only ends it). */
export async function freeProMonthOfB(actors: Actors): Promise<void> {
  const end = new Date(actors.ctx.clock.now().getTime() + 7 * 24 * 3600_000);
  await actors.ctx.database.db
    .update(users)
    .set({
      providerSubscriptionId: `${FREE_SUBSCRIPTION_PREFIX}matrix${actors.userB.id}`,
      subscriptionStatus: "active",
      subscriptionPlan: "monthly",
      currentPeriodEnd: end,
    })
    .where(eq(users.id, actors.userB.id));
}

export const refundUserMatrix: Record<string, Row> = {
  // No user id in the path: each signed-in user lists their own payments.
  "GET /api/payments": {
    build: () => ({ path: "/api/payments" }),
    expected: { guest: 401, userA: 200, userB: 200, admin: 401 },
  },
  // User A's payment: A may claim it; B is told it does not exist.
  "POST /api/payments/:id/refund-request": {
    build: async (actors) => ({
      path: `/api/payments/${await once(actors, "payment", () => paidPaymentOfA(actors))}/refund-request`,
      body: { reason: "Not what I expected" },
    }),
    expected: { guest: 401, userA: 200, userB: 404, admin: 401 },
  },
};

export const adminOperatorMatrix: Record<string, Row> = {
  "POST /api/admin/payments/:id/refund": {
    build: async (actors) => ({
      path: `/api/admin/payments/${await once(actors, "payment", () => paidPaymentOfA(actors))}/refund`,
    }),
    expected: adminOnly(200),
  },
  "POST /api/admin/users/:id/cancel-pro": {
    build: async (actors) => {
      await once(actors, "pro", () => freeProMonthOfB(actors));
      return { path: `/api/admin/users/${actors.userB.id}/cancel-pro` };
    },
    expected: adminOnly(200),
  },
  "POST /api/admin/users/:id/grant-pro-month": {
    build: (actors) => ({ path: `/api/admin/users/${actors.userB.id}/grant-pro-month` }),
    expected: adminOnly(200),
  },
  "POST /api/admin/users/:id/resend-verification": {
    build: (actors) => ({ path: `/api/admin/users/${actors.userB.id}/resend-verification` }),
    expected: adminOnly(200),
  },
};
