import { EventEmitter } from "node:events";
import type { AnalysisStage } from "@shared/schemas/analysis";
import { AppError } from "../../errors";

// Server stages of analyses in flight, keyed by the client's requestId, so the progress overlay shows real
// stages (issue #3) while the POST is still running. A requestId belongs to the first user who uses it;
// nobody else can listen to it or publish on it. In memory: one server process.

export type ProgressEvent = { stage: AnalysisStage; percent: number; message?: string };

const FORGET_AFTER_MS = 60_000;

export function createProgressHub() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const owners = new Map<string, number>();
  const latest = new Map<string, ProgressEvent>();

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
    /** Throws FORBIDDEN when the requestId is another user's. */
    subscribe(userId: number, requestId: string, listener: (event: ProgressEvent) => void): () => void {
      if (!claim(userId, requestId)) throw new AppError("FORBIDDEN", "This progress stream belongs to another user.");
      const last = latest.get(requestId);
      if (last) listener(last);
      emitter.on(requestId, listener);
      return () => emitter.off(requestId, listener);
    },
  };
}
export type ProgressHub = ReturnType<typeof createProgressHub>;
