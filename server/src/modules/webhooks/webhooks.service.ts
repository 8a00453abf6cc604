import { sql } from "drizzle-orm";
import type { ApiKey } from "@shared/schemas/public-api";
import type {
  WebhookDelivery,
  WebhookDeliveryStatus,
  WebhookEvent,
  WebhookEventType,
  WebhookUrlResponse,
} from "@shared/schemas/webhooks";
import { WEBHOOK_DELIVERIES_LISTED } from "@shared/schemas/webhooks";
import type { Db, Tx } from "../../db/client";
import { BUS_CHANNEL, busFor } from "../../db/cluster-bus";
import { AppError } from "../../errors";
import type { SessionUser } from "../../http/auth";
import type { Clock } from "../../lib/clock";
import type { Logger } from "../../logger";
import { checkWebhookUrl, type WebhookAddressPolicy, type WebhookUrlProblem } from "./webhook-address";
import {
  type AttemptOutcome,
  isDelivered,
  newWebhookSecret,
  postWebhook,
  signatureHeaders,
  WEBHOOK_TIMEOUT_MS,
} from "./webhook-sender";
import {
  type ClaimedDelivery,
  createWebhooksRepository,
  type DeliveryRow,
  type WebhookKeyRow,
} from "./webhooks.repository";

// Webhooks of the public API (docs/decisions/039-webhooks.md): the owner's routes (set the URL, read the log,
// replay), the event a finished job enqueues, and the delivery work the scheduler runs in every process.

/** After the first failed attempt, the next ones wait 1 min, 5 min, 30 min, 2 h and 12 h: six attempts in all. */
export const WEBHOOK_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000] as const;
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;
/**
 * How long a process holds a delivery while it sends an attempt. Far longer than an attempt can take (10 s), so it
 * only runs out when the process died mid-attempt; the delivery is then taken again (the receiver may get that
 * attempt twice, with the same webhook-id).
 */
export const WEBHOOK_LEASE_MS = 2 * 60_000;
/** How long an ended delivery stays in the owner's log (which shows the last 50 anyway). */
export const WEBHOOK_LOG_KEEP_MS = 30 * 24 * 3_600_000;
/** Deliveries one process takes per round, sent side by side. */
const BATCH = 20;
/** Rounds per run: a backlog larger than this waits for the next tick, so one run cannot go on for ever. */
const MAX_ROUNDS = 10;
/** The bus topic that wakes every process when a delivery was enqueued (sent when its transaction commits). */
const DELIVERIES_DUE = "webhooks.due";

/** What a finished API job hands over; `at` is when it finished (the event's timestamp), from the caller's clock. */
export type WebhookEventInput = {
  apiKeyId: string;
  type: WebhookEventType;
  /** The api_jobs row's id: `data.id` of the event. */
  jobId: string;
  payload: {
    analysisId: number | null;
    /** The viral score of a completed job. */
    score?: number;
    /** Why a failed job failed, as GET /api/v1/analyses/:id reports it. */
    error?: { code: string; message: string };
  };
  at?: Date;
};

const URL_PROBLEMS: Record<Exclude<WebhookUrlProblem, { reserved: string }>, string> = {
  scheme: "The webhook URL must start with https://",
  credentials: "The webhook URL must not contain a user name or password",
  length: "The webhook URL is too long",
  unresolvable: "The webhook URL's host name could not be resolved. Check it and try again.",
};
const RESERVED_ADDRESS = "The webhook URL points to a private or reserved network address. Use a public address.";

function urlError(problem: WebhookUrlProblem): AppError {
  const message = typeof problem === "string" ? URL_PROBLEMS[problem] : RESERVED_ADDRESS;
  return new AppError("VALIDATION_FAILED", message, {
    fieldErrors: { url: [message] },
    log: typeof problem === "string" ? undefined : { refusedAddress: problem.reserved },
  });
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function presentKey(row: WebhookKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: iso(row.lastUsedAt),
    revokedAt: iso(row.revokedAt),
    webhookUrl: row.webhookUrl,
  };
}

function presentDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    eventType: row.eventType,
    jobId: row.jobId,
    status: row.status,
    attempts: row.attempts.map((attempt) => ({
      attemptedAt: attempt.attemptedAt.toISOString(),
      statusCode: attempt.statusCode,
      error: attempt.error,
      durationMs: attempt.durationMs,
    })),
    nextAttemptAt: iso(row.nextAttemptAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Where a delivery goes after an attempt: done, due again after the back-off, or given up. */
export function afterAttempt(
  attemptCount: number,
  attemptedAt: Date,
  outcome: AttemptOutcome,
  finishedAt: Date,
): { status: WebhookDeliveryStatus; nextAttemptAt: Date | null; deliveredAt: Date | null } {
  if (isDelivered(outcome)) return { status: "delivered", nextAttemptAt: null, deliveredAt: finishedAt };
  const delay = WEBHOOK_RETRY_DELAYS_MS[attemptCount - 1];
  if (delay === undefined) return { status: "failed", nextAttemptAt: null, deliveredAt: null };
  return { status: "pending", nextAttemptAt: new Date(attemptedAt.getTime() + delay), deliveredAt: null };
}

export function createWebhooksService(deps: {
  db: Db;
  clock: Clock;
  logger: Pick<Logger, "info" | "warn" | "error">;
  /** Test mode: http:// and loopback receivers are allowed (webhook-address.ts). */
  policy: WebhookAddressPolicy;
  timeoutMs?: number;
}) {
  const { db, clock, logger, policy } = deps;
  const repo = createWebhooksRepository(db);
  const timeoutMs = deps.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  // Runs started by a kick (an enqueue, a replay, the bus), so that `idle()` and a shutdown can wait for them.
  const kicks = new Set<Promise<unknown>>();
  let kickRunning = false;
  let kickAgain = false;

  async function ownedKey(user: SessionUser, keyId: string): Promise<WebhookKeyRow> {
    const key = await repo.findOwnedKey(user.id, keyId);
    // Another user's key answers as a missing one: its existence is not theirs to learn.
    if (!key) throw new AppError("NOT_FOUND", "This API key does not exist.");
    return key;
  }

  async function sendOne(claim: ClaimedDelivery): Promise<void> {
    const attemptedAt = clock.now();
    let outcome: AttemptOutcome;
    if (!claim.webhookUrl || !claim.webhookSecret) {
      outcome = { statusCode: null, error: "the key no longer has a webhook URL", durationMs: 0 };
    } else {
      const body = JSON.stringify(claim.payload);
      outcome = await postWebhook({
        url: claim.webhookUrl,
        headers: signatureHeaders(claim.webhookSecret, claim.id, attemptedAt, body),
        body,
        policy,
        timeoutMs,
      });
    }
    // A URL that was removed will not come back by waiting: no more attempts.
    const next = claim.webhookUrl
      ? afterAttempt(claim.attemptCount, attemptedAt, outcome, clock.now())
      : { status: "failed" as const, nextAttemptAt: null, deliveredAt: null };
    await repo.recordAttempt(claim, { attemptedAt, ...outcome }, next);
    if (next.status === "failed") {
      logger.warn(
        { deliveryId: claim.id, attempts: claim.attemptCount, error: outcome.error },
        "webhook delivery failed for good",
      );
    }
  }

  /**
   * Sends one attempt of every due delivery this process can take (the others' are skipped); resolves with the
   * number of attempts made. Each process's scheduler runs it, and a kick runs it at once after an enqueue.
   */
  async function deliverDue(): Promise<number> {
    let attempts = 0;
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const now = clock.now();
      const claimed = await repo.claimDue(now, new Date(now.getTime() + WEBHOOK_LEASE_MS), BATCH);
      await Promise.all(
        claimed.map((claim) =>
          sendOne(claim).catch((error: unknown) => {
            // The database went away between the post and the log: the lease runs out and the attempt is made again.
            logger.error({ err: error, deliveryId: claim.id }, "could not record a webhook attempt");
          }),
        ),
      );
      attempts += claimed.length;
      if (claimed.length < BATCH) break;
    }
    return attempts;
  }

  /** Runs `deliverDue` soon in this process, once more after the current run if one is going. */
  function deliverSoon(): void {
    if (kickRunning) {
      kickAgain = true;
      return;
    }
    kickRunning = true;
    const run = new Promise<void>((resolve) => setImmediate(resolve))
      .then(deliverDue)
      .catch((error: unknown) => logger.error({ err: error }, "webhook delivery run failed"))
      .finally(() => {
        kicks.delete(run);
        kickRunning = false;
        if (kickAgain) {
          kickAgain = false;
          deliverSoon();
        }
      });
    kicks.add(run);
  }

  // Another process (or this one, through PostgreSQL) enqueued a delivery and committed it.
  const unsubscribe = busFor(db).subscribe(DELIVERIES_DUE, () => deliverSoon());

  async function idle(): Promise<void> {
    while (kicks.size > 0) await Promise.allSettled([...kicks]);
  }

  return {
    /**
     * PUT /api/api-keys/:id/webhook: sets the URL with a new signing secret (returned this once), or removes both
     * (url null). Each change of URL gets a new secret, so a secret shown earlier cannot sign for the new receiver.
     */
    async setWebhookUrl(user: SessionUser, keyId: string, url: string | null): Promise<WebhookUrlResponse> {
      const key = await ownedKey(user, keyId);
      if (url === null) {
        const cleared = await repo.setWebhook(user.id, keyId, null);
        if (!cleared) throw new AppError("NOT_FOUND", "This API key does not exist.");
        return { apiKey: presentKey(cleared), webhookSecret: null };
      }
      if (key.revokedAt) throw new AppError("CONFLICT", "This API key is revoked, so it cannot have a webhook.");
      const problem = await checkWebhookUrl(url, policy);
      if (problem) throw urlError(problem);
      const secret = newWebhookSecret();
      const updated = await repo.setWebhook(user.id, keyId, { url, secret });
      if (!updated) throw new AppError("NOT_FOUND", "This API key does not exist.");
      return { apiKey: presentKey(updated), webhookSecret: secret };
    },

    /** The key's last 50 deliveries, newest first, with every attempt. */
    async listDeliveries(user: SessionUser, keyId: string): Promise<WebhookDelivery[]> {
      await ownedKey(user, keyId);
      return (await repo.listDeliveries(keyId, WEBHOOK_DELIVERIES_LISTED)).map(presentDelivery);
    },

    /**
     * Sends a delivery again now, as one more attempt of the same delivery (same webhook-id, same body), whatever
     * its status. Refused while an attempt of it is on its way.
     */
    async replay(user: SessionUser, keyId: string, deliveryId: string): Promise<WebhookDelivery> {
      const key = await ownedKey(user, keyId);
      const delivery = await repo.findDelivery(keyId, deliveryId);
      if (!delivery) throw new AppError("NOT_FOUND", "This webhook delivery does not exist.");
      if (!key.webhookUrl) {
        throw new AppError("CONFLICT", "This API key has no webhook URL. Set one before replaying a delivery.");
      }
      if (!(await repo.rearm(keyId, deliveryId, clock.now()))) {
        throw new AppError("CONFLICT", "This delivery is being sent right now. Try again in a moment.");
      }
      deliverSoon();
      const rearmed = await repo.findDelivery(keyId, deliveryId);
      return presentDelivery(rearmed ?? delivery);
    },

    /**
     * Enqueues `analysis.completed` or `analysis.failed` for a job of the public API. Call it with the transaction
     * that finishes the job (or with `db` right after it commits): the delivery then exists exactly when the job's
     * outcome does. Nothing is enqueued when the key has no webhook URL or is revoked; resolves with the delivery's
     * id, or null. The first attempt goes out at once: every process is woken when the transaction commits (a NOTIFY
     * inside it), and the scheduler's tick would find it anyway.
     */
    async enqueue(executor: Db | Tx, event: WebhookEventInput): Promise<string | null> {
      const at = event.at ?? clock.now();
      const body: WebhookEvent = {
        type: event.type,
        timestamp: at.toISOString(),
        data: {
          id: event.jobId,
          status: event.type === "analysis.completed" ? "completed" : "failed",
          analysisId: event.payload.analysisId,
          ...(event.payload.score === undefined ? {} : { score: event.payload.score }),
          ...(event.payload.error ? { error: event.payload.error } : {}),
        },
      };
      const id = await repo.insertDelivery(executor, {
        apiKeyId: event.apiKeyId,
        eventType: event.type,
        jobId: event.jobId,
        payload: body,
        dueAt: at,
      });
      if (!id) return null;
      // The bus's own publish goes out at once through the pool, before this transaction commits, when the other
      // processes could not see the row yet. A NOTIFY made inside the transaction is sent by PostgreSQL only when it
      // commits (and never if it rolls back), in the bus's message form, so every process's bus hears it then.
      const message = JSON.stringify({ o: "webhooks", t: DELIVERIES_DUE, p: {} });
      await executor.execute(sql`select pg_notify(${BUS_CHANNEL}, ${message})`);
      // PGlite has no other process and no listening connection: this process's own run waits for the
      // transaction to end (PGlite runs one at a time) and then finds the row.
      deliverSoon();
      return id;
    },

    deliverDue,
    deliverSoon,
    /** Deletes the deliveries that ended over 30 days ago (a scheduled sweep); resolves with how many. */
    sweep: () => repo.deleteEndedBefore(new Date(clock.now().getTime() - WEBHOOK_LOG_KEEP_MS)),
    /** Resolves when the runs started by kicks in this process have ended. */
    idle,
    /** Stops listening for new deliveries and waits for the attempts in flight to be recorded (shutdown). */
    async close(): Promise<void> {
      unsubscribe();
      await idle();
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
