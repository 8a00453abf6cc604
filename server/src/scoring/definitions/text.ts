import * as C from "../curves";
import { isolatedTag } from "../signals/text";
import { defineSignal, labelOf, list, type Message, msg, noteOf, pct, quoted } from "./types";

// Words: on-screen text (part of the picture) and the caption and hashtags (the "caption" group, whose
// total effect on the score is bounded in score.ts).

const languageName = (language: "none" | "en" | "ar" | "mixed"): Message => msg(`language.names.${language}`);
/** A hashtag as typed, never translated. */
const tag = (text: string): Message => msg("common.plain", { text: isolatedTag(text) });

export const onScreenText = defineSignal({
  key: "onScreenText",
  label: labelOf("onScreenText"),
  group: "content",
  weight: { video: 0.02, image: 0.04 },
  factors: { video: ["shareability"], image: ["hookStrength"] },
  cause: "text-amount",
  note: noteOf("onScreenText"),
  evaluate(m) {
    const t = m.onScreenText;
    if (t.framesChecked === 0) return null;
    const coverage = pct(t.coverage);
    const text = !t.present
      ? msg("onScreenText.value_none")
      : t.read
        ? msg("onScreenText.value_read", { coverage, text: quoted(t.read.slice(0, 60)) })
        : t.ocr === "unavailable"
          ? msg("onScreenText.value_noOcr", { coverage })
          : !t.arabicReadable
            ? msg("onScreenText.value_noArabicOcr", { coverage })
            : msg("onScreenText.value", { coverage });
    return {
      value: text,
      // A thin line that spans the frame is text even if it covers little of it.
      subScore: C.toScore(C.textCoverageCurve(t.present ? Math.max(t.coverage, 0.01) : 0)),
      good: msg("onScreenText.good", { measured: text }),
      fix: msg(
        t.coverage >= 0.2
          ? "onScreenText.fix_tooMuch"
          : m.kind === "video"
            ? "onScreenText.fix_video"
            : "onScreenText.fix_image",
        { measured: text },
      ),
    };
  },
});

export const captionLength = defineSignal({
  key: "captionLength",
  label: labelOf("captionLength"),
  group: "caption",
  weight: { video: 0.15, image: 0.15 },
  factors: { video: ["shareability"], image: ["shareability"] },
  cause: "caption",
  note: noteOf("captionLength"),
  evaluate(m) {
    const t = m.text;
    const characters = msg("count.characters", { count: t.captionLength });
    return {
      value: msg("captionLength.value", { characters, language: languageName(t.language) }),
      subScore: C.toScore(C.captionLengthCurve(t.captionLength)),
      good: msg("captionLength.good", { characters }),
      fix: msg(t.captionLength < 50 ? "captionLength.fix_short" : "captionLength.fix_long", { characters }),
    };
  },
});

export const cta = defineSignal({
  key: "cta",
  label: labelOf("cta"),
  group: "caption",
  weight: { video: 0.2, image: 0.2 },
  factors: { video: ["shareability"], image: ["shareability"] },
  cause: "cta",
  note: noteOf("cta"),
  evaluate(m) {
    const t = m.text;
    const parts = list([...(t.hasQuestion ? [msg("cta.question")] : []), ...t.ctaPhrases.map(quoted)]);
    const text = parts ?? msg("cta.value_none");
    return {
      value: text,
      subScore: parts ? 100 : 40,
      good: msg("cta.good", { measured: text }),
      fix: msg("cta.fix"),
    };
  },
});

export const hashtagCount = defineSignal({
  key: "hashtagCount",
  label: labelOf("hashtagCount"),
  group: "caption",
  weight: { video: 0.15, image: 0.15 },
  factors: {
    video: ["algorithmOptimization", "trendAlignment"],
    image: ["algorithmOptimization", "trendAlignment"],
  },
  cause: "hashtags",
  note: noteOf("hashtagCount"),
  evaluate(m) {
    const n = m.text.hashtags.length;
    return {
      value: msg("count.hashtags", { count: n }),
      subScore: C.toScore(C.hashtagCountCurve(n)),
      good: msg("hashtagCount.good", { n }),
      fix: msg(n < 3 ? "hashtagCount.fix_tooFew" : "hashtagCount.fix_tooMany", { n }),
    };
  },
});

export const nicheTags = defineSignal({
  key: "nicheTags",
  label: labelOf("nicheTags"),
  group: "caption",
  weight: { video: 0.1, image: 0.1 },
  factors: {
    video: ["algorithmOptimization", "trendAlignment"],
    image: ["algorithmOptimization", "trendAlignment"],
  },
  cause: "hashtags",
  note: noteOf("nicheTags"),
  evaluate(m) {
    const t = m.text;
    const n = t.hashtags.length;
    if (n === 0) return { value: msg("nicheTags.value_none"), subScore: null };
    const g = t.genericTags;
    const text =
      g.length > 0
        ? msg("nicheTags.value_tags", { generic: g.length, count: n, tags: g.map(isolatedTag).join(" ") })
        : msg("nicheTags.value", { generic: 0, count: n });
    return {
      value: text,
      subScore: C.toScore(C.genericShareCurve(g.length / n)),
      good: msg("nicheTags.good", { measured: text }),
      fix: msg("nicheTags.fix", { measured: text }),
    };
  },
});

export const trendingTags = defineSignal({
  key: "trendingTags",
  label: labelOf("trendingTags"),
  group: "caption",
  weight: { video: 0.08, image: 0.08 },
  factors: { video: ["shareability", "trendAlignment"], image: ["shareability", "trendAlignment"] },
  cause: "trend",
  note: noteOf("trendingTags"),
  evaluate(m) {
    const t = m.text;
    const trend = t.trendingTags;
    // A calendar event's name comes from the trend list's data, as written there.
    const listName = (x: (typeof trend)[number]) =>
      x.list === "calendar" ? msg("common.plain", { text: x.event ?? "" }) : msg(`trendingTags.lists.${x.list}`);
    const text =
      list(trend.map((x) => msg("trendingTags.tag", { tag: tag(x.tag), list: listName(x) }))) ??
      msg("trendingTags.value_none", { date: t.trendListUpdated });
    return {
      value: text,
      subScore: C.toScore(C.trendingTagsCurve(trend.length)),
      note: msg("trendingTags.noteDated", { date: t.trendListUpdated }),
      good: msg("trendingTags.good", { measured: text }),
      fix: msg("trendingTags.fix", { measured: text }),
    };
  },
});

export const tagPlacement = defineSignal({
  key: "tagPlacement",
  label: labelOf("tagPlacement"),
  group: "caption",
  weight: { video: 0.04, image: 0.04 },
  factors: { video: ["algorithmOptimization"], image: ["algorithmOptimization"] },
  cause: "hashtag-placement",
  note: noteOf("tagPlacement"),
  evaluate(m) {
    const t = m.text;
    if (t.hashtagsInCaption === 0) return { value: msg("tagPlacement.value_none"), subScore: null };
    return {
      value: msg(t.tagsAtStart ? "tagPlacement.value_start" : "tagPlacement.value_after"),
      subScore: t.tagsAtStart ? 35 : 100,
      good: msg("tagPlacement.good"),
      fix: msg("tagPlacement.fix"),
    };
  },
});

export const emoji = defineSignal({
  key: "emoji",
  label: labelOf("emoji"),
  group: "caption",
  weight: { video: 0.03, image: 0.03 },
  factors: { video: ["shareability"], image: ["shareability"] },
  cause: "emoji",
  note: noteOf("emoji"),
  evaluate(m) {
    const n = m.text.emojiCount;
    return {
      value: msg("count.emoji", { count: n }),
      subScore: C.toScore(C.emojiCurve(n)),
      good: msg("emoji.good", { n }),
      fix: n === 0 ? msg("emoji.fix_none") : msg("emoji.fix_tooMany", { n }),
    };
  },
});

export const language = defineSignal({
  key: "language",
  label: labelOf("language"),
  group: "caption",
  weight: { video: 0, image: 0 },
  factors: {},
  cause: "language",
  note: noteOf("language"),
  evaluate(m) {
    return { value: languageName(m.text.language), subScore: null };
  },
});

export const TEXT_SIGNALS = [
  onScreenText,
  captionLength,
  cta,
  hashtagCount,
  nicheTags,
  trendingTags,
  tagPlacement,
  emoji,
  language,
];
