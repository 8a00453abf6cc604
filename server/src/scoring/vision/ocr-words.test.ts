import { describe, expect, it } from "vitest";
import { type RawOcrWord, keepWords, scriptOf } from "./ocr-words";

const word = (text: string, confidence: number, x0 = 0): RawOcrWord => ({
  text,
  confidence,
  x0,
  y0: 10,
  x1: x0 + 40,
  y1: 30,
});

describe("OCR words", () => {
  it("when a word is Arabic, Latin or neither, then its script says so", () => {
    expect(scriptOf("مرحبا")).toBe("arabic");
    expect(scriptOf("١٢")).toBe("arabic");
    expect(scriptOf("Café")).toBe("latin");
    expect(scriptOf("50%")).toBe("other");
  });

  it("when a line holds a real word, then its numbers and short words are kept with it, boxes as fractions", () => {
    const words = keepWords([[word("3", 96, 0), word("tips", 95, 50), word("for", 94, 100)]], 200, 100);
    expect(words.map((w) => w.text)).toEqual(["3", "tips", "for"]);
    expect(words[1]).toMatchObject({
      confidence: 95,
      script: "latin",
      box: { x: 0.25, y: 0.1, width: 0.2, height: 0.2 },
    });
  });

  it("when a line holds only a lone short word or symbols, then it is texture, not text", () => {
    expect(keepWords([[word("عم", 89)], [word("gui.", 71)], [word("|", 96), word("7", 90)]], 100, 100)).toEqual([]);
    // Two short words read well make a line ("the end").
    expect(keepWords([[word("the", 93), word("end!!", 91)]], 100, 100).map((w) => w.text)).toEqual(["the", "end!!"]);
  });

  it("when words are read below 60 or carry direction marks, then the weak ones go and the marks are stripped", () => {
    const words = keepWords([[word("\u200fوصفة\u200e", 91), word("xyzzy", 59)]], 100, 100);
    expect(words.map((w) => w.text)).toEqual(["وصفة"]);
  });
});
