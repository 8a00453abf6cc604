import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../../scripts/cluster/cluster.mjs";

// The real server as its own process (`node --import tsx server/src/index.ts`), for what only a process can show: that
// it survives its database connections being killed, and how it shuts down on SIGTERM.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal?: NodeJS.Signals): void;
  /** Sends a signal to the whole process group, as a terminal's Ctrl-C or `kill -- -PGID` does (viaStartScript). */
  killGroup(signal: NodeJS.Signals): void;
  dataDir: string;
};

export async function startServerProcess(options: {
  databaseUrl: string;
  env?: Record<string, string>;
  /** Start through scripts/start.mjs (as `npm start` does) in a process group of its own. */
  viaStartScript?: boolean;
}): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vs-proc-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "test",
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: url,
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl,
    BCRYPT_COST: "4",
    RATE_LIMIT_MULTIPLIER: "1000",
    PAYMENTS_MODE: "test",
    LOG_LEVEL: "info",
    ...options.env,
  };
  delete env.SMTP_URL;
  const args = options.viaStartScript
    ? [path.join(root, "scripts/start.mjs")]
    : ["--import", "tsx", path.join(root, "server/src/index.ts")];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: Boolean(options.viaStartScript),
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited while starting:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 60_000) {
      child.kill("SIGKILL");
      throw new Error(`the server did not answer within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    output: () => output,
    exited,
    kill: (signal = "SIGTERM") => void child.kill(signal),
    killGroup: (signal) => {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // the group has already ended
      }
    },
    dataDir,
  };
}

/** Registers a user through the API and returns the session cookie. */
export async function registerOver(url: string, tag: string): Promise<{ cookie: string; id: number }> {
  const name = `${tag}${process.pid}x${Math.floor(Math.random() * 1e9)}`;
  const res = await fetch(`${url}/api/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: url },
    body: JSON.stringify({ email: `${name}@example.com`, username: name, password: "correct horse battery" }),
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith("sid="))!
    .split(";")[0]!;
  const body = (await res.json()) as { user: { id: number } };
  return { cookie, id: body.user.id };
}
