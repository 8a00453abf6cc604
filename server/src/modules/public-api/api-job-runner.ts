import type { PaymentType } from "@shared/schemas/analysis";
import { AppError } from "../../errors";
import type { Clock } from "../../lib/clock";
import type { Logger } from "../../logger";
import type { AccountUser } from "../account/users/user-accounts";
import type { AnalysesService, UploadedFile } from "../analyses/analyses.service";
import type { AnalysisLeases } from "../analyses/analysis-leases";
import { removeFile } from "../analyses/upload";
import { type ApiJobsService, JOB_LEASE_MS } from "./api-jobs.service";

// Runs accepted jobs after their 202 went out, in the process that holds the upload (the file is on this machine's
// disk). A user's jobs run one after another, each under the user's analysis lease like an upload in the app, so
// the API cannot take more of the engine than a creator in the browser. The runner renews its jobs' leases. A
// process that is stopped finishes its jobs within the shutdown deadline and fails the rest (drain); the jobs of a
// process that died are failed by the sweeper once their lease lapses (failLostJobs).

export const JOB_LOST_MESSAGE =
  "The server running this analysis stopped before it finished. Nothing was counted; please submit it again.";
const JOB_FAILED_MESSAGE = "The analysis failed on our side. Nothing was counted; please submit it again.";
const LEASE_WAIT_MS = 2_000;

export type RunnableJob = {
  id: string;
  user: AccountUser;
  file: UploadedFile;
  caption: string;
  hashtags: string;
  billing: "included" | "overage";
};

export function createApiJobRunner(deps: {
  jobs: Pick<ApiJobsService, "fail" | "complete" | "repo">;
  analyses: Pick<AnalysesService, "analyze">;
  leases: Pick<AnalysisLeases, "acquire" | "release">;
  clock: Clock;
  logger: Logger;
  /** How often this process renews the leases of its jobs (a third of JOB_LEASE_MS by default). */
  renewEveryMs?: number;
}) {
  const chains = new Map<number, Promise<void>>();
  const live = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const leaseUntil = () => new Date(deps.clock.now().getTime() + JOB_LEASE_MS);

  const renew = async () => {
    await deps.jobs.repo.renew([...live], leaseUntil());
  };

  /** The user's analysis lease, waited for: the creator may be analysing in the app, or the machine may be full. */
  async function acquireLease(userId: number): Promise<void> {
    for (;;) {
      if ((await deps.leases.acquire(userId)) === "acquired") return;
      await new Promise((resolve) => setTimeout(resolve, LEASE_WAIT_MS));
    }
  }

  async function run(job: RunnableJob): Promise<void> {
    const prepaid: PaymentType = job.billing === "overage" ? "per_post" : "monthly";
    if (!(await deps.jobs.repo.markProcessing(job.id, deps.clock.now(), leaseUntil()))) {
      await removeFile(job.file.path);
      return;
    }
    await acquireLease(job.user.id);
    try {
      const analysis = await deps.analyses.analyze(job.user, {
        file: job.file,
        caption: job.caption,
        hashtags: job.hashtags,
        prepaid,
      });
      // Through the service, which also enqueues the key's webhook in the same transaction (decision 039).
      await deps.jobs.complete(job.id, analysis);
    } catch (error) {
      const known = error instanceof AppError;
      if (!known) deps.logger.error({ err: error, jobId: job.id }, "an API analysis job failed unexpectedly");
      await deps.jobs.fail([job.id], {
        code: known ? error.code : "ANALYSIS_FAILED",
        message: known ? error.message : JOB_FAILED_MESSAGE,
      });
    } finally {
      await deps.leases.release(job.user.id);
    }
  }

  async function idle(): Promise<void> {
    await Promise.all([...chains.values()]);
  }

  return {
    /** Queues the job behind the user's earlier ones; returns at once (the answer does not wait for it). */
    enqueue(job: RunnableJob): Promise<void> {
      live.add(job.id);
      timer ??= setInterval(
        () => {
          renew().catch((error: unknown) => deps.logger.warn({ err: error }, "renewing API job leases failed"));
        },
        deps.renewEveryMs ?? JOB_LEASE_MS / 3,
      );
      timer.unref();
      const previous = chains.get(job.user.id) ?? Promise.resolve();
      const next = previous
        .then(() => run(job))
        .catch((error: unknown) => deps.logger.error({ err: error, jobId: job.id }, "running an API job failed"))
        .finally(() => {
          live.delete(job.id);
          if (chains.get(job.user.id) === next) chains.delete(job.user.id);
          if (live.size === 0 && timer) {
            clearInterval(timer);
            timer = undefined;
          }
        });
      chains.set(job.user.id, next);
      return next;
    },

    /** Every job this process still has queued or running (tests wait on it). */
    idle,

    /**
     * At shutdown, once no new request comes in: waits up to `deadlineMs` for this process's jobs, then fails those
     * still unfinished at once (what they counted is given back and their webhook goes out), rather than when their
     * lease lapses minutes later. Returns how many it failed.
     */
    async drain(deadlineMs: number): Promise<number> {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, deadlineMs)));
      await Promise.race([idle(), deadline]);
      clearTimeout(timer);
      if (live.size === 0) return 0;
      return deps.jobs.fail([...live], { code: "ANALYSIS_FAILED", message: JOB_LOST_MESSAGE });
    },

    close(): void {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
export type ApiJobRunner = ReturnType<typeof createApiJobRunner>;

/** The sweeper's part: jobs whose process stopped renewing them are failed, and what they counted is given back. */
export async function failLostJobs(jobs: Pick<ApiJobsService, "fail" | "repo">, now: Date): Promise<number> {
  const stale = await jobs.repo.findStale(now);
  return jobs.fail(stale, { code: "ANALYSIS_FAILED", message: JOB_LOST_MESSAGE });
}
