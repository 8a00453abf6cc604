import { Writable } from "node:stream";
import type { Response } from "superagent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/app";
import { type Actors, createActors } from "../../../test/actors";
import { seedAnalysis, seedPayment, seedUser, uniqueTag } from "../../../test/admin-seed";
import { centsAsDollars, createAdminExportService, EXPORT_COLUMNS } from "./admin-export";

// CSV exports: streamed from the database in batches, with the list's search and filters, a BOM so Excel reads Arabic,
// and formula injection neutralised.

const NOW = new Date("2030-07-08T23:30:00.000Z");
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

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

/** The raw bytes of the answer: the BOM is part of what is tested, so no text decoding by the client. */
function rawBody(res: Response, callback: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on("data", (chunk: Buffer) => chunks.push(chunk));
  res.on("end", () => callback(null, Buffer.concat(chunks)));
}

async function exportCsv(kind: string, body?: object) {
  const test = actors.as("admin", "POST", `/api/admin/export/${kind}`).buffer(true).parse(rawBody);
  const res = await (body ? test.send(body) : test).expect(200);
  const bytes = res.body as Buffer;
  const lines = bytes.subarray(BOM.length).toString("utf8").split("\r\n");
  expect(lines.pop()).toBe(""); // the last record ends with CRLF too
  return { res, bytes, header: lines[0]!, rows: lines.slice(1) };
}

describe("POST /api/admin/export/users", () => {
  it("when a search is given, then a BOM, the header row and only the matching users, Arabic intact and formulas neutralised", async () => {
    const tag = uniqueTag("exp");
    const arabic = await seedUser(ctx, {
      username: `سارة${tag}`,
      email: `sara.${tag}@example.com`,
      firstName: "سارة",
      language: "ar",
      createdAt: new Date("2030-07-01T10:00:00.000Z"),
    });
    const attacker = await seedUser(ctx, {
      username: `=cmd${tag}`,
      email: `cmd.${tag}@example.com`,
      firstName: "+SUM(A1)",
      lastName: "-2+3",
      emailVerified: true,
    });
    await seedUser(ctx, { username: uniqueTag("outsider") });

    const { res, bytes, header, rows } = await exportCsv("users", { search: tag });
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="users-export-2030-07-08.csv"');
    expect(bytes.subarray(0, 3).equals(BOM)).toBe(true);
    expect(header).toBe(
      "id,username,email,firstName,lastName,language,freeTrialsUsed,plan,subscriptionStatus,emailVerified,createdAt",
    );
    expect(rows).toEqual([
      `${arabic.id},سارة${tag},sara.${tag}@example.com,سارة,,ar,0,free,,false,2030-07-01T10:00:00.000Z`,
      `${attacker.id},'=cmd${tag},cmd.${tag}@example.com,'+SUM(A1),'-2+3,en,0,free,,true,${attacker.createdAt.toISOString()}`,
    ]);
  });

  it("when no body is sent, then every user is exported", async () => {
    const { rows } = await exportCsv("users");
    expect(rows.some((row) => row.startsWith(`${actors.userA.id},${actors.userA.username},`))).toBe(true);
    expect(rows.some((row) => row.startsWith(`${actors.userB.id},${actors.userB.username},`))).toBe(true);
  });
});

describe("POST /api/admin/export/payments and analyses", () => {
  it("when payments are filtered by status and type, then only those rows, amounts in dollars", async () => {
    const tag = uniqueTag("pexp");
    const payer = await seedUser(ctx, { username: `${tag}payer` });
    const paid = await seedPayment(ctx, {
      userId: payer.id,
      amount: 1000,
      type: "subscription",
      method: "saved_card",
      providerPaymentIntentId: `pi_${tag}`,
    });
    await seedPayment(ctx, { userId: payer.id, amount: 100, type: "per_post" });
    await seedPayment(ctx, { userId: payer.id, amount: 1000, type: "subscription", status: "failed" });

    const { header, rows } = await exportCsv("payments", { search: tag, status: "succeeded", type: "subscription" });
    expect(header).toBe(
      "id,stripePaymentIntentId,username,email,amount,currency,type,method,status,refundedAmount,refundedAt,refundRequestedAt,createdAt",
    );
    expect(rows).toEqual([
      `${paid.id},pi_${tag},${tag}payer,${tag}payer@example.com,10.00,usd,subscription,saved_card,succeeded,0.00,,,${NOW.toISOString()}`,
    ]);
  });

  it("when analyses are searched by owner, then each row names the owner", async () => {
    const tag = uniqueTag("aexp");
    const owner = await seedUser(ctx, { username: `${tag}maker` });
    const analysis = await seedAnalysis(ctx, {
      userId: owner.id,
      fileName: "@reel, final.mp4",
      viralScore: 88,
      viralPotential: "Very High",
      paymentType: "per_post",
    });
    const { res, header, rows } = await exportCsv("analyses", { search: `${tag}MAKER` });
    expect(res.headers["content-disposition"]).toBe('attachment; filename="analyses-export-2030-07-08.csv"');
    expect(header).toBe("id,fileName,username,mediaType,viralScore,viralPotential,paymentType,kind,createdAt");
    expect(rows).toEqual([
      `${analysis.id},"'@reel, final.mp4",${tag}maker,video,88,Very High,per_post,own,${NOW.toISOString()}`,
    ]);
  });

  it("when the export is limited to one user, then only that user's analyses and payments come out", async () => {
    const tag = uniqueTag("uexp");
    const one = await seedUser(ctx, { username: `${tag}one` });
    const other = await seedUser(ctx, { username: `${tag}two` });
    const mine = await seedAnalysis(ctx, { userId: one.id, fileName: `${tag}.mp4` });
    await seedAnalysis(ctx, { userId: other.id, fileName: `${tag}.mp4` });
    const paid = await seedPayment(ctx, { userId: one.id, providerPaymentIntentId: `pi_${tag}1` });
    await seedPayment(ctx, { userId: other.id, providerPaymentIntentId: `pi_${tag}2` });

    const analysesCsv = await exportCsv("analyses", { search: tag, userId: one.id });
    expect(analysesCsv.rows.map((row) => Number(row.split(",")[0]))).toEqual([mine.id]);
    const paymentsCsv = await exportCsv("payments", { search: `pi_${tag}`, userId: one.id });
    expect(paymentsCsv.rows.map((row) => Number(row.split(",")[0]))).toEqual([paid.id]);
  });

  it("when the kind or the body is not allowed, then 400; without a token, 401", async () => {
    await actors.as("admin", "POST", "/api/admin/export/sessions").expect(400);
    await actors.as("admin", "POST", "/api/admin/export/users").send({ search: "x", extra: 1 }).expect(400);
    await actors.as("userA", "POST", "/api/admin/export/users").expect(401);
  });
});

describe("createAdminExportService", () => {
  it("when the table spans several batches, then every matching row comes once, in id order", async () => {
    const tag = uniqueTag("batch");
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) ids.push((await seedUser(ctx, { username: `${tag}u${i}` })).id);
    const service = createAdminExportService({ db: ctx.database.db, clock: ctx.clock, batchSize: 2 });
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    const result = await service.writeCsv("users", { search: tag }, sink);
    expect(result).toEqual({ rows: 7, batches: 4, aborted: false });
    const lines = Buffer.concat(chunks).toString("utf8").trim().split("\r\n").slice(1);
    expect(lines.map((line) => Number(line.split(",")[0]))).toEqual(ids);
  });

  it("when the destination closes after the first chunk, then reading stops early and it is not an error", async () => {
    const tag = uniqueTag("abort");
    for (let i = 0; i < 40; i++) await seedUser(ctx, { username: `${tag}u${i}` });
    const service = createAdminExportService({ db: ctx.database.db, clock: ctx.clock, batchSize: 1, chunkBytes: 1 });
    const sink = new Writable({
      write(_chunk, _encoding, done) {
        done();
        this.destroy();
      },
    });
    const result = await service.writeCsv("users", { search: tag }, sink);
    expect(result.aborted).toBe(true);
    expect(result.batches).toBeLessThan(20);
  });

  it("when the first batch is read, then beforeFirstWrite runs once, before any byte is written", async () => {
    const tag = uniqueTag("headers");
    for (let i = 0; i < 3; i++) await seedUser(ctx, { username: `${tag}u${i}` });
    const service = createAdminExportService({ db: ctx.database.db, clock: ctx.clock, batchSize: 1, chunkBytes: 1 });
    const events: string[] = [];
    const sink = new Writable({
      write(_chunk, _encoding, done) {
        events.push("write");
        done();
      },
    });
    await service.writeCsv("users", { search: tag }, sink, () => events.push("beforeFirstWrite"));
    expect(events[0]).toBe("beforeFirstWrite");
    expect(events.filter((event) => event === "beforeFirstWrite")).toHaveLength(1);
    expect(events.length).toBeGreaterThan(1);
  });

  it("when cents are written as dollars, then two decimals", () => {
    expect([0, 1, 100, 499, 1000].map(centsAsDollars)).toEqual(["0.00", "0.01", "1.00", "4.99", "10.00"]);
    expect(EXPORT_COLUMNS.payments.map((c) => c.key)).toContain("amount");
  });
});
