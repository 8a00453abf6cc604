import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

const rootDir = path.dirname(fileURLToPath(import.meta.url));

// Test files that need a process no other file has run in: they check what happens when a library loads after
// our module (a worker that ran other files has it loaded already).
const NEEDS_FRESH_PROCESS = ["client/src/lib/zod-config.test.ts"];
const NODE_TESTS = ["server/**/*.test.ts", "shared/**/*.test.ts", "client/src/**/*.test.ts", "scripts/**/*.test.ts"];

// Unit and API tests. API test files each get their own database (a copy of a migrated template),
// so files run in parallel; the browser tests are Playwright's (e2e/).
// Projects: "node" is every .test.ts (server, shared, client utilities); "node-fresh" the few that need a process
// of their own; "client" is the React component tests (client/src/**/*.test.tsx) in jsdom, without the database
// template. Files of "node" and "client" are not isolated from each other (docs/testing.md).
export default defineConfig({
  resolve: {
    alias: {
      "@": path.join(rootDir, "client/src"),
      "@shared": path.join(rootDir, "shared"),
    },
  },
  test: {
    root: rootDir,
    pool: "forks",
    // Vitest's default is one fewer worker than there are cores: one on a 2-core machine, so the files ran one
    // at a time while most of their time waits on a database, SMTP or ffmpeg. Every core gets a worker.
    maxWorkers: Math.max(2, os.availableParallelism()),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { LOG_LEVEL: "silent" },
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: NODE_TESTS,
          exclude: [...configDefaults.exclude, ...NEEDS_FRESH_PROCESS],
          globalSetup: ["server/test/global-setup.ts"],
          // A worker runs file after file in one module registry: the app, the engine and the libraries are imported
          // once per worker, not once per file (110 s of the run's 404 s on this machine; 312 s without). Each file
          // still gets its own database and app (server/test/app.ts), and no test changes a module's state.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: "node-fresh", environment: "node", include: NEEDS_FRESH_PROCESS },
      },
      {
        extends: true,
        test: {
          name: "client",
          environment: "jsdom",
          include: ["client/src/**/*.test.tsx"],
          setupFiles: ["client/src/test-utils/setup-dom.ts"],
          // A component test waits on nothing but the page: one that takes seconds is stuck.
          testTimeout: 10_000,
          // One jsdom and one React per worker, not per file (the project: 32 s isolated, 10 s not); the setup file
          // still runs for every file and cleans the page and the network stubs after each test.
          isolate: false,
        },
      },
    ],
  },
});
