import { createHash, randomUUID } from "node:crypto";
import {
  API_INCLUDED_ANALYSES,
  API_OVERAGE_CENTS,
  type ApiJob,
  type ApiJobAccepted,
  type ApiJobListQuery,
  type ApiJobListResponse,
  type ApiUsage,
} from "@shared/schemas/public-api";
import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import type { Clock } from "../../lib/clock";
import type { AccountUser } from "../account/users/user-accounts";
import type { AnalysesService, UploadedFile } from "../analyses/analyses.service";
import type { BillingService } from "../billing/billing.service";
import type { WebhooksService } from "../webhooks/webhooks.service";
import { type ApiJobRow, createApiJobsRepository } from "./api-jobs.repository";
import type { ApiCaller } from "./api-keys.service";
import { decodeCursor, encodeCursor, presentJob } from "./present-job";

// Analyses asked for through the API become jobs: accepted (counted, paid) in one transaction, answered 202, and
// run in the background by the job runner (api-job-runner.ts). Decision 038 explains why the count is exact.

export const IDEMPOTENCY_MISMATCH_MESSAGE =
  "This Idempotency-Key was already used with a different file, caption or hashtags. Use a new key for a new request.";
export const JOB_NOT_FOUND_MESSAGE = "This analysis job does not exist.";
export const IDEMPOTENCY_KEEP_MS = 24 * 60 * 60 * 1000;
/** How long a job stays unfinished without its process renewing it before it is declared lost. */
export const JOB_LEASE_MS = 5 * 60_000;

/** "YYYY-MM" of a date, in UTC: the allowance is per calendar month. */
export function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** The request's fingerprint: a retry with the same Idempotency-Key must carry the same request. */
export function requestFingerprint(input: { caption: string; hashtags: string; fileSha256: string }): string {
  return createHash("sha256")
    .update(JSON.stringify([input.caption, input.hashtags, input.fileSha256]))
    .digest("hex");
}

export type SubmitInput = {
  file: UploadedFile & { sha256: string };
  caption: string;
  hashtags: string;
  idempotencyKey: string | undefined;
};
export type Submitted = {
  accepted: ApiJobAccepted;
  /** false: an earlier request with the same Idempotency-Key made the job; this upload is not needed. */
  created: boolean;
  job: ApiJobRow;
};

/** Thrown inside the accepting transaction when the analysis must be paid first: it rolls the job back. */
class PaymentNeeded extends Error {}

export function createApiJobsService(deps: {
  db: Db;
  clock: Clock;
  analyses: Pick<AnalysesService, "get">;
  billing: Pick<
    BillingService,
    "payApiOverage" | "apiOverageRefusal" | "takeApiOverageCredit" | "returnApiOverageCredit"
  >;
  /** The key's webhook of each finished job (docs/decisions/039-webhooks.md); none when absent. */
  webhooks?: Pick<WebhooksService, "enqueue">;
}) {
  const repo = createApiJobsRepository(deps.db);

  async function replay(job: ApiJobRow, fingerprint: string): Promise<Submitted> {
    if (job.requestFingerprint !== fingerprint)
      throw new AppError("IDEMPOTENCY_MISMATCH", IDEMPOTENCY_MISMATCH_MESSAGE);
    return { accepted: await acceptedOf(job), created: false, job };
  }

  async function acceptedOf(job: ApiJobRow): Promise<ApiJobAccepted> {
    // The 202 of the first request, whatever the job became since: a retry gets the same answer.
    return { id: job.id, status: "queued", position: await repo.position(job) };
  }

  /** One attempt to accept the job: the allowance first, else a credit; PaymentNeeded when neither is there. */
  function accept(caller: ApiCaller, input: SubmitInput, fingerprint: string, jobId: string, paymentId: number | null) {
    const now = deps.clock.now();
    const month = monthOf(now);
    return deps.db.transaction(async (tx) => {
      const job = await repo.insertJob(tx, {
        id: jobId,
        userId: caller.user.id,
        apiKeyId: caller.keyId,
        idempotencyKey: input.idempotencyKey ?? null,
        requestFingerprint: input.idempotencyKey ? fingerprint : null,
        billing: "included",
        leaseExpiresAt: new Date(now.getTime() + JOB_LEASE_MS),
        now,
      });
      if (!job) return null;
      if (await repo.takeIncluded(tx, caller.user.id, month, API_INCLUDED_ANALYSES)) return job;
      if (!(await deps.billing.takeApiOverageCredit(tx, caller.user.id))) throw new PaymentNeeded();
      await repo.addOverage(tx, caller.user.id, month);
      await repo.setBilling(tx, job.id, "overage", paymentId);
      return { ...job, billing: "overage", paymentId };
    });
  }

  return {
    /**
     * Before the upload is read (a video may be 300 MB): the 402 a request would end in because the month's
     * allowance is used and neither a credit nor a saved card could pay. A retry of an earlier request (its
     * Idempotency-Key already names a job) is never refused here: it gets its 202 again.
     */
    async refusalBeforeUpload(caller: ApiCaller, idempotencyKey: string | undefined): Promise<AppError | null> {
      if (idempotencyKey && (await repo.findByIdempotencyKey(caller.keyId, idempotencyKey))) return null;
      const { includedUsed } = await repo.usage(caller.user.id, monthOf(deps.clock.now()));
      if (includedUsed < API_INCLUDED_ANALYSES) return null;
      return deps.billing.apiOverageRefusal(caller.user.id);
    },

    /**
     * Accepts an analysis: the same Idempotency-Key and request give the first job back (never a second count or
     * charge), the same key with another request is 422. Past the allowance the saved card pays $1 first; a card
     * that cannot pay is 402 and no job is made.
     */
    async submit(caller: ApiCaller, input: SubmitInput): Promise<Submitted> {
      const fingerprint = requestFingerprint({ ...input, fileSha256: input.file.sha256 });
      await repo.ensureUsage(caller.user.id, monthOf(deps.clock.now()));
      if (input.idempotencyKey) {
        const earlier = await repo.findByIdempotencyKey(caller.keyId, input.idempotencyKey);
        if (earlier) return replay(earlier, fingerprint);
      }
      // The payment is named after the request: its job id, or with an Idempotency-Key the key and the request, so
      // that parallel retries of one request share one payment and are charged once.
      const jobId = randomUUID();
      const chargeKey = `api-job-${
        input.idempotencyKey
          ? createHash("sha256").update(`${caller.keyId}\n${input.idempotencyKey}\n${fingerprint}`).digest("hex")
          : jobId
      }`;
      let paymentId: number | null = null;
      for (let attempt = 0; attempt < 3; attempt++) {
        try {
          const job = await accept(caller, input, fingerprint, jobId, paymentId);
          if (job) return { accepted: await acceptedOf(job), created: true, job };
          const earlier = await repo.findByIdempotencyKey(caller.keyId, input.idempotencyKey!);
          if (earlier) return replay(earlier, fingerprint);
          // The request that held the key was rolled back (its payment failed): this one tries afresh.
        } catch (error) {
          if (!(error instanceof PaymentNeeded)) throw error;
          paymentId = (await deps.billing.payApiOverage(caller.user.id, chargeKey)).paymentId ?? paymentId;
        }
      }
      // The credit a payment granted went to another request of the same user each time: rare, and safe to retry.
      throw new AppError("CONFLICT", "Several analyses were being paid for at once. Please try again.");
    },

    /** getX: the owner's job with its analysis when completed; another user's job is as unknown as a made-up id. */
    async get(user: AccountUser, id: string): Promise<ApiJob> {
      const job = await repo.findOwn(user.id, id);
      if (!job) throw new AppError("NOT_FOUND", JOB_NOT_FOUND_MESSAGE);
      const position = job.status === "queued" ? await repo.position(job) : undefined;
      const analysis =
        job.status === "completed" && job.analysisId !== null
          ? await deps.analyses.get(user, job.analysisId).catch((error: unknown) => {
              // The creator may have deleted the analysis in the app since: the job stays completed without it.
              if (error instanceof AppError && error.code === "NOT_FOUND") return undefined;
              throw error;
            })
          : undefined;
      return presentJob(job, { position, analysis });
    },

    async list(user: AccountUser, query: ApiJobListQuery): Promise<ApiJobListResponse> {
      const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor);
      const rows = await repo.listOwn(user.id, query.limit + 1, cursor);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        data: page.map((job) => presentJob(job, {})),
        nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
      };
    },

    async usage(user: AccountUser, rate: { limit: number; used: number }): Promise<ApiUsage> {
      const month = monthOf(deps.clock.now());
      const counted = await repo.usage(user.id, month);
      return {
        month,
        includedAnalyses: API_INCLUDED_ANALYSES,
        analysesUsed: counted.includedUsed + counted.overageUsed,
        overageAnalyses: counted.overageUsed,
        includedRemaining: Math.max(0, API_INCLUDED_ANALYSES - counted.includedUsed),
        overagePriceCents: API_OVERAGE_CENTS,
        rateLimitPerMinute: rate.limit,
        requestsThisMinute: rate.used,
      };
    },

    /**
     * Fails unfinished jobs and gives back what each counted: the month's included analysis, or the credit that
     * paid for one past the allowance (kept for the next, as a failed analysis keeps it in the app).
     */
    async fail(ids: string[], error: { code: string; message: string }): Promise<number> {
      return deps.db.transaction(async (tx) => {
        const failed = await repo.fail(tx, ids, error, deps.clock.now());
        for (const job of failed) {
          await repo.giveBack(tx, job, monthOf(job.createdAt));
          if (job.billing === "overage") await deps.billing.returnApiOverageCredit(tx, job.userId);
          // Webhooks (decision 039): analysis.failed, enqueued with the failure itself.
          await deps.webhooks?.enqueue(tx, {
            apiKeyId: job.apiKeyId,
            type: "analysis.failed",
            jobId: job.id,
            payload: { analysisId: null, error },
          });
        }
        return failed.length;
      });
    },

    /**
     * Records the finished analysis on its job and, in the same transaction, enqueues the key's analysis.completed
     * webhook (decision 039). Nothing happens to a job that is no longer unfinished (the sweeper failed it).
     */
    async complete(id: string, analysis: { id: number; viralScore: number }): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const job = await repo.complete(id, analysis.id, deps.clock.now(), tx);
        if (!job) return;
        await deps.webhooks?.enqueue(tx, {
          apiKeyId: job.apiKeyId,
          type: "analysis.completed",
          jobId: job.id,
          payload: { analysisId: analysis.id, score: analysis.viralScore },
        });
      });
    },

    repo,
  };
}
export type ApiJobsService = ReturnType<typeof createApiJobsService>;
