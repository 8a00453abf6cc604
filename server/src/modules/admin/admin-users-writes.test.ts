import bcrypt from "bcrypt";
import { eq } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyses, paymentMethods, payments, sessions, users } from "../../db/schema";
import { PaymentProviderError, type PaymentProvider, type ProviderRouteDeps } from "../billing/providers/provider";
import { type TestCardForm, testPaymentRoutes } from "../billing/providers/test-payments.router";
import { createTestProvider } from "../billing/providers/test-provider";
import { createTestContext, newUserBody, signUp, type TestContext } from "../../../test/app";
import { type Actors, createActors } from "../../../test/actors";
import { asAdmin, auditCount, auditEntries } from "../../../test/admin-writes";
import { saveCard, subscribe } from "../../../test/billing-helpers";
import { ACCOUNT_PROVIDER_FAILURE_MESSAGE } from "../account/users/account-deletion";
import { expectSignedOut } from "../../../test/session-assertions";

// The admin's writes to users and analyses: create, edit, delete (the account deletion that "Delete my account" reuses)
// and analysis deletion, each with its audit entry in the same transaction.

let ctx: TestContext;
let actors: Actors;
/** The embedded test provider, behind a switch that makes deleting a customer fail as if Stripe were down. */
let provider: PaymentProvider;
let customerDeletionFails = false;

beforeAll(async () => {
  ctx = await createTestContext({
    paymentProvider: () => {
      const switched: PaymentProvider = new Proxy({} as PaymentProvider, {
        get(_target, key: string) {
          if (key === "mode") return "test";
          // Read while the app is built, before the provider below exists: its routes reach it through this proxy.
          if (key === "publicKey") return null;
          if (key === "routes") {
            return (deps: ProviderRouteDeps) => testPaymentRoutes(switched as unknown as TestCardForm, deps);
          }
          if (key === "deleteCustomer" && customerDeletionFails) {
            return async () => {
              throw new PaymentProviderError("Stripe could not delete the customer: connection refused");
            };
          }
          const value = (provider as unknown as Record<string, unknown>)[key];
          return typeof value === "function" ? value.bind(provider) : value;
        },
      });
      return switched;
    },
  });
  provider = createTestProvider({ db: ctx.database.db, clock: ctx.clock });
  actors = await createActors(ctx);
});

afterAll(async () => {
  await ctx?.close();
});

const admin = (method: "get" | "post" | "put" | "delete", path: string) =>
  asAdmin(ctx, actors.adminToken, method, path);

async function userRow(id: number) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

async function insertAnalysis(userId: number, paymentId: number | null = null) {
  const [row] = await ctx.database.db
    .insert(analyses)
    .values({
      userId,
      fileName: "dance.mp4",
      fileSize: 1000,
      mediaType: "video",
      mimeType: "video/mp4",
      viralScore: 71,
      confidence: 80,
      viralPotential: "High",
      strengths: [],
      recommendations: [],
      contentCompliance: {},
      visualAnalysis: {},
      contentFactors: {},
      insights: [],
      paymentType: paymentId ? "per_post" : "free",
      paymentId,
      signals: {},
      engineVersion: "test",
      uploadedAt: new Date(),
    })
    .returning();
  return row!;
}

describe("POST /api/admin/users", () => {
  it("when the body is valid, then the user is created (e-mail lower-cased, bcrypt hash, not verified), can sign in, and the audit has it without the password", async () => {
    const body = newUserBody("made");
    const res = await admin("post", "/api/admin/users")
      .send({ ...body, email: body.email.toUpperCase(), language: "ar", firstName: "Noura", lastName: "" })
      .expect(201);
    expect(res.body.user).toMatchObject({
      username: body.username,
      email: body.email,
      language: "ar",
      firstName: "Noura",
      lastName: null,
      freeTrialsUsed: 0,
      emailVerified: false,
      subscriptionActive: false,
      analysesCount: 0,
      competitorAnalysesCount: 0,
      paymentsCount: 0,
    });
    expect(res.body.user).not.toHaveProperty("passwordHash");
    const row = await userRow(res.body.user.id);
    expect(row!.email).toBe(body.email);
    expect(await bcrypt.compare(body.password, row!.passwordHash)).toBe(true);
    expect(bcrypt.getRounds(row!.passwordHash)).toBe(ctx.config.bcryptCost);

    await supertest(ctx.app).post("/api/login").send({ email: body.email, password: body.password }).expect(200);

    const [entry] = await auditEntries(ctx, "user.create", row!.id);
    expect(entry).toMatchObject({
      adminUserId: actors.admin.id,
      adminUsername: actors.admin.username,
      targetType: "user",
      after: { email: body.email, username: body.username, language: "ar", emailVerified: false },
      before: null,
    });
    expect(JSON.stringify(entry)).not.toContain(body.password);
    expect(JSON.stringify(entry)).not.toContain(row!.passwordHash);
  });

  it("when the language is left out, then it is en", async () => {
    const res = await admin("post", "/api/admin/users").send(newUserBody("lang")).expect(201);
    expect(res.body.user.language).toBe("en");
  });

  it.each([
    [{ email: undefined }, "email", "Email is required"],
    [{ email: "not-an-email" }, "email", "Enter a valid email address"],
    [{ username: undefined }, "username", "Username is required"],
    [{ username: "ab" }, "username", "Username must be at least 3 characters"],
    [{ password: undefined }, "password", "Password is required"],
    [{ password: "short" }, "password", "Password must be at least 8 characters"],
    [{ language: "fr" }, "language", "Language must be en or ar"],
    [{ isAdmin: true }, "body", "Unknown field: isAdmin"],
  ])("when the body has %o, then 400 with the message on %s and nothing is written", async (patch, field, message) => {
    const before = await auditCount(ctx);
    const body = { ...newUserBody("bad"), ...patch };
    const res = await admin("post", "/api/admin/users").send(body).expect(400);
    expect(res.body.code).toBe("VALIDATION_FAILED");
    expect(res.body.fieldErrors[field]).toContain(message);
    expect(await auditCount(ctx)).toBe(before);
  });

  it("when the e-mail (in any case) or the username (in any case) is taken, then 409 on that field and nothing is written", async () => {
    const before = await auditCount(ctx);
    const taken = { ...newUserBody("dup"), email: actors.userA.email.toUpperCase() };
    const byEmail = await admin("post", "/api/admin/users").send(taken).expect(409);
    expect(byEmail.body).toMatchObject({ code: "CONFLICT", fieldErrors: { email: [expect.any(String)] } });
    const byName = await admin("post", "/api/admin/users")
      .send({ ...newUserBody("dup"), username: actors.userB.username.toUpperCase() })
      .expect(409);
    expect(byName.body.fieldErrors).toEqual({ username: ["That username is already taken"] });
    expect(await auditCount(ctx)).toBe(before);
    const rows = await ctx.database.db.select().from(users).where(eq(users.username, taken.username));
    expect(rows).toHaveLength(0);
  });
});

describe("PUT /api/admin/users/:id", () => {
  it("when fields change, then they are stored, a new e-mail is no longer verified, and the audit has only the changed fields", async () => {
    const { user } = await signUp(ctx, "edit");
    await ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    const email = `new${user.email}`;
    const res = await admin("put", `/api/admin/users/${user.id}`)
      .send({
        email: email.toUpperCase(),
        username: user.username,
        language: "en",
        freeTrialsUsed: 10,
        lastName: "Haddad",
      })
      .expect(200);
    expect(res.body.user).toMatchObject({
      id: user.id,
      email,
      freeTrialsUsed: 10,
      lastName: "Haddad",
      emailVerified: false,
    });
    const row = await userRow(user.id);
    expect(row).toMatchObject({ email, freeTrialsUsed: 10, lastName: "Haddad", emailVerified: false, firstName: null });
    const [entry] = await auditEntries(ctx, "user.update", user.id);
    expect(entry!.before).toEqual({ email: user.email, freeTrialsUsed: 0, lastName: null, emailVerified: true });
    expect(entry!.after).toEqual({ email, freeTrialsUsed: 10, lastName: "Haddad", emailVerified: false });
  });

  it("when the form is saved unchanged, then 200 and no audit entry (nothing changed)", async () => {
    const { user } = await signUp(ctx, "same");
    await admin("put", `/api/admin/users/${user.id}`)
      .send({ email: user.email, username: user.username, language: "en", freeTrialsUsed: 0 })
      .expect(200);
    expect(await auditEntries(ctx, "user.update", user.id)).toHaveLength(0);
  });

  it.each([
    [11, "Free trials used must be between 0 and 10"],
    [-1, "Free trials used must be between 0 and 10"],
    [1.5, "Free trials used must be a whole number"],
    ["3", "Free trials used must be a number"],
  ])("when freeTrialsUsed is %o, then 400 %s and the user is unchanged", async (freeTrialsUsed, message) => {
    const { user } = await signUp(ctx, "trials");
    const res = await admin("put", `/api/admin/users/${user.id}`)
      .send({ email: user.email, username: user.username, language: "en", freeTrialsUsed })
      .expect(400);
    expect(res.body.fieldErrors.freeTrialsUsed).toContain(message);
    expect((await userRow(user.id))!.freeTrialsUsed).toBe(0);
  });

  it.each([
    [{ email: undefined }, "email", "Email is required"],
    [{ email: "" }, "email", "Email is required"],
    [{ username: undefined }, "username", "Username is required"],
    [{ language: "de" }, "language", "Language must be en or ar"],
    [{ password: "new password" }, "body", "Unknown field: password"],
  ])(
    "when the edit has %o, then 400 with the message on %s and the user is unchanged",
    async (patch, field, message) => {
      const { user } = await signUp(ctx, "required");
      const res = await admin("put", `/api/admin/users/${user.id}`)
        .send({ email: `x${user.email}`, username: user.username, language: "en", freeTrialsUsed: 2, ...patch })
        .expect(400);
      expect(res.body.fieldErrors[field]).toContain(message);
      expect(await userRow(user.id)).toMatchObject({ email: user.email, freeTrialsUsed: 0 });
    },
  );

  it("when the e-mail or username belongs to someone else, then 409 on that field and nothing changes", async () => {
    const { user } = await signUp(ctx, "clash");
    const base = { email: user.email, username: user.username, language: "en", freeTrialsUsed: 1 };
    const byEmail = await admin("put", `/api/admin/users/${user.id}`)
      .send({ ...base, email: actors.userA.email })
      .expect(409);
    expect(byEmail.body.fieldErrors).toHaveProperty("email");
    const byName = await admin("put", `/api/admin/users/${user.id}`)
      .send({ ...base, username: actors.userA.username.toUpperCase() })
      .expect(409);
    expect(byName.body.fieldErrors).toHaveProperty("username");
    expect((await userRow(user.id))!.freeTrialsUsed).toBe(0);
    expect(await auditEntries(ctx, "user.update", user.id)).toHaveLength(0);
  });

  it("when the user does not exist, then 404 with a readable message", async () => {
    const res = await admin("put", "/api/admin/users/999999")
      .send({ email: "nobody@example.com", username: "nobody", language: "en", freeTrialsUsed: 0 })
      .expect(404);
    expect(res.body).toMatchObject({ code: "NOT_FOUND", message: expect.stringMatching(/user does not exist/) });
  });
});

describe("DELETE /api/admin/users/:id", () => {
  it("when a Pro user with a saved card, sessions and analyses is deleted, then Pro and the card end at the provider, their rows go, and their payments stay detached", async () => {
    const { agent, user } = await signUp(ctx, "gone");
    expect((await saveCard(agent, user.id)).status).toBe(200);
    const { created } = await subscribe(agent, user.id);
    const before = await userRow(user.id);
    expect(before!.subscriptionStatus).toBe("active");
    const [card] = await ctx.database.db.select().from(paymentMethods).where(eq(paymentMethods.userId, user.id));
    const paymentIds = (await ctx.database.db.select().from(payments).where(eq(payments.userId, user.id))).map(
      (p) => p.id,
    );
    expect(paymentIds.length).toBeGreaterThan(0);
    const paid = await insertAnalysis(user.id, paymentIds[0]!);
    await insertAnalysis(user.id);

    const res = await admin("delete", `/api/admin/users/${user.id}`).expect(200);
    expect(res.body).toEqual({ message: "User deleted." });

    expect(await userRow(user.id)).toBeNull();
    expect(await ctx.database.db.select().from(analyses).where(eq(analyses.userId, user.id))).toHaveLength(0);
    expect(await ctx.database.db.select().from(analyses).where(eq(analyses.id, paid.id))).toHaveLength(0);
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect(await ctx.database.db.select().from(paymentMethods).where(eq(paymentMethods.userId, user.id))).toHaveLength(
      0,
    );
    for (const id of paymentIds) {
      const [payment] = await ctx.database.db.select().from(payments).where(eq(payments.id, id));
      expect(payment).toMatchObject({ id, userId: null });
    }
    expect((await provider.retrieveSubscription(created.subscriptionId))!.status).toBe("canceled");
    expect((await provider.retrievePaymentMethod(card!.id))!.customerId).toBeNull();
    // The session cookie of the deleted account no longer signs anyone in.
    await expectSignedOut(agent.get("/api/user"));

    const [entry] = await auditEntries(ctx, "user.delete", user.id);
    expect(entry).toMatchObject({
      adminUserId: actors.admin.id,
      before: {
        email: user.email,
        username: user.username,
        subscriptionStatus: "active",
        stripeCustomerId: before!.providerCustomerId,
        analyses: 2,
        cards: 1,
        sessions: 1,
      },
      after: null,
    });
  });

  it("when the provider cannot delete the customer, then 502 with a clear message and nothing is deleted", async () => {
    const { agent, user } = await signUp(ctx, "kept");
    expect((await saveCard(agent, user.id)).status).toBe(200);
    await insertAnalysis(user.id);
    const audits = await auditCount(ctx);
    customerDeletionFails = true;
    try {
      const res = await admin("delete", `/api/admin/users/${user.id}`).expect(502);
      expect(res.body).toMatchObject({ code: "PAYMENT_PROVIDER_ERROR", message: ACCOUNT_PROVIDER_FAILURE_MESSAGE });
    } finally {
      customerDeletionFails = false;
    }
    expect(await userRow(user.id)).not.toBeNull();
    expect(await ctx.database.db.select().from(analyses).where(eq(analyses.userId, user.id))).toHaveLength(1);
    expect(await ctx.database.db.select().from(paymentMethods).where(eq(paymentMethods.userId, user.id))).toHaveLength(
      1,
    );
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
    expect(await auditCount(ctx)).toBe(audits);
    // Once the provider answers again, the same request deletes the account.
    await admin("delete", `/api/admin/users/${user.id}`).expect(200);
    expect(await userRow(user.id)).toBeNull();
  });

  it("when a user without a customer at the provider is deleted, then no provider call is needed and it is deleted", async () => {
    const { user } = await signUp(ctx, "plain");
    customerDeletionFails = true; // would fail if it were called
    try {
      await admin("delete", `/api/admin/users/${user.id}`).expect(200);
    } finally {
      customerDeletionFails = false;
    }
    expect(await userRow(user.id)).toBeNull();
  });

  it("when the user does not exist (or was just deleted), then 404 and no audit entry", async () => {
    const audits = await auditCount(ctx);
    const res = await admin("delete", "/api/admin/users/999999").expect(404);
    expect(res.body.code).toBe("NOT_FOUND");
    expect(await auditCount(ctx)).toBe(audits);
  });
});

describe("DELETE /api/admin/analyses/:id", () => {
  it("when the analysis exists, then it is deleted, its payment stays, and the audit records what it was", async () => {
    const { agent, user } = await signUp(ctx, "an");
    expect((await saveCard(agent, user.id)).status).toBe(200);
    await subscribe(agent, user.id);
    const [payment] = await ctx.database.db.select().from(payments).where(eq(payments.userId, user.id));
    const analysis = await insertAnalysis(user.id, payment!.id);
    const res = await admin("delete", `/api/admin/analyses/${analysis.id}`).expect(200);
    expect(res.body).toEqual({ message: "Analysis deleted." });
    expect(await ctx.database.db.select().from(analyses).where(eq(analyses.id, analysis.id))).toHaveLength(0);
    expect(await ctx.database.db.select().from(payments).where(eq(payments.id, payment!.id))).toHaveLength(1);
    const [entry] = await auditEntries(ctx, "analysis.delete", analysis.id);
    expect(entry).toMatchObject({
      targetType: "analysis",
      before: { userId: user.id, fileName: "dance.mp4", viralScore: 71, paymentType: "per_post" },
    });
  });

  it("when the analysis does not exist, then 404 and no audit entry", async () => {
    const audits = await auditCount(ctx);
    const res = await admin("delete", "/api/admin/analyses/999999").expect(404);
    expect(res.body).toMatchObject({ code: "NOT_FOUND", message: expect.stringMatching(/analysis does not exist/) });
    expect(await auditCount(ctx)).toBe(audits);
  });

  it("when the id is not a number, then 400, not a 500", async () => {
    const res = await admin("delete", "/api/admin/analyses/abc").expect(400);
    expect(res.body.fieldErrors.id).toContain("The id must be a number");
  });
});
