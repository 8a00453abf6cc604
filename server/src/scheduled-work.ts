import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { AppServices } from "./app";
import type { Config } from "./config";
import type { Db } from "./db/client";
import { analysisProgress } from "./db/schema";
import { sweepRateLimitCounters } from "./http/rate-limit-store";
import type { Scheduler } from "./lib/scheduler";
import type { Logger } from "./logger";
import { sweepExpiredAnalysisLeases } from "./modules/analyses/analysis-leases";
import { sweepUploads } from "./modules/analyses/upload";
import { failLostJobs } from "./modules/public-api/api-job-runner";
import { IDEMPOTENCY_KEEP_MS } from "./modules/public-api/api-jobs.service";

// The maintenance sweeps, each its own job so one failing does not hold up the others, run once per interval across all
// app processes (lib/scheduler.ts).

export const MAINTENANCE_INTERVAL_MS = 10 * 60_000;
/** How often API jobs whose process died are looked for: their lease is 5 minutes, so a client learns within 6. */
export const LOST_API_JOBS_INTERVAL_MS = 60_000;
/** How often the webhook deliveries that fell due are sent (a new one is also sent at once, modules/webhooks). */
export const WEBHOOK_DELIVERY_INTERVAL_MS = 15_000;

/** Deletes the progress rows of analyses that ended or were abandoned over an hour ago. */
export async function sweepAnalysisProgress(db: Db): Promise<number> {
  const deleted = await db
    .delete(analysisProgress)
    .where(sql`${analysisProgress.updatedAt} < now() - interval '1 hour'`)
    .returning({ requestId: analysisProgress.requestId });
  return deleted.length;
}

/**
 * The upload folder is one machine's: processes sharing it (one machine) sweep it once, and each other machine
 * sweeps its own, so the job's name carries the host and the folder.
 */
export function uploadSweepJobName(uploadDir: string): string {
  return `sweep-uploads:${os.hostname()}:${path.resolve(uploadDir)}`;
}

export function scheduleMaintenance(
  scheduler: Scheduler,
  deps: { services: AppServices; config: Pick<Config, "uploadDir">; logger: Logger; db: Db },
): void {
  const { services, config, logger, db } = deps;
  const every = (name: string, task: () => Promise<unknown>) => scheduler.every(name, MAINTENANCE_INTERVAL_MS, task);

  every("sweep-sessions", () => services.auth.sweepExpiredSessions());
  every("sweep-admin-sessions", () => services.adminAuth.sweep());
  // Uploads older than an hour: a crash must not leave media behind.
  every(uploadSweepJobName(config.uploadDir), () => sweepUploads(config.uploadDir, logger));
  // Used and expired verification links are kept a month, so reopening one still gets its answer.
  every("sweep-verification-links", () => services.emailVerification.sweep());
  // Password reset links live an hour; a day later they are deleted, used or not.
  every("sweep-password-reset-links", () => services.passwordReset.sweep());
  // The preview stills of analyses older than 24 hours, as the FAQ promises.
  every("sweep-previews", async () => {
    const cleared = await services.analyses.sweepExpiredPreviews();
    if (cleared) logger.info({ cleared }, "deleted expired analysis previews");
  });
  // The state app processes share (docs/decisions/013-shared-state-in-postgres.md): ended rate-limit windows, leases of
  // processes that died, stale progress.
  every("sweep-rate-limit-counters", () => sweepRateLimitCounters(db));
  every("sweep-analysis-leases", () => sweepExpiredAnalysisLeases(db));
  every("sweep-analysis-progress", () => sweepAnalysisProgress(db));
  // Sign-in failures an hour after the last one, and devices and addresses not seen for 90 days.
  every("sweep-login-guard", () => services.loginGuard.sweep());
  // The public API: jobs whose process died are failed (and what they counted given back), and Idempotency-Keys
  // are forgotten after 24 hours.
  scheduler.every("fail-lost-api-jobs", LOST_API_JOBS_INTERVAL_MS, async () => {
    const failed = await failLostJobs(services.apiJobs, new Date());
    if (failed) logger.warn({ failed }, "failed API jobs whose process stopped");
  });
  every("forget-idempotency-keys", () =>
    services.apiJobs.repo.clearIdempotencyKeys(new Date(Date.now() - IDEMPOTENCY_KEEP_MS)),
  );
}

/**
 * Webhooks of the public API: the retries that fell due, any delivery whose immediate send was missed (its process
 * stopped), and the pruning of the log. The run is claimed per interval like the sweeps, and each delivery is taken by one process only
 * in any case (docs/decisions/039-webhooks.md).
 */
export function scheduleWebhookDeliveries(
  scheduler: Scheduler,
  deps: { services: Pick<AppServices, "webhooks">; intervalMs?: number },
): void {
  scheduler.every("deliver-webhooks", deps.intervalMs ?? WEBHOOK_DELIVERY_INTERVAL_MS, () =>
    deps.services.webhooks.deliverDue(),
  );
  // The log of deliveries keeps 30 days of ended ones.
  scheduler.every("sweep-webhook-deliveries", MAINTENANCE_INTERVAL_MS, () => deps.services.webhooks.sweep());
}
