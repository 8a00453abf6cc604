import type { Analysis } from "@shared/schemas/analysis";
import type { ImportBody, ImportPreview } from "@shared/schemas/outcomes";
import type { Db } from "../../../db/client";
import { postOutcomes } from "../../../db/schema";
import { AppError } from "../../../errors";
import type { AccountUser } from "../../account/users/user-accounts";
import { outcomeValues } from "../outcomes.repository";
import { matchRows } from "./match-rows";
import { ImportFileError, parseResultsFile } from "./parse-results-file";

// Importing a results export: the preview reads the file and matches its rows (nothing is stored), the import
// stores the rows the creator confirmed, all in one transaction or none.

type OwnAnalyses = (userId: number) => Promise<Analysis[]>;

export function createResultsImport(deps: { db: Db; listAnalyses: OwnAnalyses }) {
  async function ownAnalyses(userId: number) {
    return (await deps.listAnalyses(userId)).filter((a) => a.kind === "own");
  }

  return {
    /** POST /api/outcomes/import/preview */
    async preview(user: AccountUser, file: { buffer: Buffer; originalname: string }): Promise<ImportPreview> {
      let parsed;
      try {
        parsed = await parseResultsFile(file.buffer, file.originalname);
      } catch (error) {
        if (error instanceof ImportFileError) {
          throw new AppError("VALIDATION_FAILED", error.message, { fieldErrors: { file: [error.message] } });
        }
        throw error;
      }
      const analyses = await ownAnalyses(user.id);
      const matches = matchRows(
        parsed.rows.map((r) => ({ caption: r.caption, postedOn: r.input.postedOn })),
        analyses.map((a) => ({ ...a, createdAt: new Date(a.createdAt) })),
      );
      return {
        source: parsed.source,
        rows: parsed.rows.map((row, i) => ({ ...row, analysisId: matches[i]! })),
        analyses: analyses.map((a) => ({ id: a.id, fileName: a.fileName, caption: a.caption, createdAt: a.createdAt })),
      };
    },

    /** POST /api/outcomes/import: every row is the creator's own analysis, or nothing is stored. */
    async import(user: AccountUser, body: ImportBody): Promise<number> {
      const own = new Set((await ownAnalyses(user.id)).map((a) => a.id));
      const stranger = body.rows.findIndex((r) => !own.has(r.analysisId));
      if (stranger >= 0) {
        throw new AppError(
          "FORBIDDEN",
          `Row ${stranger + 1}: analysis ${body.rows[stranger]!.analysisId} is not one of your own analyses; nothing was imported.`,
        );
      }
      await deps.db.transaction(async (tx) => {
        await tx
          .insert(postOutcomes)
          .values(body.rows.map(({ analysisId, ...input }) => outcomeValues(analysisId, user.id, input)));
      });
      return body.rows.length;
    },
  };
}
