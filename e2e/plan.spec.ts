import type { APIRequestContext } from "@playwright/test";
import { createUserViaApi, expect, expectNoSeriousViolations, fetchCurrentUser, test, uniqueUser } from "./fixtures";
import { PROMO } from "./payment-fixtures";

// The content planner: a Pro creator plans a post with a caption scored as they type, finds it on the calendar and in
// the list, and sees Ramadan and Saudi National Day on the calendar, also on a 360 px phone; a free creator sees the
// locked preview on example data with the way to Pro, and the API refuses them (402).

test.describe.configure({ mode: "parallel" });
test.setTimeout(120_000);

/** Pro through a 100% code (the free Pro month), as the promo widget on /subscribe applies it. */
async function makeProViaApi(request: APIRequestContext): Promise<void> {
  const me = await fetchCurrentUser(request);
  const response = await request.post("/api/apply-promo-code", {
    data: { code: PROMO.freePro, userId: me.id, type: "subscription" },
  });
  expect(response.status(), `POST /api/apply-promo-code answered ${await response.text()}`).toBe(200);
}

test.describe("the planner as a Pro creator", () => {
  test("when a Pro creator plans a post in Ramadan with a scored caption, then it shows on the calendar and in the list, and National Day is on the calendar", async ({
    page,
  }) => {
    await createUserViaApi(page.request, uniqueUser("plan"));
    await makeProViaApi(page.request);
    await page.goto("/dashboard");
    await page.getByRole("link", { name: /Plan Content/ }).click();
    await expect(page).toHaveURL(/\/plan$/);
    await expect(page.getByRole("heading", { level: 1, name: "Content plan" })).toBeVisible();

    await page.getByLabel("Go to month").fill("2027-02");
    await expect(page).toHaveURL(/month=2027-02/);
    const ramadanDay = page.locator('[data-day="2027-02-08"]');
    await expect(ramadanDay).toHaveAccessibleName(/Ramadan/);
    await ramadanDay.click();
    await expect(page.getByRole("heading", { name: /8 February 2027/ })).toBeVisible();
    await expect(page.getByText("رمضان").first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Best posting windows" })).toContainText("Ramadan hours");

    await page.getByRole("button", { name: "Plan a post on this day" }).click();
    const dialog = page.getByRole("dialog", { name: "Plan a post" });
    await dialog.getByRole("textbox", { name: /^Caption/ }).fill("#fyp new video");
    const score = dialog.getByRole("region", { name: "Caption score" });
    await expect(score).toContainText(/Caption score:\s*\d+\/100/);
    const weak = Number(/(\d+)\/100/.exec((await score.textContent()) ?? "")![1]);
    await dialog
      .getByRole("textbox", { name: /^Caption/ })
      .fill("Three iftar recipes ready in 20 minutes: which one are you making tonight? Comment your pick");
    await dialog.getByLabel("Hashtags").fill("#ramadan #iftar #easyrecipe");
    await expect(score).toContainText("Call to action or question · 100/100");
    const strong = Number(/(\d+)\/100/.exec((await score.textContent()) ?? "")![1]);
    expect(strong).toBeGreaterThan(weak);
    await dialog.getByLabel("Time", { exact: true }).fill("21:30");
    await dialog.getByLabel("Status").selectOption("filming");
    await dialog.getByLabel("E-mail reminder").selectOption({ label: "1 hour before" });
    await dialog.getByRole("button", { name: "Save plan" }).click();
    await expect(dialog).toBeHidden();

    await expect(ramadanDay).toHaveAccessibleName(/1 planned post/);
    await expect(page.getByText("Three iftar recipes ready in 20 minutes").first()).toBeVisible();
    await expect(page.getByText("Reminder 1 hour before")).toBeVisible();

    // Edit it: the dialog opens on the stored values, in the plan's time zone.
    await page.getByRole("button", { name: /Edit the post planned 2027-02-08 21:30/ }).click();
    const edit = page.getByRole("dialog", { name: "Edit planned post" });
    await expect(edit.getByLabel("Time", { exact: true })).toHaveValue("21:30");
    await edit.getByLabel("Status").selectOption("ready");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(edit).toBeHidden();

    await page.getByRole("group", { name: "View" }).getByRole("button", { name: "list" }).click();
    await expect(page).toHaveURL(/view=list/);
    const list = page.getByLabel("Planned posts");
    await expect(list).toContainText("8 February 2027");
    await expect(list).toContainText("21:30");
    await expect(list).toContainText("Ready");

    await page.getByRole("group", { name: "View" }).getByRole("button", { name: "calendar" }).click();
    await page.getByLabel("Go to month").fill("2027-09");
    await expect(page.locator('[data-day="2027-09-23"]')).toHaveAccessibleName(/Saudi National Day/);
    await expectNoSeriousViolations(page, "/plan");
  });

  test("when a Pro creator opens /plan on a 360 px phone, then nothing overflows sideways and a day's details show under the grid", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await createUserViaApi(page.request, uniqueUser("planphone"));
    await makeProViaApi(page.request);
    await page.goto("/plan?month=2027-02");
    await page.locator('[data-day="2027-02-22"]').click();
    await expect(page.getByRole("heading", { name: /22 February 2027/ })).toBeVisible();
    await expect(page.getByText("Saudi Founding Day").filter({ visible: true }).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "horizontal overflow in px").toBeLessThanOrEqual(0);
  });
});

test.describe("the planner's address", () => {
  test("when /plan?month=2027-02 is opened, then the day panel shows 1 February 2027, and a day picked in it survives a month round trip only within that month", async ({
    page,
  }) => {
    await createUserViaApi(page.request, uniqueUser("planmonth"));
    await makeProViaApi(page.request);
    await page.goto("/plan?month=2027-02");
    await expect(page.getByRole("heading", { name: /Monday,? 1 February 2027/ })).toBeVisible();
    await page.locator('[data-day="2027-02-14"]').click();
    await expect(page.getByRole("heading", { name: /14 February 2027/ })).toBeVisible();
    await page.getByRole("button", { name: "Next month" }).click();
    await expect(page.getByRole("heading", { name: /Monday,? 1 March 2027/ })).toBeVisible();
  });
});

test.describe("the planner as a free creator", () => {
  test("when a free creator opens /plan, then a locked preview on labelled example data offers Pro, and the API answers 402", async ({
    page,
  }) => {
    await createUserViaApi(page.request, uniqueUser("planfree"));
    const refused = await page.request.get("/api/pro/plans");
    expect(refused.status()).toBe(402);
    expect(await refused.json()).toMatchObject({ requiresPayment: true });
    await page.goto("/plan");
    await expect(page.getByRole("heading", { name: "Content planning is part of Pro" })).toBeVisible();
    await expect(page.getByText("Example data")).toBeVisible();
    await expect(page.getByTestId("plan-example")).toContainText("Ramadan");
    await expectNoSeriousViolations(page, "/plan (free, locked preview)");
    await page.getByRole("link", { name: "Upgrade to Pro" }).click();
    await expect(page).toHaveURL(/\/subscribe$/);
  });
});
