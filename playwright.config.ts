import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// Browser tests drive Debian's Chromium (never a downloaded browser) against the production build,
// served by scripts/e2e-server.mjs with its own database and mail written to its log.
const port = Number(process.env.E2E_PORT ?? 5179);
export const chromiumPath = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find(
  (candidate): candidate is string => Boolean(candidate && fs.existsSync(candidate)),
);

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: ".tmp/playwright.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // No traces by default: recording one for every test cost a fifth of the browser tests' time on 2 cores
    // (e2e/arabic.spec.ts: 91-97 s with, 74-76 s without). To study a failure: --trace retain-on-failure.
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
        "--disable-dev-shm-usage",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
