import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminMessageRow } from "@shared/schemas/admin-lists";
import { contactMessages } from "../../db/schema";
import { createTestContext, type TestContext } from "../../../test/app";
import { type Actors, activeSubscription, createActors } from "../../../test/actors";
import { asAdmin } from "../../../test/admin-writes";
import { CONTACT_SENT, CONTACT_SENT_PRIORITY } from "./contact.router";

// Priority support: a message from a signed-in user with Pro in force is flagged priority, marked in the mail to
// support, and listed first in the admin inbox until it is handled. User A is Pro through the real subscription flow;
// user B is free.

let ctx: TestContext;
let actors: Actors;

beforeAll(async () => {
  ctx = await createTestContext({ env: { SUPPORT_EMAIL: "help@viralscore.test" } });
  actors = await createActors(ctx);
  await activeSubscription(actors, "userA");
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

const message = (subject: string) => ({
  name: "Noura",
  email: "noura@example.com",
  subject,
  message: "متى يصلني الرد؟ When will I hear back?",
});

async function send(actor: "guest" | "userA" | "userB", subject: string) {
  const res = await actors.as(actor, "POST", "/api/contact").send(message(subject)).expect(201);
  const [row] = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.id, res.body.id));
  return { body: res.body as { id: number; message: string; priority: boolean }, row: row! };
}

async function inbox(): Promise<AdminMessageRow[]> {
  const res = await asAdmin(ctx, actors.adminToken, "get", "/api/admin/messages?pageSize=100").expect(200);
  return res.body.items as AdminMessageRow[];
}

describe("POST /api/contact from a Pro member", () => {
  it("when a Pro user writes, then the message is priority, the answer says so, and support's mail is marked", async () => {
    const before = ctx.smtp.messages.length;
    const { body, row } = await send("userA", "Pro question");
    expect(body).toMatchObject({ priority: true, message: CONTACT_SENT_PRIORITY });
    expect(body.message).toMatch(/24 hours/);
    expect(row).toMatchObject({ priority: true, userId: actors.userA.id });
    await ctx.smtp.waitFor(before + 1);
    expect(ctx.smtp.messages.at(-1)!.raw).toMatch(/Subject: \[Priority\] \[Contact #\d+\] Pro question/);
  });

  it("when a free user or a guest writes, then the message is not priority and the answer promises 24 hours", async () => {
    const free = await send("userB", "Free question");
    const guest = await send("guest", "Guest question");
    for (const { body, row } of [free, guest]) {
      expect(body).toMatchObject({ priority: false, message: CONTACT_SENT });
      expect(row.priority).toBe(false);
    }
    await ctx.smtp.waitFor(ctx.smtp.messages.length);
    expect(ctx.smtp.messages.at(-1)!.raw).not.toMatch(/\[Priority\]/);
  });
});

describe("the admin inbox with priority messages", () => {
  it("when a Pro message is older than others, then it is listed first until it is handled", async () => {
    const pro = await send("userA", "Older Pro message");
    await send("guest", "Newer guest message");
    await send("userB", "Newest free message");

    const items = await inbox();
    const priorityIds = items.filter((item) => item.priority).map((item) => item.id);
    expect(priorityIds.length).toBeGreaterThanOrEqual(2);
    // Every unhandled priority message comes before every other message.
    expect(items.slice(0, priorityIds.length).every((item) => item.priority)).toBe(true);
    expect(items.find((item) => item.id === pro.row.id)).toMatchObject({ priority: true });

    await asAdmin(ctx, actors.adminToken, "put", `/api/admin/messages/${pro.row.id}`)
      .send({ status: "handled" })
      .expect(200);
    const after = await inbox();
    const handledAt = after.findIndex((item) => item.id === pro.row.id);
    const newestFree = after.findIndex((item) => item.subject === "Newest free message");
    // Handled, it falls back to its place by date: after the newer messages.
    expect(handledAt).toBeGreaterThan(newestFree);
  });
});
