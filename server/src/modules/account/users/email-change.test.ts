import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailVerificationTokens, passwordResetTokens, users } from "../../../db/schema";
import { createTestContext, newUserBody, signUp, type TestContext } from "../../../../test/app";
import { type ReceivedMail, tokenFromMail } from "../../../../test/smtp";

// Changing the e-mail on the profile: the new address waits in pending_email until its link is opened; the current one
// keeps signing in, stays verified, and hears about the request.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

let counter = 0;
const newAddress = (prefix: string) => `${prefix}${process.pid}n${++counter}@example.com`;

/** A signed-up user whose sign-up address is verified. */
async function verifiedUser(prefix: string) {
  const signed = await signUp(ctx, prefix);
  await ctx.database.db
    .update(users)
    .set({ emailVerified: true, emailVerifiedAt: new Date() })
    .where(eq(users.id, signed.user.id));
  return signed;
}

async function mailTo(address: string, after: number): Promise<ReceivedMail> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const mail = ctx.smtp.messages.slice(after).find((m) => m.to.includes(address));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${address}`);
    await ctx.smtp.waitFor(ctx.smtp.messages.length + 1).catch(() => undefined);
  }
}

async function userRow(id: number) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

/** Asks for `address` on the profile; answers the link mailed to it and the notice sent to the old address. */
async function requestChange(signed: Awaited<ReturnType<typeof signUp>>, address: string) {
  const before = ctx.smtp.messages.length;
  const res = await signed.agent.put(`/api/user/${signed.user.id}`).send({ email: address }).expect(200);
  const link = await mailTo(address, before);
  const notice = await mailTo(signed.user.email, before);
  return { res, token: tokenFromMail(link), link, notice };
}

describe("changing the e-mail address", () => {
  it("when a new address is asked for, then it is pending, the link goes to it, a notice to the old one, and nothing else changes", async () => {
    const signed = await verifiedUser("move");
    const address = newAddress("moved");
    const { res, link, notice } = await requestChange(signed, address);
    expect(res.body.user).toMatchObject({ email: signed.user.email, pendingEmail: address, emailVerified: true });
    expect(await userRow(signed.user.id)).toMatchObject({ email: signed.user.email, pendingEmail: address });

    expect(link.subject).toMatch(/confirm your new/i);
    expect(link.text).toContain("http://localhost:5000/verify-email?token=");
    expect(notice.subject).toMatch(/change of your ViralScore e-mail/i);
    expect(notice.text).toContain(`to ${address[0]}***@example.com`);
    expect(notice.text).not.toContain(address);
    expect(notice.text).toMatch(/If this was not you, change your password/);
    expect(notice.text).not.toMatch(/verify-email\?token=/);

    const tokens = await ctx.database.db
      .select()
      .from(emailVerificationTokens)
      .where(and(eq(emailVerificationTokens.userId, signed.user.id), eq(emailVerificationTokens.email, address)));
    expect(tokens).toHaveLength(1);
  });

  it("when the change is pending, then the current address still signs in and the new one does not yet", async () => {
    const signed = await verifiedUser("still");
    const address = newAddress("notyet");
    await requestChange(signed, address);
    await ctx
      .request()
      .post("/api/login")
      .send({ email: signed.user.email, password: signed.body.password })
      .expect(200);
    const refused = await ctx.request().post("/api/login").send({ email: address, password: signed.body.password });
    expect(refused.status).toBe(401);
  });

  it("when the link is opened, then the new address replaces the old one, verified, and signs in; the old one no longer does", async () => {
    const signed = await verifiedUser("swap");
    const address = newAddress("swapped");
    const { token } = await requestChange(signed, address);
    const res = await ctx.request().get(`/api/verify-email?token=${token}`).expect(200);
    expect(res.body).toEqual({
      message: "Your new e-mail address is verified. Use it to sign in from now on.",
      user: { id: signed.user.id, email: address, username: signed.user.username },
    });
    expect(await userRow(signed.user.id)).toMatchObject({ email: address, pendingEmail: null, emailVerified: true });
    await ctx.request().post("/api/login").send({ email: address, password: signed.body.password }).expect(200);
    await ctx
      .request()
      .post("/api/login")
      .send({ email: signed.user.email, password: signed.body.password })
      .expect(401);
    const me = await signed.agent.get("/api/user").expect(200);
    expect(me.body.user).toMatchObject({ email: address, pendingEmail: null, emailVerified: true });
    // Opened again: the address it verified is the account's, so success.
    const again = await ctx.request().get(`/api/verify-email?token=${token}`).expect(200);
    expect(again.body.message).toBe("Your e-mail is already verified.");
    // The old address is free for a new account at once.
    await ctx
      .request()
      .post("/api/register")
      .send({ ...newUserBody("reuse"), email: signed.user.email })
      .expect(201);
  });

  it("when the new address belongs to another account, then 409 on the e-mail field and nothing is pending or mailed", async () => {
    const other = await signUp(ctx, "owner");
    const signed = await verifiedUser("taker");
    const before = ctx.smtp.messages.length;
    const res = await signed.agent.put(`/api/user/${signed.user.id}`).send({ email: other.user.email }).expect(409);
    expect(res.body.fieldErrors).toEqual({ email: ["An account with this email already exists"] });
    expect((await userRow(signed.user.id)).pendingEmail).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(ctx.smtp.messages.length).toBe(before);
  });

  it("when another account takes the new address before the link is opened, then 409, the old address stays and the change is dropped", async () => {
    const signed = await verifiedUser("race");
    const address = newAddress("raced");
    const { token } = await requestChange(signed, address);
    await ctx
      .request()
      .post("/api/register")
      .send({ ...newUserBody("quick"), email: address })
      .expect(201);
    const res = await ctx.request().get(`/api/verify-email?token=${token}`).expect(409);
    expect(res.body).toMatchObject({
      code: "CONFLICT",
      message: expect.stringContaining(`Another account now uses ${address}`),
    });
    expect(await userRow(signed.user.id)).toMatchObject({
      email: signed.user.email,
      pendingEmail: null,
      emailVerified: true,
    });
  });

  it("when the current address is sent again, then the pending change is dropped and its link stops working", async () => {
    const signed = await verifiedUser("back");
    const { token } = await requestChange(signed, newAddress("abandoned"));
    const res = await signed.agent.put(`/api/user/${signed.user.id}`).send({ email: signed.user.email }).expect(200);
    expect(res.body.user).toMatchObject({ email: signed.user.email, pendingEmail: null, emailVerified: true });
    const link = await ctx.request().get(`/api/verify-email?token=${token}`).expect(400);
    expect(link.body.code).toBe("TOKEN_INVALID");
    expect((await userRow(signed.user.id)).email).toBe(signed.user.email);
  });

  it("when POST /api/account/email/cancel is called, then the pending change is dropped (UserResponse) and its link stops working", async () => {
    const signed = await verifiedUser("cancel");
    const { token } = await requestChange(signed, newAddress("cancelled"));
    const res = await signed.agent.post("/api/account/email/cancel").expect(200);
    expect(res.body.user).toMatchObject({ id: signed.user.id, email: signed.user.email, pendingEmail: null });
    await ctx.request().get(`/api/verify-email?token=${token}`).expect(400);
    // Nothing pending: cancelling again is harmless.
    await signed.agent.post("/api/account/email/cancel").expect(200);
  });

  it("when a second new address is asked for, then only the latest pending address can be verified", async () => {
    const signed = await verifiedUser("twice");
    const first = await requestChange(signed, newAddress("first"));
    const secondAddress = newAddress("second");
    const second = await requestChange(signed, secondAddress);
    await ctx.request().get(`/api/verify-email?token=${first.token}`).expect(400);
    await ctx.request().get(`/api/verify-email?token=${second.token}`).expect(200);
    expect((await userRow(signed.user.id)).email).toBe(secondAddress);
  });

  it("when an unverified account asks for a new address, then its sign-up link still verifies the current one", async () => {
    const before = ctx.smtp.messages.length;
    const signed = await signUp(ctx, "unverified");
    const signUpToken = tokenFromMail(await mailTo(signed.user.email, before));
    const address = newAddress("later");
    const { token } = await requestChange(signed, address);
    await ctx.request().get(`/api/verify-email?token=${signUpToken}`).expect(200);
    expect(await userRow(signed.user.id)).toMatchObject({ email: signed.user.email, emailVerified: true });
    await ctx.request().get(`/api/verify-email?token=${token}`).expect(200);
    expect(await userRow(signed.user.id)).toMatchObject({ email: address, pendingEmail: null, emailVerified: true });
  });
  it("when a verification link is asked again for the pending address, then a fresh link goes to it, the old notice is not repeated, and the fresh link swaps it in", async () => {
    const signed = await verifiedUser("again");
    const address = newAddress("resent");
    await requestChange(signed, address);
    const before = ctx.smtp.messages.length;
    const res = await ctx.request().post("/api/resend-verification").send({ email: address }).expect(200);
    expect(res.body.message).toMatch(/on its way/);
    const fresh = await mailTo(address, before);
    expect(fresh.subject).toMatch(/confirm your new/i);
    expect(ctx.smtp.messages.slice(before).filter((m) => m.to.includes(signed.user.email))).toHaveLength(0);
    await ctx
      .request()
      .get(`/api/verify-email?token=${tokenFromMail(fresh)}`)
      .expect(200);
    expect(await userRow(signed.user.id)).toMatchObject({ email: address, pendingEmail: null, emailVerified: true });
  });
});

describe("reset links when the address changes", () => {
  it("when the new address is swapped in, then a reset link mailed to the old address no longer works and none is left", async () => {
    const signed = await verifiedUser("resetold");
    const before = ctx.smtp.messages.length;
    await ctx.request().post("/api/auth/password/forgot").send({ email: signed.user.email }).expect(200);
    const resetMail = await mailTo(signed.user.email, before);
    const resetToken = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(resetMail.text)![1]!;
    await ctx.request().get(`/api/auth/password/reset?token=${resetToken}`).expect(200);

    const { token } = await requestChange(signed, newAddress("resetnew"));
    // Pending is not enough: the old address still signs in, so its reset link still works.
    await ctx.request().get(`/api/auth/password/reset?token=${resetToken}`).expect(200);
    await ctx.request().get(`/api/verify-email?token=${token}`).expect(200);

    const dead = await ctx.request().get(`/api/auth/password/reset?token=${resetToken}`).expect(400);
    expect(dead.body.code).toBe("TOKEN_INVALID");
    await ctx
      .request()
      .post("/api/auth/password/reset")
      .send({ token: resetToken, password: "someone else's choice" })
      .expect(400);
    const left = await ctx.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, signed.user.id));
    expect(left).toEqual([]);
    await ctx
      .request()
      .post("/api/login")
      .send({ email: (await userRow(signed.user.id)).email, password: signed.body.password })
      .expect(200);
  });
});

describe("the per-account limit on e-mail change requests (production limits)", () => {
  let strict: TestContext;
  beforeAll(async () => {
    strict = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: "1" } });
  });
  afterAll(async () => {
    await strict?.close();
  });

  it("when an account asks for 5 new addresses in an hour, then the 6th is 429 and mails nothing, while the rest of the profile and other accounts still save", async () => {
    const signed = await signUp(strict, "spray");
    const put = (body: Record<string, unknown>) => signed.agent.put(`/api/user/${signed.user.id}`).send(body);
    for (let i = 0; i < 5; i += 1) await put({ email: newAddress(`spray${i}`) }).expect(200);
    const before = strict.smtp.messages.length;
    const target = newAddress("spray-victim");
    const limited = await put({ email: target }).expect(429);
    expect(limited.body).toMatchObject({
      code: "RATE_LIMITED",
      message: "You have asked to change your e-mail address several times in the last hour. Please try again later.",
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(strict.smtp.messages.slice(before).filter((m) => m.to.includes(target))).toEqual([]);
    expect(
      (await strict.database.db.select().from(users).where(eq(users.id, signed.user.id)))[0]!.pendingEmail,
    ).not.toBe(target);

    // Not an e-mail change: neither counted nor refused.
    await put({ firstName: "Still" }).expect(200);
    await put({ email: signed.user.email, lastName: "Here" }).expect(200);
    const other = await signUp(strict, "calm");
    await other.agent
      .put(`/api/user/${other.user.id}`)
      .send({ email: newAddress("calm") })
      .expect(200);
  });
});
