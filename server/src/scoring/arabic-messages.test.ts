import fs from "node:fs";
import path from "node:path";
import { createCheckedEngineI18n, renderEngineMessage } from "@shared/i18n/engine-text";
import type { Message } from "@shared/i18n/message";
import type { AnalysisMessages } from "@shared/schemas/analysis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EngineInput, createEngine } from "./engine";
import { makeTempDir } from "./testing/media-fixtures";
import { PHOTOS, makePhotoClip, makeStill } from "./testing/real-media";

// Real analyses (a photo, a clip, a frame with nothing in it, a caption with policy words) read in Arabic: every
// key of every message is in the Arabic catalogue, and what comes out is Arabic, with English left only where a
// person typed it or it is a measurement's unit.

const engine = createEngine("offline");
let dir: string;
const analyses: Array<{ name: string; messages: AnalysisMessages }> = [];

beforeAll(async () => {
  dir = makeTempDir("vs-arabic-");
  await engine.warmUp();
  const cases: Array<{ name: string; file: string; media: EngineInput["media"]; caption: string; hashtags: string }> = [
    {
      name: "photo of people",
      file: PHOTOS[0]!,
      media: { kind: "image", mime: "image/jpeg" },
      caption: "Which one would you pick? Comment below 👇",
      hashtags: "#riyadh #foodtok",
    },
    {
      name: "photo clip with a policy word",
      file: await makePhotoClip(path.join(dir, "clip.mp4")),
      media: { kind: "video", mime: "video/mp4" },
      caption: "buy followers now, link in bio",
      hashtags: "#like4like #fyp",
    },
    {
      name: "noise still",
      file: await makeStill(path.join(dir, "noise.jpg"), "noise"),
      media: { kind: "image", mime: "image/jpeg" },
      caption: "",
      hashtags: "",
    },
  ];
  for (const c of cases) {
    const result = await engine.analyze({ filePath: c.file, media: c.media, caption: c.caption, hashtags: c.hashtags });
    analyses.push({ name: c.name, messages: result.messages! });
  }
}, 300_000);

afterAll(async () => {
  await engine.close?.();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The sentences of a result: everything but the explanation's values, some of which are bare measurements. */
function sentences(m: AnalysisMessages): Message[] {
  return [
    ...m.strengths,
    ...m.recommendations,
    ...m.why.strengths.filter((w): w is Message => w !== null),
    ...m.why.recommendations.filter((w): w is Message => w !== null),
    ...m.insights,
    ...m.violationReasons,
    ...m.explanation.flatMap((e) => [e.label, e.note]),
    m.theme,
    ...m.confidenceReasons,
  ];
}

/** Every message of a result ("1080x1350 (4:5)" and "-14.2 LUFS" stay in Latin form in Arabic). */
const allMessages = (m: AnalysisMessages): Message[] => [...sentences(m), ...m.explanation.map((e) => e.value)];

/** Runs of three or more Latin words, once quoted text (typed or read) and isolated hashtags are set aside. */
function englishRuns(text: string): string[] {
  const unquoted = text.replace(/«[^»]*»/g, "").replace(/\u2068[^\u2069]*\u2069/g, "");
  return unquoted.match(/[A-Za-z][A-Za-z'-]*(?:[\s,]+[A-Za-z][A-Za-z'-]*){2,}/g) ?? [];
}

describe("a stored analysis read in Arabic", () => {
  it("when every message is rendered in Arabic, then no key is missing from the Arabic catalogue", () => {
    const missing: string[] = [];
    const checked = createCheckedEngineI18n((language, key) => missing.push(`${language}:${key}`));
    for (const a of analyses)
      for (const message of allMessages(a.messages)) renderEngineMessage(message, "ar", checked);
    expect(missing).toEqual([]);
  });

  it("when the texts are rendered in Arabic, then each sentence has Arabic letters and none has an English one", () => {
    for (const a of analyses) {
      const m = a.messages;
      expect(m.strengths.length + m.recommendations.length).toBeGreaterThan(0);
      for (const message of sentences(m)) {
        const text = renderEngineMessage(message, "ar");
        expect([a.name, message.key, /[\u0600-\u06FF]/.test(text)]).toEqual([a.name, message.key, true]);
      }
      for (const message of allMessages(m)) {
        const text = renderEngineMessage(message, "ar");
        expect([a.name, text, englishRuns(text)]).toEqual([a.name, text, []]);
      }
    }
  });

  it("when a caption has policy words, then the Arabic reasons keep the words as typed", () => {
    const policy = analyses.find((a) => a.name === "photo clip with a policy word")!.messages;
    const reasons = policy.violationReasons.map((r) => renderEngineMessage(r, "ar"));
    expect(reasons.length).toBeGreaterThan(0);
    expect(reasons.join(" ")).toContain("like4like");
    expect(renderEngineMessage(policy.recommendations[0]!, "ar")).toMatch(/^احذف /);
  });
});
