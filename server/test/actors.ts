import { sql } from "drizzle-orm";
import type { Test } from "supertest";
import supertest from "supertest";
import { adminSessions, adminUsers, emailVerificationTokens } from "../src/db/schema";
import { hashToken, newToken } from "../src/lib/tokens";
import { newUserBody, type TestContext } from "./app";

export const ACTORS = ["guest", "userA", "userB", "admin"] as const;
export type Actor = (typeof ACTORS)[number];

export type Actors = {
  ctx: TestContext;
  userA: { id: number; email: string; username: string; password: string; cookie: string };
  userB: { id: number; email: string; username: string; password: string; cookie: string };
  adminToken: string;
  /** A request as the given actor, without a cookie jar: responses that set cookies do not leak into the next call. */
  as(actor: Actor, method: string, path: string): Test;
};

async function signUpWithCookie(ctx: TestContext, prefix: string) {
  const body = newUserBody(prefix);
  const res = await supertest(ctx.app).post("/api/register").send(body).expect(201);
  const cookie = ([] as string[])
    .concat(res.headers["set-cookie"] ?? [])
    .find((c) => c.startsWith("sid="))!
    .split(";")[0]!;
  return { ...res.body.user, password: body.password, cookie } as Actors["userA"];
}

let adminCounter = 0;
/** An administrator with a valid bearer token (rows written directly until the admin login exists). */
async function createAdminToken(ctx: TestContext): Promise<string> {
  adminCounter += 1;
  const [admin] = await ctx.database.db
    .insert(adminUsers)
    .values({ username: `admin${process.pid}x${adminCounter}`, passwordHash: "not-used" })
    .returning();
  const token = newToken();
  await ctx.database.db.insert(adminSessions).values({
    id: hashToken(token),
    adminUserId: admin!.id,
    expiresAt: new Date(Date.now() + 3600_000),
  });
  return token;
}

export async function createActors(ctx: TestContext): Promise<Actors> {
  const userA = await signUpWithCookie(ctx, "a");
  const userB = await signUpWithCookie(ctx, "b");
  const adminToken = await createAdminToken(ctx);
  return {
    ctx,
    userA,
    userB,
    adminToken,
    as(actor, method, path) {
      const test = (supertest(ctx.app) as unknown as Record<string, (p: string) => Test>)[method.toLowerCase()]!(path);
      if (actor === "userA") test.set("Cookie", userA.cookie);
      if (actor === "userB") test.set("Cookie", userB.cookie);
      if (actor === "admin") test.set("Authorization", `Bearer ${adminToken}`);
      return test;
    },
  };
}

/** A working verification link for a user, written straight to the table (the mailed token is not readable). */
export async function freshVerificationToken(ctx: TestContext, user: { id: number; email: string }): Promise<string> {
  const token = newToken();
  await ctx.database.db.insert(emailVerificationTokens).values({
    userId: user.id,
    email: user.email,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 3600_000),
  });
  return token;
}

/** Row counts of every table and a digest of the user rows: equal before and after means nothing changed. */
export async function databaseFingerprint(ctx: TestContext): Promise<string> {
  // Both drivers answer raw SQL with { rows }; the generic Db type cannot say so.
  const query = async <T>(statement: ReturnType<typeof sql>) =>
    ((await ctx.database.db.execute(statement)) as unknown as { rows: T[] }).rows;
  const tables = await query<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  const parts: string[] = [];
  for (const { table_name } of tables) {
    const [counted] = await query<{ n: string | number }>(sql.raw(`select count(*) as n from "${table_name}"`));
    parts.push(`${table_name}=${counted!.n}`);
  }
  const [digest] = await query<{ d: string | null }>(
    sql`select md5(coalesce(string_agg(u::text, '|' order by u.id), '')) as d from users u`,
  );
  parts.push(`users#${digest!.d}`);
  return parts.join(",");
}
