// A child process for the upload benchmark: the real app (PGlite in memory, mail to a no-op, the default
// engine) on a loopback port, sampling its own resident memory every 5 ms and reporting baseline and
// peak to the parent over IPC. Run by scripts/bench/upload-memory.ts, not by hand.
import os from "node:os";
import path from "node:path";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import { createApp } from "../../server/src/app";
import { loadConfig } from "../../server/src/config";
import { openPglite } from "../../server/src/db/client";
import { createLogger } from "../../server/src/logger";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vs-bench-upload-"));
const config = loadConfig({
  NODE_ENV: "test",
  DATA_DIR: dataDir,
  BCRYPT_COST: "4",
  LOG_LEVEL: "silent",
  RATE_LIMIT_MULTIPLIER: "100",
});
const database = await openPglite(undefined);
await database.migrate();
const { app, services } = createApp({
  config,
  db: database.db,
  mailer: { mode: "log", send: async () => {} },
  logger: createLogger("silent"),
});
await services.engine.warmUp();
global.gc?.();

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
  } else if (message.type === "exit") {
    clearInterval(sampler);
    server.close();
    await services.engine.close?.();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  }
});
