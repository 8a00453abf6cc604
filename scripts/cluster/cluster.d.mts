// Types of cluster.mjs for the TypeScript callers (server/test/cluster.test.ts, scripts/bench-scale.ts).

export class ClusterError extends Error {}

export type ClusterOptions = {
  /** App processes behind nginx (default 2). */
  processes?: number;
  /** nginx's port on 127.0.0.1; 0 or unset: a free one. */
  port?: number;
  /** Laid over process.env for the app processes; DATABASE_URL is required. */
  env?: Record<string, string | undefined>;
  /** Build the client first when dist/client is missing (default true). */
  build?: boolean;
  /** nginx worker_processes (default "auto"). */
  nginxWorkers?: number | "auto";
  /** Keep the nginx folder (configuration and logs) after stop(). */
  keepPrefix?: boolean;
  /** How long each process may take to answer GET /api/health (default 120 s). */
  timeoutMs?: number;
  log?: (message: string) => void;
  onLog?: (name: string, line: string) => void;
  onExit?: (name: string, code: number | null, signal: NodeJS.Signals | null) => void;
};

export type Cluster = {
  /** nginx's address, the one people use. */
  url: string;
  /** Each app process's own address, in the order of `pids`. */
  appUrls: string[];
  appPorts: number[];
  pids: number[];
  nginxPid: number;
  /** nginx's folder: nginx.conf, access.log (with upstream=<the process that answered>), error.log. */
  prefix: string;
  accessLog: string;
  errorLog: string;
  /** Stops nginx, then sends SIGTERM to each app process and waits for it to exit. */
  stop(): Promise<void>;
};

export function startCluster(options?: ClusterOptions): Promise<Cluster>;
export function freePort(): Promise<number>;
export function maxUploadBytes(): number;
export function ensureClientBuild(log?: (message: string) => void): void;
export function nginxConfig(options: {
  prefix: string;
  port: number;
  appPorts: number[];
  workers?: number | "auto";
}): string;
