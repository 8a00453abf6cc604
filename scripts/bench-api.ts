// `npm run bench:api` (API throughput measured against bare Express): starts the production server as a child process,
// once on the embedded PGlite and once on PostgreSQL, and a bare Express hello-world in a process of its own, and
// drives them with autocannon from this process: each route with 50 connections for 10 s after a 2 s warm-up that is
// not counted (`-- --connections N --duration S --warmup S` change them). Measured, signed in as a user made through
// POST /api/register who owns 50 analyses: GET /api/user, GET /api/health and GET /api/analyses/:userId; and, made Pro
// with an API key made through POST /api/api-keys, the public API's POST /api/v1/captions/score (Bearer key, JSON
// body). The public API's limit of 60 requests a minute per key would turn that row into a count of 429s: the
// servers run with RATE_LIMIT_MULTIPLIER=10000 (a bench-only setting, as for every other limit), so the one key may
// make 600,000 a minute and the row measures the route itself. Prints, per
// database, req/s, p50 and p99 latency and the non-2xx answers of each route, with req/s as a ratio to bare Express
// measured just before in the same run. Targets for GET /api/user: on PostgreSQL >= 0.5 of bare Express with p99 <= 50
// ms; on PGlite >= 0.25. PostgreSQL: DATABASE_URL names the server (default
// postgres://postgres@127.0.0.1:5432/postgres); a database vs_bench_api_<pid> is created there and dropped at the end,
// also after an error or Ctrl-C.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { eq } from "drizzle-orm";
import { openDatabase } from "../server/src/db/client";
import { users } from "../server/src/db/schema";
import { insertBenchAnalyses } from "./bench/api-seed";
import { positiveFlags } from "./bench/flags";
import { createTempDatabase } from "./bench/temp-database";
import { freePort } from "./cluster/cluster.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const flags = positiveFlags("bench:api", { connections: 50, duration: 10, warmup: 2 });
const CONNECTIONS = Math.round(flags.connections);
const DURATION_S = flags.duration;
const WARMUP_S = flags.warmup;
const ANALYSES = 50;
// The highest value the config accepts. None of the measured routes has a limit today; raising them all keeps a
// limit added later from turning the figures into a benchmark of 429s (every non-2xx answer is reported anyway).
const RATE_LIMIT_MULTIPLIER = "10000";
// Sent with every request, as a browser does, so a compressed answer costs here what it costs a real user.
const ACCEPT_ENCODING = "gzip, deflate, br";
const POSTGRES_SERVER = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

type Kind = "pglite" | "postgres";
/** GET /api/user against bare Express; p99 only on PostgreSQL. */
const TARGETS: Record<Kind, { ratio: number; p99Ms: number | null }> = {
  postgres: { ratio: 0.5, p99Ms: 50 },
  pglite: { ratio: 0.25, p99Ms: null },
};

// Everything to undo, newest first: child processes, the PostgreSQL database, temporary folders. Run once, at the
// end, after an error or on Ctrl-C, whichever comes first; a second caller waits for the same run.
const cleanups: Array<() => Promise<void> | void> = [];
let cleaning: Promise<void> | null = null;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    while (cleanups.length > 0) {
      const step = cleanups.pop()!;
      try {
        await step();
      } catch (error) {
        console.error("bench:api: cleanup step failed:", error);
      }
    }
  })();
  return cleaning;
}
const running = new Set<ChildProcess>();
let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\nbench:api: ${signal}, stopping the servers and dropping the database...`);
    void cleanUp().finally(() => process.exit(130));
  });
}
// Last resort (an exit between two awaits): no server outlives the benchmark.
process.on("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

// autocannon's latency histogram has whole milliseconds; averages have fractions.
const formatMs = (ms: number) => (Number.isInteger(ms) ? String(ms) : ms.toFixed(1));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Child = { name: string; process: ChildProcess; base: string; tail: string[] };
const hasExited = (child: Child) => child.process.exitCode !== null || child.process.signalCode !== null;

/** A TypeScript entry point in a child process, started as `npm start` starts the server. */
function startChild(name: string, script: string, env: NodeJS.ProcessEnv, port: number): Child {
  if (interrupted) throw new Error("interrupted");
  const proc = spawn(process.execPath, ["--import", "tsx", path.join(root, script)], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(proc);
  proc.once("exit", () => running.delete(proc));
  const child: Child = { name, process: proc, base: `http://127.0.0.1:${port}`, tail: [] };
  // Warnings and errors (pino's JSON lines at LOG_LEVEL=warn, anything on stderr) are shown as they come; the
  // rest (the logged verification e-mail) is kept for the message if the child dies.
  const collect = (echo: (line: string) => boolean) => (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n")) {
      if (!line.trim()) continue;
      child.tail.push(line);
      if (child.tail.length > 40) child.tail.shift();
      if (echo(line)) console.log(`  [${name}] ${line.length > 400 ? `${line.slice(0, 400)}…` : line}`);
    }
  };
  proc.stdout!.on(
    "data",
    collect((line) => line.startsWith("{")),
  );
  proc.stderr!.on(
    "data",
    collect(() => true),
  );
  cleanups.push(() => stopChild(child));
  return child;
}

async function stopChild(child: Child): Promise<void> {
  if (hasExited(child)) return;
  const exited = new Promise<void>((resolve) => child.process.once("exit", () => resolve()));
  child.process.kill("SIGTERM");
  const force = setTimeout(() => child.process.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(force);
}

async function waitUntilAnswering(child: Child, pathname: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (hasExited(child)) {
      const how = child.process.exitCode ?? child.process.signalCode;
      throw new Error(`${child.name} exited (${how}) before answering:\n${child.tail.join("\n")}`);
    }
    try {
      const res = await fetch(`${child.base}${pathname}`);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${child.name} did not answer ${pathname} within ${timeoutMs / 1000} s`);
}

/** CPU seconds used so far by a process and all its threads (the scoring models load in worker threads). */
function cpuSeconds(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // utime and stime, fields 14 and 15 of proc(5), counted after the ")" that ends the command name.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * Waits until a server is idle: after starting (it answers before its scoring models have loaded, and their
 * loading would take CPU from the first route measured) and between routes (a slow route leaves a backlog of
 * queued requests behind). Idle = under 5% of a core for two seconds in a row.
 */
async function waitUntilIdle(child: Child, timeoutMs = 180_000): Promise<string> {
  const pid = child.process.pid!;
  const started = Date.now();
  let quietSeconds = 0;
  let last = cpuSeconds(pid);
  if (last === null) {
    await sleep(30_000);
    return "no /proc to read: waited 30 s";
  }
  while (Date.now() - started < timeoutMs) {
    await sleep(1000);
    const now = cpuSeconds(pid);
    if (now === null) throw new Error(`${child.name} exited while starting:\n${child.tail.join("\n")}`);
    quietSeconds = now - last < 0.05 ? quietSeconds + 1 : 0;
    last = now;
    if (quietSeconds >= 2) return `idle after ${((Date.now() - started) / 1000).toFixed(0)} s`;
  }
  return `still busy after ${timeoutMs / 1000} s: measuring anyway`;
}

function appEnv(port: number, dataDir: string, databaseUrl: string | undefined): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    PAYMENTS_MODE: "test",
    LOG_LEVEL: "warn",
    RATE_LIMIT_MULTIPLIER,
  };
  // Mail goes to the (quiet) log; no first admin is made; the database is the one chosen here.
  for (const key of ["DATABASE_URL", "SMTP_URL", "ADMIN_USERNAME", "ADMIN_PASSWORD"]) delete env[key];
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return env;
}

async function startApp(kind: Kind, dataDir: string, databaseUrl: string | undefined): Promise<Child> {
  const port = await freePort();
  const app = startChild(`app ${kind}`, "server/src/index.ts", appEnv(port, dataDir, databaseUrl), port);
  await waitUntilAnswering(app, "/api/health");
  return app;
}

async function startBareExpress(): Promise<Child> {
  const port = await freePort();
  const env = { ...process.env, NODE_ENV: "production", PORT: String(port) };
  const hello = startChild("bare express", "scripts/bench/express-hello.ts", env, port);
  await waitUntilAnswering(hello, "/hello");
  return hello;
}

/** A fresh database on the PostgreSQL server, dropped by the cleanup; its URL and the server's version. */
async function createPostgresDatabase(): Promise<{ url: string; version: string }> {
  if (interrupted) throw new Error("interrupted");
  const created = await createTempDatabase(POSTGRES_SERVER, `vs_bench_api_${process.pid}`);
  cleanups.push(created.drop);
  return { url: created.url, version: created.label };
}

async function register(base: string): Promise<{ cookie: string; userId: number }> {
  const res = await fetch(`${base}/api/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      email: `bench-api-${process.pid}@example.com`,
      username: `bench_api_${process.pid}`,
      password: "bench api: a kettle of 7291 herons",
    }),
  });
  const body = (await res.json()) as { user?: { id: number }; message?: string };
  if (res.status !== 201 || !body.user) throw new Error(`POST /api/register answered ${res.status}: ${body.message}`);
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { cookie, userId: body.user.id };
}

/** An API key of the signed-in (Pro) user, made through the profile's route as a creator would. */
async function createApiKey(base: string, cookie: string): Promise<string> {
  const res = await fetch(`${base}/api/api-keys`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ name: "bench" }),
  });
  const body = (await res.json()) as { key?: string; message?: string };
  if (res.status !== 201 || !body.key) throw new Error(`POST /api/api-keys answered ${res.status}: ${body.message}`);
  return body.key;
}

type Measured = {
  route: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** Connection errors, timeouts (no answer within autocannon's 10 s) included. */
  errors: number;
  timeouts: number;
  statuses: string;
};

/** One route: on an idle server (the backlog of the route before is served first), warmed up, then measured. */
async function measure(
  server: Child,
  route: string,
  pathname: string,
  headers: Record<string, string>,
  post?: { body: string },
) {
  await waitUntilIdle(server);
  const url = `${server.base}${pathname}`;
  const options = {
    url,
    connections: CONNECTIONS,
    headers: { "accept-encoding": ACCEPT_ENCODING, ...headers },
    ...(post ? { method: "POST" as const, body: post.body } : {}),
  };
  await autocannon({ ...options, duration: WARMUP_S });
  const result = await autocannon({ ...options, duration: DURATION_S });
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([status, { count }]) => `${status}: ${(count ?? 0).toLocaleString("en")}`)
    .join(", ");
  const measured: Measured = {
    route,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
  };
  console.log(
    `  ${route}: ${Math.round(measured.reqPerSec).toLocaleString("en")} req/s, p99 ${formatMs(measured.p99)} ms` +
      (measured.non2xx || measured.errors ? `  (${describeFailures(measured)})` : ""),
  );
  return measured;
}

const describeFailures = (row: Measured) =>
  `status ${row.statuses || "none"}; ${row.errors} connection errors, ${row.timeouts} of them timeouts`;

type Table = { kind: Kind; label: string; rows: Measured[]; baseline: Measured };

/** One database: a fresh one, a user with 50 analyses, the app started on it, the routes measured. */
async function benchDatabase(kind: Kind, hello: Child): Promise<Table> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `vs-bench-api-${kind}-`));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  let label = `PGlite ${pgliteVersion()} (embedded, ${path.join(dataDir, "pglite")})`;
  let databaseUrl: string | undefined;
  if (kind === "postgres") {
    const created = await createPostgresDatabase();
    databaseUrl = created.url;
    label = created.version;
  }
  console.log(`\n${label}`);

  let app = await startApp(kind, dataDir, databaseUrl);
  const { cookie, userId } = await register(app.base);
  // PGlite serves one process at a time: the analyses go in while the server is stopped.
  if (kind === "pglite") await stopChild(app);
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    await insertBenchAnalyses(database.db, userId, ANALYSES);
    // Pro, as a subscription leaves it: API keys and the public API's scoring routes are Pro features.
    const periodEnd = new Date(Date.now() + 30 * 24 * 3600_000);
    await database.db
      .update(users)
      .set({ subscriptionPlan: "monthly", subscriptionStatus: "active", currentPeriodEnd: periodEnd })
      .where(eq(users.id, userId));
  } finally {
    await database.close();
  }
  if (kind === "pglite") app = await startApp(kind, dataDir, databaseUrl);
  console.log(
    `  seeded: user ${userId} (POST /api/register) with ${ANALYSES} analyses; server ${await waitUntilIdle(app)}`,
  );

  // Each route answers as expected before it is measured.
  const signedIn = { cookie };
  const user = await fetch(`${app.base}/api/user`, { headers: signedIn });
  const userBody = (await user.json()) as { user?: { id: number } };
  if (user.status !== 200 || userBody.user?.id !== userId) throw new Error(`GET /api/user answered ${user.status}`);
  const list = await fetch(`${app.base}/api/analyses/${userId}`, { headers: signedIn });
  const listText = await list.text();
  const count = list.ok ? (JSON.parse(listText) as { analyses: unknown[] }).analyses.length : 0;
  if (count !== ANALYSES) throw new Error(`GET /api/analyses/${userId} answered ${list.status} with ${count} analyses`);
  console.log(`  the list of ${ANALYSES} analyses is ${(Buffer.byteLength(listText) / 1024).toFixed(0)} KB of JSON`);
  const apiKey = await createApiKey(app.base, cookie);
  const captionBody = JSON.stringify({
    caption: "Three cafés in Riyadh you have to try this weekend. Which one is your favourite? Save this for later!",
    hashtags: "#riyadh #coffee #weekend",
  });
  const keyed = { authorization: `Bearer ${apiKey}`, "content-type": "application/json" };
  const scored = await fetch(`${app.base}/api/v1/captions/score`, {
    method: "POST",
    headers: keyed,
    body: captionBody,
  });
  const scoredBody = (await scored.json()) as { score?: number | null };
  if (scored.status !== 200 || scoredBody.score === undefined) {
    throw new Error(`POST /api/v1/captions/score answered ${scored.status}: ${JSON.stringify(scoredBody)}`);
  }

  console.log(`  measuring (${WARMUP_S} s warm-up + ${DURATION_S} s each)...`);
  const baseline = await measure(hello, "bare Express: GET /hello", "/hello", {});
  const rows = [
    await measure(app, "GET /api/user (signed in)", "/api/user", signedIn),
    await measure(app, "GET /api/health", "/api/health", {}),
    await measure(app, `GET /api/analyses/:userId (${ANALYSES} items)`, `/api/analyses/${userId}`, signedIn),
    await measure(app, "POST /api/v1/captions/score (API key)", "/api/v1/captions/score", keyed, { body: captionBody }),
  ];
  // Stopped once it has answered what was still queued, so the shutdown does not fail requests in flight.
  await waitUntilIdle(app);
  await stopChild(app);
  return { kind, label, rows, baseline };
}

function pgliteVersion(): string {
  const manifest = path.join(root, "node_modules/@electric-sql/pglite/package.json");
  return (JSON.parse(fs.readFileSync(manifest, "utf8")) as { version: string }).version;
}

/** The target verdict of a row, or null when the row has no target (only GET /api/user has one). */
function verdict(kind: Kind, row: Measured, baseline: Measured): { text: string; pass: boolean } | null {
  if (!row.route.startsWith("GET /api/user")) return null;
  const target = TARGETS[kind];
  const ratio = row.reqPerSec / baseline.reqPerSec;
  const pass =
    ratio >= target.ratio && (target.p99Ms === null || row.p99 <= target.p99Ms) && row.non2xx === 0 && !row.errors;
  const text = `≥ ${target.ratio.toFixed(2)}${target.p99Ms === null ? "" : `, p99 ≤ ${target.p99Ms} ms`}`;
  return { text, pass };
}

function printTable(table: Table): number {
  const header = ["route", "req/s", "p50 ms", "p99 ms", "non-2xx", "errors", "× bare Express", "target"];
  let failures = 0;
  const lines = [table.baseline, ...table.rows].map((row) => {
    const result = row === table.baseline ? null : verdict(table.kind, row, table.baseline);
    const clean = row.non2xx === 0 && row.errors === 0;
    if ((result && !result.pass) || !clean) failures += 1;
    return [
      row.route,
      Math.round(row.reqPerSec).toLocaleString("en"),
      formatMs(row.p50),
      formatMs(row.p99),
      row.non2xx.toLocaleString("en"),
      row.errors.toLocaleString("en"),
      (row.reqPerSec / table.baseline.reqPerSec).toFixed(2),
      result ? `${result.text} ${result.pass ? "✓" : "✗"}` : clean ? "" : "✗ non-2xx or errors",
    ];
  });
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 || i === cells.length - 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join("  ")
      .trimEnd();
  console.log(`\n${table.label}: ${CONNECTIONS} connections, ${DURATION_S} s per route`);
  console.log(format(header));
  console.log("-".repeat(format(header).length));
  for (const line of lines) console.log(format(line));
  for (const row of [table.baseline, ...table.rows]) {
    if (row.non2xx || row.errors) console.log(`  ${row.route}: ${describeFailures(row)}`);
  }
  return failures;
}

function describeRun(): string {
  const git = (args: string[]) => spawnSync("git", args, { cwd: root, encoding: "utf8" }).stdout?.trim() ?? "";
  const commit = git(["rev-parse", "--short", "HEAD"]) || "unknown";
  const dirty = git(["status", "--porcelain"]) ? " + uncommitted changes" : "";
  const cpus = os.cpus();
  return [
    `bench:api — ${new Date().toISOString()}, commit ${commit}${dirty}, Node ${process.version}, ` +
      `${cpus.length} × ${cpus[0]?.model.trim() ?? "CPU"}`,
    `autocannon runs in this process and each server in its own child process: they share the machine's ${cpus.length} cores.`,
    `Each route: ${CONNECTIONS} connections, a ${WARMUP_S} s warm-up (not counted), then ${DURATION_S} s measured; ` +
      `requests carry Accept-Encoding: ${ACCEPT_ENCODING}, as a browser's do.`,
    `The app runs as in production (NODE_ENV=production, LOG_LEVEL=warn, PAYMENTS_MODE=test) with ` +
      `RATE_LIMIT_MULTIPLIER=${RATE_LIMIT_MULTIPLIER}, so rate limits do not distort the figures; any non-2xx ` +
      `answer is counted and fails its row.`,
  ].join("\n");
}

function ensureBuild(): void {
  if (fs.existsSync(path.join(root, "dist/client/index.html"))) return;
  console.log("Building the client (the production server serves it)...");
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/vite/bin/vite.js"), "build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error("vite build failed");
}

async function main(): Promise<void> {
  const started = performance.now();
  ensureBuild();
  console.log(describeRun());
  const hello = await startBareExpress();
  const tables: Table[] = [];
  let failures = 0;
  for (const kind of ["pglite", "postgres"] as const) {
    try {
      tables.push(await benchDatabase(kind, hello));
    } catch (error) {
      // PostgreSQL not running here: say so and keep the PGlite figures.
      if (kind !== "postgres" || !isConnectionRefused(error)) throw error;
      console.log(`\nPostgreSQL at ${new URL(POSTGRES_SERVER).host} is not reachable: its table is skipped.`);
      failures += 1;
    }
  }
  await stopChild(hello);

  for (const table of tables) failures += printTable(table);
  console.log("\nTargets for GET /api/user:");
  for (const table of tables) {
    const row = table.rows[0]!;
    const result = verdict(table.kind, row, table.baseline)!;
    console.log(
      `  ${table.kind === "postgres" ? "PostgreSQL" : "PGlite    "}  ${(row.reqPerSec / table.baseline.reqPerSec).toFixed(2)} ` +
        `of bare Express, p99 ${formatMs(row.p99)} ms; target ${result.text}: ${result.pass ? "✓" : "✗"}`,
    );
  }
  console.log(
    `\n${failures === 0 ? "All targets met." : `${failures} row(s) missed a target or had non-2xx answers.`} ` +
      `Total time ${((performance.now() - started) / 1000).toFixed(0)} s.`,
  );
  process.exitCode = failures === 0 ? 0 : 1;
}

function isConnectionRefused(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  const inner = (error as { errors?: Array<{ code?: string }> } | null)?.errors ?? [];
  return code === "ECONNREFUSED" || inner.some((e) => e.code === "ECONNREFUSED");
}

main()
  .catch((error: unknown) => {
    // After Ctrl-C the stopped servers make the step in progress fail: that is no news.
    if (!interrupted) console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    await cleanUp();
    process.exit();
  });
