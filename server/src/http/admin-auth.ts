import type { Request, RequestHandler } from "express";
import type { adminUsers } from "../db/schema";
import { AppError } from "../errors";

/** The administrator on `req.admin`: what the admin routes read (the actor of the audit log, GET /api/admin/me). */
export type SessionAdmin = Pick<typeof adminUsers.$inferSelect, "id" | "username" | "createdAt" | "lastLogin">;

/** Who holds an admin bearer token: the admin module's auth service answers it (modules/admin/admin-auth.service.ts). */
export type AdminLookup = { verify(token: string): Promise<SessionAdmin | null> };

declare module "express-serve-static-core" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface Request {
    /** The administrator, set by requireAdmin from a valid bearer token (never from a user's cookie). */
    admin?: SessionAdmin;
  }
}

export function bearerToken(req: Request): string | undefined {
  const match = /^Bearer ([A-Za-z0-9_-]{16,128})$/.exec(req.get("authorization") ?? "");
  return match?.[1];
}

/** Every /api/admin route but login: a valid admin bearer token, checked on the server, or 401. */
export function requireAdmin(service: AdminLookup): RequestHandler {
  return async (req, _res, next) => {
    const token = bearerToken(req);
    const admin = token ? await service.verify(token) : null;
    if (!admin) throw new AppError("UNAUTHENTICATED", "Please log in to access the admin dashboard.");
    req.admin = admin;
    next();
  };
}

export function currentAdmin(req: Request): SessionAdmin {
  if (!req.admin) throw new AppError("UNAUTHENTICATED", "Please log in to access the admin dashboard.");
  return req.admin;
}
