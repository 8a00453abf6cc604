import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_CARDS } from "@shared/billing";
import { createTestContext, signUp, type TestContext } from "../../../test/app";
import { paymentRows, saveCard, useUpFreeTrial, userRow } from "../../../test/billing-helpers";

// "Pay with saved card" charges exactly the card the creator picked, and only one of their own.

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe("choosing the saved card", () => {
  it("when the default card declines and the creator picks their other card, then exactly that card is charged", async () => {
    const { agent, user } = await signUp(ctx, "twocards");
    await useUpFreeTrial(ctx, user.id);
    const good = (await saveCard(agent, user.id, { isDefault: false })).body.paymentMethod.id as string;
    const declining = (await saveCard(agent, user.id, { cardNumber: "4000000000000341", isDefault: true })).body
      .paymentMethod.id as string;
    expect((await userRow(ctx, user.id)).providerPaymentMethodId).toBe(declining);

    const res = await agent
      .post("/api/charge-stored-payment")
      .send({ userId: user.id, paymentMethodId: good, requestId: "req-pick-good-01" })
      .expect(200);
    expect(res.body).toMatchObject({ success: true, message: "Charged $1.00 to your saved card." });
    const intent = await ctx.services.paymentProvider.retrievePaymentIntent(res.body.paymentIntentId);
    expect(intent).toMatchObject({ status: "succeeded", paymentMethodId: good });
    expect((await paymentRows(ctx, user.id)).map((r) => [r.status, r.method])).toEqual([["succeeded", "saved_card"]]);
    expect((await userRow(ctx, user.id)).analysisCredits).toBe(1);
  });

  it("when another creator's card or an unknown card is named, then 403 or 404 and nothing is charged", async () => {
    const owner = await signUp(ctx, "cardowner");
    const ownerCard = (await saveCard(owner.agent, owner.user.id)).body.paymentMethod.id as string;
    const { agent, user } = await signUp(ctx, "cardthief");
    await useUpFreeTrial(ctx, user.id);
    await saveCard(agent, user.id, { cardNumber: TEST_CARDS.success });
    const theirs = await agent
      .post("/api/charge-stored-payment")
      .send({ userId: user.id, paymentMethodId: ownerCard })
      .expect(403);
    expect(theirs.body.message).toBe("You can only pay with your own saved cards.");
    const unknown = await agent
      .post("/api/charge-stored-payment")
      .send({ userId: user.id, paymentMethodId: "pm_test_000000000000000000000000" })
      .expect(404);
    expect(unknown.body.message).toBe("This card is not saved in your profile.");
    expect(await paymentRows(ctx, user.id)).toEqual([]);
    expect(await paymentRows(ctx, owner.user.id)).toEqual([]);
  });
});
