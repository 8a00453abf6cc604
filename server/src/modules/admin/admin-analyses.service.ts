import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import type { Clock } from "../../lib/clock";
import { createAdminAnalysesRepository } from "./admin-analyses.repository";
import { type AdminActor, recordAudit } from "./admin-audit.repository";

// DELETE /api/admin/analyses/:id. The payment that paid for it stays: it is an accounting record.

export const ANALYSIS_NOT_FOUND_MESSAGE = "This analysis does not exist. It may have been deleted already.";

export function createAdminAnalysesService(deps: { db: Db; clock: Clock }) {
  const repo = createAdminAnalysesRepository();
  return {
    async remove(actor: AdminActor, id: number): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const deleted = await repo.deleteAnalysis(tx, id);
        if (!deleted) throw new AppError("NOT_FOUND", ANALYSIS_NOT_FOUND_MESSAGE);
        const { id: _id, ...before } = deleted;
        await recordAudit(tx, {
          admin: actor,
          action: "analysis.delete",
          targetType: "analysis",
          targetId: id,
          before,
          at: deps.clock.now(),
        });
      });
    },
  };
}
export type AdminAnalysesService = ReturnType<typeof createAdminAnalysesService>;
