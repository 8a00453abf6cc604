import { describe, expect, it } from "vitest";
import policy from "../data/policy-words.json";
import {
  POLICY_CATEGORIES,
  POLICY_CATEGORY_LABELS,
  type PolicyCategory,
  complianceHits,
  complianceReason,
} from "./compliance";

const scan = (caption: string, hashtags = "", onScreenText?: string) =>
  complianceHits({ caption, hashtags, onScreenText });
const reasons = (caption: string, hashtags = "", onScreenText?: string) =>
  scan(caption, hashtags, onScreenText).map(complianceReason);
const categories = (caption: string, hashtags = "") => [...new Set(scan(caption, hashtags).map((h) => h.category))];

describe("a caption that sells followers, drugs and weapons", () => {
  it("when a caption sells followers, weed and guns with follow-for-follow tags, then every hit names its category", () => {
    expect(reasons("Buy followers cheap… selling weed and guns DM me", "#followforfollow #like4like")).toEqual([
      "caption mentions 'buy followers' (fake engagement or engagement bait)",
      "caption mentions 'weed' (drugs)",
      "caption mentions 'guns' (weapons or violence)",
      "hashtag #followforfollow (fake engagement or engagement bait)",
      "hashtag #like4like (fake engagement or engagement bait)",
    ]);
  });
  it("when the tags are written in the caption, then they are hashtag hits all the same, once each", () => {
    const hits = scan("Buy followers cheap #followforfollow #like4like", "#like4like");
    expect(hits).toEqual([
      {
        term: "buy followers",
        category: "fake_engagement",
        label: "fake engagement or engagement bait",
        source: "caption",
      },
      {
        term: "#like4like",
        category: "fake_engagement",
        label: "fake engagement or engagement bait",
        source: "hashtags",
      },
      {
        term: "#followforfollow",
        category: "fake_engagement",
        label: "fake engagement or engagement bait",
        source: "hashtags",
      },
    ]);
  });
});

describe("categories in English and Arabic", () => {
  const cases: [PolicyCategory, string, string][] = [
    ["fake_engagement", "Free followers here, follow back guaranteed", "شراء متابعين ورشق لايكات"],
    ["drugs", "cocaine and crystal meth delivered", "حشيش وكبتاجون وشبو"],
    ["weapons", "new pistol and ammo in stock", "مسدس ورشاش وسلاح ناري"],
    ["gambling", "best casino, betting tips and free spins", "قمار ومراهنات في كازينو"],
    ["adult", "link to my onlyfans, nsfw", "مقاطع ساخنة وأفلام إباحية"],
    ["hate", "white power, race war now", "تطهير عرقي"],
    ["self_harm", "I want to kill myself", "انتحار وإيذاء النفس"],
    ["medical_claims", "this tea cures cancer, a miracle cure", "علاج نهائي يشفي من السكر"],
    ["financial_claims", "guaranteed profit, double your money", "ربح مضمون ودخل يومي مضمون"],
    ["dangerous_challenges", "try the blackout challenge", "جربوا تحدي الاختناق"],
    ["regulated_goods", "cheap vapes and vodka", "سجائر وفيب وخمور"],
  ];
  it.each(cases)(
    "when a caption is about %s, then it is flagged in that category in both languages",
    (category, en, ar) => {
      expect(categories(en)).toEqual([category]);
      expect(categories(ar)).toEqual([category]);
    },
  );
  it("when the Arabic fake-engagement phrases are used, then each is flagged", () => {
    const hits = scan(
      "متابعين مجاناً، زيادة متابعين، لايك مقابل لايك، تبادل متابعة، تابعني واتابعك",
      "#شراء_متابعين #رشق_متابعين #دعم_متبادل #لايك_مقابل_لايك",
    );
    expect(hits.map((h) => `${h.source}: ${h.term}`)).toEqual([
      "caption: متابعين مجانا",
      "caption: زيادة متابعين",
      "caption: لايك مقابل لايك",
      "caption: تبادل متابعة",
      "caption: تابعني اتابعك",
      "hashtags: #شراء_متابعين",
      "hashtags: #رشق_متابعين",
      "hashtags: #دعم_متبادل",
      "hashtags: #لايك_مقابل_لايك",
    ]);
    expect(new Set(hits.map((h) => h.category))).toEqual(new Set(["fake_engagement"]));
  });
  it("when claims carry a number, then any number matches and the reason shows it", () => {
    expect(reasons("Lose 10kg in a week with this tea! Buy 1k followers")).toEqual([
      "caption mentions 'lose 10 kg in a week' (medical claims)",
      "caption mentions 'buy 1k followers' (fake engagement or engagement bait)",
    ]);
    expect(reasons("خسارة ١٠ كيلو في أسبوع")).toEqual(["caption mentions 'خسارة ١٠ كيلو في أسبوع' (medical claims)"]);
  });
});

describe("hashtags", () => {
  it("when a phrase is written as a tag (joined, underscores, 4 for 'for', short forms), then it is found", () => {
    const tags =
      "#follow4follow #followforfollowback #f4f #l4l #sub4sub #buy_followers_cheap #free_spins #getrichquick";
    expect(scan("", tags).map((h) => `${h.term} ${h.category}`)).toEqual([
      "#follow4follow fake_engagement",
      "#followforfollowback fake_engagement",
      "#f4f fake_engagement",
      "#l4l fake_engagement",
      "#sub4sub fake_engagement",
      "#buy_followers_cheap fake_engagement",
      "#free_spins gambling",
      "#getrichquick financial_claims",
    ]);
  });
  it("when a policy word is only part of a longer tag, then it is not flagged (no substring matching)", () => {
    expect(scan("", "#methodology #gunther #therapist #pokerface #seaweed #weedingthegarden #followers")).toEqual([]);
  });
  it("when the hashtags field is written with commas or without '#', then the tags are still read", () => {
    expect(reasons("", "like4like, حشيش،casino")).toEqual([
      "hashtag #like4like (fake engagement or engagement bait)",
      "hashtag #حشيش (drugs)",
      "hashtag #casino (gambling)",
    ]);
  });
});

describe("on-screen text", () => {
  it("when OCR reads a policy word or tag on the frames, then the source is named as on-screen text", () => {
    expect(reasons("Morning routine", "#morning", "CASINO bonus ربح مضمون #l4l")).toEqual([
      "on-screen text shows 'casino' (gambling)",
      "on-screen text shows 'ربح مضمون' (financial claims)",
      "on-screen text shows '#l4l' (fake engagement or engagement bait)",
    ]);
  });
  it("when the same word is in the caption and on screen, then each source has its own hit", () => {
    expect(scan("selling weed", "", "WEED").map((h) => h.source)).toEqual(["caption", "on-screen text"]);
  });
});

describe("everyday words stay out", () => {
  it.each([
    "this shot is fire",
    "killing it at the gym",
    "my follow-up video",
    "like and follow for more",
    "follow for more recipes, like if you agree",
    "I'm betting you'll love this poker face",
    "my massage gun and glue gun haul, pistol squats all day",
    "weed killer for the garden, seaweed snacks",
    "alcohol-free toner with cetyl alcohol, vodka sauce pasta",
    "Tobacco Vanille is my favourite perfume",
    "Suicide Squad review; a Rolls-Royce with suicide doors",
    "food porn: the best burger in Riyadh",
    "My method for a gunther fan page, photoshoot and vaper-free cafe",
    "Morning coffee with friends ☕",
  ])("when an English caption is everyday (%s), then nothing is flagged", (caption) => {
    expect(scan(caption)).toEqual([]);
  });
  it.each([
    "حمام شعر حليب تعبان والحمام بالحليب وشعري تعبانة",
    "قهوة الصباح في المطبخ مع شاي، سلام عليكم",
    "سلاحف البحر في شبوة، وش تبغى؟",
    "عطر خمرة من لطافة وسكسوكة مرتبة",
    "مسدس المساج ومسدس الغراء، ومجزرة أسعار في الجمعة البيضاء",
    "السلاح السري للبشرة: سلاح ذو حدين",
    "عطر خالي من الكحول ونفحات التبغ",
    "خمر العجين ساعة قبل الخبز",
    "الله يشفي مرضانا، ولا يوجد علاج نهائي للحساسية",
    "حملة مكافحة المخدرات ولا للمخدرات",
    "نصائح لزيادة المتابعين بدون شراء",
    "أجمل وصفة مخدة وبودرة ومخدات",
  ])("when an Arabic caption is everyday (%s), then nothing is flagged", (caption) => {
    expect(scan(caption, "#حمام #شعر #قهوه")).toEqual([]);
  });
  it("when a policy word sits next to an everyday phrase, then only the everyday phrase is let through", () => {
    expect(reasons("massage gun and real guns")).toEqual(["caption mentions 'guns' (weapons or violence)"]);
    expect(reasons("مسدس مساج ومسدس حقيقي")).toEqual(["caption mentions 'مسدس' (weapons or violence)"]);
  });
  it("when everyday words from public profanity lists are checked one by one, then none is an entry", () => {
    for (const word of [
      "حمام",
      "شعر",
      "حليب",
      "تعبان",
      "قهوة",
      "مطبخ",
      "سلام",
      "شاي",
      "fire",
      "shot",
      "kill",
      "pot",
      "coke",
    ]) {
      expect(scan(word, `#${word}`)).toEqual([]);
    }
  });
});

describe("normalisation", () => {
  it("when Arabic words carry tashkeel, alef forms, ة/ه or the prefixes و ب ال لل, then they still match", () => {
    const hits = scan("أفضل موقع للقمار والمُخدّرات بالكازينو وأرباحٌ مضمونه والإيذاء النفس", "#الحشيش");
    expect(hits.map((h) => `${h.term} ${h.category}`)).toEqual([
      "قمار gambling",
      "مخدرات drugs",
      "كازينو gambling",
      "أرباح مضمونة financial_claims",
      "إيذاء النفس self_harm",
      "#الحشيش drugs",
    ]);
  });
  it("when a word is repeated, then it is one hit; when a phrase contains a shorter entry, then the phrase is the hit", () => {
    expect(reasons("weed weed WEED, crystal meth")).toEqual([
      "caption mentions 'weed' (drugs)",
      "caption mentions 'crystal meth' (drugs)",
    ]);
  });
});

describe("the lists", () => {
  it("when the lists load, then every category is there with a label, and the JSON ids are the API's", () => {
    expect(policy.categories.map((c) => c.id)).toEqual([...POLICY_CATEGORIES]);
    for (const id of POLICY_CATEGORIES) expect(POLICY_CATEGORY_LABELS[id].length).toBeGreaterThan(0);
    for (const c of policy.categories) {
      expect(c.en.length, c.id).toBeGreaterThan(0);
      expect(c.ar.length, c.id).toBeGreaterThan(0);
    }
  });
  it("when every entry is used alone as a caption and as a hashtag, then it is found in its own category", () => {
    for (const c of policy.categories) {
      for (const term of [...c.en, ...c.ar]) {
        const text = term.replace(/\{n\}/g, "10");
        expect(categories(text), term).toContain(c.id);
        const tag = `#${text.replace(/[\s-]+/g, "_").replace(/[^\p{L}\p{N}_]/gu, "")}`;
        expect(categories("", tag), tag).toContain(c.id);
      }
    }
  });
  it("when an everyday phrase of a category is used alone, then that category is not flagged", () => {
    for (const c of policy.categories) {
      for (const phrase of c.except as string[]) expect(categories(phrase), phrase).not.toContain(c.id);
    }
  });
});

describe("API", () => {
  it("when the reason is built, then it names the source, the word and the category", () => {
    expect(complianceReason({ term: "weed", category: "drugs", label: "drugs", source: "caption" })).toBe(
      "caption mentions 'weed' (drugs)",
    );
    expect(
      complianceReason({ term: "casino", category: "gambling", label: "gambling", source: "on-screen text" }),
    ).toBe("on-screen text shows 'casino' (gambling)");
    expect(complianceReason({ term: "#like4like", category: "fake_engagement", label: "", source: "hashtags" })).toBe(
      "hashtag #like4like (fake engagement or engagement bait)",
    );
  });
  it("when called the former way (caption, parsed tags), then it gives the same hits", () => {
    expect(complianceHits("Best casino bonus tonight", ["حشيش"]).map(complianceReason)).toEqual([
      "caption mentions 'casino' (gambling)",
      "hashtag #حشيش (drugs)",
    ]);
  });
  it("when the input is empty, then there are no hits", () => {
    expect(scan("", "", "")).toEqual([]);
    expect(complianceHits({ caption: "", hashtags: "" })).toEqual([]);
  });
});
