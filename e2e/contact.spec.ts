import type { Page } from "@playwright/test";
import { createUserViaApi, expect, test, uniqueUser, waitForMail } from "./fixtures";

// The e2e server keeps the default support address unless SUPPORT_EMAIL is set in its environment.
const SUPPORT_EMAIL = process.env.SUPPORT_EMAIL ?? "support@viralscore.app";

function contactForm(page: Page) {
  const main = page.getByRole("main");
  return {
    name: main.getByLabel("Name"),
    email: main.getByLabel("Email"),
    company: main.getByLabel("Company"),
    subject: main.getByLabel("Subject"),
    message: main.getByLabel("Message"),
    send: main.getByRole("button", { name: "Send Message" }),
  };
}

/** Counts the page's calls to POST /api/contact from now on. */
function countContactRequests(page: Page): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/contact") count += 1;
  });
  return () => count;
}

test.describe("contact form", () => {
  test("when a visitor sends a message, then 'Message Sent!' appears, the form is emptied and support receives the e-mail", async ({
    page,
  }) => {
    const sender = uniqueUser("contact");
    const subject = `Question about Arabic captions ${sender.username}`;
    const body = `Hello team,\nDoes the score read Arabic hashtags? (${sender.username})`;

    await page.goto("/contact");
    const form = contactForm(page);
    await form.name.fill("Noura Al-Qahtani");
    await form.email.fill(sender.email);
    await form.company.fill("Riyadh Reels Co.");
    await form.subject.fill(subject);
    await form.message.fill(body);
    await form.send.click();

    const sent = page.getByRole("status").filter({ hasText: "Message Sent!" });
    await expect(sent).toContainText("We'll get back to you within 24 hours.");
    for (const field of [form.name, form.email, form.company, form.subject, form.message]) {
      await expect(field).toHaveValue("");
    }

    // The message really went out: the e-mail to support is in the server's log.
    const mail = await waitForMail(
      (candidate) => candidate.to === SUPPORT_EMAIL && candidate.subject.includes(subject),
      `to ${SUPPORT_EMAIL} about "${subject}"`,
    );
    expect(mail.text).toContain(`From: Noura Al-Qahtani <${sender.email}>`);
    expect(mail.text).toContain("Company: Riyadh Reels Co.");
    expect(mail.text).toContain(body);
  });

  test("when a signed-in member opens the contact page, then their name and e-mail are filled in, and stay after a message is sent", async ({
    page,
  }) => {
    const member = await createUserViaApi(page.request, uniqueUser("contactme"));
    const me = (await (await page.request.get("/api/user")).json()) as { user: { id: number } };
    const update = await page.request.put(`/api/user/${me.user.id}`, {
      data: { firstName: "Noura", lastName: "الشمري" },
    });
    expect(update.status(), await update.text()).toBe(200);

    await page.goto("/contact");
    const form = contactForm(page);
    await expect(form.name).toHaveValue("Noura الشمري");
    await expect(form.email).toHaveValue(member.email);
    await expect(form.subject).toHaveValue("");

    await form.subject.fill(`Prefilled ${member.username}`);
    await form.message.fill("Sent without typing my name or address.");
    await form.send.click();
    await expect(page.getByRole("status").filter({ hasText: "Message Sent!" })).toBeVisible();
    await expect(form.subject).toHaveValue("");
    await expect(form.name).toHaveValue("Noura الشمري");
    await expect(form.email).toHaveValue(member.email);
    const mail = await waitForMail(
      (candidate) => candidate.to === SUPPORT_EMAIL && candidate.subject.includes(member.username),
      `about "Prefilled ${member.username}"`,
    );
    expect(mail.text).toContain(`From: Noura الشمري <${member.email}>`);
  });

  test("when the form is sent empty, then each required field shows its error and nothing is sent", async ({
    page,
  }) => {
    await page.goto("/contact");
    const requests = countContactRequests(page);
    const form = contactForm(page);
    await form.send.click();

    const expected: Array<[field: typeof form.name, message: string]> = [
      [form.name, "Name is required"],
      [form.email, "Email is required"],
      [form.subject, "Subject is required"],
      [form.message, "Message is required"],
    ];
    for (const [field, message] of expected) {
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(message);
    }
    await expect(form.company).not.toHaveAttribute("aria-invalid", "true");
    await expect(form.name).toBeFocused();
    await expect(page.getByRole("status").filter({ hasText: "Message Sent!" })).toHaveCount(0);

    // Fixing a field clears its error; a malformed address is still refused before anything is sent.
    await form.name.fill("Faisal");
    await expect(form.name).not.toHaveAttribute("aria-invalid", "true");
    await form.email.fill("not-an-address");
    await form.subject.fill("Hello");
    await form.message.fill("Hi");
    await form.send.click();
    await expect(form.email).toHaveAccessibleDescription("Enter a valid email address");
    await expect(form.email).toBeFocused();
    expect(requests()).toBe(0);
  });
});
