// Pixel-measures thread, started by measures/index.ts. Plain JavaScript so it starts the same under node, tsx
// and vitest: the measures themselves are TypeScript, loaded through tsx (a dependency) when the process has
// not loaded it already (the server runs with `node --import tsx`; a test runner may not).
import { workerData } from "node:worker_threads";
import { lowerThreadPriority } from "../vision/thread-priority.mjs";

// How far below the event loop this thread runs comes from the server's configuration (workerData).
lowerThreadPriority(workerData?.nice);
try {
  await import("./measures-thread.ts");
} catch (error) {
  if (error?.code !== "ERR_UNKNOWN_FILE_EXTENSION") throw error;
  const { register } = await import("tsx/esm/api");
  register();
  // A new URL: the loader remembers the failed import of the plain one.
  await import("./measures-thread.ts?with-tsx");
}
