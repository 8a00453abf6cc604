import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEngine } from "./engine";
import { concentration } from "./insights";
import { GRID, UI_ZONES, frameStats } from "./signals/pixels";
import { FACE_SAMPLES, ffmpeg, makeTempDir, rgbOf } from "./testing/media-fixtures";

// Insight dots sit where their measurement is: between grid cells when the measure straddles them, and never
// asking for the subject under the app's buttons or caption.

const GRID_CENTRES = [10, 30, 50, 70, 90];
const cells = (fill: (row: number, col: number) => number) =>
  Array.from({ length: GRID * GRID }, (_, k) => fill(Math.floor(k / GRID), k % GRID));

describe("where a grid measure is concentrated", () => {
  it("when one cell alone stands out, then the dot is on that cell's centre", () => {
    const values = cells((r, c) => (r === 1 && c === 3 ? 200 : 100));
    expect(concentration(values, 1 * GRID + 3, 100, 1)).toEqual({ x: 70, y: 30 });
  });

  it("when two neighbouring cells stand out equally, then the dot sits between them, off the grid's centres", () => {
    const values = cells((r, c) => (r === 2 && (c === 1 || c === 2) ? 200 : 100));
    const p = concentration(values, 2 * GRID + 1, 100, 1);
    expect(p).toEqual({ x: 40, y: 50 });
    expect(GRID_CENTRES).not.toContain(p.x);
  });

  it("when the darkest part is wanted, then the cells darker than the frame pull the dot toward them", () => {
    const values = cells((r, c) => (r === 0 && c === 0 ? 10 : r === 0 && c === 1 ? 40 : 120));
    const p = concentration(values, 0, 100, -1);
    expect(p.x).toBeGreaterThan(10);
    expect(p.x).toBeLessThan(30);
    expect(p.y).toBe(10);
  });
});

describe("dots on a vertical photo", () => {
  const engine = createEngine("offline");
  let dir: string;
  beforeAll(async () => {
    dir = makeTempDir("vs-insights-");
    await engine.warmUp();
  }, 120_000);
  afterAll(async () => {
    await engine.close?.();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("when the brightest and busiest parts of a portrait are in the app's caption strip, then no dot asks for the subject there", async () => {
    // A portrait crop of a photo of people, darkened, with a bright striped sign in the bottom fifth.
    const photo = await ffmpeg(
      [
        "-i",
        FACE_SAMPLES[1]!,
        "-vf",
        "crop=ih*9/16:ih,scale=720:1280,eq=brightness=-0.25," +
          "drawbox=x=60:y=1060:w=600:h=200:color=0xC8C8C8:t=fill," +
          "drawgrid=x=60:y=1060:w=24:h=24:t=4:color=0x707070",
        "-frames:v",
        "1",
      ],
      path.join(dir, "bright-strip.jpg"),
    );
    const result = await engine.analyze({
      filePath: photo,
      media: { kind: "image", mime: "image/jpeg" },
      caption: "Which look would you pick?",
      hashtags: "#streetstyle",
    });
    const underOverlay = (d: { x: number; y: number }) =>
      (d.x >= UI_ZONES.right.x0 * 100 && d.y >= UI_ZONES.right.y0 * 100 && d.y <= UI_ZONES.right.y1 * 100) ||
      (d.y >= UI_ZONES.bottom.y0 * 100 && d.x <= UI_ZONES.bottom.x1 * 100);
    const askingForSubject = result.insights.filter((d) =>
      /put the subject here|keep the key subject here/.test(d.insight),
    );
    for (const dot of askingForSubject) expect(underOverlay(dot), dot.insight).toBe(false);
    // The photo is what the test says: its brightest grid cell is in the bottom row, under the caption.
    const { gridLuma } = frameStats(await rgbOf(photo));
    const brightest = gridLuma.indexOf(Math.max(...gridLuma));
    expect(Math.floor(brightest / GRID)).toBe(GRID - 1);
  }, 60_000);
});
