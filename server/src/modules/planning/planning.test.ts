import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  eventsResponseSchema,
  planListResponseSchema,
  planResponseSchema,
  postingWindowsResponseSchema,
  scoreTextResponseSchema,
} from "@shared/schemas/planning";
import { plannedPosts, users } from "../../db/schema";
import arMail from "../../locales/ar/mail.json";
import { createLogger } from "../../logger";
import type { Mailer } from "../../mail/mailer";
import { createTestContext, signUp, type TestContext } from "../../../test/app";
import { readAccountExport } from "../../../test/account-export";
import { decodeMail } from "../../../test/smtp";
import { type Actors, activeSubscription, createActors, createPromoCode, uniquePromoCode } from "../../../test/actors";
import { zonedParts } from "@shared/planning-time";
import { createReminderWorker } from "./planning-reminders";
import { PAST_PLAN_MESSAGE } from "./planning.service";

// Content planning through the API on a real database, with mail to a real in-test SMTP server. The clock is fixed at
// 2027-02-01 12:00 UTC (15:00 in Riyadh). Users A and B are Pro; a third user is free.

const NOW = new Date("2027-02-01T12:00:00.000Z");

let ctx: TestContext;
let actors: Actors;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(NOW);
  actors = await createActors(ctx);
  await activeSubscription(actors, "userA");
  await activeSubscription(actors, "userB");
});
afterAll(async () => {
  await ctx?.close();
});

const plan = (body: Record<string, unknown>) => actors.as("userA", "POST", "/api/pro/plans").send(body);
const rowOf = async (id: number) =>
  (await ctx.database.db.select().from(plannedPosts).where(eq(plannedPosts.id, id)))[0];

function worker(mailer: Mailer = ctx.mailer) {
  return createReminderWorker({
    db: ctx.database.db,
    mailer,
    clock: ctx.clock,
    logger: createLogger("silent"),
    appUrl: ctx.config.appUrl,
  });
}
const reminderMails = (to: string) => ctx.smtp.messages.filter((m) => m.to.includes(to) && /^Reminder/.test(m.subject));

describe("planned posts", () => {
  it("when a Pro user plans a post at 21:30 in Riyadh, then it is stored at 18:30 UTC and listed in its range", async () => {
    const res = await plan({
      caption: "Three iftar recipes in 20 minutes: which one first?",
      hashtags: "#ramadan #iftar #recipe",
      date: "2027-02-08",
      time: "21:30",
      status: "idea",
      remindMinutesBefore: 60,
    }).expect(201);
    const created = planResponseSchema.parse(res.body).plan;
    expect(created).toMatchObject({ date: "2027-02-08", time: "21:30", timeZone: "Asia/Riyadh", status: "idea" });
    expect(created.plannedAt).toBe("2027-02-08T18:30:00.000Z");
    const row = await rowOf(created.id);
    expect(row).toMatchObject({ userId: actors.userA.id, remindMinutesBefore: 60, reminderSentAt: null });

    const list = await actors.as("userA", "GET", "/api/pro/plans?from=2027-02-01&to=2027-02-28").expect(200);
    expect(planListResponseSchema.parse(list.body).plans.map((p) => p.id)).toContain(created.id);
    const other = await actors.as("userA", "GET", "/api/pro/plans?from=2027-03-01&to=2027-03-31").expect(200);
    expect(other.body.plans.map((p: { id: number }) => p.id)).not.toContain(created.id);
    const ofB = await actors.as("userB", "GET", "/api/pro/plans?from=2027-02-01&to=2027-02-28").expect(200);
    expect(ofB.body.plans).toEqual([]);
  });

  it("when another Pro user changes or deletes the plan, then 403 and the row is unchanged", async () => {
    const { plan: created } = (await plan({ date: "2027-03-01", time: "20:00" }).expect(201)).body;
    const before = await rowOf(created.id);
    const patched = await actors
      .as("userB", "PATCH", `/api/pro/plans/${created.id}`)
      .send({ caption: "mine now" })
      .expect(403);
    expect(patched.body.code).toBe("FORBIDDEN");
    await actors.as("userB", "DELETE", `/api/pro/plans/${created.id}`).expect(403);
    expect(await rowOf(created.id)).toEqual(before);
    await actors.as("userA", "DELETE", `/api/pro/plans/${created.id}`).expect(200);
    expect(await rowOf(created.id)).toBeUndefined();
    await actors.as("userA", "DELETE", `/api/pro/plans/${created.id}`).expect(404);
  });

  it("when a free user calls any planning route, then 402 requiresPayment and nothing is stored", async () => {
    const free = await signUp(ctx, "free");
    for (const [method, path, body] of [
      ["get", "/api/pro/plans", undefined],
      ["post", "/api/pro/plans", { date: "2027-02-02", time: "20:00" }],
      ["post", "/api/pro/plans/score-text", { caption: "hi", hashtags: "" }],
      ["get", "/api/pro/events", undefined],
      ["get", "/api/pro/posting-windows", undefined],
    ] as const) {
      const request = free.agent[method](path);
      const res = body ? await request.send(body) : await request;
      expect(res.status, path).toBe(402);
      expect(res.body, path).toMatchObject({ requiresPayment: true, code: "PAYMENT_REQUIRED" });
    }
    const rows = await ctx.database.db.select().from(plannedPosts).where(eq(plannedPosts.userId, free.user.id));
    expect(rows).toEqual([]);
  });

  it("when the caption is scored while typing, then the engine's caption signals and a 0-100 score come back", async () => {
    const weak = await actors
      .as("userA", "POST", "/api/pro/plans/score-text")
      .send({ caption: "#fyp #viral new video", hashtags: "" })
      .expect(200);
    const strong = await actors
      .as("userA", "POST", "/api/pro/plans/score-text")
      .send({
        caption: "Three iftar recipes ready in 20 minutes: which one are you making tonight? Comment your pick",
        hashtags: "#ramadan #iftar #easyrecipe",
      })
      .expect(200);
    const w = scoreTextResponseSchema.parse(weak.body);
    const s = scoreTextResponseSchema.parse(strong.body);
    expect(s.score!).toBeGreaterThan(w.score!);
    expect(w.signals.map((x) => x.key)).toEqual(expect.arrayContaining(["captionLength", "cta", "hashtagCount"]));
    expect(w.signals.find((x) => x.key === "tagPlacement")).toMatchObject({ subScore: 35, advice: expect.any(String) });
  });

  it("when the calendar data is asked for, then 2027 shows Ramadan and National Day and SA windows are dated", async () => {
    const events = await actors.as("userA", "GET", "/api/pro/events?from=2027-01-01&to=2027-12-31").expect(200);
    const parsed = eventsResponseSchema.parse(events.body);
    expect(parsed.events.find((e) => e.name === "Ramadan")).toMatchObject({ start: "2027-02-08" });
    expect(parsed.events.find((e) => e.name === "Saudi National Day")).toMatchObject({ start: "2027-09-23" });
    const byDefault = await actors.as("userA", "GET", "/api/pro/events").expect(200);
    expect(byDefault.body).toMatchObject({ from: "2027-02-01", to: "2029-02-01" });
    const windows = await actors.as("userA", "GET", "/api/pro/posting-windows?region=SA").expect(200);
    expect(postingWindowsResponseSchema.parse(windows.body)).toMatchObject({
      timeZone: "Asia/Riyadh",
      utcOffset: "+03:00",
      asOf: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(windows.body.sources.length).toBeGreaterThan(0);
  });
});

describe("the planner's data in the account export", () => {
  it("when A downloads their data, then it holds A's planned posts and none of B's", async () => {
    const ofB = (await actors.as("userB", "POST", "/api/pro/plans").send({ date: "2027-04-01", time: "20:00" })).body
      .plan.id as number;
    const data = await readAccountExport<{ plannedPosts: Array<{ id: number; userId: number }> }>(actors, "userA");
    expect(data.plannedPosts.length).toBeGreaterThan(0);
    expect(data.plannedPosts.every((p) => p.userId === actors.userA.id)).toBe(true);
    expect(data.plannedPosts.map((p) => p.id)).not.toContain(ofB);
  });
});

describe("reminders", () => {
  it("when two workers run at once over the same database, then each due reminder is mailed exactly once", async () => {
    const due: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      // 15:45 Riyadh = 12:45 UTC, reminded 60 minutes before: due since 11:45 UTC.
      const res = await plan({ caption: `Due ${i}`, date: "2027-02-01", time: "15:45", remindMinutesBefore: 60 });
      due.push(res.body.plan.id);
    }
    // Not due yet (18:00 Riyadh, an hour before is 14:00 UTC), without a reminder, or already posted.
    await plan({ caption: "Later", date: "2027-02-01", time: "18:00", remindMinutesBefore: 60 }).expect(201);
    await plan({ caption: "No reminder", date: "2027-02-01", time: "15:45" }).expect(201);
    await plan({ caption: "Posted", date: "2027-02-01", time: "15:45", status: "posted", remindMinutesBefore: 60 });

    const one = worker();
    const two = worker();
    const first = await Promise.all([one.runOnce(), two.runOnce()]);
    const again = await Promise.all([two.runOnce(), one.runOnce()]);
    expect([...first, ...again].reduce((a, b) => a + b, 0)).toBe(5);
    await ctx.smtp.waitFor(1);
    const mails = reminderMails(actors.userA.email);
    expect(mails).toHaveLength(5);
    expect(mails.map((m) => /Due \d/.exec(m.text)?.[0]).sort()).toEqual(["Due 0", "Due 1", "Due 2", "Due 3", "Due 4"]);
    expect(mails[0]!.subject).toContain("2027-02-01 15:45 (Asia/Riyadh)");
    for (const id of due) expect((await rowOf(id))!.reminderSentAt).not.toBeNull();
  });

  it("when a reminder fell due while no process ran, then the worker sends it on start, and a new time re-arms it", async () => {
    const res = await plan({ caption: "While down", date: "2027-02-01", time: "22:00", remindMinutesBefore: 1440 });
    const id = res.body.plan.id as number;
    // The process is "down": nothing runs while the reminder falls due (22:00 - 1 day is already past).
    const restarted = worker();
    restarted.start(60_000);
    await restarted.stop();
    const sent = reminderMails(actors.userA.email).filter((m) => m.text.includes("While down"));
    expect(sent).toHaveLength(1);
    const claimed = (await rowOf(id))!.reminderSentAt;
    expect(claimed).not.toBeNull();

    // Same time again: still sent, nothing re-armed. A new date re-arms it.
    await actors.as("userA", "PATCH", `/api/pro/plans/${id}`).send({ caption: "While down (edited)" }).expect(200);
    expect((await rowOf(id))!.reminderSentAt).toEqual(claimed);
    const moved = await actors.as("userA", "PATCH", `/api/pro/plans/${id}`).send({ date: "2027-02-01", time: "23:00" });
    expect(moved.status).toBe(200);
    expect(moved.body.plan).toMatchObject({ time: "23:00", reminderSentAt: null });
    expect(await worker().runOnce()).toBe(1);
    expect(await worker().runOnce()).toBe(0);
  });

  it("when the mail server refuses a reminder, then it is tried again after a back-off and sent once it is accepted", async () => {
    const res = await plan({ caption: "SMTP down", date: "2027-02-01", time: "16:00", remindMinutesBefore: 60 });
    const id = res.body.plan.id as number;
    const down: Mailer = {
      mode: "smtp",
      close() {},
      send: async () => {
        throw new Error("SMTP down");
      },
    };
    try {
      expect(await worker(down).runOnce()).toBe(0);
      // Given back for a try a minute later, not before.
      expect(await rowOf(id)).toMatchObject({ reminderSentAt: null, reminderAttempts: 1 });
      expect(await worker().runOnce()).toBe(0);
      ctx.clock.set(new Date(NOW.getTime() + 60_000));
      expect(await worker().runOnce()).toBe(1);
      expect(await worker().runOnce()).toBe(0);
      expect(reminderMails(actors.userA.email).filter((m) => m.text.includes("SMTP down"))).toHaveLength(1);
    } finally {
      ctx.clock.set(NOW);
    }
  });

  it("when the mail server refuses a reminder every time, then it gives up after five tries", async () => {
    const res = await plan({ caption: "Never accepted", date: "2027-02-01", time: "16:30", remindMinutesBefore: 60 });
    const id = res.body.plan.id as number;
    let tries = 0;
    const down: Mailer = {
      mode: "smtp",
      close() {},
      send: async (mail) => {
        if (mail.text.includes("Never accepted")) tries += 1;
        throw new Error("SMTP down");
      },
    };
    try {
      // Long enough apart for every back-off (1, 2, 4, 8 minutes), and still within the 6 hours.
      for (let minute = 0; minute <= 120; minute += 10) {
        ctx.clock.set(new Date(NOW.getTime() + minute * 60_000));
        await worker(down).runOnce();
      }
      expect(tries).toBe(5);
      expect((await rowOf(id))!.reminderAttempts).toBe(5);
      expect((await rowOf(id))!.reminderSentAt).not.toBeNull();
    } finally {
      ctx.clock.set(NOW);
    }
  });

  it("when the creator's profile language is Arabic, then the reminder is in Arabic", async () => {
    const fresh = await createActors(ctx);
    await activeSubscription(fresh, "userA");
    await ctx.database.db.update(users).set({ language: "ar" }).where(eq(users.id, fresh.userA.id));
    await fresh
      .as("userA", "POST", "/api/pro/plans")
      .send({ caption: "رمضان كريم", date: "2027-02-01", time: "15:45", remindMinutesBefore: 60 })
      .expect(201);
    const before = ctx.smtp.messages.length;
    expect(await worker().runOnce()).toBe(1);
    await ctx.smtp.waitFor(before + 1);
    const mails = ctx.smtp.messages.slice(before).filter((m) => m.to.includes(fresh.userA.email));
    expect(mails).toHaveLength(1);
    const { subject, text } = decodeMail(mails[0]!.raw);
    expect(subject).toBe(arMail.planReminder.subject.replace("{{when}}", "2027-02-01 15:45 (Asia/Riyadh)"));
    expect(text).toContain("رمضان كريم");
    expect(text).toContain(arMail.planReminder.status.idea);
  });
});

describe("past dates", () => {
  it("when a post is planned before now (Riyadh 14:59 at 15:00), then 400 naming the date and nothing is stored", async () => {
    const before = await ctx.database.db.select().from(plannedPosts).where(eq(plannedPosts.userId, actors.userA.id));
    for (const body of [
      { caption: "Yesterday", date: "2027-01-31", time: "20:00" },
      { caption: "A minute ago", date: "2027-02-01", time: "14:59" },
      { caption: "Ready but late", date: "2027-02-01", time: "09:00", status: "ready" },
    ]) {
      const res = await plan(body).expect(400);
      expect(res.body.fieldErrors).toEqual({ date: [PAST_PLAN_MESSAGE] });
    }
    const after = await ctx.database.db.select().from(plannedPosts).where(eq(plannedPosts.userId, actors.userA.id));
    expect(after).toHaveLength(before.length);
  });

  it("when the time is this very minute, or the post is marked Posted, then it is accepted", async () => {
    await plan({ caption: "Now", date: "2027-02-01", time: "15:00" }).expect(201);
    const posted = await plan({ caption: "Already out", date: "2027-01-30", time: "20:00", status: "posted" }).expect(
      201,
    );
    // Listed where the creator looks for it.
    const list = await actors.as("userA", "GET", "/api/pro/plans?from=2027-01-01&to=2027-01-31").expect(200);
    expect(list.body.plans.map((p: { id: number }) => p.id)).toContain(posted.body.plan.id);
  });

  it("when a plan is moved into the past, or set back from Posted while in the past, then 400; other edits still work", async () => {
    const future = (await plan({ caption: "Soon", date: "2027-02-03", time: "20:00" }).expect(201)).body.plan;
    const moved = await actors.as("userA", "PATCH", `/api/pro/plans/${future.id}`).send({ date: "2027-01-20" });
    expect(moved.status).toBe(400);
    expect(moved.body.fieldErrors).toEqual({ date: [PAST_PLAN_MESSAGE] });
    expect((await rowOf(future.id))!.plannedAt.toISOString()).toBe("2027-02-03T17:00:00.000Z");

    const posted = (await plan({ date: "2027-01-29", time: "20:00", status: "posted" }).expect(201)).body.plan;
    await actors.as("userA", "PATCH", `/api/pro/plans/${posted.id}`).send({ caption: "Went well" }).expect(200);
    const unposted = await actors.as("userA", "PATCH", `/api/pro/plans/${posted.id}`).send({ status: "ready" });
    expect(unposted.status).toBe(400);
    expect(unposted.body.fieldErrors).toEqual({ date: [PAST_PLAN_MESSAGE] });
  });
});

describe("reminders after Pro ends", () => {
  it("when a free Pro month has run out by the time a reminder falls due, then no mail; a paid Pro's reminder at the same time goes", async () => {
    const fresh = await createActors(ctx);
    const code = await createPromoCode(ctx, {
      code: uniquePromoCode("PLANPRO"),
      discountType: "percentage",
      discountValue: 100,
    });
    await fresh
      .as("userA", "POST", "/api/apply-promo-code")
      .send({ userId: fresh.userA.id, code: code.code, type: "subscription" })
      .expect(200);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, fresh.userA.id));
    const monthEnd = row!.currentPeriodEnd!;
    // Two hours after the free month ends, reminded an hour before: due one hour after Pro ended.
    const postAt = zonedParts(new Date(monthEnd.getTime() + 2 * 3600_000), "UTC");
    const body = { date: postAt.date, time: postAt.time, timeZone: "UTC", remindMinutesBefore: 60 };
    const lapsed = await fresh
      .as("userA", "POST", "/api/pro/plans")
      .send({ ...body, caption: "After the free month" })
      .expect(201);
    const paid = await plan({ ...body, caption: "Paid Pro, same time" }).expect(201);
    try {
      ctx.clock.set(new Date(monthEnd.getTime() + 3600_000 + 60_000));
      expect(await worker().runOnce()).toBe(1);
      await ctx.smtp.waitFor(1);
      expect(reminderMails(fresh.userA.email)).toEqual([]);
      expect(reminderMails(actors.userA.email).filter((m) => m.text.includes("Paid Pro, same time"))).toHaveLength(1);
      expect((await rowOf(lapsed.body.plan.id))!.reminderSentAt).toBeNull();
      expect((await rowOf(paid.body.plan.id))!.reminderSentAt).not.toBeNull();
    } finally {
      ctx.clock.set(NOW);
    }
  });

  it("when a subscription was cancelled before a reminder fell due, then no mail", async () => {
    const fresh = await createActors(ctx);
    await activeSubscription(fresh, "userA");
    const created = await fresh
      .as("userA", "POST", "/api/pro/plans")
      .send({ caption: "Cancelled Pro", date: "2027-02-01", time: "15:30", remindMinutesBefore: 60 })
      .expect(201);
    await ctx.database.db
      .update(users)
      .set({ subscriptionStatus: "canceled", subscriptionPlan: "free" })
      .where(eq(users.id, fresh.userA.id));
    await worker().runOnce();
    expect(reminderMails(fresh.userA.email)).toEqual([]);
    expect((await rowOf(created.body.plan.id))!.reminderSentAt).toBeNull();
  });
});

describe("Ramadan's dates: one source", () => {
  it("when the caption score names Ramadan and the Eid, then it gives the same dates as the planner's calendar", async () => {
    const events = eventsResponseSchema.parse(
      (await actors.as("userA", "GET", "/api/pro/events?from=2027-01-01&to=2027-03-31").expect(200)).body,
    ).events;
    const ramadan = events.find((e) => e.id.startsWith("ramadan"))!;
    const eid = events.find((e) => e.id.startsWith("eidAlFitr"))!;
    expect(ramadan).toMatchObject({ start: "2027-02-08", end: "2027-03-08" });

    const scored = scoreTextResponseSchema.parse(
      (
        await actors
          .as("userA", "POST", "/api/pro/plans/score-text")
          .send({ caption: "Iftar ideas for tonight", hashtags: "#ramadan #eidalfitr" })
          .expect(200)
      ).body,
    );
    const trend = scored.signals.find((s) => s.key === "trendingTags")!;
    expect(trend.value).toContain(`Ramadan 1448, ${ramadan.start} to ${ramadan.end}`);
    expect(trend.value).toContain(`Eid al-Fitr 1448, ${eid.start} to ${eid.end}`);
  });
});
