import { and, desc, eq } from "drizzle-orm";
import supertest from "supertest";
import { adminAuditLog } from "../src/db/schema";
import type { TestContext } from "./app";

// Helpers for the admin write tests: requests with an admin's bearer token, more admins with their own tokens, and the
// audit entries a change wrote.

export type TestAdmin = { id: number; username: string; password: string; token: string };

let counter = 0;

/** A request carrying an admin bearer token, without a cookie jar. */
export function asAdmin(ctx: TestContext, token: string, method: "get" | "post" | "put" | "delete", path: string) {
  return supertest(ctx.app)[method](path).set("Authorization", `Bearer ${token}`);
}

/** Signs an existing admin in through POST /api/admin/login and returns the new token. */
export async function adminLogin(ctx: TestContext, username: string, password: string): Promise<string> {
  const res = await supertest(ctx.app).post("/api/admin/login").send({ username, password }).expect(200);
  return res.body.token as string;
}

/** Another admin account, signed in. */
export async function createSignedInAdmin(ctx: TestContext, prefix = "ops"): Promise<TestAdmin> {
  counter += 1;
  const username = `${prefix}${process.pid}x${counter}`;
  const password = "another admin password";
  const admin = await ctx.services.adminAuth.createAdmin({ username, password, createdBy: null });
  return { id: admin.id, username, password, token: await adminLogin(ctx, username, password) };
}

/** The audit entries of an action on a target, newest first. */
export async function auditEntries(ctx: TestContext, action: string, targetId: number | null) {
  return ctx.database.db
    .select()
    .from(adminAuditLog)
    .where(
      and(
        eq(adminAuditLog.action, action),
        targetId === null ? undefined : eq(adminAuditLog.targetId, String(targetId)),
      ),
    )
    .orderBy(desc(adminAuditLog.id));
}

export async function auditCount(ctx: TestContext): Promise<number> {
  return ctx.database.db.$count(adminAuditLog);
}
