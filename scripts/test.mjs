// `npm test`: every test. 1) vitest: unit and API tests on a real database (PGlite, or the PostgreSQL at
// DATABASE_URL); 2) the client build; 3) Playwright in Debian's Chromium against that build.
// Without Chromium the browser tests are skipped LOUDLY, and with E2E_REQUIRED=1 that is a failure.
// Ends with the line "N passed, N failed, N skipped" that CI reads.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const tmp = path.join(root, ".tmp");
fs.mkdirSync(tmp, { recursive: true });
const bin = (name) => path.join(root, "node_modules/.bin", name);
const run = (command, args, extraEnv = {}) =>
  spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...extraEnv } }).status ?? 1;
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

// 0. The Debian packages the product and the tests run (ffmpeg, Arabic OCR data, fonts, Chromium, nginx): installed
// here when missing and this user may, so that the README's commands alone make a fresh machine ready.
if (run(process.execPath, [path.join(root, "scripts/system-packages.mjs"), "--test"]) !== 0) {
  console.error("\nThe system packages could not be installed (see above).");
  console.log("\n0 passed, 1 failed, 0 skipped");
  process.exit(1);
}
const tools = spawnSync(
  process.execPath,
  [
    "--import",
    "tsx",
    "-e",
    'const t = (await import("./server/src/scoring/media/tools.ts")).describeMediaTools(); console.log(JSON.stringify(t));',
  ],
  { cwd: root, encoding: "utf8" },
);
try {
  const media = JSON.parse(tools.stdout.trim().split("\n").pop());
  console.log(`\nMedia tools for the tests and the product: ${media.versionLine} (${media.ffmpeg})`);
  if (media.isOutdated)
    console.error("!! OUTDATED FFMPEG: some media tests read differently with it. apt-get install -y ffmpeg");
} catch {
  console.error(`!! Could not describe the media tools: ${tools.stderr || tools.stdout}`);
}

// 1. Unit and API tests.
const vitestReport = path.join(tmp, "vitest.json");
fs.rmSync(vitestReport, { force: true });
console.log(
  `\n== Unit and API tests (database: ${process.env.DATABASE_URL ? "PostgreSQL at DATABASE_URL" : "PGlite"}) ==`,
);
const vitestStatus = run(bin("vitest"), [
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
}
if (vitestStatus !== 0) failures.push("vitest");
if (vitestStatus !== 0 && (!vitest || vitest.numFailedTests === 0)) totals.failed += 1; // a crash is a failure

// 2 and 3. Build, then browser tests.
const chromium = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find(
  (p) => p && fs.existsSync(p),
);
if (!chromium) {
  const banner = "!".repeat(78);
  console.error(
    `\n${banner}\n!! NO CHROMIUM FOUND: the browser tests are SKIPPED.\n!! Install it with: apt-get install -y chromium   (or set CHROMIUM_PATH)\n${banner}\n`,
  );
  if (process.env.E2E_REQUIRED === "1") {
    failures.push("browser tests required (E2E_REQUIRED=1) but no Chromium");
    totals.failed += 1;
  }
} else {
  console.log("\n== Client build ==");
  if (run(process.execPath, [bin("vite"), "build", "--logLevel", "warn"]) !== 0) {
    failures.push("vite build");
    totals.failed += 1;
  } else {
    console.log(`\n== Browser tests (Playwright, ${chromium}) ==`);
    const report = path.join(tmp, "playwright.json");
    fs.rmSync(report, { force: true });
    const status = run(bin("playwright"), ["test"], { CHROMIUM_PATH: chromium });
    const pw = readJson(report);
    if (pw?.stats) {
      totals.passed += pw.stats.expected;
      totals.failed += pw.stats.unexpected + pw.stats.flaky;
      totals.skipped += pw.stats.skipped;
    }
    if (status !== 0) {
      failures.push("playwright");
      if (!pw?.stats || pw.stats.unexpected === 0) totals.failed += 1;
    }
  }
}

if (failures.length) console.error(`\nFailed: ${failures.join(", ")}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
