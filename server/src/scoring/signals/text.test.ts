import { describe, expect, it } from "vitest";
import { normalizeArabic } from "./arabic";
import { parseHashtags, textSignals } from "./text";
import { scoreCaptionText } from "../caption-score";

describe("hashtags", () => {
  it("when tags come as '#a #b', 'a, b', Arabic commas or glued '#a#b', then each is parsed once", () => {
    expect(parseHashtags("#Food #travel, recipe، طبخ #a#b", "").tags).toEqual([
      "food",
      "travel",
      "recipe",
      "طبخ",
      "a",
      "b",
    ]);
  });
  it("when the caption also holds tags, then they are merged and deduplicated", () => {
    const { tags, inCaption } = parseHashtags("#food", "Lunch time #food #رمضان_كريم");
    expect(tags).toEqual(["food", "رمضان_كريم"]);
    expect(inCaption).toBe(2);
  });
  it("when Arabic tags carry hamza or ta marbuta variants, then they normalise alike", () => {
    expect(parseHashtags("#قهوة", "").tags).toEqual(["قهوه"]);
    expect(normalizeArabic("إِفْطَار")).toBe("افطار");
  });
  it("when tags are generic or on the trend list, then they are classified", () => {
    const t = textSignals("", "#fyp #viral #booktok #اكسبلور #رمضان");
    expect(t.genericTags).toEqual(["fyp", "viral", "اكسبلور"]);
    expect(t.trendingTags.map((x) => x.tag)).toEqual(["booktok", "رمضان"]);
    expect(t.trendingTags[1]!.list).toBe("calendar");
  });
  it("when an Arabic tag on the trend list is typed with ta marbuta, then it matches the list and is shown as typed", () => {
    const t = textSignals("", "#السعودية #FYP");
    expect(t.hashtags).toEqual(["السعوديه", "fyp"]); // the normalised form, for matching
    expect(t.trendingTags.map((x) => x.tag)).toEqual(["السعودية"]);
    expect(t.genericTags).toEqual(["FYP"]);
  });
  it("when the caption starts with hashtags, then placement is flagged", () => {
    expect(textSignals("#ad #food great lunch", "").tagsAtStart).toBe(true);
    expect(textSignals("Great lunch #food", "").tagsAtStart).toBe(false);
  });
});

describe("caption", () => {
  it("when an English caption asks a question with a call to action, then both are found", () => {
    const t = textSignals("Which one would you pick? Comment below 👇🔥", "");
    expect(t.language).toBe("en");
    expect(t.hasQuestion).toBe(true);
    expect(t.ctaPhrases).toContain("comment below");
    expect(t.emojiCount).toBe(2);
  });
  it("when an Arabic caption has a CTA with prefixes and an Arabic question mark, then it is detected", () => {
    const t = textSignals("وصفة سهلة للفطور، شاركوها مع أهلكم وتابعونا للمزيد؟", "#طبخ");
    expect(t.language).toBe("ar");
    expect(t.hasQuestion).toBe(true);
    expect(t.ctaPhrases).toEqual(expect.arrayContaining(["تابع", "شارك"]));
  });
  it("when a caption mixes Arabic and English, then it is mixed", () => {
    expect(textSignals("New recipe وصفة جديدة اليوم", "").language).toBe("mixed");
  });
  it("when a caption asks for a direct message, then it is not counted as a call to action", () => {
    expect(textSignals("Selling cheap, DM me", "").ctaPhrases).toEqual([]);
    expect(textSignals("New drop, dm me or comment below", "").ctaPhrases).toEqual(["comment below"]);
  });
  it("when a caption has no call to action, then none is reported", () => {
    const t = textSignals("A quiet morning by the sea", "");
    expect(t.ctaPhrases).toEqual([]);
    expect(t.hasQuestion).toBe(false);
  });
  it("when hashtags are removed, then the length counts only the words", () => {
    expect(textSignals("hello #world", "").captionLength).toBe(5);
  });
});

describe("tags in the explanation", () => {
  it("when a trending Arabic tag is explained, then it reads as typed, isolated from the English around it", () => {
    const trend = scoreCaptionText("ليالي الرياض", "#السعودية").signals.find(
      (signal) => signal.key === "trendingTags",
    )!;
    expect(trend.value).toBe("\u2068#السعودية\u2069 (mena)");
    expect(trend.value).not.toContain("السعوديه");
  });
});
