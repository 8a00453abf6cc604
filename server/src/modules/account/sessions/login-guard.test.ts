import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, adminLoginAttempts, loginFailures } from "../../../db/schema";
import { createTestContext, newUserBody, type TestContext } from "../../../../test/app";
import { createActors } from "../../../../test/actors";
import { createSiblingApp } from "../../../../test/sibling-app";
import { ADMIN_TEST_PASSWORD } from "../../../../test/actors";
import { ATTACK_FAILURES, BUSY_ADDRESS_FAILURES, FREE_FAILURES } from "./login-guard";

// Sign-in protection (docs/decisions/022-sign-in-protection.md), with the production numbers: the addresses are
// set with X-Forwarded-For (TRUST_PROXY), as a proxy in front of the app would.

let ctx: TestContext;
let sibling: ReturnType<typeof createSiblingApp>;
beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: "1", TRUST_PROXY: "true" } });
  sibling = createSiblingApp(ctx);
});
afterAll(async () => {
  await sibling?.close();
  await ctx?.close();
});

const WRONG = "not the password at all";
let addressCounter = 0;
/** A fresh documentation address (RFC 5737) for each stranger. */
const newAddress = () => {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

/** A creator who signed up from `home` on a browser (its agent keeps the session and device cookies). */
async function creator(home = newAddress()) {
  const body = newUserBody("guard");
  const device = ctx.request();
  await device.post("/api/register").set("X-Forwarded-For", home).send(body).expect(201);
  await device.post("/api/logout").set("X-Forwarded-For", home).expect(200);
  return { body, home, device };
}

function login(email: string, password: string, address: string, agent = ctx.request()) {
  return agent.post("/api/login").set("X-Forwarded-For", address).send({ email, password });
}

/** Moves every sign-in count of the database back in time, as if `ms` had passed. */
async function timePasses(ms: number) {
  await ctx.database.db
    .update(loginFailures)
    .set({ lastFailureAt: sql`${loginFailures.lastFailureAt} - ${ms} * interval '1 millisecond'` });
}

describe("strangers' failures never lock an account out", () => {
  it("when strangers send 40 wrong passwords from 20 addresses, then the owner's right password works from home, from their browser elsewhere, and from a new device", async () => {
    const { body, home, device } = await creator();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const address = newAddress();
      for (let j = 0; j < 2; j++) statuses.push((await login(body.email, WRONG, address)).status);
    }
    // Once the account is under attack, each new stranger waits after a single wrong password.
    expect(statuses.slice(0, ATTACK_FAILURES)).toEqual(Array(ATTACK_FAILURES).fill(401));
    expect(statuses.slice(ATTACK_FAILURES).filter((s) => s === 429).length).toBeGreaterThan(0);
    await login(body.email, body.password, home).expect(200);
    // The browser they signed up with, now on another network (its device cookie).
    await login(body.email, body.password, newAddress(), device).expect(200);
    // A brand-new phone on a new network: its own pair has no failures yet, so its first attempt is answered.
    await login(body.email, body.password, newAddress()).expect(200);
  });

  it("when one address sends wrong passwords, then after 5 each attempt waits longer, even with the right password, and other accounts from there are not slowed", async () => {
    const victim = await creator();
    const other = await creator();
    const attacker = newAddress();
    for (let i = 0; i < FREE_FAILURES; i++) await login(victim.body.email, WRONG, attacker).expect(401);
    const waiting = await login(victim.body.email, victim.body.password, attacker).expect(429);
    expect(waiting.body.code).toBe("RATE_LIMITED");
    expect(waiting.headers["retry-after"]).toBe("1");
    await timePasses(1000);
    await login(victim.body.email, WRONG, attacker).expect(401);
    // The delay doubles: 2 s after the 6th failure, 4 s after the 7th.
    expect((await login(victim.body.email, WRONG, attacker).expect(429)).headers["retry-after"]).toBe("2");
    await timePasses(2000);
    await login(victim.body.email, WRONG, attacker).expect(401);
    expect((await login(victim.body.email, WRONG, attacker).expect(429)).headers["retry-after"]).toBe("4");
    // Another account behind the same address signs in at once, and so does the owner at home.
    await login(other.body.email, other.body.password, attacker).expect(200);
    await login(victim.body.email, victim.body.password, victim.home).expect(200);
  });

  it("when 30 failures come from one address (a shared network), then an unknown device there waits at most a minute and a known one not at all", async () => {
    const office = newAddress();
    const known = await creator(office);
    const newcomer = await creator();
    // Strangers behind the office's address guess at many accounts.
    for (let i = 0; i < BUSY_ADDRESS_FAILURES; i++) {
      expect((await login(`nobody${i}-${process.pid}@example.com`, WRONG, office)).status).toBe(401);
    }
    // Someone who signed in from the office before is let through at once.
    await login(known.body.email, known.body.password, office).expect(200);
    // A colleague on a new device waits at most a minute, never fifteen.
    const waiting = await login(newcomer.body.email, newcomer.body.password, office);
    if (waiting.status === 429) expect(Number(waiting.headers["retry-after"])).toBeLessThanOrEqual(60);
    await timePasses(60_000);
    await login(newcomer.body.email, newcomer.body.password, office).expect(200);
  });
});

describe("counts shared by the app processes", () => {
  it("when 20 wrong passwords from one waiting address arrive at once on two processes, then exactly one is answered", async () => {
    const { body } = await creator();
    const attacker = newAddress();
    // Nine failures, each after its wait: the next attempt is due 16 s after the ninth, and the one after that 32 s.
    for (let i = 0; i < 9; i++) {
      await login(body.email, WRONG, attacker).expect(401);
      await timePasses(60_000);
    }
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? sibling : ctx).request().post("/api/login").set("X-Forwarded-For", attacker).send({
          email: body.email,
          password: WRONG,
        }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(19);
    // The tables hold no address in clear.
    const rows = await ctx.database.db.select().from(loginFailures);
    expect(JSON.stringify(rows)).not.toContain(body.email);
    expect(JSON.stringify(rows)).not.toContain(attacker);
  });
});

describe("admins hear of an attack once", () => {
  it("when an account gets 30 wrong passwords from many addresses, then the support address gets one alert", async () => {
    const { body } = await creator();
    const before = ctx.smtp.messages.length;
    for (let i = 0; i < ATTACK_FAILURES + 10; i++) await login(body.email, WRONG, newAddress()).expect(401);
    await ctx.smtp.waitFor(before + 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const alerts = ctx.smtp.messages.slice(before).filter((m) => /Many wrong passwords/.test(m.subject));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.to).toEqual([ctx.config.supportEmail]);
    expect(alerts[0]!.text).toContain(body.email);
  });
});

describe("admin sign-in", () => {
  it("when strangers send 30 wrong passwords for an admin's username, then the admin's right password still works from their browser and from a new device", async () => {
    const actors = await createActors(ctx);
    const browser = ctx.request();
    const home = newAddress();
    await browser
      .post("/api/admin/login")
      .set("X-Forwarded-For", home)
      .send({ username: actors.admin.username, password: ADMIN_TEST_PASSWORD })
      .expect(200);
    for (let i = 0; i < 30; i++) {
      const res = await ctx
        .request()
        .post("/api/admin/login")
        .set("X-Forwarded-For", newAddress())
        .send({ username: actors.admin.username, password: WRONG });
      expect(res.status).toBe(401);
    }
    await browser
      .post("/api/admin/login")
      .set("X-Forwarded-For", newAddress())
      .send({ username: actors.admin.username, password: ADMIN_TEST_PASSWORD })
      .expect(200);
    await ctx
      .request()
      .post("/api/admin/login")
      .set("X-Forwarded-For", newAddress())
      .send({ username: actors.admin.username, password: ADMIN_TEST_PASSWORD })
      .expect(200);
  });

  it("when one address guesses an admin's password, then it waits like any other pair", async () => {
    const actors = await createActors(ctx);
    const attacker = newAddress();
    const guess = () =>
      ctx
        .request()
        .post("/api/admin/login")
        .set("X-Forwarded-For", attacker)
        .send({ username: actors.admin.username, password: WRONG });
    for (let i = 0; i < FREE_FAILURES; i++) await guess().expect(401);
    await guess().expect(429);
    const attempts = await ctx.database.db
      .select()
      .from(adminLoginAttempts)
      .where(eq(adminLoginAttempts.username, actors.admin.username));
    // Refused attempts never reached the password check: only the five answered ones are in the attempt log.
    expect(attempts).toHaveLength(FREE_FAILURES);
  });
});

describe("an admin clears a login lockout", () => {
  it("when an admin clears a waiting user's lockout, then the user's next attempt is answered and the audit log says who did it", async () => {
    const actors = await createActors(ctx);
    const email = actors.userA.email;
    const address = newAddress();
    for (let i = 0; i < FREE_FAILURES + 1; i++) {
      await login(email, WRONG, address);
      await timePasses(1000);
    }
    await login(email, actors.userA.password, address).expect(429);
    const res = await actors.as("admin", "POST", `/api/admin/users/${actors.userA.id}/clear-login-lockout`).expect(200);
    expect(res.body).toMatchObject({ cleared: expect.any(Number), message: expect.stringMatching(/cleared/) });
    expect(res.body.cleared).toBeGreaterThan(0);
    await login(email, actors.userA.password, address).expect(200);
    const [entry] = await ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, "user.clear_login_lockout"))
      .orderBy(sql`${adminAuditLog.id} desc`)
      .limit(1);
    expect(entry).toMatchObject({
      adminUserId: actors.admin.id,
      targetType: "user",
      targetId: String(actors.userA.id),
    });
  });

  it("when the user does not exist, then 404 and no audit entry", async () => {
    const actors = await createActors(ctx);
    const res = await actors.as("admin", "POST", "/api/admin/users/999999/clear-login-lockout").expect(404);
    expect(res.body.message).toMatch(/does not exist/);
  });
});
