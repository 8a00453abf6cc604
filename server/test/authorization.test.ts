import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyses, comparisons } from "../src/db/schema";
import { makeImage, makeMediaDir } from "./media";
import { listRoutes } from "../src/http/routes";
import { encodePreviewJpeg } from "../src/scoring/media/preview-jpeg";
import { adminMatrix } from "./admin-matrix";
import { refundUserMatrix } from "./refund-matrix";
import { webhookUserMatrix } from "./webhook-matrix";
import { publicApiUserMatrix } from "./public-api-matrix";
import { createTestContext, newUserBody, type TestContext } from "./app";
import { TEST_CARDS } from "@shared/billing";
import {
  type Actor,
  type Actors,
  ACTORS,
  activeSubscription,
  confirmedSetupIntent,
  confirmWithCard,
  createActors,
  createPromoCode,
  freshPasswordResetToken,
  freshVerificationToken,
  openCheckout,
  saveCard,
  testCard,
  uniquePromoCode,
} from "./actors";

// The authorization matrix: every API route against guest, user A, user B and an admin, with the expected status. The
// route list comes from the Express router itself, so a new route that is not in this table fails the first test.
// Actors are created afresh for every row (a logout ends a session).

type Built = { path: string; body?: unknown; file?: string };
type Row = {
  /** The request for one actor: the concrete path and the JSON body or the file to upload. */
  build(actors: Actors, actor: Actor): Promise<Built> | Built;
  expected: Record<Actor, number>;
};

const all = (status: number): Record<Actor, number> => ({ guest: status, userA: status, userB: status, admin: status });
/** A route about user A's own account, card, payment or subscription: only A's session may use it. */
const ownOnly: Record<Actor, number> = { guest: 401, userA: 200, userB: 403, admin: 401 };

const matrix: Record<string, Row> = {
  "GET /api/health": { build: () => ({ path: "/api/health" }), expected: all(200) },
  "GET /api/public-config": { build: () => ({ path: "/api/public-config" }), expected: all(200) },
  "GET /api/public-figures": { build: () => ({ path: "/api/public-figures" }), expected: all(200) },
  "POST /api/register": { build: () => ({ path: "/api/register", body: newUserBody("matrix") }), expected: all(201) },
  "POST /api/login": {
    build: (actors) => ({ path: "/api/login", body: { email: actors.userA.email, password: actors.userA.password } }),
    expected: all(200),
  },
  "POST /api/logout": { build: () => ({ path: "/api/logout" }), expected: all(200) },
  "POST /api/admin/login": {
    // Anyone who knows an admin's username and password gets a token; a user's cookie adds nothing.
    build: (actors) => ({
      path: "/api/admin/login",
      body: { username: actors.admin.username, password: actors.admin.password },
    }),
    expected: all(200),
  },
  "POST /api/admin/logout": {
    build: () => ({ path: "/api/admin/logout" }),
    expected: { guest: 401, userA: 401, userB: 401, admin: 200 },
  },
  "GET /api/admin/me": {
    build: () => ({ path: "/api/admin/me" }),
    expected: { guest: 401, userA: 401, userB: 401, admin: 200 },
  },
  ...adminMatrix,
  ...refundUserMatrix,
  // The webhooks of an API key: its owner only (webhook-matrix.ts).
  ...webhookUserMatrix,
  // The public API: the profile's keys, and /api/v1, which takes no cookie or admin token (public-api-matrix.ts).
  ...publicApiUserMatrix,
  // "Who is signed in?" answers everyone: the guest and the admin (no user session) get user null, which the guest test
  // below checks; every other user route still answers them 401.
  "GET /api/user": {
    build: () => ({ path: "/api/user" }),
    expected: all(200),
  },
  "PUT /api/user/:id": {
    build: (actors) => ({ path: `/api/user/${actors.userA.id}`, body: { firstName: "Lina" } }),
    expected: { guest: 401, userA: 200, userB: 403, admin: 401 },
  },
  // Passwords and sessions. Forgot and reset are for anyone holding the address or the mailed link; the account routes
  // have no user id: each signed-in user acts on their own account.
  "POST /api/auth/password/forgot": {
    build: (actors) => ({ path: "/api/auth/password/forgot", body: { email: actors.userA.email } }),
    expected: all(200),
  },
  "GET /api/auth/password/reset": {
    build: async (actors) => ({
      path: `/api/auth/password/reset?token=${await freshPasswordResetToken(actors.ctx, actors.userA)}`,
    }),
    expected: all(200),
  },
  "POST /api/auth/password/reset": {
    build: async (actors) => ({
      path: "/api/auth/password/reset",
      body: { token: await freshPasswordResetToken(actors.ctx, actors.userA), password: "matrix new passphrase" },
    }),
    expected: all(200),
  },
  "POST /api/account/password": {
    // Each user names their own current password; the guest and the admin have no user session.
    build: (actors, actor) => ({
      path: "/api/account/password",
      body: {
        currentPassword: actor === "userB" ? actors.userB.password : actors.userA.password,
        newPassword: "matrix new passphrase",
      },
    }),
    expected: { guest: 401, userA: 200, userB: 200, admin: 401 },
  },
  "GET /api/account/sessions": {
    build: () => ({ path: "/api/account/sessions" }),
    expected: { guest: 401, userA: 200, userB: 200, admin: 401 },
  },
  "POST /api/account/sessions/sign-out-others": {
    build: () => ({ path: "/api/account/sessions/sign-out-others" }),
    expected: { guest: 401, userA: 200, userB: 200, admin: 401 },
  },
  // E-mail change and privacy rights: no user id in the path, each user acts on their own account.
  "POST /api/account/email/cancel": {
    build: () => ({ path: "/api/account/email/cancel" }),
    expected: { guest: 401, userA: 200, userB: 200, admin: 401 },
  },
  "GET /api/account/export": {
    build: () => ({ path: "/api/account/export" }),
    expected: { guest: 401, userA: 200, userB: 200, admin: 401 },
  },
  "POST /api/account/delete": {
    // Each user gives their own password (and so deletes their own account); the guest tries A's.
    build: (actors, actor) => ({
      path: "/api/account/delete",
      body: { password: actor === "userB" ? actors.userB.password : actors.userA.password },
    }),
    expected: { guest: 401, userA: 200, userB: 200, admin: 401 },
  },
  "GET /api/verify-email": {
    build: async (actors) => ({
      path: `/api/verify-email?token=${await freshVerificationToken(actors.ctx, actors.userA)}`,
    }),
    expected: all(200),
  },
  "POST /api/resend-verification": {
    build: (actors) => ({ path: "/api/resend-verification", body: { email: actors.userA.email } }),
    expected: all(200),
  },
  "POST /api/analyze": {
    build: () => ({ path: "/api/analyze", file: image }),
    expected: { guest: 401, userA: 201, userB: 201, admin: 401 },
  },
  "POST /api/test-quicktime": {
    build: () => ({ path: "/api/test-quicktime", file: image }),
    expected: { guest: 401, userA: 201, userB: 201, admin: 401 },
  },
  "GET /api/analysis-progress/:requestId": {
    // User A ran an analysis under this requestId; the stream replays its final stage and ends.
    build: async (actors) => {
      const requestId = `req-${actors.userA.id}-progress`;
      if (!progressRun.has(actors)) {
        progressRun.add(actors);
        await actors
          .as("userA", "POST", "/api/analyze")
          .field("requestId", requestId)
          .attach("file", image)
          .expect(201);
      }
      return { path: `/api/analysis-progress/${requestId}` };
    },
    expected: { guest: 401, userA: 200, userB: 403, admin: 401 },
  },
  "GET /api/analyses/:userId": {
    build: (actors) => ({ path: `/api/analyses/${actors.userA.id}` }),
    expected: { guest: 401, userA: 200, userB: 403, admin: 401 },
  },
  "GET /api/analysis/:id": {
    build: async (actors) => ({ path: `/api/analysis/${await analysisOf(actors)}` }),
    expected: { guest: 401, userA: 200, userB: 403, admin: 401 },
  },
  // A post's results: only its creator records or reads them.
  "POST /api/analyses/:id/outcomes": {
    build: async (actors) => ({
      path: `/api/analyses/${await analysisOf(actors)}/outcomes`,
      body: { platform: "tiktok", postedOn: "2026-11-20", views: 1200, likes: 80, followers: 900 },
    }),
    expected: { guest: 401, userA: 201, userB: 403, admin: 401 },
  },
  // Importing results: anyone signed in previews their own file; the import takes A's analyses only.
  "POST /api/outcomes/import/preview": {
    build: () => ({ path: "/api/outcomes/import/preview", file: resultsCsv }),
    expected: { guest: 401, userA: 200, userB: 200, admin: 401 },
  },
  "POST /api/outcomes/import": {
    build: async (actors) => ({
      path: "/api/outcomes/import",
      body: {
        rows: [{ analysisId: await analysisOf(actors), platform: "tiktok", postedOn: "2026-11-20", views: 900 }],
      },
    }),
    expected: { guest: 401, userA: 201, userB: 403, admin: 401 },
  },
  // The platform's figure: aggregates for admins; in public, withheld until it rests on enough posts.
  "GET /api/admin/score-vs-results": {
    build: () => ({ path: "/api/admin/score-vs-results" }),
    expected: { guest: 401, userA: 401, userB: 401, admin: 200 },
  },
  "GET /api/how-we-score": { build: () => ({ path: "/api/how-we-score" }), expected: all(200) },
  "GET /api/pro/results/:id/your-score": {
    build: async (actors) => {
      await once(actors, "subscription", () => activeSubscription(actors, "userA"));
      return { path: `/api/pro/results/${await analysisOf(actors)}/your-score` };
    },
    expected: { guest: 401, userA: 200, userB: 402, admin: 401 },
  },
  "GET /api/pro/results": {
    // A Pro section: user A is made Pro, B stays free (402).
    build: async (actors) => {
      await once(actors, "subscription", () => activeSubscription(actors, "userA"));
      return { path: "/api/pro/results" };
    },
    expected: { guest: 401, userA: 200, userB: 402, admin: 401 },
  },
  "PUT /api/analyses/:id/posted": {
    build: async (actors) => ({ path: `/api/analyses/${await analysisOf(actors)}/posted`, body: { remind: true } }),
    expected: { guest: 401, userA: 200, userB: 403, admin: 401 },
  },
  "GET /api/analyses/:id/outcomes": {
    build: async (actors) => ({ path: `/api/analyses/${await analysisOf(actors)}/outcomes` }),
    expected: { guest: 401, userA: 200, userB: 403, admin: 401 },
  },
  "GET /api/analysis/:id/preview": {
    // A row of user A holding a preview still; someone else's is 404, as if it did not exist.
    build: async (actors) => ({
      path: `/api/analysis/${await once(actors, "previewRow", () => storedAnalysis(actors, { withPreview: true }))}/preview`,
    }),
    expected: { guest: 401, userA: 200, userB: 404, admin: 401 },
  },
  "DELETE /api/analysis/:id": {
    // A fresh row of user A for every actor: A's own delete must not hide the answer B would get.
    build: async (actors) => ({ path: `/api/analysis/${await storedAnalysis(actors)}` }),
    expected: { guest: 401, userA: 200, userB: 403, admin: 401 },
  },
  "POST /api/contact": {
    build: () => ({
      path: "/api/contact",
      body: { name: "Omar", email: "omar@example.com", subject: "Hello", message: "A question about plans" },
    }),
    expected: all(201),
  },
  // Billing. Every request names user A (userId, path id, customer, card or payment); B sends the same.
  "POST /api/create-payment-intent": {
    build: (actors) => ({ path: "/api/create-payment-intent", body: { userId: actors.userA.id } }),
    expected: ownOnly,
  },
  "POST /api/verify-payment": {
    // User A paid a checkout with a card; verify-payment turns it into a credit.
    build: async (actors) => ({
      path: "/api/verify-payment",
      body: {
        userId: actors.userA.id,
        paymentIntentId: await once(actors, "paidCheckout", () => paidCheckout(actors)),
      },
    }),
    expected: ownOnly,
  },
  "POST /api/charge-stored-payment": {
    build: async (actors) => {
      await once(actors, "card", () => saveCard(actors, "userA"));
      return { path: "/api/charge-stored-payment", body: { userId: actors.userA.id } };
    },
    expected: ownOnly,
  },
  "POST /api/setup-payment-method": {
    build: (actors) => ({ path: "/api/setup-payment-method", body: { userId: actors.userA.id } }),
    expected: ownOnly,
  },
  "POST /api/confirm-payment-method": {
    build: async (actors) => ({
      path: "/api/confirm-payment-method",
      body: {
        userId: actors.userA.id,
        setupIntentId: await once(actors, "setupIntent", () => confirmedSetupIntent(actors, "userA")),
      },
    }),
    expected: ownOnly,
  },
  "POST /api/get-payment-methods": {
    build: async (actors) => ({
      path: "/api/get-payment-methods",
      body: { customerId: (await once(actors, "card", () => saveCard(actors, "userA"))).customerId },
    }),
    expected: ownOnly,
  },
  "DELETE /api/payment-method/:id": {
    // User A removes a second card of its own; the others aim at A's first card, which is still there.
    build: async (actors, actor) => {
      const first = await once(actors, "card", () => saveCard(actors, "userA"));
      const card = actor === "userA" ? await saveCard(actors, "userA", { cardNumber: "5555555555554444" }) : first;
      return { path: `/api/payment-method/${card.paymentMethodId}` };
    },
    expected: ownOnly,
  },
  "POST /api/validate-promo-code": {
    build: async (actors) => ({
      path: "/api/validate-promo-code",
      body: { userId: actors.userA.id, code: (await once(actors, "halfCode", () => promo(actors, 50))).code },
    }),
    expected: ownOnly,
  },
  "POST /api/apply-promo-code": {
    // A code worth the whole analysis: applied on its own, it grants A a credit.
    build: async (actors) => ({
      path: "/api/apply-promo-code",
      body: {
        userId: actors.userA.id,
        code: (await once(actors, "freeCode", () => promo(actors, 100))).code,
        type: "analysis",
      },
    }),
    expected: ownOnly,
  },
  "POST /api/create-subscription": {
    build: (actors) => ({ path: "/api/create-subscription", body: { userId: actors.userA.id } }),
    expected: ownOnly,
  },
  "POST /api/update-subscription-status": {
    // User A started Pro and confirmed its first payment in the card form.
    build: async (actors) => ({
      path: "/api/update-subscription-status",
      body: {
        userId: actors.userA.id,
        paymentIntentId: await once(actors, "paidSubscription", () => paidSubscriptionIntent(actors)),
      },
    }),
    expected: ownOnly,
  },
  "GET /api/user/:id/subscription-status": {
    build: async (actors) => {
      await once(actors, "subscription", () => activeSubscription(actors, "userA"));
      return { path: `/api/user/${actors.userA.id}/subscription-status` };
    },
    expected: ownOnly,
  },
  "POST /api/cancel-subscription": {
    build: async (actors) => {
      await once(actors, "subscription", () => activeSubscription(actors, "userA"));
      return { path: "/api/cancel-subscription", body: { userId: actors.userA.id } };
    },
    expected: ownOnly,
  },
  "POST /api/reactivate-subscription": {
    build: async (actors) => {
      await once(actors, "endingSubscription", () => activeSubscription(actors, "userA", { cancelAtPeriodEnd: true }));
      return { path: "/api/reactivate-subscription", body: { userId: actors.userA.id } };
    },
    expected: ownOnly,
  },
  "POST /api/flash-offer": { build: () => ({ path: "/api/flash-offer" }), expected: all(200) },
  "POST /api/test-payments/confirm": {
    // The card form of test mode, on user A's open checkout. B holding A's client secret must not be able to pay,
    // decline or authenticate A's payment: no user ever changes another user's payments.
    build: async (actors) => ({
      path: "/api/test-payments/confirm",
      body: {
        clientSecret: (await once(actors, "checkout", () => openCheckout(actors, "userA"))).clientSecret,
        ...testCard(),
      },
    }),
    expected: { guest: 401, userA: 200, userB: 404, admin: 401 },
  },
  "POST /api/test-payments/authenticate": {
    // User A's checkout paid with the card that asks for authentication ("3-D Secure").
    build: async (actors) => ({
      path: "/api/test-payments/authenticate",
      body: {
        clientSecret: await once(actors, "authCheckout", () => checkoutAwaitingAuthentication(actors)),
        approve: true,
      },
    }),
    expected: { guest: 401, userA: 200, userB: 404, admin: 401 },
  },
  // Pro features: user A has Pro in force, user B is on the free plan (402 requiresPayment).
  "GET /api/pro/analytics": {
    build: async (actors) => {
      await once(actors, "subscription", () => activeSubscription(actors, "userA"));
      return { path: "/api/pro/analytics?range=30" };
    },
    expected: { guest: 401, userA: 200, userB: 402, admin: 401 },
  },
  // Content planning. User A is Pro, B is free (402); on A's own plan B is made Pro too, so the row shows the ownership
  // refusal (403) rather than the paywall.
  "GET /api/pro/plans": {
    build: async (actors) => {
      await once(actors, "subscription", () => activeSubscription(actors, "userA"));
      return { path: "/api/pro/plans?from=2027-01-01&to=2027-12-31" };
    },
    expected: { guest: 401, userA: 200, userB: 402, admin: 401 },
  },
  "POST /api/pro/plans": {
    build: async (actors) => {
      await once(actors, "subscription", () => activeSubscription(actors, "userA"));
      return { path: "/api/pro/plans", body: { caption: "Iftar recipes", date: "2027-02-08", time: "21:30" } };
    },
    expected: { guest: 401, userA: 201, userB: 402, admin: 401 },
  },
  "POST /api/pro/plans/score-text": {
    build: async (actors) => {
      await once(actors, "subscription", () => activeSubscription(actors, "userA"));
      return { path: "/api/pro/plans/score-text", body: { caption: "Which one is yours?", hashtags: "#ramadan" } };
    },
    expected: { guest: 401, userA: 200, userB: 402, admin: 401 },
  },
  "PATCH /api/pro/plans/:id": {
    build: async (actors) => ({
      path: `/api/pro/plans/${await once(actors, "plan", () => planOfA(actors))}`,
      body: { status: "filming" },
    }),
    expected: { guest: 401, userA: 200, userB: 403, admin: 401 },
  },
  "DELETE /api/pro/plans/:id": {
    // A fresh plan of user A for every actor: A's own delete must not hide the answer B would get.
    build: async (actors) => ({ path: `/api/pro/plans/${await planOfA(actors)}` }),
    expected: { guest: 401, userA: 200, userB: 403, admin: 401 },
  },
  "GET /api/pro/posting-windows": {
    build: async (actors) => {
      await once(actors, "subscription", () => activeSubscription(actors, "userA"));
      return { path: "/api/pro/posting-windows?region=SA" };
    },
    expected: { guest: 401, userA: 200, userB: 402, admin: 401 },
  },
  "GET /api/pro/events": {
    build: async (actors) => {
      await once(actors, "subscription", () => activeSubscription(actors, "userA"));
      return { path: "/api/pro/events?from=2027-01-01&to=2027-12-31" };
    },
    expected: { guest: 401, userA: 200, userB: 402, admin: 401 },
  },
  // Competitor comparison. The list shows the 402 of a free user B; on the other routes B has Pro too, so B reaches
  // user A's analyses and comparisons and gets 403 (comparisons.test.ts has every 402).
  "GET /api/pro/comparisons": {
    build: async (actors) => {
      await once(actors, "subscription", () => activeSubscription(actors, "userA"));
      return { path: "/api/pro/comparisons" };
    },
    expected: { guest: 401, userA: 200, userB: 402, admin: 401 },
  },
  "GET /api/pro/compare": {
    build: async (actors) => {
      const [left, right] = await proPair(actors);
      return { path: `/api/pro/compare?left=${left}&right=${right}` };
    },
    expected: { guest: 401, userA: 200, userB: 403, admin: 401 },
  },
  "POST /api/pro/comparisons": {
    build: async (actors) => {
      const [leftAnalysisId, rightAnalysisId] = await proPair(actors);
      return { path: "/api/pro/comparisons", body: { leftAnalysisId, rightAnalysisId, title: "Matrix" } };
    },
    expected: { guest: 401, userA: 201, userB: 403, admin: 401 },
  },
  "GET /api/pro/comparisons/:id": {
    build: async (actors) => ({
      path: `/api/pro/comparisons/${await once(actors, "comparison", () => storedComparison(actors))}`,
    }),
    expected: { guest: 401, userA: 200, userB: 403, admin: 401 },
  },
  "DELETE /api/pro/comparisons/:id": {
    // A fresh comparison for every actor: A's own delete must not hide the answer B would get.
    build: async (actors) => ({ path: `/api/pro/comparisons/${await storedComparison(actors)}` }),
    expected: { guest: 401, userA: 200, userB: 403, admin: 401 },
  },
  // Stripe's webhook does not exist in test mode (the mode tests run in), for anyone.
  "POST /api/stripe/webhook": {
    build: () => ({ path: "/api/stripe/webhook", body: { id: "evt_1" } }),
    expected: all(404),
  },
};

/** Billing state built once per set of actors and shared by the four calls of a row. */
const builtState = new WeakMap<Actors, Map<string, Promise<unknown>>>();
function once<T>(actors: Actors, key: string, make: () => Promise<T>): Promise<T> {
  let state = builtState.get(actors);
  if (!state) builtState.set(actors, (state = new Map()));
  if (!state.has(key)) state.set(key, make());
  return state.get(key) as Promise<T>;
}

/** A promo code taking the given percentage off. */
function promo(actors: Actors, percent: number) {
  return createPromoCode(actors.ctx, {
    code: uniquePromoCode(`M${percent}`),
    discountType: "percentage",
    discountValue: percent,
  });
}

/** A checkout of user A paid in the card form; returns its PaymentIntent id. */
async function paidCheckout(actors: Actors): Promise<string> {
  const checkout = await openCheckout(actors, "userA");
  await confirmWithCard(actors, "userA", checkout.clientSecret);
  return checkout.paymentIntentId;
}

/** User A's first Pro payment, confirmed in the card form but not yet reported to the server. */
async function paidSubscriptionIntent(actors: Actors): Promise<string> {
  const created = await actors
    .as("userA", "POST", "/api/create-subscription")
    .send({ userId: actors.userA.id })
    .expect(200);
  await confirmWithCard(actors, "userA", created.body.clientSecret);
  return created.body.paymentIntentId as string;
}

/** The client secret of a checkout of user A whose card asked for authentication. */
async function checkoutAwaitingAuthentication(actors: Actors): Promise<string> {
  const checkout = await openCheckout(actors, "userA");
  const confirmed = await confirmWithCard(actors, "userA", checkout.clientSecret, TEST_CARDS.authenticationRequired);
  if (confirmed.status !== "requires_action") throw new Error(`expected requires_action, got ${confirmed.status}`);
  return checkout.clientSecret;
}

/** A planned post of user A, with A and B both Pro (so B's refusal is about ownership, not payment). */
async function planOfA(actors: Actors): Promise<number> {
  await once(actors, "subscription", () => activeSubscription(actors, "userA"));
  await once(actors, "subscriptionB", () => activeSubscription(actors, "userB"));
  const plan = await actors.ctx.services.planning.create(actors.userA.id, {
    caption: "Founding Day outfits",
    hashtags: "#يوم_التأسيس",
    date: "2027-02-22",
    time: "20:00",
    timeZone: "Asia/Riyadh",
    status: "idea",
    remindMinutesBefore: null,
  });
  return plan.id;
}

/** Users A and B with Pro, and two analyses of user A to compare. */
async function proPair(actors: Actors): Promise<[number, number]> {
  await once(actors, "subscription", () => activeSubscription(actors, "userA"));
  await once(actors, "subscriptionB", () => activeSubscription(actors, "userB"));
  return once(actors, "pair", async () => [await analysisOf(actors), await storedAnalysis(actors)] as [number, number]);
}

/** A saved comparison of user A's two analyses, with both users on Pro. */
async function storedComparison(actors: Actors): Promise<number> {
  const [leftAnalysisId, rightAnalysisId] = await proPair(actors);
  const [row] = await actors.ctx.database.db
    .insert(comparisons)
    .values({ userId: actors.userA.id, leftAnalysisId, rightAnalysisId, title: "Saved" })
    .returning({ id: comparisons.id });
  return row!.id;
}

const progressRun = new WeakSet<Actors>();

/** A stored analysis row of user A, copied from a real one, without spending another upload. */
async function storedAnalysis(actors: Actors, options: { withPreview?: boolean } = {}): Promise<number> {
  const source = await analysisOf(actors);
  const [row] = await actors.ctx.database.db.select().from(analyses).where(eq(analyses.id, source));
  const { id: _id, createdAt: _createdAt, ...copy } = row!;
  if (options.withPreview) copy.previewJpeg = await encodePreviewJpeg(PREVIEW_FRAME);
  const [inserted] = await actors.ctx.database.db.insert(analyses).values(copy).returning({ id: analyses.id });
  return inserted!.id;
}

/** A small grey frame for the preview still of a copied row. */
const PREVIEW_FRAME = { width: 36, height: 64, rgb: new Uint8Array(36 * 64 * 3).fill(128) };

/** A stored analysis of user A (written by the real upload route; A's trial is spent on it). */
async function analysisOf(actors: Actors): Promise<number> {
  const [row] = await actors.ctx.database.db
    .select({ id: analyses.id })
    .from(analyses)
    .where(eq(analyses.userId, actors.userA.id));
  if (row) return row.id;
  const res = await actors.as("userA", "POST", "/api/analyze").attach("file", image).expect(201);
  return res.body.analysis.id as number;
}

let ctx: TestContext;
let media: Awaited<ReturnType<typeof makeMediaDir>>;
let image: string;
/** A results export in the product's own template, for the import preview. */
let resultsCsv: string;
let routes: Array<{ method: string; path: string }>;
beforeAll(async () => {
  ctx = await createTestContext({ models: false }); // the analyses here are a means, not the subject
  routes = listRoutes(ctx.api);
  media = await makeMediaDir();
  image = await makeImage(path.join(media.dir, "matrix.png"), "360x640");
  resultsCsv = path.join(media.dir, "results.csv");
  fs.writeFileSync(resultsCsv, "caption,posted_on,platform,views\nRiyadh nights,2026-11-20,tiktok,1200\n");
});
afterAll(async () => {
  await ctx?.close();
  media?.cleanup();
});

describe("authorization matrix", () => {
  it("when the router has a route, then the matrix has a row for it (and no row for a route that is gone)", () => {
    const fromRouter = routes.map((r) => `${r.method} ${r.path}`).sort();
    expect(fromRouter.length).toBeGreaterThan(5);
    expect(Object.keys(matrix).sort()).toEqual(fromRouter);
  });

  for (const [route, row] of Object.entries(matrix)) {
    const [method] = route.split(" ") as [string, string];
    it(`when each actor calls ${route}, then the status is ${JSON.stringify(row.expected)}`, async () => {
      const actual: Record<string, number> = {};
      // Each actor calls once, so one set of actors per row is enough (user A's logout cannot affect B).
      const actors = await createActors(ctx);
      for (const actor of ACTORS) {
        const built = await row.build(actors, actor);
        const request = actors.as(actor, method, built.path);
        const res = built.file
          ? await request.attach("file", built.file)
          : built.body === undefined
            ? await request
            : await request.send(built.body as object);
        actual[actor] = res.status;
        if (res.status >= 400)
          expect(res.body, `${actor} ${route}`).toMatchObject({
            message: expect.any(String),
            code: expect.any(String),
          });
      }
      expect(actual).toEqual(row.expected);
    });
  }
});

describe("GET /api/user for each actor", () => {
  it("when each actor asks who is signed in, then a user sees themself and the guest and the admin see user null", async () => {
    const actors = await createActors(ctx);
    const seen: Record<string, number | null> = {};
    for (const actor of ACTORS) {
      const res = await actors.as(actor, "GET", "/api/user").expect(200);
      seen[actor] = res.body.user === null ? null : (res.body.user.id as number);
    }
    expect(seen).toEqual({ guest: null, userA: actors.userA.id, userB: actors.userB.id, admin: null });
  });
});

describe("test mode's card form across users", () => {
  // The client secret reaches only its owner's browser, but the route also has the session: it must not let one user
  // pay, decline or fill in another user's payment or card setup.
  it("when user B confirms user A's open checkout or card setup with A's client secret, then it is refused and A's intents are untouched", async () => {
    const actors = await createActors(ctx);
    const checkout = await openCheckout(actors, "userA");
    const declined = await actors
      .as("userB", "POST", "/api/test-payments/confirm")
      .send({ clientSecret: checkout.clientSecret, ...testCard(TEST_CARDS.declined) });
    expect(declined.status, JSON.stringify(declined.body)).toBe(404);
    const intent = await ctx.services.paymentProvider.retrievePaymentIntent(checkout.paymentIntentId);
    expect(intent).toMatchObject({ status: "requires_payment_method", lastError: null });

    const setup = await actors
      .as("userA", "POST", "/api/setup-payment-method")
      .send({ userId: actors.userA.id })
      .expect(200);
    const filled = await actors
      .as("userB", "POST", "/api/test-payments/confirm")
      .send({ clientSecret: setup.body.clientSecret, ...testCard("5555555555554444") });
    expect(filled.status, JSON.stringify(filled.body)).toBe(404);
    const setupIntent = await ctx.services.paymentProvider.retrieveSetupIntent(setup.body.setupIntentId);
    expect(setupIntent).toMatchObject({ status: "requires_payment_method", paymentMethodId: null });
  });
});

/** Every string in a JSON body, as the path to it and a copy of the body with a NUL byte appended there. */
function nulProbes(body: unknown, path: string[] = []): Array<{ field: string; body: unknown }> {
  if (typeof body === "string") return [{ field: path.join("."), body: `${body}\u0000` }];
  if (Array.isArray(body)) {
    return body.flatMap((item, i) =>
      nulProbes(item, [...path, String(i)]).map((probe) => ({
        field: probe.field,
        body: body.map((other, j) => (j === i ? probe.body : other)),
      })),
    );
  }
  if (body && typeof body === "object") {
    return Object.entries(body as Record<string, unknown>).flatMap(([key, value]) =>
      nulProbes(value, [...path, key]).map((probe) => ({ field: probe.field, body: { ...body, [key]: probe.body } })),
    );
  }
  return [];
}

// A NUL byte in every route's input (PostgreSQL cannot store one; 12 routes used to answer 500): in each string
// of the row's body, in the query, in the path and in an upload's text field, sent by the actor the row lets in.
// Each answer is a 4xx a person can read.
describe("a NUL byte in every route's input", () => {
  for (const [route, row] of Object.entries(matrix)) {
    const [method] = route.split(" ") as [string, string];
    it(`when ${route} gets a NUL byte in each string field, the query and the path, then 4xx every time`, async () => {
      const actors = await createActors(ctx);
      const actor = (["userA", "admin", "guest", "userB"] as const).find((a) => row.expected[a] < 400) ?? "guest";
      const built = await row.build(actors, actor);
      const [pathOnly, query] = built.path.split("?") as [string, string | undefined];
      const probes: Array<{ label: string; path: string; body?: unknown; file?: string; caption?: string }> = [
        { label: "query", path: `${pathOnly}?${query ? `${query}&` : ""}probe=a%00b`, body: built.body },
        { label: "path", path: `${pathOnly}%00${query ? `?${query}` : ""}`, body: built.body },
        ...nulProbes(built.body).map((probe) => ({ label: probe.field, path: built.path, body: probe.body })),
        ...(built.file ? [{ label: "caption", path: built.path, file: built.file, caption: "a\u0000b" }] : []),
      ];
      for (const probe of probes) {
        const request = actors.as(actor, method, probe.path);
        const res = probe.file
          ? await request.field("caption", probe.caption!).attach("file", probe.file)
          : probe.body === undefined
            ? await request
            : await request.send(probe.body as object);
        const label = `${actor} ${route} with a NUL byte in ${probe.label}: ${JSON.stringify(res.body).slice(0, 200)}`;
        expect(res.status, label).toBeGreaterThanOrEqual(400);
        expect(res.status, label).toBeLessThan(500);
      }
    });
  }
});
