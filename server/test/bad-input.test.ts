import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeImage, makeMediaDir } from "./media";
import { seedAnalysis } from "./admin-seed";
import { createTestContext, signUp, type TestContext } from "./app";
import { describeBadInput, expectRefused, send, type Target, useBadInputContext } from "./bad-input-harness";
import { FLASH_OFFER_CODE } from "@shared/constants";
import { TEST_CARDS } from "@shared/billing";
import {
  type Actors,
  activeSubscription,
  confirmedSetupIntent,
  confirmWithCard,
  createActors,
  createPromoCode,
  databaseFingerprint,
  freshPasswordResetToken,
  openCheckout,
  saveCard,
  testCard,
  uniquePromoCode,
} from "./actors";

// Bad input: wrong types, missing fields, 10,000-character strings, malformed JSON, and SQL or HTML special characters,
// for every route that reads input. Each must answer a 4xx JSON error a person can read (never a 500) and leave the
// database exactly as it was. The billing routes also get ids and codes of the wrong shape or of another user, amounts
// out of range, and unknown fields.

const targets: Record<string, Target> = {
  "POST /api/register": {
    method: "POST",
    actor: "guest",
    path: () => "/api/register",
    body: () => ({
      email: `bad${process.pid}@example.com`,
      username: `bad${process.pid}`,
      password: "long enough password",
    }),
  },
  "POST /api/login": {
    method: "POST",
    actor: "guest",
    path: () => "/api/login",
    body: (a) => ({ email: a.userA.email, password: a.userA.password }),
  },
  "POST /api/admin/login": {
    method: "POST",
    actor: "guest",
    path: () => "/api/admin/login",
    body: (a) => ({ username: a.admin.username, password: a.admin.password }),
  },
  "PUT /api/user/:id": {
    method: "PUT",
    actor: "userA",
    path: (a) => `/api/user/${a.userA.id}`,
    // autoChargeEnabled: true needs a saved card (billing's rule); false keeps this target independent of A's cards.
    body: () => ({ username: `renamed${process.pid}`, firstName: "Lina", language: "ar", autoChargeEnabled: false }),
    badPaths: () => ["/api/user/abc", "/api/user/-1", "/api/user/1.5", "/api/user/99999999999", "/api/user/0"],
    freeText: ["firstName"],
    // Another account's address is refused before anything is pending or mailed.
    badBodies: (a) => ({ "another account's e-mail": { email: a.userB.email } }),
  },
  "GET /api/verify-email": {
    method: "GET",
    actor: "guest",
    path: () => "/api/verify-email",
    badPaths: () => [
      "/api/verify-email",
      "/api/verify-email?token=",
      `/api/verify-email?token=${"x".repeat(10_000)}`,
      "/api/verify-email?token=a&token=b",
      "/api/verify-email?token[$ne]=1",
      `/api/verify-email?token=${encodeURIComponent("' OR 1=1 --")}`,
      `/api/verify-email?token=${encodeURIComponent("<script>alert(1)</script>")}`,
    ],
  },
  "POST /api/resend-verification": {
    method: "POST",
    actor: "guest",
    path: () => "/api/resend-verification",
    body: (a) => ({ email: a.userA.email }),
  },
  // Passwords and sessions. A reset or change that got through would move the users digest of the database fingerprint
  // (the password hash) and the sessions count.
  "POST /api/auth/password/forgot": {
    method: "POST",
    actor: "guest",
    path: () => "/api/auth/password/forgot",
    body: (a) => ({ email: a.userA.email }),
  },
  "GET /api/auth/password/reset": {
    method: "GET",
    actor: "guest",
    path: () => "/api/auth/password/reset",
    badPaths: () => [
      "/api/auth/password/reset",
      "/api/auth/password/reset?token=",
      `/api/auth/password/reset?token=${"x".repeat(10_000)}`,
      "/api/auth/password/reset?token=a&token=b",
      "/api/auth/password/reset?token[$ne]=1",
      `/api/auth/password/reset?token=${encodeURIComponent("' OR 1=1 --")}`,
      `/api/auth/password/reset?token=${encodeURIComponent("<script>alert(1)</script>")}`,
      "/api/auth/password/reset?token=not-a-real-token",
      `/api/auth/password/reset?token=${resetLinks.used}`,
      `/api/auth/password/reset?token=${resetLinks.expired}`,
    ],
  },
  "POST /api/auth/password/reset": {
    method: "POST",
    actor: "guest",
    path: () => "/api/auth/password/reset",
    // User A's working link: a variant that got through would change A's password and end A's sessions.
    body: () => ({ token: resetLinks.working, password: "long enough new password" }),
    badValues: () => ({
      token: ["", "   ", "x".repeat(201), "not-a-real-token", resetLinks.used, resetLinks.expired],
      password: ["", "short", "password1", "Password123", "a".repeat(73)],
    }),
  },
  "POST /api/account/password": {
    method: "POST",
    actor: "userA",
    path: () => "/api/account/password",
    body: (a) => ({ currentPassword: a.userA.password, newPassword: "long enough new password" }),
    badValues: (a) => ({
      currentPassword: ["", "not the password", `${a.userA.password} `, "x".repeat(1025)],
      newPassword: ["", "short", "password1", "Password123", "a".repeat(73), a.userA.password],
    }),
  },
  // "Delete my account": a variant that got through would delete user A, which the fingerprint shows.
  "POST /api/account/delete": {
    method: "POST",
    actor: "userA",
    path: () => "/api/account/delete",
    body: (a) => ({ password: a.userA.password }),
    badValues: (a) => ({ password: ["", "not the password", `${a.userA.password} `, "x".repeat(1025)] }),
  },
  "POST /api/contact": {
    method: "POST",
    actor: "guest",
    path: () => "/api/contact",
    body: () => ({
      name: "Huda",
      email: "huda@example.com",
      company: "Jeddah Films",
      subject: "Plans",
      message: "Hello",
    }),
    freeText: ["name", "company", "subject", "message"],
  },
  // Billing. User A has a saved card, an open checkout and a confirmed card setup; B has a card and a checkout too. A
  // request that got through would charge, save a card or grant something, so the fingerprint would move.
  "POST /api/create-payment-intent": {
    method: "POST",
    actor: "userA",
    path: () => "/api/create-payment-intent",
    body: (a) => ({ userId: a.userA.id, promoCode: fx.halfCode, amount: 100 }),
    strict: true,
    badValues: (a) => ({ userId: [...badUserIds(a), "guest"], amount: BAD_AMOUNTS, promoCode: badPromoCodes() }),
  },
  "POST /api/verify-payment": {
    method: "POST",
    actor: "userA",
    path: () => "/api/verify-payment",
    body: (a) => ({ userId: a.userA.id, paymentIntentId: fx.checkoutA.paymentIntentId, requestId: "req-0001-abcd" }),
    strict: true,
    badValues: (a) => ({
      userId: badUserIds(a),
      paymentIntentId: badProviderIds("pi", fx.checkoutB.paymentIntentId),
      requestId: BAD_REQUEST_IDS,
    }),
  },
  "POST /api/charge-stored-payment": {
    method: "POST",
    actor: "userA",
    path: () => "/api/charge-stored-payment",
    body: (a) => ({ userId: a.userA.id, amount: 1, promoCode: fx.halfCode, requestId: "charge-0001-abcd" }),
    strict: true,
    badValues: (a) => ({
      userId: badUserIds(a),
      amount: BAD_AMOUNTS,
      promoCode: badPromoCodes(),
      requestId: BAD_REQUEST_IDS,
    }),
  },
  "POST /api/setup-payment-method": {
    method: "POST",
    actor: "userA",
    path: () => "/api/setup-payment-method",
    body: (a) => ({ userId: a.userA.id }),
    strict: true,
    badValues: (a) => ({ userId: badUserIds(a) }),
  },
  "POST /api/confirm-payment-method": {
    method: "POST",
    actor: "userA",
    path: () => "/api/confirm-payment-method",
    // setupA is confirmed and not yet saved: any variant that got through would save a second card.
    body: (a) => ({
      userId: a.userA.id,
      setupIntentId: fx.setupA,
      paymentMethodId: fx.cardA.paymentMethodId,
      isDefault: true,
      autoCharge: false,
    }),
    strict: true,
    badValues: (a) => ({
      userId: badUserIds(a),
      // B's confirmed setup, and A's setup whose card form was never completed.
      setupIntentId: [...badProviderIds("seti", fx.setupB), fx.unconfirmedSetupA],
      // Informational only (the card is read from the SetupIntent), so a well-formed unknown pm_ id is not an error.
      paymentMethodId: badProviderIds("pm").filter((id) => id !== UNKNOWN_ID("pm")),
      isDefault: ["true", 1],
      autoCharge: ["false", 0],
    }),
    badBodies: (a) => ({
      // The same card number as A's saved card: refused as a duplicate, and the new provider card detached.
      "the same card twice": { userId: a.userA.id, setupIntentId: fx.duplicateSetupA },
    }),
  },
  "POST /api/get-payment-methods": {
    method: "POST",
    actor: "userA",
    path: () => "/api/get-payment-methods",
    body: () => ({ customerId: fx.cardA.customerId }),
    strict: true,
    badValues: () => ({ customerId: badProviderIds("cus", fx.cardB.customerId) }),
  },
  "DELETE /api/payment-method/:id": {
    method: "DELETE",
    actor: "userA",
    path: () => `/api/payment-method/${fx.cardA.paymentMethodId}`,
    badPaths: () => [
      "/api/payment-method/abc",
      "/api/payment-method/pm_",
      "/api/payment-method/-1",
      "/api/payment-method/1.5",
      "/api/payment-method/99999999999",
      `/api/payment-method/${encodeURIComponent("pm_1' OR '1'='1")}`,
      `/api/payment-method/${encodeURIComponent("pm_1; DROP TABLE payment_methods; --")}`,
      `/api/payment-method/${encodeURIComponent('pm_<script>alert("x")</script>')}`,
      `/api/payment-method/pm_${"a".repeat(10_000)}`,
      "/api/payment-method/pm_%zz",
      "/api/payment-method/pm_test_doesnotexist000000000000",
      `/api/payment-method/${fx.cardB.paymentMethodId}`,
    ],
  },
  "POST /api/validate-promo-code": {
    method: "POST",
    actor: "userA",
    path: () => "/api/validate-promo-code",
    body: (a) => ({ code: fx.halfCode, userId: a.userA.id, target: "analysis" }),
    strict: true,
    // An unknown but well-formed code is a 200 {valid: false}, not an error: only malformed ones here.
    badValues: (a) => ({ code: MALFORMED_PROMO_CODES, userId: badUserIds(a), target: BAD_TARGETS }),
  },
  "POST /api/apply-promo-code": {
    method: "POST",
    actor: "userA",
    path: () => "/api/apply-promo-code",
    // A code worth the whole analysis: a variant that got through would grant a credit.
    body: (a) => ({ code: fx.freeCode, userId: a.userA.id, type: "analysis" }),
    strict: true,
    badValues: (a) => ({
      // The half code is valid but takes only part of the price: it cannot be applied on its own.
      code: [...badPromoCodes(), fx.halfCode],
      userId: badUserIds(a),
      type: BAD_TARGETS,
      // B's payment, and A's checkout that has not been paid.
      paymentIntentId: [...badProviderIds("pi", fx.checkoutB.paymentIntentId), fx.checkoutA.paymentIntentId],
    }),
  },
  "POST /api/create-subscription": {
    method: "POST",
    actor: "userA",
    path: () => "/api/create-subscription",
    body: (a) => ({ userId: a.userA.id, amount: 10, promoCode: fx.halfCode, offerToken: fx.offerToken }),
    strict: true,
    badValues: (a) => ({
      userId: badUserIds(a),
      amount: BAD_AMOUNTS,
      promoCode: badPromoCodes(),
      offerToken: [
        "",
        "x".repeat(401),
        `${FLASH_OFFER_CODE}.${Date.now() + 300_000}.<script>`,
        // Forged: a later expiry with the old signature, a made-up signature, another code name.
        fx.offerToken.replace(/\.(\d+)\./, (_m, exp: string) => `.${Number(exp) + 3_600_000}.`),
        `${FLASH_OFFER_CODE}.${Date.now() + 300_000}.${"A".repeat(43)}`,
        fx.offerToken.replace(FLASH_OFFER_CODE, "FLASH90"),
        fx.expiredOfferToken,
      ],
    }),
  },
  "POST /api/update-subscription-status": {
    method: "POST",
    actor: "userA",
    path: () => "/api/update-subscription-status",
    body: (a) => ({ userId: a.userA.id, paymentIntentId: fx.checkoutA.paymentIntentId }),
    strict: true,
    badValues: (a) => ({
      userId: badUserIds(a),
      paymentIntentId: badProviderIds("pi", fx.checkoutB.paymentIntentId),
    }),
  },
  "GET /api/user/:id/subscription-status": {
    method: "GET",
    actor: "userA",
    path: (a) => `/api/user/${a.userA.id}/subscription-status`,
    badPaths: (a) => [
      "/api/user/abc/subscription-status",
      "/api/user/-1/subscription-status",
      "/api/user/0/subscription-status",
      "/api/user/1.5/subscription-status",
      "/api/user/99999999999/subscription-status",
      `/api/user/${encodeURIComponent("1 OR 1=1")}/subscription-status`,
      `/api/user/${a.userB.id}/subscription-status`,
    ],
  },
  "POST /api/cancel-subscription": {
    method: "POST",
    actor: "userA",
    path: () => "/api/cancel-subscription",
    body: (a) => ({ userId: a.userA.id }),
    strict: true,
    badValues: (a) => ({ userId: badUserIds(a) }),
    // A has no subscription: the well-formed request is refused too, and changes nothing.
    badBodies: (a) => ({ "no subscription to cancel": { userId: a.userA.id } }),
    control: false,
  },
  "POST /api/reactivate-subscription": {
    method: "POST",
    actor: "userA",
    path: () => "/api/reactivate-subscription",
    body: (a) => ({ userId: a.userA.id }),
    strict: true,
    badValues: (a) => ({ userId: badUserIds(a) }),
    badBodies: (a) => ({ "no subscription to reactivate": { userId: a.userA.id } }),
    control: false,
  },
  "POST /api/test-payments/confirm": {
    method: "POST",
    actor: "userA",
    path: () => "/api/test-payments/confirm",
    // A's open checkout with the card that succeeds: a variant that got through would pay it.
    body: () => ({ clientSecret: fx.checkoutA.clientSecret, ...testCard() }),
    strict: true,
    badValues: () => ({
      clientSecret: ["", "x".repeat(201), "pi_test_0000_secret_0000", `${fx.checkoutA.paymentIntentId}_secret_0000`],
      cardNumber: ["", "abcd", "4242", "4".repeat(20), "4242-4242-4242-424x", "４２４２４２４２４２４２４２４２"],
      expMonth: [0, 13, -1, 1.5, "12"],
      expYear: [1999, 2101, 2030.5, "2030"],
      cvc: ["", "12", "12345", "abc", "12a"],
    }),
  },
  "POST /api/test-payments/authenticate": {
    method: "POST",
    actor: "userA",
    path: () => "/api/test-payments/authenticate",
    // A's checkout waiting for authentication: a variant that got through would approve it.
    body: () => ({ clientSecret: fx.authCheckoutA.clientSecret, approve: true }),
    strict: true,
    badValues: () => ({
      clientSecret: ["", "x".repeat(201), "seti_test_00_secret_00", `${fx.authCheckoutA.paymentIntentId}_secret_0000`],
      approve: ["true", 1, 0, "yes"],
    }),
  },
};

const BAD_AMOUNTS: unknown[] = [-1, -0.01, 1_000_001, 1e12, Number.MAX_SAFE_INTEGER, "1", "4.99"];
const BAD_REQUEST_IDS: unknown[] = ["", "short", "a".repeat(65), "req id 12345", "<script>x</script>", "1' OR '1'='1"];
const BAD_TARGETS: unknown[] = ["", "other", "ANALYSIS", "subscriptions"];
/** Codes the schema refuses: empty, blank, too long, characters outside letters, digits, dashes, underscores. */
const MALFORMED_PROMO_CODES: unknown[] = [
  "",
  "   ",
  "\t\n",
  "A".repeat(41),
  "TWO WORDS",
  "ÜBER50",
  "SAVE%20",
  "CODE;DROP",
  "a".repeat(10_000),
];

/** userIds of the wrong shape, plus user B's (the right shape, someone else's: 403). */
function badUserIds(a: Actors): unknown[] {
  return [-1, 0, 1.5, 2_147_483_648, 1e20, String(a.userA.id), `${a.userA.id} OR 1=1`, a.userB.id];
}

/** Well-formed codes that cannot be used here: unknown, used up. */
function badPromoCodes(): unknown[] {
  return [...MALFORMED_PROMO_CODES, "NOSUCHCODE", fx.usedUpCode];
}

const UNKNOWN_ID = (prefix: string) => `${prefix}_test_doesnotexist0000000000000`;

/** Provider ids of the wrong shape, an unknown one of the right shape, and the given ones of another user. */
function badProviderIds(prefix: "pi" | "seti" | "pm" | "cus", ...othersIds: string[]): unknown[] {
  const other = prefix === "pi" ? "seti" : "pi";
  return [
    "",
    `${prefix}_`,
    `${other}_test_abc123`,
    `${prefix.toUpperCase()}_test_abc123`,
    `${prefix}_1' OR '1'='1`,
    `${prefix}_1; DROP TABLE payments; --`,
    `${prefix}_<script>alert(1)</script>`,
    `${prefix}_${"a".repeat(121)}`,
    UNKNOWN_ID(prefix),
    ...othersIds,
  ];
}

/** Billing state built through the API: user A's and B's cards, checkouts, card setups, promo codes, offers. */
type Fixtures = {
  cardA: { paymentMethodId: string; customerId: string };
  cardB: { paymentMethodId: string; customerId: string };
  checkoutA: { paymentIntentId: string; clientSecret: string };
  checkoutB: { paymentIntentId: string; clientSecret: string };
  authCheckoutA: { paymentIntentId: string; clientSecret: string };
  setupA: string;
  setupB: string;
  unconfirmedSetupA: string;
  duplicateSetupA: string;
  halfCode: string;
  freeCode: string;
  usedUpCode: string;
  offerToken: string;
  expiredOfferToken: string;
};
let fx: Fixtures;

let ctx: TestContext;
let actors: Actors;
let png: Buffer;
beforeAll(async () => {
  ctx = await createTestContext({ models: false }); // the analyses here are a means, not the subject
  actors = await createActors(ctx);
  useBadInputContext(ctx, actors);
  fx = await buildBillingFixtures(actors);
  const media = await makeMediaDir();
  png = fs.readFileSync(await makeImage(path.join(media.dir, "bad-input.png"), "64x64"));
  media.cleanup();
});
afterAll(async () => {
  await ctx?.close();
});

/** User A's password-reset links: one that works, one already used, one past its hour. */
let resetLinks: { working: string; used: string; expired: string };
beforeAll(async () => {
  resetLinks = {
    working: await freshPasswordResetToken(ctx, actors.userA),
    used: await freshPasswordResetToken(ctx, actors.userA, "used"),
    expired: await freshPasswordResetToken(ctx, actors.userA, "expired"),
  };
});

async function buildBillingFixtures(users: Actors): Promise<Fixtures> {
  const f = {} as Fixtures;
  f.cardA = await saveCard(users, "userA");
  f.cardB = await saveCard(users, "userB");
  f.checkoutA = await openCheckout(users, "userA");
  f.checkoutB = await openCheckout(users, "userB");
  f.setupA = await confirmedSetupIntent(users, "userA", "5555555555554444");
  f.setupB = await confirmedSetupIntent(users, "userB", "5555555555554444");
  f.duplicateSetupA = await confirmedSetupIntent(users, "userA", TEST_CARDS.success);
  const unconfirmed = await users
    .as("userA", "POST", "/api/setup-payment-method")
    .send({ userId: users.userA.id })
    .expect(200);
  f.unconfirmedSetupA = unconfirmed.body.setupIntentId;
  // A second checkout of A (another amount: the 50% code) whose card asks for authentication.
  f.halfCode = (
    await createPromoCode(users.ctx, { code: uniquePromoCode("HALF"), discountType: "percentage", discountValue: 50 })
  ).code;
  const auth = await users
    .as("userA", "POST", "/api/create-payment-intent")
    .send({ userId: users.userA.id, promoCode: f.halfCode })
    .expect(200);
  f.authCheckoutA = { paymentIntentId: auth.body.paymentIntentId, clientSecret: auth.body.clientSecret };
  const asked = await confirmWithCard(users, "userA", f.authCheckoutA.clientSecret, TEST_CARDS.authenticationRequired);
  expect(asked.status).toBe("requires_action");
  f.freeCode = (
    await createPromoCode(users.ctx, { code: uniquePromoCode("FREE"), discountType: "percentage", discountValue: 100 })
  ).code;
  f.usedUpCode = (
    await createPromoCode(users.ctx, {
      code: uniquePromoCode("GONE"),
      discountType: "fixed",
      discountValue: 50,
      maxUses: 0,
    })
  ).code;
  f.offerToken = (await users.as("userA", "POST", "/api/flash-offer").expect(200)).body.token;
  // An offer shown ten minutes ago has expired (offers last five minutes).
  const now = users.ctx.clock.now();
  users.ctx.clock.set(new Date(now.getTime() - 10 * 60_000));
  f.expiredOfferToken = (await users.as("userA", "POST", "/api/flash-offer").expect(200)).body.token;
  users.ctx.clock.set(now);
  return f;
}

describeBadInput(targets);

describe("bad input to the upload routes (POST /api/analyze, POST /api/test-quicktime)", () => {
  const upload = (route: string) => actors.as("userA", "POST", route);
  const refusedUpload = async (
    label: string,
    send: (route: string) => Promise<{ status: number; body: { message?: string; code?: string } }>,
  ) => {
    for (const route of ["/api/analyze", "/api/test-quicktime"]) {
      const before = await databaseFingerprint(ctx);
      const res = await send(route);
      expect(res.status, `${label} ${route}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, label).toBeLessThan(500);
      expect(res.body.message, label).toEqual(expect.any(String));
      expect(await databaseFingerprint(ctx), `${label} changed the database`).toBe(before);
      expect(
        fs.existsSync(ctx.config.uploadDir) ? fs.readdirSync(ctx.config.uploadDir) : [],
        `${label} left a file`,
      ).toEqual([]);
    }
  };

  it("when the file is not media (text renamed .mp4, a GIF, random bytes), then 415 whatever the declared type", async () => {
    await refusedUpload("text as mp4", (r) =>
      upload(r).attach("file", Buffer.from("just text\n".repeat(100)), {
        filename: "clip.mp4",
        contentType: "video/mp4",
      }),
    );
    await refusedUpload("gif", (r) =>
      upload(r).attach("file", Buffer.from("GIF89a" + "x".repeat(100)), {
        filename: "a.png",
        contentType: "image/png",
      }),
    );
    await refusedUpload("random", (r) =>
      upload(r).attach("file", Buffer.alloc(4096, 0xab), { filename: "a.mov", contentType: "video/quicktime" }),
    );
  });

  it("when the file is missing, or the body is JSON or malformed multipart, then 4xx", async () => {
    await refusedUpload("no file", (r) => upload(r).field("caption", "hi"));
    await refusedUpload("json body", (r) => upload(r).send({ caption: "hi" }));
    await refusedUpload("bad multipart", (r) =>
      upload(r)
        .set("Content-Type", "multipart/form-data; boundary=zzz")
        .send('--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.mp4"\r\n\r\nabc'),
    );
    await refusedUpload("two files", (r) => upload(r).attach("file", png).attach("file", png));
    await refusedUpload("other field name", (r) => upload(r).attach("video", png));
  });

  it("when text fields are too long or of the wrong kind, then 400 and the file is deleted", async () => {
    await refusedUpload("caption x10000", (r) => upload(r).field("caption", "a".repeat(10_000)).attach("file", png));
    await refusedUpload("hashtags x10000", (r) => upload(r).field("hashtags", "#a".repeat(5_000)).attach("file", png));
    await refusedUpload("userId text", (r) => upload(r).field("userId", "abc").attach("file", png));
    await refusedUpload("userId SQL", (r) => upload(r).field("userId", "1 OR 1=1").attach("file", png));
    await refusedUpload("requestId HTML", (r) =>
      upload(r).field("requestId", "<script>alert(1)</script>").attach("file", png),
    );
    await refusedUpload("someone else's userId", (r) =>
      upload(r).field("userId", String(actors.userB.id)).attach("file", png),
    );
  });
});

describe("bad ids in the analysis read routes", () => {
  it("when ids are not positive whole numbers, then 400 and nothing changes", async () => {
    const target: Target = { method: "GET", actor: "userA", path: () => "" };
    for (const path of [
      "/api/analyses/abc",
      "/api/analyses/-3",
      "/api/analysis/1.5",
      "/api/analysis/99999999999",
      "/api/analysis-progress/<script>",
      "/api/analysis-progress/short",
      "/api/analysis/abc/preview",
      "/api/analysis/-1/preview",
      "/api/analysis/0/preview",
      "/api/analysis/1.5/preview",
      "/api/analysis/99999999999/preview",
      `/api/analysis/${encodeURIComponent("1 OR 1=1")}/preview`,
      `/api/analysis/${encodeURIComponent("<img src=x>")}/preview`,
      "/api/analysis/999999/preview", // well-formed but no such analysis: 404
    ]) {
      await expectRefused(target, path, path);
    }
    const remove: Target = { method: "DELETE", actor: "userA", path: () => "" };
    await expectRefused(remove, "DELETE /api/analysis/abc", "/api/analysis/abc");
    await expectRefused(remove, "DELETE /api/analysis/999999", "/api/analysis/999999");
  });
});

describe("bad input to the account routes that read no body", () => {
  it("when POST /api/account/email/cancel gets malformed JSON or a body, then malformed JSON is 400 and a body changes nothing", async () => {
    const target: Target = { method: "POST", actor: "userA", path: () => "/api/account/email/cancel" };
    const malformed = await expectRefused(target, "malformed JSON", "/api/account/email/cancel", undefined, '{"a":');
    expect(malformed.body.code).toBe("MALFORMED_JSON");
    // Nothing is pending for A: whatever the body says (another user's id), nothing is written.
    const before = await databaseFingerprint(ctx);
    const res = await send(target, "/api/account/email/cancel", { userId: actors.userB.id, email: "x@example.com" });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(actors.userA.id);
    expect(await databaseFingerprint(ctx)).toBe(before);
  });
});

describe("bad input to GET /api/pro/analytics", () => {
  // Its own Pro user: the route answers a free user 402 before reading the query, which would hide a missing
  // validation. Every refusal must be exactly 400 and leave the database as it was.
  it("when the range or the query is malformed, then 400 naming the problem and nothing changes", async () => {
    const pro = await createActors(ctx);
    await activeSubscription(pro, "userA");
    const target: Target = { method: "GET", actor: "userA", path: () => "/api/pro/analytics" };
    useBadInputContext(ctx, pro);
    try {
      for (const query of [
        "range=7",
        "range=",
        "range=ALL",
        "range=30.0",
        `range=${"9".repeat(10_000)}`,
        "range=30&range=90",
        "range[$ne]=1",
        `range=${encodeURIComponent("' OR '1'='1'; DROP TABLE users; --")}`,
        `range=${encodeURIComponent("<script>alert(1)</script>")}`,
        "days=30",
        `userId=${pro.userB.id}`,
      ]) {
        const res = await expectRefused(target, query.slice(0, 60), `/api/pro/analytics?${query}`);
        expect(res.status, query.slice(0, 60)).toBe(400);
        expect(res.body.code).toBe("VALIDATION_FAILED");
      }
      // The control: the same user's valid request is answered.
      await pro.as("userA", "GET", "/api/pro/analytics?range=all").expect(200);
    } finally {
      useBadInputContext(ctx, actors);
    }
  });
});

describe("bad input to the comparison routes", () => {
  // Its own Pro user with two analyses, as for /api/pro/analytics: a free user's 402 would hide a missing
  // validation. Every refusal must be 4xx (400 for a malformed one) and leave the database as it was.
  it("when ids, queries or bodies are malformed, then 400 naming the problem and nothing changes", async () => {
    const pro = await createActors(ctx);
    await activeSubscription(pro, "userA");
    const upload = () => pro.as("userA", "POST", "/api/analyze").attach("file", png, "cut.png").expect(201);
    const left = (await upload()).body.analysis.id as number;
    const right = (await upload()).body.analysis.id as number;
    useBadInputContext(ctx, pro);
    try {
      const read: Target = { method: "GET", actor: "userA", path: () => "" };
      for (const query of [
        "",
        `left=${left}`,
        `left=${left}&right=${left}`,
        `left=abc&right=${right}`,
        `left=-1&right=${right}`,
        `left=1.5&right=${right}`,
        `left=99999999999&right=${right}`,
        `left=${left}&left=${right}&right=${right}`,
        `left[$ne]=1&right=${right}`,
        `left=${encodeURIComponent("1 OR 1=1")}&right=${right}`,
        `left=${left}&right=${encodeURIComponent("<script>alert(1)</script>")}`,
      ]) {
        const res = await expectRefused(read, query || "no query", `/api/pro/compare?${query}`);
        expect(res.status, query).toBe(400);
      }
      for (const id of ["abc", "-1", "0", "1.5", "99999999999", encodeURIComponent("1 OR 1=1")]) {
        expect((await expectRefused(read, `GET ${id}`, `/api/pro/comparisons/${id}`)).status).toBe(400);
        const remove: Target = { method: "DELETE", actor: "userA", path: () => "" };
        expect((await expectRefused(remove, `DELETE ${id}`, `/api/pro/comparisons/${id}`)).status).toBe(400);
      }
      const create: Target = { method: "POST", actor: "userA", path: () => "/api/pro/comparisons" };
      const valid = { leftAnalysisId: left, rightAnalysisId: right, title: "Cut A vs cut B" };
      const malformed = await expectRefused(create, "malformed JSON", "/api/pro/comparisons", undefined, '{"a":');
      expect(malformed.body.code).toBe("MALFORMED_JSON");
      for (const [label, body] of Object.entries({
        empty: {},
        "not an object": [valid],
        "the same analysis twice": { ...valid, rightAnalysisId: left },
        "left missing": { rightAnalysisId: right },
        "left as text": { ...valid, leftAnalysisId: "abc" },
        "left negative": { ...valid, leftAnalysisId: -4 },
        "left too large": { ...valid, leftAnalysisId: 99_999_999_999 },
        "left as an object": { ...valid, leftAnalysisId: { $ne: 1 } },
        "right null": { ...valid, rightAnalysisId: null },
        "title too long": { ...valid, title: "t".repeat(10_000) },
        "title as a number": { ...valid, title: 12345 },
      })) {
        const res = await expectRefused(create, label, "/api/pro/comparisons", body);
        expect(res.status, label).toBe(400);
        expect(res.body.code, label).toBe("VALIDATION_FAILED");
      }
      // A well-formed id of no analysis is 404, and nothing is stored.
      expect(
        (await expectRefused(create, "missing", "/api/pro/comparisons", { ...valid, rightAnalysisId: 999999 })).status,
      ).toBe(404);
      // The control: the same valid request is answered, and a title with special characters is stored verbatim.
      const title = "' OR '1'='1'; <script>alert(1)</script>";
      const saved = await pro
        .as("userA", "POST", "/api/pro/comparisons")
        .send({ ...valid, title })
        .expect(201);
      expect(saved.body.comparison.title).toBe(title);
    } finally {
      useBadInputContext(ctx, actors);
    }
  });
});

describe("bad input anywhere", () => {
  it("when a JSON body is larger than 100 kB, then 413 and nothing changes", async () => {
    const target = targets["POST /api/contact"]!;
    const before = await databaseFingerprint(ctx);
    const res = await send(target, "/api/contact", {
      name: "x",
      email: "x@example.com",
      subject: "s",
      message: "m".repeat(200_000),
    });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe("PAYLOAD_TOO_LARGE");
    expect(await databaseFingerprint(ctx)).toBe(before);
  });

  it("when an unknown API path is called, then a JSON 404", async () => {
    const res = await ctx.request().get("/api/does-not-exist").expect(404);
    expect(res.body).toMatchObject({ code: "NOT_FOUND", message: expect.stringContaining("/api/does-not-exist") });
  });
});

describe("bad input to the content planning routes", () => {
  // Their own Pro users (A and B): the routes answer a free user 402 before reading the input, which would hide a
  // missing validation. Each refusal must be 4xx and leave the database as it was.
  let pro: Actors;
  const plans: { ofA: number; ofB: number } = { ofA: 0, ofB: 0 };
  const validPlan = () => ({
    caption: "Three iftar recipes: which one first?",
    hashtags: "#ramadan #iftar",
    date: "2027-02-08",
    time: "21:30",
    timeZone: "Asia/Riyadh",
    status: "idea",
    remindMinutesBefore: 60,
  });
  const planBadValues = () => ({
    date: ["2027-02-30", "08/02/2027", "2027-2-8", "2027-02-08T21:30", ""],
    time: ["25:00", "21:60", "9:30", "21:30:00", ""],
    timeZone: ["Mars/Olympus", "GMT+3", "../etc/passwd", ""],
    status: ["done", "IDEA", ""],
    remindMinutesBefore: [-5, 0, 1.5, 100_000, "60"],
  });
  const planTargets: Record<string, Target> = {
    "POST /api/pro/plans": {
      method: "POST",
      actor: "userA",
      path: () => "/api/pro/plans",
      body: validPlan,
      freeText: ["caption", "hashtags"],
      nullable: ["remindMinutesBefore"],
      strict: true,
      badValues: planBadValues,
    },
    "PATCH /api/pro/plans/:id": {
      method: "PATCH",
      actor: "userA",
      path: () => `/api/pro/plans/${plans.ofA}`,
      body: validPlan,
      freeText: ["caption", "hashtags"],
      nullable: ["remindMinutesBefore"],
      strict: true,
      badValues: planBadValues,
      badPaths: () => [
        "/api/pro/plans/abc",
        "/api/pro/plans/-1",
        "/api/pro/plans/0",
        "/api/pro/plans/1.5",
        "/api/pro/plans/99999999999",
        "/api/pro/plans/999999", // well-formed, no such plan: 404
        `/api/pro/plans/${plans.ofB}`, // another user's plan: 403
      ],
      badBodies: () => ({ "nothing to change": {}, "userId of another user": { userId: 1 } }),
    },
    "POST /api/pro/plans/score-text": {
      method: "POST",
      actor: "userA",
      path: () => "/api/pro/plans/score-text",
      body: () => ({ caption: "Which one are you making tonight?", hashtags: "#ramadan #iftar" }),
      freeText: ["caption", "hashtags"],
      strict: true,
    },
    "GET /api/pro/plans": {
      method: "GET",
      actor: "userA",
      path: () => "/api/pro/plans",
      badPaths: () => rangeBadPaths("/api/pro/plans"),
    },
    "GET /api/pro/events": {
      method: "GET",
      actor: "userA",
      path: () => "/api/pro/events",
      badPaths: () => rangeBadPaths("/api/pro/events"),
    },
    "GET /api/pro/posting-windows": {
      method: "GET",
      actor: "userA",
      path: () => "/api/pro/posting-windows",
      badPaths: () =>
        [
          "region=",
          "region=sa",
          "region=ZZ",
          "region=SA&region=AE",
          "region[$ne]=1",
          `region=${encodeURIComponent("' OR 1=1 --")}`,
          `region=${"S".repeat(10_000)}`,
          "tz=Asia/Riyadh",
        ].map((q) => `/api/pro/posting-windows?${q}`),
    },
    "DELETE /api/pro/plans/:id": {
      method: "DELETE",
      actor: "userA",
      path: () => `/api/pro/plans/${plans.ofA}`,
      badPaths: () => [
        "/api/pro/plans/abc",
        "/api/pro/plans/-1",
        "/api/pro/plans/1.5",
        `/api/pro/plans/${encodeURIComponent("1 OR 1=1")}`,
        "/api/pro/plans/999999",
        `/api/pro/plans/${plans.ofB}`,
      ],
    },
  };
  function rangeBadPaths(route: string): string[] {
    return [
      "from=2027-02-30",
      "from=tomorrow",
      "to=2027-13-01",
      "from=2027-03-01&to=2027-02-01",
      "from=2027-01-01&to=2030-01-01",
      "from=2027-01-01&from=2027-02-01",
      "from[$ne]=1",
      `from=${encodeURIComponent("' OR '1'='1'; DROP TABLE users; --")}`,
      `to=${encodeURIComponent("<script>alert(1)</script>")}`,
      `from=${"9".repeat(10_000)}`,
      "userId=1",
    ].map((q) => `${route}?${q}`);
  }

  beforeAll(async () => {
    pro = await createActors(ctx);
    await activeSubscription(pro, "userA");
    await activeSubscription(pro, "userB");
    const make = async (actor: "userA" | "userB") =>
      (await pro.as(actor, "POST", "/api/pro/plans").send(validPlan()).expect(201)).body.plan.id as number;
    plans.ofA = await make("userA");
    plans.ofB = await make("userB");
    useBadInputContext(ctx, pro);
  });
  afterAll(() => {
    useBadInputContext(ctx, actors);
  });

  describeBadInput(planTargets);

  it("when the valid requests are sent, then they are answered (the control)", async () => {
    await pro.as("userA", "GET", "/api/pro/plans?from=2027-01-01&to=2027-12-31").expect(200);
    await pro.as("userA", "GET", "/api/pro/events?from=2027-01-01&to=2028-12-31").expect(200);
    await pro.as("userA", "GET", "/api/pro/posting-windows?region=SA").expect(200);
    await pro.as("userA", "PATCH", `/api/pro/plans/${plans.ofA}`).send({ status: "ready" }).expect(200);
    await pro.as("userA", "DELETE", `/api/pro/plans/${plans.ofA}`).expect(200);
  });
});

describe("bad input to the post results routes", () => {
  // An analysis of A's and one of B's, seeded: recording a result reads no upload. Every refusal must be 4xx with
  // the field named, and leave the database as it was.
  const posts = { ofA: 0, ofB: 0 };
  const validOutcome = () => ({
    platform: "instagram",
    postedOn: "2026-11-18",
    views: 5400,
    likes: 410,
    comments: 37,
    shares: 12,
    saves: 58,
    averageWatchSeconds: 7.5,
    watchedPercent: 38,
    followers: 2100,
    link: "https://www.instagram.com/reel/abc123/",
  });
  const badPostPaths = (suffix: string) => () => [
    `/api/analyses/abc${suffix}`,
    `/api/analyses/-1${suffix}`,
    `/api/analyses/0${suffix}`,
    `/api/analyses/1.5${suffix}`,
    `/api/analyses/99999999999${suffix}`,
    `/api/analyses/${encodeURIComponent("1 OR 1=1")}${suffix}`,
    `/api/analyses/999999${suffix}`, // well-formed, no such analysis: 404
    `/api/analyses/${posts.ofB}${suffix}`, // another user's analysis: 403
  ];
  const outcomeTargets: Record<string, Target> = {
    "POST /api/analyses/:id/outcomes": {
      method: "POST",
      actor: "userA",
      path: () => `/api/analyses/${posts.ofA}/outcomes`,
      body: validOutcome,
      freeText: ["link"],
      nullable: ["likes", "comments", "shares", "saves", "averageWatchSeconds", "watchedPercent", "followers", "link"],
      strict: true,
      badValues: () => ({
        platform: ["TikTok", "myspace", ""],
        postedOn: ["2026-02-30", "18/11/2026", "2026-11-18T10:00", ""],
        views: [-1, 1.5, "5400", 1e15, Number.MAX_SAFE_INTEGER],
        likes: [-3, 2.5, "410"],
        watchedPercent: [-1, 101, "38"],
        averageWatchSeconds: [-2, 10_000],
        followers: [-1, 0.5, 5_000_000_000],
        link: [`https://example.com/${"a".repeat(600)}`],
      }),
      badPaths: badPostPaths("/outcomes"),
    },
    "POST /api/outcomes/import": {
      method: "POST",
      actor: "userA",
      path: () => "/api/outcomes/import",
      body: () => ({ rows: [{ analysisId: posts.ofA, ...validOutcome() }] }),
      strict: true,
      badValues: () => ({
        rows: [
          [],
          "rows",
          [{ ...validOutcome() }],
          [{ analysisId: posts.ofA, ...validOutcome(), views: -1 }],
          [{ analysisId: "1", ...validOutcome() }],
          [{ analysisId: posts.ofB, ...validOutcome() }], // another user's analysis: 403, nothing stored
          Array.from({ length: 1001 }, () => ({ analysisId: posts.ofA, ...validOutcome() })),
        ],
      }),
    },
    "PUT /api/analyses/:id/posted": {
      method: "PUT",
      actor: "userA",
      path: () => `/api/analyses/${posts.ofA}/posted`,
      body: () => ({ remind: true }),
      strict: true,
      badValues: () => ({ remind: ["yes", 1, 0] }),
      badPaths: badPostPaths("/posted"),
    },
    "GET /api/analyses/:id/outcomes": {
      method: "GET",
      actor: "userA",
      path: () => `/api/analyses/${posts.ofA}/outcomes`,
      badPaths: badPostPaths("/outcomes"),
    },
  };

  beforeAll(async () => {
    posts.ofA = (await seedAnalysis(ctx, { userId: actors.userA.id, fileName: "mine.mp4", viralScore: 70 })).id;
    posts.ofB = (await seedAnalysis(ctx, { userId: actors.userB.id, fileName: "theirs.mp4", viralScore: 60 })).id;
  });

  describeBadInput(outcomeTargets);
});

describe("bad input from a user who has no payment customer yet", () => {
  // User A and B already have provider customers, so a customer created too early would not show there.
  it("when a payment request is refused, then no provider customer, card, payment or subscription is created", async () => {
    const { agent, user } = await signUp(ctx, "nocus");
    const refused = async (label: string, path: string, body: Record<string, unknown>) => {
      const before = await databaseFingerprint(ctx);
      const res = await agent.post(path).send(body);
      expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, label).toBeLessThan(500);
      expect(res.body.message, label).toEqual(expect.any(String));
      expect(await databaseFingerprint(ctx), `${label} changed the database`).toBe(before);
    };
    await refused("unknown promo code", "/api/create-payment-intent", { userId: user.id, promoCode: "NOSUCHCODE" });
    await refused("used-up promo code", "/api/create-payment-intent", { userId: user.id, promoCode: fx.usedUpCode });
    await refused("subscription, unknown code", "/api/create-subscription", {
      userId: user.id,
      promoCode: "NOSUCHCODE",
    });
    await refused("subscription, forged offer", "/api/create-subscription", {
      userId: user.id,
      offerToken: `${FLASH_OFFER_CODE}.${Date.now() + 300_000}.${"A".repeat(43)}`,
    });
    await refused("subscription, expired offer", "/api/create-subscription", {
      userId: user.id,
      offerToken: fx.expiredOfferToken,
    });
    await refused("charge without a card", "/api/charge-stored-payment", { userId: user.id });
    await refused("charge without a card, with a free code", "/api/charge-stored-payment", {
      userId: user.id,
      promoCode: fx.freeCode,
    });
    await refused("setup with B's id", "/api/setup-payment-method", { userId: actors.userB.id });
    await refused("confirm someone else's setup", "/api/confirm-payment-method", {
      userId: user.id,
      setupIntentId: fx.setupA,
    });
    await refused("list A's cards", "/api/get-payment-methods", { customerId: fx.cardA.customerId });
    const me = await agent.get("/api/user").expect(200);
    expect(me.body.user.stripeCustomerId).toBeNull();
  });
});

describe("amounts the client sends", () => {
  it("when the client sends another amount (dollars as older clients sent them, a cent, 0), then it is ignored and the server's price stands", async () => {
    for (const amount of [0, 0.01, 4.99, 1_000_000]) {
      const res = await actors
        .as("userA", "POST", "/api/create-payment-intent")
        .send({ userId: actors.userA.id, amount })
        .expect(200);
      expect(res.body, `amount ${amount}`).toMatchObject({ amount: 100, originalAmount: 100, granted: false });
      // The open checkout of the same price is given back, not a new payment per request.
      expect(res.body.paymentIntentId).toBe(fx.checkoutA.paymentIntentId);
    }
  });
});

describe("a forged flash offer on a server that has never signed one", () => {
  let fresh: TestContext;
  beforeAll(async () => {
    fresh = await createTestContext({ models: false });
  });
  afterAll(async () => {
    await fresh?.close();
  });

  it("when the first offer the server ever checks is forged, then 400 and nothing is written (not even a signing key)", async () => {
    const freshActors = await createActors(fresh);
    const before = await databaseFingerprint(fresh);
    const res = await freshActors.as("userA", "POST", "/api/create-subscription").send({
      userId: freshActors.userA.id,
      offerToken: `${FLASH_OFFER_CODE}.${Date.now() + 300_000}.${"A".repeat(43)}`,
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("OFFER_INVALID");
    expect(await databaseFingerprint(fresh)).toBe(before);
  });
});

describe("control: the valid requests the billing targets break are accepted", () => {
  // Without this, a target whose "valid" body was refused anyway would pass every bad-input test above.
  // Each runs with new users and new billing state, so one control cannot spoil the next.
  for (const [name, target] of Object.entries(targets)) {
    if (!target.strict || target.control === false) continue;
    it(`when user A sends the valid ${name}, then it answers 2xx`, async () => {
      const fresh = await createActors(ctx);
      fx = await buildBillingFixtures(fresh);
      const res = await fresh.as(target.actor, target.method, target.path(fresh)).send(target.body!(fresh));
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    });
  }
  it("when user A deletes its own saved card, then it answers 2xx", async () => {
    const fresh = await createActors(ctx);
    fx = await buildBillingFixtures(fresh);
    const target = targets["DELETE /api/payment-method/:id"]!;
    await fresh.as("userA", "DELETE", target.path(fresh)).expect(200);
  });
});
