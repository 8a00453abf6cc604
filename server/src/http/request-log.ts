import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request, Response } from "express";

// What a request's log line says about who was refused. A failed sign-in (401), a refusal (403) and a limit
// (429) name the signed-in user or admin, or the account a wrong password was for, and the client's address:
// enough to follow an attack in the log. Never an e-mail address, a username or a secret.

const WHO_STATUSES = new Set([401, 403, 429]);

/** pino-http's customProps: called when the request starts (nothing yet) and when its answer is sent. */
export function refusalLogFields(req: IncomingMessage, res: ServerResponse): Record<string, unknown> {
  if (!res.headersSent || !WHO_STATUSES.has(res.statusCode)) return {};
  const request = req as Request;
  const fromError = ((res as Response).locals?.logFields ?? {}) as { userId?: unknown; adminId?: unknown };
  const fields: Record<string, unknown> = { clientIp: request.ip ?? null };
  const userId = request.user?.id ?? fromError.userId;
  const adminId = request.admin?.id ?? fromError.adminId;
  if (typeof userId === "number") fields.userId = userId;
  if (typeof adminId === "number") fields.adminId = adminId;
  return fields;
}
