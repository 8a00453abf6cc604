import { eq } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Language } from "@shared/constants";
import { createTestContext, newUserBody, signUp, type TestContext } from "../../test/app";
import { decodeMail } from "../../test/smtp";
import arabicMail from "../locales/ar/mail.json";
import { users } from "../db/schema";
import { messageReplyMail } from "./admin-templates";
import type { Mail } from "./mailer";
import { refundReceiptMail } from "./refund-templates";
import {
  accountDeletedMail,
  emailChangeNoticeMail,
  emailChangeVerificationMail,
  passwordChangedMail,
  passwordResetMail,
  planReminderMail,
  receiptMail,
  resultsReminderMail,
  verificationMail,
} from "./templates";

// Every e-mail a creator gets, in English and in Arabic: English word for word as before, Arabic with an Arabic
// subject and body, its HTML right to left, dates in the Gregorian calendar and money with Latin digits.

const paid = new Date("2026-03-05T10:00:00Z");
const refunded = new Date("2026-03-09T10:00:00Z");

const TEMPLATES: Record<string, (language: Language) => Mail> = {
  verification: (l) => verificationMail("s@x.com", "sara", "http://a/verify-email?token=t", l),
  passwordReset: (l) => passwordResetMail("s@x.com", "sara", "http://a/reset-password?token=t", l),
  passwordChanged: (l) => passwordChangedMail("s@x.com", "sara", "http://a", "help@x.com", l),
  receipt: (l) =>
    receiptMail(
      "s@x.com",
      "sara",
      {
        id: 7,
        amount: "$9.99",
        amountCents: 999,
        description: "ViralScore Pro, one month",
        date: paid,
        testMode: true,
      },
      l,
    ),
  emailChange: (l) => emailChangeVerificationMail("new@x.com", "sara", "http://a/verify-email?token=t", l),
  emailChangeNotice: (l) => emailChangeNoticeMail("s@x.com", "sara", "new@x.com", "help@x.com", l),
  accountDeleted: (l) => accountDeletedMail("s@x.com", "sara", l),
  planReminder: (l) =>
    planReminderMail(
      "s@x.com",
      "sara",
      { caption: "عرض اليوم", when: "2026-03-05 21:30", status: "Ready", link: "http://a/plan" },
      l,
    ),
  resultsReminder: (l) => resultsReminderMail("s@x.com", "sara", { name: "My post", link: "http://a/r" }, l),
  refundReceipt: (l) =>
    refundReceiptMail(
      "s@x.com",
      "sara",
      {
        paymentId: 3,
        amount: "$9.99",
        amountCents: 999,
        paidOn: paid,
        refundedOn: refunded,
        item: "One ViralScore analysis",
        creditTakenBack: true,
        proEnded: false,
        testMode: false,
      },
      l,
    ),
  messageReply: (l) =>
    messageReplyMail(
      "g@x.com",
      { name: "Guest", subject: "Question", message: "مرحبا", createdAt: paid },
      "أهلًا بك",
      l,
    ),
};

const ARABIC = /[\u0600-\u06ff]/;

describe("e-mail templates in both languages", () => {
  for (const [name, render] of Object.entries(TEMPLATES)) {
    it(`${name}: English without a right-to-left mark, Arabic throughout`, () => {
      const en = render("en");
      // A reply's subject is the guest's own ("Re: …"), in whatever language it was written.
      if (name !== "messageReply") expect(en.subject).not.toMatch(ARABIC);
      expect(en.html ?? "").not.toContain('dir="rtl"');

      const ar = render("ar");
      if (name !== "messageReply") expect(ar.subject).toMatch(ARABIC);
      expect(ar.text).toMatch(ARABIC);
      expect(ar.text).not.toMatch(/\{\{|Hi sara|— ViralScore$/);
      expect(ar.html).toMatch(/^<div dir="rtl" lang="ar">[\s\S]*<\/div>$/);
      expect(ar.to).toBe(en.to);
    });
  }

  it("keeps the English words", () => {
    expect(TEMPLATES.passwordReset!("en").subject).toBe("Reset your ViralScore password");
    expect(TEMPLATES.passwordReset!("en").text).toContain("The link expires in 1 hour and works once.");
    expect(TEMPLATES.receipt!("en").text).toContain(
      "Date: 2026-03-05\nItem: ViralScore Pro, one month\nAmount: $9.99 (USD)",
    );
    expect(TEMPLATES.receipt!("en").subject).toBe("Your ViralScore receipt #7 (test mode)");
  });

  it("writes Arabic dates in the Gregorian calendar and money with Latin digits", () => {
    const receipt = TEMPLATES.receipt!("ar");
    expect(receipt.text).toContain("5 مارس 2026");
    expect(receipt.text).toMatch(/9\.99/);
    expect(receipt.text).not.toMatch(/[\u0660-\u0669]/);
    expect(receipt.text).toContain("ViralScore Pro، شهر واحد");
    const refund = TEMPLATES.refundReceipt!("ar");
    expect(refund.text).toContain("9 مارس 2026");
    expect(refund.text).toContain("لم يُستخدم التحليل");
    expect(TEMPLATES.planReminder!("ar").text).toContain("(الحالة: جاهز)");
    expect(TEMPLATES.passwordReset!("ar").text).toContain("خلال ساعة واحدة");
  });
});

describe("delivery in Arabic, end to end", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ models: false });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("a user whose profile language is Arabic asks for a password reset and gets it in Arabic", async () => {
    const { user } = await signUp(ctx, "arabic");
    await ctx.database.db.update(users).set({ language: "ar" }).where(eq(users.id, user.id));
    const before = ctx.smtp.messages.length;
    // The form is sent from the English interface: the mail follows the recipient's profile, not the request.
    await supertest(ctx.app).post("/api/auth/password/forgot").send({ email: user.email }).expect(200);
    await ctx.smtp.waitFor(before + 1);
    const mail = ctx.smtp.messages.find((m, index) => index >= before && m.to.includes(user.email))!;
    const { subject, text } = decodeMail(mail.raw);
    expect(subject).toBe("أعد تعيين كلمة مرورك في ViralScore");
    expect(text).toContain(`مرحبًا ${user.username}،`);
    expect(text).toContain("اختر كلمة مرور جديدة بفتح هذا الرابط:");
    expect(text).toMatch(/reset-password\?token=/);
    expect(mail.raw).toContain("text/html");
  });

  it("a visitor who signs up from the Arabic interface gets an Arabic account: profile language and verification mail", async () => {
    const body = newUserBody("signsar");
    const before = ctx.smtp.messages.length;
    const res = await supertest(ctx.app).post("/api/register").set("Accept-Language", "ar").send(body).expect(201);
    expect(res.body.user.language).toBe("ar");
    await ctx.smtp.waitFor(before + 1);
    const mail = ctx.smtp.messages.find((m, index) => index >= before && m.to.includes(body.email))!;
    expect(decodeMail(mail.raw).subject).toBe(arabicMail.verification.subject);

    const english = newUserBody("signsen");
    const plain = await supertest(ctx.app).post("/api/register").send(english).expect(201);
    expect(plain.body.user.language).toBe("en");
  });
});
