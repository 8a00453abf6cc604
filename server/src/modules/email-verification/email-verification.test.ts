import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailVerificationTokens, users } from "../../db/schema";
import { createTestContext, signUp, type TestContext } from "../../../test/app";
import { tokenFromMail } from "../../../test/smtp";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

async function signUpAndGetToken(prefix: string) {
  const before = ctx.smtp.messages.length;
  const signed = await signUp(ctx, prefix);
  await ctx.smtp.waitFor(before + 1);
  const mail = ctx.smtp.messages.filter((m) => m.to.includes(signed.body.email)).at(-1)!;
  return { ...signed, mail, token: tokenFromMail(mail) };
}

describe("e-mail verification", () => {
  it("when a person signs up, then a verification mail with a link to APP_URL arrives over SMTP and only a hash is stored", async () => {
    const { mail, token, user } = await signUpAndGetToken("mail");
    expect(mail.subject).toMatch(/verify/i);
    expect(mail.text).toContain(`http://localhost:5000/verify-email?token=${token}`);
    const rows = await ctx.database.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toBe(token);
  });

  it("when the link is followed, then the account is verified and the link cannot be used twice", async () => {
    const { token, user, agent } = await signUpAndGetToken("verify");
    const res = await ctx.request().get(`/api/verify-email?token=${token}`).expect(200);
    expect(res.body).toMatchObject({
      message: expect.any(String),
      user: { id: user.id, email: user.email, username: user.username },
    });
    expect((await agent.get("/api/user").expect(200)).body.user.emailVerified).toBe(true);
    const again = await ctx.request().get(`/api/verify-email?token=${token}`).expect(400);
    expect(again.body.code).toBe("TOKEN_INVALID");
  });

  it("when the link is older than 24 hours, then 410 TOKEN_EXPIRED and the account stays unverified", async () => {
    const { token, user } = await signUpAndGetToken("late");
    ctx.clock.advance(24 * 3600 * 1000 + 1000);
    try {
      const res = await ctx.request().get(`/api/verify-email?token=${token}`).expect(410);
      expect(res.body.code).toBe("TOKEN_EXPIRED");
    } finally {
      ctx.clock.advance(-(24 * 3600 * 1000 + 1000));
    }
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.emailVerified).toBe(false);
  });

  it("when the token is missing or made up, then a clear 400", async () => {
    const missing = await ctx.request().get("/api/verify-email").expect(400);
    expect(missing.body.message).toBe("Verification token is missing");
    const madeUp = await ctx.request().get("/api/verify-email?token=not-a-real-token").expect(400);
    expect(madeUp.body.code).toBe("TOKEN_INVALID");
  });

  it("when a new link is requested, then a new mail arrives and only the newest link works", async () => {
    const { token: first, body } = await signUpAndGetToken("resend");
    const before = ctx.smtp.messages.length;
    const res = await ctx.request().post("/api/resend-verification").send({ email: body.email }).expect(200);
    expect(res.body.message).toMatch(/on its way/);
    await ctx.smtp.waitFor(before + 1);
    const second = tokenFromMail(ctx.smtp.messages.filter((m) => m.to.includes(body.email)).at(-1)!);
    expect(second).not.toBe(first);
    await ctx.request().get(`/api/verify-email?token=${first}`).expect(400);
    await ctx.request().get(`/api/verify-email?token=${second}`).expect(200);
  });

  it("when a link is requested for an unknown or already verified address, then the same answer and no mail", async () => {
    const before = ctx.smtp.messages.length;
    const unknown = await ctx
      .request()
      .post("/api/resend-verification")
      .send({ email: "ghost@example.com" })
      .expect(200);
    const { token, body } = await signUpAndGetToken("done");
    await ctx.request().get(`/api/verify-email?token=${token}`).expect(200);
    const afterSignUp = ctx.smtp.messages.length;
    const verified = await ctx.request().post("/api/resend-verification").send({ email: body.email }).expect(200);
    expect(verified.body.message).toBe(unknown.body.message);
    await new Promise((r) => setTimeout(r, 200));
    expect(ctx.smtp.messages.length).toBe(afterSignUp);
    expect(afterSignUp).toBe(before + 1);
  });

  it("when the address changed after the link was sent, then the old link is refused", async () => {
    const { token, user, agent } = await signUpAndGetToken("changed");
    await agent
      .put(`/api/user/${user.id}`)
      .send({ email: `changed-new${process.pid}@example.com` })
      .expect(200);
    await ctx.request().get(`/api/verify-email?token=${token}`).expect(400);
  });
});
