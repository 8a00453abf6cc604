import type { Page } from "@playwright/test";
import { adminTable, expect, openAdmin, search, selectTab, tableRow, test, toast, todayUtc } from "./admin-fixtures";
import { uniqueUser, waitForMail } from "./fixtures";

// The Analytics tab (the stats summary and the charts over a chosen range, each with its numbers behind "Show data")
// and the Messages tab (the contact inbox: new, read on opening, answered by e-mail).

test.describe.configure({ mode: "parallel" });

const CHARTS = [
  "Sign-ups per day",
  "Analyses per day",
  "Revenue per day",
  "Active subscriptions per day",
  "Viral score distribution",
  "Conversion funnel",
];

/** The card of one chart: a region named by its heading. */
function chartCard(page: Page, title: string) {
  return page.getByRole("region", { name: title, exact: true });
}

test.describe("the Analytics tab", () => {
  test("when the admin opens Analytics and picks 7 days, then the eight stats are numbers and every chart's data table has the range", async ({
    page,
    admin,
    newUser,
  }) => {
    await newUser("adm_stats"); // at least one sign-up today
    await openAdmin(page, admin.token);
    await selectTab(page, "Analytics");

    const stats = page.getByRole("region", { name: "Analytics", exact: true });
    const labels = [
      "Total users",
      "Sign-ups today",
      "Total revenue",
      "Revenue today",
      "Total analyses",
      "Free analyses",
      "Paid analyses",
      "Active subscriptions",
      "Competitor analyses",
    ];
    await expect(stats.getByRole("term")).toHaveText(labels);
    const values = stats.getByRole("definition");
    await expect(values).toHaveCount(labels.length);
    for (const [index, label] of labels.entries()) {
      const money = label.includes("revenue") || label.includes("Revenue");
      await expect(values.nth(index), label).toHaveText(money ? /^\$[\d,]+\.\d{2}$/ : /^[\d,]+$/);
    }
    expect(Number((await values.nth(1).innerText()).replace(/,/g, "")), "sign-ups today").toBeGreaterThanOrEqual(1);

    const range = page.getByRole("group", { name: "Range" });
    await expect(range.getByRole("button", { name: "30 days" })).toHaveAttribute("aria-pressed", "true");
    await range.getByRole("button", { name: "7 days" }).click();
    await expect(range.getByRole("button", { name: "7 days" })).toHaveAttribute("aria-pressed", "true");
    await expect(chartCard(page, "Sign-ups per day")).toContainText("Last 7 days, by UTC day.");

    for (const title of CHARTS) {
      const card = chartCard(page, title);
      await expect(card.locator("svg.recharts-surface"), `the ${title} chart is drawn`).toBeVisible();
      await card.getByText("Show data", { exact: true }).click();
      await expect(card.getByRole("table", { name: title })).toBeVisible();
    }
    // The daily series hold one row per day of the range, today last.
    const signups = chartCard(page, "Sign-ups per day").getByRole("table", { name: "Sign-ups per day" });
    const days = signups.getByRole("row");
    await expect(days).toHaveCount(1 + 7);
    await expect(days.last().getByRole("rowheader")).toHaveText(todayUtc());
    const todayCount = Number(await days.last().getByRole("cell").innerText());
    expect(todayCount, "today's sign-ups include this test's").toBeGreaterThanOrEqual(1);
    await expect(
      chartCard(page, "Conversion funnel").getByRole("table", { name: "Conversion funnel" }).getByRole("row"),
    ).toHaveCount(1 + 4);
  });
});

test.describe("the Messages tab", () => {
  test("when a visitor writes through /contact, then the message is New, opening it marks it read, and a reply goes out by e-mail", async ({
    page,
    admin,
  }) => {
    const sender = uniqueUser("adm_msg");
    const subject = `Invoice question ${sender.username}`;
    const body = "Hello, can I get an invoice with my company name on it?";
    const reply = `Hello Lina,\nYes: your invoices now carry the company name. (${sender.username})`;

    await page.goto("/contact");
    const main = page.getByRole("main");
    await main.getByLabel("Name").fill("Lina Haddad");
    await main.getByLabel("Email").fill(sender.email);
    await main.getByLabel("Subject").fill(subject);
    await main.getByLabel("Message").fill(body);
    await main.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page, "Message Sent!")).toBeVisible();

    await openAdmin(page, admin.token, "messages");
    await search(page, "Search messages", sender.username);
    const table = adminTable(page, "Contact messages");
    const row = tableRow(table, subject);
    await expect(row.getByRole("cell").first()).toHaveText("New");
    await expect(row).toContainText(sender.email);

    await row.getByRole("button", { name: `Open message: ${subject} (new)` }).click();
    const dialog = page.getByRole("dialog", { name: "Contact Message" });
    await expect(dialog).toContainText(body);
    await expect(dialog.getByText("Read", { exact: true }), "opening it marks it read").toBeVisible();

    await dialog.getByLabel(`Reply to ${sender.email}`).fill(reply);
    await dialog.getByRole("button", { name: "Send Reply" }).click();
    await expect(toast(page, "Reply Sent")).toContainText(`Your reply to ${sender.email} is on its way.`);
    await expect(dialog.getByText(/^Replied /)).toBeVisible();
    const mail = await waitForMail(
      (candidate) => candidate.to === sender.email && candidate.subject === `Re: ${subject}`,
      `answering "${subject}" to ${sender.email}`,
    );
    expect(mail.text).toContain(reply);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(row.getByRole("cell").first()).toHaveText("Read");
    await expect(row.getByRole("cell").nth(4), "the Replied column").not.toHaveText("—");
    await expect(row.getByRole("button", { name: `Open message: ${subject}` })).toBeVisible();
  });
});
