import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../../db/schema";
import { createTestContext, signUp, type TestContext } from "../../../test/app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { SUPPORT_EMAIL: "help@viralscore.test" } });
});
afterAll(async () => {
  await ctx?.close();
});

const message = {
  name: "Fahad Al-Otaibi",
  email: "Fahad@Example.com",
  company: "Riyadh Media",
  subject: "Arabic captions",
  message: "هل تدعمون الهاشتاقات العربية؟ Do you support Arabic hashtags?",
};

describe("POST /api/contact", () => {
  it("when the form is valid, then the message is stored and mailed to support with reply-to the sender", async () => {
    const before = ctx.smtp.messages.length;
    const res = await ctx.request().post("/api/contact").send(message).expect(201);
    expect(res.body).toMatchObject({ id: expect.any(Number), message: expect.stringMatching(/24 hours/) });
    const [row] = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.id, res.body.id));
    expect(row).toMatchObject({
      name: message.name,
      email: "fahad@example.com",
      subject: message.subject,
      message: message.message,
    });
    await ctx.smtp.waitFor(before + 1);
    const mail = ctx.smtp.messages.at(-1)!;
    expect(mail.to).toEqual(["help@viralscore.test"]);
    expect(mail.raw).toMatch(/Reply-To: fahad@example.com/i);
    const [mailed] = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.id, res.body.id));
    expect(mailed!.mailedAt).not.toBeNull();
  });

  it("when a signed-in user writes, then the message is linked to the account", async () => {
    const { agent, user } = await signUp(ctx, "contact");
    const res = await agent
      .post("/api/contact")
      .send({ ...message, company: undefined })
      .expect(201);
    const [row] = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.id, res.body.id));
    expect(row!.userId).toBe(user.id);
    expect(row!.company).toBe("");
  });

  it("when required fields are blank, then 400 naming each and nothing is stored", async () => {
    const count = (await ctx.database.db.select().from(contactMessages)).length;
    const res = await ctx
      .request()
      .post("/api/contact")
      .send({ name: "  ", email: "x", subject: "", message: "" })
      .expect(400);
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual(["email", "message", "name", "subject"]);
    expect((await ctx.database.db.select().from(contactMessages)).length).toBe(count);
  });
});

describe("contact rate limit", () => {
  it("when one address sends more than 10 messages in an hour, then 429 with a readable message", async () => {
    const limited = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: "1" } });
    try {
      for (let i = 0; i < 10; i++) await limited.request().post("/api/contact").send(message).expect(201);
      const res = await limited.request().post("/api/contact").send(message).expect(429);
      expect(res.body).toMatchObject({ code: "RATE_LIMITED", message: expect.stringMatching(/wait/i) });
    } finally {
      await limited.close();
    }
  });
});
