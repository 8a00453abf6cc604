import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { resolveMediaTools } from "../src/scoring/media/tools";

const run = promisify(execFile);

/** Real media made inside the tests by the same ffmpeg the product resolves (no binaries in the repository). */
export async function makeMediaDir(): Promise<{ dir: string; cleanup(): void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vs-media-"));
  return { dir, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export async function ffmpeg(args: string[]): Promise<void> {
  await run(resolveMediaTools().ffmpeg, ["-hide_banner", "-loglevel", "error", "-y", ...args]);
}

/** A short vertical clip with sound: testsrc2 picture and a sine tone. */
export async function makeVideo(file: string, options: { seconds?: number; size?: string } = {}): Promise<string> {
  const seconds = String(options.seconds ?? 4);
  await ffmpeg([
    "-f",
    "lavfi",
    "-i",
    `testsrc2=size=${options.size ?? "360x640"}:rate=24`,
    "-f",
    "lavfi",
    "-i",
    "sine=frequency=440:sample_rate=44100",
    "-t",
    seconds,
    "-pix_fmt",
    "yuv420p",
    "-c:v",
    "libx264",
    "-preset",
    "ultrafast",
    "-c:a",
    "aac",
    "-shortest",
    file,
  ]);
  return file;
}

export async function makeImage(file: string, size = "720x1280"): Promise<string> {
  await ffmpeg(["-f", "lavfi", "-i", `testsrc2=size=${size}:rate=1`, "-frames:v", "1", file]);
  return file;
}
