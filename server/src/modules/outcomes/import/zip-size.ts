// What an XLSX (a zip) says it unpacks to, from its central directory, before any of it is inflated: a 2 MB
// upload that declares gigabytes is refused instead of being unpacked into memory. A zip that lies about its
// sizes is not caught here: the zip library (jszip, under exceljs) compares an entry's size only after inflating
// it. Refusing honest bombs is what this does; the 2 MB upload limit bounds the rest.

/** An export of a few thousand posts unpacks to a few MB; far more than this is not a results export. */
export const MAX_UNPACKED_BYTES = 32 * 1024 * 1024;
export const MAX_ENTRIES = 500;

/** The declared uncompressed total and entry count, or null when the central directory cannot be read. */
export function declaredZipSize(data: Buffer): { bytes: number; entries: number } | null {
  // The end-of-central-directory record: signature 0x06054b50, within the last 64 KB + 22 bytes.
  const from = Math.max(0, data.length - 65_557);
  let eocd = -1;
  for (let i = data.length - 22; i >= from; i--) {
    if (data.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const entries = data.readUInt16LE(eocd + 10);
  let offset = data.readUInt32LE(eocd + 16);
  let bytes = 0;
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > data.length || data.readUInt32LE(offset) !== 0x02014b50) return null;
    const size = data.readUInt32LE(offset + 24);
    // 0xFFFFFFFF: a ZIP64 size, over 4 GB.
    bytes += size === 0xffffffff ? Number.POSITIVE_INFINITY : size;
    offset += 46 + data.readUInt16LE(offset + 28) + data.readUInt16LE(offset + 30) + data.readUInt16LE(offset + 32);
  }
  return { bytes, entries };
}
