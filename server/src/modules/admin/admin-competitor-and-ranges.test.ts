import type { Response } from "superagent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminAnalytics, AdminStats } from "@shared/schemas/admin-analytics";
import { createTestContext, type TestContext } from "../../../test/app";
import { type Actors, createActors } from "../../../test/actors";
import { seedAnalysis, seedPayment, seedUser, uniqueTag } from "../../../test/admin-seed";

// Competitors' posts (analysed by Pro members on /compare) are counted apart from the creators' own analyses
// in every admin figure and list, and the admin lists and exports take a From/To range of UTC days. The clock
// is fixed on 2031-05-20 so "today" and the seeded days are far from the actors' real sign-up dates.

const NOW = new Date("2031-05-20T12:00:00.000Z");
const BOM_LENGTH = 3;

let ctx: TestContext;
let actors: Actors;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(NOW);
  actors = await createActors(ctx);
}, 60_000);

afterAll(async () => {
  await ctx.close();
});

const get = (path: string) => actors.as("admin", "GET", path);
const stats = async () => (await get("/api/admin/stats").expect(200)).body as AdminStats;

function rawBody(res: Response, callback: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on("data", (chunk: Buffer) => chunks.push(chunk));
  res.on("end", () => callback(null, Buffer.concat(chunks)));
}
async function exportRows(kind: string, body: object): Promise<string[]> {
  const res = await actors
    .as("admin", "POST", `/api/admin/export/${kind}`)
    .buffer(true)
    .parse(rawBody)
    .send(body)
    .expect(200);
  const lines = (res.body as Buffer).subarray(BOM_LENGTH).toString("utf8").split("\r\n");
  lines.pop();
  return lines.slice(1);
}

/** A creator with two own analyses (one free, one paid) and one competitor analysis made with Pro. */
async function creatorWithCompetitor(tag: string, createdAt = NOW) {
  const owner = await seedUser(ctx, { username: `${tag}maker` });
  const free = await seedAnalysis(ctx, {
    userId: owner.id,
    fileName: `${tag}-mine.mp4`,
    paymentType: "free",
    createdAt,
  });
  const paid = await seedAnalysis(ctx, {
    userId: owner.id,
    fileName: `${tag}-mine2.mp4`,
    paymentType: "per_post",
    createdAt,
  });
  const rival = await seedAnalysis(ctx, {
    userId: owner.id,
    fileName: `${tag}-theirs.mp4`,
    paymentType: "monthly",
    kind: "competitor",
    viralScore: 95,
    createdAt,
  });
  return { owner, free, paid, rival };
}

describe("competitor analyses in the admin area", () => {
  it("when a creator analyses a competitor's post, then the platform stats count it apart from own, free and paid analyses", async () => {
    const before = await stats();
    await creatorWithCompetitor(uniqueTag("cst"));
    const after = await stats();
    expect({
      totalAnalyses: after.totalAnalyses - before.totalAnalyses,
      freeAnalyses: after.freeAnalyses - before.freeAnalyses,
      paidAnalyses: after.paidAnalyses - before.paidAnalyses,
      competitorAnalyses: after.competitorAnalyses - before.competitorAnalyses,
    }).toEqual({ totalAnalyses: 2, freeAnalyses: 1, paidAnalyses: 1, competitorAnalyses: 1 });
  });

  it("when the analytics range holds a competitor analysis, then the day counts it apart and the score distribution leaves it out", async () => {
    const day = new Date("2031-05-18T09:00:00.000Z");
    const before = (await get("/api/admin/analytics?days=7").expect(200)).body as AdminAnalytics;
    await creatorWithCompetitor(uniqueTag("cday"), day);
    const after = (await get("/api/admin/analytics?days=7").expect(200)).body as AdminAnalytics;
    const dayOf = (a: AdminAnalytics) => a.daily.find((d) => d.date === "2031-05-18")!;
    expect(dayOf(after).analyses - dayOf(before).analyses).toBe(2);
    expect(dayOf(after).competitorAnalyses - dayOf(before).competitorAnalyses).toBe(1);
    const top = (a: AdminAnalytics) => a.scoreDistribution.find((b) => b.bucket === "90-100")!.count;
    expect(top(after)).toBe(top(before)); // only the competitor's post scored 95
  });

  it("when the users list shows the creator, then own and competitor analyses are two counts", async () => {
    const tag = uniqueTag("cus");
    await creatorWithCompetitor(tag);
    const res = await get(`/api/admin/users?search=${tag}`).expect(200);
    expect(res.body.items).toHaveLength(1);
    expect(res.body.items[0]).toMatchObject({ analysesCount: 2, competitorAnalysesCount: 1 });
  });

  it("when the analyses list is filtered by kind, then each row is marked and only that kind is listed and exported", async () => {
    const tag = uniqueTag("ckind");
    const { free, paid, rival } = await creatorWithCompetitor(tag);

    const all = await get(`/api/admin/analyses?search=${tag}&sort=fileName&order=asc`).expect(200);
    expect(all.body.items.map((a: { id: number; kind: string }) => [a.id, a.kind])).toEqual([
      [free.id, "own"],
      [paid.id, "own"],
      [rival.id, "competitor"],
    ]);
    const competitors = await get(`/api/admin/analyses?search=${tag}&kind=competitor`).expect(200);
    expect(competitors.body.total).toBe(1);
    expect(competitors.body.items.map((a: { id: number }) => a.id)).toEqual([rival.id]);
    const own = await get(`/api/admin/analyses?search=${tag}&kind=own`).expect(200);
    expect(own.body.total).toBe(2);

    const exported = await exportRows("analyses", { search: tag, kind: "competitor" });
    expect(exported).toHaveLength(1);
    expect(exported[0]).toMatch(new RegExp(`^${rival.id},${tag}-theirs\\.mp4,.*,monthly,competitor,`));
  });

  it("when the kind filter is not own or competitor, then 400 naming kind", async () => {
    const res = await get("/api/admin/analyses?kind=rival").expect(400);
    expect(res.body.fieldErrors.kind).toEqual(["kind must be own or competitor"]);
  });
});

describe("date-range filters on the admin lists and exports", () => {
  async function seedAcrossDays(tag: string) {
    const early = await seedUser(ctx, { username: `${tag}early`, createdAt: new Date("2031-05-09T23:59:59.000Z") });
    const inside = await seedUser(ctx, { username: `${tag}inside`, createdAt: new Date("2031-05-10T00:00:00.000Z") });
    const lastDay = await seedUser(ctx, { username: `${tag}lastday`, createdAt: new Date("2031-05-12T23:59:59.000Z") });
    await seedUser(ctx, { username: `${tag}late`, createdAt: new Date("2031-05-13T00:00:00.000Z") });
    const analyses = [];
    const payments = [];
    for (const user of [early, inside, lastDay]) {
      analyses.push(await seedAnalysis(ctx, { userId: user.id, fileName: `${tag}.mp4`, createdAt: user.createdAt }));
      payments.push(
        await seedPayment(ctx, {
          userId: user.id,
          providerPaymentIntentId: `pi_${tag}${user.id}`,
          createdAt: user.createdAt,
        }),
      );
    }
    return { inside, lastDay, analyses, payments };
  }

  it("when From and To are given, then the users, analyses and payments lists hold rows of those whole UTC days only", async () => {
    const tag = uniqueTag("rng");
    const seeded = await seedAcrossDays(tag);
    const range = "from=2031-05-10&to=2031-05-12";
    const users = await get(`/api/admin/users?search=${tag}&${range}&sort=createdAt&order=asc`).expect(200);
    expect(users.body.items.map((u: { id: number }) => u.id)).toEqual([seeded.inside.id, seeded.lastDay.id]);
    expect(users.body.total).toBe(2);

    const analyses = await get(`/api/admin/analyses?search=${tag}&${range}&sort=createdAt&order=asc`).expect(200);
    expect(analyses.body.items.map((a: { id: number }) => a.id)).toEqual([
      seeded.analyses[1]!.id,
      seeded.analyses[2]!.id,
    ]);

    const payments = await get(`/api/admin/payments?search=pi_${tag}&${range}&sort=createdAt&order=asc`).expect(200);
    expect(payments.body.items.map((p: { id: number }) => p.id)).toEqual([
      seeded.payments[1]!.id,
      seeded.payments[2]!.id,
    ]);

    const fromOnly = await get(`/api/admin/users?search=${tag}&from=2031-05-13`).expect(200);
    expect(fromOnly.body.items.map((u: { username: string }) => u.username)).toEqual([`${tag}late`]);
    const toOnly = await get(`/api/admin/users?search=${tag}&to=2031-05-09`).expect(200);
    expect(toOnly.body.items.map((u: { username: string }) => u.username)).toEqual([`${tag}early`]);
  });

  it("when an export is given From and To, then the CSV holds the same rows as the list", async () => {
    const tag = uniqueTag("rexp");
    const seeded = await seedAcrossDays(tag);
    const range = { from: "2031-05-10", to: "2031-05-12" };
    const users = await exportRows("users", { search: tag, ...range });
    expect(users.map((line) => Number(line.split(",")[0]))).toEqual([seeded.inside.id, seeded.lastDay.id]);
    const analyses = await exportRows("analyses", { search: tag, ...range });
    expect(analyses.map((line) => Number(line.split(",")[0]))).toEqual([
      seeded.analyses[1]!.id,
      seeded.analyses[2]!.id,
    ]);
    const payments = await exportRows("payments", { search: `pi_${tag}`, ...range });
    expect(payments.map((line) => Number(line.split(",")[0]))).toEqual([
      seeded.payments[1]!.id,
      seeded.payments[2]!.id,
    ]);
  });

  it.each([
    ["from=2031-05-12&to=2031-05-10", "to", "To must be on or after From"],
    ["from=2031-02-30", "from", "From is not a real date"],
    ["to=yesterday", "to", "To must be a date like 2026-01-31"],
    ["from=1900-01-01", "from", "From must be between 2000 and 2099"],
    ["to=2031-05-10T00:00:00Z", "to", "To must be a date like 2026-01-31"],
  ])("when a list is asked for %s, then 400 naming %s", async (query, field, message) => {
    for (const list of ["users", "analyses", "payments", "messages", "audit-log", "login-attempts"]) {
      const res = await get(`/api/admin/${list}?${query}`).expect(400);
      expect(res.body.fieldErrors[field]).toEqual([message]);
    }
  });

  it("when an export's range ends before it starts, then 400 naming to and no CSV", async () => {
    const res = await actors
      .as("admin", "POST", "/api/admin/export/payments")
      .send({ from: "2031-05-12", to: "2031-05-11" })
      .expect(400);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.body.fieldErrors.to).toEqual(["To must be on or after From"]);
  });
});
