import { Writable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import express from "express";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { loadConfig } from "../src/config";
import type { Database } from "../src/db/client";
import { adminLoginAttempts } from "../src/db/schema";
import { errorHandler } from "../src/http/error-handler";
import { createLogger } from "../src/logger";
import { createLogMailer } from "../src/mail/mailer";
import { createTestContext, type TestContext } from "./app";
import { createActors } from "./actors";
import { createTestDatabase } from "./database";

// A NUL byte (or another control character) in any text a request carries: PostgreSQL cannot store a NUL, and
// the routes used to answer 500 with the query's parameters in the log. Each is now a 400 naming the field.
// The route-by-route probe of every route is in authorization.test.ts ("a NUL byte in every route's input").

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe("control characters from guests", () => {
  it("when a contact message holds a NUL byte, then 400 naming the field, and its line breaks and tabs are fine", async () => {
    const message = { name: "Sara", email: "sara@example.com", subject: "Hello", message: "Line one\u0000" };
    const res = await ctx.request().post("/api/contact").send(message).expect(400);
    expect(res.body.code).toBe("VALIDATION_FAILED");
    expect(Object.keys(res.body.fieldErrors)).toEqual(["message"]);
    expect(res.body.message).toMatch(/message must not contain control characters/);
    await ctx
      .request()
      .post("/api/contact")
      .send({ ...message, message: "Line one\r\n\tLine two\nLine three" })
      .expect(201);
  });

  it("when a one-line contact field holds a line break or a tab, then 400 on that field", async () => {
    const res = await ctx
      .request()
      .post("/api/contact")
      .send({ name: "Sara", email: "sara@example.com", subject: "Hello\nBcc: x", message: "Hi" })
      .expect(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual(["subject"]);
  });

  it("when an analytics event holds a NUL byte deep inside, then 400 naming the place", async () => {
    const res = await ctx
      .request()
      .post("/api/analytics/events")
      .send({ events: [{ name: "page_view", path: "/\u0000" }] })
      .expect(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual(["events.0.path"]);
  });

  it("when a query or a path holds a NUL byte, then 400, not 500", async () => {
    await ctx.request().get("/api/public-config?x=%00").expect(400);
    const res = await ctx.request().get("/api/analysis/1%00").expect(400);
    expect(res.body.message).toMatch(/control characters/);
  });

  it("when an admin sign-in has a NUL byte in the username, then 400 and the attempt is in the attempt log", async () => {
    const name = `probe${process.pid}\u0000admin`;
    const res = await ctx
      .request()
      .post("/api/admin/login")
      .send({ username: name, password: "whatever it is" })
      .expect(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual(["username"]);
    const logged = await ctx.database.db
      .select()
      .from(adminLoginAttempts)
      .where(eq(adminLoginAttempts.username, `probe${process.pid}\\u0000admin`));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ success: false, adminUserId: null });
  });
});

describe("the admin CSV export", () => {
  it("when its search holds a NUL byte, then a JSON 400 answers (the connection is not dropped)", async () => {
    const actors = await createActors(ctx);
    const res = await actors.as("admin", "POST", "/api/admin/export/users").send({ search: "a\u0000b" }).expect(400);
    expect(res.headers["content-type"]).toMatch(/json/);
    expect(Object.keys(res.body.fieldErrors)).toEqual(["search"]);
  });
});

describe("PostgreSQL's refusal of a text it cannot store", () => {
  it("when a query sends a NUL byte to PostgreSQL (SQLSTATE 22021), then 400, not 500", async () => {
    const app = express();
    app.get("/store", async () => {
      await ctx.database.db.execute(sql`select ${"a\u0000b"}::text`);
    });
    app.use(errorHandler);
    const res = await supertest(app).get("/store").expect(400);
    expect(res.body).toMatchObject({ code: "VALIDATION_FAILED", message: expect.stringMatching(/cannot be stored/) });
  });
});

describe("the log line of a 500", () => {
  let database: Database;
  let app: ReturnType<typeof createApp>;
  let logged = "";

  beforeAll(async () => {
    database = await createTestDatabase();
    const out = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged += chunk.toString("utf8");
        done();
      },
    });
    const logger = createLogger("info", out);
    const config = loadConfig({
      NODE_ENV: "test",
      APP_URL: "http://localhost:5000",
      LOG_LEVEL: "info",
      RATE_LIMIT_MULTIPLIER: "1000",
      TRUST_PROXY: "true",
    });
    app = createApp({ config, db: database.db, mailer: createLogMailer(createLogger("silent")), logger });
  });
  afterAll(async () => {
    await app?.services.engine.close?.();
    await database?.close();
  });

  it("when a query fails with a bug of ours, then the log has the error and the query, never its e-mail or IP", async () => {
    // A real fault: the table the contact form writes to is gone, so its insert fails with 42P01.
    await database.db.execute(sql`drop table contact_messages cascade`);
    const email = `leak-check-${process.pid}@example.com`;
    const ip = "203.0.113.77";
    const res = await supertest(app.app)
      .post("/api/contact")
      .set("X-Forwarded-For", ip)
      .send({ name: "Sara", email, subject: "Hello", message: "Hi" });
    expect(res.status).toBe(500);
    await expect.poll(() => logged).toContain('"msg":"unhandled error"');
    const line = logged.split("\n").find((l) => l.includes('"msg":"unhandled error"'))!;
    expect(line).toContain("contact_messages");
    expect(line).toContain("42P01");
    expect(logged).not.toContain(email);
    expect(logged).not.toContain(ip);
  });
});
