import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { scheduledJobs } from "../db/schema";
import { createTestDatabase } from "../../test/database";
import { createScheduler, type Scheduler } from "./scheduler";

// Scheduled work runs once per interval across app processes: two schedulers with different holders over one database
// are two processes. On PGlite (the default here) it is the single-process case.

let database: Database;
const schedulers: Scheduler[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const scheduler of schedulers) await scheduler.stop();
  await database?.close();
});

type Logged = { level: string; msg: string; obj: object };
function recordingLogger() {
  const lines: Logged[] = [];
  const at = (level: string) => (obj: object, msg?: string) => void lines.push({ level, msg: msg ?? "", obj });
  return { lines, logger: { info: at("info"), warn: at("warn"), error: at("error") } };
}

function scheduler(holder: string, db = database.db) {
  const { lines, logger } = recordingLogger();
  const created = createScheduler({ db, holder, logger, tickMs: 40 });
  schedulers.push(created);
  return { scheduler: created, lines };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const jobRow = async (name: string) =>
  (await database.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name)))[0];

describe("createScheduler", () => {
  it("when two processes run one schedule, then the job runs once per interval, not once per process", async () => {
    const runs: Array<{ holder: string; at: number }> = [];
    const a = scheduler("proc-a").scheduler;
    const b = scheduler("proc-b").scheduler;
    for (const [holder, s] of [
      ["proc-a", a],
      ["proc-b", b],
    ] as const) {
      s.every("shared-job", 500, async () => void runs.push({ holder, at: Date.now() }));
    }
    a.start();
    b.start();
    await sleep(2_600);
    await Promise.all([a.stop(), b.stop()]);
    // At 0, 500, ... 2500 ms: 6 runs at most (each a tick late at worst), where two unco-ordinated processes make 12.
    expect(runs.length).toBeGreaterThanOrEqual(4);
    expect(runs.length).toBeLessThanOrEqual(6);
    const row = await jobRow("shared-job");
    expect(row!.runs).toBe(runs.length);
    expect(row!.lastHolder).toBe(runs.at(-1)!.holder);
    for (let i = 1; i < runs.length; i++) expect(runs[i]!.at - runs[i - 1]!.at).toBeGreaterThan(400);
  });

  it("when a task fails, then the failure is logged and the next intervals still run", async () => {
    const { scheduler: s, lines } = scheduler("proc-failing");
    let calls = 0;
    s.every("failing-job", 150, async () => {
      calls += 1;
      throw new Error(`boom ${calls}`);
    });
    s.every("healthy-job", 150, async () => undefined);
    s.start();
    await sleep(700);
    await s.stop();
    expect(calls).toBeGreaterThanOrEqual(3);
    expect(lines.filter((l) => l.level === "error" && l.msg === "scheduled job failed")).toHaveLength(calls);
    expect((await jobRow("healthy-job"))!.runs).toBeGreaterThanOrEqual(3);
  });

  it("when stop() is called while a task runs, then it resolves only after the task finished", async () => {
    const { scheduler: s } = scheduler("proc-stopping");
    let started = false;
    let finished = false;
    s.every("slow-job", 60_000, async () => {
      started = true;
      await sleep(400);
      finished = true;
    });
    s.start();
    await expect.poll(() => started).toBe(true);
    await s.stop();
    expect(finished).toBe(true);
    // Stopped: no further claim is made.
    const runs = (await jobRow("slow-job"))!.runs;
    await sleep(150);
    expect((await jobRow("slow-job"))!.runs).toBe(runs);
  });

  it("when a single process starts, then a due job runs at once and not again before its interval", async () => {
    const { scheduler: s } = scheduler("proc-single");
    let calls = 0;
    s.every("single-job", 60_000, async () => void (calls += 1));
    s.start();
    await expect.poll(() => calls).toBe(1);
    await sleep(300);
    await s.stop();
    expect(calls).toBe(1);
    // A restarted process does not run it again within the interval either.
    const { scheduler: again } = scheduler("proc-single-restarted");
    again.every("single-job", 60_000, async () => void (calls += 1));
    again.start();
    await sleep(300);
    await again.stop();
    expect(calls).toBe(1);
  });

  it("when a job's row is deleted while the process runs, then the next tick creates it again and the job runs", async () => {
    const { scheduler: s } = scheduler("proc-row-deleted");
    let calls = 0;
    s.every("deleted-row-job", 60_000, async () => void (calls += 1));
    s.start();
    await expect.poll(() => calls).toBe(1);
    await database.db.delete(scheduledJobs).where(eq(scheduledJobs.name, "deleted-row-job"));
    await expect.poll(() => calls).toBe(2);
    await s.stop();
    expect((await jobRow("deleted-row-job"))!.runs).toBe(1);
  });

  it("when the database cannot be reached, then the claim is logged at warn and nothing throws", async () => {
    const broken = await createTestDatabase();
    await broken.close();
    const { scheduler: s, lines } = scheduler("proc-offline", broken.db);
    let calls = 0;
    s.every("offline-job", 100, async () => void (calls += 1));
    s.start();
    await expect.poll(() => lines.filter((l) => l.level === "warn").length).toBeGreaterThanOrEqual(2);
    await s.stop();
    expect(calls).toBe(0);
  });
});
