import ExcelJS from "exceljs";
import fs from "node:fs";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { resolveMediaTools } from "../server/src/scoring/media/tools";
import { createAnalysisViaApi, createUserViaApi, expect, test, uniqueUser } from "./fixtures";
import { makeProViaApi } from "./payment-fixtures";

// A Pro creator with eight analysed posts imports TikTok Studio's export of them, checks the matches in the
// preview, and sees on /analytics whether their higher scores went with more views, with the posts behind it.

const run = promisify(execFile);

async function cropToPortrait(source: string, out: string): Promise<string> {
  await run(resolveMediaTools().ffmpeg, [
    "-v",
    "error",
    "-y",
    "-i",
    source,
    "-vf",
    "crop=ih*9/16:ih",
    "-frames:v",
    "1",
    out,
  ]);
  return out;
}

const CAPTIONS = [
  "Riyadh nights with friends",
  "Morning coffee routine",
  "Desert camping weekend",
  "Jeddah corniche sunset",
  "Street food tour downtown",
  "Gym day before work",
  "Trying the new cafe",
  "Family dinner recipe",
];

test("when a Pro creator imports a TikTok Studio export of eight analysed posts, then each row is matched, nothing is saved before Import, and /analytics shows Score vs results on 8 posts", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await createUserViaApi(page.request, uniqueUser("importer"));
  await makeProViaApi(page.request);
  // Real photos of people (face-api's demo photos, as shipped and cropped to portrait), so the scores differ.
  const photos = [1, 2, 3, 4, 5, 6].map((n) => `node_modules/@vladmandic/face-api/demo/sample${n}.jpg`);
  photos.push(await cropToPortrait(photos[0]!, testInfo.outputPath("portrait1.jpg")));
  photos.push(await cropToPortrait(photos[2]!, testInfo.outputPath("portrait3.jpg")));
  const analyses = [];
  for (const [i, caption] of CAPTIONS.entries()) {
    analyses.push(
      await createAnalysisViaApi(page.request, photos[i]!, { caption, hashtags: "#riyadh", mimeType: "image/jpeg" }),
    );
  }
  // Views follow the score, so the section has something to say.
  const byScore = [...analyses].sort((a, b) => a.viralScore - b.viralScore || a.id - b.id);
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
  const today = new Date().toISOString().slice(0, 10);
  byScore.forEach((a, i) =>
    sheet.addRow([
      `${a.caption} #riyadh`,
      `https://www.tiktok.com/@me/video/${i}`,
      today,
      50 * (i + 1),
      i,
      i,
      1000 * (i + 1),
    ]),
  );
  const file = testInfo.outputPath("Content.xlsx");
  fs.writeFileSync(file, Buffer.from(await workbook.xlsx.writeBuffer()));

  await page.goto("/analyses");
  await page.getByRole("button", { name: "Import results" }).click();
  const dialog = page.getByRole("dialog", { name: "Import results" });
  await dialog.getByLabel("Export file (CSV or XLSX)").setInputFiles(file);
  await expect(dialog.getByText("TikTok Studio: 8 posts.")).toBeVisible();
  for (const [i, a] of byScore.entries()) {
    await expect(dialog.getByLabel(`Analysis for line ${i + 2}`)).toHaveValue(String(a.id));
  }
  const before = await page.request.get(`/api/analyses/${byScore[0]!.id}/outcomes`);
  expect((await before.json()).outcomes).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("import-preview.png") });
  await dialog.getByRole("button", { name: "Import 8 results" }).click();
  await expect(page.getByText("8 results imported")).toBeVisible();

  await page.goto("/analytics");
  const section = page.getByRole("region", { name: "Score vs results" });
  await expect(section.getByText(/^On your 8 posts, higher scores/)).toBeVisible();
  await expect(section.getByRole("img", { name: /score against its views \(log scale\), 8 posts/ })).toBeVisible();
  await expect(section.getByRole("table")).toContainText("Median views by score band");
  await expect(section).toContainText("A score of your own needs results on 12 posts; you have 8.");
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("score-vs-results.png"), fullPage: true });
});
