import type { Analysis } from "@shared/schemas/analysis";
import type { ApiJob } from "@shared/schemas/public-api";
import { AppError } from "../../errors";
import type { ApiJobRow, JobCursor } from "./api-jobs.repository";

export const CURSOR_INVALID_MESSAGE = "cursor is not valid: pass the nextCursor of the previous page as it came.";

export function presentJob(job: ApiJobRow, extra: { position?: number; analysis?: Analysis }): ApiJob {
  return {
    id: job.id,
    status: job.status as ApiJob["status"],
    ...(extra.position === undefined ? {} : { position: extra.position }),
    ...(extra.analysis ? { analysis: extra.analysis } : {}),
    ...(job.status === "failed" && job.errorCode
      ? { error: { code: job.errorCode, message: job.errorMessage ?? "" } }
      : {}),
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
  };
}

/**
 * The page cursor is the last job's (created_at, id), opaque to the client. created_at is written from the clock in
 * milliseconds, so a JavaScript Date carries it exactly; jobs of the same millisecond are ordered by id.
 */
export function encodeCursor(job: Pick<ApiJobRow, "createdAt" | "id">): string {
  return Buffer.from(`${job.createdAt.toISOString()}|${job.id}`).toString("base64url");
}

export function decodeCursor(cursor: string): JobCursor {
  const [iso, id, ...rest] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const createdAt = new Date(iso ?? "");
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (rest.length > 0 || !id || !uuid.test(id) || Number.isNaN(createdAt.getTime())) {
    throw new AppError("VALIDATION_FAILED", CURSOR_INVALID_MESSAGE, {
      fieldErrors: { cursor: [CURSOR_INVALID_MESSAGE] },
    });
  }
  return { createdAt, id };
}
