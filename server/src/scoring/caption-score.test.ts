import { describe, expect, it } from "vitest";
import { CAPTION_SIGNALS, measureText, scoreCaptionText } from "./caption-score";
import type { Measurements } from "./signals/measurements";

describe("caption score on text alone", () => {
  it("when the caption group is evaluated, then it reads nothing but kind, text and compliance", () => {
    const m = measureText("What would you cook for iftar? Comment below 👇", "#ramadan #recipe #iftar");
    const guarded = new Proxy(m, {
      get(target, key) {
        if (typeof key === "string" && !(key in target)) throw new Error(`caption signal read ${key}`);
        return target[key as keyof typeof target];
      },
    }) as Measurements;
    for (const def of CAPTION_SIGNALS) expect(() => def.evaluate(guarded), def.key).not.toThrow();
  });

  it("when a caption asks a question with a few specific tags, then it scores higher than an empty draft", () => {
    const good = scoreCaptionText(
      "Three iftar recipes ready in 20 minutes: which one are you making tonight? اكتب رأيك في التعليقات",
      "#ramadan #iftar #recipe #easyrecipe",
    );
    const empty = scoreCaptionText("", "");
    expect(good.score).toBeGreaterThan(empty.score!);
    expect(good.score).toBeGreaterThanOrEqual(70);
    const cta = good.signals.find((s) => s.key === "cta")!;
    expect(cta).toMatchObject({ label: "Call to action or question", subScore: 100 });
    const length = empty.signals.find((s) => s.key === "captionLength")!;
    expect(length.advice).toMatch(/50-150 characters/);
    expect(good.signals.every((s) => s.key !== "onScreenText")).toBe(true);
  });
});
