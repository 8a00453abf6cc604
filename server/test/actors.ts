import bcrypt from "bcrypt";
import { sql } from "drizzle-orm";
import type { Test } from "supertest";
import supertest from "supertest";
import { TEST_CARDS } from "@shared/billing";
import { adminSessions, adminUsers, emailVerificationTokens, passwordResetTokens, promoCodes } from "../src/db/schema";
import { hashToken, newToken } from "../src/lib/tokens";
import { newUserBody, type TestContext } from "./app";

export const ACTORS = ["guest", "userA", "userB", "admin"] as const;
export type Actor = (typeof ACTORS)[number];

export type Actors = {
  ctx: TestContext;
  userA: { id: number; email: string; username: string; password: string; cookie: string };
  userB: { id: number; email: string; username: string; password: string; cookie: string };
  adminToken: string;
  admin: { id: number; username: string; password: string; token: string };
  /** A request as the given actor, without a cookie jar: responses that set cookies do not leak into the next call. */
  as(actor: Actor, method: string, path: string): Test;
};

async function signUpWithCookie(ctx: TestContext, prefix: string) {
  const body = newUserBody(prefix);
  const res = await supertest(ctx.app).post("/api/register").send(body).expect(201);
  const cookie = ([] as string[])
    .concat(res.headers["set-cookie"] ?? [])
    .find((c) => c.startsWith("sid="))!
    .split(";")[0]!;
  return { ...res.body.user, password: body.password, cookie } as Actors["userA"];
}

let adminCounter = 0;
/** The password of every test admin (bcrypt at cost 4: a test needs no work factor). */
export const ADMIN_TEST_PASSWORD = "admin test password";
const adminHash = bcrypt.hashSync(ADMIN_TEST_PASSWORD, 4);

/** An administrator who can log in, with a valid bearer token already issued. */
async function createAdmin(ctx: TestContext): Promise<Actors["admin"]> {
  adminCounter += 1;
  const [admin] = await ctx.database.db
    .insert(adminUsers)
    .values({ username: `admin${process.pid}x${adminCounter}`, passwordHash: adminHash })
    .returning();
  const token = newToken();
  const now = ctx.clock.now();
  await ctx.database.db.insert(adminSessions).values({
    id: hashToken(token),
    adminUserId: admin!.id,
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + 3600_000),
  });
  return { id: admin!.id, username: admin!.username, password: ADMIN_TEST_PASSWORD, token };
}

export async function createActors(ctx: TestContext): Promise<Actors> {
  const userA = await signUpWithCookie(ctx, "a");
  const userB = await signUpWithCookie(ctx, "b");
  const admin = await createAdmin(ctx);
  const adminToken = admin.token;
  return {
    ctx,
    userA,
    userB,
    adminToken,
    admin,
    as(actor, method, path) {
      const test = (supertest(ctx.app) as unknown as Record<string, (p: string) => Test>)[method.toLowerCase()]!(path);
      if (actor === "userA") test.set("Cookie", userA.cookie);
      if (actor === "userB") test.set("Cookie", userB.cookie);
      if (actor === "admin") test.set("Authorization", `Bearer ${adminToken}`);
      return test;
    },
  };
}

/** A working verification link for a user, written straight to the table (the mailed token is not readable). */
export async function freshVerificationToken(ctx: TestContext, user: { id: number; email: string }): Promise<string> {
  const token = newToken();
  await ctx.database.db.insert(emailVerificationTokens).values({
    userId: user.id,
    email: user.email,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 3600_000),
  });
  return token;
}

/**
 * A password-reset link for a user, written straight to the table (the mailed token is not readable): working
 * by default, or one already used or past its hour.
 */
export async function freshPasswordResetToken(
  ctx: TestContext,
  user: { id: number },
  state: "working" | "used" | "expired" = "working",
): Promise<string> {
  const token = newToken();
  const now = ctx.clock.now().getTime();
  await ctx.database.db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: hashToken(token),
    createdAt: new Date(state === "expired" ? now - 7200_000 : now),
    expiresAt: new Date(state === "expired" ? now - 3600_000 : now + 3600_000),
    usedAt: state === "used" ? new Date(now) : null,
  });
  return token;
}

/** Row counts of every table and a digest of the user rows: equal before and after means nothing changed. */
export async function databaseFingerprint(ctx: TestContext): Promise<string> {
  // Both drivers answer raw SQL with { rows }; the generic Db type cannot say so.
  const [row] = (
    (await ctx.database.db.execute(await fingerprintStatement(ctx))) as unknown as {
      rows: Array<{ fingerprint: string }>;
    }
  ).rows;
  return row!.fingerprint;
}

/** Tables whose rows change on a refused request by design, so they say nothing about whether it changed anything. */
const CHANGED_BY_REFUSALS = new Set([
  // The admin login log records every attempt, refused ones included: admins can read who tried.
  "admin_login_attempts",
  // Shared request state: a refused request still counts against its rate limit, and an analysis lease is given back
  // after the answer has gone.
  "rate_limit_counters",
  "analysis_leases",
  // A refused sign-in is counted by the sign-in protection: a wrong password slows the next one.
  "login_failures",
]);

const fingerprintStatements = new WeakMap<TestContext, ReturnType<typeof sql.raw>>();

/**
 * One statement for the whole fingerprint (every table's row count and a digest of the users), built once per
 * context: the bad-input suites take two fingerprints per probe, and a query per table made them the slowest files.
 */
async function fingerprintStatement(ctx: TestContext): Promise<ReturnType<typeof sql.raw>> {
  const known = fingerprintStatements.get(ctx);
  if (known) return known;
  const { rows } = (await ctx.database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  )) as unknown as { rows: Array<{ table_name: string }> };
  const counts = rows
    .map((row) => row.table_name)
    .filter((table) => !CHANGED_BY_REFUSALS.has(table))
    .map((table) => `'${table}=' || (select count(*) from "${table}")`);
  const users = `'users#' || (select md5(coalesce(string_agg(u::text, '|' order by u.id), '')) from users u)`;
  // Joined with || rather than concat_ws(): a function takes at most 100 arguments, and the tables may outgrow that.
  const statement = sql.raw(`select ${[...counts, users].join(" || ',' || ")} as fingerprint`);
  fingerprintStatements.set(ctx, statement);
  return statement;
}

/** A promo code row, written directly (the admin screens that create codes are not built yet): valid from a day ago for 30 days. */
export async function createPromoCode(
  ctx: TestContext,
  promo: { code: string; discountType: "percentage" | "fixed"; discountValue: number; maxUses?: number | null },
) {
  const now = ctx.clock.now().getTime();
  const [row] = await ctx.database.db
    .insert(promoCodes)
    .values({
      code: promo.code.toUpperCase(),
      discountType: promo.discountType,
      discountValue: promo.discountValue,
      maxUses: promo.maxUses ?? null,
      startDate: new Date(now - 24 * 3600_000),
      endDate: new Date(now + 30 * 24 * 3600_000),
    })
    .returning();
  return row!;
}

let promoCounter = 0;
/** A promo code string no other test has used (codes are unique across the table). */
export function uniquePromoCode(prefix: string): string {
  promoCounter += 1;
  return `${prefix}${process.pid}X${promoCounter}`.toUpperCase();
}

type SignedIn = "userA" | "userB";

/** A card as the test-mode card form sends it (Stripe's public test numbers only). */
export function testCard(cardNumber: string = TEST_CARDS.success) {
  return { cardNumber, expMonth: 12, expYear: 2030, cvc: "123" };
}

/** The browser's part: confirms a PaymentIntent or SetupIntent by its client secret with a test card. */
export async function confirmWithCard(actors: Actors, actor: SignedIn, clientSecret: string, cardNumber?: string) {
  const res = await actors
    .as(actor, "POST", "/api/test-payments/confirm")
    .send({ clientSecret, ...testCard(cardNumber) })
    .expect(200);
  return res.body as { status: string; intentId: string };
}

/** A card set up and confirmed but not yet saved with confirm-payment-method (the intent a card form leaves behind). */
export async function confirmedSetupIntent(actors: Actors, actor: SignedIn, cardNumber?: string): Promise<string> {
  const userId = actors[actor].id;
  const setup = await actors.as(actor, "POST", "/api/setup-payment-method").send({ userId }).expect(200);
  const confirmed = await confirmWithCard(actors, actor, setup.body.clientSecret, cardNumber);
  if (confirmed.status !== "succeeded") throw new Error(`card setup ${confirmed.status}`);
  return setup.body.setupIntentId as string;
}

/** A saved card, through the API: setup-payment-method → test-payments/confirm → confirm-payment-method. */
export async function saveCard(
  actors: Actors,
  actor: SignedIn,
  options: { cardNumber?: string; autoCharge?: boolean } = {},
): Promise<{ paymentMethodId: string; customerId: string }> {
  const userId = actors[actor].id;
  const setupIntentId = await confirmedSetupIntent(actors, actor, options.cardNumber);
  const saved = await actors
    .as(actor, "POST", "/api/confirm-payment-method")
    .send({ userId, setupIntentId, isDefault: true, autoCharge: options.autoCharge ?? false })
    .expect(200);
  return {
    paymentMethodId: saved.body.paymentMethod.id as string,
    customerId: saved.body.user.stripeCustomerId as string,
  };
}

/** An open $1 checkout (create-payment-intent), not yet paid. */
export async function openCheckout(
  actors: Actors,
  actor: SignedIn,
): Promise<{ paymentIntentId: string; clientSecret: string }> {
  const res = await actors
    .as(actor, "POST", "/api/create-payment-intent")
    .send({ userId: actors[actor].id })
    .expect(200);
  return { paymentIntentId: res.body.paymentIntentId as string, clientSecret: res.body.clientSecret as string };
}

/** An active Pro subscription: create-subscription → test-payments/confirm → update-subscription-status. */
export async function activeSubscription(
  actors: Actors,
  actor: SignedIn,
  options: { cancelAtPeriodEnd?: boolean } = {},
): Promise<string> {
  const userId = actors[actor].id;
  const created = await actors.as(actor, "POST", "/api/create-subscription").send({ userId }).expect(200);
  await confirmWithCard(actors, actor, created.body.clientSecret);
  const status = await actors
    .as(actor, "POST", "/api/update-subscription-status")
    .send({ userId, paymentIntentId: created.body.paymentIntentId })
    .expect(200);
  if (!status.body.isActive) throw new Error(`subscription not active: ${JSON.stringify(status.body)}`);
  const subscriptionId = created.body.subscriptionId as string;
  if (options.cancelAtPeriodEnd) {
    await actors.ctx.services.paymentProvider.setCancelAtPeriodEnd(subscriptionId, true);
    await actors.ctx.services.billing.syncSubscription(subscriptionId);
  }
  return subscriptionId;
}
