// `npm run bench:scale` (runs one process and then two behind nginx and prints the throughput ratio): on a fresh
// PostgreSQL database, starts ONE production app process behind nginx, then TWO, the same way `npm run cluster` does
// (scripts/cluster/cluster.mjs), and drives each setup through nginx with autocannon:
// - GET /api/user signed in, 50 connections for 10 s after a 2 s warm-up that is not counted (flags as bench:api);
// - POST /api/analyze with a small generated PNG, one connection per user (8 users by default, each with enough
//   paid credits), so each user has one analysis in flight at a time, as the app allows: one analysis per user
//   to warm up, then 4 per user (`--analyses N`) timed from the first request to the last answer.
// Prints req/s, p50, p99 and non-2xx for each, and the ratio two/one. PostgreSQL: DATABASE_URL names the server
// (default postgres://postgres@127.0.0.1:5432/postgres); a database vs_bench_scale_<pid> is created there and
// dropped at the end, also after an error or Ctrl-C.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import { type Cluster, ensureClientBuild, startCluster } from "./cluster/cluster.mjs";
import { positiveFlags } from "./bench/flags";
import { createTempDatabase } from "./bench/temp-database";
import { resolveMediaTools } from "../server/src/scoring/media/tools";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const flags = positiveFlags("bench:scale", { connections: 50, duration: 10, warmup: 2, users: 8, analyses: 4 });
const CONNECTIONS = Math.round(flags.connections);
const DURATION_S = flags.duration;
const WARMUP_S = flags.warmup;
// One connection per user: a user may have one analysis in flight. 8 is one process's capacity
// (analysis-gate.ts MAX_ANALYSES_IN_FLIGHT), so the one-process run is not measuring 503 BUSY answers.
const USERS = Math.round(flags.users);
/** Measured analyses per user (after one each to warm up): a count, not a duration, as one takes seconds. */
const ANALYSES_PER_USER = Math.round(flags.analyses);
const RATE_LIMIT_MULTIPLIER = "10000"; // as bench:api: the limits would turn the figures into a count of 429s
const ACCEPT_ENCODING = "gzip, deflate, br";
const POSTGRES_SERVER = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PASSWORD = "bench scale: a kettle of 7291 herons";

// Everything to undo, newest first; run once at the end, after an error or on Ctrl-C.
const cleanups: Array<() => Promise<void> | void> = [];
let cleaning: Promise<void> | null = null;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    while (cleanups.length > 0) {
      try {
        await cleanups.pop()!();
      } catch (error) {
        console.error("bench:scale: cleanup step failed:", error);
      }
    }
  })();
  return cleaning;
}
let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\nbench:scale: ${signal}, stopping nginx and the app processes, dropping the database...`);
    void cleanUp().finally(() => process.exit(130));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const formatMs = (ms: number) => (Number.isInteger(ms) ? String(ms) : ms.toFixed(1));

/** CPU seconds used so far by a process and its threads (utime + stime of proc(5)), null once it has gone. */
function cpuSeconds(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

type ProcessSample = { comm: string; ppid: number; cpu: number };

/** CPU seconds of every process on the machine now, by pid (for "where did the cores go" during a measurement). */
function sampleProcesses(): Map<number, ProcessSample> {
  const sample = new Map<number, ProcessSample>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      sample.set(Number(entry), {
        comm,
        ppid: Number(fields[1]),
        cpu: (Number(fields[11]) + Number(fields[12])) / 100,
      });
    } catch {
      // the process ended while the folder was read
    }
  }
  return sample;
}

/**
 * Where the machine's CPU went between two samples, in cores: the app processes, nginx (master and workers),
 * PostgreSQL, this process (autocannon) and everything else (other work on a shared machine distorts a run).
 */
function cpuShares(
  before: Map<number, ProcessSample>,
  after: Map<number, ProcessSample>,
  seconds: number,
  cluster: Cluster,
): string {
  const shares = { app: 0, nginx: 0, postgres: 0, autocannon: 0, other: 0 };
  for (const [pid, now] of after) {
    const used = now.cpu - (before.get(pid)?.cpu ?? 0);
    if (used <= 0) continue;
    // The app's own children (ffmpeg, ffprobe) count as the app.
    if (cluster.pids.includes(pid) || cluster.pids.includes(now.ppid)) shares.app += used;
    else if (pid === cluster.nginxPid || now.ppid === cluster.nginxPid) shares.nginx += used;
    else if (now.comm === "postgres") shares.postgres += used;
    else if (pid === process.pid) shares.autocannon += used;
    else shares.other += used;
  }
  return Object.entries(shares)
    .map(([name, used]) => `${name} ${(used / seconds).toFixed(2)}`)
    .join(", ");
}

/**
 * Waits until every app process is idle (under 5% of a core for two seconds in a row): after starting (the
 * scoring models load after the server answers) and between measurements (a slow route leaves a backlog).
 */
async function waitUntilIdle(pids: number[], timeoutMs = 180_000): Promise<string> {
  const started = Date.now();
  const total = () => pids.reduce((sum, pid) => sum + (cpuSeconds(pid) ?? 0), 0);
  let last = total();
  let quiet = 0;
  while (Date.now() - started < timeoutMs) {
    await sleep(1000);
    const now = total();
    quiet = now - last < 0.05 * pids.length ? quiet + 1 : 0;
    last = now;
    if (quiet >= 2) return `idle after ${((Date.now() - started) / 1000).toFixed(0)} s`;
  }
  return `still busy after ${timeoutMs / 1000} s: measuring anyway`;
}

async function createDatabase(): Promise<{ url: string; label: string }> {
  const created = await createTempDatabase(POSTGRES_SERVER, `vs_bench_scale_${process.pid}`);
  cleanups.push(created.drop);
  return created;
}

type User = { cookie: string; id: number };

async function register(base: string, index: number): Promise<User> {
  const username = `bench_scale_${process.pid}_${index}`;
  const res = await fetch(`${base}/api/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: `${username}@example.com`, username, password: PASSWORD }),
  });
  const body = (await res.json()) as { user?: { id: number }; message?: string };
  if (res.status !== 201 || !body.user) throw new Error(`POST /api/register answered ${res.status}: ${body.message}`);
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { cookie, id: body.user.id };
}

/** A small PNG (a test card, 360×640) as one multipart body that every analysis request sends. */
function analysisBody(dir: string): { body: Buffer; contentType: string } {
  const file = path.join(dir, "frame.png");
  execFileSync(resolveMediaTools().ffmpeg, [
    "-hide_banner",
    "-loglevel",
    "error",
    "-y",
    "-f",
    "lavfi",
    "-i",
    "testsrc2=size=360x640:rate=1",
    "-frames:v",
    "1",
    file,
  ]);
  const boundary = "----viralscore-bench-scale";
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="caption"\r\n\r\nbench:scale #viralscore\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="frame.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    fs.readFileSync(file),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

type Measured = {
  /** CPU used during the measurement, in cores, by who used it. */
  cores: string;
  route: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  statuses: string;
};

/**
 * A warm-up, then the measurement: for `duration` seconds (requests still in flight at the end are not counted),
 * or until `amount` answers have come (the rate is then answers / elapsed time, nothing cut off).
 */
async function run(
  cluster: Cluster,
  route: string,
  options: autocannon.Options,
  count?: { warmup: number; amount: number },
): Promise<Measured> {
  await autocannon(count ? { ...options, amount: count.warmup } : { ...options, duration: WARMUP_S });
  const before = sampleProcesses();
  const result = await autocannon(count ? { ...options, amount: count.amount } : { ...options, duration: DURATION_S });
  const elapsedS = (new Date(result.finish).getTime() - new Date(result.start).getTime()) / 1000;
  const cores = cpuShares(before, sampleProcesses(), elapsedS, cluster);
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([status, { count }]) => `${status}: ${(count ?? 0).toLocaleString("en")}`)
    .join(", ");
  const measured: Measured = {
    route,
    reqPerSec: count ? result.requests.total / elapsedS : result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    statuses,
    cores,
  };
  const rate = measured.reqPerSec < 100 ? measured.reqPerSec.toFixed(1) : Math.round(measured.reqPerSec);
  console.log(
    `  ${route}: ${rate.toLocaleString("en")}/s, p50 ${formatMs(measured.p50)} ms, p99 ${formatMs(measured.p99)} ms` +
      (measured.non2xx || measured.errors ? `  (status ${statuses}; ${measured.errors} errors)` : ""),
  );
  console.log(`    CPU in cores during it: ${cores}`);
  return measured;
}

type Setup = { processes: number; user: Measured; analyze: Measured };

async function benchSetup(
  processes: number,
  databaseUrl: string,
  dataDir: string,
  upload: { body: Buffer; contentType: string },
  users: User[],
): Promise<Setup> {
  if (interrupted) throw new Error("interrupted");
  console.log(`\n${processes} app process${processes > 1 ? "es" : ""} behind nginx`);
  const cluster: Cluster = await startCluster({
    processes,
    port: 0,
    build: false,
    env: {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PAYMENTS_MODE: "test",
      LOG_LEVEL: "warn",
      RATE_LIMIT_MULTIPLIER,
      SMTP_URL: "",
      ADMIN_USERNAME: "",
      ADMIN_PASSWORD: "",
    },
    onLog: (name, line) => {
      if (line.startsWith("{") || /error/i.test(line)) console.log(`  [${name}] ${line.slice(0, 400)}`);
    },
  });
  cleanups.push(() => cluster.stop());
  try {
    if (users.length === 0) {
      for (let i = 0; i < USERS; i += 1) users.push(await register(cluster.url, i));
      // Paid credits for every analysis the runs can make: each analysis consumes one (billing.service.ts).
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await client.query("UPDATE users SET analysis_credits = 1000000 WHERE id = ANY($1)", [users.map((u) => u.id)]);
      } finally {
        await client.end();
      }
      console.log(`  ${USERS} users registered through nginx, each with paid credits`);
    }
    console.log(`  app processes ${await waitUntilIdle(cluster.pids)}; measuring through ${cluster.url}`);

    const signedIn = { cookie: users[0]!.cookie, "accept-encoding": ACCEPT_ENCODING };
    const user = await run(cluster, "GET /api/user (signed in)", {
      url: `${cluster.url}/api/user`,
      connections: CONNECTIONS,
      headers: signedIn,
    });
    await waitUntilIdle(cluster.pids);

    // Each connection is one user, so no user ever has two analyses in flight.
    let next = 0;
    const analyze = await run(
      cluster,
      `POST /api/analyze (small PNG, ${USERS} users)`,
      {
        url: `${cluster.url}/api/analyze`,
        method: "POST",
        connections: USERS,
        timeout: 120,
        body: upload.body,
        headers: { "content-type": upload.contentType },
        setupClient: (client) => {
          const { cookie } = users[next++ % users.length]!;
          client.setHeaders({ "content-type": upload.contentType, cookie, "accept-encoding": ACCEPT_ENCODING });
        },
      },
      { warmup: USERS, amount: USERS * ANALYSES_PER_USER },
    );
    await waitUntilIdle(cluster.pids);
    return { processes, user, analyze };
  } finally {
    await cluster.stop();
  }
}

function describeRun(label: string): string {
  const git = (args: string[]) => spawnSync("git", args, { cwd: root, encoding: "utf8" }).stdout?.trim() ?? "";
  const commit = git(["rev-parse", "--short", "HEAD"]) || "unknown";
  const dirty = git(["status", "--porcelain"]) ? " + uncommitted changes" : "";
  const cpus = os.cpus();
  const nginx = spawnSync("/usr/sbin/nginx", ["-v"], { encoding: "utf8" }).stderr.trim();
  return [
    `bench:scale — ${new Date().toISOString()}, commit ${commit}${dirty}, Node ${process.version}, ` +
      `${cpus.length} × ${cpus[0]?.model.trim() ?? "CPU"}, load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(" ")}`,
    `${label}; ${nginx} (worker_processes auto) in front, round-robin, as npm run cluster runs it.`,
    `autocannon runs in this process: nginx, the app processes, PostgreSQL and autocannon share the ${cpus.length} cores.`,
    `GET /api/user: ${CONNECTIONS} connections; POST /api/analyze: ${USERS} connections, one user each; ` +
      `GET: a ${WARMUP_S} s warm-up (not counted), then ${DURATION_S} s measured; POST: one analysis per user to warm ` +
      `up, then ${ANALYSES_PER_USER} per user timed. RATE_LIMIT_MULTIPLIER=${RATE_LIMIT_MULTIPLIER}.`,
  ].join("\n");
}

function printTable(setups: Setup[]): void {
  const header = ["setup", "route", "per s", "p50 ms", "p99 ms", "requests", "non-2xx", "errors"];
  const lines = setups.flatMap((setup) =>
    [setup.user, setup.analyze].map((row) => [
      `${setup.processes} process${setup.processes > 1 ? "es" : ""}`,
      row.route,
      row.reqPerSec < 100 ? row.reqPerSec.toFixed(1) : Math.round(row.reqPerSec).toLocaleString("en"),
      formatMs(row.p50),
      formatMs(row.p99),
      row.requests.toLocaleString("en"),
      row.non2xx.toLocaleString("en"),
      row.errors.toLocaleString("en"),
    ]),
  );
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join("  ")
      .trimEnd();
  console.log(`\n${format(header)}\n${"-".repeat(format(header).length)}`);
  for (const line of lines) console.log(format(line));
}

async function main(): Promise<void> {
  const started = performance.now();
  ensureClientBuild(console.log);
  const database = await createDatabase();
  console.log(describeRun(database.label));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vs-bench-scale-"));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const upload = analysisBody(dataDir);
  const users: User[] = [];
  const one = await benchSetup(1, database.url, dataDir, upload, users);
  const two = await benchSetup(2, database.url, dataDir, upload, users);
  printTable([one, two]);
  const ratio = (a: Measured, b: Measured) => (b.reqPerSec / a.reqPerSec).toFixed(2);
  console.log(
    `\nThroughput, two processes / one: GET /api/user ${ratio(one.user, two.user)}×, ` +
      `POST /api/analyze ${ratio(one.analyze, two.analyze)}× (the target is close to 1.8× for the API on 2 cores).`,
  );
  const failed = [one, two].flatMap((s) => [s.user, s.analyze]).filter((row) => row.non2xx > 0 || row.errors > 0);
  for (const row of failed) console.log(`  ${row.route}: status ${row.statuses}; ${row.errors} errors`);
  console.log(`Total time ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  process.exitCode = failed.length === 0 ? 0 : 1;
}

main()
  .catch((error: unknown) => {
    if (!interrupted) console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    await cleanUp();
    process.exit();
  });
