import { createCheckedEngineI18n, renderEngineMessage } from "@shared/i18n/engine-text";
import type { Message } from "@shared/i18n/message";
import { RESULT_FACTORS, type ResultFactor } from "@shared/schemas/outcomes";
import { describe, expect, it } from "vitest";
import { type PostWithResult, scoreVsResults, yourScore } from "./score-vs-results";

// Score vs results keeps each sentence as an engine message beside its English: the English is the message
// rendered, and the Arabic rendering has every key and no English sentence.

const FACTOR_KEYS = RESULT_FACTORS.map(([key]) => key);

/** n posts whose views follow the hook (or are flat noise), with followers unless told otherwise. */
function posts(n: number, { drivenByHook = true, followers = true, sameScore = false } = {}): PostWithResult[] {
  return Array.from({ length: n }, (_, i) => {
    const hook = 30 + ((i * 37) % 61);
    const factors = Object.fromEntries(
      FACTOR_KEYS.map((k, j) => [k, k === "hookStrength" ? hook : 40 + ((i * (j + 3) * 13) % 41)]),
    ) as Record<ResultFactor, number>;
    const views = drivenByHook ? Math.round(100 * 10 ** ((hook - 30) / 20)) : 1000 + ((i * 7919) % 500);
    return {
      analysisId: i + 1,
      fileName: `post-${i + 1}.mp4`,
      score: sameScore ? 70 + (i % 2) : 35 + ((i * 29) % 60),
      views,
      followers: followers ? 10_000 : null,
      factors,
    };
  });
}

function arabic(message: Message): string {
  const missing: string[] = [];
  const instance = createCheckedEngineI18n((language, key) => missing.push(`${language}:${key}`));
  const text = renderEngineMessage(message, "ar", instance);
  expect(missing).toEqual([]);
  return text;
}

/** No English word in the Arabic (ρ, digits and punctuation are fine). */
const expectArabic = (text: string) => {
  expect(text).toMatch(/[\u0600-\u06ff]/);
  expect(text).not.toMatch(/[A-Za-z]{2,}/);
};

describe("Score vs results in both languages", () => {
  it("when the sentences are kept as messages, then the English fields are those messages in English", () => {
    for (const data of [
      scoreVsResults(posts(10)),
      scoreVsResults(posts(16)),
      scoreVsResults(posts(9, { sameScore: true })),
    ]) {
      expect(data.correlation?.sentence).toBe(renderEngineMessage(data.correlation!.message!));
      expect(data.personal.sentence).toBe(renderEngineMessage(data.personal.message!));
    }
  });

  it("when the English is rendered, then it reads word for word as before", () => {
    const few = scoreVsResults(posts(10));
    expect(few.correlation!.sentence).toBe(
      "On your 10 posts, higher scores did not clearly go with more views per follower (ρ = 0.32, 90% interval -0.30 to 0.75): the interval includes zero, which means no link.",
    );
    expect(few.personal.sentence).toBe("A score of your own needs results on 12 posts; you have 10.");
    const same = scoreVsResults(posts(9, { sameScore: true, followers: false }));
    expect(same.correlation!.sentence).toBe(
      "Your 9 posts scored almost the same (70-71), so their views cannot be compared across scores yet.",
    );
    const many = scoreVsResults(posts(16));
    expect(many.personal.sentence).toMatch(
      /^(Your own score ranks your views per follower better than the general score|A score of your own does not predict your views per follower better than the general score yet) \(on your 16 posts, each predicted without itself: ρ = -?\d\.\d\d against -?\d\.\d\d for the general score\)\.$/,
    );
    expect(yourScore(posts(10), posts(1)[0]!.factors).sentence).toBe("A score of your own needs results on 12 posts.");
  });

  it("when read in Arabic, then every sentence and the your-score line have their keys and no English", () => {
    const messages: Message[] = [];
    for (const data of [
      scoreVsResults(posts(10)),
      scoreVsResults(posts(16)),
      scoreVsResults(posts(16, { drivenByHook: false })),
      scoreVsResults(posts(9, { sameScore: true, followers: false })),
    ]) {
      messages.push(data.personal.message!);
      if (data.correlation) messages.push(data.correlation.message!);
    }
    for (const rows of [posts(10), posts(16), posts(16, { drivenByHook: false })]) {
      const line = yourScore(rows, rows[0]!.factors);
      expect(line.sentence).toBe(renderEngineMessage(line.message!));
      messages.push(line.message!);
    }
    const keys = new Set(messages.map((m) => m.key));
    expect(keys.size).toBeGreaterThanOrEqual(5);
    for (const message of messages) expectArabic(arabic(message));
  });
});
