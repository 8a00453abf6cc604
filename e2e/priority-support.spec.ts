import { adminTable, expect, openAdmin, test, toast } from "./admin-fixtures";
import { createUserViaApi, uniqueUser } from "./fixtures";
import { makeProViaApi } from "./payment-fixtures";

// Priority support: a Pro member is told on /contact that their message is answered first, the answer after sending
// says so, and the admin inbox lists the message first with a Priority badge.

test.setTimeout(90_000);

test("when a Pro member writes from /contact, then they are told it goes first and the admin inbox lists it first as Priority", async ({
  page,
  admin,
}) => {
  const member = await createUserViaApi(page.request, uniqueUser("prio"));
  await makeProViaApi(page.request);
  const subject = `Priority question from ${member.username}`;

  await page.goto("/contact");
  const main = page.getByRole("main");
  await expect(main.getByText("you are on Pro, so your message goes to the top of our inbox")).toBeVisible();
  await main.getByLabel("Name").fill("Reem Al-Harbi");
  await main.getByLabel("Email").fill(member.email);
  await main.getByLabel("Subject").fill(subject);
  await main.getByLabel("Message").fill("متى تتوفر تحليلات المنافسين؟ When is my plan renewed?");
  await main.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page, "Message Sent!")).toContainText("As a Pro member you are answered first");

  // A guest writes afterwards: the Pro message still comes first in the inbox.
  const guest = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
  const response = await guest.request.post("/api/contact", {
    data: { name: "Guest", email: "guest@example.com", subject: `Later guest ${member.username}`, message: "Hello" },
  });
  expect(response.status()).toBe(201);
  await guest.close();

  await openAdmin(page, admin.token, "messages");
  const inbox = adminTable(page, "Contact messages");
  const firstRow = inbox.getByRole("row").nth(1);
  await expect(firstRow).toContainText(subject);
  await expect(firstRow.getByText("Priority", { exact: true })).toBeVisible();
});

test("when a free member opens /contact, then there is no priority note and no response time is promised", async ({
  page,
}) => {
  await createUserViaApi(page.request, uniqueUser("noprio"));
  await page.goto("/contact");
  await expect(page.getByRole("heading", { name: "Contact information" })).toBeVisible();
  // Nothing in the software answers within a set time, so the page promises none.
  await expect(page.getByRole("main").getByText("Under 24 hours")).toHaveCount(0);
  await expect(page.getByText("Priority support:")).toHaveCount(0);
});
