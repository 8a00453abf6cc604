import type { APIRequestContext } from "@playwright/test";
import { createUserViaApi, expect, test, uniqueUser } from "./fixtures";
import { TEST_CARD } from "./payment-fixtures";

// Choosing the saved card: the pay button names the card, and with two saved cards the creator picks which one is
// charged; the declining default is not charged when the other card is picked.

async function saveCardViaApi(request: APIRequestContext, userId: number, number: string, isDefault: boolean) {
  const setup = await (await request.post("/api/setup-payment-method", { data: { userId } })).json();
  const confirmed = await request.post("/api/test-payments/confirm", {
    data: { clientSecret: setup.clientSecret, cardNumber: number, expMonth: 12, expYear: 2034, cvc: "123" },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const saved = await request.post("/api/confirm-payment-method", {
    data: { userId, setupIntentId: setup.setupIntentId, isDefault, autoCharge: false },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

test("when a creator with two saved cards picks the non-default one, then the button names it and exactly that card pays", async ({
  page,
}) => {
  await createUserViaApi(page.request, uniqueUser("twocards"));
  const me = await (await page.request.get("/api/user")).json();
  const userId: number = me.user.id;
  await saveCardViaApi(page.request, userId, TEST_CARD.success, false);
  await saveCardViaApi(page.request, userId, "4000000000000341", true);

  await page.goto("/checkout");
  const choice = page.getByRole("group", { name: "Pay with" });
  await expect(choice.getByRole("radio")).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Pay $1.00 with Visa •••• 0341" })).toBeVisible();
  await choice.getByRole("radio", { name: /•••• 4242/ }).check();
  await page.getByRole("button", { name: "Pay $1.00 with Visa •••• 4242" }).click();
  await expect
    .poll(async () => (await (await page.request.get("/api/user")).json()).user?.analysisCredits ?? null)
    .toBe(1);
});
