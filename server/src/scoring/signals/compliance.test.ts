import { describe, expect, it } from "vitest";
import { complianceHits, complianceReason } from "./compliance";

describe("policy word lists", () => {
  it("when an English caption mentions gambling, then the hit names the word, field and category", () => {
    const hits = complianceHits("Join the best casino tonight", []);
    expect(hits).toHaveLength(1);
    expect(complianceReason(hits[0]!)).toBe("caption mentions 'casino' (gambling)");
  });
  it("when a hashtag is a policy phrase written as one tag, then it is found in the hashtags field", () => {
    const hits = complianceHits("spin to win", ["free_spins", "blackoutchallenge"]);
    expect(hits.map(complianceReason)).toEqual([
      "hashtags mention 'free spins' (gambling)",
      "hashtags mention 'blackout challenge' (dangerous challenge)",
    ]);
  });
  it("when an Arabic word carries prefixes (و, ب, لل, ال) or tashkeel, then it still matches", () => {
    const hits = complianceHits("أفضل موقع للقمار والمُخدّرات بالكازينو", []);
    expect(hits.map((h) => h.categoryId).sort()).toEqual(["drugs", "gambling", "gambling"]);
  });
  it("when everyday Arabic words appear (bathroom, hair, milk, tired), then nothing is flagged", () => {
    expect(complianceHits("حمام شعر حليب تعبان والحمام بالحليب وشعري تعبانة", ["حمام", "شعر"])).toEqual([]);
  });
  it("when a policy word is only part of a longer word, then it is not flagged", () => {
    expect(complianceHits("My method for a gunther fan page, photoshoot and vaper-free cafe", [])).toEqual([]);
  });
  it("when a clean caption is scanned, then there are no hits", () => {
    expect(complianceHits("Morning coffee with friends ☕", ["coffee", "قهوه"])).toEqual([]);
  });
});
