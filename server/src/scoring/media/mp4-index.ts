import fs from "node:fs/promises";
import { type MP4BoxBuffer, createFile } from "mp4box";
import { type PacketFacts, TIMELINE_MAX_SECONDS, parsePacketLines } from "./keyframes";

// The keyframes and packet sizes of an MP4 or MOV file, read from its index (the moov box: a few hundred kB
// wherever it sits in the file) instead of by ffprobe reading every packet of the file (300 MB for a minute
// of phone video, about 100 ms of CPU, and the keyframe pass waited for it). The answer is the very list
// ffprobe gives: times are computed and rounded the way ffprobe prints them, then read by the same parser.
// Only the plain case is read here (one video track, samples listed in the moov, at most one edit that starts
// the media at or after zero); anything else answers null and ffprobe lists the packets as before.

const HEADER_BYTES = 16;
/** A moov larger than this is not a phone clip's (a 3-minute 60 fps clip's is about 1 MB). */
const MAX_MOOV_BYTES = 64 * 1024 * 1024;

type Box = { type: string; offset: number; size: number };

/** The top-level boxes, from their headers alone. */
async function topLevelBoxes(file: fs.FileHandle, fileSize: number): Promise<Box[]> {
  const boxes: Box[] = [];
  const head = Buffer.alloc(HEADER_BYTES);
  let offset = 0;
  while (offset + 8 <= fileSize && boxes.length < 1000) {
    const { bytesRead } = await file.read(head, 0, HEADER_BYTES, offset);
    if (bytesRead < 8) break;
    let size = head.readUInt32BE(0);
    const type = head.toString("latin1", 4, 8);
    if (size === 1 && bytesRead >= 16) size = Number(head.readBigUInt64BE(8));
    else if (size === 0) size = fileSize - offset;
    if (size < 8 || offset + size > fileSize) break;
    boxes.push({ type, offset, size });
    offset += size;
  }
  return boxes;
}

/**
 * A time as ffprobe prints it: ts * (1 / timescale) in doubles, then printf's "%f", which rounds the exact
 * binary value to six decimals with ties to even. toFixed(100) gives that exact value's digits.
 */
export function ffprobeTime(ts: number, timescale: number): string {
  const seconds = ts * (1 / timescale);
  if (!Number.isFinite(seconds)) return "nan";
  const negative = seconds < 0;
  const [whole, fraction] = Math.abs(seconds).toFixed(100).split(".") as [string, string];
  const kept = BigInt(whole + fraction.slice(0, 6));
  const next = fraction[6]!;
  const beyond = /[1-9]/.test(fraction.slice(7));
  const up = next > "5" || (next === "5" && (beyond || kept % 2n === 1n));
  const value = kept + (up ? 1n : 0n);
  const text = `${value / 1_000_000n}.${(value % 1_000_000n).toString().padStart(6, "0")}`;
  return negative && value !== 0n ? `-${text}` : text;
}

type Sample = { cts: number; is_sync: boolean; size: number; timescale: number };
type Track = { samples?: Sample[]; edts?: { elst?: { entries?: { media_time: number; segment_duration: number }[] } } };

/** PacketFacts from the file's index, or null when this is not a plain MP4/MOV (ffprobe then lists them). */
export async function readMp4PacketFacts(filePath: string): Promise<PacketFacts | null> {
  let file: fs.FileHandle | null = null;
  try {
    file = await fs.open(filePath, "r");
    const { size } = await file.stat();
    const boxes = await topLevelBoxes(file, size);
    const ftyp = boxes.find((b) => b.type === "ftyp");
    const moov = boxes.find((b) => b.type === "moov");
    // A fragmented file keeps its samples in moof boxes, outside the index read here.
    if (!moov || moov.size > MAX_MOOV_BYTES || boxes.some((b) => b.type === "moof")) return null;
    const mp4 = createFile();
    let ready = false;
    mp4.onReady = () => (ready = true);
    mp4.onError = () => (ready = false);
    // The boxes are handed over back to back: the media data between them is not needed for the index.
    let at = 0;
    for (const box of [ftyp, moov].filter((b): b is Box => b !== undefined)) {
      const bytes = Buffer.alloc(box.size);
      await file.read(bytes, 0, box.size, box.offset);
      const buffer = bytes.buffer as MP4BoxBuffer;
      buffer.fileStart = at;
      at += box.size;
      mp4.appendBuffer(buffer);
    }
    mp4.flush();
    const info = ready ? mp4.getInfo() : null;
    if (!info || info.videoTracks.length !== 1) return null;
    const track = mp4.getTrackById(info.videoTracks[0]!.id) as unknown as Track;
    const samples = track.samples ?? [];
    const edits = track.edts?.elst?.entries ?? [];
    if (samples.length === 0 || edits.length > 1 || (edits[0] && edits[0].media_time < 0)) return null;
    const shift = edits[0]?.media_time ?? 0;
    const lines: string[] = [];
    for (const s of samples) {
      const t = ffprobeTime(s.cts - shift, s.timescale);
      if (Number(t) > TIMELINE_MAX_SECONDS + 1) continue;
      lines.push(`${t},${s.size},${s.is_sync ? "K__" : "___"}`);
    }
    return parsePacketLines(lines.join("\n"));
  } catch {
    return null;
  } finally {
    await file?.close().catch(() => undefined);
  }
}
