import bcrypt from "bcrypt";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerBodySchema } from "@shared/schemas/auth";
import { PASSWORD_TOO_LONG_MESSAGE } from "@shared/schemas/common";
import { users } from "../../../db/schema";
import { createTestContext, newUserBody, signUp, type TestContext } from "../../../../test/app";
import { freshPasswordResetToken } from "../../../../test/actors";

// bcrypt reads only the first 72 bytes of a password. A longer new password is refused with a message on the
// field, so that no password can be accepted cut short; an old account with a longer password still signs in.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

/** 37 Arabic letters: 74 bytes in UTF-8 (two bytes each), well under the old 72-character limit in letters. */
const LONG_ARABIC = "كلمةسرطويلةجداباللغةالعربيةلاتنسوهاابد".slice(0, 37);
const ARABIC_AT_LIMIT = LONG_ARABIC.slice(0, 36);

describe("new passwords over 72 bytes", () => {
  it("when the test password is measured, then it is 37 letters and 74 bytes", () => {
    expect(LONG_ARABIC.length).toBe(37);
    expect(Buffer.byteLength(LONG_ARABIC, "utf8")).toBe(74);
  });

  it("when someone signs up with a 37-letter Arabic password, then 400 on the password field and no account", async () => {
    const body = { ...newUserBody("longpw"), password: LONG_ARABIC };
    const res = await ctx.request().post("/api/register").send(body).expect(400);
    expect(res.body.fieldErrors.password).toEqual([PASSWORD_TOO_LONG_MESSAGE]);
    expect(await ctx.database.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
    // The browser's form uses the same schema, so the message is shown on the field before anything is sent.
    const parsed = registerBodySchema.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["password", PASSWORD_TOO_LONG_MESSAGE],
    ]);
  });

  it("when someone signs up with 36 Arabic letters (72 bytes), then it is accepted and only the whole password signs in", async () => {
    const body = { ...newUserBody("arabicpw"), password: ARABIC_AT_LIMIT };
    await ctx.request().post("/api/register").send(body).expect(201);
    await ctx.request().post("/api/login").send({ email: body.email, password: ARABIC_AT_LIMIT }).expect(200);
    await ctx
      .request()
      .post("/api/login")
      .send({ email: body.email, password: ARABIC_AT_LIMIT.slice(0, 35) })
      .expect(401);
  });

  it("when a reset link sets a password over 72 bytes, then 400 on the field and the old password still works", async () => {
    const { user, body } = await signUp(ctx, "resetlong");
    const token = await freshPasswordResetToken(ctx, user);
    const res = await ctx.request().post("/api/auth/password/reset").send({ token, password: LONG_ARABIC }).expect(400);
    expect(res.body.fieldErrors.password).toEqual([PASSWORD_TOO_LONG_MESSAGE]);
    await ctx.request().post("/api/login").send({ email: body.email, password: body.password }).expect(200);
  });

  it("when a signed-in user changes to a password over 72 bytes, then 400 on the new password and nothing changes", async () => {
    const { agent, body } = await signUp(ctx, "changelong");
    const res = await agent
      .post("/api/account/password")
      .send({ currentPassword: body.password, newPassword: `${"a".repeat(70)}éé` })
      .expect(400);
    expect(res.body.fieldErrors.newPassword).toEqual([PASSWORD_TOO_LONG_MESSAGE]);
    await ctx.request().post("/api/login").send({ email: body.email, password: body.password }).expect(200);
  });

  it("when an account made before the rule has a password over 72 bytes, then it still signs in with it", async () => {
    const { user, body } = await signUp(ctx, "legacylong");
    const legacy = `${LONG_ARABIC}${LONG_ARABIC}`;
    await ctx.database.db
      .update(users)
      .set({ passwordHash: await bcrypt.hash(legacy, 4) })
      .where(eq(users.id, user.id));
    await ctx.request().post("/api/login").send({ email: body.email, password: legacy }).expect(200);
  });
});
