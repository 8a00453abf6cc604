import bcrypt from "bcrypt";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountSessionsResponseSchema } from "@shared/schemas/account";
import { COMMON_PASSWORD_MESSAGE } from "@shared/schemas/common";
import { sessions, users } from "../../db/schema";
import { hashToken } from "../../lib/tokens";
import { createTestContext, signUp, type TestContext } from "../../../test/app";
import { expectSignedIn, expectSignedOut } from "../../../test/session-assertions";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const NEW_PASSWORD = "a brand new passphrase";
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36";
const LAPTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0";
const MINUTE = 60_000;

/** A signed-up user (its agent is the "current" browser) and a second browser signed in with another device. */
async function userWithTwoBrowsers(prefix: string) {
  const signed = await signUp(ctx, prefix);
  const other = ctx.request();
  await other
    .post("/api/login")
    .set("User-Agent", LAPTOP)
    .send({ email: signed.user.email, password: signed.body.password })
    .expect(200);
  return { ...signed, other };
}

async function storedSessions(userId: number) {
  return ctx.database.db.select().from(sessions).where(eq(sessions.userId, userId));
}

async function passwordHashOf(userId: number): Promise<string> {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, userId));
  return row!.passwordHash;
}

describe("POST /api/account/password", () => {
  it("when the current password is wrong, then 400 on currentPassword and nothing changes", async () => {
    const { agent, user, other } = await userWithTwoBrowsers("wrong");
    const hash = await passwordHashOf(user.id);
    const res = await agent
      .post("/api/account/password")
      .send({ currentPassword: "not my password", newPassword: NEW_PASSWORD })
      .expect(400);
    expect(res.body).toMatchObject({
      code: "VALIDATION_FAILED",
      fieldErrors: { currentPassword: ["Current password is incorrect"] },
    });
    expect(await passwordHashOf(user.id)).toBe(hash);
    await expectSignedIn(other.get("/api/user"));
  });

  it("when the change succeeds, then the new password works, the old does not, other sessions end and this one stays", async () => {
    const { agent, user, body, other } = await userWithTwoBrowsers("change");
    const third = ctx.request();
    await third.post("/api/login").send({ email: user.email, password: body.password }).expect(200);
    const before = ctx.smtp.messages.length;

    const res = await agent
      .post("/api/account/password")
      .send({ currentPassword: body.password, newPassword: NEW_PASSWORD })
      .expect(200);
    expect(res.body).toEqual({
      message: "Your password has been changed. Your 2 other sessions have been signed out.",
    });

    await expectSignedIn(agent.get("/api/user"));
    await expectSignedOut(other.get("/api/user"));
    await expectSignedOut(third.get("/api/user"));
    expect(await storedSessions(user.id)).toHaveLength(1);
    expect(await bcrypt.compare(NEW_PASSWORD, await passwordHashOf(user.id))).toBe(true);
    await ctx.request().post("/api/login").send({ email: user.email, password: body.password }).expect(401);
    await ctx.request().post("/api/login").send({ email: user.email, password: NEW_PASSWORD }).expect(200);

    await ctx.smtp.waitFor(before + 1);
    const notice = ctx.smtp.messages.slice(before).find((m) => m.to.includes(user.email));
    expect(notice?.subject).toMatch(/password was changed/i);
  });

  it("when the new password is common or the same as the current one, then 400 on newPassword", async () => {
    const { agent, user, body } = await signUp(ctx, "weak");
    const hash = await passwordHashOf(user.id);
    for (const newPassword of ["password1", "Password123"]) {
      const res = await agent
        .post("/api/account/password")
        .send({ currentPassword: body.password, newPassword })
        .expect(400);
      expect(res.body.fieldErrors).toEqual({ newPassword: [COMMON_PASSWORD_MESSAGE] });
    }
    const same = await agent
      .post("/api/account/password")
      .send({ currentPassword: body.password, newPassword: body.password })
      .expect(400);
    expect(same.body.fieldErrors.newPassword).toEqual(["The new password must be different from the current one"]);
    expect(await passwordHashOf(user.id)).toBe(hash);
  });

  it("when nobody is signed in, then 401", async () => {
    const res = await ctx
      .request()
      .post("/api/account/password")
      .send({ currentPassword: "whatever", newPassword: NEW_PASSWORD })
      .expect(401);
    expect(res.body.code).toBe("UNAUTHENTICATED");
  });
});

describe("change password rate limit (production limits)", () => {
  let strict: TestContext;
  beforeAll(async () => {
    strict = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: "1" } });
  });
  afterAll(async () => {
    await strict?.close();
  });

  it("when an account sends 10 wrong current passwords, then the 11th attempt is 429 even if right, and other accounts are not affected", async () => {
    const { agent, body } = await signUp(strict, "guess");
    const guess = (currentPassword: string) =>
      agent.post("/api/account/password").send({ currentPassword, newPassword: NEW_PASSWORD });
    for (let i = 0; i < 10; i++) expect((await guess(`guess number ${i}`)).status).toBe(400);
    const limited = await guess(body.password);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe("RATE_LIMITED");

    const other = await signUp(strict, "bystander");
    const res = await other.agent
      .post("/api/account/password")
      .send({ currentPassword: "not it", newPassword: NEW_PASSWORD });
    expect(res.status).toBe(400);
  });

  it("when an account tries 10 common new passwords (and sends incomplete forms) with the right current one, then nothing is counted and the change still goes through", async () => {
    const { agent, body } = await signUp(strict, "picky");
    const change = (payload: Record<string, unknown>) => agent.post("/api/account/password").send(payload);
    for (let i = 0; i < 10; i++) {
      const res = await change({ currentPassword: body.password, newPassword: i % 2 ? "password1" : "Password123" });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual({ newPassword: [COMMON_PASSWORD_MESSAGE] });
    }
    for (let i = 0; i < 3; i++) expect((await change({ newPassword: NEW_PASSWORD })).status).toBe(400);
    await change({ currentPassword: body.password, newPassword: NEW_PASSWORD }).expect(200);
  });
});

describe("GET /api/account/sessions", () => {
  it("when a user has two browsers, then both are listed newest use first with device, ip and times, and only this one is current", async () => {
    const signed = await signUp(ctx, "list");
    const { agent, user } = signed;
    ctx.clock.advance(MINUTE); // the laptop signs in a minute later: the most recently used session
    let res: Awaited<ReturnType<typeof agent.get>>;
    try {
      await ctx
        .request()
        .post("/api/login")
        .set("User-Agent", LAPTOP)
        .send({ email: user.email, password: signed.body.password })
        .expect(200);
      res = await agent.get("/api/account/sessions").set("User-Agent", PHONE).expect(200);
    } finally {
      ctx.clock.advance(-MINUTE);
    }
    const storedIds = (await storedSessions(user.id)).map((s) => s.id);
    // The answer follows the shared contract.
    const { sessions: listed } = accountSessionsResponseSchema.parse(res.body);
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatchObject({
      device: "Firefox on Windows",
      browser: "Firefox",
      system: "Windows",
      isCurrent: false,
    });
    // The registration request sent no User-Agent, so its device is not guessed.
    expect(listed[1]).toMatchObject({ device: "Unknown device", browser: null, system: null, isCurrent: true });
    for (const session of listed) {
      expect(session.id).toMatch(/^[0-9a-f]{16}$/);
      for (const stored of storedIds) expect(stored).not.toContain(session.id);
      expect(session.ip).toMatch(/^127\.0\.0\.1$|^::1$/);
      expect(new Date(session.createdAt).toISOString()).toBe(session.createdAt);
      expect(new Date(session.lastUsedAt).toISOString()).toBe(session.lastUsedAt);
    }
  });

  it("when another user is signed in, or a session of this user has expired, then it is never listed", async () => {
    const { agent, user } = await signUp(ctx, "mine");
    await signUp(ctx, "theirs");
    const now = ctx.clock.now();
    await ctx.database.db.insert(sessions).values({
      id: hashToken(`expired-${user.id}`),
      userId: user.id,
      createdAt: new Date(now.getTime() - 40 * 24 * 60 * MINUTE),
      lastUsedAt: new Date(now.getTime() - 31 * 24 * 60 * MINUTE),
      expiresAt: new Date(now.getTime() - MINUTE),
    });
    const res = await agent.get("/api/account/sessions").expect(200);
    expect(res.body.sessions).toHaveLength(1);
    expect(res.body.sessions[0].isCurrent).toBe(true);
  });

  it("when the session is used, then last use is written only once it is more than 5 minutes old", async () => {
    const { agent, user } = await signUp(ctx, "touch");
    const [started] = await storedSessions(user.id);
    const lastUsed = async () => (await storedSessions(user.id))[0]!.lastUsedAt.getTime();
    try {
      ctx.clock.advance(4 * MINUTE);
      await expectSignedIn(agent.get("/api/user"));
      expect(await lastUsed()).toBe(started!.lastUsedAt.getTime());
      ctx.clock.advance(2 * MINUTE);
      await expectSignedIn(agent.get("/api/user"));
      expect(await lastUsed()).toBe(ctx.clock.now().getTime());
      const listed = await agent.get("/api/account/sessions").expect(200);
      expect(listed.body.sessions[0].lastUsedAt).toBe(ctx.clock.now().toISOString());
    } finally {
      ctx.clock.advance(-6 * MINUTE);
    }
  });

  it("when nobody is signed in, then 401", async () => {
    await ctx.request().get("/api/account/sessions").expect(401);
  });
});

describe("POST /api/account/sessions/sign-out-others", () => {
  it("when a user signs out everywhere else, then the other sessions end, this one stays and other users are untouched", async () => {
    const { agent, user, other } = await userWithTwoBrowsers("others");
    const bystander = await signUp(ctx, "bystander");
    const res = await agent.post("/api/account/sessions/sign-out-others").expect(200);
    expect(res.body).toEqual({ message: "Signed out of 1 other session.", signedOut: 1 });
    await expectSignedOut(other.get("/api/user"));
    await expectSignedIn(agent.get("/api/user"));
    await expectSignedIn(bystander.agent.get("/api/user"));
    const listed = await agent.get("/api/account/sessions").expect(200);
    expect(listed.body.sessions).toEqual([expect.objectContaining({ isCurrent: true })]);
    expect(await storedSessions(user.id)).toHaveLength(1);

    const again = await agent.post("/api/account/sessions/sign-out-others").expect(200);
    expect(again.body).toEqual({ message: "You were not signed in anywhere else.", signedOut: 0 });
  });

  it("when nobody is signed in, then 401", async () => {
    await ctx.request().post("/api/account/sessions/sign-out-others").expect(401);
  });
});
