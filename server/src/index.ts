import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createApp } from "./app";
import { ConfigError, loadConfig, startAddress } from "./config";
import { DatabaseOpenError, openDatabase } from "./db/client";
import { isDatabaseUnavailable } from "./db/availability";
import { AppError } from "./errors";
import { inlineScriptSources, staticClientHandlers, viteClientHandlers } from "./http/client";
import { createHttpServer } from "./http/server";
import { createLogger } from "./logger";
import { systemClock } from "./lib/clock";
import { createMailer } from "./mail/mailer";
import { createScheduler } from "./lib/scheduler";
import { createStopSignals } from "./lib/stop-signals";
import { describeMediaTools } from "./scoring/media/tools";
import type { ScoringEngine } from "./scoring/engine";
import { scheduleMaintenance, scheduleWebhookDeliveries } from "./scheduled-work";
import { createReminderWorker } from "./modules/planning/planning-reminders";
import { createResultsReminderWorker } from "./modules/outcomes/results-reminders";

// Start: read config, migrate, listen, shut down cleanly on SIGTERM.
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  // A process must outlive any one failure: a rejection nobody handled is a bug to log, not a reason to drop every
  // request in flight.
  process.on("unhandledRejection", (reason) => logger.error({ err: reason }, "unhandled promise rejection"));
  let database;
  try {
    database = await openDatabase(config);
    await database.migrate();
  } catch (error) {
    if (error instanceof DatabaseOpenError) {
      console.error(error.message);
      process.exit(1);
    }
    if (config.databaseUrl && isDatabaseUnavailable(error)) {
      console.error(
        `Could not reach PostgreSQL at DATABASE_URL (${error instanceof Error ? error.message : String(error)}).\n` +
          "  Start it, or check the address and credentials; unset DATABASE_URL to use the embedded database.",
      );
      process.exit(1);
    }
    throw error;
  }
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom }, logger);

  const vite = config.nodeEnv === "development" ? await viteClientHandlers(rootDir) : null;
  // NODE_ENV=test serves the API alone (the process tests run before any client build exists).
  const builtClient = !vite && config.nodeEnv !== "test";
  const [distDir, pagesDir] = [path.join(rootDir, "dist/client"), path.join(rootDir, "dist/pages")];
  const clientHandlers = vite ? vite.handlers : builtClient ? staticClientHandlers(distDir, pagesDir) : [];
  const { app, services, lifecycle } = createApp({
    config,
    db: database.db,
    mailer,
    logger,
    clientHandlers,
    inlineScriptSources: builtClient ? inlineScriptSources(distDir, pagesDir) : [],
  });

  // Before listening, so the first admin can sign in as soon as the server answers.
  try {
    const { username, password } = config.adminBootstrap;
    const firstAdmin = await services.adminAuth.bootstrap(username, password);
    if (firstAdmin) logger.info({ admin: firstAdmin.username }, "created the first admin from ADMIN_USERNAME");
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    console.error(`ADMIN_USERNAME/ADMIN_PASSWORD: ${error.message}`);
    process.exit(1);
  }

  const server = createHttpServer(app).listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo;
    logger.info(
      { port, database: database.kind, mail: mailer.mode, payments: config.paymentsMode },
      `ViralScore is running at ${startAddress(config, port)} (database: ${database.kind}${database.kind === "pglite" ? ` in ${config.dataDir}` : ""}, mail: ${mailer.mode === "log" ? "written to this log" : "SMTP"}, payments: ${config.paymentsMode === "test" ? "test mode" : config.paymentsMode})`,
    );
    // Models load now rather than on the first creator's upload, once the server listens: health answers
    // "warming" meanwhile, and an analysis that arrives early waits for the models.
    warmUpEngine(services.engine, logger);
  });

  logMediaTools(logger);

  // Maintenance sweeps (expired sessions, uploads older than an hour, preview stills older than 24 hours, spent links,
  // ended rate-limit windows, dead leases, old progress rows), each claimed in scheduled_jobs so that one process runs
  // it per interval however many run (docs/decisions/013-shared-state-in-postgres.md).
  const scheduler = createScheduler({ db: database.db, holder: services.analysisLeases.holder, logger });
  scheduleMaintenance(scheduler, { services, config, logger, db: database.db });
  // Webhooks of the public API: due retries every 15 s (docs/decisions/039-webhooks.md).
  scheduleWebhookDeliveries(scheduler, { services });
  scheduler.start();
  // E-mail reminders before planned posts: jobs kept in PostgreSQL, claimed with SKIP LOCKED, so any number of
  // processes may run the worker and a reminder due while the server was down goes out now.
  const reminders = createReminderWorker({
    db: database.db,
    mailer,
    clock: systemClock,
    logger,
    appUrl: config.appUrl,
  });
  reminders.start();
  // The results reminder 48 hours after a post went out, the same kind of job.
  const resultsReminders = createResultsReminderWorker({
    db: database.db,
    mailer,
    clock: systemClock,
    logger,
    appUrl: config.appUrl,
  });
  resultsReminders.start();

  // SIGTERM: stop accepting, let analyses, payments and API jobs in flight finish (SHUTDOWN_TIMEOUT_MS), end the progress
  // streams with a last event, close the database, exit 0. Copies of one signal sent to the process group are one
  // request; a second signal more than a second later exits at once (lib/stop-signals.ts).
  const stopSignals = createStopSignals();
  const stop = async (signal: string) => {
    const decision = stopSignals.receive();
    if (decision === "repeat") {
      logger.info({ signal }, "the same stop request again (sent to the process group): still draining");
      return;
    }
    if (decision === "exit-now") {
      logger.warn({ signal }, "second signal: exiting now");
      process.exit(1);
    }
    logger.info({ signal, deadlineMs: config.shutdownTimeoutMs }, "shutting down: finishing the requests in flight");
    server.close();
    server.closeIdleConnections();
    const stopStarted = Date.now();
    const report = await lifecycle.drain(config.shutdownTimeoutMs, () => services.progress.flush());
    logger.info(report, report.abandoned ? "shutdown deadline reached" : "requests in flight finished");
    // API jobs run after their 202: they get what is left of the same deadline, and those unfinished fail now.
    const lostJobs = await services.apiJobRunner.drain(
      Math.max(0, config.shutdownTimeoutMs - (Date.now() - stopStarted)),
    );
    if (lostJobs > 0) logger.warn({ jobs: lostJobs }, "API jobs unfinished at the shutdown deadline were failed");
    server.closeAllConnections();
    await scheduler.stop();
    // Webhook attempts in flight record their outcome before the database closes.
    await services.webhooks.close();
    await reminders.stop();
    await resultsReminders.stop();
    await services.analysisLeases.close();
    await vite?.close();
    mailer.close();
    await services.engine.close?.();
    await database.close();
    logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

/** Warms the engine up and logs how long after the process started it was ready (health turns "ok" then). */
function warmUpEngine(engine: ScoringEngine, logger: ReturnType<typeof createLogger>) {
  const started = performance.now();
  const timing = () => ({
    warmUpMs: Math.round(performance.now() - started),
    // performance.now() counts from the process's start.
    startToReadyMs: Math.round(performance.now()),
  });
  engine.warmUp().then(
    () => {
      const readiness = engine.readiness();
      const { startToReadyMs, warmUpMs } = timing();
      const message =
        readiness === "ready"
          ? `scoring engine ready ${startToReadyMs} ms after start`
          : `scoring engine warmed up ${startToReadyMs} ms after start, but its vision models did not load: analyses are scored without them`;
      if (readiness === "ready") logger.info({ readiness, startToReadyMs, warmUpMs }, message);
      else logger.warn({ readiness, startToReadyMs, warmUpMs }, message);
    },
    (error: unknown) => {
      logger.error({ err: error, ...timing() }, "scoring engine warm-up failed: analyses are scored without models");
    },
  );
}

/** Says which ffmpeg decodes uploads, and loudly when it is the npm installer's 2018 fallback or none at all. */
function logMediaTools(logger: ReturnType<typeof createLogger>) {
  try {
    const tools = describeMediaTools();
    const where = { ffmpeg: tools.ffmpeg, ffprobe: tools.ffprobe, source: tools.source };
    if (tools.isOutdated) {
      logger.warn(
        where,
        `OUTDATED FFMPEG: uploads are decoded by "${tools.versionLine}" (${tools.ffmpeg}). ` +
          "Install Debian's current build: apt-get install -y ffmpeg (npm ci does it when run as root).",
      );
    } else {
      logger.info(where, `media tools: ${tools.versionLine} (${tools.ffmpeg}, ${tools.source})`);
    }
  } catch (error) {
    logger.error({ err: error }, "NO FFMPEG FOUND: every upload will fail. Install it: apt-get install -y ffmpeg");
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
