import { fork } from "node:child_process";
import { randomUUID } from "node:crypto";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { postUpload } from "./post-upload";

// Many creators at once against the real server (PGlite, the default engine with every model) in a child process:
// how long each analysis takes from its upload's last byte to its answer, the place in line each one was shown,
// and how fast GET /api/user answers meanwhile. Each creator is a new account on its free analysis.

type Upload = { status: number; uploadMs: number; serverMs: number; positions: number[]; score: number | null };

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
};

async function register(base: string, label: string): Promise<string> {
  const id = `${label}${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const res = await fetch(`${base}/api/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: `${id}@example.com`, username: id.slice(0, 30), password: "benchmark password" }),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  return (res.headers.get("set-cookie") ?? "").split(";")[0]!;
}

/** The places in line the progress stream announced for one request id, until the stream is closed. */
function watchPositions(port: number, cookie: string, requestId: string): { positions: number[]; stop(): void } {
  const positions: number[] = [];
  const req = http.get(
    { host: "127.0.0.1", port, path: `/api/analysis-progress/${requestId}`, headers: { Cookie: cookie } },
    (res) => {
      res.setEncoding("utf8");
      res.on("data", (text: string) => {
        for (const match of text.matchAll(/data: (\{.*\})/g)) {
          const event = JSON.parse(match[1]!) as { stage: string; position?: number };
          if (event.stage === "queued" && typeof event.position === "number") positions.push(event.position);
        }
      });
    },
  );
  req.on("error", () => undefined);
  return { positions, stop: () => req.destroy() };
}

async function upload(
  port: number,
  cookie: string,
  filePath: string,
  mime: string,
  caption = "Which one would you pick? Comment below",
): Promise<Upload> {
  const requestId = randomUUID();
  const watch = watchPositions(port, cookie, requestId);
  const posted = await postUpload(port, cookie, filePath, mime, { caption, hashtags: "#riyadh #foodtok", requestId });
  watch.stop();
  let score: number | null = null;
  try {
    score = (JSON.parse(posted.body) as { analysis?: { viralScore: number } }).analysis?.viralScore ?? null;
  } catch {
    score = null;
  }
  return {
    status: posted.status,
    uploadMs: Math.round(posted.sent - posted.started),
    serverMs: Math.round(posted.answered - posted.sent),
    positions: watch.positions,
    score,
  };
}

/** GET /api/user every 25 ms until stopped; the answer times. */
function pollUser(base: string, cookie: string): { stop(): Promise<number[]> } {
  const times: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const t0 = performance.now();
      await fetch(`${base}/api/user`, { headers: { Cookie: cookie } }).then((r) => r.arrayBuffer());
      times.push(performance.now() - t0);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return times;
    },
  };
}

function describeRound(
  label: string,
  uploads: Upload[],
  userTimes: number[],
  loop: { p99: number; max: number },
): void {
  const server = uploads.map((u) => u.serverMs);
  const ok = uploads.filter((u) => u.status === 201).length;
  console.log(
    `${label}: ${ok}/${uploads.length} answered 201; after upload p50 ${percentile(server, 50)} ms, ` +
      `p95 ${percentile(server, 95)} ms, max ${Math.max(...server)} ms ` +
      `(upload itself p50 ${percentile(
        uploads.map((u) => u.uploadMs),
        50,
      )} ms)`,
  );
  console.log(
    `  places in line shown (first announced -> last): ${uploads
      .map((u) => (u.positions.length ? `${u.positions[0]}->${u.positions[u.positions.length - 1]}` : "none"))
      .join(", ")}`,
  );
  if (userTimes.length) {
    console.log(
      `  GET /api/user meanwhile: ${userTimes.length} requests, p50 ${percentile(userTimes, 50).toFixed(1)} ms, ` +
        `p99 ${percentile(userTimes, 99).toFixed(1)} ms, max ${Math.max(...userTimes).toFixed(1)} ms; ` +
        `server event-loop delay p99 ${loop.p99} ms, max ${loop.max} ms`,
    );
  }
}

/**
 * 8 photos at once, then 4 clips at once while another signed-in creator keeps asking for GET /api/user; on
 * PostgreSQL when databaseUrl is given (as in production with several processes), else PGlite.
 */
export async function benchConcurrency(photo: string, clip: string, databaseUrl?: string): Promise<void> {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), "upload-server.ts");
  const child = fork(script, [], {
    execArgv: [
      "--import",
      "tsx",
      ...(process.env.BENCH_CPU_PROF ? ["--cpu-prof", "--cpu-prof-dir", process.env.BENCH_CPU_PROF] : []),
    ],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    env: { ...process.env, ...(databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {}) },
  });
  try {
    const port = await new Promise<number>((resolve) =>
      child.on("message", (m: { type: string; port?: number }) => m.type === "ready" && resolve(m.port!)),
    );
    const base = `http://127.0.0.1:${port}`;
    const watcher = await register(base, "watch");
    const photoUsers = await Promise.all(Array.from({ length: 8 }, (_, i) => register(base, `photo${i}`)));
    const clipUsers = await Promise.all(Array.from({ length: 4 }, (_, i) => register(base, `clip${i}`)));

    const reply = (type: string) =>
      new Promise<{ p99: number; max: number }>((resolve) => {
        const on = (m: { type: string; p99: number; max: number }) => {
          if (m.type !== type) return;
          child.off("message", on);
          resolve(m);
        };
        child.on("message", on);
      });
    const round = async <T>(work: () => Promise<T>) => {
      child.send({ type: "loop-start" });
      const poll = pollUser(base, watcher);
      const result = await work();
      const userTimes = await poll.stop();
      child.send({ type: "loop-stop" });
      return { result, userTimes, loop: await reply("loop") };
    };
    const p = await round(() => Promise.all(photoUsers.map((cookie) => upload(port, cookie, photo, "image/jpeg"))));
    const photos = p.result;
    describeRound("8 creators, one 12 MP photo each, at once", photos, p.userTimes, p.loop);
    const c = await round(() => Promise.all(clipUsers.map((cookie) => upload(port, cookie, clip, "video/mp4"))));
    const clips = c.result;
    describeRound("4 creators, one 60 s 300 MB clip each, at once", clips, c.userTimes, c.loop);

    // The same files again from the same creators with another caption: answered from what was measured.
    child.send({ type: "grant-credits" });
    await new Promise<void>((resolve) =>
      child.on("message", (m: { type: string }) => m.type === "granted" && resolve()),
    );
    for (const [label, cookie, file, mime, first] of [
      ["photo", photoUsers[0]!, photo, "image/jpeg", photos[0]!],
      ["clip", clipUsers[0]!, clip, "video/mp4", clips[0]!],
    ] as const) {
      const again = await upload(port, cookie, file, mime, "Edited caption: which one? 👇");
      console.log(
        `same ${label} again with an edited caption: ${again.status}, ${again.serverMs} ms after upload ` +
          `(first analysis ${first.serverMs} ms; score ${first.score} -> ${again.score})`,
      );
    }
  } finally {
    child.send({ type: "exit" });
  }
}
