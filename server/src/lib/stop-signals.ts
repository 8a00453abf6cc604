// How the server reads its stop signals. A signal sent to the whole process group (a terminal's Ctrl-C,
// `kill -- -PGID`, systemd's default KillMode) reaches the server more than once within milliseconds: once
// directly and once more through each parent that forwards it (`npm start`, scripts/start.mjs). Those copies are
// one request to stop, and must drain the work in flight like a single SIGTERM. Only a signal that comes more
// than a second after the first is a person asking again, and that one exits at once.

export type StopDecision = "drain" | "repeat" | "exit-now";

export const REPEAT_WINDOW_MS = 1000;

export function createStopSignals(now: () => number = Date.now, repeatWindowMs = REPEAT_WINDOW_MS) {
  let firstAt: number | null = null;
  return {
    /** What a stop signal arriving now means. */
    receive(): StopDecision {
      const at = now();
      if (firstAt === null) {
        firstAt = at;
        return "drain";
      }
      return at - firstAt <= repeatWindowMs ? "repeat" : "exit-now";
    },
  };
}
