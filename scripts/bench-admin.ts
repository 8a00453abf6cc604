// `npm run bench:admin` (admin lists that hold up at scale): seeds 50,000 users, 200,000 analyses and 100,000 payments
// (and a realistic amount of every other admin list) into a FRESH database, starts the real app in this process and
// measures over HTTP:
//   - p50/p95 of the first page, a search and a sort of each list (BENCH_RUNS runs each, default 30);
//   - the stats call (and the analytics call behind the same tab);
//   - each CSV export's time and the server's peak memory growth (rss sampled every 20 ms).
// Targets: p95 <= 100 ms per list call and <= 250 ms for stats on PostgreSQL; export growth <= 64 MB.
// On PostgreSQL when DATABASE_URL is set (a database vs_bench_admin_<pid> is created and dropped: the
// target figures), else on PGlite in a temporary directory (the embedded default; slower, for reference).
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import bcrypt from "bcrypt";
import pg from "pg";
import { createApp } from "../server/src/app";
import { loadConfig } from "../server/src/config";
import { type Database, openPglite, openPostgres } from "../server/src/db/client";
import { adminSessions, adminUsers } from "../server/src/db/schema";
import { systemClock } from "../server/src/lib/clock";
import { hashToken, newToken } from "../server/src/lib/tokens";
import { createLogger } from "../server/src/logger";
import { createLogMailer } from "../server/src/mail/mailer";
import { SEED_COUNTS, seedBenchData } from "./bench/admin-seed";

const RUNS = Math.max(5, Number(process.env.BENCH_RUNS ?? 30));
const WARMUP = 3;
const LIST_P95_MS = 100;
const STATS_P95_MS = 250;
const EXPORT_GROWTH_MB = 64;
const MB = 1024 * 1024;

type Target = { kind: "database"; database: Database; label: string; drop: () => Promise<void> };

/** A fresh database: CREATE DATABASE on PostgreSQL, a new PGlite directory otherwise. */
async function openFreshDatabase(): Promise<Target> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `vs_bench_admin_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const benchUrl = new URL(url);
    benchUrl.pathname = `/${name}`;
    return {
      kind: "database",
      database: openPostgres(benchUrl.toString()),
      label: `PostgreSQL (${benchUrl.host}, database ${name})`,
      drop: async () => {
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vs-bench-admin-"));
  return {
    kind: "database",
    database: await openPglite(dir),
    label: `PGlite (${dir})`,
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

async function adminToken(database: Database): Promise<string> {
  const [admin] = await database.db
    .insert(adminUsers)
    .values({ username: `bench_${process.pid}`, passwordHash: bcrypt.hashSync(newToken(), 4) })
    .returning();
  const token = newToken();
  const now = new Date();
  await database.db.insert(adminSessions).values({
    id: hashToken(token),
    adminUserId: admin!.id,
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + 3600_000),
  });
  return token;
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

type Row = { name: string; p50: string; p95: string; target: string; pass: boolean | null; note?: string };

async function main() {
  const started = performance.now();
  const target = await openFreshDatabase();
  const { database } = target;
  console.log(`bench:admin on ${target.label}`);
  let server: import("node:http").Server | null = null;
  let closeEngine: (() => Promise<void> | void) | undefined;
  try {
    await database.migrate();
    console.log("Seeding (set-based INSERT … SELECT FROM generate_series):");
    await seedBenchData(database.db, new Date(), (line) => console.log(line));
    const token = await adminToken(database);

    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vs-bench-admin-data-"));
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
    const headers = { Authorization: `Bearer ${token}` };

    async function timeGet(pathAndQuery: string): Promise<number> {
      const t0 = performance.now();
      const res = await fetch(`${base}${pathAndQuery}`, { headers });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${pathAndQuery} answered ${res.status}`);
      return performance.now() - t0;
    }
    async function measure(name: string, pathAndQuery: string, targetMs: number | null): Promise<Row> {
      for (let i = 0; i < WARMUP; i++) await timeGet(pathAndQuery);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) times.push(await timeGet(pathAndQuery));
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      return {
        name,
        p50: `${percentile(times, 50).toFixed(1)} ms`,
        p95: `${p95.toFixed(1)} ms`,
        target: targetMs === null ? "-" : `p95 <= ${targetMs} ms`,
        pass: targetMs === null ? null : p95 <= targetMs,
      };
    }

    const lists: Array<[string, string, string, string]> = [
      // [list, first page, a search, a sort]
      ["users", "/api/admin/users", "?search=maya_12", "?sort=email&order=asc"],
      ["analyses", "/api/admin/analyses", "?search=dance_77", "?sort=viralScore&order=desc"],
      ["payments", "/api/admin/payments", "?search=creator1234", "?sort=amount&order=desc"],
      ["promo-codes", "/api/admin/promo-codes", "?search=bench12", "?sort=usedCount&order=desc"],
      ["admin-users", "/api/admin/admin-users", "?search=ops_1", "?sort=lastLogin&order=desc"],
      ["login-attempts", "/api/admin/login-attempts", "?search=10.3.1", "?order=asc&success=false"],
      ["messages", "/api/admin/messages", "?search=billing", "?order=asc&status=new"],
      ["audit-log", "/api/admin/audit-log", "?search=settings", "?order=asc"],
    ];
    // The sorts and searches the screens also offer that read a different index (or none).
    const extras: Array<[string, string]> = [
      ["users: sort by username", "/api/admin/users?sort=username&order=asc"],
      ["users: sort by free trials", "/api/admin/users?sort=freeTrialsUsed&order=desc"],
      ["users: search by e-mail", "/api/admin/users?search=creator4242"],
      ["users: page 40 of 25", "/api/admin/users?page=40"],
      ["analyses: sort by file name", "/api/admin/analyses?sort=fileName&order=asc"],
      ["analyses: search by owner", "/api/admin/analyses?search=yusuf_4242"],
      ["analyses: one user's", "/api/admin/analyses?userId=4242"],
      ["payments: failed subscriptions", "/api/admin/payments?status=failed&type=subscription"],
      ["payments: search by provider id", "/api/admin/payments?search=pi_bench_9999"],
    ];

    console.log(`\nMeasuring over HTTP (${WARMUP} warm-up + ${RUNS} runs per call)...`);
    const rows: Row[] = [];
    for (const [list, route, search, sort] of lists) {
      rows.push(await measure(`${list}: first page`, route, LIST_P95_MS));
      rows.push(await measure(`${list}: search ${search.split("=")[1]}`, `${route}${search}`, LIST_P95_MS));
      rows.push(await measure(`${list}: ${sort.slice(1)}`, `${route}${sort}`, LIST_P95_MS));
    }
    for (const [name, route] of extras) rows.push(await measure(name, route, LIST_P95_MS));
    rows.push(await measure("stats", "/api/admin/stats", STATS_P95_MS));
    rows.push(await measure("analytics, 90 days", "/api/admin/analytics?days=90", STATS_P95_MS));

    console.log("Exports...");
    for (const kind of ["users", "analyses", "payments"] as const) {
      rows.push(await measureExport(base, headers, kind));
    }

    printTable(rows, target.label);
    fs.rmSync(dataDir, { recursive: true, force: true });
    // The time targets are PostgreSQL's; on PGlite only the export memory rows decide the exit code.
    const onPostgres = Boolean(process.env.DATABASE_URL);
    const failed = rows.filter((row) => row.pass === false && (onPostgres || row.name.startsWith("export"))).length;
    console.log(
      `\n${failed === 0 ? "All targets met." : `${failed} row(s) missed the target.`} ` +
        `Total time ${((performance.now() - started) / 1000).toFixed(0)} s.`,
    );
    process.exitCode = failed === 0 ? 0 : 1;
  } finally {
    if (server) await new Promise((resolve) => server!.close(resolve));
    await closeEngine?.();
    await database.close();
    await target.drop();
  }
}

/** One export: its time, its size, and the process's peak rss above the level just before it. */
async function measureExport(base: string, headers: Record<string, string>, kind: string): Promise<Row> {
  (globalThis as { gc?: () => void }).gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const t0 = performance.now();
  let bytes = 0;
  let lines = 0;
  try {
    const res = await fetch(`${base}/api/admin/export/${kind}`, {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/json" },
      body: "{}",
    });
    if (!res.ok || !res.body) throw new Error(`export ${kind} answered ${res.status}`);
    // Read and drop each chunk as it comes, as a browser saving to disk would.
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
    }
  } finally {
    clearInterval(sampler);
  }
  peak = Math.max(peak, process.memoryUsage().rss);
  const ms = performance.now() - t0;
  const growth = (peak - baseline) / MB;
  return {
    name: `export ${kind}`,
    p50: `${(ms / 1000).toFixed(2)} s`,
    p95: `+${growth.toFixed(1)} MB`,
    target: `growth <= ${EXPORT_GROWTH_MB} MB`,
    pass: growth <= EXPORT_GROWTH_MB,
    note: `${(lines - 1).toLocaleString("en")} rows, ${(bytes / MB).toFixed(1)} MB`,
  };
}

function printTable(rows: Row[], label: string) {
  const header: Row = { name: "call", p50: "p50 / time", p95: "p95 / memory", target: "target", pass: null };
  const width = (key: "name" | "p50" | "p95" | "target") =>
    Math.max(...[header, ...rows].map((row) => row[key].length));
  const line = (row: Row, result: string) =>
    `${row.name.padEnd(width("name"))}  ${row.p50.padStart(width("p50"))}  ${row.p95.padStart(width("p95"))}  ` +
    `${row.target.padEnd(width("target"))}  ${result}${row.note ? `  (${row.note})` : ""}`;
  const counts = `${SEED_COUNTS.users.toLocaleString("en")} users, ${SEED_COUNTS.analyses.toLocaleString("en")} analyses, ${SEED_COUNTS.payments.toLocaleString("en")} payments`;
  console.log(`\nbench:admin — ${label} — ${counts}`);
  console.log(line(header, "result"));
  console.log("-".repeat(line(header, "result").length + 8));
  for (const row of rows) console.log(line(row, row.pass === null ? "info" : row.pass ? "PASS" : "FAIL"));
  if (!process.env.DATABASE_URL) {
    console.log("\nThe time targets are for PostgreSQL (set DATABASE_URL); PGlite figures are for reference.");
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
