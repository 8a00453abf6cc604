import { randomUUID } from "node:crypto";
import path from "node:path";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { analysisLeases } from "../../db/schema";
import { AppError } from "../../errors";
import type { ScoringEngine } from "../../scoring/engine";
import { createTestContext, newUserBody, signUp, type TestContext } from "../../../test/app";
import { makeImage, makeMediaDir } from "../../../test/media";
import { createSiblingApp } from "../../../test/sibling-app";
import { createAnalysisLeases, type AnalysisLeases } from "./analysis-leases";
import { createAnalysisQueue, LEFT_THE_LINE_MESSAGE, position, type AnalysisQueue } from "./analysis-queue";
import type { ProgressEvent } from "./progress";

// The engine's line (analysis-queue.ts) on the real database: several queues with holders "host:pid:x" are several
// app processes; the part before the first colon is the machine whose slots they share.

let ctx: TestContext;
const userIds: number[] = [];
const opened: AnalysisLeases[] = [];

beforeAll(async () => {
  ctx = await createTestContext({ models: false });
  for (let i = 0; i < 24; i++) userIds.push((await signUp(ctx, `queue${i}`)).user.id);
});
afterAll(async () => {
  for (const leases of opened) await leases.close();
  await ctx?.close();
});
beforeEach(async () => {
  await ctx.database.db.delete(analysisLeases);
});

const fastPolls = { min: 20, max: 40 };

/** One app process on `holder`'s machine: its leases and its queue over the test database. */
function processOn(holder: string, slots: number): { leases: AnalysisLeases; queue: AnalysisQueue } {
  const leases = createAnalysisLeases({ db: ctx.database.db, holder, capacity: 50 });
  opened.push(leases);
  return { leases, queue: createAnalysisQueue({ db: ctx.database.db, leases, slots, pollMs: fastPolls }) };
}

/** A run() that waits until the test lets it finish, so turns are surely held together. */
function heldRun() {
  let finish: () => void = () => {};
  let fail: (error: Error) => void = () => {};
  const done = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  let started = false;
  return {
    run: async () => {
      started = true;
      await done;
      return "ran";
    },
    finish,
    fail,
    get started() {
      return started;
    },
  };
}

const row = async (userId: number) =>
  (await ctx.database.db.select().from(analysisLeases).where(eq(analysisLeases.userId, userId)))[0];

/** Until the user's entry is in line (its upload checked and waiting, or running). */
const inLine = (userId: number) => expect.poll(async () => (await row(userId))?.queuedAt ?? null).not.toBeNull();

/**
 * Takes the user's lease as the gate does, then asks for a turn; resolves once the entry is in line, with the
 * turn's promise in a box (awaiting it directly would wait for the whole turn).
 */
async function enter(
  proc: { leases: AnalysisLeases; queue: AnalysisQueue },
  userId: number,
  options: { priority?: boolean; run?: () => Promise<string>; positions?: number[] } = {},
): Promise<{ turn: Promise<string> }> {
  expect(await proc.leases.acquire(userId)).toBe("acquired");
  const turn = proc.queue.turn(
    { userId, priority: options.priority ?? false },
    (place) => options.positions?.push(place),
    options.run ?? (async () => "ran"),
  );
  turn.catch(() => {}); // awaited by the test when it matters
  await inLine(userId);
  return { turn };
}

describe("position", () => {
  it("when slots are free, then 0; when full, then the analyses that must finish first", () => {
    expect(position(2, 0, 0)).toBe(0);
    expect(position(2, 1, 0)).toBe(0);
    expect(position(2, 2, 0)).toBe(1);
    expect(position(2, 2, 3)).toBe(4);
    expect(position(1, 1, 2)).toBe(3);
  });
});

describe("the order of turns", () => {
  it("when three creators wait behind a running analysis, then they start first come, first served", async () => {
    const proc = processOn("fifo-host:1:a", 1);
    const first = heldRun();
    const { turn: running } = await enter(proc, userIds[0]!, { run: first.run });
    await expect.poll(() => first.started).toBe(true);
    const order = [userIds[3]!, userIds[1]!, userIds[2]!];
    const started: number[] = [];
    const runs = new Map<number, ReturnType<typeof heldRun>>();
    const waiting: Promise<string>[] = [];
    for (const id of order) {
      const held = heldRun();
      runs.set(id, held);
      const run = () => {
        started.push(id);
        return held.run();
      };
      waiting.push((await enter(proc, id, { run })).turn);
    }
    first.finish();
    await running;
    for (const id of order) {
      await expect.poll(() => started.at(-1)).toBe(id);
      runs.get(id)!.finish();
    }
    await Promise.all(waiting);
    expect(started).toEqual(order);
  });

  /** A running analysis, a free creator who came `freeEarlierBy` seconds before a Pro one: who starts first. */
  async function whoFirst(freeEarlierBy: number): Promise<string[]> {
    const proc = processOn(`pro-host-${freeEarlierBy}:1:a`, 1);
    const started: string[] = [];
    const blocker = heldRun();
    const free = heldRun();
    const pro = heldRun();
    const runAs = (name: string, held: ReturnType<typeof heldRun>) => () => {
      started.push(name);
      return held.run();
    };
    const { turn: running } = await enter(proc, userIds[0]!, { run: blocker.run });
    await expect.poll(() => blocker.started).toBe(true);
    const { turn: freeTurn } = await enter(proc, userIds[1]!, { run: runAs("free", free) });
    // The free creator's arrival moved back, as if the Pro one came that much later.
    await ctx.database.db
      .update(analysisLeases)
      .set({ queuedAt: sql`queued_at - ${freeEarlierBy}::double precision * interval '1 second'` })
      .where(eq(analysisLeases.userId, userIds[1]!));
    const { turn: proTurn } = await enter(proc, userIds[2]!, { priority: true, run: runAs("pro", pro) });
    blocker.finish();
    await running;
    await expect.poll(() => started.length).toBe(1);
    free.finish();
    pro.finish();
    await Promise.all([freeTurn, proTurn]);
    for (const id of userIds.slice(0, 3)) await proc.leases.release(id); // as the gate does with the answer
    return started;
  }

  it("when a Pro creator arrives within 15 s of a free one, then Pro goes first", async () => {
    expect(await whoFirst(0)).toEqual(["pro", "free"]);
    expect(await whoFirst(14)).toEqual(["pro", "free"]);
  });

  it("when a Pro creator arrives more than 15 s after a free one, then the free one keeps its place", async () => {
    expect(await whoFirst(16)).toEqual(["free", "pro"]);
    expect(await whoFirst(60)).toEqual(["free", "pro"]);
  });
});

describe("slots", () => {
  it("when 20 analyses on two processes of one machine claim 3 slots at once, then never more than 3 run, and every one runs", async () => {
    const a = processOn("slots-host:1:a", 3);
    const b = processOn("slots-host:2:b", 3);
    let running = 0;
    let most = 0;
    const overflows: number[] = [];
    // The first runs are held until the other machine has been checked, so this machine is full for that check,
    // however slowly the machine running the test schedules them (short runs alone had all ended on a busy CI).
    let releaseFirstRuns: () => void = () => undefined;
    const firstRunsHeld = new Promise<void>((resolve) => (releaseFirstRuns = resolve));
    const run = async () => {
      running += 1;
      most = Math.max(most, running);
      const inDatabase = await ctx.database.db
        .select({ userId: analysisLeases.userId })
        .from(analysisLeases)
        .where(and(sql`split_part(holder, ':', 1) = 'slots-host'`, isNotNull(analysisLeases.startedAt)));
      if (inDatabase.length > 3) overflows.push(inDatabase.length);
      await firstRunsHeld;
      await new Promise((resolve) => setTimeout(resolve, 15 + Math.random() * 30));
      running -= 1;
      return "ran";
    };
    const users = userIds.slice(0, 20);
    for (const [i, id] of users.entries()) expect(await (i % 2 ? a : b).leases.acquire(id)).toBe("acquired");
    const turns = users.map((id, i) =>
      (i % 2 ? a : b).queue.turn({ userId: id, priority: i % 5 === 0 }, () => {}, run),
    );

    // While this machine is full, a process on another machine starts at once: slots are counted per machine.
    await expect.poll(() => running, { timeout: 10_000 }).toBe(3);
    const elsewhere = processOn("other-host:1:c", 1);
    expect(await elsewhere.leases.acquire(userIds[22]!)).toBe("acquired");
    const positions: number[] = [];
    const ranElsewhere = await elsewhere.queue.turn(
      { userId: userIds[22]!, priority: false },
      (place) => positions.push(place),
      async () => "ran",
    );
    expect([ranElsewhere, positions]).toEqual(["ran", []]);
    expect(running, "this machine stayed full meanwhile").toBe(3);

    releaseFirstRuns();
    expect(await Promise.all(turns)).toEqual(users.map(() => "ran"));
    expect(overflows).toEqual([]);
    expect(most).toBe(3);
    // Every turn was given back.
    expect(await ctx.database.db.select().from(analysisLeases).where(isNotNull(analysisLeases.queuedAt))).toEqual([]);
  });

  // On PostgreSQL only: PGlite has one connection, so it serves one process and its claims cannot overlap.
  it("when a claim is held up between counting and starting while a Pro entry arrives ahead, then the Pro one waits for the count", async ({
    skip,
  }) => {
    if (!ctx.database.url) skip();
    const proc = processOn("race-host:1:a", 1);
    const other = processOn("race-host:2:b", 1);
    const blocker = heldRun();
    const { turn: running } = await enter(proc, userIds[0]!, { run: blocker.run });
    await expect.poll(() => blocker.started).toBe(true);
    let now = 0;
    let most = 0;
    const counted = (held: ReturnType<typeof heldRun>) => async () => {
      now += 1;
      most = Math.max(most, now);
      await held.run();
      now -= 1;
      return "ran";
    };
    const free = heldRun();
    const pro = heldRun();
    const { turn: freeTurn } = await enter(proc, userIds[1]!, { run: counted(free) });
    // Another connection locks the free entry's row, so its claim stops at the very moment it starts the entry.
    const blockerConnection = new pg.Client({ connectionString: ctx.database.url });
    await blockerConnection.connect();
    try {
      await blockerConnection.query("begin");
      await blockerConnection.query("select 1 from analysis_leases where user_id = $1 for update", [userIds[1]]);
      const lockWaits = async () =>
        (
          await blockerConnection.query(
            "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
          )
        ).rows[0].n as number;
      blocker.finish();
      await running;
      await expect.poll(lockWaits).toBe(1);
      // A Pro creator arrives on another process of the machine, placed ahead of the free one.
      const { turn: proTurn } = await enter(other, userIds[2]!, { priority: true, run: counted(pro) });
      await new Promise((resolve) => setTimeout(resolve, 300)); // a few of its polls
      await blockerConnection.query("commit");
      // The free entry's claim counted first: it starts, and the Pro one, ahead in line now, waits for the slot.
      await expect.poll(() => free.started).toBe(true);
      free.finish();
      await expect.poll(() => pro.started).toBe(true);
      pro.finish();
      await Promise.all([freeTurn, proTurn]);
      expect(most).toBe(1);
    } finally {
      await blockerConnection.end();
    }
  });

  it("when a dead process's entries expired, then they hold neither a slot nor a place in line", async () => {
    const proc = processOn("dead-host:9:new", 1);
    // A process on this machine died while one analysis ran and a Pro one waited: its leases expired.
    await ctx.database.db.insert(analysisLeases).values([
      {
        userId: userIds[5]!,
        holder: "dead-host:1:old",
        expiresAt: sql`now() - interval '1 second'`,
        queuedAt: sql`now() - interval '1 minute'`,
        startedAt: sql`now() - interval '50 seconds'`,
      },
      {
        userId: userIds[6]!,
        holder: "dead-host:1:old",
        expiresAt: sql`now() - interval '1 second'`,
        queuedAt: sql`now() - interval '1 minute'`,
        priority: true,
      },
    ]);
    const positions: number[] = [];
    expect(await proc.leases.acquire(userIds[7]!)).toBe("acquired");
    const ran = await proc.queue.turn(
      { userId: userIds[7]!, priority: false },
      (place) => positions.push(place),
      async () => "ran",
    );
    expect([ran, positions]).toEqual(["ran", []]);
    // A user whose expired lease is taken over starts out of line: the dead entry's turn is not inherited.
    expect(await proc.leases.acquire(userIds[5]!)).toBe("acquired");
    expect(await row(userIds[5]!)).toMatchObject({ holder: "dead-host:9:new", queuedAt: null, startedAt: null });
  });
});

describe("waiting and giving the turn back", () => {
  it("when an analysis waits, then its place is published each time it changes, decreasing to 0 as its turn comes", async () => {
    const proc = processOn("pos-host:1:a", 1);
    const held = [heldRun(), heldRun(), heldRun()];
    const turns: Promise<string>[] = [];
    for (const [i, h] of held.entries()) turns.push((await enter(proc, userIds[i]!, { run: h.run })).turn);
    await expect.poll(() => held[0]!.started).toBe(true);
    const positions: number[] = [];
    const { turn: last } = await enter(proc, userIds[3]!, { positions });
    await expect.poll(() => positions).toEqual([3]);
    for (const [i, h] of held.entries()) {
      h.finish();
      await expect.poll(() => positions).toEqual([3, 2, 1, 0].slice(0, i + 2));
    }
    expect(await last).toBe("ran");
    expect(positions).toEqual([3, 2, 1, 0]);
    await Promise.all(turns);
  });

  it("when the engine fails, then the error comes through and the turn is given back at once", async () => {
    const proc = processOn("fail-host:1:a", 1);
    const failing = heldRun();
    const { turn: failed } = await enter(proc, userIds[0]!, { run: failing.run });
    await expect.poll(() => failing.started).toBe(true);
    const next = heldRun();
    const { turn: waiting } = await enter(proc, userIds[1]!, { run: next.run });
    failing.fail(new Error("ffmpeg was killed"));
    await expect(failed).rejects.toThrow("ffmpeg was killed");
    expect(await row(userIds[0]!)).toMatchObject({ queuedAt: null, startedAt: null });
    await expect.poll(() => next.started).toBe(true);
    next.finish();
    await waiting;
  });

  it("when the client leaves while its analysis waits (the gate deletes the lease), then it leaves the line and never runs", async () => {
    const proc = processOn("left-host:1:a", 1);
    const blocker = heldRun();
    const { turn: running } = await enter(proc, userIds[0]!, { run: blocker.run });
    await expect.poll(() => blocker.started).toBe(true);
    const never = heldRun();
    const behind = heldRun();
    const { turn: leaving } = await enter(proc, userIds[1]!, { run: never.run });
    const positions: number[] = [];
    const { turn: staying } = await enter(proc, userIds[2]!, { run: behind.run, positions });
    await expect.poll(() => positions).toEqual([2]);
    await proc.leases.release(userIds[1]!);
    const error = await leaving.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "ANALYSIS_FAILED", message: LEFT_THE_LINE_MESSAGE });
    await expect.poll(() => positions).toEqual([2, 1]);
    blocker.finish();
    await running;
    await expect.poll(() => behind.started).toBe(true);
    expect(never.started).toBe(false);
    behind.finish();
    await staying;
  });

  it("when a caller holds no lease, then the turn takes one for itself and gives it back", async () => {
    const proc = processOn("nolease-host:1:a", 1);
    let during: unknown;
    const result = await proc.queue.turn(
      { userId: userIds[8]!, priority: false },
      () => {},
      async () => {
        during = await row(userIds[8]!);
        return "ran";
      },
    );
    expect(result).toBe("ran");
    expect(during).toMatchObject({ holder: "nolease-host:1:a", startedAt: expect.any(Date) });
    expect(await row(userIds[8]!)).toBeUndefined();
  });
});

describe("through the upload route", () => {
  it("when the machine's one slot is busy, then the second creator's progress says queued 1, then 0, then the engine's stages", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let analysing = 0;
    const engine: ScoringEngine = {
      ...ctx.services.engine,
      analyze: async (input) => {
        analysing += 1;
        if (analysing === 1) await held;
        return ctx.services.engine.analyze(input);
      },
    };
    const app = createSiblingApp(ctx, {
      config: { ...ctx.config, analysisSlots: 1 },
      engine,
      analysisLeases: { holder: "route-host:1:a" },
    });
    const media = await makeMediaDir();
    try {
      const image = await makeImage(path.join(media.dir, "queued.png"), "360x640");
      const first = app.request();
      await first.post("/api/register").send(newUserBody("routefirst")).expect(201);
      const second = app.request();
      const secondUser = (await second.post("/api/register").send(newUserBody("routesecond")).expect(201)).body
        .user as { id: number };
      const requestId = randomUUID();
      const heard: ProgressEvent[] = [];
      const stop = await app.services.progress.subscribe(secondUser.id, requestId, (event) => heard.push(event));
      try {
        const firstAnswer = first
          .post("/api/analyze")
          .attach("file", image)
          .then((res) => res.status);
        await expect.poll(() => analysing).toBe(1);
        const secondAnswer = second
          .post("/api/analyze")
          .field("requestId", requestId)
          .attach("file", image)
          .then((res) => res.status);
        await expect.poll(() => heard.find((event) => event.stage === "queued")).toMatchObject({ position: 1 });
        expect(analysing).toBe(1);
        release();
        expect(await firstAnswer).toBe(201);
        expect(await secondAnswer).toBe(201);
        await app.services.progress.flush();
        await expect.poll(() => heard.at(-1)?.stage).toBe("done");
        const stages = heard.map((event) => event.stage).filter((stage, i, all) => stage !== all[i - 1]);
        expect(stages.slice(0, 3)).toEqual(["received", "queued", "decoding"]);
        expect(heard.filter((event) => event.stage === "queued")).toEqual([
          { stage: "queued", percent: 32, position: 1 },
          { stage: "queued", percent: 32, position: 0 },
        ]);
      } finally {
        stop();
      }
    } finally {
      release();
      await app.close();
      media.cleanup();
    }
  }, 60_000);
});
