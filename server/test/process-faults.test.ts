import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/client";
import { createTestDatabase } from "./database";
import { makeMediaDir, makeVideo } from "./media";
import { registerOver, type ServerProcess, startServerProcess } from "./server-process";

// The server as a real process on the real PostgreSQL: its database connections killed under load, and SIGTERM in the
// middle of an analysis. PGlite is one process's embedded database, with no connections to kill: these run only where
// DATABASE_URL names a PostgreSQL server (as in CI).

const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) console.warn("process-faults.test.ts: SKIPPED, it needs PostgreSQL (set DATABASE_URL)");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function terminateConnections(url: string): Promise<number> {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    const result = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [name],
    );
    return result.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

async function upload(url: string, cookie: string, file: string, requestId?: string) {
  const form = new FormData();
  form.set("caption", "Process test");
  form.set("hashtags", "#test");
  if (requestId) form.set("requestId", requestId);
  form.set("file", new Blob([fs.readFileSync(file)], { type: "video/mp4" }), path.basename(file));
  return fetch(`${url}/api/analyze`, { method: "POST", headers: { Cookie: cookie, Origin: url }, body: form });
}

/** Waits until the server is writing an upload to its folder. */
async function uploadArrived(server: ServerProcess): Promise<void> {
  const dir = path.join(server.dataDir, "uploads");
  for (let i = 0; i < 400; i++) {
    if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) return;
    await sleep(10);
  }
  throw new Error("the upload never reached the server");
}

describe.runIf(onPostgres)("the server process on PostgreSQL", () => {
  let database: Database & { url?: string };
  let media: Awaited<ReturnType<typeof makeMediaDir>>;
  let video: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    media = await makeMediaDir();
    video = await makeVideo(path.join(media.dir, "clip.mp4"), { seconds: 8, size: "720x1280" });
  });
  afterAll(async () => {
    await database?.close();
    media?.cleanup();
  });

  describe("when it starts through `npm start`'s script", () => {
    it("then health answers 200 warming while the models load, then ok with the models ready, and the log says when", async () => {
      const server = await startServerProcess({ databaseUrl: database.url!, viaStartScript: true });
      try {
        // startServerProcess returned on the first 200: the models take seconds more to load.
        const first = await fetch(`${server.url}/api/health`);
        expect(first.status).toBe(200);
        expect(await first.json()).toEqual({ status: "warming", database: "ok", models: "loading" });
        await expect
          .poll(async () => (await fetch(`${server.url}/api/health`)).json(), { timeout: 60_000, interval: 200 })
          .toEqual({ status: "ok", database: "ok", models: "ready" });
        expect(server.output()).toMatch(/scoring engine ready \d+ ms after start/);
      } finally {
        server.killGroup("SIGKILL");
      }
    }, 90_000);
  });

  describe("when its database connections are killed under load", () => {
    let server: ServerProcess;
    afterAll(async () => {
      server?.kill("SIGKILL");
      await server?.exited;
    });

    it("then it survives, answers 503 with Retry-After meanwhile, and recovers within 5 s", async () => {
      server = await startServerProcess({ databaseUrl: database.url! });
      const { cookie, id } = await registerOver(server.url, "load");
      // Half the requests are answered from the session cache; the list of analyses reads the database every time.
      const paths = ["/api/user", `/api/analyses/${id}`];
      const statuses = new Map<number, number>();
      const otherErrors: string[] = [];
      let lastStatus = 0;
      let stop = false;
      const client = async (_: unknown, index: number) => {
        while (!stop) {
          try {
            const res = await fetch(`${server.url}${paths[index % 2]}`, { headers: { Cookie: cookie } });
            lastStatus = res.status;
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
            if (res.status === 503) {
              const body = (await res.json()) as { code: string; message: string };
              expect(res.headers.get("retry-after")).toBe("5");
              if (body.code !== "DATABASE_UNAVAILABLE") otherErrors.push(body.code);
            } else await res.arrayBuffer();
          } catch (error) {
            otherErrors.push(String(error));
          }
          await sleep(20);
        }
      };
      const clients = Array.from({ length: 4 }, client);
      await sleep(500);
      // Three rounds: the pool's connections, and those it opens again, all killed while requests run.
      let killed = 0;
      for (let round = 0; round < 3; round++) {
        killed += await terminateConnections(database.url!);
        await sleep(150);
      }
      const killedAt = Date.now();
      let recoveredMs = -1;
      while (Date.now() - killedAt < 10_000) {
        const res = await fetch(`${server.url}/api/user`, { headers: { Cookie: cookie } });
        const body = (await res.json()) as { user: unknown };
        if (res.status === 200 && body.user) {
          recoveredMs = Date.now() - killedAt;
          break;
        }
        await sleep(50);
      }
      await sleep(300);
      stop = true;
      await Promise.all(clients);

      console.info(
        `process-faults: killed ${killed} connections; answers ${JSON.stringify(Object.fromEntries(statuses))}; recovered in ${recoveredMs} ms`,
      );
      expect(killed).toBeGreaterThan(0);
      expect(server.child.exitCode).toBeNull(); // still running
      expect(otherErrors).toEqual([]);
      expect([...statuses.keys()].every((status) => status === 200 || status === 503)).toBe(true);
      expect(recoveredMs).toBeGreaterThanOrEqual(0);
      expect(recoveredMs).toBeLessThan(5000);
      expect(lastStatus).toBe(200);
      const health = await fetch(`${server.url}/api/health`);
      // The models may still be loading: that is "warming", with the database answering all the same.
      expect(await health.json()).toMatchObject({ status: expect.stringMatching(/^(ok|warming)$/), database: "ok" });
    });
  });

  describe("when it gets SIGTERM during an analysis", () => {
    it("then the analysis completes, new requests are refused, and the process exits 0", async () => {
      const server = await startServerProcess({ databaseUrl: database.url!, env: { SHUTDOWN_TIMEOUT_MS: "30000" } });
      try {
        const { cookie } = await registerOver(server.url, "term");
        const requestId = `term-${Date.now()}`;
        // A progress stream open on this process: it gets the stages, and ends with a final event.
        const stream = fetch(`${server.url}/api/analysis-progress/${requestId}`, { headers: { Cookie: cookie } }).then(
          (res) => res.text(),
        );
        await sleep(200);
        const analysis = upload(server.url, cookie, video, requestId);
        // Once the server has the upload, stop it.
        await uploadArrived(server);
        await sleep(300);
        server.kill("SIGTERM");
        await sleep(200);
        const refused = await fetch(`${server.url}/api/health`).then(
          (res) => res.status,
          () => "connection refused",
        );
        expect(refused === 503 || refused === "connection refused").toBe(true);
        const res = await analysis;
        expect(res.status).toBe(201);
        const body = (await res.json()) as { analysis: { viralScore: number } };
        expect(body.analysis.viralScore).toBeGreaterThan(0);
        const { code } = await server.exited;
        expect(code).toBe(0);
        const events = await stream;
        expect(events).toContain('"stage":"done"');
        expect(server.output()).toMatch(/requests in flight finished/);
      } finally {
        server.kill("SIGKILL");
      }
    });

    it("then a second SIGTERM more than a second later exits at once", async () => {
      const server = await startServerProcess({ databaseUrl: database.url!, env: { SHUTDOWN_TIMEOUT_MS: "60000" } });
      try {
        const { cookie } = await registerOver(server.url, "twice");
        const analysis = upload(server.url, cookie, video).catch(() => null);
        await uploadArrived(server);
        server.kill("SIGTERM");
        await sleep(1200);
        const second = Date.now();
        server.kill("SIGTERM");
        const { code } = await server.exited;
        expect(Date.now() - second).toBeLessThan(2000);
        expect(code).toBe(1);
        await analysis;
      } finally {
        server.kill("SIGKILL");
      }
    });
  });

  describe("when Ctrl-C reaches the whole process group of `npm start` during an analysis", () => {
    it("then the copies of the signal are one request: the analysis completes and the process exits 0", async () => {
      const server = await startServerProcess({
        databaseUrl: database.url!,
        env: { SHUTDOWN_TIMEOUT_MS: "30000" },
        viaStartScript: true,
      });
      try {
        const { cookie } = await registerOver(server.url, "ctrlc");
        const analysis = upload(server.url, cookie, video);
        await uploadArrived(server);
        await sleep(300);
        // The terminal sends SIGINT to every process of the foreground group: scripts/start.mjs and the server.
        server.killGroup("SIGINT");
        await sleep(50);
        server.killGroup("SIGINT"); // and npm, when it is the parent, forwards it once more
        const res = await analysis;
        expect(res.status, `${await res.clone().text()}\n${server.output()}`).toBe(201);
        const { code } = await server.exited;
        expect(code).toBe(0);
        expect(server.output()).toMatch(/requests in flight finished/);
        expect(server.output()).not.toMatch(/second signal: exiting now/);
      } finally {
        server.killGroup("SIGKILL");
      }
    }, 90_000);
  });
});
