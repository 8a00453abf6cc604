import {
  createUserViaApi,
  expect,
  fetchCurrentUser,
  listAnalysesViaApi,
  test,
  uniqueUser,
  waitForMail,
} from "./fixtures";
import {
  cardForm,
  chooseFileAndAnalyze,
  countAnalyzeRequests,
  expectResults,
  makeImage,
  nextAnalyzeResponse,
  openAnalyzeForm,
  orderTotal,
  payWithTestCard,
  paymentDialog,
  PLAN_LINE,
  planDialog,
  PROMO,
  receiptPattern,
  TEST_CARD,
  testModeBadge,
  toast,
  useFreeTrialViaApi,
} from "./payment-fixtures";

// Paying for an analysis past the free one, in test mode, as a creator does it from the analyze section: the plan
// choice, the $1 card payment, a declined card, a saved card with auto-charge, and promo codes. After a payment the
// analysis runs with the file already chosen.

test.describe.configure({ mode: "parallel" });
test.setTimeout(120_000);

test.describe("paying $1 for an analysis in place", () => {
  test("when the free analysis is used and the creator pays $1 with 4242 4242 4242 4242, then the same file is analysed without choosing it again", async ({
    page,
  }, testInfo) => {
    const first = await makeImage(testInfo, "first-post.png");
    const second = await makeImage(testInfo, "second-post.png");
    const user = await createUserViaApi(page.request, uniqueUser("pay1"));

    // The free analysis.
    let form = await openAnalyzeForm(page, PLAN_LINE.freeLeft);
    let answer = nextAnalyzeResponse(page);
    await chooseFileAndAnalyze(form, first);
    await expectResults(page, answer, "first-post.png");
    await page.getByRole("button", { name: "New Analysis" }).click();

    // The second: the plan choice, then the payment dialog.
    form = page.getByRole("form", { name: "Analyze your content" });
    await expect(form.getByText(PLAN_LINE.trialUsed)).toBeVisible();
    const analyzeRequests = countAnalyzeRequests(page);
    await chooseFileAndAnalyze(form, second);
    await expect(toast(page, "Free trial exhausted", "alert")).toBeVisible();
    await planDialog(page)
      .getByRole("button", { name: /^Pay \$1 now/ })
      .click();
    const dialog = paymentDialog(page);
    await expect(dialog).toBeVisible();
    await expect(testModeBadge(dialog)).toBeVisible();
    await expect(orderTotal(dialog)).toHaveText("$1.00");
    expect(analyzeRequests(), "nothing is uploaded before the payment").toBe(0);

    await dialog.getByRole("button", { name: "Pay $1.00 by card" }).click();
    answer = nextAnalyzeResponse(page);
    await payWithTestCard(dialog, TEST_CARD.success, "Pay $1.00");

    await expect(toast(page, "Payment Successful")).toBeVisible();
    await expect(dialog).toBeHidden();
    const paid = await expectResults(page, answer, "second-post.png");
    expect(analyzeRequests(), "one upload, after the payment").toBe(1);
    const me = await fetchCurrentUser(page.request);
    expect((await listAnalysesViaApi(page.request, me.id)).map((analysis) => analysis.id)).toContain(paid.id);
    expect(await listAnalysesViaApi(page.request, me.id)).toHaveLength(2);
    const receipt = await waitForMail(
      (mail) => mail.to === user.email && /receipt/i.test(mail.subject),
      `with a receipt to ${user.email}`,
    );
    expect(receipt.subject).toContain("(test mode)");
    expect(receipt.text).toMatch(receiptPattern("$1.00"));
  });

  test("when the card 4000 0000 0000 0002 is declined, then the toast says Card declined with the bank's reason and no analysis runs", async ({
    page,
  }, testInfo) => {
    const image = await makeImage(testInfo, "declined.png");
    await createUserViaApi(page.request, uniqueUser("decline"));
    await useFreeTrialViaApi(page.request, testInfo);

    const form = await openAnalyzeForm(page, PLAN_LINE.trialUsed);
    const analyzeRequests = countAnalyzeRequests(page);
    await chooseFileAndAnalyze(form, image);
    await planDialog(page)
      .getByRole("button", { name: /^Pay \$1 now/ })
      .click();
    const dialog = paymentDialog(page);
    await dialog.getByRole("button", { name: "Pay $1.00 by card" }).click();
    await payWithTestCard(dialog, TEST_CARD.declined, "Pay $1.00");

    const declined = toast(page, "Payment Failed", "alert");
    await expect(declined).toBeVisible();
    await expect(declined).toContainText("Card declined: Your card was declined.");
    // The dialog stays for another card; nothing was analysed or paid.
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Pay $1.00", exact: true })).toBeEnabled();
    await expect(page.getByRole("heading", { name: /^Viral Score:/ })).toHaveCount(0);
    expect(analyzeRequests()).toBe(0);
    const me = await fetchCurrentUser(page.request);
    expect(await listAnalysesViaApi(page.request, me.id)).toHaveLength(1);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(form.getByText("declined.png"), "the chosen file is still there").toBeVisible();
    await expect(form.getByText(PLAN_LINE.trialUsed)).toBeVisible();
  });
});

test.describe("a saved card with auto-charge", () => {
  test("when the creator saves a card with auto-charge from the plan choice, then this analysis and the next are charged $1 by themselves and show results", async ({
    page,
  }, testInfo) => {
    const image = await makeImage(testInfo, "auto-one.png");
    const next = await makeImage(testInfo, "auto-two.png");
    const user = await createUserViaApi(page.request, uniqueUser("auto"));
    await useFreeTrialViaApi(page.request, testInfo);

    const form = await openAnalyzeForm(page, PLAN_LINE.trialUsed);
    await chooseFileAndAnalyze(form, image);
    await planDialog(page)
      .getByRole("button", { name: /^Save a card and auto-charge/ })
      .click();
    const dialog = page.getByRole("dialog", { name: "Add a payment method" });
    await expect(testModeBadge(dialog)).toBeVisible();
    await expect(dialog.getByRole("checkbox", { name: "Set as default" })).toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: "Enable auto-charge" })).toBeChecked();

    let answer = nextAnalyzeResponse(page);
    await payWithTestCard(dialog, TEST_CARD.success, "Save card");
    await expect(dialog).toBeHidden();
    // The resumed analysis is charged to the new card by itself (the toast replaces "Payment Method Saved").
    await expect(toast(page, "Payment Successful")).toContainText("Charged $1.00 to your saved card");
    await expectResults(page, answer, "auto-one.png");

    // The next analysis: no dialog at all, the charge happens and the results show.
    await page.getByRole("button", { name: "New Analysis" }).click();
    await expect(form.getByText(PLAN_LINE.autoCharge)).toBeVisible();
    answer = nextAnalyzeResponse(page);
    await chooseFileAndAnalyze(form, next);
    await expect(toast(page, "Payment Successful")).toContainText("Charged $1.00 to your saved card");
    await expectResults(page, answer, "auto-two.png");
    await expect(planDialog(page)).toBeHidden();

    const me = await fetchCurrentUser(page.request);
    expect(await listAnalysesViaApi(page.request, me.id)).toHaveLength(3);
    const receipts = await waitForMail(
      (mail) => mail.to === user.email && /receipt/i.test(mail.subject) && receiptPattern("$1.00").test(mail.text),
      `with a $1.00 receipt to ${user.email}`,
    );
    expect(receipts.subject).toContain("(test mode)");
  });
});

test.describe("promo codes in the payment dialog", () => {
  test("when a 50% code is applied, then the dialog asks $0.50, the card pays it and the analysis runs", async ({
    page,
  }, testInfo) => {
    const image = await makeImage(testInfo, "half-price.png");
    const user = await createUserViaApi(page.request, uniqueUser("half"));
    await useFreeTrialViaApi(page.request, testInfo);

    const form = await openAnalyzeForm(page, PLAN_LINE.trialUsed);
    await chooseFileAndAnalyze(form, image);
    await planDialog(page)
      .getByRole("button", { name: /^Pay \$1 now/ })
      .click();
    const dialog = paymentDialog(page);
    // Typed in lower case: codes are trimmed and upper-cased.
    await dialog.getByRole("textbox", { name: /^Promo code/ }).fill(` ${PROMO.half.toLowerCase()} `);
    await dialog.getByRole("button", { name: "Apply" }).click();
    await expect(dialog.getByRole("status").filter({ hasText: `Promo ${PROMO.half} applied` })).toContainText(
      "50% off",
    );
    await expect(orderTotal(dialog)).toHaveText("$0.50");

    await dialog.getByRole("button", { name: "Pay $0.50 by card" }).click();
    const answer = nextAnalyzeResponse(page);
    await payWithTestCard(dialog, TEST_CARD.success, "Pay $0.50");
    await expect(dialog).toBeHidden();
    await expectResults(page, answer, "half-price.png");
    const receipt = await waitForMail(
      (mail) => mail.to === user.email && /receipt/i.test(mail.subject),
      `with a receipt to ${user.email}`,
    );
    expect(receipt.text).toMatch(receiptPattern("$0.50"));
  });

  test("when a 100% code is applied, then the analysis starts at once without a card", async ({ page }, testInfo) => {
    const image = await makeImage(testInfo, "free-code.png");
    await createUserViaApi(page.request, uniqueUser("free"));
    await useFreeTrialViaApi(page.request, testInfo);

    const form = await openAnalyzeForm(page, PLAN_LINE.trialUsed);
    await chooseFileAndAnalyze(form, image);
    await planDialog(page)
      .getByRole("button", { name: /^Pay \$1 now/ })
      .click();
    const dialog = paymentDialog(page);
    const answer = nextAnalyzeResponse(page);
    await dialog.getByRole("textbox", { name: /^Promo code/ }).fill(PROMO.free);
    await dialog.getByRole("button", { name: "Apply" }).click();

    await expect(toast(page, "Promo Applied")).toContainText("Your free analysis is starting.");
    await expect(dialog).toBeHidden();
    await expect(cardForm(page)).toHaveCount(0);
    await expectResults(page, answer, "free-code.png");
    const me = await fetchCurrentUser(page.request);
    expect(await listAnalysesViaApi(page.request, me.id)).toHaveLength(2);
  });

  test("when a code is refused, then the toast says Invalid promo code and the price stays $1.00", async ({
    page,
  }, testInfo) => {
    const image = await makeImage(testInfo, "bad-code.png");
    await createUserViaApi(page.request, uniqueUser("badcode"));
    await useFreeTrialViaApi(page.request, testInfo);

    const form = await openAnalyzeForm(page, PLAN_LINE.trialUsed);
    await chooseFileAndAnalyze(form, image);
    await planDialog(page)
      .getByRole("button", { name: /^Pay \$1 now/ })
      .click();
    const dialog = paymentDialog(page);
    await dialog.getByRole("textbox", { name: /^Promo code/ }).fill("NOSUCHCODE");
    await dialog.getByRole("button", { name: "Apply" }).click();
    await expect(toast(page, "Invalid promo code", "alert")).toContainText(
      "This promo code is not valid or has expired",
    );
    await expect(orderTotal(dialog)).toHaveText("$1.00");
    await expect(dialog.getByRole("button", { name: "Pay $1.00 by card" })).toBeEnabled();
  });
});
