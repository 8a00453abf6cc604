import { describe, expect, it } from "vitest";
import { complianceHits, type PolicyCategory } from "./compliance";

// Labelled captions for profanity and insults, in English, Arabic (standard, Gulf, Levantine, Egyptian) and
// Arabizi, beside everyday captions that share words with them. A caption that should be flagged and is not,
// and an everyday caption that is flagged, are both failures: a list that flags "hair", "milk" or "my husband"
// is worse than none.

type Case = [caption: string, expected: PolicyCategory | null];

const INSULTS: Case[] = [
  ["this is so fucking good", "profanity"],
  ["Fuck it, we ball", "profanity"],
  ["what the fuck did I just watch", "profanity"],
  ["shut up motherfucker", "profanity"],
  ["holy shit this worked", "profanity"],
  ["this product is bullshit", "profanity"],
  ["my ex is a bitch", "profanity"],
  ["son of a bitch stole my parking", "profanity"],
  ["you absolute asshole", "profanity"],
  ["stfu and watch", "profanity"],
  ["gtfo with that take", "profanity"],
  ["only sluts wear this", "profanity"],
  ["whore energy", "profanity"],
  ["that bastard lied", "profanity"],
  ["what a dickhead", "profanity"],
  ["you retard", "profanity"],
  ["screw you haters", "profanity"],
  ["piss off", "profanity"],
  ["F U C K", null], // letters apart: not a word we read as one
  ["fck this traffic", "profanity"],
  ["fuk it", "profanity"],
  ["shitty day", "profanity"],
  ["cunt", "profanity"],
  ["twat", "profanity"],
  ["wanker", "profanity"],
  ["يا حمار وش سويت", "profanity"],
  ["والله انك يا حمار", "profanity"],
  ["اسكت يا كلب", "profanity"],
  ["يا حيوان ليش كذا", "profanity"],
  ["يا خنزير", "profanity"],
  ["يا زبالة", "profanity"],
  ["يا حقير", "profanity"],
  ["يا وسخ", "profanity"],
  ["يا جزمة", "profanity"],
  ["ابن الكلب سرق جوالي", "profanity"],
  ["ولد الكلب", "profanity"],
  ["ابن الحرام", "profanity"],
  ["ولد الحرام ما يستحي", "profanity"],
  ["كس امك", "profanity"],
  ["كس أختك", "profanity"],
  ["كسمك", "profanity"],
  ["شرموطة", "profanity"],
  ["شرموطه", "profanity"],
  ["قحبة", "profanity"],
  ["منيوك", "profanity"],
  ["متناك", "profanity"],
  ["يا معرص", "profanity"],
  ["عرص", "profanity"],
  ["خول", "profanity"],
  ["ديوث", "profanity"],
  ["يلعن أبوك", "profanity"],
  ["يلعن ابوه على هالحركة", "profanity"],
  ["يلعن دينك", "profanity"],
  ["الله يلعنك", "profanity"],
  ["يلعن شكلك", "profanity"],
  ["لعنة الله عليك", "profanity"],
  ["تفو عليك", "profanity"],
  ["كول خرا", "profanity"],
  ["ياحمار", "profanity"],
  ["وابن الكلب", "profanity"],
  ["kos omak", "profanity"],
  ["kosomak", "profanity"],
  ["sharmouta", "profanity"],
  ["ya 7mar shu 3melt", "profanity"],
  ["ya hmar", "profanity"],
  ["ya kalb", "profanity"],
  ["ibn el kalb", "profanity"],
  ["yel3an abook", "profanity"],
  ["manyak", "profanity"],
  ["kol khara", "profanity"],
];

const EVERYDAY: Case[] = [
  ["my husband made breakfast", null],
  ["hair care routine for curly hair", null],
  ["milk tea recipe", null],
  ["shiitake mushroom soup", null],
  ["Scunthorpe United match day", null],
  ["assessment week, wish me luck", null],
  ["bass guitar cover", null],
  ["cocktail dress try-on", null],
  ["Dick's Sporting Goods haul", null],
  ["passing the class", null],
  ["Hancock Park walk", null],
  ["the ship sailed at dawn", null],
  ["shift work life", null],
  ["what the heck", null],
  ["damn this view", null],
  ["cute puppy, she is the best girl", null],
  ["a fuchsia dress", null],
  ["sussex countryside", null],
  ["document the process", null],
  ["pitch perfect", null],
  ["حمام مغربي في البيت", null],
  ["روتين العناية بالشعر", null],
  ["حليب بالزعفران", null],
  ["تعبان من الدوام", null],
  ["زوجي سوى الفطور", null],
  ["حمار في المزرعة", null],
  ["الحمار الوحشي في حديقة الحيوان", null],
  ["كلبي الصغير يلعب", null],
  ["تربية الكلاب في البيت", null],
  ["خنزير غينيا", null],
  ["حيوانات أليفة", null],
  ["يا حبيبي يا عيني", null],
  ["يا هلا والله", null],
  ["ابن عمي تخرج اليوم", null],
  ["ولد أخوي يكبر", null],
  ["الحرام والحلال في البيع", null],
  ["كسرة خبز", null],
  ["عرض خاص اليوم", null],
  ["عرس أختي", null],
  ["خولة صديقتي", null],
  ["تف تف بالعامية", null],
  ["خراف العيد", null],
  ["ملعب الكرة", null],
  ["لعبة جديدة", null],
  ["زبادي بالفواكه", null],
  ["نيك جونز حفلة", null],
  ["مرحبا يا جماعة", null],
  ["ya habibi", null],
  ["ya kalbi", null],
  ["kalb (heart) in Arabic is galb", null],
  ["habibti ya 7elwa", null],
  ["yalla shabab", null],
  ["mashallah", null],
  ["khara2 (awesome) in Lebanese?", null],
  ["many acres of farmland", null],
];

function firstCategory(caption: string): PolicyCategory | null {
  return complianceHits({ caption, hashtags: "" })[0]?.category ?? null;
}

describe("profanity and insults, labelled", () => {
  it(`when ${INSULTS.length} insults and ${EVERYDAY.length} everyday captions are read, then every insult is flagged and no everyday caption is`, () => {
    expect(INSULTS.length + EVERYDAY.length).toBeGreaterThanOrEqual(100);
    const wrong = [...INSULTS, ...EVERYDAY]
      .map(([caption, expected]) => ({ caption, expected, got: firstCategory(caption) }))
      .filter((c) => c.got !== c.expected);
    expect(wrong).toEqual([]);
  });

  it("when an insult is a hashtag, then it is flagged there too", () => {
    expect(complianceHits({ caption: "morning", hashtags: "#يا_حمار #fuck_it" }).map((h) => h.term)).toEqual([
      "#يا_حمار",
      "#fuck_it",
    ]);
  });
});
