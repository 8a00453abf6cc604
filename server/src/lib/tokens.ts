import { createHash, randomBytes } from "node:crypto";

/** A random, URL-safe secret for cookies, bearer tokens and e-mailed links (256 bits). */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What we store instead of the token itself: a database leak then yields no usable token. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
