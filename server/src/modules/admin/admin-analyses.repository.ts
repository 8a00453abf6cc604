import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { analyses } from "../../db/schema";

export function createAdminAnalysesRepository() {
  return {
    async deleteAnalysis(tx: Tx, id: number) {
      const [row] = await tx.delete(analyses).where(eq(analyses.id, id)).returning({
        id: analyses.id,
        userId: analyses.userId,
        fileName: analyses.fileName,
        viralScore: analyses.viralScore,
        paymentType: analyses.paymentType,
      });
      return row ?? null;
    },
  };
}
