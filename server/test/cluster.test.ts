import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Cluster, maxUploadBytes, startCluster } from "../../scripts/cluster/cluster.mjs";
import { makeImage, makeMediaDir } from "./media";
import { startSmtpServer, tokenFromMail } from "./smtp";

// The proof that the app runs as several identical processes: two production processes (the real server/src/index.ts,
// as `npm run cluster` starts them) behind Debian's nginx, round-robin with no stickiness, sharing one fresh PostgreSQL
// database and nothing else. PGlite is one process, so without DATABASE_URL the file is skipped, loudly. Requests are
// pinned to one process by calling its own port where a test needs to know which process serves what; nginx's access
// log ($upstream_addr) says which process answered otherwise.

const source = inject("testDatabase");
const onPostgres = source.kind === "postgres";
if (!onPostgres) {
  console.warn(
    `\n${"!".repeat(78)}\n!! server/test/cluster.test.ts SKIPPED: DATABASE_URL is not set. Two app processes need\n` +
      `!! PostgreSQL (the embedded PGlite is one process). CI sets it (.ci/run).\n${"!".repeat(78)}\n`,
  );
}

const PASSWORD = "cluster test: a kettle of 7291 herons";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Session = { cookie: string; userId: number; email: string };

describe.skipIf(!onPostgres)("two app processes behind nginx", () => {
  let cluster: Cluster;
  let admin: pg.Client;
  let databaseName: string;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let media: Awaited<ReturnType<typeof makeMediaDir>>;
  let image: string;
  let dataDir: string;
  const output: string[] = [];
  let counter = 0;

  beforeAll(async () => {
    if (source.kind !== "postgres") return;
    // A database of its own, copied from the run's migrated template; the name lets global-setup drop it if
    // this file crashes before afterAll.
    databaseName = `vs_t_${process.ppid}_cluster_${randomBytes(4).toString("hex")}`;
    admin = new pg.Client({ connectionString: source.adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${databaseName}" TEMPLATE "${source.template}"`);
    const databaseUrl = new URL(source.adminUrl);
    databaseUrl.pathname = `/${databaseName}`;

    smtp = await startSmtpServer();
    media = await makeMediaDir();
    image = await makeImage(path.join(media.dir, "frame.png"), "360x640");
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vs-cluster-test-"));
    cluster = await startCluster({
      processes: 2,
      port: 0,
      env: {
        DATABASE_URL: databaseUrl.toString(),
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        RATE_LIMIT_MULTIPLIER: "1", // the real limits: the login limit is counted across processes
        BCRYPT_COST: "4",
        LOG_LEVEL: "warn",
        PAYMENTS_MODE: "test",
        SESSION_SECRET: randomBytes(32).toString("hex"),
        ADMIN_USERNAME: "",
        ADMIN_PASSWORD: "",
      },
      onLog: (name, line) => {
        output.push(`[${name}] ${line}`);
        if (output.length > 200) output.shift();
      },
    });
  }, 180_000);

  afterAll(async () => {
    await cluster?.stop();
    if (output.length) console.log(`cluster output (last lines):\n${output.slice(-40).join("\n")}`);
    await smtp?.close();
    media?.cleanup();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
      await admin.end();
    }
  }, 90_000);

  /** A query on the cluster's database (the test reads what the processes wrote). */
  async function query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
    const url = new URL(source.kind === "postgres" ? source.adminUrl : "");
    url.pathname = `/${databaseName}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      return (await client.query<T>(sql, params)).rows;
    } finally {
      await client.end();
    }
  }

  const cookieOf = (res: Response) =>
    res.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");

  async function register(base: string): Promise<Session> {
    counter += 1;
    const username = `cl_${process.pid}_${counter}_${randomBytes(2).toString("hex")}`;
    const email = `${username}@example.com`;
    const res = await fetch(`${base}/api/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, username, password: PASSWORD }),
    });
    const body = (await res.json()) as { user?: { id: number }; message?: string };
    expect(res.status, body.message).toBe(201);
    return { cookie: cookieOf(res), userId: body.user!.id, email };
  }

  async function currentUser(base: string, cookie: string) {
    const res = await fetch(`${base}/api/user`, { headers: { cookie } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { user: { id: number; emailVerified: boolean } | null }).user;
  }

  /** Polls until `check` holds: another process's cached session may answer for up to 2 s (session-cache.ts). */
  async function eventually(check: () => Promise<boolean>, timeoutMs = 5_000) {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) return false;
      await sleep(200);
    }
    return true;
  }

  /** Which app process (1-based) answered each logged request whose line contains `marker`. */
  async function upstreamsOf(marker: string, count: number): Promise<number[]> {
    const ports = cluster.appPorts.map(String);
    let found: number[] = [];
    await eventually(async () => {
      const lines = fs.readFileSync(cluster.accessLog, "utf8").split("\n");
      found = lines
        .filter((line) => line.includes(marker))
        .map((line) => ports.indexOf(/upstream=127\.0\.0\.1:(\d+)/.exec(line)?.[1] ?? "") + 1);
      return found.length >= count;
    }, 3_000);
    return found;
  }

  function multipart(fields: Record<string, string>, file: Buffer, fileName: string, mime: string) {
    const boundary = `----vs${randomBytes(8).toString("hex")}`;
    const parts: Buffer[] = [];
    for (const [name, value] of Object.entries(fields)) {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    }
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
          `Content-Type: ${mime}\r\n\r\n`,
      ),
    );
    parts.push(file, Buffer.from(`\r\n--${boundary}--\r\n`));
    return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
  }

  async function analyze(base: string, session: Session, fields: Record<string, string> = {}) {
    const { body, contentType } = multipart(fields, fs.readFileSync(image), "frame.png", "image/png");
    const res = await fetch(`${base}/api/analyze`, {
      method: "POST",
      headers: { cookie: session.cookie, "Content-Type": contentType },
      body,
    });
    return { status: res.status, body: (await res.json()) as { code?: string; message?: string } };
  }

  /**
   * An upload that sends its first half and then waits: the analysis is admitted (one per user) and in flight
   * on that process until finish() sends the rest.
   */
  function slowUpload(base: string, session: Session) {
    const padding = "x".repeat(2000); // a caption, so the first half is past the gate and streaming the file
    const { body, contentType } = multipart({ caption: padding }, fs.readFileSync(image), "frame.png", "image/png");
    const url = new URL(`${base}/api/analyze`);
    const half = Math.floor(body.length / 2);
    const req = http.request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: "POST",
      headers: { cookie: session.cookie, "Content-Type": contentType, "Content-Length": body.length },
    });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      req.on("error", reject);
      req.on("response", (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      });
    });
    req.write(body.subarray(0, half));
    return { answer, finish: () => void req.end(body.subarray(half)) };
  }

  it("when requests go through nginx, then they alternate between the two processes", async () => {
    expect(cluster.pids).toHaveLength(2);
    const marker = `rr-${randomUUID()}`;
    for (let i = 0; i < 6; i += 1) {
      const res = await fetch(`${cluster.url}/api/health?probe=${marker}`);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    const served = await upstreamsOf(marker, 6);
    expect(served).toHaveLength(6);
    expect(new Set(served)).toEqual(new Set([1, 2]));
    for (let i = 1; i < served.length; i += 1)
      expect(served[i], `request ${i + 1} of ${served}`).not.toBe(served[i - 1]);
  });

  it("when both processes have started, then each maintenance job has run once, not once per process", async () => {
    // The scheduler claims each run in scheduled_jobs; the sweeps run at start, then every few minutes.
    let jobs: Array<{ name: string; runs: number; last_holder: string | null }> = [];
    await eventually(async () => {
      jobs = await query(`SELECT name, runs, last_holder FROM scheduled_jobs WHERE name LIKE 'sweep-%' ORDER BY name`);
      return jobs.length > 0;
    }, 15_000);
    expect(jobs.length, "no sweep-* job in scheduled_jobs").toBeGreaterThan(0);
    await sleep(1_000); // a second process that raced the first would have counted its run by now
    jobs = await query(`SELECT name, runs, last_holder FROM scheduled_jobs WHERE name LIKE 'sweep-%' ORDER BY name`);
    for (const job of jobs) expect(job.runs, `${job.name} (last run by ${job.last_holder})`).toBe(1);
  });

  it("when a user signs up through one process, then the other knows the session, the e-mail link and the sign-out", async () => {
    const [one, two] = cluster.appUrls as [string, string];
    const mailsBefore = smtp.messages.length;
    const session = await register(one);
    expect((await currentUser(two, session.cookie))?.id).toBe(session.userId);

    // The verification mail sent by process 1 is opened on process 2.
    await smtp.waitFor(mailsBefore + 1);
    const mail = smtp.messages.slice(mailsBefore).find((message) => message.to.includes(session.email));
    expect(mail, "no verification mail").toBeDefined();
    const verified = await fetch(`${two}/api/verify-email?token=${tokenFromMail(mail!)}`);
    expect(verified.status).toBe(200);
    expect(await eventually(async () => (await currentUser(one, session.cookie))?.emailVerified === true)).toBe(true);

    // Signing in on process 2 gives a session process 1 accepts; signing out there ends it on process 2.
    const login = await fetch(`${two}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: session.email, password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    const second = cookieOf(login);
    expect((await currentUser(one, second))?.id).toBe(session.userId);
    const logout = await fetch(`${one}/api/logout`, { method: "POST", headers: { cookie: second } });
    expect(logout.status).toBe(200);
    expect(await eventually(async () => (await currentUser(two, second)) === null)).toBe(true);
  });

  it("when a client claims an address in X-Forwarded-For, then the app still sees the address nginx saw", async () => {
    const res = await fetch(`${cluster.url}/api/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "203.0.113.7" },
      body: JSON.stringify({
        email: `xff_${process.pid}@example.com`,
        username: `xff_${process.pid}`,
        password: PASSWORD,
      }),
    });
    expect(res.status).toBe(201);
    const { user } = (await res.json()) as { user: { id: number } };
    const [row] = await query<{ ip: string | null }>("SELECT ip FROM sessions WHERE user_id = $1", [user.id]);
    expect(row?.ip).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });

  it("when an upload announces more than the limit, then it is refused as FILE_TOO_LARGE before a byte is read", async () => {
    const session = await register(cluster.url);
    const url = new URL(`${cluster.url}/api/analyze`);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request({
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        headers: {
          cookie: session.cookie,
          "Content-Type": "multipart/form-data; boundary=x",
          "Content-Length": maxUploadBytes() + 2 * 1024 * 1024,
        },
      });
      req.on("error", reject);
      req.on("response", (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() });
          req.destroy(); // the announced body is never sent
        });
      });
      req.flushHeaders();
    });
    expect(answer.status).toBe(413);
    expect((JSON.parse(answer.body) as { code: string }).code).toBe("FILE_TOO_LARGE");
  });

  it("when a user's analysis is in flight on one process, then a second is refused with 429 on either process", async () => {
    const [one, two] = cluster.appUrls as [string, string];
    const session = await register(cluster.url);
    const first = slowUpload(one, session);
    // Admitted once its lease is taken (analysis_leases), or after a moment where there is no such table yet.
    await eventually(async () => {
      const rows = await query("SELECT 1 FROM analysis_leases WHERE user_id = $1", [session.userId]).catch(() => []);
      return rows.length > 0;
    }, 3_000);
    try {
      // The same process refused it even when the lease lived in its memory; the other process must know as well.
      const onSame = await analyze(one, session);
      expect(onSame.status, onSame.body.message).toBe(429);
      const onOther = await analyze(two, session);
      expect(onOther.status, `process 2 answered ${onOther.body.message ?? "an analysis"}`).toBe(429);
      expect(onOther.body.code).toBe("RATE_LIMITED");
    } finally {
      first.finish();
    }
    const done = await first.answer;
    expect(done.status, done.body).toBe(201);
    // Once it is done, the next analysis may start anywhere (402: the free analysis is used, not 429).
    expect((await analyze(two, session)).status).toBe(402);
  });

  it("when wrong passwords are sent through nginx, then both processes count them towards one delay", async () => {
    // An address nobody has signed in to from this machine: its wrong passwords are slowed down after five.
    const email = `nobody-${randomUUID()}@example.com`;
    const marker = `login-${randomUUID()}`;
    const wrong = JSON.stringify({ email, password: "not the password at all" });
    for (let i = 0; i < 5; i += 1) {
      const res = await fetch(`${cluster.url}/api/login?attempt=${marker}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: wrong,
      });
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    // At once (the sixth attempt is due a second after the fifth), one straight to each process.
    const refused = await Promise.all(
      cluster.appUrls.map((base) =>
        fetch(`${base}/api/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: wrong }),
      ),
    );
    for (const res of refused) {
      expect(res.status, `${res.url} after 5 failures`).toBe(429);
      expect(((await res.json()) as { code: string }).code).toBe("RATE_LIMITED");
    }
    // Both processes answered some of the five (round-robin), so neither saw five on its own.
    expect(new Set(await upstreamsOf(marker, 5))).toEqual(new Set([1, 2]));
  });

  it("when an analysis is uploaded to one process, then a client listening on the other gets its progress", async () => {
    const [one, two] = cluster.appUrls as [string, string];
    const session = await register(cluster.url);
    const requestId = randomUUID();
    const listening = new AbortController();
    const stream = await fetch(`${two}/api/analysis-progress/${requestId}`, {
      headers: { cookie: session.cookie, accept: "text/event-stream" },
      signal: listening.signal,
    });
    expect(stream.status).toBe(200);
    const stages: string[] = [];
    const reading = (async () => {
      const decoder = new TextDecoder();
      let buffered = "";
      for await (const chunk of stream.body as unknown as AsyncIterable<Uint8Array>) {
        buffered += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffered.indexOf("\n\n")) >= 0) {
          const message = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const data = /^data: (.*)$/m.exec(message)?.[1];
          if (data) stages.push((JSON.parse(data) as { stage: string }).stage);
        }
        if (stages.includes("done") || stages.includes("failed")) return;
      }
    })().catch(() => {});
    await sleep(300); // the listener is subscribed before the upload starts
    const result = await analyze(one, session, { requestId });
    expect(result.status, result.body.message).toBe(201);
    // The stream ends with "done" soon after the POST answered; a listener that never hears gives up here.
    await Promise.race([reading, sleep(10_000)]);
    listening.abort();
    expect(stages, `stages heard on process 2: ${stages.join(", ") || "none"}`).toContain("done");
    expect(stages.indexOf("done")).toBe(stages.length - 1);
    expect(stages.length).toBeGreaterThan(1);
  });

  // Last: it stops process 2.
  it("when one process shuts down, then nginx keeps answering through the other", async () => {
    const session = await register(cluster.url);
    const exited = new Promise<void>((resolve) => {
      const check = setInterval(() => {
        try {
          process.kill(cluster.pids[1]!, 0);
        } catch {
          clearInterval(check);
          resolve();
        }
      }, 100);
    });
    process.kill(cluster.pids[1]!, "SIGTERM");
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const res = await fetch(`${cluster.url}/api/user`, { headers: { cookie: session.cookie } });
      statuses.push(res.status);
      await res.arrayBuffer();
      await sleep(100);
    }
    await exited;
    for (let i = 0; i < 4; i += 1) {
      const res = await fetch(`${cluster.url}/api/user`, { headers: { cookie: session.cookie } });
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(
      statuses.every((status) => status === 200),
      `statuses: ${statuses.join(", ")}`,
    ).toBe(true);
  });
});
