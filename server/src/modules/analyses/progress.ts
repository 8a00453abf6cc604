import { EventEmitter } from "node:events";
import type { AnalysisStage } from "@shared/schemas/analysis";
import { AppError } from "../../errors";

// Server stages of analyses in flight, keyed by the client's requestId, so the progress overlay shows real
// stages (issue #3) while the POST is still running. A requestId belongs to the first user who uses it;
// nobody else can listen to it or publish on it. In memory: one server process.

export type ProgressEvent = { stage: AnalysisStage; percent: number; message?: string };

const FORGET_AFTER_MS = 60_000;
/** Open progress streams one user may hold (the overlay needs one; a few tabs are fine). */
export const MAX_STREAMS_PER_USER = 3;

export function createProgressHub() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const owners = new Map<string, number>();
  const latest = new Map<string, ProgressEvent>();
  const openStreams = new Map<number, number>();

  function claim(userId: number, requestId: string): boolean {
    const owner = owners.get(requestId);
    if (owner === undefined) {
      owners.set(requestId, userId);
      // An id that never finishes (the upload was abandoned) is forgotten after a while too.
      setTimeout(() => forget(requestId), 30 * 60_000).unref();
      return true;
    }
    return owner === userId;
  }

  function forget(requestId: string) {
    owners.delete(requestId);
    latest.delete(requestId);
  }

  return {
    publish(userId: number, requestId: string | undefined, event: ProgressEvent) {
      if (!requestId || !claim(userId, requestId)) return;
      latest.set(requestId, event);
      emitter.emit(requestId, event);
      if (event.stage === "done" || event.stage === "failed") {
        // Kept briefly for a listener that connects late, then forgotten.
        setTimeout(() => forget(requestId), FORGET_AFTER_MS).unref();
      }
    },
    /** Throws FORBIDDEN when the requestId is another user's, RATE_LIMITED past MAX_STREAMS_PER_USER. */
    subscribe(userId: number, requestId: string, listener: (event: ProgressEvent) => void): () => void {
      const open = openStreams.get(userId) ?? 0;
      if (open >= MAX_STREAMS_PER_USER) {
        throw new AppError("RATE_LIMITED", "Too many progress streams are open. Close other tabs and try again.");
      }
      if (!claim(userId, requestId)) throw new AppError("FORBIDDEN", "This progress stream belongs to another user.");
      openStreams.set(userId, open + 1);
      const last = latest.get(requestId);
      if (last) listener(last);
      emitter.on(requestId, listener);
      return () => {
        emitter.off(requestId, listener);
        const remaining = (openStreams.get(userId) ?? 1) - 1;
        if (remaining > 0) openStreams.set(userId, remaining);
        else openStreams.delete(userId);
        // An id nothing was ever published on is released, so abandoned ids do not pile up.
        if (!latest.has(requestId) && emitter.listenerCount(requestId) === 0) owners.delete(requestId);
      };
    },
  };
}
export type ProgressHub = ReturnType<typeof createProgressHub>;
