import pino, { type Logger } from "pino";

export type { Logger };

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: { paths: ["req.headers.cookie", "req.headers.authorization", "password", "*.password"], remove: true },
    },
    destination,
  );
}
