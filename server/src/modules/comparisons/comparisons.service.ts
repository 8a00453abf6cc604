import type { Comparison, ComparisonSummary, CreateComparisonBody } from "@shared/schemas/comparison";
import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import type { AnalysesService } from "../analyses/analyses.service";
import type { AccountUser } from "../account/users/user-accounts";
import { createComparisonsRepository } from "./comparisons.repository";
import { computeComparison } from "./compute-comparison";

// Competitor comparison. Who may ask is decided before this service (billing's Pro gate); here every analysis and
// comparison must be the user's own: another user's is FORBIDDEN, a missing one NOT_FOUND.

export function createComparisonsService(deps: { db: Db; analyses: Pick<AnalysesService, "get"> }) {
  const repo = createComparisonsRepository(deps.db);

  /** Both analyses through the analyses service, which refuses another user's (403) or a missing one (404). */
  async function compute(
    user: AccountUser,
    leftId: number,
    rightId: number,
    saved?: Parameters<typeof computeComparison>[2],
  ) {
    const left = await deps.analyses.get(user, leftId);
    const right = await deps.analyses.get(user, rightId);
    return computeComparison(left, right, saved ?? null);
  }

  async function getOwned(user: AccountUser, id: number) {
    const row = await repo.findById(id);
    if (!row) throw new AppError("NOT_FOUND", "This comparison does not exist or was deleted.");
    if (row.userId !== user.id) throw new AppError("FORBIDDEN", "You can only open your own comparisons.");
    return row;
  }

  return {
    /** GET /api/pro/compare?left=&right=: computed, not saved. */
    preview: (user: AccountUser, leftId: number, rightId: number): Promise<Comparison> =>
      compute(user, leftId, rightId),

    /** POST /api/pro/comparisons */
    async create(user: AccountUser, body: CreateComparisonBody): Promise<Comparison> {
      // Computed first: it checks both analyses are the user's before anything is stored.
      await compute(user, body.leftAnalysisId, body.rightAnalysisId);
      const row = await repo.insert({
        userId: user.id,
        leftAnalysisId: body.leftAnalysisId,
        rightAnalysisId: body.rightAnalysisId,
        title: body.title,
      });
      return compute(user, row.leftAnalysisId, row.rightAnalysisId, row);
    },

    /** GET /api/pro/comparisons */
    async list(userId: number): Promise<ComparisonSummary[]> {
      const rows = await repo.listByUser(userId);
      const kindOf = (kind: string) => (kind === "competitor" ? "competitor" : "own") as "own" | "competitor";
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        createdAt: row.createdAt.toISOString(),
        left: { ...row.left, kind: kindOf(row.left.kind) },
        right: { ...row.right, kind: kindOf(row.right.kind) },
      }));
    },

    /** GET /api/pro/comparisons/:id */
    async get(user: AccountUser, id: number): Promise<Comparison> {
      const row = await getOwned(user, id);
      return compute(user, row.leftAnalysisId, row.rightAnalysisId, row);
    },

    /** DELETE /api/pro/comparisons/:id */
    async remove(user: AccountUser, id: number): Promise<void> {
      await getOwned(user, id);
      await repo.deleteOwned(id, user.id);
    },
  };
}
export type ComparisonsService = ReturnType<typeof createComparisonsService>;
