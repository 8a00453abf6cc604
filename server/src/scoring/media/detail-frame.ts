import sharp from "sharp";
import type { GrayFrame } from "../types";
import { MediaUnreadableError } from "../types";
import { resolveMediaTools, runTool, ToolError, toolFault } from "./tools";
import { MAX_DECODE_PIXELS } from "./video";

// One frame at (nearly) full resolution for measures that a 416 px analysis frame cannot carry: the codec's
// 8x8 block grid (blockiness) and whether the picture was upscaled from a smaller source (effective
// resolution). Luma only, so a 1080x1920 frame is 2 MB. The long side is capped at 1920 and never enlarged.

export const DETAIL_LONG_SIDE = 1920;

const common = ["-hide_banner", "-nostdin", "-v", "error"];
const INPUT_GUARDS = ["-max_pixels", String(MAX_DECODE_PIXELS), "-threads", "2"];
// Coded orientation (no autorotate) and no resampling below the cap, so the block grid stays where the
// encoder put it. ffmpeg's gray is full range (limited-range Y is expanded), like luma computed from RGB.
const CAP = `min(1,${DETAIL_LONG_SIDE}/max(iw,ih))`;
export const DETAIL_FILTER = `scale=w='trunc(iw*${CAP})':h='trunc(ih*${CAP})':flags=area,format=gray`;

/**
 * Decodes one frame of a video as 8-bit gray at its coded size (capped at 1920 on the long side): the
 * keyframe at or before atSec (input seeking, non-key frames skipped: one frame decoded, whatever the
 * file's length); if that yields nothing, the first frame after the seek point. Null when no frame could
 * be decoded. Rejects only when aborted through `signal`, or with AnalysisFaultError when ffmpeg was killed,
 * hung or could not start.
 */
export async function decodeDetailFrame(
  filePath: string,
  atSec: number,
  signal?: AbortSignal,
): Promise<GrayFrame | null> {
  const at = Math.max(0, Number.isFinite(atSec) ? atSec : 0).toFixed(3);
  const keyOnly = await decodeOne(["-skip_frame", "nokey", "-noaccurate_seek", "-ss", at], filePath, signal);
  return keyOnly ?? decodeOne(["-noaccurate_seek", "-ss", at], filePath, signal);
}

async function decodeOne(seek: string[], filePath: string, signal?: AbortSignal): Promise<GrayFrame | null> {
  const reader = new PgmReader();
  const args = [
    ...common,
    ...seek,
    ...INPUT_GUARDS,
    "-noautorotate",
    "-i",
    filePath,
    "-map",
    "0:v:0",
    "-an",
    "-sn",
    "-dn",
    "-vf",
    DETAIL_FILTER,
    "-frames:v",
    "1",
    // After an input seek the frame's timestamp is negative; the default constant-rate sync would drop it.
    "-vsync",
    "0",
    "-c:v",
    "pgm",
    "-f",
    "image2pipe",
    "pipe:1",
  ];
  try {
    await runTool(resolveMediaTools().ffmpeg, args, {
      outputs: { 1: (chunk) => reader.push(chunk) },
      timeoutMs: 30_000,
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    const fault = toolFault(error);
    if (fault) throw fault;
    // A damaged tail can fail the process after the frame arrived: keep the frame.
    if (!(error instanceof ToolError) && !reader.frame) throw error;
  }
  return reader.frame;
}

/** Reads one binary PGM (P5, maxval 255) from a stream: the header carries the size, no ffprobe needed. */
export class PgmReader {
  frame: GrayFrame | null = null;
  private header = "";
  private luma: Uint8Array | null = null;
  private width = 0;
  private height = 0;
  private filled = 0;

  push(chunk: Buffer): void {
    let offset = 0;
    while (offset < chunk.length && !this.frame) {
      if (!this.luma) {
        this.header += String.fromCharCode(chunk[offset++]!);
        const match = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s$/.exec(this.header);
        if (match) {
          this.width = Number(match[1]);
          this.height = Number(match[2]);
          const pixels = this.width * this.height;
          if (Number(match[3]) !== 255 || pixels <= 0 || pixels > DETAIL_LONG_SIDE * DETAIL_LONG_SIDE) {
            throw new Error(`unsupported PGM frame ${this.header.trim()}`);
          }
          this.luma = new Uint8Array(pixels);
        } else if (this.header.length > 64) {
          throw new Error("malformed PGM stream");
        }
        continue;
      }
      const take = Math.min(this.luma.length - this.filled, chunk.length - offset);
      this.luma.set(chunk.subarray(offset, offset + take), this.filled);
      this.filled += take;
      offset += take;
      if (this.filled === this.luma.length) this.frame = { width: this.width, height: this.height, luma: this.luma };
    }
  }
}

// 100 MP is far above any phone photo; a larger declared size is a decompression bomb (as in image.ts).
const MAX_IMAGE_PIXELS = 100_000_000;

/**
 * An image as 8-bit BT.601 luma (of the sRGB values, like the analysis frames) with EXIF rotation applied
 * and alpha flattened on white, capped at 1920 on the long side, never enlarged. The weighting runs in
 * libvips (recomb), off the event loop. MediaUnreadableError for an unreadable file.
 */
export async function loadDetailImage(filePath: string): Promise<GrayFrame> {
  try {
    const row: [number, number, number] = [0.299, 0.587, 0.114];
    const { data, info } = await sharp(filePath, { failOn: "warning", limitInputPixels: MAX_IMAGE_PIXELS })
      .timeout({ seconds: 15 })
      .rotate()
      .resize(DETAIL_LONG_SIDE, DETAIL_LONG_SIDE, { fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .toColourspace("srgb")
      .removeAlpha()
      .recomb([row, row, row])
      .extractChannel(0)
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 1) throw new Error(`unexpected ${info.channels} channels`);
    return { width: info.width, height: info.height, luma: new Uint8Array(data.buffer, data.byteOffset, data.length) };
  } catch (error) {
    throw new MediaUnreadableError("The image could not be read (empty, truncated or not an image)", { cause: error });
  }
}
