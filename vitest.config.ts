import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const rootDir = path.dirname(fileURLToPath(import.meta.url));

// Unit and API tests. API test files each get their own database (a copy of a migrated template),
// so files run in parallel; the browser tests are Playwright's (e2e/).
// Two projects: "node" is every .test.ts (server, shared, client utilities), as before; "client" is the React
// component tests (client/src/**/*.test.tsx) in jsdom, without the database template (docs/testing.md).
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
          include: ["server/**/*.test.ts", "shared/**/*.test.ts", "client/src/**/*.test.ts"],
          globalSetup: ["server/test/global-setup.ts"],
        },
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
        },
      },
    ],
  },
});
