import bcrypt from "bcrypt";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMMON_PASSWORD_MESSAGE } from "@shared/schemas/common";
import { sessions, settings, users } from "../../../db/schema";
import { createTestContext, newUserBody, signUp, type TestContext } from "../../../../test/app";
import { saveCard } from "../../../../test/billing-helpers";
import { hashToken } from "../../../lib/tokens";
import { expectSignedOut } from "../../../../test/session-assertions";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

function sessionCookie(res: { headers: Record<string, unknown> }): string {
  const cookies = ([] as string[]).concat((res.headers["set-cookie"] as string[] | undefined) ?? []);
  const sid = cookies.find((c) => c.startsWith("sid="));
  if (!sid) throw new Error("no session cookie");
  return sid;
}

describe("POST /api/register", () => {
  it("when the details are valid, then it creates the account, signs in with an httpOnly cookie and hides the hash", async () => {
    const body = newUserBody("reg");
    const res = await ctx
      .request()
      .post("/api/register")
      .send({ ...body, email: body.email.toUpperCase() })
      .expect(201);
    expect(res.body.user).toMatchObject({
      username: body.username,
      email: body.email,
      emailVerified: false,
      freeTrialsUsed: 0,
      freeTrialLimit: 1,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, body.email));
    expect(row).toBeDefined();
    expect(row!.passwordHash).not.toBe(body.password);
    expect(await bcrypt.compare(body.password, row!.passwordHash)).toBe(true);
  });

  it("when the e-mail is taken (in any case), then 409 with a message naming the e-mail and no second row", async () => {
    const { body } = await signUp(ctx, "dupe");
    const res = await ctx
      .request()
      .post("/api/register")
      .send({ ...newUserBody("other"), email: body.email.toUpperCase() })
      .expect(409);
    expect(res.body).toMatchObject({ code: "CONFLICT", message: expect.stringMatching(/email already exists/i) });
    const rows = await ctx.database.db.select().from(users).where(eq(users.email, body.email));
    expect(rows).toHaveLength(1);
  });

  it("when the username is taken in another case, then 409 with a message naming the username", async () => {
    const { body } = await signUp(ctx, "name");
    const res = await ctx
      .request()
      .post("/api/register")
      .send({ ...newUserBody("x"), username: body.username.toUpperCase() })
      .expect(409);
    expect(res.body.message).toMatch(/username is already taken/i);
    expect(res.body.fieldErrors.username).toBeDefined();
  });

  it("when fields are missing or invalid, then 400 with per-field messages", async () => {
    const res = await ctx
      .request()
      .post("/api/register")
      .send({ email: "not-an-email", password: "short" })
      .expect(400);
    expect(res.body.code).toBe("VALIDATION_FAILED");
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual(["email", "password", "username"]);
    expect(res.body.fieldErrors.password[0]).toMatch(/at least 8/);
  });

  it("when the password is one of the most common ones, then 400 on the password field and no account", async () => {
    for (const password of ["password1", "Password123", "iloveyou1"]) {
      const body = { ...newUserBody("common"), password };
      const res = await ctx.request().post("/api/register").send(body).expect(400);
      expect(res.body).toMatchObject({
        code: "VALIDATION_FAILED",
        fieldErrors: { password: [COMMON_PASSWORD_MESSAGE] },
      });
      expect(await ctx.database.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
    }
  });

  it("when an Arabic username is chosen, then it is accepted", async () => {
    const res = await ctx
      .request()
      .post("/api/register")
      .send({ ...newUserBody("ar"), username: `سارة_${process.pid}` })
      .expect(201);
    expect(res.body.user.username).toBe(`سارة_${process.pid}`);
  });

  it("when new registrations are switched off, then 403 and no account is created", async () => {
    await ctx.services.settings.update({ allowNewRegistrations: false }, null);
    try {
      const body = newUserBody("closed");
      const res = await ctx.request().post("/api/register").send(body).expect(403);
      expect(res.body.code).toBe("REGISTRATION_CLOSED");
      expect(await ctx.database.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
    } finally {
      await ctx.services.settings.update({ allowNewRegistrations: true }, null);
    }
  });
});

describe("POST /api/login and /api/logout", () => {
  it("when the password is wrong or the e-mail unknown, then the same generic 401", async () => {
    const { body } = await signUp(ctx, "login");
    const wrong = await ctx
      .request()
      .post("/api/login")
      .send({ email: body.email, password: "wrong password!" })
      .expect(401);
    const unknown = await ctx
      .request()
      .post("/api/login")
      .send({ email: "nobody@example.com", password: "whatever1" })
      .expect(401);
    expect(wrong.body.message).toBe("Invalid email or password");
    expect(unknown.body.message).toBe("Invalid email or password");
  });

  it("when signing in, then a new session id replaces the old one and GET /api/user answers with the user", async () => {
    const { body, agent } = await signUp(ctx, "renew");
    const before = await agent.get("/api/user").expect(200);
    const oldCookie = sessionCookie(
      await agent.post("/api/login").send({ email: body.email, password: body.password }).expect(200),
    );
    expect(before.body.user.email).toBe(body.email);
    const me = await agent.get("/api/user").expect(200);
    expect(me.body.user.email).toBe(body.email);
    // The registration session was replaced: only one session remains for this user.
    const rows = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, me.body.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(hashToken(oldCookie.split(";")[0]!.slice(4)));
  });

  it("when signing out, then the server session is gone and the old cookie no longer works", async () => {
    const { agent, user } = await signUp(ctx, "logout");
    const res = await agent.get("/api/user").expect(200);
    const cookieValue = (res.request as unknown as { cookies: string }).cookies;
    await agent.post("/api/logout").expect(200);
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    await expectSignedOut(ctx.request().get("/api/user").set("Cookie", cookieValue));
  });

  it("when a session has expired, then the cookie is ignored", async () => {
    const { agent } = await signUp(ctx, "expire");
    ctx.clock.advance(31 * 24 * 3600 * 1000);
    try {
      await expectSignedOut(agent.get("/api/user"));
    } finally {
      ctx.clock.advance(-31 * 24 * 3600 * 1000);
    }
  });
});

describe("PUT /api/user/:id", () => {
  it("when a user edits their own profile, then the change is stored and returned", async () => {
    const { agent, user } = await signUp(ctx, "edit");
    // Auto-charge needs a saved card.
    expect((await saveCard(agent, user.id)).status).toBe(200);
    const res = await agent
      .put(`/api/user/${user.id}`)
      .send({ firstName: "نورة", lastName: "Al-Harbi", language: "ar", autoChargeEnabled: true })
      .expect(200);
    expect(res.body.user).toMatchObject({
      firstName: "نورة",
      lastName: "Al-Harbi",
      language: "ar",
      autoChargeEnabled: true,
    });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ firstName: "نورة", language: "ar", autoChargeEnabled: true });
  });

  it("when auto-charge is switched on with no saved card, then 400 and nothing of the edit is stored", async () => {
    const { agent, user } = await signUp(ctx, "nocard");
    const res = await agent
      .put(`/api/user/${user.id}`)
      .send({ firstName: "Lina", autoChargeEnabled: true })
      .expect(400);
    expect(res.body.fieldErrors).toEqual({ autoChargeEnabled: [expect.stringMatching(/Add a card first/)] });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ firstName: null, autoChargeEnabled: false });
  });

  it("when a user edits another user's profile, then 403 and nothing changes", async () => {
    const a = await signUp(ctx, "owner");
    const b = await signUp(ctx, "intruder");
    await b.agent.put(`/api/user/${a.user.id}`).send({ firstName: "Hacked" }).expect(403);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, a.user.id));
    expect(row!.firstName).toBeNull();
  });

  it("when the e-mail changes, then it waits as pending and a link is mailed to the new address (users/email-change.test.ts)", async () => {
    const { agent, user } = await signUp(ctx, "move");
    await ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    const newEmail = `moved${process.pid}@example.com`;
    const sentBefore = ctx.smtp.messages.length;
    const res = await agent.put(`/api/user/${user.id}`).send({ email: newEmail }).expect(200);
    expect(res.body.user).toMatchObject({ email: user.email, pendingEmail: newEmail, emailVerified: true });
    await ctx.smtp.waitFor(sentBefore + 1);
    expect(ctx.smtp.messages.some((m) => m.to.includes(newEmail))).toBe(true);
  });

  it("when the new username belongs to someone else, then 409", async () => {
    const a = await signUp(ctx, "taken");
    const b = await signUp(ctx, "taker");
    const res = await b.agent.put(`/api/user/${b.user.id}`).send({ username: a.user.username }).expect(409);
    expect(res.body.message).toMatch(/username/i);
  });

  it("when an unknown field is sent, then 400 naming it", async () => {
    const { agent, user } = await signUp(ctx, "unknown");
    const res = await agent.put(`/api/user/${user.id}`).send({ freeTrialsUsed: 0 }).expect(400);
    expect(res.body.message).toMatch(/Unknown field: freeTrialsUsed/);
  });
});

describe("maintenance mode", () => {
  it("when it is on, then the API answers 503 to users but public config still answers", async () => {
    await ctx.database.db.update(settings).set({ maintenanceMode: true });
    ctx.services.settings.invalidate();
    try {
      const res = await ctx.request().post("/api/login").send({ email: "a@example.com", password: "x" }).expect(503);
      expect(res.body.code).toBe("MAINTENANCE");
      const config = await ctx.request().get("/api/public-config").expect(200);
      expect(config.body.maintenanceMode).toBe(true);
    } finally {
      await ctx.services.settings.update({ maintenanceMode: false }, null);
    }
  });
});
