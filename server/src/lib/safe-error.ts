// What the log may say about an error. Drizzle's query error puts the query's parameters (e-mail addresses, IP
// addresses, a contact message) into its message after "params:" and into a `params` field, and PostgreSQL's
// `detail` quotes the values a constraint refused ("Key (email)=(a@b.c) already exists"). The log keeps the
// error's kind, code, message without the parameters, the query text (placeholders only) and the stack; it never
// carries a value that was sent to the database.

export type LoggedError = {
  type: string;
  message: string;
  code?: string;
  /** PostgreSQL's name for the failing function (e.g. "varchar_input"); no values. */
  routine?: string;
  stack?: string;
  cause?: LoggedError;
};

/** Everything from the line that starts the parameter list on. */
const PARAMS_START = /\nparams:[\s\S]*$/;

function withoutParams(text: string): string {
  return text.replace(PARAMS_START, "");
}

/** The stack's frames under the sanitised first line (the stack repeats the message, parameters included). */
function safeStack(header: string, stack: unknown): string | undefined {
  if (typeof stack !== "string") return undefined;
  const frames = stack.split("\n").filter((line) => /^\s+at /.test(line));
  return [header, ...frames].join("\n");
}

export function safeError(input: unknown, depth = 0): LoggedError {
  // pino-http hands its error serializer pino's own serialised copy, which keeps the error itself as `raw`.
  const raw = (input as { raw?: unknown } | null)?.raw;
  const error = raw instanceof Error ? raw : input;
  if (!(error instanceof Error) && (typeof error !== "object" || error === null)) {
    return { type: typeof error, message: withoutParams(String(error)) };
  }
  const record = error as { name?: unknown; message?: unknown; code?: unknown; routine?: unknown; stack?: unknown };
  const type = typeof record.name === "string" ? record.name : (error.constructor?.name ?? "Error");
  const message = withoutParams(typeof record.message === "string" ? record.message : "");
  const logged: LoggedError = { type, message };
  if (typeof record.code === "string" || typeof record.code === "number") logged.code = String(record.code);
  if (typeof record.routine === "string") logged.routine = record.routine;
  const stack = safeStack(`${type}: ${message.split("\n")[0]}`, record.stack);
  if (stack) logged.stack = stack;
  const cause = (error as { cause?: unknown }).cause;
  if (cause !== undefined && cause !== null && depth < 3) logged.cause = safeError(cause, depth + 1);
  return logged;
}
