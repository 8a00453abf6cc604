import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { resolveMediaTools } from "../server/src/scoring/media/tools";
import { createUserViaApi, expect, expectNoSeriousViolations, test, uniqueUser } from "./fixtures";

const run = promisify(execFile);

// A creator editing a clip sees which seconds lose viewers and jumps to them: the timeline under the preview,
// its moments, and the video seeking there. The clip is made here: 2 s of a moving test card, 6 s of colour
// bars that do not move, 2 s of the moving card again, a keyframe every second as phones write them.

test("when a creator analyses a clip with a 6 s still stretch, then the timeline names 0:02-0:08 and clicking it plays the video from 0:02, on a phone too", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await createUserViaApi(page.request, uniqueUser("timeline"));
  const clip = testInfo.outputPath("still-stretch.mp4");
  const size = "size=360x640:rate=24";
  await run(resolveMediaTools().ffmpeg, [
    "-hide_banner",
    "-loglevel",
    "error",
    "-y",
    ...["-f", "lavfi", "-i", `testsrc2=${size}:duration=2`],
    ...["-f", "lavfi", "-i", `smptebars=${size}:duration=6`],
    ...["-f", "lavfi", "-i", `testsrc2=${size}:duration=2`],
    ...["-f", "lavfi", "-i", "sine=frequency=440:sample_rate=44100:duration=10"],
    "-filter_complex",
    "[0:v][1:v][2:v]concat=n=3:v=1:a=0,format=yuv420p[v]",
    ...["-map", "[v]", "-map", "3:a", "-c:v", "libx264", "-g", "24", "-preset", "ultrafast", "-c:a", "aac"],
    clip,
  ]);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/#analyze");
  const form = page.getByRole("form", { name: "Analyze your content" });
  await expect(form.getByText(/^Free analyses used: 0\/\d+\./)).toBeVisible();
  await form.getByLabel("Upload video or image").setInputFiles(clip);
  await form.getByLabel("Caption", { exact: true }).fill("Which part would you keep? 👇");
  await form.getByRole("button", { name: "Analyze", exact: true }).click();
  await expect(page.getByRole("heading", { name: /^Viral Score: \d+ out of 100$/ })).toBeVisible({ timeout: 60_000 });

  const timeline = page.getByRole("region", { name: "Second by second" });
  await expect(timeline).toContainText("estimated hold");
  await expect(timeline.getByTestId("timeline-bars").locator("button")).toHaveCount(10);
  const stretch = timeline.getByRole("button", { name: "0:02-0:08 Nothing changes for 6 s" });
  await expect(stretch).toBeVisible();
  await expect(page.getByText(/^0:02-0:08: no cut, no motion, no voice and no new text for 6 s/)).toBeVisible();
  await timeline.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("timeline-360.png"), fullPage: false });

  await stretch.click();
  const video = page.getByLabel("Preview of the analysed video");
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(2);
  expect(await video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeLessThan(4);
  await expectNoSeriousViolations(page, "the results with a video timeline");
});
