import { adminUsers, analyses, contactMessages } from "../src/db/schema";
import type { Actor, Actors } from "./actors";
import { createPromoCode, uniquePromoCode } from "./actors";
import { adminOperatorMatrix } from "./refund-matrix";

// The admin area's rows of the authorization matrix: only an admin's bearer token opens them; a guest and both users'
// session cookies get 401. Builds make fresh records, since one set of actors serves a whole row and the admin calls
// last.

type Built = { path: string; body?: unknown };
type Row = { build(actors: Actors, actor: Actor): Promise<Built> | Built; expected: Record<Actor, number> };

const adminOnly = (status: number): Record<Actor, number> => ({ guest: 401, userA: 401, userB: 401, admin: status });

/** A stored analysis of user A, written straight to the table (the admin only lists and deletes it). */
export async function insertAnalysis(actors: Actors, fileName = "matrix.mp4"): Promise<number> {
  const [row] = await actors.ctx.database.db
    .insert(analyses)
    .values({
      userId: actors.userA.id,
      fileName,
      fileSize: 1000,
      mediaType: "video",
      mimeType: "video/mp4",
      viralScore: 71,
      confidence: 80,
      viralPotential: "High",
      strengths: ["A strength"],
      recommendations: ["A recommendation"],
      contentCompliance: {},
      visualAnalysis: {},
      contentFactors: {},
      insights: [],
      paymentType: "free",
      signals: {},
      engineVersion: "test",
      uploadedAt: new Date(),
    })
    .returning({ id: analyses.id });
  return row!.id;
}

async function insertMessage(actors: Actors): Promise<number> {
  const [row] = await actors.ctx.database.db
    .insert(contactMessages)
    .values({ name: "Sara", email: "sara@example.com", subject: "Hello", message: "A question" })
    .returning({ id: contactMessages.id });
  return row!.id;
}

let adminCounter = 0;
async function insertOtherAdmin(actors: Actors): Promise<{ id: number; username: string }> {
  adminCounter += 1;
  const [row] = await actors.ctx.database.db
    .insert(adminUsers)
    .values({ username: `other${process.pid}x${adminCounter}`, passwordHash: "x" })
    .returning();
  return { id: row!.id, username: row!.username };
}

async function promoId(actors: Actors): Promise<number> {
  return (
    await createPromoCode(actors.ctx, { code: uniquePromoCode("MX"), discountType: "percentage", discountValue: 10 })
  ).id;
}

let userCounter = 0;
function promoBody() {
  const now = Date.now();
  return {
    code: uniquePromoCode("MB"),
    discountType: "percentage",
    discountValue: 20,
    maxUses: null,
    startDate: new Date(now - 3600_000).toISOString(),
    endDate: new Date(now + 86_400_000).toISOString(),
    isActive: true,
  };
}

export const adminMatrix: Record<string, Row> = {
  ...adminOperatorMatrix,
  "GET /api/admin/stats": { build: () => ({ path: "/api/admin/stats" }), expected: adminOnly(200) },
  "GET /api/admin/analytics": { build: () => ({ path: "/api/admin/analytics?days=7" }), expected: adminOnly(200) },
  "GET /api/admin/users": { build: () => ({ path: "/api/admin/users?search=a" }), expected: adminOnly(200) },
  "POST /api/admin/users": {
    build: () => {
      userCounter += 1;
      const name = `made${process.pid}x${userCounter}`;
      return {
        path: "/api/admin/users",
        body: { email: `${name}@example.com`, username: name, password: "long password 1" },
      };
    },
    expected: adminOnly(201),
  },
  "PUT /api/admin/users/:id": {
    build: (actors) => ({
      path: `/api/admin/users/${actors.userB.id}`,
      body: { email: actors.userB.email, username: actors.userB.username, language: "ar", freeTrialsUsed: 0 },
    }),
    expected: adminOnly(200),
  },
  "DELETE /api/admin/users/:id": {
    build: (actors) => ({ path: `/api/admin/users/${actors.userB.id}` }),
    expected: adminOnly(200),
  },
  "POST /api/admin/users/:id/clear-login-lockout": {
    build: (actors) => ({ path: `/api/admin/users/${actors.userA.id}/clear-login-lockout` }),
    expected: adminOnly(200),
  },
  "GET /api/admin/analyses": {
    build: () => ({ path: "/api/admin/analyses?sort=viralScore" }),
    expected: adminOnly(200),
  },
  "GET /api/admin/analyses/:id": {
    build: async (actors) => ({ path: `/api/admin/analyses/${await insertAnalysis(actors)}` }),
    expected: adminOnly(200),
  },
  "DELETE /api/admin/analyses/:id": {
    build: async (actors) => ({ path: `/api/admin/analyses/${await insertAnalysis(actors)}` }),
    expected: adminOnly(200),
  },
  "GET /api/admin/payments": {
    build: () => ({ path: "/api/admin/payments?status=failed&type=per_post" }),
    expected: adminOnly(200),
  },
  "GET /api/admin/promo-codes": { build: () => ({ path: "/api/admin/promo-codes" }), expected: adminOnly(200) },
  "POST /api/admin/promo-codes": {
    build: () => ({ path: "/api/admin/promo-codes", body: promoBody() }),
    expected: adminOnly(201),
  },
  "PUT /api/admin/promo-codes/:id": {
    build: async (actors) => ({ path: `/api/admin/promo-codes/${await promoId(actors)}`, body: promoBody() }),
    expected: adminOnly(200),
  },
  "DELETE /api/admin/promo-codes/:id": {
    build: async (actors) => ({ path: `/api/admin/promo-codes/${await promoId(actors)}` }),
    expected: adminOnly(200),
  },
  "GET /api/admin/promo-codes/:id/redemptions": {
    build: async (actors) => ({ path: `/api/admin/promo-codes/${await promoId(actors)}/redemptions` }),
    expected: adminOnly(200),
  },
  "GET /api/admin/admin-users": { build: () => ({ path: "/api/admin/admin-users" }), expected: adminOnly(200) },
  "POST /api/admin/admin-users": {
    build: () => {
      adminCounter += 1;
      return {
        path: "/api/admin/admin-users",
        body: { username: `new${process.pid}x${adminCounter}`, password: "a long admin password" },
      };
    },
    expected: adminOnly(201),
  },
  "PUT /api/admin/admin-users/:id/password": {
    build: async (actors) => ({
      path: `/api/admin/admin-users/${(await insertOtherAdmin(actors)).id}/password`,
      body: { newPassword: "another long password", confirmPassword: "another long password" },
    }),
    expected: adminOnly(200),
  },
  "DELETE /api/admin/admin-users/:id": {
    build: async (actors) => {
      const other = await insertOtherAdmin(actors);
      return { path: `/api/admin/admin-users/${other.id}`, body: { confirmUsername: other.username } };
    },
    expected: adminOnly(200),
  },
  "GET /api/admin/login-attempts": {
    build: () => ({ path: "/api/admin/login-attempts?success=false" }),
    expected: adminOnly(200),
  },
  "GET /api/admin/audit-log": { build: () => ({ path: "/api/admin/audit-log" }), expected: adminOnly(200) },
  "GET /api/admin/settings": { build: () => ({ path: "/api/admin/settings" }), expected: adminOnly(200) },
  "PUT /api/admin/settings": {
    build: () => ({
      path: "/api/admin/settings",
      body: {
        maintenanceMode: false,
        allowNewRegistrations: true,
        freeTrialLimit: 1,
        enableAnalytics: true,
        enableNotifications: true,
        autoRefreshInterval: 30,
      },
    }),
    expected: adminOnly(200),
  },
  "GET /api/admin/messages": { build: () => ({ path: "/api/admin/messages?status=new" }), expected: adminOnly(200) },
  "PUT /api/admin/messages/:id": {
    build: async (actors) => ({
      path: `/api/admin/messages/${await insertMessage(actors)}`,
      body: { status: "handled" },
    }),
    expected: adminOnly(200),
  },
  "POST /api/admin/messages/:id/reply": {
    build: async (actors) => ({
      path: `/api/admin/messages/${await insertMessage(actors)}/reply`,
      body: { body: "Thanks for writing." },
    }),
    expected: adminOnly(200),
  },
  "POST /api/admin/export/:kind": {
    build: () => ({ path: "/api/admin/export/payments", body: { search: "" } }),
    expected: adminOnly(200),
  },
  // Anonymous product analytics: anyone may send events while the setting is on.
  "POST /api/analytics/events": {
    build: () => ({
      path: "/api/analytics/events",
      body: {
        events: [{ name: "page_view", properties: { page: "/" }, page: "/", occurredAt: new Date().toISOString() }],
      },
    }),
    expected: { guest: 202, userA: 202, userB: 202, admin: 202 },
  },
};
