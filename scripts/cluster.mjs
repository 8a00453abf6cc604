// `npm run cluster [-- --processes N --port P]`: N identical production app processes (default 2) behind one nginx on
// 127.0.0.1:P (default 8080), round-robin with no stickiness. PostgreSQL is their only shared state, so DATABASE_URL is
// required. The nginx configuration, its logs and pid are written to a temporary folder whose path is printed. Ctrl-C
// or SIGTERM stops nginx, then each app process cleanly.
import { parseArgs } from "node:util";
import { ClusterError, startCluster } from "./cluster/cluster.mjs";

let flags;
try {
  ({ values: flags } = parseArgs({
    options: {
      processes: { type: "string", default: "2" },
      port: { type: "string", default: "8080" },
    },
  }));
} catch (error) {
  console.error(`cluster: ${error.message}\nUsage: npm run cluster -- [--processes N] [--port P]`);
  process.exit(2);
}
const processes = Number(flags.processes);
const port = Number(flags.port);
if (!Number.isInteger(processes) || processes < 1 || processes > 64) {
  console.error("cluster: --processes must be a whole number from 1 to 64");
  process.exit(2);
}
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error("cluster: --port must be a port number from 1 to 65535");
  process.exit(2);
}

let cluster = null;
let shuttingDown = false;
async function shutDown(reason, exitCode) {
  if (shuttingDown) return;
  shuttingDown = true;
  console.log(`\ncluster: ${reason}; stopping nginx, then the app processes...`);
  await cluster?.stop();
  process.exit(exitCode);
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    // Before the cluster is up, startCluster is still waiting: stop it as soon as it returns.
    if (!cluster) shuttingDown = true;
    void shutDown(signal, 0);
  });
}

try {
  console.log(`Starting ${processes} app process(es) behind nginx on 127.0.0.1:${port}...`);
  cluster = await startCluster({
    processes,
    port,
    log: console.log,
    onLog: (name, line) => console.log(`[${name}] ${line}`),
    // While starting, startCluster itself reports a process that dies (with its last output) and cleans up.
    onExit: (name, code, signal) => cluster && void shutDown(`${name} exited (${code ?? signal})`, 1),
  });
} catch (error) {
  console.error(error instanceof ClusterError ? `cluster: ${error.message}` : error);
  process.exit(error instanceof ClusterError ? 2 : 1);
}
if (shuttingDown) {
  await cluster.stop();
  process.exit(0);
}
console.log(
  `\nViralScore is running at ${cluster.url}\n` +
    cluster.appUrls.map((appUrl, i) => `  app ${i + 1}: ${appUrl} (pid ${cluster.pids[i]})`).join("\n") +
    `\n  nginx: pid ${cluster.nginxPid}, configuration and logs in ${cluster.prefix}\nCtrl-C stops everything.`,
);
