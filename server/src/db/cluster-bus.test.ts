import { eq, sql } from "drizzle-orm";
import pg from "pg";
import type { Express } from "express";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "../app";
import { createTestContext, type TestContext } from "../../test/app";
import { createSiblingApp } from "../../test/sibling-app";
import { BUS_CHANNEL } from "./cluster-bus";
import { type Database, openPostgres } from "./client";
import { settings } from "./schema";

// Two "processes" on one PostgreSQL database: two connection pools, two cluster buses, two apps, each with its own
// memory, as two `npm start`s behind a load balancer. Messages go through LISTEN/NOTIFY only.

const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) console.warn("cluster-bus.test.ts: SKIPPED, LISTEN/NOTIFY between processes needs PostgreSQL");

const eventually = async (check: () => Promise<boolean> | boolean, timeoutMs = 3000) => {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`not true within ${timeoutMs} ms`);
};

describe.runIf(onPostgres)("the cluster bus between two processes on PostgreSQL", () => {
  let ctx: TestContext;
  let first: Database;
  let second: Database;
  let sibling: ReturnType<typeof createSiblingApp>;
  let apps: [{ app: Express; services: AppServices }, { app: Express; services: AppServices }];

  beforeAll(async () => {
    ctx = await createTestContext();
    first = ctx.database;
    // The second process: its own pool and bus on the same database, and its own app over them.
    second = openPostgres(ctx.database.url!);
    sibling = createSiblingApp(ctx, { db: second.db });
    apps = [ctx, sibling];
  });
  afterAll(async () => {
    await sibling?.close();
    await second?.close();
    await ctx?.close();
  });

  it("when one process publishes, then the other hears it once and the publisher hears its own once", async () => {
    const heardHere: unknown[] = [];
    const heardThere: unknown[] = [];
    first.bus.subscribe("test-topic", (payload) => heardHere.push(payload));
    second.bus.subscribe("test-topic", (payload) => heardThere.push(payload));
    await new Promise((resolve) => setTimeout(resolve, 300)); // both listening connections open
    first.bus.publish("test-topic", { n: 1 });
    await eventually(() => heardThere.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heardHere).toEqual([{ n: 1 }]);
    expect(heardThere).toEqual([{ n: 1 }]);
  });

  it("when a process's listening connection is killed, then it reconnects, resyncs and hears again", async () => {
    let resyncs = 0;
    second.bus.onResync(() => (resyncs += 1));
    const heard: unknown[] = [];
    second.bus.subscribe("after-kill", (payload) => heard.push(payload));
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const { rowCount } = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query = $2`,
      [new URL(ctx.database.url!).pathname.slice(1), `LISTEN ${BUS_CHANNEL}`],
    );
    await admin.end();
    expect(rowCount).toBeGreaterThanOrEqual(1);
    await eventually(() => resyncs >= 1, 8000);
    first.bus.publish("after-kill", { ok: true });
    await eventually(() => heard.length === 1);
  });

  it("when a user logs out through one process, then the other stops taking the session at once", async () => {
    const [a, b] = apps;
    const res = await supertest(a.app)
      .post("/api/register")
      .send({
        email: `bus${process.pid}@example.com`,
        username: `bus${process.pid}`,
        password: "correct horse battery",
      })
      .expect(201);
    const cookie = String(res.headers["set-cookie"]![0]).split(";")[0]!;
    const me = (app: typeof a) => supertest(app.app).get("/api/user").set("Cookie", cookie);
    expect((await me(b).expect(200)).body.user).not.toBeNull(); // now in b's session cache
    await supertest(a.app).post("/api/logout").set("Cookie", cookie).expect(200);
    // b's cache would keep the session for 2 s; the bus message ends it well before.
    const ms = await eventually(async () => (await me(b)).body.user === null, 1500);
    expect(ms).toBeLessThan(1500);
  });

  it("when an operator turns maintenance on through one process, then the other shows it without waiting for its cache", async () => {
    const [a, b] = apps;
    await supertest(b.app).get("/api/public-config").expect(200); // b caches the settings
    await a.services.settings.update({ maintenanceMode: true }, null);
    try {
      const ms = await eventually(async () => (await supertest(b.app).get("/api/user")).status === 503, 2500);
      expect(ms).toBeLessThan(2500); // the cache's own TTL is 5 s
    } finally {
      await first.db.update(settings).set({ maintenanceMode: false }).where(eq(settings.id, 1));
      a.services.settings.invalidate();
    }
  });

  it("when an analysis publishes its stages on one process, then a stream on the other gets them in order", async () => {
    const [a, b] = apps;
    const res = await supertest(a.app)
      .post("/api/register")
      .send({
        email: `prog${process.pid}@example.com`,
        username: `prog${process.pid}`,
        password: "correct horse battery",
      })
      .expect(201);
    const userId = res.body.user.id as number;
    const requestId = `cross-${Date.now()}`;
    const heard: string[] = [];
    const unsubscribe = await b.services.progress.subscribe(userId, requestId, (event) => heard.push(event.stage));
    for (const stage of ["received", "probing", "decoding", "generating", "done"] as const) {
      a.services.progress.publish(userId, requestId, { stage, percent: 50 });
    }
    await eventually(() => heard.length === 5);
    expect(heard).toEqual(["received", "probing", "decoding", "generating", "done"]);
    unsubscribe();
    // A stream opened late, on either process, starts from the last stage; another user may not open it.
    const late: string[] = [];
    (await b.services.progress.subscribe(userId, requestId, (event) => late.push(event.stage)))();
    expect(late).toEqual(["done"]);
    await expect(b.services.progress.subscribe(userId + 1000, requestId, () => {})).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
  });

  it("when three processes start on an empty database at once, then one migrates and the others find it done", async () => {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const name = `vs_migrate_${process.pid}`;
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    const processes = [1, 2, 3].map(() => openPostgres(url.toString()));
    try {
      await Promise.all(processes.map((database) => database.migrate()));
      const result = await processes[0]!.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect((result as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(10);
    } finally {
      for (const database of processes) await database.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
