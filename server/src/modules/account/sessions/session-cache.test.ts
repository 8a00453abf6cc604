import { eq } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../../db/schema";
import { announceUserChange } from "../../../db/user-changes";
import { createApp } from "../../../app";
import { hashToken } from "../../../lib/tokens";
import { createLogger } from "../../../logger";
import { createTestContext, newUserBody, type TestContext } from "../../../../test/app";
import { freshPasswordResetToken } from "../../../../test/actors";
import { expectSignedIn, expectSignedOut } from "../../../../test/session-assertions";
import type { AccountUser } from "../users/user-accounts";
import { createSessionCache, SESSION_CACHE_TTL_MS } from "./session-cache";

// The session cache (docs/decisions/009-session-cache.md): this process forgets a session the moment it ends it
// or changes its user; a change made behind its back (another process, here a direct write to the database)
// shows within SESSION_CACHE_TTL_MS.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

/** A new account signed in on `app`: its cookie header, its token and its id. */
async function register(app = ctx.app) {
  const body = newUserBody("cache");
  const res = await supertest(app).post("/api/register").send(body).expect(201);
  const cookie = String(res.headers["set-cookie"]).split(";")[0]!;
  return { cookie, token: cookie.slice("sid=".length), id: res.body.user.id as number, body };
}

const me = (cookie: string, app = ctx.app) => supertest(app).get("/api/user").set("Cookie", cookie);

/** Deletes the session row without telling the app, as another app process sharing the database would. */
async function revokeBehindTheAppsBack(token: string) {
  await ctx.database.db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

describe("the session cache of GET /api/user", () => {
  it("when a session was read within the TTL, then it answers from memory; past the TTL the database decides again", async () => {
    const { cookie, token, id } = await register();
    await expectSignedIn(me(cookie), id);
    await revokeBehindTheAppsBack(token);
    // Still answered from memory: this is the bound on another process's logout.
    ctx.clock.advance(SESSION_CACHE_TTL_MS - 1);
    await expectSignedIn(me(cookie), id);
    ctx.clock.advance(1);
    await expectSignedOut(me(cookie));
  });

  it("when a cached session expires, then it stops working at its expiry, not at the end of the TTL", async () => {
    const { cookie, token, id } = await register();
    const soon = new Date(ctx.clock.now().getTime() + 500);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: soon })
      .where(eq(sessions.id, hashToken(token)));
    await expectSignedIn(me(cookie), id);
    ctx.clock.advance(500);
    await expectSignedOut(me(cookie));
  });

  it("when the user logs out, then the cached cookie stops working at once", async () => {
    const { cookie } = await register();
    await expectSignedIn(me(cookie));
    await supertest(ctx.app).post("/api/logout").set("Cookie", cookie).expect(200);
    await expectSignedOut(me(cookie));
  });

  it("when the password is changed, then the other cached sessions stop working at once and this one stays", async () => {
    const { cookie, body, id } = await register();
    const other = await supertest(ctx.app).post("/api/login").send({ email: body.email, password: body.password });
    const otherCookie = String(other.headers["set-cookie"]).split(";")[0]!;
    await expectSignedIn(me(otherCookie), id);
    await expectSignedIn(me(cookie), id);
    await supertest(ctx.app)
      .post("/api/account/password")
      .set("Cookie", cookie)
      .send({ currentPassword: body.password, newPassword: "a brand new passphrase" })
      .expect(200);
    await expectSignedOut(me(otherCookie));
    await expectSignedIn(me(cookie), id);
  });

  it("when another session is signed out from the profile, then it stops working at once", async () => {
    const { cookie, body, id } = await register();
    const other = await supertest(ctx.app).post("/api/login").send({ email: body.email, password: body.password });
    const otherCookie = String(other.headers["set-cookie"]).split(";")[0]!;
    await expectSignedIn(me(otherCookie), id);
    await supertest(ctx.app).post("/api/account/sessions/sign-out-others").set("Cookie", cookie).expect(200);
    await expectSignedOut(me(otherCookie));
  });

  it("when the password is reset by link, then every cached session stops working at once", async () => {
    const { cookie, id } = await register();
    await expectSignedIn(me(cookie));
    const token = await freshPasswordResetToken(ctx, { id });
    await supertest(ctx.app)
      .post("/api/auth/password/reset")
      .send({ token, password: "another new passphrase" })
      .expect(200);
    await expectSignedOut(me(cookie));
  });

  it("when the account is deleted, then its cached session stops working at once", async () => {
    const { cookie, body } = await register();
    await expectSignedIn(me(cookie));
    await supertest(ctx.app)
      .post("/api/account/delete")
      .set("Cookie", cookie)
      .send({ password: body.password, confirmation: "DELETE" })
      .expect(200);
    await expectSignedOut(me(cookie));
  });

  it("when the user's row changes in this process, then the next answer shows the change", async () => {
    const { cookie, id } = await register();
    await expectSignedIn(me(cookie), id);
    await supertest(ctx.app).put(`/api/user/${id}`).set("Cookie", cookie).send({ firstName: "Lina" }).expect(200);
    expect((await me(cookie).expect(200)).body.user.firstName).toBe("Lina");
  });

  it("when a change is announced for a user, then none of their sessions is kept (whatever repository wrote it)", async () => {
    const { cookie, id } = await register();
    await expectSignedIn(me(cookie), id);
    await ctx.database.db.update(users).set({ analysisCredits: 3 }).where(eq(users.id, id));
    announceUserChange(ctx.database.db, id);
    expect((await me(cookie).expect(200)).body.user.analysisCredits).toBe(3);
  });

  it("when two app processes share the database, then a logout on one reaches the other at once", async () => {
    // A second app on the same database with its own memory: what a second `npm start` on PostgreSQL is.
    const second = createApp({
      config: ctx.config,
      db: ctx.database.db,
      mailer: ctx.mailer,
      logger: createLogger("silent"),
      clock: ctx.clock,
      engine: ctx.services.engine,
    }).app;
    const { cookie, id } = await register();
    await expectSignedIn(me(cookie, second), id);
    await supertest(ctx.app).post("/api/logout").set("Cookie", cookie).expect(200);
    await expectSignedOut(me(cookie)); // where it was ended
    // The other process heard it on the cluster bus (LISTEN/NOTIFY on PostgreSQL; cluster-bus.test.ts runs two
    // real buses), so it does not wait for its cache's TTL.
    await expectSignedOut(me(cookie, second));
  });
});

describe("createSessionCache", () => {
  let now = 0;
  const clock = () => new Date(now);
  const row = (id: number) => ({ id }) as AccountUser;
  const session = (userId: number) => ({
    user: row(userId),
    lastUsedAt: new Date(now),
    expiresAt: new Date(now + 60_000),
  });

  it("when a user changes while their session is being read, then the read is not kept", () => {
    const cache = createSessionCache({ now: clock });
    const ticket = cache.ticket();
    cache.forgetUser(1);
    cache.remember("a", session(1), ticket);
    expect(cache.get("a")).toBeNull();
  });

  it("when a user changed less than the TTL ago, then their sessions are not kept even with a new ticket", () => {
    const cache = createSessionCache({ now: clock, ttlMs: 2000 });
    cache.forgetUser(1);
    cache.remember("a", session(1), cache.ticket());
    expect(cache.get("a")).toBeNull();
    cache.remember("b", session(2), cache.ticket());
    expect(cache.get("b")).not.toBeNull();
    now += 2000;
    cache.remember("a", session(1), cache.ticket());
    expect(cache.get("a")).not.toBeNull();
  });

  it("when a user is forgotten, then every session of theirs goes and others stay", () => {
    const cache = createSessionCache({ now: clock });
    cache.remember("a1", session(1), cache.ticket());
    cache.remember("a2", session(1), cache.ticket());
    cache.remember("b", session(2), cache.ticket());
    cache.forgetUser(1);
    expect([cache.get("a1"), cache.get("a2"), cache.get("b")?.user.id]).toEqual([null, null, 2]);
  });

  it("when the cache is full, then the oldest entry makes room", () => {
    const cache = createSessionCache({ now: clock, maxEntries: 2 });
    for (const id of ["a", "b", "c"]) cache.remember(id, session(1), cache.ticket());
    expect([cache.get("a"), cache.size]).toEqual([null, 2]);
  });

  it("when the clock goes back, then an entry is not trusted", () => {
    const cache = createSessionCache({ now: clock });
    cache.remember("a", session(1), cache.ticket());
    now -= 1;
    expect(cache.get("a")).toBeNull();
  });

  it("when a cached user row is changed in place, then it throws: one row answers many requests", () => {
    const cache = createSessionCache({ now: clock });
    cache.remember("a", session(1), cache.ticket());
    expect(() => {
      (cache.get("a")!.user as { id: number }).id = 2;
    }).toThrow(TypeError);
  });
});
