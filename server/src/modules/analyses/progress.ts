import { EventEmitter } from "node:events";
import { and, eq, sql } from "drizzle-orm";
import type { AnalysisProgressEvent, AnalysisStage } from "@shared/schemas/analysis";
import { busFor } from "../../db/cluster-bus";
import type { Db } from "../../db/client";
import { analysisProgress } from "../../db/schema";
import { AppError } from "../../errors";
import type { Logger } from "../../logger";

// Server stages of analyses in flight, keyed by the client's requestId, so the progress overlay shows real
// stages while the POST is still running, so the creator sees the bar move during a long analysis. A requestId belongs to the first user whose upload
// publishes on it: only an analysis of the user's own upload creates the row (uploads are rate limited and one
// at a time), never a listener, so a signed-in user cannot fill the table with made-up ids. A listener may
// open its stream before the upload starts; it hears only the stages of its own user's analysis.
//
// Several processes: the upload may reach one process and the browser's stream another. The owner and the latest stage
// live in analysis_progress (a stream that opens late, or on another process, starts from it), and each stage goes to
// every process through the cluster bus (LISTEN/NOTIFY). Progress is a nicety: a stage that cannot be recorded (the
// database is away) is logged and skipped, and never fails the analysis.

export type ProgressEvent = AnalysisProgressEvent;

/**
 * Where the bar stands as each stage begins. The upload fills the first 30 % in the browser; the engine's stages
 * share the middle, weighted by how long each takes on a short phone clip (decoding and the models are the long
 * ones), so the bar keeps moving instead of resting on one figure while the models run. A wait in line for the
 * engine (queued) stays at its figure: the place in line is what moves then.
 */
export const STAGE_PERCENT = {
  received: 30,
  queued: 32,
  probing: 35,
  decoding: 42,
  sound: 58,
  sight: 64,
  scoring: 86,
  generating: 93,
} as const satisfies Partial<Record<AnalysisStage, number>>;

type TimedStage = keyof typeof STAGE_PERCENT;
const TIMED_STAGES = Object.keys(STAGE_PERCENT) as TimedStage[];

/** The bar's figure `share` (0-1) of the way through `stage`, short of where the next stage starts. */
export function stagePercent(stage: TimedStage, share = 0): number {
  const start = STAGE_PERCENT[stage];
  const next = TIMED_STAGES[TIMED_STAGES.indexOf(stage) + 1];
  const end = next ? STAGE_PERCENT[next] : 100;
  return start + Math.floor(Math.min(Math.max(share, 0), 0.99) * (end - start));
}

const TOPIC = "analysis-progress";
/** How long this process remembers that it checked an id's owner (the row stays until the sweeper). */
const FORGET_AFTER_MS = 60_000;
/** Open progress streams one user may hold on one process (the overlay needs one; a few tabs are fine). */
export const MAX_STREAMS_PER_USER = 3;

const isFinal = (event: ProgressEvent) => event.stage === "done" || event.stage === "failed";

export function createProgressHub(deps: { db: Db; logger?: Logger }) {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const bus = busFor(deps.db);
  /** Ids whose owner this process has checked: requestId → owner. */
  const owners = new Map<string, number>();
  /** Each id's publishes run one after another, so stages are recorded and sent in order. */
  const chains = new Map<string, Promise<void>>();
  const openStreams = new Map<number, number>();

  bus.subscribe(TOPIC, (payload) => {
    const { requestId, userId, event } = payload as { requestId?: unknown; userId?: unknown; event?: ProgressEvent };
    if (typeof requestId === "string" && typeof userId === "number" && event) emitter.emit(requestId, event, userId);
  });

  /** Whether `userId` owns `requestId`, claiming it when nobody does yet. */
  async function claim(userId: number, requestId: string): Promise<boolean> {
    const known = owners.get(requestId);
    if (known !== undefined) return known === userId;
    const [row] = await deps.db
      .insert(analysisProgress)
      .values({ requestId, userId })
      .onConflictDoUpdate({
        target: analysisProgress.requestId,
        // A no-op update, so the owner is returned whether the row is new or not (one round trip).
        set: { userId: sql`${analysisProgress.userId}` },
      })
      .returning({ userId: analysisProgress.userId });
    const owner = row?.userId;
    if (owner === undefined) return false;
    owners.set(requestId, owner);
    // An id that never finishes (the upload was abandoned) is forgotten here too.
    setTimeout(() => owners.delete(requestId), 30 * 60_000).unref();
    return owner === userId;
  }

  async function record(userId: number, requestId: string, event: ProgressEvent): Promise<void> {
    if (!(await claim(userId, requestId))) return;
    await deps.db
      .update(analysisProgress)
      .set({ latest: event, updatedAt: new Date() })
      .where(and(eq(analysisProgress.requestId, requestId), eq(analysisProgress.userId, userId)));
    bus.publish(TOPIC, { requestId, userId, event });
    if (isFinal(event)) setTimeout(() => owners.delete(requestId), FORGET_AFTER_MS).unref();
  }

  return {
    /** Records and sends a stage; returns at once (the stage follows the previous one of the same id). */
    publish(userId: number, requestId: string | undefined, event: ProgressEvent): void {
      if (!requestId) return;
      const previous = chains.get(requestId) ?? Promise.resolve();
      const next = previous
        .then(() => record(userId, requestId, event))
        .catch((error: unknown) => deps.logger?.warn({ err: error, requestId }, "could not record analysis progress"))
        .finally(() => {
          if (chains.get(requestId) === next) chains.delete(requestId);
        });
      chains.set(requestId, next);
    },

    /** Waits until every stage published so far was recorded and sent (tests, shutdown). */
    async flush(): Promise<void> {
      await Promise.all([...chains.values()]);
    },

    /**
     * Calls `listener` with the latest stage (if any) and every later one of this user's analysis, from whichever
     * process publishes. Writes nothing. Throws FORBIDDEN when the requestId is another user's, RATE_LIMITED past
     * MAX_STREAMS_PER_USER.
     */
    async subscribe(userId: number, requestId: string, listener: (event: ProgressEvent) => void): Promise<() => void> {
      const open = openStreams.get(userId) ?? 0;
      if (open >= MAX_STREAMS_PER_USER) {
        throw new AppError("RATE_LIMITED", "Too many progress streams are open. Close other tabs and try again.");
      }
      openStreams.set(userId, open + 1);
      let heard = false;
      const onEvent = (event: ProgressEvent, owner: number) => {
        if (owner !== userId) return; // another user's upload on the same id: not this listener's
        heard = true;
        listener(event);
      };
      // Listening before reading the stored stage: a stage sent in between is heard, not lost.
      emitter.on(requestId, onEvent);
      const unsubscribe = () => {
        emitter.off(requestId, onEvent);
        const remaining = (openStreams.get(userId) ?? 1) - 1;
        if (remaining > 0) openStreams.set(userId, remaining);
        else openStreams.delete(userId);
      };
      try {
        const [row] = await deps.db
          .select({ userId: analysisProgress.userId, latest: analysisProgress.latest })
          .from(analysisProgress)
          .where(eq(analysisProgress.requestId, requestId));
        if (row && row.userId !== userId) {
          throw new AppError("FORBIDDEN", "This progress stream belongs to another user.");
        }
        if (row?.latest && !heard) listener(row.latest as ProgressEvent);
      } catch (error) {
        unsubscribe();
        throw error;
      }
      return unsubscribe;
    },
  };
}
export type ProgressHub = ReturnType<typeof createProgressHub>;
