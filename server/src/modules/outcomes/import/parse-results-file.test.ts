import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { parseResultsFile } from "./parse-results-file";

// One file shaped like each tool's export and one broken file per source. The XLSX ones are written here with
// exceljs, as TikTok Studio writes its export; the CSV ones as Instagram, YouTube Studio and our template do.

async function xlsx(rows: (string | number | Date | { formula: string })[][], percentColumn?: number) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Content");
  for (const row of rows) sheet.addRow(row);
  if (percentColumn !== undefined) sheet.getColumn(percentColumn).numFmt = "0.0%";
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
const csv = (lines: string[]) => Buffer.from(lines.join("\r\n"), "utf8");

describe("TikTok Studio (XLSX)", () => {
  const header = [
    "Video title",
    "Video link",
    "Post time",
    "Total likes",
    "Total comments",
    "Total shares",
    "Total views",
    "Add to Favorites",
    "Average watch time",
    "Watched full video",
  ];
  it("when a content export is read, then each video becomes a TikTok result with its figures", async () => {
    const file = await xlsx(
      [
        header,
        [
          "Riyadh nights #الرياض",
          "https://www.tiktok.com/@me/video/1",
          "2026-11-20 21:04",
          1840,
          96,
          41,
          23850,
          130,
          7.4,
          0.183,
        ],
        [
          "Morning routine ☕",
          "https://www.tiktok.com/@me/video/2",
          "2026-11-18 08:30",
          610,
          12,
          4,
          8120,
          22,
          5.1,
          0.092,
        ],
      ],
      10,
    );
    const parsed = await parseResultsFile(file, "Content.xlsx");
    expect(parsed.source.id).toBe("tiktok");
    expect(parsed.rows).toHaveLength(2);
    expect(parsed.rows[0]).toMatchObject({
      line: 2,
      caption: "Riyadh nights #الرياض",
      input: {
        platform: "tiktok",
        postedOn: "2026-11-20",
        views: 23850,
        likes: 1840,
        saves: 130,
        averageWatchSeconds: 7.4,
        watchedPercent: 18.3,
      },
    });
  });
  it("when a cell holds a formula, then the file is refused with that line", async () => {
    const file = await xlsx([header, ["a", "b", "2026-11-20", 1, 1, 1, { formula: "SUM(1,2)" }, 1, 1, 0.1]]);
    await expect(parseResultsFile(file, "Content.xlsx")).rejects.toThrow("Line 2: formulas are not accepted");
  });
});

describe("Instagram (CSV)", () => {
  const header =
    "Post ID,Account username,Description,Duration (sec),Publish time,Permalink,Post type,Views,Reach,Likes,Shares,Follows,Comments,Saves";
  it("when the professional dashboard's export is read, then each reel is an Instagram result", async () => {
    const file = csv([
      header,
      '1789,me,"Which look? 👇",14,11/21/2026 19:02,https://www.instagram.com/reel/abc/,Reel,"12,400",9800,700,45,3,90,70',
    ]);
    await expect(parseResultsFile(file, "export.csv")).rejects.toThrow(
      /Line 2: the posting date "11\/21\/2026 19:02" is not a date/,
    );
    const fixed = csv([
      header,
      '1789,me,"Which look? 👇",14,2026-11-21T19:02:00,https://www.instagram.com/reel/abc/,Reel,"12,400",9800,700,45,3,90,70',
    ]);
    const parsed = await parseResultsFile(fixed, "export.csv");
    expect(parsed.source.id).toBe("instagram");
    expect(parsed.rows[0]!.input).toMatchObject({
      platform: "instagram",
      postedOn: "2026-11-21",
      views: 12400,
      likes: 700,
      saves: 70,
      link: "https://www.instagram.com/reel/abc/",
    });
  });
  it("when a quote is left open, then the file is refused as broken CSV", async () => {
    const file = csv([header, '1789,me,"Which look? 👇,14,2026-11-21,https://x,Reel,100,90,7,1,0,1,1']);
    await expect(parseResultsFile(file, "export.csv")).rejects.toThrow(/not valid CSV|not a date|not a number/);
  });
});

describe("YouTube Studio (CSV)", () => {
  const header =
    "Content,Video title,Video publish time,Duration,Views,Watch time (hours),Subscribers,Average view duration,Average percentage viewed (%),Likes,Shares";
  it("when the table export is read, then the Total row is skipped and durations become seconds", async () => {
    const file = csv([
      header,
      "Total,,,,5200,14.2,31,0:00:09,,310,22",
      'x1,"Iftar in 30 s","Nov 19, 2026",31,5200,14.2,31,0:00:09,38.5,310,22',
    ]);
    const parsed = await parseResultsFile(file, "Table data.csv");
    expect(parsed.source.id).toBe("youtube");
    expect(parsed.rows).toEqual([
      expect.objectContaining({
        line: 3,
        caption: "Iftar in 30 s",
        input: expect.objectContaining({
          platform: "youtube",
          postedOn: "2026-11-19",
          views: 5200,
          averageWatchSeconds: 9,
          watchedPercent: 38.5,
        }),
      }),
    ]);
  });
  it("when a percentage is out of range, then the line is named with the field's rule", async () => {
    const file = csv([header, 'x1,"Iftar","Nov 19, 2026",31,5200,14.2,31,0:00:09,138.5,310,22']);
    await expect(parseResultsFile(file, "Table data.csv")).rejects.toThrow(
      "Line 2: watchedPercent must be from 0 to 100",
    );
  });
});

describe("the ViralScore template (CSV)", () => {
  const header =
    "caption,posted_on,platform,views,likes,comments,shares,saves,average_watch_seconds,watched_percent,followers,link";
  it("when the template is filled in, then each row names its own platform", async () => {
    const file = csv([header, "Riyadh nights,2026-11-20,snapchat,3100,210,14,9,30,,,4000,"]);
    const parsed = await parseResultsFile(file, "results.csv");
    expect(parsed.rows[0]!.input).toMatchObject({ platform: "snapchat", views: 3100, followers: 4000, link: null });
  });
  it("when views are negative on line 3, then the file is refused with line 3", async () => {
    const file = csv([header, "a,2026-11-20,tiktok,100,,,,,,,,", "b,2026-11-21,tiktok,-5,,,,,,,,"]);
    await expect(parseResultsFile(file, "results.csv")).rejects.toThrow("Line 3: views cannot be negative");
  });
});

describe("files that are not results", () => {
  it("when the columns match no known export, then the refusal names the known exports and the file's first row", async () => {
    await expect(parseResultsFile(csv(["name,amount", "x,1"]), "budget.csv")).rejects.toThrow(
      /match no export this importer knows \(ViralScore template, TikTok Studio, Instagram \(professional dashboard\), YouTube Studio\)\. Its first row is: name, amount/,
    );
  });
  it("when a binary file is sent, then it is refused as neither CSV nor XLSX", async () => {
    await expect(parseResultsFile(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]), "photo.png")).rejects.toThrow(
      "neither CSV nor XLSX",
    );
  });
  it("when an XLSX is damaged, then it is refused as unreadable", async () => {
    await expect(parseResultsFile(Buffer.from("PK\u0003\u0004 broken"), "Content.xlsx")).rejects.toThrow(
      "not a readable XLSX",
    );
  });
});

describe("a workbook that unpacks to far more than it weighs", () => {
  it("when an XLSX declares 200 MB inside a small file, then it is refused before it is unpacked", async () => {
    const { default: JSZip } = await import("jszip");
    const zip = new JSZip();
    zip.file("xl/worksheets/sheet1.xml", Buffer.alloc(200 * 1024 * 1024, 0x20));
    const bomb = await zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    await expect(parseResultsFile(bomb, "Content.xlsx")).rejects.toThrow("unpacks to far more than a results export");
  });
});
