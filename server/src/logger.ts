import pino, { type Logger } from "pino";
import { safeError } from "./lib/safe-error";

export type { Logger };

/**
 * The app's log, as JSON lines on stdout unless a destination is given. stdout is written asynchronously: a synchronous
 * write per request line cost the busiest routes about a tenth of their throughput (measured with `npm run bench:api`).
 * Lines still go out on the next turn of the event loop, not held until a buffer fills (the e-mails of the embedded
 * mode are read from this log), and pino flushes what is left when the process exits.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      serializers: { err: safeError },
      redact: { paths: ["req.headers.cookie", "req.headers.authorization", "password", "*.password"], remove: true },
    },
    destination ?? pino.destination({ dest: 1, sync: false }),
  );
}
