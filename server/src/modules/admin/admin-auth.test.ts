import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminLoginAttempts, adminSessions, adminUsers } from "../../db/schema";
import { hashToken } from "../../lib/tokens";
import { createTestContext, signUp, type TestContext } from "../../../test/app";
import { ADMIN_IDLE_MS, ADMIN_SESSION_MS } from "./admin-auth.service";

// Admin accounts and sessions against the real database: bootstrap, login with every attempt recorded, opaque hashed
// tokens with expiry and idle timeout, logout, and no admin right from a user's cookie.

let ctx: TestContext;
const PASSWORD = "correct horse admin";
let counter = 0;

async function newAdmin() {
  counter += 1;
  return ctx.services.adminAuth.createAdmin({
    username: `ops${process.pid}x${counter}`,
    password: PASSWORD,
    createdBy: null,
  });
}

const login = (username: string, password = PASSWORD, agent = ctx.request()) =>
  agent.post("/api/admin/login").set("User-Agent", "admin-test").send({ username, password });

const attemptsFor = (username: string) =>
  ctx.database.db.select().from(adminLoginAttempts).where(eq(adminLoginAttempts.username, username));

beforeAll(async () => {
  ctx = await createTestContext();
}, 60_000);

afterAll(async () => {
  await ctx.close();
});

describe("first admin", () => {
  it("when ADMIN_USERNAME and ADMIN_PASSWORD are given but an admin exists, then no second admin is made", async () => {
    await newAdmin();
    expect(await ctx.services.adminAuth.bootstrap("second", "long enough password")).toBeNull();
    const rows = await ctx.database.db.select().from(adminUsers).where(eq(adminUsers.username, "second"));
    expect(rows).toHaveLength(0);
  });

  it("when an admin is created with a short password or a taken name, then it is refused with a reason", async () => {
    const admin = await newAdmin();
    await expect(
      ctx.services.adminAuth.createAdmin({ username: "shorty", password: "short", createdBy: null }),
    ).rejects.toThrow(/at least 10 characters/);
    await expect(
      ctx.services.adminAuth.createAdmin({ username: admin.username, password: PASSWORD, createdBy: null }),
    ).rejects.toThrow(/already exists/);
  });
});

describe("login", () => {
  it("when the password is right, then a token comes back, only its hash is stored, and the attempt is recorded", async () => {
    const admin = await newAdmin();
    const res = await login(admin.username).expect(200);
    expect(res.body.admin).toMatchObject({ id: admin.id, username: admin.username });
    expect(res.body.admin.lastLogin).not.toBeNull();
    const token = res.body.token as string;
    expect(token.length).toBeGreaterThanOrEqual(40);
    const sessions = await ctx.database.db.select().from(adminSessions).where(eq(adminSessions.adminUserId, admin.id));
    expect(sessions.map((s) => s.id)).toContain(hashToken(token));
    expect(sessions.map((s) => s.id)).not.toContain(token);
    const [attempt] = await attemptsFor(admin.username);
    expect(attempt).toMatchObject({ success: true, adminUserId: admin.id, userAgent: "admin-test" });
    expect(attempt!.ip).toBeTruthy();
    await ctx.request().get("/api/admin/me").set("Authorization", `Bearer ${token}`).expect(200);
  });

  it("when the password is wrong or the username unknown, then the same 401 and a failed attempt on record", async () => {
    const admin = await newAdmin();
    const wrong = await login(admin.username, "not the password").expect(401);
    const unknown = await login("nobody-here").expect(401);
    expect(wrong.body.message).toBe(unknown.body.message);
    expect(wrong.body).toMatchObject({ code: "INVALID_CREDENTIALS", message: "Invalid username or password." });
    expect((await attemptsFor(admin.username)).map((a) => a.success)).toEqual([false]);
    expect((await attemptsFor("nobody-here")).map((a) => a.success)).toEqual([false]);
  });

  it("when the body is malformed, then 400 with a reason and nothing is recorded", async () => {
    for (const body of [
      {},
      { username: "", password: "x" },
      { username: 5, password: "x" },
      { username: "a".repeat(10_000), password: "x" },
    ]) {
      const res = await ctx.request().post("/api/admin/login").send(body).expect(400);
      expect(res.body.message).toMatch(/Username/);
    }
    const res = await ctx
      .request()
      .post("/api/admin/login")
      .set("Content-Type", "application/json")
      .send("{bad")
      .expect(400);
    expect(res.body.code).toBe("MALFORMED_JSON");
  });

  it("when the username holds SQL or HTML, then it is refused as unknown and recorded verbatim", async () => {
    const name = `x' OR '1'='1 <script>${process.pid}`;
    await login(name).expect(401);
    expect((await attemptsFor(name)).length).toBe(1);
  });

  it("when one address fails again and again for a username, then it waits before each further attempt", async () => {
    // A server with the production numbers (the shared test context multiplies the thresholds).
    const strict = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: "1" } });
    try {
      const admin = await strict.services.adminAuth.createAdmin({
        username: "limited",
        password: PASSWORD,
        createdBy: null,
      });
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        statuses.push((await login(admin.username, "wrong password", strict.request())).status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    } finally {
      await strict.close();
    }
  });
});

describe("sessions", () => {
  it("when a user's session cookie is sent to the admin API, then it gives no admin right", async () => {
    const { agent } = await signUp(ctx, "notadmin");
    await agent.get("/api/admin/me").expect(401);
    await agent.get("/api/admin/me").set("Authorization", "Bearer not-a-real-token-at-all").expect(401);
  });

  it("when an admin logs out, then the token stops working", async () => {
    const admin = await newAdmin();
    const { token } = (await login(admin.username).expect(200)).body as { token: string };
    const auth = { Authorization: `Bearer ${token}` };
    await ctx.request().post("/api/admin/logout").set(auth).expect(200);
    const res = await ctx.request().get("/api/admin/me").set(auth).expect(401);
    expect(res.body.message).toBe("Please log in to access the admin dashboard.");
  });

  it("when a token is used within the idle window it lives on, and idle or past its expiry it ends", async () => {
    const admin = await newAdmin();
    const { token } = (await login(admin.username).expect(200)).body as { token: string };
    const me = () => ctx.request().get("/api/admin/me").set("Authorization", `Bearer ${token}`);
    ctx.clock.advance(ADMIN_IDLE_MS - 60_000);
    await me().expect(200);
    ctx.clock.advance(ADMIN_IDLE_MS - 60_000);
    await me().expect(200); // used again in time: the idle window moved on
    ctx.clock.advance(ADMIN_IDLE_MS + 1000);
    await me().expect(401);

    const { token: second } = (await login(admin.username).expect(200)).body as { token: string };
    for (let used = 0; used < ADMIN_SESSION_MS; used += ADMIN_IDLE_MS - 60_000) {
      ctx.clock.advance(ADMIN_IDLE_MS - 60_000);
    }
    await ctx.request().get("/api/admin/me").set("Authorization", `Bearer ${second}`).expect(401);
  });

  it("when stale sessions are swept, then only live ones remain", async () => {
    const admin = await newAdmin();
    await login(admin.username).expect(200);
    ctx.clock.advance(ADMIN_IDLE_MS + 1000);
    expect(await ctx.services.adminAuth.sweep()).toBeGreaterThanOrEqual(1);
    const left = await ctx.database.db.select().from(adminSessions).where(eq(adminSessions.adminUserId, admin.id));
    expect(left).toHaveLength(0);
  });
});
