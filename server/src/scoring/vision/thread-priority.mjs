// Model threads run below the event loop's priority, like the media tools: on two cores, a frame's inference
// must not keep the thread that answers the API's requests waiting for a core. Linux gives every thread its
// own niceness, set through its thread id (the first field of /proc/thread-self/stat); threads this one starts
// afterwards (tesseract's) inherit it. Elsewhere, or where it is not permitted, the thread keeps its priority.
import { readFileSync } from "node:fs";
import os from "node:os";

/** Lowers the calling thread to `nice` (0-19; 0 leaves it); the niceness actually set, or 0. */
export function lowerThreadPriority(nice) {
  const wanted = Math.max(0, Math.min(19, Number(nice) || 0));
  if (wanted === 0) return 0;
  try {
    const tid = Number(readFileSync("/proc/thread-self/stat", "utf8").split(" ")[0]);
    if (!Number.isInteger(tid) || tid <= 0) return 0;
    os.setPriority(tid, wanted);
    return wanted;
  } catch {
    return 0;
  }
}
