import { describe, expect, it } from "vitest";
import { matchRows, words } from "./match-rows";

const at = (day: string) => new Date(`${day}T12:00:00Z`);
const candidates = [
  {
    id: 1,
    fileName: "a.mp4",
    caption: "Riyadh nights with friends",
    hashtags: "#الرياض #night",
    createdAt: at("2026-11-19"),
  },
  { id: 2, fileName: "b.mp4", caption: "روتين الصباح مع القهوة", hashtags: "#قهوة", createdAt: at("2026-11-17") },
  {
    id: 3,
    fileName: "c.mp4",
    caption: "Riyadh nights with friends",
    hashtags: "#الرياض #night",
    createdAt: at("2026-11-25"),
  },
];

describe("matching imported rows to analyses", () => {
  it("when words are read, then hashtags, Arabic and Latin words count and the # does not", () => {
    expect([...words("Riyadh #الرياض nights!")]).toEqual(["riyadh", "الرياض", "nights"]);
  });

  it("when a row shares most words with an analysis made before it was posted, then it matches that one", () => {
    const matched = matchRows(
      [
        { caption: "Riyadh nights with friends #الرياض #night", postedOn: "2026-11-20" },
        { caption: "روتين الصباح مع القهوة #قهوة", postedOn: "2026-11-18" },
        { caption: "A post never analysed", postedOn: "2026-11-21" },
      ],
      candidates,
    );
    // Analysis 3 has the same caption but was made five days after the post: it is not that post.
    expect(matched).toEqual([1, 2, null]);
  });

  it("when two rows match the same analysis, then only the closer one takes it", () => {
    const matched = matchRows(
      [
        { caption: "Riyadh nights", postedOn: "2026-11-20" },
        { caption: "Riyadh nights with friends #الرياض #night", postedOn: "2026-11-20" },
      ],
      candidates.slice(0, 1),
    );
    expect(matched).toEqual([null, 1]);
  });
});
