import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, signUp, type TestContext } from "../../test/app";

// The mails that tell an owner to "write to support" name the operator's SUPPORT_EMAIL, not a built-in
// address the installation may not read.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { SUPPORT_EMAIL: "help@viralscore.test" } });
});
afterAll(async () => {
  await ctx?.close();
});

describe("the support address in account notices", () => {
  it("when a password is changed, then the notice tells the owner to write to the configured SUPPORT_EMAIL", async () => {
    const { agent, user, body } = await signUp(ctx, "notice");
    const before = ctx.smtp.messages.length;
    await agent
      .post("/api/account/password")
      .send({ currentPassword: body.password, newPassword: "a brand new passphrase" })
      .expect(200);
    await ctx.smtp.waitFor(before + 1);
    const notice = ctx.smtp.messages.slice(before).find((m) => m.to.includes(user.email));
    expect(notice?.text).toContain("write to help@viralscore.test");
    expect(notice?.raw).not.toContain("support@viralscore.app");
  });
});
