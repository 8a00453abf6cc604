import bcrypt from "bcrypt";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMMON_PASSWORD_MESSAGE } from "@shared/schemas/common";
import { passwordResetTokens, sessions, users } from "../../../db/schema";
import { hashToken } from "../../../lib/tokens";
import { createTestContext, signUp, type TestContext } from "../../../../test/app";
import type { ReceivedMail } from "../../../../test/smtp";
import { maskEmail } from "../../../mail/templates";
import { FORGOT_PASSWORD_MESSAGE } from "./password-reset.service";
import { expectSignedOut } from "../../../../test/session-assertions";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const NEW_PASSWORD = "a brand new passphrase";

/** The newest mail to `to` whose subject matches, once it has arrived (the link is mailed after the answer). */
async function mailTo(context: TestContext, to: string, subject: RegExp, after = 0): Promise<ReceivedMail> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const mail = context.smtp.messages.slice(after).findLast((m) => m.to.includes(to) && subject.test(m.subject));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail "${subject.source}" to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function resetTokenFrom(mail: ReceivedMail): string {
  const match = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no reset link in mail:\n${mail.text}`);
  return match[1]!;
}

/** Asks for a reset link for `email` (typed as `typed`) and returns the token from the mail that arrives. */
async function requestLink(email: string, typed = email): Promise<{ token: string; mail: ReceivedMail }> {
  const before = ctx.smtp.messages.length;
  await ctx.request().post("/api/auth/password/forgot").send({ email: typed }).expect(200);
  const mail = await mailTo(ctx, email, /reset your/i, before);
  return { token: resetTokenFrom(mail), mail };
}

async function sessionCount(userId: number): Promise<number> {
  return (await ctx.database.db.select().from(sessions).where(eq(sessions.userId, userId))).length;
}

describe("POST /api/auth/password/forgot", () => {
  it("when the address has an account, then a single-use link to APP_URL valid for 1 hour is mailed and only its hash is stored", async () => {
    const { user } = await signUp(ctx, "forgot");
    const { token, mail } = await requestLink(user.email, ` ${user.email.toUpperCase()} `);
    expect(mail.to).toEqual([user.email]);
    expect(mail.text).toContain(`http://localhost:5000/reset-password?token=${token}`);
    expect(mail.text).toMatch(/expires in 1 hour/);
    expect(mail.text).toMatch(/If you did not ask to reset your password, ignore this e-mail/);
    const rows = await ctx.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(token));
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(60 * 60 * 1000);
    expect(rows[0]!.usedAt).toBeNull();
  });

  it("when the address is known or unknown, then the status, body and headers are the same, and only the known one gets mail", async () => {
    const { user } = await signUp(ctx, "enum");
    const before = ctx.smtp.messages.length;
    const unknown = await ctx
      .request()
      .post("/api/auth/password/forgot")
      .send({ email: `nobody${process.pid}@example.com` });
    const known = await ctx.request().post("/api/auth/password/forgot").send({ email: user.email });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    const stable = (headers: Record<string, string>) =>
      Object.keys(headers)
        .filter((name) => !["date", "x-request-id", "etag"].includes(name))
        .sort()
        .map((name) => (name.startsWith("ratelimit") ? name : `${name}: ${headers[name]}`));
    expect(stable(known.headers)).toEqual(stable(unknown.headers));
    await mailTo(ctx, user.email, /reset your/i, before);
    expect(ctx.smtp.messages.slice(before).map((m) => m.to)).toEqual([[user.email]]);
  });

  it("when a second link is asked for, then the first one stops working and the second works", async () => {
    const { user } = await signUp(ctx, "twice");
    const first = await requestLink(user.email);
    const second = await requestLink(user.email);
    expect(second.token).not.toBe(first.token);
    const dead = await ctx.request().get(`/api/auth/password/reset?token=${first.token}`).expect(400);
    expect(dead.body.code).toBe("TOKEN_INVALID");
    await ctx.request().get(`/api/auth/password/reset?token=${second.token}`).expect(200);
  });
});

describe("GET /api/auth/password/reset", () => {
  it("when the link is fresh, then 200 with the masked address it is for", async () => {
    const { user } = await signUp(ctx, "check");
    const { token } = await requestLink(user.email);
    const res = await ctx.request().get(`/api/auth/password/reset?token=${token}`).expect(200);
    expect(res.body).toEqual({ email: maskEmail(user.email) });
    expect(res.body.email).toMatch(/^c\*\*\*@example\.com$/);
  });

  it("when the token is made up, then 400 TOKEN_INVALID with a readable message", async () => {
    const res = await ctx.request().get("/api/auth/password/reset?token=not-a-real-token").expect(400);
    expect(res.body).toMatchObject({ code: "TOKEN_INVALID", message: expect.stringMatching(/ask for a new one/i) });
  });

  it("when the link is older than 1 hour, then 410 TOKEN_EXPIRED for checking and for using it, and the password stays", async () => {
    const { user, body } = await signUp(ctx, "expired");
    const { token } = await requestLink(user.email);
    ctx.clock.advance(59 * 60 * 1000);
    try {
      await ctx.request().get(`/api/auth/password/reset?token=${token}`).expect(200);
      ctx.clock.advance(60 * 1000);
      const checked = await ctx.request().get(`/api/auth/password/reset?token=${token}`).expect(410);
      expect(checked.body).toMatchObject({ code: "TOKEN_EXPIRED", message: expect.stringMatching(/expired/) });
      const used = await ctx
        .request()
        .post("/api/auth/password/reset")
        .send({ token, password: NEW_PASSWORD })
        .expect(410);
      expect(used.body.code).toBe("TOKEN_EXPIRED");
    } finally {
      ctx.clock.advance(-60 * 60 * 1000);
    }
    await ctx.request().post("/api/login").send({ email: user.email, password: body.password }).expect(200);
  });
});

describe("POST /api/auth/password/reset", () => {
  it("when the link is used, then the password changes, every session ends, this browser is signed in and a notice is mailed", async () => {
    const { user, body, agent: registered } = await signUp(ctx, "reset");
    const laptop = ctx.request();
    await laptop.post("/api/login").send({ email: user.email, password: body.password }).expect(200);
    expect(await sessionCount(user.id)).toBe(2);
    const { token } = await requestLink(user.email);

    const before = ctx.smtp.messages.length;
    const browser = ctx.request();
    const res = await browser.post("/api/auth/password/reset").send({ token, password: NEW_PASSWORD }).expect(200);
    expect(res.body).toMatchObject({ user: { id: user.id, email: user.email }, message: expect.any(String) });
    expect(String(res.headers["set-cookie"])).toMatch(/sid=.*HttpOnly/i);

    await expectSignedOut(registered.get("/api/user"));
    await expectSignedOut(laptop.get("/api/user"));
    expect((await browser.get("/api/user").expect(200)).body.user.id).toBe(user.id);
    expect(await sessionCount(user.id)).toBe(1);

    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(await bcrypt.compare(NEW_PASSWORD, row!.passwordHash)).toBe(true);
    await ctx.request().post("/api/login").send({ email: user.email, password: body.password }).expect(401);
    await ctx.request().post("/api/login").send({ email: user.email, password: NEW_PASSWORD }).expect(200);

    const [link] = await ctx.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(link!.usedAt).toEqual(ctx.clock.now());
    const notice = await mailTo(ctx, user.email, /password was changed/i, before);
    expect(notice.text).toMatch(/If you did not do this, reset your password/);
  });

  it("when the link is used a second time, then 400 TOKEN_INVALID and nothing changes", async () => {
    const { user } = await signUp(ctx, "again");
    const { token } = await requestLink(user.email);
    await ctx.request().post("/api/auth/password/reset").send({ token, password: NEW_PASSWORD }).expect(200);
    const [before] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    const res = await ctx
      .request()
      .post("/api/auth/password/reset")
      .send({ token, password: "another new passphrase" })
      .expect(400);
    expect(res.body.code).toBe("TOKEN_INVALID");
    await ctx.request().get(`/api/auth/password/reset?token=${token}`).expect(400);
    const [after] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(after!.passwordHash).toBe(before!.passwordHash);
    expect(await sessionCount(user.id)).toBe(1);
  });

  it("when the same link is submitted five times at once, then exactly one succeeds and its password is the one stored", async () => {
    const { user } = await signUp(ctx, "race");
    const { token } = await requestLink(user.email);
    const passwords = [1, 2, 3, 4, 5].map((n) => `racing passphrase ${n}`);
    const results = await Promise.all(
      passwords.map((password) => ctx.request().post("/api/auth/password/reset").send({ token, password })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(4);
    for (const refused of results.filter((r) => r.status === 400)) expect(refused.body.code).toBe("TOKEN_INVALID");
    const winner = passwords[statuses.indexOf(200)]!;
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(await bcrypt.compare(winner, row!.passwordHash)).toBe(true);
    expect(await sessionCount(user.id)).toBe(1);
  });

  it("when the new password is a common one, then 400 on the password field and the link still works", async () => {
    const { user } = await signUp(ctx, "weak");
    const { token } = await requestLink(user.email);
    for (const password of ["password1", "Password123"]) {
      const res = await ctx.request().post("/api/auth/password/reset").send({ token, password }).expect(400);
      expect(res.body.fieldErrors).toEqual({ password: [COMMON_PASSWORD_MESSAGE] });
    }
    await ctx.request().get(`/api/auth/password/reset?token=${token}`).expect(200);
  });

  it("when the password is changed on the profile after a link was mailed, then the link no longer works", async () => {
    const { user, body, agent } = await signUp(ctx, "stale");
    const { token } = await requestLink(user.email);
    await agent
      .post("/api/account/password")
      .send({ currentPassword: body.password, newPassword: NEW_PASSWORD })
      .expect(200);
    const res = await ctx
      .request()
      .post("/api/auth/password/reset")
      .send({ token, password: "another new passphrase" })
      .expect(400);
    expect(res.body.code).toBe("TOKEN_INVALID");
  });
});

describe("the sweep of reset links", () => {
  it("when the sweep runs, then links made more than a day ago go, used or not, and younger ones stay", async () => {
    const { user: usedUser } = await signUp(ctx, "sweepused");
    const used = await requestLink(usedUser.email);
    await ctx
      .request()
      .post("/api/auth/password/reset")
      .send({ token: used.token, password: NEW_PASSWORD })
      .expect(200);
    const { user: oldUser } = await signUp(ctx, "sweepold");
    await requestLink(oldUser.email);
    const { user: youngUser } = await signUp(ctx, "sweepyoung");
    const linksOf = async (userId: number) =>
      ctx.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));

    ctx.clock.advance(23 * 3600 * 1000);
    try {
      await ctx.services.passwordReset.sweep();
      expect(await linksOf(oldUser.id)).toHaveLength(1);
      await requestLink(youngUser.email); // made 23 hours after the others
      ctx.clock.advance(2 * 3600 * 1000);
      expect(await ctx.services.passwordReset.sweep()).toBeGreaterThanOrEqual(2);
      expect(await linksOf(usedUser.id)).toEqual([]);
      expect(await linksOf(oldUser.id)).toEqual([]);
      expect(await linksOf(youngUser.id)).toHaveLength(1);
    } finally {
      ctx.clock.advance(-25 * 3600 * 1000);
    }
  });
});

describe("rate limits on forgot password (production limits)", () => {
  let strict: TestContext;
  beforeAll(async () => {
    strict = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: "1" } });
  });
  afterAll(async () => {
    await strict?.close();
  });

  const forgot = (email: string) => strict.request().post("/api/auth/password/forgot").send({ email });

  it("when one address is asked for more than 5 times in an hour, then 429, known address or not", async () => {
    const { user } = await signUp(strict, "limit");
    const unknown = `ghost${process.pid}@example.com`;
    for (let i = 0; i < 5; i++) {
      expect((await forgot(user.email)).status).toBe(200);
      expect((await forgot(unknown)).status).toBe(200);
    }
    const knownLimited = await forgot(user.email);
    const unknownLimited = await forgot(unknown);
    expect(knownLimited.status).toBe(429);
    expect(unknownLimited.status).toBe(429);
    expect(knownLimited.body).toMatchObject({ code: "RATE_LIMITED", message: unknownLimited.body.message });
    // Five links were mailed (each replacing the last); the sixth request mailed nothing.
    await strict.smtp.waitFor(1 + 5);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(strict.smtp.messages.filter((m) => m.to.includes(user.email) && /reset/i.test(m.subject))).toHaveLength(5);
  });

  it("when one network asks for more than 20 links in an hour, then 429 for any address", async () => {
    // The 12 requests of the test above came from the same address (127.0.0.1).
    for (let i = 0; i < 8; i++) expect((await forgot(`net${i}x${process.pid}@example.com`)).status).toBe(200);
    const res = await forgot(`net-last${process.pid}@example.com`);
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/this network/);
  });
});
