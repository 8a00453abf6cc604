import { Readable, Transform, type Writable } from "node:stream";
import { stringify } from "csv-stringify";
import { type AdminExportBody, type ExportKind, exportFileName } from "@shared/schemas/admin-records";
import type { Db } from "../../db/client";
import { keysetBatches, pipeToClient } from "../../db/keyset-stream";
import type { Clock } from "../../lib/clock";
import { createAdminExportRepository } from "./admin-export.repository";

// POST /api/admin/export/:kind: the list as CSV, streamed from the database in batches through csv-stringify, so memory
// stays flat on a table of any size. Safe to open in a spreadsheet: a UTF-8 byte order mark (Excel then reads Arabic
// right) and formula injection neutralised (a cell that starts with = + - @ tab or CR gets a leading apostrophe:
// csv-stringify's escape_formulas).

/** Rows per query: large enough that round trips do not dominate, small enough to stay a few hundred KB. */
export const EXPORT_BATCH_SIZE = 1000;

/** Bytes per write to the response: csv-stringify emits one chunk per record, a socket write each. */
export const EXPORT_CHUNK_BYTES = 64 * 1024;

type Cell = string | number | null;
type CsvRecord = Record<string, Cell>;

/** The columns of each export, in order: the key of the record and the header line's name. */
export const EXPORT_COLUMNS: Record<ExportKind, Array<{ key: string; header: string }>> = {
  users: [
    "id",
    "username",
    "email",
    "firstName",
    "lastName",
    "language",
    "freeTrialsUsed",
    "plan",
    "subscriptionStatus",
    "emailVerified",
    "createdAt",
  ].map((key) => ({ key, header: key })),
  analyses: [
    "id",
    "fileName",
    "username",
    "mediaType",
    "viralScore",
    "viralPotential",
    "paymentType",
    // own | competitor: a competitor's post analysed on /compare is not the creator's own.
    "kind",
    "createdAt",
  ].map((key) => ({ key, header: key })),
  payments: [
    "id",
    "stripePaymentIntentId",
    "username",
    "email",
    "amount",
    "currency",
    "type",
    "method",
    "status",
    "refundedAmount",
    "refundedAt",
    "refundRequestedAt",
    "createdAt",
  ].map((key) => ({ key, header: key })),
};

/** Cents as dollars with two decimals: 100 -> "1.00". */
export function centsAsDollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Joins small chunks into writes of about `size` bytes (the last one smaller). */
function coalesce(size: number): Transform {
  let pending: Buffer[] = [];
  let length = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pending.push(chunk);
      length += chunk.length;
      if (length >= size) {
        this.push(Buffer.concat(pending, length));
        pending = [];
        length = 0;
      }
      done();
    },
    flush(done) {
      if (length > 0) this.push(Buffer.concat(pending, length));
      done();
    },
  });
}

export type ExportResult = { rows: number; batches: number; aborted: boolean };

export function createAdminExportService(deps: { db: Db; clock: Clock; batchSize?: number; chunkBytes?: number }) {
  const repo = createAdminExportRepository(deps.db);
  const batchSize = deps.batchSize ?? EXPORT_BATCH_SIZE;
  const chunkBytes = deps.chunkBytes ?? EXPORT_CHUNK_BYTES;

  /** One batch of records after the given id, already in the CSV's cell formats. */
  async function batch(
    kind: ExportKind,
    afterId: number,
    size: number,
    filter: AdminExportBody,
  ): Promise<Array<CsvRecord & { id: number }>> {
    switch (kind) {
      case "users":
        return (await repo.usersAfter(afterId, size, filter)).map((row) => ({
          ...row,
          emailVerified: String(row.emailVerified),
          createdAt: row.createdAt.toISOString(),
        }));
      case "analyses":
        return (await repo.analysesAfter(afterId, size, filter)).map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
        }));
      case "payments":
        return (await repo.paymentsAfter(afterId, size, filter)).map((row) => ({
          ...row,
          amount: centsAsDollars(row.amount),
          refundedAmount: centsAsDollars(row.refundedAmount),
          refundedAt: row.refundedAt?.toISOString() ?? "",
          refundRequestedAt: row.refundRequestedAt?.toISOString() ?? "",
          createdAt: row.createdAt.toISOString(),
        }));
    }
  }

  return {
    fileName(kind: ExportKind): string {
      return exportFileName(kind, deps.clock.now());
    },

    /**
     * Writes the CSV to `destination` (the HTTP response) and resolves when it is all written. A destination
     * that closes early (the admin cancelled the download) stops the reading: the batch generator is closed
     * by the pipeline and no further query runs; that is `aborted`, not an error. `beforeFirstWrite` runs once
     * the first batch is read and before anything is written (the response's headers go there, so a query
     * that fails first is still an ordinary JSON error).
     */
    async writeCsv(
      kind: ExportKind,
      filter: AdminExportBody,
      destination: Writable,
      beforeFirstWrite: () => void = () => {},
    ): Promise<ExportResult> {
      const result: ExportResult = { rows: 0, batches: 0, aborted: false };
      let readFailed = false;
      const read = (afterId: number, size: number) =>
        batch(kind, afterId, size, filter).catch((error: unknown) => {
          readFailed = true;
          throw error;
        });
      async function* records() {
        for await (const rows of keysetBatches(read, { size: batchSize, stopped: () => destination.destroyed })) {
          result.batches += 1;
          if (result.batches === 1) beforeFirstWrite();
          for (const row of rows) yield row;
          result.rows += rows.length;
        }
      }
      const csv = stringify({
        bom: true,
        header: true,
        columns: EXPORT_COLUMNS[kind],
        escape_formulas: true,
        // CRLF, as RFC 4180 and Excel expect.
        record_delimiter: "windows",
      });
      const source = Readable.from(records());
      const transforms = [csv, coalesce(chunkBytes)];
      result.aborted = await pipeToClient({ source, transforms, destination }, () => readFailed);
      return result;
    },
  };
}
export type AdminExportService = ReturnType<typeof createAdminExportService>;
