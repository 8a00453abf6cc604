import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, signUp, type TestContext } from "./app";
import { databaseFingerprint } from "./actors";

// The bad-input suites trust the fingerprint to see any write: it must change when rows are added or a user row is
// edited, and stay put when nothing is written.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ models: false });
});
afterAll(async () => {
  await ctx?.close();
});

describe("the database fingerprint", () => {
  it("when nothing is written, then it is the same twice", async () => {
    expect(await databaseFingerprint(ctx)).toBe(await databaseFingerprint(ctx));
  });

  it("when a user signs up, edits a name or a promo code is added, then it changes each time", async () => {
    const empty = await databaseFingerprint(ctx);
    const { agent, user } = await signUp(ctx, "print");
    const signedUp = await databaseFingerprint(ctx);
    expect(signedUp).not.toBe(empty);

    await agent.put(`/api/user/${user.id}`).send({ firstName: "Noura" }).expect(200);
    const renamed = await databaseFingerprint(ctx);
    expect(renamed).not.toBe(signedUp);

    await ctx.database.db.execute(
      sql`insert into promo_codes (code, discount_type, discount_value, start_date, end_date)
          values ('PRINT10', 'percentage', 10, now(), now() + interval '1 day')`,
    );
    expect(await databaseFingerprint(ctx)).not.toBe(renamed);
  });
});
