import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { createLogger } from "../logger";
import { createLogMailer } from "../mail/mailer";
import { isDatabaseUnavailable } from "./availability";
import { type Database, DatabaseOpenError, openPglite, openPostgres } from "./client";

// The database away: the answers a person gets, and the boot message when the embedded database's folder cannot be
// opened.

describe("isDatabaseUnavailable", () => {
  const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });

  it("when the driver or the server says the connection is gone, then it is unavailability", () => {
    expect(isDatabaseUnavailable(withCode("ECONNREFUSED"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("57P01", "terminating connection due to administrator command"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("57P03", "the database system is starting up"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("08006"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    // Drizzle wraps the driver's error; node's connect wraps several in an AggregateError.
    expect(isDatabaseUnavailable(new Error("Failed query: select 1", { cause: withCode("57P01") }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode("ECONNREFUSED")], "connect failed"))).toBe(true);
  });

  it("when the query itself is wrong, then it is not (a bug stays a 500, a conflict stays a 409)", () => {
    expect(isDatabaseUnavailable(withCode("23505", "duplicate key"))).toBe(false);
    expect(isDatabaseUnavailable(withCode("42P01", "relation does not exist"))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("cannot read properties of undefined"))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

describe("the API while PostgreSQL does not answer", () => {
  let database: Database;
  let app: ReturnType<typeof createApp>;

  beforeAll(() => {
    // Nothing listens on port 1: every connection is refused, as while PostgreSQL restarts.
    database = openPostgres("postgres://postgres@127.0.0.1:1/nowhere");
    const config = loadConfig({ NODE_ENV: "test", APP_URL: "http://localhost:5000", LOG_LEVEL: "silent" });
    app = createApp({
      config,
      db: database.db,
      mailer: createLogMailer(createLogger("silent")),
      logger: createLogger("silent"),
    });
  });
  afterAll(async () => {
    await app.services.engine.close?.();
    await database.close();
  });

  it("when the health check runs, then it says the database is unreachable with 503 and Retry-After", async () => {
    const res = await supertest(app.app).get("/api/health").expect(503);
    expect(res.headers["retry-after"]).toBe("5");
    expect(res.body).toMatchObject({ status: "unavailable", database: "unreachable" });
  });

  it("when a signed-in user asks who they are, then it is a 503 a person understands, not a 500", async () => {
    const res = await supertest(app.app).get("/api/user").set("Cookie", "sid=some-session-token").expect(503);
    expect(res.headers["retry-after"]).toBe("5");
    expect(res.body).toMatchObject({ code: "DATABASE_UNAVAILABLE", message: expect.stringMatching(/try again/) });
  });

  it("when someone signs in, then it is the same 503 and nothing else", async () => {
    const res = await supertest(app.app)
      .post("/api/login")
      .send({ email: "someone@example.com", password: "correct horse battery" })
      .expect(503);
    expect(res.body.code).toBe("DATABASE_UNAVAILABLE");
  });
});

describe("opening the embedded database", () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vs-open-"));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it("when another process holds the folder, then the boot stops with what to do", async () => {
    const dir = path.join(tempDir(), "pglite");
    fs.mkdirSync(dir, { recursive: true });
    // A live process other than this one holds the lock (the parent of this test worker).
    fs.writeFileSync(`${dir}.lock`, String(process.ppid));
    const error = await openPglite(dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseOpenError);
    expect((error as Error).message).toMatch(/in use by another ViralScore process \(pid \d+\)/);
    expect((error as Error).message).toMatch(/DATABASE_URL/);
  });

  it("when the lock was left by a process that is gone, then it is taken over and released on close", async () => {
    const dir = path.join(tempDir(), "pglite");
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(`${dir}.lock`, "999999999");
    const database = await openPglite(dir);
    expect(fs.readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    await database.close();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });

  it("when a file stands where the folder should be, then the message says so", async () => {
    const parent = tempDir();
    fs.writeFileSync(path.join(parent, "data"), "not a folder");
    const error = await openPglite(path.join(parent, "data", "pglite")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseOpenError);
    expect((error as Error).message).toMatch(/Could not open the embedded database .*\n.*not a folder/);
  });

  it("when the folder's files are damaged, then the message says how to start again", async () => {
    const dir = path.join(tempDir(), "pglite");
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "PG_VERSION"), "garbage\n");
    const error = await openPglite(dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseOpenError);
    expect((error as Error).message).toMatch(/restore your backup of DATA_DIR, or move/);
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });
});
