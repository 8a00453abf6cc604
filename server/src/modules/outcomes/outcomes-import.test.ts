import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postOutcomes } from "../../db/schema";
import { createTestContext, type TestContext } from "../../../test/app";
import { type Actors, createActors } from "../../../test/actors";
import { seedAnalysis } from "../../../test/admin-seed";

// Importing a results export through the API: the preview reads and matches without storing anything; the
// import stores every confirmed row or none; a broken file is refused with the line that is wrong.

let ctx: TestContext;
let actors: Actors;
const ids = { riyadh: 0, coffee: 0, theirs: 0 };

async function tiktokExport(rows: (string | number)[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Content");
  sheet.addRow([
    "Video title",
    "Video link",
    "Post time",
    "Total likes",
    "Total comments",
    "Total shares",
    "Total views",
  ]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const stored = async (userId: number) =>
  ctx.database.db.select().from(postOutcomes).where(eq(postOutcomes.userId, userId));

beforeAll(async () => {
  ctx = await createTestContext({ models: false });
  actors = await createActors(ctx);
  const day = (d: string) => new Date(`${d}T10:00:00Z`);
  ids.riyadh = (
    await seedAnalysis(ctx, {
      userId: actors.userA.id,
      fileName: "riyadh.mp4",
      caption: "Riyadh nights with friends",
      hashtags: "#الرياض #night",
      createdAt: day("2026-11-19"),
    })
  ).id;
  ids.coffee = (
    await seedAnalysis(ctx, {
      userId: actors.userA.id,
      fileName: "coffee.mp4",
      caption: "روتين الصباح مع القهوة",
      hashtags: "#قهوة",
      createdAt: day("2026-11-17"),
    })
  ).id;
  ids.theirs = (await seedAnalysis(ctx, { userId: actors.userB.id, fileName: "theirs.mp4" })).id;
});

afterAll(async () => {
  await ctx.close();
});

describe("importing a TikTok Studio export", () => {
  it("when the export is previewed, then every row shows with its match and nothing is stored", async () => {
    const file = await tiktokExport([
      [
        "Riyadh nights with friends #الرياض #night",
        "https://www.tiktok.com/@me/video/1",
        "2026-11-20",
        1840,
        96,
        41,
        23850,
      ],
      ["روتين الصباح مع القهوة #قهوة", "https://www.tiktok.com/@me/video/2", "2026-11-18", 610, 12, 4, 8120],
      ["Never analysed", "https://www.tiktok.com/@me/video/3", "2026-11-21", 10, 1, 0, 300],
    ]);
    const res = await actors.as("userA", "POST", "/api/outcomes/import/preview").attach("file", file, "Content.xlsx");
    expect(res.status).toBe(200);
    expect(res.body.source).toEqual({ id: "tiktok", name: "TikTok Studio" });
    expect(res.body.rows.map((r: { analysisId: number | null }) => r.analysisId)).toEqual([
      ids.riyadh,
      ids.coffee,
      null,
    ]);
    expect(res.body.rows[0].input).toMatchObject({ platform: "tiktok", views: 23850, likes: 1840 });
    expect(res.body.analyses.map((a: { id: number }) => a.id)).not.toContain(ids.theirs);
    expect(await stored(actors.userA.id)).toHaveLength(0);
  });

  it("when the creator confirms the matched rows, then they are stored together", async () => {
    const rows = [
      { analysisId: ids.riyadh, platform: "tiktok", postedOn: "2026-11-20", views: 23850, likes: 1840 },
      { analysisId: ids.coffee, platform: "tiktok", postedOn: "2026-11-18", views: 8120, likes: 610 },
    ];
    const res = await actors.as("userA", "POST", "/api/outcomes/import").send({ rows });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ imported: 2 });
    expect((await stored(actors.userA.id)).map((r) => r.views).sort()).toEqual([23850, 8120].sort());
  });

  it("when one row names another user's analysis, then 403 names the row and nothing of the file is stored", async () => {
    const before = (await stored(actors.userA.id)).length;
    const rows = [
      { analysisId: ids.riyadh, platform: "tiktok", postedOn: "2026-11-20", views: 30000 },
      { analysisId: ids.theirs, platform: "tiktok", postedOn: "2026-11-20", views: 5 },
    ];
    const res = await actors.as("userA", "POST", "/api/outcomes/import").send({ rows });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/^Row 2: analysis \d+ is not one of your own analyses; nothing was imported/);
    expect(await stored(actors.userA.id)).toHaveLength(before);
  });

  it("when the export has a bad line, then 400 names the line and nothing is stored", async () => {
    const file = await tiktokExport([
      ["Riyadh", "https://x/1", "2026-11-20", 1, 1, 1, 100],
      ["Coffee", "https://x/2", "someday", 1, 1, 1, 100],
    ]);
    const res = await actors.as("userA", "POST", "/api/outcomes/import/preview").attach("file", file, "Content.xlsx");
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Line 3: the posting date "someday" is not a date/);
  });

  it("when no file or a file over 2 MB is sent, then it is refused with a message a person reads", async () => {
    const none = await actors.as("userA", "POST", "/api/outcomes/import/preview");
    expect(none.status).toBe(400);
    const big = await actors
      .as("userA", "POST", "/api/outcomes/import/preview")
      .attach("file", Buffer.alloc(2 * 1024 * 1024 + 10, 0x41), "huge.csv");
    expect(big.status).toBe(413);
    expect(big.body.message).toMatch(/at most 2 MB/);
  });
});
