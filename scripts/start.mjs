// `npm start`: serves the production build and the API on one port; builds the client first when there
// is no build yet. Runs on the embedded defaults (PGlite under DATA_DIR, mail to the log, test payments)
// unless the environment says otherwise (README).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const built = path.join(root, "dist/client/index.html");

// NODE_ENV=development serves the client through Vite, and test serves the API alone: neither needs a build.
const servesBuild = (process.env.NODE_ENV ?? "production") === "production";
if (servesBuild && (!fs.existsSync(built) || process.argv.includes("--build"))) {
  console.log("Building the client (first start)...");
  const result = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"],
    {
      cwd: root,
      stdio: "inherit",
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "server/src/index.ts")], {
  cwd: root,
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
// A signal sent to the process group (Ctrl-C in a terminal, `kill -- -PGID`, systemd) reaches the server directly
// and also reaches this process, often twice more through npm. Forward it only while the server may not have had it,
// that is at most once per second: the server drains on the first copy, and exits at once only on a second signal
// that comes more than a second later (server/src/lib/stop-signals.ts).
let lastForwardedAt = 0;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    const now = Date.now();
    if (now - lastForwardedAt <= 1000) return;
    lastForwardedAt = now;
    server.kill(signal);
  });
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
