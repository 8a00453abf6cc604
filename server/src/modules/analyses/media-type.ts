import fs from "node:fs/promises";
import type { DetectedMedia } from "../../scoring/engine";

export type { DetectedMedia };

// The file's type is decided by its first bytes, never by the browser's MIME type or the extension: a text file renamed
// to .mp4 is not a video.

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString("latin1");

// QuickTime files may start with these atoms instead of ftyp (old cameras, some editors).
const QUICKTIME_LEADING_ATOMS = new Set(["moov", "mdat", "wide", "free", "skip", "pnot"]);

export function detectMediaFromHeader(header: Buffer): DetectedMedia | null {
  if (header.length >= 3 && header[0] === 0xff && header[1] === 0xd8 && header[2] === 0xff) {
    return { kind: "image", mime: "image/jpeg" };
  }
  if (
    header.length >= 8 &&
    header.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return { kind: "image", mime: "image/png" };
  }
  if (header.length >= 12 && ascii(header, 0, 4) === "RIFF" && ascii(header, 8, 12) === "AVI ") {
    return { kind: "video", mime: "video/x-msvideo" };
  }
  if (header.length >= 12) {
    const atom = ascii(header, 4, 8);
    if (atom === "ftyp") {
      const brand = ascii(header, 8, 12);
      return { kind: "video", mime: brand === "qt  " ? "video/quicktime" : "video/mp4" };
    }
    if (QUICKTIME_LEADING_ATOMS.has(atom)) return { kind: "video", mime: "video/quicktime" };
  }
  return null;
}

/** Reads only the first bytes of the stored upload. */
export async function readHeader(filePath: string, length = 64): Promise<Buffer> {
  const handle = await fs.open(filePath, "r");
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
