import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { analysisLeases } from "../../db/schema";
import type { ScoringEngine } from "../../scoring/engine";
import { createTestContext, newUserBody, signUp, type TestContext } from "../../../test/app";
import { makeImage, makeMediaDir } from "../../../test/media";
import { createSiblingApp } from "../../../test/sibling-app";
import { createAnalysisLeases, sweepExpiredAnalysisLeases, type AnalysisLeases } from "./analysis-leases";

// Analysis leases: one analysis in flight per user and a bounded number per process, held in the database so they hold
// across app processes. Two lease sets with different holders are two processes.

let ctx: TestContext;
let media: Awaited<ReturnType<typeof makeMediaDir>>;
let image: string;
const userIds: number[] = [];
const opened: AnalysisLeases[] = [];

beforeAll(async () => {
  ctx = await createTestContext({ models: false }); // the analyses here are a means, not the subject
  media = await makeMediaDir();
  image = await makeImage(path.join(media.dir, "photo.png"), "360x640");
  for (let i = 0; i < 10; i++) userIds.push((await signUp(ctx, `lease${i}`)).user.id);
});
afterAll(async () => {
  for (const leases of opened) await leases.close();
  await ctx?.close();
  media?.cleanup();
});
beforeEach(async () => {
  await ctx.database.db.delete(analysisLeases);
});

const open = (holder: string, capacity = 8, ttlMs?: number) => {
  const leases = createAnalysisLeases({ db: ctx.database.db, holder, capacity, ttlMs });
  opened.push(leases);
  return leases;
};
const leaseRows = () => ctx.database.db.select().from(analysisLeases).orderBy(analysisLeases.userId);
const count = (outcomes: string[], outcome: string) => outcomes.filter((o) => o === outcome).length;

describe("acquire", () => {
  it("when 20 acquires for one user race on two processes, then exactly one is acquired", async () => {
    const a = open("proc-a");
    const b = open("proc-b");
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).acquire(userIds[0]!)));
    expect(count(outcomes, "acquired")).toBe(1);
    expect(count(outcomes, "user-busy")).toBe(19);
    expect(await leaseRows()).toHaveLength(1);
  });

  it("when 10 users race for a process of capacity 3, then exactly 3 are acquired and the rest told the server is busy", async () => {
    const a = open("proc-cap", 3);
    const outcomes = await Promise.all(userIds.map((id) => a.acquire(id)));
    expect(count(outcomes, "acquired")).toBe(3);
    expect(count(outcomes, "server-busy")).toBe(7);
    // Another process has its own capacity, and a user already running still gets "user-busy".
    const b = open("proc-cap-b", 3);
    const busyUser = userIds[outcomes.indexOf("acquired")]!;
    expect(await b.acquire(busyUser)).toBe("user-busy");
    expect(await a.acquire(busyUser)).toBe("user-busy");
    const free = userIds.find((_, i) => outcomes[i] !== "acquired")!;
    expect(await b.acquire(free)).toBe("acquired");
  });

  it("when the user's lease belongs to a process that died (expired), then it is taken over", async () => {
    await ctx.database.db.insert(analysisLeases).values({
      userId: userIds[1]!,
      holder: "dead-process",
      expiresAt: sql`now() - interval '1 second'`,
    });
    const a = open("proc-live");
    expect(await a.acquire(userIds[1]!)).toBe("acquired");
    const [row] = await leaseRows();
    expect(row!.holder).toBe("proc-live");
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 60_000);
  });

  it("when a dead process's expired leases fill its capacity, then they do not count", async () => {
    const a = open("proc-restarted", 1);
    await ctx.database.db
      .insert(analysisLeases)
      .values({ userId: userIds[2]!, holder: "proc-restarted", expiresAt: sql`now() - interval '1 second'` });
    expect(await a.acquire(userIds[3]!)).toBe("acquired");
  });
});

describe("release, renew and close", () => {
  it("when another process releases the user, then its lease stays; its own release frees the user", async () => {
    const a = open("proc-rel-a");
    const b = open("proc-rel-b");
    expect(await a.acquire(userIds[4]!)).toBe("acquired");
    await b.release(userIds[4]!);
    expect(await b.acquire(userIds[4]!)).toBe("user-busy");
    await a.release(userIds[4]!);
    expect(await b.acquire(userIds[4]!)).toBe("acquired");
  });

  it("when leases are held past their ttl, then the timer renews them", async () => {
    const a = open("proc-renew", 8, 600);
    expect(await a.acquire(userIds[5]!)).toBe("acquired");
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await open("proc-other").acquire(userIds[5]!)).toBe("user-busy");
    await a.release(userIds[5]!);
    expect(await leaseRows()).toEqual([]);
  });

  it("when a process closes, then its leases are deleted and other processes' are kept", async () => {
    const a = open("proc-close-a");
    const b = open("proc-close-b");
    await a.acquire(userIds[6]!);
    await a.acquire(userIds[7]!);
    await b.acquire(userIds[8]!);
    await a.close();
    expect((await leaseRows()).map((r) => r.holder)).toEqual(["proc-close-b"]);
  });

  it("when leases expired over an hour ago, then the sweep deletes only those", async () => {
    await ctx.database.db.insert(analysisLeases).values([
      { userId: userIds[0]!, holder: "gone", expiresAt: sql`now() - interval '2 hours'` },
      { userId: userIds[1]!, holder: "gone", expiresAt: sql`now() - interval '10 minutes'` },
    ]);
    expect(await sweepExpiredAnalysisLeases(ctx.database.db)).toBe(1);
    expect((await leaseRows()).map((r) => r.userId)).toEqual([userIds[1]]);
  });
});

describe("the analysis gate on two app processes", () => {
  // Analyses wait here until the test lets them finish, so they are surely in flight together.
  let release: () => void = () => {};
  let held: Promise<void> = Promise.resolve();
  const hold = () => {
    held = new Promise((resolve) => (release = resolve));
  };
  const engine = (): ScoringEngine => ({
    ...ctx.services.engine,
    analyze: async (input) => {
      await held;
      return ctx.services.engine.analyze(input);
    },
  });

  it("when a user's analysis runs on one process, then a second one on the other is refused with 429", async () => {
    const first = createSiblingApp(ctx, { engine: engine(), analysisLeases: { holder: "app-1" } });
    const second = createSiblingApp(ctx, { engine: engine(), analysisLeases: { holder: "app-2" } });
    try {
      const body = newUserBody("twoapps");
      const onFirst = first.request();
      await onFirst.post("/api/register").send(body).expect(201);
      const onSecond = second.request();
      await onSecond.post("/api/login").send({ email: body.email, password: body.password }).expect(200);
      hold();
      const inFlight = onFirst
        .post("/api/analyze")
        .attach("file", image)
        .then((r) => r);
      await expect.poll(async () => (await leaseRows()).map((r) => r.holder)).toEqual(["app-1"]);
      const refused = await onSecond.post("/api/analyze").attach("file", image).expect(429);
      expect(refused.body).toMatchObject({
        code: "RATE_LIMITED",
        message: "You already have an analysis running. Please wait for it to finish.",
      });
      release();
      expect((await inFlight).status).toBe(201);
      // The lease went with the answer: the next analysis is the user's to start (402: the free trial is used).
      await expect.poll(leaseRows).toEqual([]);
      await onSecond.post("/api/analyze").attach("file", image).expect(402);
    } finally {
      release();
      await first.close();
      await second.close();
    }
  });

  it("when 10 users upload at once to a process of capacity 3, then exactly 3 run and 7 get 503 with Retry-After", async () => {
    const capped = createSiblingApp(ctx, { engine: engine(), analysisLeases: { holder: "app-capped", capacity: 3 } });
    try {
      const agents = [];
      for (let i = 0; i < 10; i++) {
        const agent = capped.request();
        await agent.post("/api/register").send(newUserBody("capped")).expect(201);
        agents.push(agent);
      }
      hold();
      const refused: number[] = [];
      const answers = agents.map((agent) =>
        agent
          .post("/api/analyze")
          .attach("file", image)
          .then((res) => {
            if (res.status === 503) {
              expect(res.headers["retry-after"]).toBe("30");
              expect(res.body.code).toBe("BUSY");
              refused.push(res.status);
            }
            return res.status;
          }),
      );
      await expect.poll(() => refused.length, { timeout: 20_000 }).toBe(7);
      expect(await leaseRows()).toHaveLength(3);
      release();
      const statuses = await Promise.all(answers);
      expect(count(statuses.map(String), "201")).toBe(3);
      expect(count(statuses.map(String), "503")).toBe(7);
      await expect.poll(leaseRows).toEqual([]);
    } finally {
      release();
      await capped.close();
    }
  });
});
