import type { RequestHandler } from "express";
import { hasControlCharacter } from "@shared/schemas/common";
import { AppError, controlCharacterError } from "../errors";

// Control characters in a request (issue: a NUL byte in any text field answered 500, since PostgreSQL cannot
// store one). Each request's path, query and JSON body are checked before any route reads them: a control
// character answers 400 naming the field. Body text keeps tabs and line breaks (a multi-line message); the
// shared schemas refuse those too where a field is one line. A path, a query or a field name has no use for any.

/** The first field holding a control character, as "events.0.name" (or "query.search"), or null. */
export function findControlCharacter(value: unknown, multiLine: boolean, path: string[] = []): string | null {
  if (typeof value === "string") return hasControlCharacter(value, multiLine) ? path.join(".") || "body" : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlCharacter(value[i], multiLine, [...path, String(i)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      const name = hasControlCharacter(key) ? JSON.stringify(key).slice(1, -1) : key;
      if (name !== key) return [...path, name].join(".");
      const found = findControlCharacter(inner, multiLine, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path; // a malformed escape is the router's 404, not ours
  }
}

/**
 * Refuses a request whose path, query or JSON body holds a control character. `ownCheck` lists the paths whose
 * route checks its body itself (the admin sign-in records the attempt before refusing it).
 */
export function controlCharacterGuard(options: { ownCheck: string[] }): RequestHandler {
  return (req, _res, next) => {
    if (hasControlCharacter(decodedPath(req.path))) {
      throw new AppError("VALIDATION_FAILED", "The address must not contain control characters (such as a NUL byte).");
    }
    const inQuery = findControlCharacter(req.query, false);
    if (inQuery !== null) throw controlCharacterError(inQuery === "body" ? "query" : inQuery);
    if (!options.ownCheck.includes(req.path)) {
      const inBody = findControlCharacter(req.body, true);
      if (inBody !== null) throw controlCharacterError(inBody);
    }
    next();
  };
}
