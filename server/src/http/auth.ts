import type { CookieOptions, Request, RequestHandler, Response } from "express";
import type { users } from "../db/schema";
import { AppError } from "../errors";

export const SESSION_COOKIE = "sid";
/**
 * A random value that names this browser to the sign-in protection (modules/account/sessions/login-guard.ts): the right
 * password from a browser that has signed in before is never refused. It grants nothing by itself.
 */
export const DEVICE_COOKIE = "device";
const DEVICE_COOKIE_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * The signed-in user on `req.user`: the columns that http/ and the routes read, and the services the routes hand the
 * user to (GET /api/auth/me shows most of them). Never the password hash: a route that needs the password checks it
 * against a row of its own. A column a route starts to need is added here and to the session lookup's select.
 */
export type SessionUser = Pick<
  typeof users.$inferSelect,
  | "id"
  | "username"
  | "email"
  | "pendingEmail"
  | "firstName"
  | "lastName"
  | "language"
  | "freeTrialsUsed"
  | "analysisCredits"
  | "autoChargeEnabled"
  | "providerCustomerId"
  | "providerSubscriptionId"
  | "providerPaymentMethodId"
  | "subscriptionStatus"
  | "subscriptionPlan"
  | "currentPeriodEnd"
  | "cancelAtPeriodEnd"
  | "emailVerified"
  | "createdAt"
>;

/** Who is behind a session cookie: the account module answers it (modules/account/sessions/auth.service.ts). */
export type SessionLookup = { findUserBySessionToken(token: string): Promise<SessionUser | null> };

declare module "express-serve-static-core" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface Request {
    /** The signed-in user, set by loadSession when the session cookie is valid. */
    user?: SessionUser;
  }
}

export function sessionCookieOptions(secure: boolean, expires?: Date): CookieOptions {
  return { httpOnly: true, sameSite: "lax", secure, path: "/", ...(expires ? { expires } : {}) };
}

export function sessionToken(req: Request): string | undefined {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[SESSION_COOKIE];
  return typeof value === "string" && value.length > 0 && value.length <= 128 ? value : undefined;
}

export function setSessionCookie(res: Response, token: string, expires: Date, secure: boolean) {
  res.cookie(SESSION_COOKIE, token, sessionCookieOptions(secure, expires));
}

export function clearSessionCookie(res: Response, secure: boolean) {
  res.clearCookie(SESSION_COOKIE, sessionCookieOptions(secure));
}

export function deviceToken(req: Request): string | undefined {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[DEVICE_COOKIE];
  return typeof value === "string" && /^[A-Za-z0-9_-]{32,64}$/.test(value) ? value : undefined;
}

export function setDeviceCookie(res: Response, token: string, secure: boolean) {
  res.cookie(DEVICE_COOKIE, token, sessionCookieOptions(secure, new Date(Date.now() + DEVICE_COOKIE_MS)));
}

/** Resolves the session cookie to a user on every API request; an unknown or expired cookie is ignored. */
export function loadSession(auth: SessionLookup): RequestHandler {
  return async (req, _res, next) => {
    const token = sessionToken(req);
    if (token) req.user = (await auth.findUserBySessionToken(token)) ?? undefined;
    next();
  };
}

export const requireUser: RequestHandler = (req, _res, next) => {
  if (!req.user) throw new AppError("UNAUTHENTICATED", "Please sign in to continue.");
  next();
};

/** The signed-in user, for handlers behind requireUser. */
export function currentUser(req: Request): SessionUser {
  if (!req.user) throw new AppError("UNAUTHENTICATED", "Please sign in to continue.");
  return req.user;
}

/**
 * Ownership: a user id in the path or body, kept for API compatibility, must be the session user's own. Runs after
 * validate(), so the id is already a number.
 */
export function requireSelf(source: "params" | "body", field: string): RequestHandler {
  return (req, _res, next) => {
    const user = currentUser(req);
    const value = (req[source] as Record<string, unknown> | undefined)?.[field];
    if (Number(value) !== user.id) throw new AppError("FORBIDDEN", "You can only access your own account.");
    next();
  };
}
