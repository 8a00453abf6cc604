// `npm run drill:db-restart`: what a creator sees while PostgreSQL goes away and comes back. Starts the server as its
// own process on a fresh database on the local PostgreSQL, polls GET /api/user and the analyses list 20 times a second
// as a signed-in user, stops the local PostgreSQL cluster for `--down S` seconds (default 3; 0 restarts it at once) and
// starts it again, then prints every answer's status, how soon a database read worked again, and whether the process is
// still running. It STOPS THE LOCAL POSTGRESQL: run it on a development or CI machine only. Needs root (pg_ctlcluster)
// and DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { parseArgs } from "node:util";
import pg from "pg";
import { registerOver, startServerProcess } from "../server/test/server-process";

const { values } = parseArgs({ options: { down: { type: "string", default: "3" } } });
const downSeconds = Number(values.down);
if (!Number.isFinite(downSeconds) || downSeconds < 0) {
  console.error("drill:db-restart: --down must be a number of seconds (0 or more)");
  process.exit(2);
}
const serverUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const version = fs.readdirSync("/etc/postgresql")[0];
if (!version) {
  console.error("drill:db-restart: no local PostgreSQL cluster under /etc/postgresql");
  process.exit(2);
}
const cluster = (action: string) =>
  execFileSync("pg_ctlcluster", ["--skip-systemctl-redirect", version, "main", action], { stdio: "inherit" });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const name = `vs_drill_${process.pid}`;
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${name}`;
async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

await admin(`create database "${name}"`);
const server = await startServerProcess({ databaseUrl: dbUrl.toString() });
try {
  const { cookie, id } = await registerOver(server.url, "drill");
  const paths = ["/api/user", `/api/analyses/${id}`];
  const answers: Record<string, number> = {};
  let stop = false;
  let backAt = 0;
  let firstReadAfterBack = -1;
  let sent = 0;
  const poll = async () => {
    while (!stop) {
      const started = Date.now();
      const path = paths[sent++ % 2]!;
      try {
        const res = await fetch(server.url + path, { headers: { Cookie: cookie } });
        await res.arrayBuffer();
        const key = res.status === 503 ? `503 (Retry-After ${res.headers.get("retry-after")})` : String(res.status);
        answers[key] = (answers[key] ?? 0) + 1;
        if (backAt && firstReadAfterBack < 0 && res.status === 200 && path !== "/api/user") {
          firstReadAfterBack = Date.now() - backAt;
        }
      } catch {
        answers["no answer"] = (answers["no answer"] ?? 0) + 1;
      }
      await sleep(Math.max(0, 50 - (Date.now() - started)));
    }
  };
  const polling = poll();
  await sleep(2000);
  const stoppedAt = Date.now();
  if (downSeconds === 0) cluster("restart");
  else {
    cluster("stop");
    await sleep(downSeconds * 1000);
    cluster("start");
  }
  backAt = Date.now();
  await sleep(6000);
  stop = true;
  await polling;
  const health = (await (await fetch(`${server.url}/api/health`)).json()) as unknown;
  console.log(
    `PostgreSQL away for ${backAt - stoppedAt} ms (${downSeconds === 0 ? "restart" : `stop, ${downSeconds} s, start`})`,
  );
  console.log(`answers: ${JSON.stringify(answers)}`);
  console.log(`first database read that worked after PostgreSQL was back: ${firstReadAfterBack} ms`);
  console.log(`server process still running: ${server.child.exitCode === null}; health now: ${JSON.stringify(health)}`);
} finally {
  server.kill("SIGTERM");
  const { code } = await server.exited;
  console.log(`server exit code after SIGTERM: ${code}`);
  await admin(`drop database if exists "${name}" with (force)`);
}
