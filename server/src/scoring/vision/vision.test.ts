import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AnalysisFaultError } from "../types";
import { createVisionService } from ".";
import { type SampleFrame, noiseFrame, photoFrames, syntheticFrames, textFrames } from "../testing/sample-frames";
import type { VisionResult } from "./types";
import { DEBIAN_TESSDATA, type OfflineVisionService } from "./vision-service";

// The real models on real and synthetic frames; no mocks. One service for the file (models load once).

const hasArabic = existsSync(path.join(DEBIAN_TESSDATA, "ara.traineddata"));
const ALL = { faces: true, body: true, objects: true, nsfw: true };

let service: OfflineVisionService;
let photos: SampleFrame[];
let synthetic: SampleFrame[];
let text: SampleFrame[];
const analysed = new Map<string, VisionResult>();

async function analyse(sample: SampleFrame): Promise<VisionResult> {
  const known = analysed.get(sample.name);
  if (known) return known;
  const result = await service.analyze(sample.frame, ALL);
  analysed.set(sample.name, result);
  return result;
}

const byName = (frames: SampleFrame[], name: string) => frames.find((f) => f.name === name)!;

beforeAll(async () => {
  service = createVisionService({ backoffMs: 50 });
  [photos, synthetic, text] = await Promise.all([photoFrames(), syntheticFrames(), textFrames(), service.warmUp()]);
}, 180_000);

afterAll(async () => {
  await service?.close();
});

describe("vision models", () => {
  it("when the service warms up, then every model is loaded on the wasm backend", () => {
    const status = service.status();
    expect(status).toMatchObject({ vision: true, nsfw: true, ocr: true, arabicOcr: hasArabic });
    const info = service.describe();
    expect(info.people?.backend).toBe("wasm");
    expect(info.objects?.backend).toBe("wasm");
    expect(info.objects?.loaded.objects).toBe(true);
  });

  it("when frames are synthetic (bars, test cards, noise, blank, gradient, big text), then no face, body or object is found", async () => {
    for (const sample of synthetic) {
      const r = await analyse(sample);
      expect({ name: sample.name, faces: r.faces, bodies: r.bodies, objects: r.objects }).toEqual({
        name: sample.name,
        faces: [],
        bodies: [],
        objects: [],
      });
    }
  }, 60_000);

  it("when face-api's demo photos are analysed, then every face is found and sample1's smiles read as happy", async () => {
    for (const sample of photos) {
      const r = await analyse(sample);
      expect({ name: sample.name, faces: r.faces?.length }).toEqual({ name: sample.name, faces: sample.faces });
      for (const face of r.faces!) {
        expect(face.score).toBeGreaterThanOrEqual(0.5);
        expect(face.x).toBeGreaterThanOrEqual(-0.1);
        expect(face.x + face.width).toBeLessThanOrEqual(1.1);
        expect(face.emotion).not.toBeNull();
      }
    }
    const sample1 = await analyse(byName(photos, "sample1"));
    expect(sample1.faces!.some((f) => f.emotion?.label === "happy" && f.emotion.score >= 0.5)).toBe(true);
  }, 60_000);

  it("when photos of people are analysed, then a body with named keypoints and a 'person' object are found", async () => {
    const sample1 = await analyse(byName(photos, "sample1"));
    expect(sample1.bodies).toHaveLength(1);
    expect(sample1.bodies![0]!.score).toBeGreaterThanOrEqual(0.5);
    expect(sample1.bodies![0]!.keypoints).toContain("nose");
    for (const sample of photos) {
      const r = await analyse(sample);
      expect({ name: sample.name, person: r.objects!.some((o) => o.label === "person") }).toEqual({
        name: sample.name,
        person: true,
      });
    }
  }, 60_000);

  it("when the NSFW model answers, then its five probabilities sum to 1", async () => {
    for (const sample of [...photos, ...synthetic]) {
      const { nsfw } = await analyse(sample);
      expect(Object.keys(nsfw!).sort()).toEqual(["drawing", "hentai", "neutral", "porn", "sexy"]);
      const sum = Object.values(nsfw!).reduce((a, b) => a + b, 0);
      expect(sum).toBeGreaterThan(0.98);
      expect(sum).toBeLessThan(1.02);
    }
  }, 60_000);

  it("when some models are asked, then only those answer and report their milliseconds", async () => {
    const r = await service.analyze(byName(photos, "sample3").frame, { faces: true });
    expect(r.faces).toHaveLength(3);
    expect(r).toMatchObject({ bodies: null, objects: null, nsfw: null });
    expect(Object.keys(r.ms)).toEqual(["faces"]);
    const all = await analyse(byName(photos, "sample3"));
    expect(Object.keys(all.ms).sort()).toEqual(["body", "faces", "nsfw", "objects"]);
  });

  it("when a frame is analysed, then the caller's pixels stay in place", async () => {
    const frame = noiseFrame(64, 48, 7);
    const before = frame.rgb.slice();
    await Promise.all([service.analyze(frame, ALL), service.readText(frame)]);
    expect(frame.rgb.byteLength).toBe(64 * 48 * 3);
    expect(Buffer.from(frame.rgb).equals(Buffer.from(before))).toBe(true);
  });

  it("when several frames are asked at once, then each gets its own answer", async () => {
    const [a, b, c] = await Promise.all(
      ["sample1", "sample5", "sample6"].map((name) => service.analyze(byName(photos, name).frame, { faces: true })),
    );
    expect([a!.faces!.length, b!.faces!.length, c!.faces!.length]).toEqual([3, 5, 4]);
  });
});

describe("reading text", () => {
  it("when English overlay text is on a frame, then its words are read as Latin with boxes where the text is", async () => {
    const banner = await service.readText(byName(text, "caption-banner").frame);
    expect(banner!.words.map((w) => w.text)).toEqual(
      expect.arrayContaining(["Best", "day", "ever", "with", "friends"]),
    );
    expect(banner!.text).toContain("Best day ever with friends");
    for (const word of banner!.words) {
      expect(word.script).toBe("latin");
      expect(word.confidence).toBeGreaterThanOrEqual(60);
      // The banner is the bottom fifth of the frame.
      expect(word.box.y).toBeGreaterThan(0.75);
      expect(word.box.y + word.box.height).toBeLessThanOrEqual(1);
    }
    const outlined = await service.readText(byName(text, "white-outlined").frame);
    expect(outlined!.words.map((w) => w.text)).toEqual(expect.arrayContaining(["tips", "for"]));
    const dark = await service.readText(byName(text, "dark-portrait").frame);
    expect(dark!.text).toContain("Watch till");
    const big = await service.readText(byName(synthetic, "big-text").frame);
    expect(big!.words.map((w) => w.text)).toContain("SALE");
    expect(big!.languages).toContain("eng");
  });

  it.skipIf(!hasArabic)(
    "when Arabic text is on a frame, then it is read as Arabic (skipped when Debian's tesseract-ocr-ara is missing)",
    async () => {
      const plain = await service.readText(byName(text, "arabic").frame);
      expect(plain!.languages).toEqual(["eng", "ara"]);
      expect(plain!.words.map((w) => w.text)).toEqual(["مرحبا", "بالعالم"]);
      expect(plain!.words.every((w) => w.script === "arabic")).toBe(true);
      const caption = await service.readText(byName(text, "arabic-caption").frame);
      expect(caption!.words.map((w) => w.text)).toEqual(expect.arrayContaining(["وصفة", "سهلة"]));
    },
  );

  it("when a frame has no text (photos, bars, test cards, noise, blank), then nothing is read", async () => {
    const empty = [...photos, ...synthetic.filter((s) => s.name !== "big-text")];
    const results = await Promise.all(empty.map((s) => service.readText(s.frame)));
    expect(results.map((r, i) => `${empty[i]!.name}: ${r!.text}`)).toEqual(empty.map((s) => `${s.name}: `));
  }, 60_000);

  it("when only npm's English data is there, then English is read and Arabic is reported missing", async () => {
    const english = createVisionService({ tessdataDir: path.join(os.tmpdir(), "no-such-tessdata") });
    try {
      const read = await english.readText(byName(text, "caption-banner").frame);
      expect(read!.languages).toEqual(["eng"]);
      expect(read!.text).toContain("Best day ever");
      expect(english.status()).toMatchObject({ ocr: true, arabicOcr: false });
    } finally {
      await english.close();
    }
  });
});

describe("when a worker fails", () => {
  it("when the model thread crashes with a job in hand, then that job fails as our fault and the next call works at once", async () => {
    const sample = byName(photos, "sample1");
    await service.crashForTest("people", { nextJob: true });
    const crashed = service.analyze(sample.frame, { faces: true });
    await expect(crashed).rejects.toBeInstanceOf(AnalysisFaultError);
    await expect(crashed).rejects.toThrow(/vision-people worker exited \(1\)/);
    // Restarted in the background at once (no backoff for the first failure in a row): no waiting here.
    const again = await service.analyze(sample.frame, { faces: true });
    expect(again.faces).toHaveLength(3);
    expect(service.status().vision).toBe(true);
  }, 60_000);

  it("when the model thread crashes while idle, then it is restarted and the next call answers", async () => {
    const sample = byName(photos, "sample3");
    await service.crashForTest("objects");
    const after = await service.analyze(sample.frame, { objects: true });
    expect(after.objects!.some((o) => o.label === "person")).toBe(true);
  }, 60_000);

  it("when the OCR thread crashes with a job in hand, then readText fails as our fault and a later call reads again", async () => {
    const frame = byName(text, "dark-portrait").frame;
    await service.crashForTest("ocr", { nextJob: true });
    await expect(service.readText(frame)).rejects.toBeInstanceOf(AnalysisFaultError);
    expect((await service.readText(frame))!.text).toContain("Watch");
  }, 60_000);

  it("when calls outlive their timeout, then each fails as our fault, the first is retried at once and a second in a row backs off", async () => {
    const slow = createVisionService({ callTimeoutMs: 1, backoffMs: 60_000 });
    try {
      const frame = byName(text, "caption-banner").frame;
      await expect(slow.readText(frame)).rejects.toThrow(/vision-ocr timed out after 1 ms/);
      // The first failure restarted the thread at once; this call waits for it and times out in turn.
      await expect(slow.readText(frame)).rejects.toBeInstanceOf(AnalysisFaultError);
      // Two in a row: within the backoff the thread is not restarted and OCR counts as unavailable.
      expect(await slow.readText(frame)).toBeNull();
      expect(slow.status().ocr).toBe(false);
    } finally {
      await slow.close();
    }
  }, 60_000);

  it("when the models cannot load, then the service is unavailable and calls resolve null (scored without vision)", async () => {
    const unloadable = createVisionService({ initTimeoutMs: 1, backoffMs: 60_000 });
    try {
      const r = await unloadable.analyze(byName(photos, "sample1").frame, ALL);
      expect(r).toEqual({ faces: null, bodies: null, objects: null, nsfw: null, ms: {} });
      expect(await unloadable.readText(byName(text, "caption-banner").frame)).toBeNull();
      expect(unloadable.status()).toMatchObject({ vision: false, nsfw: false, ocr: false });
    } finally {
      await unloadable.close();
    }
  });

  it("when the frame's size does not match its pixels, then every field is null", async () => {
    const r = await service.analyze({ width: 10, height: 10, rgb: new Uint8Array(5) }, ALL);
    expect(r).toEqual({ faces: null, bodies: null, objects: null, nsfw: null, ms: {} });
    expect(await service.readText({ width: 0, height: 0, rgb: new Uint8Array(0) })).toBeNull();
  });
});
