import { eq, sql } from "drizzle-orm";
import supertest from "supertest";
import { apiJobs, apiUsageMonths, users } from "../src/db/schema";
import { JOB_LEASE_MS, monthOf } from "../src/modules/public-api/api-jobs.service";
import { signUp, type TestContext } from "./app";

// Users and keys of the public API for tests. Pro is written to the user row: the subscription flow has its own
// tests, and here it is only the state an API caller is in.

export async function setPro(ctx: TestContext, userId: number, pro: boolean): Promise<void> {
  await ctx.database.db
    .update(users)
    .set(
      pro
        ? {
            subscriptionPlan: "monthly",
            subscriptionStatus: "active",
            currentPeriodEnd: new Date(ctx.clock.now().getTime() + 30 * 24 * 3600_000),
          }
        : { subscriptionPlan: "free", subscriptionStatus: null, currentPeriodEnd: null },
    )
    .where(eq(users.id, userId));
}

/** A creator with a session (agent) and an API key made through POST /api/api-keys; Pro unless asked otherwise. */
export async function apiCaller(ctx: TestContext, options: { pro?: boolean; prefix?: string } = {}) {
  const { agent, user } = await signUp(ctx, options.prefix ?? "api");
  await setPro(ctx, user.id, true);
  const created = await agent.post("/api/api-keys").send({ name: "Scheduler" }).expect(201);
  if (options.pro === false) await setPro(ctx, user.id, false);
  const key = created.body.key as string;
  return {
    agent,
    user,
    key,
    keyId: created.body.apiKey.id as string,
    /** A request to the app with this key. */
    call: (method: "get" | "post" | "delete", path: string) =>
      supertest(ctx.app)[method](path).set("Authorization", `Bearer ${key}`),
  };
}

/** Sets this month's included analyses used, as if the caller had made them. */
export async function setIncludedUsed(ctx: TestContext, userId: number, used: number): Promise<void> {
  await ctx.database.db
    .insert(apiUsageMonths)
    .values({ userId, month: monthOf(ctx.clock.now()), includedUsed: used })
    .onConflictDoUpdate({
      target: [apiUsageMonths.userId, apiUsageMonths.month],
      set: { includedUsed: sql`excluded.included_used` },
    });
}

/** A job as the runner of a process holds it: accepted, counted as included, its lease running from now. */
export async function insertLeasedJob(
  ctx: TestContext,
  caller: { user: { id: number }; keyId: string },
  status: "queued" | "processing",
) {
  const [job] = await ctx.database.db
    .insert(apiJobs)
    .values({
      userId: caller.user.id,
      apiKeyId: caller.keyId,
      status,
      billing: "included",
      leaseExpiresAt: new Date(ctx.clock.now().getTime() + JOB_LEASE_MS),
      createdAt: ctx.clock.now(),
    })
    .returning();
  return job!;
}
