/**
 * Little-endian 16-bit samples out of chunks of any length (a pipe splits them anywhere, even mid-sample):
 * the odd byte at a chunk's end waits for the next chunk.
 */
export class Pcm16Stream {
  private carry: number | null = null;

  push(chunk: Uint8Array, onSample: (sample: number) => void): void {
    let i = 0;
    if (this.carry !== null && chunk.length > 0) {
      onSample((((chunk[0]! << 8) | this.carry) << 16) >> 16);
      this.carry = null;
      i = 1;
    }
    for (; i + 1 < chunk.length; i += 2) onSample((((chunk[i + 1]! << 8) | chunk[i]!) << 16) >> 16);
    if (i < chunk.length) this.carry = chunk[i]!;
  }
}
