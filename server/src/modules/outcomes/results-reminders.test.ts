import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import arMail from "../../locales/ar/mail.json";
import { createLogger } from "../../logger";
import { createTestContext, type TestContext } from "../../../test/app";
import { decodeMail } from "../../../test/smtp";
import { type Actors, createActors } from "../../../test/actors";
import { seedAnalysis } from "../../../test/admin-seed";
import { createResultsReminderWorker } from "./results-reminders";

// "I posted it" and the e-mail 48 hours later, through the real SMTP server started for the test and two workers over
// one database: sent once, with the link to the analysis, and not sent when results came first.

let ctx: TestContext;
let actors: Actors;
const HOUR = 60 * 60 * 1000;

function worker() {
  return createResultsReminderWorker({
    db: ctx.database.db,
    mailer: ctx.mailer,
    clock: ctx.clock,
    logger: createLogger("silent"),
    appUrl: ctx.config.appUrl,
  });
}
const reminders = (to: string) => ctx.smtp.messages.filter((m) => m.to.includes(to) && /^How did/.test(m.subject));

beforeAll(async () => {
  ctx = await createTestContext({ models: false });
  actors = await createActors(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

describe("the results reminder", () => {
  it("when a creator marks a post as posted and asks for a reminder, then one e-mail goes 48 hours later, once, with the analysis's link", async () => {
    const id = (await seedAnalysis(ctx, { userId: actors.userA.id, fileName: "riyadh.mp4", caption: "Riyadh nights" }))
      .id;
    const res = await actors.as("userA", "PUT", `/api/analyses/${id}/posted`).send({ remind: true });
    expect(res.status).toBe(200);
    const remindAt = Date.parse(res.body.posted.remindAt);
    expect(remindAt - Date.parse(res.body.posted.postedAt)).toBe(48 * HOUR);
    const start = ctx.clock.now();
    const mailsBefore = ctx.smtp.messages.length;
    try {
      expect(await worker().runOnce()).toBe(0);
      ctx.clock.set(new Date(remindAt + 60_000));
      // Two processes at once: the row is claimed by one of them.
      const [a, b] = await Promise.all([worker().runOnce(), worker().runOnce()]);
      expect(a + b).toBe(1);
      expect(await worker().runOnce()).toBe(0);
      await ctx.smtp.waitFor(mailsBefore + 1);
      const mails = reminders(actors.userA.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe("How did your post do? Add its results");
      expect(mails[0]!.text).toContain('Your post "Riyadh nights" went out two days ago');
      expect(mails[0]!.text).toContain(`${ctx.config.appUrl}/analyses/${id}`);
      const listed = await actors.as("userA", "GET", `/api/analyses/${id}/outcomes`);
      expect(listed.body.posted.reminderSentAt).not.toBeNull();
    } finally {
      ctx.clock.set(start);
    }
  });

  it("when the creator's profile language is Arabic, then the reminder is in Arabic", async () => {
    const fresh = await createActors(ctx);
    await ctx.database.db.update(users).set({ language: "ar" }).where(eq(users.id, fresh.userA.id));
    const id = (await seedAnalysis(ctx, { userId: fresh.userA.id, fileName: "jeddah.mp4", caption: "Jeddah corniche" }))
      .id;
    const res = await fresh.as("userA", "PUT", `/api/analyses/${id}/posted`).send({ remind: true }).expect(200);
    const start = ctx.clock.now();
    const mailsBefore = ctx.smtp.messages.length;
    try {
      ctx.clock.set(new Date(Date.parse(res.body.posted.remindAt) + 60_000));
      expect(await worker().runOnce()).toBe(1);
      await ctx.smtp.waitFor(mailsBefore + 1);
      const mails = ctx.smtp.messages.slice(mailsBefore).filter((m) => m.to.includes(fresh.userA.email));
      expect(mails).toHaveLength(1);
      const { subject, text } = decodeMail(mails[0]!.raw);
      expect(subject).toBe(arMail.resultsReminder.subject);
      expect(text).toContain("Jeddah corniche");
      expect(text).toContain(`${ctx.config.appUrl}/analyses/${id}`);
    } finally {
      ctx.clock.set(start);
    }
  });

  it("when results are recorded before the 48 hours, then no reminder goes", async () => {
    const id = (await seedAnalysis(ctx, { userId: actors.userA.id, fileName: "early.mp4", caption: "Early bird" })).id;
    const res = await actors.as("userA", "PUT", `/api/analyses/${id}/posted`).send({ remind: true });
    await actors
      .as("userA", "POST", `/api/analyses/${id}/outcomes`)
      .send({ platform: "tiktok", postedOn: "2026-11-20", views: 500 })
      .expect(201);
    const start = ctx.clock.now();
    try {
      ctx.clock.set(new Date(Date.parse(res.body.posted.remindAt) + 60_000));
      expect(await worker().runOnce()).toBe(0);
      expect(ctx.smtp.messages.some((m) => m.text.includes("Early bird"))).toBe(false);
    } finally {
      ctx.clock.set(start);
    }
  });

  it("when the creator marks it without a reminder, or it is another user's post, then none is armed and B gets 403", async () => {
    const id = (await seedAnalysis(ctx, { userId: actors.userA.id, fileName: "quiet.mp4" })).id;
    const res = await actors.as("userA", "PUT", `/api/analyses/${id}/posted`).send({ remind: false });
    expect(res.body.posted.remindAt).toBeNull();
    expect((await actors.as("userB", "PUT", `/api/analyses/${id}/posted`).send({ remind: true })).status).toBe(403);
    const bad = await actors.as("userA", "PUT", `/api/analyses/${id}/posted`).send({ remind: "yes" });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/remind must be true or false/);
  });
});
