import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyses, contactMessages, payments, users } from "../../../db/schema";
import { createTestContext, newUserBody, signUp, type TestContext } from "../../../../test/app";
import { databaseFingerprint } from "../../../../test/actors";
import { asAdmin, createSignedInAdmin } from "../../../../test/admin-writes";
import { query, type SeededAccount, seedAccount } from "../../../../test/account-seed";
import { expectSignedIn, expectSignedOut } from "../../../../test/session-assertions";

// "Delete my account" in the embedded test payment mode; the Stripe side is in privacy-deletion-stripe.test.ts. After a
// deletion nothing of the person is left in any table, except their payments, kept for accounting with the user
// detached.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

/** Every public table with a user_id or an email column, from the database itself (a new table is included). */
async function tablesWithUserColumns() {
  return query<{ table_name: string; column_name: string }>(
    ctx,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and column_name in ('user_id', 'email') order by table_name, column_name`,
  );
}

/** Rows per table that still point at the user by id or address. */
async function rowsOf(userId: number, email: string): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const { table_name, column_name } of await tablesWithUserColumns()) {
    const value = column_name === "user_id" ? userId : email;
    const [row] = await query<{ n: string | number }>(
      ctx,
      sql`select count(*) as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)} = ${value}`,
    );
    const n = Number(row!.n);
    if (n > 0) found[`${table_name}.${column_name}`] = n;
  }
  return found;
}

/** Rows of any table whose text (every column, JSON included) contains `needle`. */
async function rowsMentioning(needle: string, exceptTables: string[] = []): Promise<Record<string, number>> {
  const tables = await query<{ table_name: string }>(
    ctx,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const found: Record<string, number> = {};
  for (const { table_name } of tables) {
    if (exceptTables.includes(table_name)) continue;
    const [row] = await query<{ n: string | number }>(
      ctx,
      sql`select count(*) as n from ${sql.identifier(table_name)} t where t::text ilike ${`%${needle}%`}`,
    );
    if (Number(row!.n) > 0) found[table_name] = Number(row!.n);
  }
  return found;
}

function deleteAccount(account: Pick<SeededAccount, "agent">, password: unknown) {
  return account.agent.post("/api/account/delete").send({ password });
}

describe("POST /api/account/delete", () => {
  it("when the password is wrong, then 400 on the password field and nothing changes", async () => {
    const alice = await seedAccount(ctx, "wrongpw");
    const before = await databaseFingerprint(ctx);
    const res = await deleteAccount(alice, "not my password").expect(400);
    expect(res.body).toMatchObject({
      code: "VALIDATION_FAILED",
      message: "Password is incorrect",
      fieldErrors: { password: ["Password is incorrect"] },
    });
    expect(await databaseFingerprint(ctx)).toBe(before);
    await expectSignedIn(alice.agent.get("/api/user"));
  });

  it("when the password is missing or not text, then 400 and nothing changes", async () => {
    const alice = await seedAccount(ctx, "nopw");
    const before = await databaseFingerprint(ctx);
    for (const body of [{}, { password: "" }, { password: 12345 }]) {
      const res = await alice.agent.post("/api/account/delete").send(body).expect(400);
      expect(res.body.fieldErrors).toHaveProperty("password");
    }
    expect(await databaseFingerprint(ctx)).toBe(before);
  });

  it("when nobody is signed in, then 401", async () => {
    const res = await ctx.request().post("/api/account/delete").send({ password: "whatever" }).expect(401);
    expect(res.body.code).toBe("UNAUTHENTICATED");
  });

  it("when the password is right, then nothing of the user is left in any table but the detached payment, and B is untouched", async () => {
    const alice = await seedAccount(ctx, "gone");
    const bob = await seedAccount(ctx, "stays");
    const { user, tag } = alice;
    // What else holds the person: a pending e-mail change (its link), and admin audit entries about them.
    const pending = `pending-${tag}@example.com`;
    await alice.agent.put(`/api/user/${user.id}`).send({ email: pending }).expect(200);
    const admin = await createSignedInAdmin(ctx, "privacy");
    await asAdmin(ctx, admin.token, "put", `/api/admin/users/${user.id}`)
      .send({ email: user.email, username: user.username, language: "en", freeTrialsUsed: 0, lastName: `Last-${tag}` })
      .expect(200);
    await asAdmin(ctx, admin.token, "post", `/api/admin/messages/${alice.contactMessageIds[0]}/reply`)
      .send({ body: `Thanks for writing, reply-${tag}` })
      .expect(200);
    expect(await rowsOf(user.id, user.email)).not.toEqual({});
    const bobBefore = await rowsOf(bob.user.id, bob.user.email);

    const sent = ctx.smtp.messages.length;
    const res = await deleteAccount(alice, alice.body.password).expect(200);
    expect(res.body).toEqual({
      message: `Your account has been deleted. A confirmation is on its way to ${user.email}.`,
    });
    expect(String(res.headers["set-cookie"])).toMatch(/sid=;.*Expires=Thu, 01 Jan 1970/);
    await expectSignedOut(alice.agent.get("/api/user"));

    expect(await rowsOf(user.id, user.email)).toEqual({});
    const [payment] = await ctx.database.db.select().from(payments).where(eq(payments.id, alice.paymentId));
    expect(payment).toMatchObject({ userId: null, amount: 50, status: "succeeded" });
    for (const needle of [user.email, user.username, pending]) expect(await rowsMentioning(needle)).toEqual({});
    // The tag is in the payment's provider id (pi_<tag>), which is the accounting record kept on purpose.
    expect(await rowsMentioning(tag, ["payments"])).toEqual({});

    expect(await rowsOf(bob.user.id, bob.user.email)).toEqual(bobBefore);
    expect(await ctx.database.db.select().from(analyses).where(eq(analyses.userId, bob.user.id))).toHaveLength(3);
    await expectSignedIn(bob.agent.get("/api/user"));

    await ctx.smtp.waitFor(sent + 1);
    const mail = ctx.smtp.messages.slice(sent).find((m) => m.to.includes(user.email));
    expect(mail?.subject).toBe("Your ViralScore account has been deleted");
  });

  it("when the account is deleted, then the same e-mail and username can sign up again at once", async () => {
    const { agent, user, body } = await signUp(ctx, "again");
    await agent.post("/api/account/delete").send({ password: body.password }).expect(200);
    const again = await ctx
      .request()
      .post("/api/register")
      .send({ ...newUserBody("again"), email: user.email, username: user.username })
      .expect(201);
    expect(again.body.user).toMatchObject({ email: user.email, emailVerified: false, freeTrialsUsed: 0 });
    expect(again.body.user.id).not.toBe(user.id);
  });

  it("when user B, signed in, wrote to us giving A's address, then deleting A leaves B's message, and deleting B removes it", async () => {
    const alice = await seedAccount(ctx, "typedfor");
    const bob = await seedAccount(ctx, "typedby");
    const typed = await bob.agent
      .post("/api/contact")
      .send({ name: "Bob", email: alice.user.email, subject: "Hi", message: `typed-by-${bob.tag}` })
      .expect(201);
    const message = async () =>
      ctx.database.db.select().from(contactMessages).where(eq(contactMessages.id, typed.body.id));

    await deleteAccount(alice, alice.body.password).expect(200);
    expect(await message()).toEqual([expect.objectContaining({ userId: bob.user.id, email: alice.user.email })]);
    await deleteAccount(bob, bob.body.password).expect(200);
    expect(await message()).toEqual([]);
  });

  it("when an unverified account is deleted, then its signed-in messages go and the messages sent signed out from its address stay", async () => {
    const address = `claimed${process.pid}@example.com`;
    const owners = await ctx
      .request()
      .post("/api/contact")
      .send({ name: "The real owner", email: address, subject: "Private", message: "written by the owner" })
      .expect(201);
    const agent = ctx.request();
    const body = { email: address, username: `claimer${process.pid}`, password: "correct horse battery" };
    await agent.post("/api/register").send(body).expect(201);
    const own = await agent
      .post("/api/contact")
      .send({ name: "Claimer", email: address, subject: "Mine", message: "written while signed in" })
      .expect(201);

    await agent.post("/api/account/delete").send({ password: body.password }).expect(200);
    const byId = async (id: number) => ctx.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(await byId(own.body.id)).toEqual([]);
    expect(await byId(owners.body.id)).toEqual([expect.objectContaining({ message: "written by the owner" })]);
  });

  it("when the account is deleted, then contact messages sent from its address while signed out go too, and others' stay", async () => {
    const alice = await seedAccount(ctx, "msgs");
    const stranger = await ctx
      .request()
      .post("/api/contact")
      .send({ name: "Someone", email: "someone-else@example.com", subject: "Hi", message: "Not about alice" })
      .expect(201);
    await deleteAccount(alice, alice.body.password).expect(200);
    for (const id of alice.contactMessageIds) {
      expect(await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.id, id))).toEqual([]);
    }
    const [kept] = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.id, stranger.body.id));
    expect(kept).toBeDefined();
  });
});

describe("deleting the same account twice at once", () => {
  it("when two requests delete the account at the same time, then one deletes it and the other answers 404 'already deleted' (or 401) with the cookie cleared, never a failure", async () => {
    for (let round = 0; round < 3; round += 1) {
      const alice = await seedAccount(ctx, `twice${round}`);
      const results = await Promise.all([
        deleteAccount(alice, alice.body.password),
        deleteAccount(alice, alice.body.password),
      ]);
      const statuses = results.map((res) => res.status).sort();
      expect([
        [200, 404],
        [200, 401],
      ]).toContainEqual(statuses);
      const loser = results.find((res) => res.status !== 200)!;
      if (loser.status === 404) {
        expect(loser.body).toMatchObject({ code: "NOT_FOUND", message: "Your account has already been deleted." });
        expect(String(loser.headers["set-cookie"])).toMatch(/sid=;.*Expires=Thu, 01 Jan 1970/);
      }
      expect(await ctx.database.db.select().from(users).where(eq(users.id, alice.user.id))).toEqual([]);
      for (const id of alice.contactMessageIds) {
        expect(await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.id, id))).toEqual([]);
      }
    }
  });

  it("when both deletions have passed the session check (the race the 404 answers), then one deletes and the other finds the account gone", async () => {
    // The service directly: over HTTP the second request may also arrive after the first committed (401).
    const alice = await seedAccount(ctx, "twiceservice");
    const { deletion } = ctx.services.privacy;
    const outcomes = await Promise.all([
      deletion.deleteOwnAccount(alice.user.id, alice.body.password),
      deletion.deleteOwnAccount(alice.user.id, alice.body.password),
    ]);
    expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(["deleted", "gone"]);
    expect(await ctx.database.db.select().from(users).where(eq(users.id, alice.user.id))).toEqual([]);
  });
});

describe("the per-account limit on wrong passwords", () => {
  let strict: TestContext;
  beforeAll(async () => {
    strict = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: "1" } });
  });
  afterAll(async () => {
    await strict?.close();
  });

  it("when a session keeps guessing the password, then 429 after 10 failures, and another account is not affected", async () => {
    const guesser = await signUp(strict, "guess");
    for (let i = 0; i < 10; i += 1)
      await guesser.agent
        .post("/api/account/delete")
        .send({ password: `guess ${i}` })
        .expect(400);
    const limited = await guesser.agent
      .post("/api/account/delete")
      .send({ password: guesser.body.password })
      .expect(429);
    expect(limited.body.code).toBe("RATE_LIMITED");
    const [row] = await strict.database.db.select().from(users).where(eq(users.id, guesser.user.id));
    expect(row).toBeDefined();
    const other = await signUp(strict, "other");
    await other.agent.post("/api/account/delete").send({ password: "wrong one" }).expect(400);
  });

  it("when a session sends requests without a password, then they are not counted as guesses", async () => {
    const careless = await signUp(strict, "careless");
    for (let i = 0; i < 12; i += 1) await careless.agent.post("/api/account/delete").send({}).expect(400);
    const wrong = await careless.agent.post("/api/account/delete").send({ password: "not it" }).expect(400);
    expect(wrong.body.fieldErrors).toEqual({ password: ["Password is incorrect"] });
  });
});
