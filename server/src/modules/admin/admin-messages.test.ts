import { eq } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, users } from "../../db/schema";
import arMail from "../../locales/ar/mail.json";
import { createTestContext, signUp, type TestContext } from "../../../test/app";
import { type Actors, createActors } from "../../../test/actors";
import { asAdmin, auditCount, auditEntries } from "../../../test/admin-writes";
import { decodeMail } from "../../../test/smtp";
import { REPLY_NOT_SENT_MESSAGE } from "./admin-messages.service";

// The contact inbox: read/unread/handled, and a reply by e-mail through the real mailer (the in-test SMTP server),
// recorded only once the mail server took it.

let ctx: TestContext;
let actors: Actors;

beforeAll(async () => {
  ctx = await createTestContext({ env: { SUPPORT_EMAIL: "help@viralscore.test" } });
  actors = await createActors(ctx);
});

afterAll(async () => {
  await ctx?.close();
});

const admin = (method: "put" | "post", path: string) => asAdmin(ctx, actors.adminToken, method, path);

let counter = 0;
/** A message sent through the contact form, as a visitor would. */
async function contactMessage(overrides: Record<string, string> = {}) {
  counter += 1;
  const res = await supertest(ctx.app)
    .post("/api/contact")
    .send({
      name: "Layla <Hassan>",
      email: `Layla${counter}@Example.com`,
      subject: "Arabic captions",
      message: "Do you read Arabic hashtags?\nThanks!",
      ...overrides,
    })
    .expect(201);
  const [row] = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.id, res.body.id));
  return row!;
}

async function messageRow(id: number) {
  const [row] = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row!;
}

/** The HTML part of a received mail, quoted-printable undone. */
function htmlPart(raw: string): string {
  const decoded = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return decoded.slice(decoded.indexOf("Content-Type: text/html"));
}

describe("PUT /api/admin/messages/:id", () => {
  it("when the status changes, then it is stored, answered, and audited before and after", async () => {
    const message = await contactMessage();
    expect(message.status).toBe("new");
    const res = await admin("put", `/api/admin/messages/${message.id}`).send({ status: "handled" }).expect(200);
    expect(res.body.message).toMatchObject({
      id: message.id,
      status: "handled",
      email: message.email,
      repliedAt: null,
    });
    expect((await messageRow(message.id)).status).toBe("handled");
    const [entry] = await auditEntries(ctx, "message.status", message.id);
    expect(entry).toMatchObject({ targetType: "message", before: { status: "new" }, after: { status: "handled" } });
    await admin("put", `/api/admin/messages/${message.id}`).send({ status: "new" }).expect(200);
    expect((await messageRow(message.id)).status).toBe("new");
  });

  it.each([[{ status: "archived" }], [{}], [{ status: "read", extra: 1 }]])(
    "when the body is %o, then 400 and the status is unchanged",
    async (body) => {
      const message = await contactMessage();
      const res = await admin("put", `/api/admin/messages/${message.id}`).send(body).expect(400);
      expect(res.body.code).toBe("VALIDATION_FAILED");
      if (!("extra" in body)) expect(res.body.fieldErrors.status).toContain("Status must be new, read or handled");
      expect((await messageRow(message.id)).status).toBe("new");
    },
  );

  it("when the message does not exist, then 404", async () => {
    const res = await admin("put", "/api/admin/messages/999999").send({ status: "read" }).expect(404);
    expect(res.body).toMatchObject({ code: "NOT_FOUND", message: "This message does not exist." });
  });
});

describe("POST /api/admin/messages/:id/reply", () => {
  it("when a reply is sent, then the sender gets Re: <subject> with the text and a safe HTML body, the message is read and replied, and the audit keeps the reply", async () => {
    const message = await contactMessage({ subject: "Pricing <b>question</b>" });
    const mails = ctx.smtp.messages.length;
    const reply = "Yes, we read Arabic hashtags.\n\nTry <script>alert(1)</script> & see.";
    const res = await admin("post", `/api/admin/messages/${message.id}/reply`).send({ body: reply }).expect(200);
    expect(res.body.message).toMatchObject({
      id: message.id,
      status: "read",
      repliedAt: ctx.clock.now().toISOString(),
    });

    await ctx.smtp.waitFor(mails + 1);
    const mail = ctx.smtp.messages.at(-1)!;
    expect(mail.to).toEqual([message.email]);
    expect(mail.subject).toBe("Re: Pricing <b>question</b>");
    expect(mail.text).toContain("Yes, we read Arabic hashtags.");
    expect(mail.text).toContain("> Do you read Arabic hashtags?");
    const html = htmlPart(mail.raw);
    expect(html).toContain("Try &lt;script&gt;alert(1)&lt;/script&gt; &amp; see.");
    expect(html).not.toContain("<script>");
    expect(html).toContain("Layla &lt;Hassan&gt; wrote:");

    const row = await messageRow(message.id);
    expect(row.status).toBe("read");
    expect(row.repliedAt).toEqual(ctx.clock.now());
    const [entry] = await auditEntries(ctx, "message.reply", message.id);
    expect(entry).toMatchObject({
      adminUserId: actors.admin.id,
      before: { status: "new", repliedAt: null },
      after: { status: "read", to: message.email, subject: "Re: Pricing <b>question</b>", body: reply },
    });
  });

  it("when a guest wrote from the Arabic interface, then the message keeps its language and the reply is in Arabic", async () => {
    const res = await supertest(ctx.app)
      .post("/api/contact")
      .set("Accept-Language", "ar")
      .send({
        name: "Noura",
        email: "noura.ar@example.com",
        subject: "سؤال عن الهاشتاقات",
        message: "هل تقرؤون الهاشتاقات؟",
      })
      .expect(201);
    expect((await messageRow(res.body.id)).language).toBe("ar");
    const mails = ctx.smtp.messages.length;
    await admin("post", `/api/admin/messages/${res.body.id}/reply`).send({ body: "نعم." }).expect(200);
    await ctx.smtp.waitFor(mails + 1);
    const { subject, text } = decodeMail(ctx.smtp.messages.at(-1)!.raw);
    // The subject is the sender's own, after "Re:"; the words around the reply come from the Arabic catalogue.
    expect(subject).toBe("Re: سؤال عن الهاشتاقات");
    expect(text).toContain(arMail.messageReply.signature);
    expect(text).toContain(arMail.messageReply.wrote.replace(/^.*\{\{date\}\}/, "").replace("{{name}}", "Noura"));
    expect(text).toContain("> هل تقرؤون الهاشتاقات؟");
  });

  it("when a message has no language (sent before messages kept one), then a signed-in sender's profile language is used, else English", async () => {
    const { agent, user } = await signUp(ctx, "reply-ar");
    await ctx.database.db.update(users).set({ language: "ar" }).where(eq(users.id, user.id));
    const signedIn = await agent
      .post("/api/contact")
      .send({ name: "Sara", email: user.email, subject: "Old question", message: "Hello?" })
      .expect(201);
    const guest = await contactMessage({ subject: "Old guest question" });
    await ctx.database.db
      .update(contactMessages)
      .set({ language: null })
      .where(eq(contactMessages.id, signedIn.body.id));
    await ctx.database.db.update(contactMessages).set({ language: null }).where(eq(contactMessages.id, guest.id));

    let mails = ctx.smtp.messages.length;
    await admin("post", `/api/admin/messages/${signedIn.body.id}/reply`).send({ body: "Yes." }).expect(200);
    await ctx.smtp.waitFor(mails + 1);
    expect(decodeMail(ctx.smtp.messages.at(-1)!.raw).text).toContain(arMail.messageReply.signature);

    mails = ctx.smtp.messages.length;
    await admin("post", `/api/admin/messages/${guest.id}/reply`).send({ body: "Yes." }).expect(200);
    await ctx.smtp.waitFor(mails + 1);
    expect(ctx.smtp.messages.at(-1)!.text).toContain("Layla <Hassan> wrote:");
  });

  it("when a handled message is answered, then it stays handled", async () => {
    const message = await contactMessage();
    await admin("put", `/api/admin/messages/${message.id}`).send({ status: "handled" }).expect(200);
    const res = await admin("post", `/api/admin/messages/${message.id}/reply`).send({ body: "Done." }).expect(200);
    expect(res.body.message.status).toBe("handled");
    expect((await messageRow(message.id)).repliedAt).not.toBeNull();
  });

  it("when the subject already starts with Re:, then it is not doubled", async () => {
    const message = await contactMessage({ subject: "RE: my invoice" });
    const mails = ctx.smtp.messages.length;
    await admin("post", `/api/admin/messages/${message.id}/reply`).send({ body: "Sent again." }).expect(200);
    await ctx.smtp.waitFor(mails + 1);
    expect(ctx.smtp.messages.at(-1)!.subject).toBe("RE: my invoice");
  });

  it.each([
    [{ body: "   " }, "Write a reply"],
    [{}, "Write a reply"],
    [{ body: "x".repeat(5_001) }, "A reply is at most 5,000 characters"],
  ])("when the body is %o, then 400 %s and nothing is sent or changed", async (body, text) => {
    const message = await contactMessage();
    const mails = ctx.smtp.messages.length;
    const res = await admin("post", `/api/admin/messages/${message.id}/reply`).send(body).expect(400);
    expect(res.body.fieldErrors.body).toContain(text);
    expect(ctx.smtp.messages.length).toBe(mails);
    expect((await messageRow(message.id)).repliedAt).toBeNull();
  });

  it("when the message does not exist, then 404 and nothing is sent", async () => {
    const mails = ctx.smtp.messages.length;
    await admin("post", "/api/admin/messages/999999/reply").send({ body: "Hello" }).expect(404);
    expect(ctx.smtp.messages.length).toBe(mails);
  });
});

// Last: the mail server goes away for good in this file.
describe("when the mail server is down", () => {
  it("when a reply cannot be sent, then 502 The reply could not be sent… and nothing changes", async () => {
    const message = await contactMessage();
    await ctx.smtp.close();
    ctx.smtp.close = async () => {}; // closed once is enough for afterAll
    const audits = await auditCount(ctx);
    const res = await admin("post", `/api/admin/messages/${message.id}/reply`).send({ body: "Hello" }).expect(502);
    expect(res.body.message).toBe(REPLY_NOT_SENT_MESSAGE);
    expect(res.body.message).toMatch(/^The reply could not be sent/);
    const row = await messageRow(message.id);
    expect(row).toMatchObject({ status: "new", repliedAt: null });
    expect(await auditCount(ctx)).toBe(audits);
  });
});
