import { eq } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema";
import { createTestContext, signUp, type TestContext } from "../../test/app";

// The API answers errors in the reader's language: Accept-Language first, then the signed-in user's profile.
// The code never changes, and English stays word for word what the code throws.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ models: false });
});
afterAll(async () => {
  await ctx?.close();
});

describe("API errors in Arabic", () => {
  it("a validation error: the message and each field's error, from the schema and from zod itself", async () => {
    const ar = await supertest(ctx.app)
      .post("/api/register")
      .set("Accept-Language", "ar")
      .send({ email: "", username: "x", password: 5 })
      .expect(400);
    expect(ar.body.code).toBe("VALIDATION_FAILED");
    expect(ar.body.fieldErrors.email).toEqual(["أدخل البريد الإلكتروني"]);
    expect(ar.body.fieldErrors.username[0]).toBe("يجب ألا يقل عدد أحرف اسم المستخدم عن 3");
    expect(ar.body.message).toMatch(/[\u0600-\u06ff]/);
    for (const messages of Object.values(ar.body.fieldErrors as Record<string, string[]>))
      for (const message of messages) expect(message).toMatch(/[\u0600-\u06ff]/);

    const en = await supertest(ctx.app)
      .post("/api/register")
      .send({ email: "", username: "x", password: 5 })
      .expect(400);
    expect(en.body.code).toBe("VALIDATION_FAILED");
    expect(en.body.fieldErrors.email).toEqual(["Email is required"]);
    expect(en.body.fieldErrors.username[0]).toBe("Username must be at least 3 characters");
  });

  it("a 401", async () => {
    const ar = await supertest(ctx.app).get("/api/pro/plans").set("Accept-Language", "ar").expect(401);
    expect(ar.body).toMatchObject({ code: "UNAUTHENTICATED", message: "سجّل الدخول للمتابعة." });
    const en = await supertest(ctx.app).get("/api/pro/plans").expect(401);
    expect(en.body).toMatchObject({ code: "UNAUTHENTICATED", message: "Please sign in to continue." });
  });

  it("a 404, with its parameters kept", async () => {
    const ar = await supertest(ctx.app).get("/api/no-such-route").set("Accept-Language", "ar").expect(404);
    expect(ar.body).toMatchObject({ code: "NOT_FOUND", message: "لا يوجد مسار API لـ GET /api/no-such-route" });
    const en = await supertest(ctx.app).get("/api/no-such-route").expect(404);
    expect(en.body.message).toBe("No API route for GET /api/no-such-route");
  });

  it("a 402 naming a Pro feature, the feature translated too; the profile's language when no header says", async () => {
    const { agent, user } = await signUp(ctx, "i18n");
    const ar = await agent.get("/api/pro/plans").set("Accept-Language", "ar").expect(402);
    expect(ar.body).toMatchObject({
      code: "PAYMENT_REQUIRED",
      message: "تخطيط المحتوى من مزايا Pro. اشترك في Pro لتستخدمها.",
    });
    expect(ar.body.requiresPayment).toBe(true);

    const en = await agent.get("/api/pro/plans").expect(402);
    expect(en.body.message).toBe("Content planning is part of Pro. Upgrade to Pro to use it.");

    await ctx.database.db.update(users).set({ language: "ar" }).where(eq(users.id, user.id));
    // The session cache keeps the row for a moment: a fresh request after it reads the new language.
    ctx.clock.advance(10_000);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const profile = await agent.get("/api/pro/plans").expect(402);
    expect(profile.body.message).toBe("تخطيط المحتوى من مزايا Pro. اشترك في Pro لتستخدمها.");
    // The header wins over the profile: the interface's language is the one on the screen.
    const header = await agent.get("/api/pro/plans").set("Accept-Language", "en").expect(402);
    expect(header.body.message).toBe("Content planning is part of Pro. Upgrade to Pro to use it.");
  });
});
