import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUsers, contactMessages } from "../src/db/schema";
import { createTestContext, type TestContext } from "./app";
import { type Actors, createActors, createPromoCode, uniquePromoCode } from "./actors";
import { insertAnalysis } from "./admin-matrix";
import { describeBadInput, expectRefused, type Target, useBadInputContext } from "./bad-input-harness";

// Bad input to the admin area: every admin body and query, broken field by field, must answer a readable 4xx and change
// nothing — no user, code, admin, setting or audit row half-written.

let ctx: TestContext;
let actors: Actors;
const fx = { promoId: 0, otherAdmin: { id: 0, username: "" }, messageId: 0, analysisId: 0 };

beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx);
  useBadInputContext(ctx, actors);
  fx.promoId = (
    await createPromoCode(ctx, { code: uniquePromoCode("BAD"), discountType: "percentage", discountValue: 10 })
  ).id;
  const [other] = await ctx.database.db
    .insert(adminUsers)
    .values({ username: `victim${process.pid}`, passwordHash: "x" })
    .returning();
  fx.otherAdmin = { id: other!.id, username: other!.username };
  fx.analysisId = await insertAnalysis(actors);
  const [message] = await ctx.database.db
    .insert(contactMessages)
    .values({ name: "Sara", email: "sara@example.com", subject: "A question", message: "Hello" })
    .returning();
  fx.messageId = message!.id;
});
afterAll(async () => {
  await ctx?.close();
});

const badIds = (base: string, suffix = "") =>
  ["abc", "-1", "1.5", "99999999999", "0"].map((id) => `${base}/${id}${suffix}`);

/** A From/To range of a list: reversed, impossible, not a day, or out of 2000-2099. */
const badRanges = [
  "from=2026-03-02&to=2026-03-01",
  "from=2026-02-30",
  "to=tomorrow",
  "from=1999-12-31",
  "to=2100-01-01",
];

/** List queries: unknown parameters, sorts and sizes, negative pages and long searches are refused. */
function listTarget(path: string, extra: string[] = []): Target {
  return {
    method: "GET",
    actor: "admin",
    path: () => path,
    badPaths: () => [
      `${path}?page=0`,
      `${path}?page=-3`,
      `${path}?page=abc`,
      `${path}?pageSize=7`,
      `${path}?pageSize=100000`,
      `${path}?sort=password_hash`,
      `${path}?sort=createdAt;drop table users`,
      `${path}?order=sideways`,
      `${path}?search=${"x".repeat(101)}`,
      `${path}?isAdmin=true`,
      ...extra.map((query) => `${path}?${query}`),
    ],
  };
}

const promoBody = () => ({
  code: uniquePromoCode("OK"),
  discountType: "percentage",
  discountValue: 25,
  maxUses: 10,
  startDate: new Date(Date.now() - 3600_000).toISOString(),
  endDate: new Date(Date.now() + 86_400_000).toISOString(),
  isActive: true,
});

const settingsBody = () => ({
  maintenanceMode: false,
  allowNewRegistrations: true,
  freeTrialLimit: 1,
  enableAnalytics: true,
  enableNotifications: true,
  autoRefreshInterval: 30,
});

const targets: Record<string, Target> = {
  "GET /api/admin/users": listTarget("/api/admin/users", badRanges),
  "GET /api/admin/analyses": listTarget("/api/admin/analyses", [
    "userId=abc",
    "userId=-1",
    "kind=rival",
    "kind=",
    ...badRanges,
  ]),
  "GET /api/admin/payments": listTarget("/api/admin/payments", [
    "status=chargeback",
    "type=gift",
    "userId=0",
    "refundRequested=false",
    "refundRequested=yes",
    ...badRanges,
  ]),
  "GET /api/admin/promo-codes": listTarget("/api/admin/promo-codes"),
  "GET /api/admin/admin-users": listTarget("/api/admin/admin-users"),
  "GET /api/admin/login-attempts": listTarget("/api/admin/login-attempts", ["success=maybe", ...badRanges]),
  "GET /api/admin/audit-log": listTarget("/api/admin/audit-log", badRanges),
  "GET /api/admin/messages": listTarget("/api/admin/messages", ["status=spam", ...badRanges]),
  "GET /api/admin/analytics": {
    method: "GET",
    actor: "admin",
    path: () => "/api/admin/analytics",
    badPaths: () => ["/api/admin/analytics?days=0", "/api/admin/analytics?days=8", "/api/admin/analytics?days=abc"],
  },
  "GET /api/admin/analyses/:id": {
    method: "GET",
    actor: "admin",
    path: () => `/api/admin/analyses/${fx.analysisId}`,
    badPaths: () => badIds("/api/admin/analyses"),
  },
  "GET /api/admin/promo-codes/:id/redemptions": {
    method: "GET",
    actor: "admin",
    path: () => `/api/admin/promo-codes/${fx.promoId}/redemptions`,
    badPaths: () => [
      ...badIds("/api/admin/promo-codes", "/redemptions"),
      `/api/admin/promo-codes/${fx.promoId}/redemptions?page=0`,
    ],
  },
  "POST /api/admin/users": {
    method: "POST",
    actor: "admin",
    path: () => "/api/admin/users",
    body: () => ({
      email: `made${process.pid}@example.com`,
      username: `made${process.pid}`,
      password: "long password",
    }),
    strict: true,
    badValues: (a) => ({
      email: ["not-an-email", a.userA.email.toUpperCase()],
      username: ["ab", a.userA.username],
      password: ["short"],
    }),
  },
  "PUT /api/admin/users/:id": {
    method: "PUT",
    actor: "admin",
    path: (a) => `/api/admin/users/${a.userA.id}`,
    body: (a) => ({ email: a.userA.email, username: a.userA.username, language: "en", freeTrialsUsed: 1 }),
    strict: true,
    badValues: (a) => ({
      freeTrialsUsed: [-1, 11, 1.5, "1"],
      language: ["fr"],
      email: [a.userB.email],
      username: [a.userB.username.toUpperCase()],
    }),
    badPaths: () => badIds("/api/admin/users"),
  },
  "DELETE /api/admin/users/:id": {
    method: "DELETE",
    actor: "admin",
    path: (a) => `/api/admin/users/${a.userB.id}`,
    badPaths: () => [...badIds("/api/admin/users"), "/api/admin/users/999999"],
  },
  "POST /api/admin/users/:id/clear-login-lockout": {
    method: "POST",
    actor: "admin",
    path: (a) => `/api/admin/users/${a.userA.id}/clear-login-lockout`,
    badPaths: () => [
      ...badIds("/api/admin/users", "/clear-login-lockout"),
      "/api/admin/users/999999/clear-login-lockout",
    ],
  },
  "DELETE /api/admin/analyses/:id": {
    method: "DELETE",
    actor: "admin",
    path: () => `/api/admin/analyses/${fx.analysisId}`,
    badPaths: () => [...badIds("/api/admin/analyses"), "/api/admin/analyses/999999"],
  },
  "POST /api/admin/promo-codes": {
    method: "POST",
    actor: "admin",
    path: () => "/api/admin/promo-codes",
    body: promoBody,
    strict: true,
    nullable: ["maxUses"],
    badValues: () => ({
      code: ["", "has space", "A".repeat(41)],
      discountType: ["percent"],
      discountValue: [0, -5, 101, 2.5, "10"],
      maxUses: [0, -1, 1.5],
      startDate: ["yesterday", "2026-13-45T00:00:00Z"],
      endDate: [new Date(Date.now() - 7200_000).toISOString()],
    }),
  },
  "PUT /api/admin/promo-codes/:id": {
    method: "PUT",
    actor: "admin",
    path: () => `/api/admin/promo-codes/${fx.promoId}`,
    body: promoBody,
    strict: true,
    nullable: ["maxUses"],
    badValues: () => ({ discountValue: [0, 101], endDate: ["2000-01-01T00:00:00Z"] }),
    badPaths: () => [...badIds("/api/admin/promo-codes"), "/api/admin/promo-codes/999999"],
  },
  "DELETE /api/admin/promo-codes/:id": {
    method: "DELETE",
    actor: "admin",
    path: () => `/api/admin/promo-codes/${fx.promoId}`,
    badPaths: () => [...badIds("/api/admin/promo-codes"), "/api/admin/promo-codes/999999"],
  },
  "POST /api/admin/admin-users": {
    method: "POST",
    actor: "admin",
    path: () => "/api/admin/admin-users",
    body: () => ({ username: `fresh${process.pid}`, password: "a long admin password" }),
    badValues: (a) => ({ username: ["ab", "has space", a.admin.username], password: ["too short"] }),
  },
  "PUT /api/admin/admin-users/:id/password": {
    method: "PUT",
    actor: "admin",
    path: () => `/api/admin/admin-users/${fx.otherAdmin.id}/password`,
    body: () => ({ newPassword: "a brand new password", confirmPassword: "a brand new password" }),
    strict: true,
    badBodies: () => ({
      "passwords that do not match": { newPassword: "a brand new password", confirmPassword: "another password" },
      "a short password": { newPassword: "short", confirmPassword: "short" },
    }),
    badPaths: () => [...badIds("/api/admin/admin-users", "/password"), "/api/admin/admin-users/999999/password"],
  },
  "DELETE /api/admin/admin-users/:id": {
    method: "DELETE",
    actor: "admin",
    path: () => `/api/admin/admin-users/${fx.otherAdmin.id}`,
    body: () => ({ confirmUsername: fx.otherAdmin.username }),
    strict: true,
    badBodies: (a) => ({
      "the wrong username": { confirmUsername: `${fx.otherAdmin.username}x` },
      "another admin's username": { confirmUsername: a.admin.username },
    }),
    badPaths: () => badIds("/api/admin/admin-users"),
  },
  "PUT /api/admin/settings": {
    method: "PUT",
    actor: "admin",
    path: () => "/api/admin/settings",
    body: settingsBody,
    strict: true,
    badValues: () => ({
      freeTrialLimit: [0, 11, 2.5, "3"],
      autoRefreshInterval: [15, -1, "30"],
      maintenanceMode: ["yes", 1],
    }),
  },
  "PUT /api/admin/messages/:id": {
    method: "PUT",
    actor: "admin",
    path: () => `/api/admin/messages/${fx.messageId}`,
    body: () => ({ status: "read" }),
    strict: true,
    badValues: () => ({ status: ["spam", "READ"] }),
    badPaths: () => badIds("/api/admin/messages"),
  },
  "POST /api/admin/messages/:id/reply": {
    method: "POST",
    actor: "admin",
    path: () => `/api/admin/messages/${fx.messageId}/reply`,
    body: () => ({ body: "Thank you" }),
    // A reply may quote anything; it is mailed as text and escaped in the HTML part.
    freeText: ["body"],
    strict: true,
    badValues: () => ({ body: ["", "   "] }),
    badPaths: () => badIds("/api/admin/messages", "/reply"),
  },
  "POST /api/admin/export/:kind": {
    method: "POST",
    actor: "admin",
    path: () => "/api/admin/export/users",
    // The body is optional (no filters), so it is broken as whole bodies rather than field by field.
    badBodies: () => ({
      "an unknown status": { status: "chargeback" },
      "a refund filter that is not true": { refundRequested: false },
      "an unknown type": { type: "gift" },
      "an unknown field": { isAdmin: true },
      "a 101-character search": { search: "x".repeat(101) },
      "a search that is not text": { search: 42 },
      "a user id that is text": { userId: "1" },
      "a negative user id": { userId: -1 },
      "an unknown analysis kind": { kind: "rival" },
      "a range that ends before it starts": { from: "2026-03-02", to: "2026-03-01" },
      "a day that does not exist": { from: "2026-02-30" },
      "a date and time instead of a day": { to: "2026-03-01T00:00:00Z" },
      "a day in 1900": { from: "1900-01-01" },
    }),
    badPaths: () => ["/api/admin/export/passwords", "/api/admin/export/USERS", "/api/admin/export/users;drop"],
  },
  "POST /api/analytics/events": {
    method: "POST",
    actor: "guest",
    path: () => "/api/analytics/events",
    body: () => ({
      events: [{ name: "page_view", properties: { page: "/" }, page: "/", occurredAt: new Date().toISOString() }],
    }),
    strict: true,
    badValues: () => ({
      events: [
        [],
        Array.from({ length: 51 }, () => ({ name: "page_view", occurredAt: new Date().toISOString() })),
        [{ name: "Page View!", occurredAt: new Date().toISOString() }],
        [{ name: "page_view", occurredAt: "soon" }],
        [{ name: "page_view", occurredAt: new Date().toISOString(), properties: { deep: { nested: true } } }],
      ],
    }),
  },
};

describeBadInput(targets);

describe("admin rules that refuse well-formed requests", () => {
  it("when an admin tries to delete their own account, then 409 and the account stays", async () => {
    await expectRefused(
      targets["DELETE /api/admin/users/:id"]!,
      "self delete",
      `/api/admin/admin-users/${actors.admin.id}`,
      {
        confirmUsername: actors.admin.username,
      },
    );
    const rows = await ctx.database.db.select().from(adminUsers);
    expect(rows.map((row) => row.id)).toContain(actors.admin.id);
  });
});
