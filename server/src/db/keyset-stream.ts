import type { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";

// The streamed exports (the admin's CSV lists, a user's own data) read their tables in id order, one batch after the
// last id seen (keyset pagination: each query is an index range scan, however far into the table), and write each
// batch as it comes, so memory stays a batch or two for a table of any size. A client that goes away stops the reading.

/** Up to `size` rows with an id above `afterId`, in id order (a serial id, or a uuid in PostgreSQL's uuid order). */
export type KeysetRead<T, Id = number> = (afterId: Id, size: number) => Promise<T[]>;

/** Below every uuid: where a keyset over a uuid column starts. */
export const BEFORE_EVERY_UUID: string = "00000000-0000-0000-0000-000000000000";

/** Back to the event loop for one turn. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Each batch `read` returns, in order, until a short one: that one is yielded too, even when empty (it is the query
 * that found the end). Stops early, between batches, once `stopped()` says the destination is gone.
 */
export async function* keysetBatches<T extends { id: Id }, Id extends number | string = number>(
  read: KeysetRead<T, Id>,
  options: { size: number; stopped?: () => boolean; startAfter?: Id },
): AsyncGenerator<T[]> {
  const { size, stopped = () => false } = options;
  let afterId = options.startAfter ?? (0 as Id);
  for (;;) {
    const rows = await read(afterId, size);
    yield rows;
    // PGlite answers within promise jobs alone: without this turn a whole export would run before any timer or I/O
    // callback, so other requests would wait, and the news that the client left would arrive after the last batch.
    await nextTurn();
    if (rows.length < size || stopped()) return;
    afterId = rows[rows.length - 1]!.id;
  }
}

function isPrematureClose(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === "ERR_STREAM_PREMATURE_CLOSE";
}

/**
 * Pipes `source` through `transforms` to `destination`. Resolves `true` when the destination closed before the end
 * (the person cancelled the download: not an error), `false` when everything was written. A failed read is a fault
 * and rejects, even when the pipeline reports it as a premature close.
 */
export async function pipeToClient(
  streams: { source: Readable; transforms?: NodeJS.ReadWriteStream[]; destination: Writable },
  readFailed: () => boolean,
): Promise<boolean> {
  try {
    await pipeline([streams.source, ...(streams.transforms ?? []), streams.destination]);
    return false;
  } catch (error) {
    if (readFailed() || !isPrematureClose(error)) throw error;
    return true;
  }
}
