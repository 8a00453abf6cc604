import { and, eq, gt, lt } from "drizzle-orm";
import { PREVIEW_MAX_AGE_MS } from "@shared/constants";
import type { Db } from "../../db/client";
import { measuredMedia } from "../../db/schema";
import type { Clock } from "../../lib/clock";
import type { Logger } from "../../logger";

// What the engine measured on a creator's file, by the file's content hash, for 24 hours: the same file
// uploaded again (the caption edited) is scored from it in milliseconds instead of being decoded again. It is a
// shortcut and never a reason to fail: a lookup or a write that fails is logged and the file is analysed as new.

export type KeptMeasurements = { measured: Buffer; previewJpeg: Buffer | null };

export function createMeasuredMediaStore(deps: { db: Db; clock: Clock; logger: Pick<Logger, "warn"> }) {
  const freshSince = () => new Date(deps.clock.now().getTime() - PREVIEW_MAX_AGE_MS);
  return {
    async find(userId: number, contentHash: string, engine: string): Promise<KeptMeasurements | null> {
      try {
        const [row] = await deps.db
          .select({ measured: measuredMedia.measured, previewJpeg: measuredMedia.previewJpeg })
          .from(measuredMedia)
          .where(
            and(
              eq(measuredMedia.userId, userId),
              eq(measuredMedia.contentHash, contentHash),
              eq(measuredMedia.engineVersion, engine),
              gt(measuredMedia.createdAt, freshSince()),
            ),
          )
          .limit(1);
        return row ?? null;
      } catch (error) {
        deps.logger.warn({ err: error, userId }, "could not look up kept measurements; analysing the file afresh");
        return null;
      }
    },

    async keep(userId: number, contentHash: string, engine: string, kept: KeptMeasurements): Promise<void> {
      const values = { ...kept, createdAt: deps.clock.now() };
      try {
        await deps.db
          .insert(measuredMedia)
          .values({ userId, contentHash, engineVersion: engine, ...values })
          .onConflictDoUpdate({
            target: [measuredMedia.userId, measuredMedia.contentHash, measuredMedia.engineVersion],
            set: values,
          });
      } catch (error) {
        deps.logger.warn({ err: error, userId }, "could not keep an analysis's measurements");
      }
    },

    /** Deletes what was measured more than 24 hours ago, with its still (scheduled work). */
    async sweep(): Promise<number> {
      const deleted = await deps.db
        .delete(measuredMedia)
        .where(lt(measuredMedia.createdAt, freshSince()))
        .returning({ userId: measuredMedia.userId });
      return deleted.length;
    },
  };
}
export type MeasuredMediaStore = ReturnType<typeof createMeasuredMediaStore>;
