// The server the browser tests drive: the production build on E2E_PORT with its own fresh database (a PGlite
// folder, or a fresh PostgreSQL database when DATABASE_URL is set and E2E_DATABASE is not pglite). Its log, which
// holds the e-mails in the embedded default, is copied to e2e/.tmp/server.log for the tests to read. Payments run in
// test mode, and the promo codes of E2E_SEED_PROMOS are created before the server starts.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const tmp = path.join(root, "e2e/.tmp");
fs.rmSync(tmp, { recursive: true, force: true });
fs.mkdirSync(tmp, { recursive: true });
const port = process.env.E2E_PORT ?? "5179";

const env = {
  ...process.env,
  NODE_ENV: "production",
  PORT: port,
  HOST: "127.0.0.1",
  APP_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: path.join(tmp, "data"),
  RATE_LIMIT_MULTIPLIER: "50",
  BCRYPT_COST: "6",
  LOG_LEVEL: "info",
  PAYMENTS_MODE: "test", // the browser tests pay with Stripe's test card numbers in our own test mode
  // The first admin, made on first start as on a fresh install (e2e/admin-fixtures.ts signs in with it).
  ADMIN_USERNAME: "e2e-admin",
  ADMIN_PASSWORD: "e2e admin password",
};
delete env.SMTP_URL; // e-mail goes to the log: the tests follow the logged link, as a person would

// E2E_DATABASE=pglite keeps the embedded default even where DATABASE_URL is set: CI runs the API tests on
// PostgreSQL and the whole product, through the browser, on the PGlite that `npm start` uses.
if (process.env.E2E_DATABASE === "pglite") delete env.DATABASE_URL;
if (env.DATABASE_URL) {
  const { default: pg } = await import("pg");
  const name = "viralscore_e2e";
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
}

// Promo codes the payment tests redeem (e2e/payment-fixtures.ts names them): "CODE:percent" entries,
// comma-separated. They go in through `npm run promo:create`'s script, one run each and to completion before
// the server starts, since the embedded PGlite allows one process at a time.
const seedPromos = (process.env.E2E_SEED_PROMOS ?? "E2EHALF:50,E2EFREE:100,E2EPRO:100")
  .split(",")
  .map((entry) => entry.trim())
  .filter(Boolean);
for (const entry of seedPromos) {
  const [code, percent] = entry.split(":");
  execFileSync(
    process.execPath,
    ["--import", "tsx", path.join(root, "scripts/create-promo-code.ts"), "--code", code, "--percent", percent ?? "100"],
    { cwd: root, env: { ...env, LOG_LEVEL: "warn" }, stdio: ["ignore", "ignore", "inherit"] },
  );
}

const log = fs.createWriteStream(path.join(tmp, "server.log"));
const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "server/src/index.ts")], { cwd: root, env });
server.stdout.pipe(log);
server.stderr.on("data", (chunk) => {
  log.write(chunk);
  process.stderr.write(chunk);
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
