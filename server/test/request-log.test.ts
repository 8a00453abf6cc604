import { PassThrough, Writable } from "node:stream";
import bcrypt from "bcrypt";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { loadConfig } from "../src/config";
import type { Database } from "../src/db/client";
import { adminUsers } from "../src/db/schema";
import { createLogger } from "../src/logger";
import { createLogMailer } from "../src/mail/mailer";
import { ADMIN_TEST_PASSWORD } from "./actors";
import { newUserBody } from "./app";
import { createTestDatabase } from "./database";

// The request log of refusals: a failed sign-in, a 403 and a 429 carry the user id (when known) and the client's
// address, read from the app's real pino output; never an e-mail address, a username or a password.

let database: Database;
let app: ReturnType<typeof createApp>;
let raw = "";

beforeAll(async () => {
  database = await createTestDatabase();
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      raw += chunk.toString("utf8");
      done();
    },
  });
  const config = loadConfig({
    NODE_ENV: "test",
    APP_URL: "http://localhost:5000",
    LOG_LEVEL: "info",
    RATE_LIMIT_MULTIPLIER: "1",
    TRUST_PROXY: "true",
    BCRYPT_COST: "4",
  });
  app = createApp({
    config,
    db: database.db,
    mailer: createLogMailer(createLogger("silent"), new PassThrough()),
    logger: createLogger("info", out),
  });
});
afterAll(async () => {
  await app?.services.engine.close?.();
  await database?.close();
});

/** The request log lines written for `path` so far (pino writes them as the answer ends). */
async function logLinesFor(path: string, status: number) {
  await new Promise((resolve) => setTimeout(resolve, 50));
  const lines = raw
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  return lines.filter((line) => {
    const req = line.req as { url?: string } | undefined;
    const res = line.res as { statusCode?: number } | undefined;
    return req?.url === path && res?.statusCode === status;
  });
}

describe("request log lines of refusals", () => {
  it("when a known account gets a wrong password, then the 401 line has its user id and the address, not the e-mail", async () => {
    const body = newUserBody("logged");
    const registered = await supertest(app.app).post("/api/register").send(body).expect(201);
    const userId = registered.body.user.id as number;
    await supertest(app.app)
      .post("/api/login")
      .set("X-Forwarded-For", "203.0.113.5")
      .send({ email: body.email, password: "a wrong password here" })
      .expect(401);
    const [line] = await logLinesFor("/api/login", 401);
    expect(line).toMatchObject({ userId, clientIp: "203.0.113.5", level: 40 });
    expect(raw).not.toContain(body.email);
    expect(raw).not.toContain("a wrong password here");
  });

  it("when a user is refused with 403, then the line has their id and address", async () => {
    const a = supertest.agent(app.app);
    const bodyA = newUserBody("loga");
    const userA = (await a.post("/api/register").send(bodyA).expect(201)).body.user as { id: number };
    const bodyB = newUserBody("logb");
    const userB = (await supertest(app.app).post("/api/register").send(bodyB).expect(201)).body.user as { id: number };
    await a.put(`/api/user/${userB.id}`).set("X-Forwarded-For", "203.0.113.6").send({ firstName: "Lina" }).expect(403);
    const [line] = await logLinesFor(`/api/user/${userB.id}`, 403);
    expect(line).toMatchObject({ userId: userA.id, clientIp: "203.0.113.6" });
    expect(raw).not.toContain(bodyA.email);
  });

  it("when an address must wait (429), then the line has the address", async () => {
    for (let i = 0; i < 5; i++) {
      await supertest(app.app)
        .post("/api/login")
        .set("X-Forwarded-For", "203.0.113.7")
        .send({ email: "nobody-here@example.com", password: "wrong wrong wrong" })
        .expect(401);
    }
    await supertest(app.app)
      .post("/api/login")
      .set("X-Forwarded-For", "203.0.113.7")
      .send({ email: "nobody-here@example.com", password: "wrong wrong wrong" })
      .expect(429);
    const [line] = await logLinesFor("/api/login", 429);
    expect(line).toMatchObject({ clientIp: "203.0.113.7" });
    expect(line).not.toHaveProperty("userId");
    expect(raw).not.toContain("nobody-here@example.com");
  });

  it("when an admin's password is wrong, then the line has the admin's id and the address, not the username", async () => {
    const username = `logadmin${process.pid}`;
    const [admin] = await database.db
      .insert(adminUsers)
      .values({ username, passwordHash: bcrypt.hashSync(ADMIN_TEST_PASSWORD, 4) })
      .returning();
    await supertest(app.app)
      .post("/api/admin/login")
      .set("X-Forwarded-For", "203.0.113.8")
      .send({ username, password: "not the admin password" })
      .expect(401);
    const [line] = await logLinesFor("/api/admin/login", 401);
    expect(line).toMatchObject({ adminId: admin!.id, clientIp: "203.0.113.8" });
    expect(raw).not.toContain(username);
  });
});
