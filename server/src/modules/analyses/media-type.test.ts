import { describe, expect, it } from "vitest";
import { detectMediaFromHeader } from "./media-type";

const box = (type: string, brand: string) =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from(type + brand, "latin1"), Buffer.alloc(8)]);

describe("detectMediaFromHeader", () => {
  it("when the bytes are an MP4 ftyp box, then MP4; with the qt brand, then QuickTime", () => {
    expect(detectMediaFromHeader(box("ftyp", "isom"))).toEqual({ kind: "video", mime: "video/mp4" });
    expect(detectMediaFromHeader(box("ftyp", "qt  "))).toEqual({ kind: "video", mime: "video/quicktime" });
    expect(detectMediaFromHeader(box("moov", "\0\0\0\0"))).toEqual({ kind: "video", mime: "video/quicktime" });
  });

  it("when the bytes are AVI, JPEG or PNG signatures, then that type", () => {
    expect(detectMediaFromHeader(Buffer.from("RIFF\x10\x00\x00\x00AVI LIST", "latin1"))?.mime).toBe("video/x-msvideo");
    expect(detectMediaFromHeader(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))?.mime).toBe("image/jpeg");
    expect(detectMediaFromHeader(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))?.mime).toBe(
      "image/png",
    );
  });

  it("when the bytes are text, a WAV, a GIF or empty, then nothing", () => {
    expect(detectMediaFromHeader(Buffer.from("hello, this is not a video at all"))).toBeNull();
    expect(detectMediaFromHeader(Buffer.from("RIFF\x10\x00\x00\x00WAVEfmt ", "latin1"))).toBeNull();
    expect(detectMediaFromHeader(Buffer.from("GIF89a........"))).toBeNull();
    expect(detectMediaFromHeader(Buffer.alloc(0))).toBeNull();
  });
});
