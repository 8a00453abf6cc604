import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REFUND_REASON_MAX } from "@shared/schemas/refunds";
import { payments, users } from "../src/db/schema";
import { createTestContext, type TestContext } from "./app";
import { type Actors, createActors } from "./actors";
import { describeBadInput, expectRefused, type Target, useBadInputContext, WRONG_TYPES } from "./bad-input-harness";
import { paidPaymentOfA } from "./refund-matrix";

// Bad input to the money-back guarantee and the operator's actions on a creator: wrong shapes, ids and
// states must answer a readable 4xx and change nothing (no request stored, no refund, no Pro, no mail link).

let ctx: TestContext;
let actors: Actors;
const fx = { paymentId: 0 };

beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx);
  useBadInputContext(ctx, actors);
  fx.paymentId = await paidPaymentOfA(actors);
});
afterAll(async () => {
  await ctx?.close();
});

const badIds = (base: string, suffix: string) =>
  ["abc", "-1", "1.5", "99999999999", "0", "1;drop table payments"].map((id) => `${base}/${id}${suffix}`);

const paymentRow = async () => (await ctx.database.db.select().from(payments).where(eq(payments.id, fx.paymentId)))[0]!;

const UNKNOWN_FIELDS = {
  "an unknown field": { isAdmin: true },
  "an amount (the refund is always the whole payment)": { amount: 1 },
  "another user's id": { userId: 1 },
};

/** The operator's one-click actions: their only input is the id in the path. */
function adminAction(path: (a: Actors) => string, base: string, suffix: string): Target {
  return {
    method: "POST",
    actor: "admin",
    path,
    badPaths: () => badIds(base, suffix),
    badBodies: () => UNKNOWN_FIELDS,
  };
}

describeBadInput({
  "POST /api/admin/payments/:id/refund": adminAction(
    () => `/api/admin/payments/${fx.paymentId}/refund`,
    "/api/admin/payments",
    "/refund",
  ),
  "POST /api/admin/users/:id/cancel-pro": adminAction(
    (a) => `/api/admin/users/${a.userA.id}/cancel-pro`,
    "/api/admin/users",
    "/cancel-pro",
  ),
  "POST /api/admin/users/:id/grant-pro-month": adminAction(
    (a) => `/api/admin/users/${a.userA.id}/grant-pro-month`,
    "/api/admin/users",
    "/grant-pro-month",
  ),
  "POST /api/admin/users/:id/resend-verification": adminAction(
    (a) => `/api/admin/users/${a.userA.id}/resend-verification`,
    "/api/admin/users",
    "/resend-verification",
  ),
  "POST /api/payments/:id/refund-request": {
    method: "POST",
    actor: "userA",
    path: () => `/api/payments/${fx.paymentId}/refund-request`,
    badPaths: () => badIds("/api/payments", "/refund-request"),
    badBodies: () => ({
      ...UNKNOWN_FIELDS,
      [`a reason of ${REFUND_REASON_MAX + 1} characters`]: { reason: "x".repeat(REFUND_REASON_MAX + 1) },
      ...Object.fromEntries(WRONG_TYPES.map((value) => [`a reason of ${JSON.stringify(value)}`, { reason: value }])),
    }),
  },
});

describe("refund requests that are well-formed but refused", () => {
  const target: Target = {
    method: "POST",
    actor: "userA",
    path: () => `/api/payments/${fx.paymentId}/refund-request`,
  };

  it("when the body is malformed JSON, then 400 MALFORMED_JSON and no request is stored", async () => {
    const res = await expectRefused(target, "malformed", target.path(actors), undefined, '{"reason": "x",');
    expect(res.body.code).toBe("MALFORMED_JSON");
    expect((await paymentRow()).refundRequestedAt).toBeNull();
  });

  it("when user B asks for user A's payment, then 404 and A's payment is untouched", async () => {
    const asB: Target = { ...target, actor: "userB" };
    await expectRefused(asB, "other user's payment", target.path(actors), { reason: "mine now" });
    expect((await paymentRow()).refundRequestedAt).toBeNull();
  });

  it("when the reason holds quotes and angle brackets, then it is stored verbatim (free text), once", async () => {
    const reason = `<script>alert("x")</script> ' OR '1'='1`;
    await actors.as("userA", "POST", target.path(actors)).send({ reason }).expect(200);
    expect((await paymentRow()).refundReason).toBe(reason);
    await expectRefused(target, "asked twice", target.path(actors), { reason: "again" });
  });
});

describe("operator actions that are well-formed but refused by the state", () => {
  const as = (path: string): Target => ({ method: "POST", actor: "admin", path: () => path });

  it("when the user does not exist, then each action answers 404 and nothing changes", async () => {
    for (const action of ["cancel-pro", "grant-pro-month", "resend-verification"]) {
      const path = `/api/admin/users/99999999/${action}`;
      const res = await expectRefused(as(path), action, path);
      expect(res.status).toBe(404);
    }
  });

  it("when the user has no Pro, then cancel-pro answers 409 and nothing changes", async () => {
    const path = `/api/admin/users/${actors.userB.id}/cancel-pro`;
    const res = await expectRefused(as(path), "no pro", path);
    expect(res.status).toBe(409);
  });

  it("when the user's e-mail is already verified, then resend-verification answers 409 and sends no link", async () => {
    await ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, actors.userB.id));
    const mails = ctx.smtp.messages.length;
    const path = `/api/admin/users/${actors.userB.id}/resend-verification`;
    const res = await expectRefused(as(path), "verified", path);
    expect(res.status).toBe(409);
    // Mail of earlier tests may still arrive meanwhile: what matters is that none goes to this user.
    expect(ctx.smtp.messages.slice(mails).filter((mail) => mail.to.includes(actors.userB.email))).toEqual([]);
  });
});
