import * as C from "../curves";
import { isolatedTag } from "../signals/text";
import { defineSignal, pct } from "./types";

// Words: on-screen text (part of the picture) and the caption and hashtags (the "caption" group, whose
// total effect on the score is bounded in score.ts).

const LANGUAGE_NAMES = { none: "no text", en: "English", ar: "Arabic", mixed: "Arabic and English" } as const;

export const onScreenText = defineSignal({
  key: "onScreenText",
  label: "On-screen text",
  group: "content",
  weight: { video: 0.02, image: 0.04 },
  factors: { video: ["shareability"], image: ["hookStrength"] },
  cause: "text-amount",
  note: "Share of the frame covered by text lines, found by shape in any language; OCR reads English and Arabic",
  evaluate(m) {
    const t = m.onScreenText;
    if (t.framesChecked === 0) return null;
    const read = t.read ? `, reads '${t.read.slice(0, 60)}'` : "";
    const unread =
      !t.present || t.read
        ? ""
        : t.ocr === "unavailable"
          ? " (not read: OCR unavailable)"
          : !t.arabicReadable
            ? " (not read: Arabic OCR data is not installed)"
            : "";
    const text = !t.present ? "no on-screen text" : `text covers ${pct(t.coverage)} of the frame${read}${unread}`;
    return {
      value: text,
      // A thin line that spans the frame is text even if it covers little of it.
      subScore: C.toScore(C.textCoverageCurve(t.present ? Math.max(t.coverage, 0.01) : 0)),
      good: `A short text overlay that adds context without covering the picture (measured: ${text})`,
      fix:
        t.coverage >= 0.2
          ? `Text covers much of the frame; frames mostly covered by text are demoted (Instagram), so cut it to one short line (measured: ${text})`
          : m.kind === "video"
            ? `A short line of on-screen text (the topic, the payoff) helps viewers who watch without sound (measured: ${text})`
            : `A short line of text on the picture can say what the post is about at a glance (measured: ${text})`,
    };
  },
});

export const captionLength = defineSignal({
  key: "captionLength",
  label: "Caption length",
  group: "caption",
  weight: { video: 0.15, image: 0.15 },
  factors: { video: ["shareability"], image: ["shareability"] },
  cause: "caption",
  note: "Hashtags removed; 50-150 characters give context without a wall of text",
  evaluate(m) {
    const t = m.text;
    return {
      value: `${t.captionLength} characters (${LANGUAGE_NAMES[t.language]})`,
      subScore: C.toScore(C.captionLengthCurve(t.captionLength)),
      good: `The caption gives context at a readable length (measured: ${t.captionLength} characters)`,
      fix:
        t.captionLength < 50
          ? `Write a caption of 50-150 characters that says what the viewer gets (measured: ${t.captionLength} characters)`
          : `Shorten the caption; the first line is all most viewers read (measured: ${t.captionLength} characters)`,
    };
  },
});

export const cta = defineSignal({
  key: "cta",
  label: "Call to action or question",
  group: "caption",
  weight: { video: 0.2, image: 0.2 },
  factors: { video: ["shareability"], image: ["shareability"] },
  cause: "cta",
  note: "English and Arabic phrase lists (comment, follow, share, تابع، شارك، اكتب، علق) and ? or ؟",
  evaluate(m) {
    const t = m.text;
    const parts = [...(t.hasQuestion ? ["a question"] : []), ...t.ctaPhrases.map((c) => `'${c}'`)];
    const text = parts.length > 0 ? parts.join(", ") : "none found";
    return {
      value: text,
      subScore: parts.length > 0 ? 100 : 40,
      good: `The caption invites a reply (measured: ${text})`,
      fix: "Ask a question or add a call to action ('comment your pick', 'اكتب رأيك في التعليقات') (measured: none found)",
    };
  },
});

export const hashtagCount = defineSignal({
  key: "hashtagCount",
  label: "Hashtags",
  group: "caption",
  weight: { video: 0.15, image: 0.15 },
  factors: {
    video: ["algorithmOptimization", "trendAlignment"],
    image: ["algorithmOptimization", "trendAlignment"],
  },
  cause: "hashtags",
  note: "3-5 targeted tags; Instagram caps hashtags at 5 since Dec 2025",
  evaluate(m) {
    const n = m.text.hashtags.length;
    return {
      value: `${n} hashtag${n === 1 ? "" : "s"}`,
      subScore: C.toScore(C.hashtagCountCurve(n)),
      good: `A focused set of hashtags (measured: ${n})`,
      fix:
        n < 3
          ? `Add 3-5 specific hashtags so the platform knows who to show this to (measured: ${n})`
          : `Cut to the 3-5 most specific hashtags; Instagram caps at 5 (measured: ${n})`,
    };
  },
});

export const nicheTags = defineSignal({
  key: "nicheTags",
  label: "Niche vs generic tags",
  group: "caption",
  weight: { video: 0.1, image: 0.1 },
  factors: {
    video: ["algorithmOptimization", "trendAlignment"],
    image: ["algorithmOptimization", "trendAlignment"],
  },
  cause: "hashtags",
  note: "Generic tags (fyp, viral, اكسبلور, ترند...) reach no particular audience",
  evaluate(m) {
    const t = m.text;
    const n = t.hashtags.length;
    if (n === 0) return { value: "no hashtags", subScore: null };
    const g = t.genericTags;
    const text = `${g.length} of ${n} generic${g.length > 0 ? ` (${g.map(isolatedTag).join(" ")})` : ""}`;
    return {
      value: text,
      subScore: C.toScore(C.genericShareCurve(g.length / n)),
      good: `Hashtags are specific to the content (measured: ${text})`,
      fix: `Swap generic tags for niche ones that name the topic, place or community (measured: ${text})`,
    };
  },
});

export const trendingTags = defineSignal({
  key: "trendingTags",
  label: "Trending and seasonal tags",
  group: "caption",
  weight: { video: 0.08, image: 0.08 },
  factors: { video: ["shareability", "trendAlignment"], image: ["shareability", "trendAlignment"] },
  cause: "trend",
  note: "Curated global and MENA trend list with a seasonal calendar (Ramadan, Eid, national days)",
  evaluate(m) {
    const t = m.text;
    const trend = t.trendingTags;
    const text =
      trend.length === 0
        ? `none on the list of ${t.trendListUpdated}`
        : trend.map((x) => `${isolatedTag(x.tag)} (${x.list === "calendar" ? x.event : x.list})`).join(", ");
    return {
      value: text,
      subScore: C.toScore(C.trendingTagsCurve(trend.length)),
      note: `Curated global and MENA trend list with a seasonal calendar (Ramadan, Eid, national days), dated ${t.trendListUpdated}`,
      good: `Rides a current or seasonal trend (measured: ${text})`,
      fix: `If it fits, add one trending or seasonal tag from the current list (measured: ${text})`,
    };
  },
});

export const tagPlacement = defineSignal({
  key: "tagPlacement",
  label: "Hashtag placement",
  group: "caption",
  weight: { video: 0.04, image: 0.04 },
  factors: { video: ["algorithmOptimization"], image: ["algorithmOptimization"] },
  cause: "hashtag-placement",
  note: "Hashtags at the very start of the caption push the message out of the first line",
  evaluate(m) {
    const t = m.text;
    if (t.hashtagsInCaption === 0) return { value: "no hashtags in the caption", subScore: null };
    return {
      value: t.tagsAtStart ? "caption starts with hashtags" : "hashtags after the text",
      subScore: t.tagsAtStart ? 35 : 100,
      good: "Hashtags come after the message (measured: caption starts with words)",
      fix: "Start the caption with words, not hashtags; move tags to the end (measured: caption starts with hashtags)",
    };
  },
});

export const emoji = defineSignal({
  key: "emoji",
  label: "Emoji",
  group: "caption",
  weight: { video: 0.03, image: 0.03 },
  factors: { video: ["shareability"], image: ["shareability"] },
  cause: "emoji",
  note: "A few emoji set the tone; a wall of them reads as spam",
  evaluate(m) {
    const n = m.text.emojiCount;
    return {
      value: `${n} emoji`,
      subScore: C.toScore(C.emojiCurve(n)),
      good: `Emoji set the tone without clutter (measured: ${n})`,
      fix:
        n === 0
          ? "One or two emoji can set the tone (measured: 0)"
          : `Trim the emoji; too many read as spam (measured: ${n})`,
    };
  },
});

export const language = defineSignal({
  key: "language",
  label: "Caption language",
  group: "caption",
  weight: { video: 0, image: 0 },
  factors: {},
  cause: "language",
  note: "Informational: Arabic and English captions are analysed alike (script ranges)",
  evaluate(m) {
    return { value: LANGUAGE_NAMES[m.text.language], subScore: null };
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
