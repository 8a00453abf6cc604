// A child process for the upload and concurrency benchmarks: the real app (PGlite in memory, or a fresh database
// on the PostgreSQL server of BENCH_DATABASE_URL; mail to a no-op; the default engine) on a loopback port,
// sampling its own resident memory every 5 ms and reporting baseline and peak to the parent over IPC. Run by
// scripts/bench/upload-memory.ts and scripts/bench/concurrency.ts, not by hand.
import os from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import path from "node:path";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import { createApp } from "../../server/src/app";
import { loadConfig } from "../../server/src/config";
import { openPglite, openPostgres } from "../../server/src/db/client";
import { users } from "../../server/src/db/schema";
import { createTempDatabase } from "./temp-database";
import { createLogger } from "../../server/src/logger";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vs-bench-upload-"));
const config = loadConfig({
  NODE_ENV: "test",
  DATA_DIR: dataDir,
  BCRYPT_COST: "4",
  LOG_LEVEL: "silent",
  RATE_LIMIT_MULTIPLIER: "100",
});
const serverUrl = process.env.BENCH_DATABASE_URL;
const temp = serverUrl ? await createTempDatabase(serverUrl, `viralscore_bench_${process.pid}`) : null;
const database = temp ? openPostgres(temp.url) : await openPglite(undefined);
await database.migrate();
const { app, services } = createApp({
  config,
  db: database.db,
  mailer: { mode: "log", send: async () => {}, close() {} },
  logger: createLogger("silent"),
});
await services.engine.warmUp();
global.gc?.();

const loopDelay = monitorEventLoopDelay({ resolution: 5 });
let peak = 0;
let sampling = false;
const sampler = setInterval(() => {
  if (sampling) peak = Math.max(peak, process.memoryUsage().rss);
}, 5);

const server = app.listen(0, "127.0.0.1", () => {
  process.send!({ type: "ready", port: (server.address() as AddressInfo).port });
});

process.on("message", async (message: { type: string }) => {
  if (message.type === "start") {
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    peak = baseline;
    sampling = true;
    process.send!({ type: "started", baseline });
  } else if (message.type === "stop") {
    sampling = false;
    process.send!({ type: "peak", peak });
  } else if (message.type === "loop-start") {
    loopDelay.reset();
    loopDelay.enable();
  } else if (message.type === "loop-stop") {
    loopDelay.disable();
    const ms = (ns: number) => Math.round(ns / 1e5) / 10;
    process.send!({ type: "loop", p99: ms(loopDelay.percentile(99)), max: ms(loopDelay.max) });
  } else if (message.type === "grant-credits") {
    // Every account gets paid credits, for benchmarks that analyse more than the free one.
    await database.db.update(users).set({ analysisCredits: 10 });
    process.send!({ type: "granted" });
  } else if (message.type === "exit") {
    clearInterval(sampler);
    server.close();
    await services.engine.close?.();
    await database.close();
    await temp?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  }
});
