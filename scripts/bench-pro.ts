// `npm run bench:pro` (the analytics page's API for a creator with 5,000 analyses, at a p95 of at most 100 ms on
// PostgreSQL): in a FRESH database, seeds a Pro creator with 5,000 analyses spread over the last 365 days (shaped like
// the offline engine's output: every video signal explained, strengths, recommendations) and 4 other creators with
// 5,000 each around them, starts the real app in this process and measures GET /api/pro/analytics over HTTP, signed in
// as that creator: BENCH_RUNS sequential calls per range (default 100, after 5 warm-up calls), p50/p95/p99. Target: p95
// <= 100 ms for every range on PostgreSQL. PostgreSQL at DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres): a database vs_bench_pro_<pid> is created and dropped at the end, also
// after an error. BENCH_DB=pglite measures the embedded PGlite instead (for reference; the target is PostgreSQL's). It
// also times GET /api/pro/results (Score vs results) with results on 500 of the creator's posts: p95 <= 150 ms.
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createApp } from "../server/src/app";
import { loadConfig } from "../server/src/config";
import { type Database, openPglite, openPostgres } from "../server/src/db/client";
import { and, eq, sql } from "drizzle-orm";
import { analyses, postOutcomes, sessions, users } from "../server/src/db/schema";
import { systemClock } from "../server/src/lib/clock";
import { hashToken, newToken } from "../server/src/lib/tokens";
import { createLogger } from "../server/src/logger";
import { createLogMailer } from "../server/src/mail/mailer";
import { insertBenchAnalyses } from "./bench/api-seed";

const RUNS = Math.max(10, Number(process.env.BENCH_RUNS ?? 100));
const WARMUP = 5;
const ANALYSES = 5_000;
const OTHER_CREATORS = 4;
const P95_TARGET_MS = 100;
const YEAR_MS = 365 * 24 * 3600_000;
const RANGES = ["90", "30", "365", "all"] as const;
/** Score vs results: the measured creator has results on this many of their posts. */
const RESULTS = 500;
const RESULTS_P95_TARGET_MS = 150;

type Target = { database: Database; label: string; isPostgres: boolean; drop: () => Promise<void> };

async function openFreshDatabase(): Promise<Target> {
  if (process.env.BENCH_DB === "pglite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vs-bench-pro-"));
    return {
      database: await openPglite(dir),
      label: `PGlite (${dir})`,
      isPostgres: false,
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const url = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `vs_bench_pro_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const benchUrl = new URL(url);
  benchUrl.pathname = `/${name}`;
  return {
    database: openPostgres(benchUrl.toString()),
    label: `PostgreSQL (${benchUrl.host}, database ${name})`,
    isPostgres: true,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** A creator with Pro in force (the monthly plan, active) and a signed-in session; returns the cookie. */
async function proCreator(database: Database, tag: string, isPro: boolean): Promise<{ id: number; cookie: string }> {
  const [user] = await database.db
    .insert(users)
    .values({
      username: `bench_pro_${tag}`,
      email: `bench_pro_${tag}@example.com`,
      passwordHash: "not a real hash",
      emailVerified: true,
      subscriptionPlan: isPro ? "monthly" : "free",
      subscriptionStatus: isPro ? "active" : null,
    })
    .returning({ id: users.id });
  const token = newToken();
  await database.db
    .insert(sessions)
    .values({ id: hashToken(token), userId: user!.id, expiresAt: new Date(Date.now() + 3600_000) });
  return { id: user!.id, cookie: `sid=${token}` };
}

/** In chunks of 1,000: one INSERT of 5,000 rows would pass PostgreSQL's 65,535 bind parameters. */
async function insertSpread(database: Database, userId: number, now: Date, spacing: number) {
  for (let done = 0; done < ANALYSES; done += 1_000) {
    await insertBenchAnalyses(database.db, userId, 1_000, new Date(now.getTime() - done * spacing), spacing);
  }
}

/** Results on RESULTS of the creator's posts, views per follower loosely following the score (deterministic). */
async function insertResults(database: Database, userId: number) {
  const posts = await database.db
    .select({ id: analyses.id, score: analyses.viralScore })
    .from(analyses)
    .where(and(eq(analyses.userId, userId), sql`${analyses.id} % 10 = 0`))
    .limit(RESULTS);
  await database.db.insert(postOutcomes).values(
    posts.map((p, i) => ({
      analysisId: p.id,
      userId,
      platform: "tiktok",
      postedOn: "2026-11-01",
      views: Math.round(200 + p.score * 60 + ((i * 7919) % 4000)),
      likes: 40 + (i % 300),
      followers: 8000,
    })),
  );
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

async function main() {
  const target = await openFreshDatabase();
  const { database } = target;
  console.log(`bench:pro on ${target.label}`);
  let server: import("node:http").Server | null = null;
  let closeEngine: (() => Promise<void> | void) | undefined;
  try {
    await database.migrate();
    const now = new Date();
    const spacing = Math.floor(YEAR_MS / ANALYSES); // 5,000 analyses over the last 365 days
    // Other creators first, so the measured creator's rows are not simply the table's first pages.
    for (let i = 0; i < OTHER_CREATORS; i++) {
      const other = await proCreator(database, `${process.pid}_other${i}`, i % 2 === 0);
      await insertSpread(database, other.id, new Date(now.getTime() - i * 3600_000), spacing);
    }
    const creator = await proCreator(database, `${process.pid}`, true);
    await insertSpread(database, creator.id, now, spacing);
    await insertResults(database, creator.id);
    if (target.isPostgres) await database.db.execute("analyze");
    console.log(
      `Seeded ${ANALYSES.toLocaleString("en")} analyses for the measured creator and ` +
        `${(OTHER_CREATORS * ANALYSES).toLocaleString("en")} for ${OTHER_CREATORS} others.`,
    );

    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vs-bench-pro-data-"));
    const config = loadConfig({
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      APP_URL: "http://localhost:5000",
      RATE_LIMIT_MULTIPLIER: "1000",
    });
    const logger = createLogger("silent");
    const { app, services } = createApp({
      config,
      db: database.db,
      mailer: createLogMailer(logger),
      logger,
      clock: systemClock,
    });
    closeEngine = () => services.engine.close?.();
    server = await new Promise((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
    const headers = { Cookie: creator.cookie, "Accept-Encoding": "gzip, deflate, br" };

    async function timeGet(pathAndQuery: string): Promise<number> {
      const t0 = performance.now();
      const res = await fetch(`${base}${pathAndQuery}`, { headers });
      const body = await res.text();
      if (!res.ok) throw new Error(`${pathAndQuery} answered ${res.status}: ${body.slice(0, 200)}`);
      return performance.now() - t0;
    }

    const first = (await (await fetch(`${base}/api/pro/analytics?range=all`, { headers })).json()) as {
      totals: { analyses: number };
      timeline: unknown[];
      weaknesses: unknown[];
    };
    if (first.totals.analyses !== ANALYSES)
      throw new Error(`expected ${ANALYSES} analyses, got ${first.totals.analyses}`);

    console.log(`\nGET /api/pro/analytics, ${WARMUP} warm-up + ${RUNS} sequential calls per range:`);
    console.log(
      `${"range".padEnd(8)} ${"analyses".padStart(8)} ${"p50".padStart(9)} ${"p95".padStart(9)} ${"p99".padStart(9)}  target`,
    );
    let failed = 0;
    for (const range of RANGES) {
      const pathAndQuery = `/api/pro/analytics?range=${range}`;
      const inRange = ((await (await fetch(`${base}${pathAndQuery}`, { headers })).json()) as typeof first).totals
        .analyses;
      for (let i = 0; i < WARMUP; i++) await timeGet(pathAndQuery);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) times.push(await timeGet(pathAndQuery));
      times.sort((a, b) => a - b);
      const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(times, p)) as [number, number, number];
      const pass = p95 <= P95_TARGET_MS;
      if (!pass) failed += 1;
      console.log(
        `${range.padEnd(8)} ${String(inRange).padStart(8)} ${`${p50.toFixed(1)} ms`.padStart(9)} ` +
          `${`${p95.toFixed(1)} ms`.padStart(9)} ${`${p99.toFixed(1)} ms`.padStart(9)}  ` +
          `p95 <= ${P95_TARGET_MS} ms ${target.isPostgres ? (pass ? "PASS" : "FAIL") : "(info: PGlite)"}`,
      );
    }
    // Score vs results: the section's whole answer (correlation, bands, best factors, the personal model's
    // leave-one-out check) for a creator with results on RESULTS posts.
    const results = (await (await fetch(`${base}/api/pro/results`, { headers })).json()) as { posts: unknown[] };
    for (let i = 0; i < WARMUP; i++) await timeGet("/api/pro/results");
    const resultTimes: number[] = [];
    for (let i = 0; i < RUNS; i++) resultTimes.push(await timeGet("/api/pro/results"));
    resultTimes.sort((a, b) => a - b);
    const [r50, r95, r99] = [50, 95, 99].map((p) => percentile(resultTimes, p)) as [number, number, number];
    const resultsPass = r95 <= RESULTS_P95_TARGET_MS;
    if (!resultsPass) failed += 1;
    console.log(
      `
GET /api/pro/results (${results.posts.length} posts with results): p50 ${r50.toFixed(1)} ms, ` +
        `p95 ${r95.toFixed(1)} ms, p99 ${r99.toFixed(1)} ms  p95 <= ${RESULTS_P95_TARGET_MS} ms ` +
        `${target.isPostgres ? (resultsPass ? "PASS" : "FAIL") : "(info: PGlite)"}`,
    );
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (target.isPostgres) {
      console.log(failed === 0 ? "\nAll targets met." : `\n${failed} range(s) missed the target.`);
      process.exitCode = failed === 0 ? 0 : 1;
    } else {
      console.log("\nThe target is for PostgreSQL; PGlite figures are for reference.");
    }
  } finally {
    if (server) await new Promise((resolve) => server!.close(resolve));
    await closeEngine?.();
    await database.close();
    await target.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
