import {
  type ContentCompliance,
  type EngineOutput,
  type Insight,
  type ScoredSignal,
  viralPotentialFor,
} from "@shared/schemas/analysis";
import * as C from "./curves";
import { complianceReason } from "./signals/compliance";
import type { Measurements } from "./signals/measurements";
import { GRID, UI_ZONES } from "./signals/pixels";

// Measurements -> sub-scores (curves.ts) -> weighted score, factors, texts and insight dots.
// Weights and curves are documented with their evidence in ./README.md; a test checks each table sums to 1.

export type SignalKey =
  | "aspect"
  | "fullFrame"
  | "duration"
  | "hookCuts"
  | "hookMotion"
  | "audioOnset"
  | "faceInHook"
  | "sound"
  | "brightness"
  | "contrast"
  | "sharpness"
  | "resolution"
  | "encoding"
  | "frameRate"
  | "colourfulness"
  | "warmth"
  | "faces"
  | "sceneVariety"
  | "deadFrames"
  | "uiZones"
  | "captionLength"
  | "cta"
  | "hashtagCount"
  | "nicheTags"
  | "trendingTags"
  | "tagPlacement"
  | "emoji"
  | "compliance"
  | "language";

export const VIDEO_WEIGHTS: Record<SignalKey, number> = {
  aspect: 0.07,
  fullFrame: 0.05,
  duration: 0.07,
  hookCuts: 0.07,
  hookMotion: 0.05,
  audioOnset: 0.04,
  faceInHook: 0.05,
  sound: 0.09,
  brightness: 0.05,
  contrast: 0.04,
  sharpness: 0.05,
  resolution: 0.03,
  encoding: 0.02,
  frameRate: 0.01,
  colourfulness: 0.02,
  warmth: 0.01,
  faces: 0.05,
  sceneVariety: 0.04,
  deadFrames: 0.03,
  uiZones: 0.02,
  captionLength: 0.02,
  cta: 0.03,
  hashtagCount: 0.025,
  nicheTags: 0.015,
  trendingTags: 0.01,
  tagPlacement: 0.005,
  emoji: 0.005,
  compliance: 0.03,
  language: 0,
};

export const IMAGE_WEIGHTS: Record<SignalKey, number> = {
  aspect: 0.11,
  fullFrame: 0.05,
  duration: 0,
  hookCuts: 0,
  hookMotion: 0,
  audioOnset: 0,
  faceInHook: 0,
  sound: 0,
  brightness: 0.09,
  contrast: 0.07,
  sharpness: 0.09,
  resolution: 0.06,
  encoding: 0,
  frameRate: 0,
  colourfulness: 0.04,
  warmth: 0.03,
  faces: 0.13,
  sceneVariety: 0,
  deadFrames: 0,
  uiZones: 0.05,
  captionLength: 0.05,
  cta: 0.06,
  hashtagCount: 0.05,
  nicheTags: 0.03,
  trendingTags: 0.03,
  tagPlacement: 0.01,
  emoji: 0.01,
  compliance: 0.04,
  language: 0,
};

/** Which signals feed each engagement factor and visual score (weighted by the signal weights). */
export const FACTORS = {
  hookStrength: {
    video: ["hookCuts", "hookMotion", "audioOnset", "faceInHook", "brightness", "contrast"],
    image: ["faces", "brightness", "contrast", "colourfulness", "sharpness"],
  },
  emotionalImpact: {
    video: ["faces", "sound", "warmth", "colourfulness", "contrast", "hookMotion"],
    image: ["faces", "warmth", "colourfulness", "contrast"],
  },
  shareability: {
    video: ["cta", "captionLength", "sceneVariety", "duration", "trendingTags", "compliance", "emoji"],
    image: ["cta", "captionLength", "trendingTags", "compliance", "emoji", "faces"],
  },
  algorithmOptimization: {
    video: [
      "aspect",
      "fullFrame",
      "duration",
      "resolution",
      "sound",
      "hashtagCount",
      "nicheTags",
      "tagPlacement",
      "uiZones",
      "compliance",
      "deadFrames",
    ],
    image: ["aspect", "fullFrame", "resolution", "hashtagCount", "nicheTags", "tagPlacement", "uiZones", "compliance"],
  },
  aesthetics: {
    video: ["brightness", "contrast", "sharpness", "colourfulness", "warmth", "resolution"],
    image: ["brightness", "contrast", "sharpness", "colourfulness", "warmth", "resolution"],
  },
  composition: {
    video: ["aspect", "fullFrame", "uiZones", "faces"],
    image: ["aspect", "fullFrame", "uiZones", "faces"],
  },
  trendAlignment: {
    video: ["trendingTags", "duration", "aspect", "sound", "nicheTags", "hashtagCount"],
    image: ["trendingTags", "aspect", "nicheTags", "hashtagCount"],
  },
} as const satisfies Record<string, Record<"video" | "image", readonly SignalKey[]>>;

type Evaluated = {
  key: SignalKey;
  label: string;
  value: string;
  subScore: number | null;
  note: string;
  /** Said when the sub-score is high; names the measurement. */
  good?: string;
  /** Said when the sub-score is low; names the measurement and the fix. */
  fix?: string;
};

const pct = (v: number) => `${Math.round(v * 100)}%`;
const sec = (v: number) => `${v.toFixed(1)} s`;
const fixed = (v: number, d = 1) => v.toFixed(d);

const RATIOS: [string, number][] = [
  ["9:16", 9 / 16],
  ["9:19.5", 9 / 19.5],
  ["2:3", 2 / 3],
  ["3:4", 3 / 4],
  ["4:5", 4 / 5],
  ["1:1", 1],
  ["5:4", 5 / 4],
  ["4:3", 4 / 3],
  ["3:2", 3 / 2],
  ["16:9", 16 / 9],
  ["21:9", 21 / 9],
];

export function ratioName(width: number, height: number): string {
  const r = width / height;
  let best = RATIOS[0]!;
  for (const entry of RATIOS) if (Math.abs(entry[1] - r) < Math.abs(best[1] - r)) best = entry;
  return Math.abs(best[1] - r) / r < 0.03 ? best[0] : `${fixed(r, 2)}:1`;
}

function colourWord(m: number): string {
  if (m < 15) return "muted";
  if (m < 33) return "softly coloured";
  if (m < 59) return "colourful";
  return "vivid";
}

export function themeFor(m: Measurements): string {
  const p = m.picture;
  const light = p.brightness < 60 ? "Dark" : p.brightness < 95 ? "Dim" : p.brightness <= 170 ? "Balanced" : "Bright";
  const tone = p.warmth < -8 ? "cool" : p.warmth > 8 ? "warm" : "neutral";
  const contrast = p.contrast < 0.08 ? ", low contrast" : p.contrast > 0.3 ? ", high contrast" : "";
  return `${light}, ${tone} and ${colourWord(p.colourfulness)}${contrast}`;
}

function evaluate(m: Measurements): Evaluated[] {
  const isVideo = m.kind === "video";
  const p = m.picture;
  const t = m.text;
  const out: Evaluated[] = [];
  const add = (e: Evaluated) => out.push(e);

  // ---- Format
  const ratio = m.width / m.height;
  const ratioText = `${m.width}x${m.height} (${ratioName(m.width, m.height)})`;
  add({
    key: "aspect",
    label: "Aspect ratio",
    value: ratioText,
    subScore: C.toScore(C.aspectCurve(ratio)),
    note: "9:16 vertical fills the phone screen; wider frames shrink in the feed",
    good: `Vertical ${ratioName(m.width, m.height)} frame fills the phone screen (measured: ${ratioText})`,
    fix: `Reframe to vertical 9:16: full-frame vertical converted +91% better than bordered video in TikTok's study (measured: ${ratioText})`,
  });
  const barsPct = pct(p.barsFraction);
  const barKind = p.bars.top + p.bars.bottom > p.bars.left + p.bars.right ? "letterbox" : "pillarbox";
  add({
    key: "fullFrame",
    label: "Full frame",
    value: p.barsFraction < 0.02 ? "no black bars" : `black ${barKind} bars cover ${barsPct} of the frame`,
    subScore: C.toScore(C.barsCurve(p.barsFraction)),
    note: "Detected from near-black uniform rows/columns at the edges, not from the container",
    good: `Picture fills the whole frame, no black bars (measured: ${barsPct} of the frame is bars)`,
    fix: `Crop or zoom to remove the black ${barKind} bars; Instagram demotes bordered reels (measured: bars cover ${barsPct} of the frame)`,
  });
  if (isVideo) {
    const d = m.durationSec;
    add({
      key: "duration",
      label: "Duration",
      value: d === null ? "unknown" : sec(d),
      subScore: d === null ? null : C.toScore(C.durationCurve(d)),
      note: "Best band 21-34 s (TikTok ad study); very short or long clips score lower",
      good: d === null ? undefined : `Length sits in the 21-34 s band that converted best (measured: ${sec(d)})`,
      fix:
        d === null
          ? undefined
          : d < 21
            ? `Extend toward 21-34 s, the band that converted best in TikTok's study (measured: ${sec(d)})`
            : `Trim toward 21-34 s, the band that converted best in TikTok's study (measured: ${sec(d)})`,
    });
  }

  // ---- Hook
  if (isVideo && m.hook) {
    const h = m.hook;
    const at = h.cutTimes.length > 0 ? ` at ${h.cutTimes.map((c) => `${fixed(c)} s`).join(", ")}` : "";
    const cutsText = `${h.cuts} cut${h.cuts === 1 ? "" : "s"} in 0-3 s${at}`;
    add({
      key: "hookCuts",
      label: "Cuts in the first 3 s",
      value: cutsText,
      subScore: C.toScore(C.hookCutsCurve(h.cuts)),
      note: `From ${h.frames} frames decoded at 8 fps; 1-2 cuts in the opening lift retention, many jump cuts hurt`,
      good: `Your opening has ${h.cuts} cut${h.cuts === 1 ? "" : "s"}: early scene change holds attention (measured: ${cutsText})`,
      fix:
        h.cuts === 0
          ? `Your first 3 s have no cut; 1-2 cuts in the opening lift retention (measured: 0 cuts in 0-3 s)`
          : `Too many cuts in the first 3 s read as jumpy; keep 1-2 (measured: ${cutsText})`,
    });
    add({
      key: "hookMotion",
      label: "Motion in the first 3 s",
      value: `mean frame change ${fixed(h.motion)}/255`,
      subScore: C.toScore(C.motionCurve(h.motion)),
      note: "Mean absolute luma difference between consecutive hook frames, cuts excluded",
      good: `The opening moves: motion catches the scrolling eye (measured: mean frame change ${fixed(h.motion)}/255)`,
      fix:
        h.motion < 4
          ? `The opening is nearly static; start with movement (camera move, gesture, action) (measured: mean frame change ${fixed(h.motion)}/255)`
          : `The opening is chaotic; steady the camera so the subject reads (measured: mean frame change ${fixed(h.motion)}/255)`,
    });
    const a = m.audio;
    const audible = a !== null && !a.isSilent;
    add({
      key: "audioOnset",
      label: "Sound onset",
      value: audible ? `sound starts at ${sec(a.leadingSilenceSec)}` : "no sound",
      subScore: audible ? C.toScore(C.leadingSilenceCurve(a.leadingSilenceSec)) : null,
      note: "Seconds of silence before the first sound above -45 dBFS; the key message belongs in the first 3 s",
      good: audible ? `Sound starts right away (measured: first sound at ${sec(a.leadingSilenceSec)})` : undefined,
      fix: audible
        ? `Start the sound sooner; silence at the start loses the hook (measured: first sound at ${sec(a.leadingSilenceSec)})`
        : undefined,
    });
  }
  if (isVideo) {
    const f = m.faces;
    add({
      key: "faceInHook",
      label: "Face in the first 3 s",
      value: !f.available ? "face detection unavailable" : f.inHook ? "face in the opening" : "no face in 0-3 s",
      subScore: !f.available ? null : f.inHook ? 100 : 40,
      note: "Tiny face detector on frames at 0 s and 1.5 s",
      good: "A face appears in the opening seconds: faces lift likes +38% (Bakhshi et al. 2014) (measured: face detected in 0-3 s)",
      fix: "No face in the opening seconds; showing a person early lifts engagement (measured: no face detected in 0-3 s)",
    });
    const a = m.audio;
    let soundValue = "no audio track";
    let soundScore = 0;
    if (m.hasAudioStream && a) {
      soundValue = a.isSilent ? "silent audio track" : `${fixed(a.loudnessLufs)} LUFS (approx.)`;
      soundScore = a.isSilent ? 5 : C.toScore(C.loudnessCurve(a.loudnessLufs));
    } else if (m.hasAudioStream) {
      soundValue = "audio track could not be decoded";
    }
    add({
      key: "sound",
      label: "Sound",
      value: soundValue,
      subScore: m.hasAudioStream && !a ? null : soundScore,
      note: "Integrated loudness of the first 20 s (BS.1770 gating); platforms normalise near -14 LUFS",
      good: `Clear, well-levelled sound: 88% of TikTok users call sound essential (measured: ${soundValue})`,
      fix:
        soundScore <= 5
          ? `Add sound (voice, music or a trending audio): 88% of TikTok users call sound essential (measured: ${soundValue})`
          : a && a.loudnessLufs < -24
            ? `Raise the audio level toward -14 LUFS; it will sound weak next to other clips (measured: ${soundValue})`
            : `Lower the audio level toward -14 LUFS to avoid clipping (measured: ${soundValue})`,
    });
  }

  // ---- Picture
  const lumaText = `mean luma ${Math.round(p.brightness)}/255`;
  add({
    key: "brightness",
    label: "Exposure",
    value: lumaText,
    subScore: C.toScore(C.brightnessCurve(p.brightness)),
    note: "Mean BT.601 luma over the picture; well exposed is about 110-170",
    good: `Well exposed (measured: ${lumaText})`,
    fix:
      p.brightness < 110
        ? `The picture is dark; add light or raise exposure (measured: ${lumaText}, aim for 110-170)`
        : `The picture is overexposed; lower exposure to keep detail in highlights (measured: ${lumaText}, aim for 110-170)`,
  });
  add({
    key: "contrast",
    label: "Contrast",
    value: `RMS contrast ${fixed(p.contrast, 2)}`,
    subScore: C.toScore(C.contrastCurve(p.contrast)),
    note: "Standard deviation of luma / 255; flat pictures read poorly on small screens",
    good: `Punchy contrast (measured: RMS contrast ${fixed(p.contrast, 2)})`,
    fix:
      p.contrast < 0.17
        ? `The picture looks flat; add contrast or a filter (filtered photos got +21% views, Bakhshi 2015) (measured: RMS contrast ${fixed(p.contrast, 2)})`
        : `Contrast is harsh; soften it so faces and details keep their tones (measured: RMS contrast ${fixed(p.contrast, 2)})`,
  });
  const sharpText = `Laplacian variance ${Math.round(p.sharpness)}`;
  add({
    key: "sharpness",
    label: "Sharpness",
    value: sharpText,
    subScore: C.toScore(C.sharpnessCurve(Math.log10(Math.max(1, p.sharpness)))),
    note: "Variance of the Laplacian at 416 px on the long side; blurry uploads are demoted",
    good: `Crisp, in-focus picture (measured: ${sharpText})`,
    fix: `The picture is soft or blurry; focus, clean the lens, or export at a higher quality; Instagram demotes blurry reels (measured: ${sharpText})`,
  });
  const shortSide = Math.min(m.width, m.height);
  add({
    key: "resolution",
    label: "Resolution",
    value: `${m.width}x${m.height} (short side ${shortSide} px)`,
    subScore: C.toScore(C.resolutionCurve(shortSide)),
    note: "Short side of the displayed frame; 1080 px is the platforms' full quality",
    good: `Full-quality resolution (measured: short side ${shortSide} px)`,
    fix: `Export at 1080x1920; low resolution is demoted (measured: short side ${shortSide} px)`,
  });
  if (isVideo) {
    const bpp = m.bitsPerPixel;
    const mbps = m.bitRate ? `${fixed(m.bitRate / 1e6)} Mb/s` : "unknown bitrate";
    add({
      key: "encoding",
      label: "Bitrate",
      value: bpp === null ? mbps : `${fixed(bpp, 3)} bits/pixel (${mbps})`,
      subScore: bpp === null ? null : C.toScore(C.bitsPerPixelCurve(bpp)),
      note: "Bits per pixel per frame; starved encodes show blocking after the platform re-encodes",
      good: bpp === null ? undefined : `Enough bitrate for a clean re-encode (measured: ${fixed(bpp, 3)} bits/pixel)`,
      fix:
        bpp === null
          ? undefined
          : `Export at a higher bitrate (8-16 Mb/s for 1080p) to survive re-encoding (measured: ${fixed(bpp, 3)} bits/pixel, ${mbps})`,
    });
    const fps = m.frameRate;
    add({
      key: "frameRate",
      label: "Frame rate",
      value: fps === null ? "unknown" : `${fixed(fps, 2)} fps`,
      subScore: fps === null ? null : C.toScore(C.frameRateCurve(fps)),
      note: "24-60 fps plays smoothly",
      good: fps === null ? undefined : `Smooth frame rate (measured: ${fixed(fps, 2)} fps)`,
      fix: fps === null ? undefined : `Record or export at 30 fps for smooth motion (measured: ${fixed(fps, 2)} fps)`,
    });
  }
  const colourText = `colourfulness ${Math.round(p.colourfulness)} (${colourWord(p.colourfulness)})`;
  add({
    key: "colourfulness",
    label: "Colourfulness",
    value: colourText,
    subScore: C.toScore(C.colourfulnessCurve(p.colourfulness)),
    note: "Hasler-Suesstrunk M; a weak signal, heavy saturation slightly lowers views",
    good: `Rich colour (measured: ${colourText})`,
    fix: `Colours are washed out; a little saturation or colourful props help (measured: ${colourText})`,
  });
  const warmText = `R-B ${p.warmth >= 0 ? "+" : ""}${Math.round(p.warmth)}`;
  add({
    key: "warmth",
    label: "Warmth",
    value: `${warmText} (${p.warmth < -8 ? "cool" : p.warmth > 8 ? "warm" : "neutral"})`,
    subScore: C.toScore(C.warmthCurve(p.warmth)),
    note: "Mean red minus mean blue; warm filters lifted views and comments (Bakhshi 2015)",
    good: `Warm tones (measured: ${warmText})`,
    fix: `The picture is cold; a slightly warmer white balance or filter tends to do better (measured: ${warmText})`,
  });

  // ---- Content
  const f = m.faces;
  if (f.available) {
    const presence = f.framesChecked > 0 ? f.framesWithFace / f.framesChecked : 0;
    const size = f.largest?.height ?? 0;
    const faceScore =
      f.framesWithFace === 0
        ? C.facePresenceCurve(0)
        : 0.5 * C.facePresenceCurve(presence) + 0.5 * C.faceSizeCurve(size);
    const faceText =
      f.framesWithFace === 0
        ? `no face in ${f.framesChecked} frame${f.framesChecked === 1 ? "" : "s"} checked`
        : `face in ${f.framesWithFace} of ${f.framesChecked} frames; largest ${pct(size)} of frame height`;
    add({
      key: "faces",
      label: "Faces",
      value: faceText,
      subScore: C.toScore(faceScore),
      note: "Faces lifted likes +38% and comments +32% (Bakhshi et al. 2014); medium close-ups score best",
      good: `People on screen: faces lift likes +38% (measured: ${faceText})`,
      fix:
        f.framesWithFace === 0
          ? `Show a face: photos with faces got +38% likes and +32% comments (measured: ${faceText})`
          : `Frame the face closer (a medium close-up, face 20-45% of the height) (measured: ${faceText})`,
    });
  } else {
    add({
      key: "faces",
      label: "Faces",
      value: "face detection unavailable",
      subScore: null,
      note: "The face model could not run; scored without it and confidence lowered",
    });
  }
  if (isVideo && m.samples) {
    const s = m.samples;
    const share = s.pairs > 0 ? s.sceneChanges / s.pairs : 0;
    const text = `${s.sceneChanges} of ${s.pairs} sampled moments change scene`;
    add({
      key: "sceneVariety",
      label: "Scene variety",
      value: text,
      subScore: s.pairs === 0 ? null : C.toScore(C.sceneVarietyCurve(share)),
      note: "Keyframes sampled across the clip; scene variety +38% (TikTok e-commerce study), too many jump cuts hurt",
      good: `Scenes change through the clip, which keeps it moving (measured: ${text})`,
      fix:
        share < 0.4
          ? `One scene throughout; add B-roll or angle changes to pace the middle (measured: ${text})`
          : `Almost every moment is a new scene; let shots breathe (measured: ${text})`,
    });
  }
  if (isVideo && m.deadFrames) {
    const d = m.deadFrames;
    const text = `${d.count} of ${d.of} analysed frames black or frozen`;
    add({
      key: "deadFrames",
      label: "Black or frozen frames",
      value: text,
      subScore: d.of === 0 ? null : C.toScore(C.deadFramesCurve(d.count / d.of)),
      note: "Black frames (no light, no detail) and frozen stretches (identical consecutive frames)",
      good: `No black or frozen stretches (measured: ${text})`,
      fix: `Cut the black or frozen stretches; dead air loses viewers (measured: ${text})`,
    });
  }
  const zoneWorst = Math.max(p.uiZoneRatio.right, p.uiZoneRatio.bottom);
  const zoneText = `right edge ${fixed(p.uiZoneRatio.right)}x, bottom fifth ${fixed(p.uiZoneRatio.bottom)}x the frame's detail`;
  add({
    key: "uiZones",
    label: "App overlay zones",
    value: zoneText,
    subScore: C.toScore(C.uiZoneCurve(zoneWorst)),
    note: "Edge density where TikTok/Reels draw buttons (right edge) and the caption (bottom fifth)",
    good: `Key detail stays clear of the app's buttons and caption (measured: ${zoneText})`,
    fix: `Busy detail or text sits where the app's buttons and caption cover it; move it toward the centre (measured: ${zoneText})`,
  });

  // ---- Caption and hashtags
  const langName = { none: "no text", en: "English", ar: "Arabic", mixed: "Arabic and English" }[t.language];
  add({
    key: "captionLength",
    label: "Caption length",
    value: `${t.captionLength} characters (${langName})`,
    subScore: C.toScore(C.captionLengthCurve(t.captionLength)),
    note: "Hashtags removed; 50-150 characters give context without a wall of text",
    good: `The caption gives context at a readable length (measured: ${t.captionLength} characters)`,
    fix:
      t.captionLength < 50
        ? `Write a caption of 50-150 characters that says what the viewer gets (measured: ${t.captionLength} characters)`
        : `Shorten the caption; the first line is all most viewers read (measured: ${t.captionLength} characters)`,
  });
  const ctaParts = [...(t.hasQuestion ? ["a question"] : []), ...t.ctaPhrases.map((c) => `'${c}'`)];
  const ctaText = ctaParts.length > 0 ? ctaParts.join(", ") : "none found";
  add({
    key: "cta",
    label: "Call to action or question",
    value: ctaText,
    subScore: ctaParts.length > 0 ? 100 : 40,
    note: "English and Arabic phrase lists (comment, follow, share, تابع، شارك، اكتب، علق) and ? or ؟",
    good: `The caption invites a reply (measured: ${ctaText})`,
    fix: "Ask a question or add a call to action ('comment your pick', 'اكتب رأيك في التعليقات') (measured: none found)",
  });
  const n = t.hashtags.length;
  add({
    key: "hashtagCount",
    label: "Hashtags",
    value: `${n} hashtag${n === 1 ? "" : "s"}`,
    subScore: C.toScore(C.hashtagCountCurve(n)),
    note: "3-5 targeted tags; Instagram caps hashtags at 5 since Dec 2025",
    good: `A focused set of hashtags (measured: ${n})`,
    fix:
      n < 3
        ? `Add 3-5 specific hashtags so the platform knows who to show this to (measured: ${n})`
        : `Cut to the 3-5 most specific hashtags; Instagram caps at 5 (measured: ${n})`,
  });
  const genericShare = n > 0 ? t.genericTags.length / n : 0;
  const genericText =
    n === 0
      ? "no hashtags"
      : `${t.genericTags.length} of ${n} generic${t.genericTags.length > 0 ? ` (${t.genericTags.map((g) => `#${g}`).join(" ")})` : ""}`;
  add({
    key: "nicheTags",
    label: "Niche vs generic tags",
    value: genericText,
    subScore: n === 0 ? null : C.toScore(C.genericShareCurve(genericShare)),
    note: "Generic tags (fyp, viral, اكسبلور, ترند...) reach no particular audience",
    good: `Hashtags are specific to the content (measured: ${genericText})`,
    fix: `Swap generic tags for niche ones that name the topic, place or community (measured: ${genericText})`,
  });
  const trend = t.trendingTags;
  const trendText =
    trend.length === 0
      ? `none on the list of ${t.trendListUpdated}`
      : trend.map((x) => `#${x.tag} (${x.list === "calendar" ? x.event : x.list})`).join(", ");
  add({
    key: "trendingTags",
    label: "Trending and seasonal tags",
    value: trendText,
    subScore: C.toScore(C.trendingTagsCurve(trend.length)),
    note: `Curated global and MENA trend list with a seasonal calendar (Ramadan, Eid, national days), dated ${t.trendListUpdated}`,
    good: `Rides a current or seasonal trend (measured: ${trendText})`,
    fix: `If it fits, add one trending or seasonal tag from the current list (measured: ${trendText})`,
  });
  add({
    key: "tagPlacement",
    label: "Hashtag placement",
    value:
      t.hashtagsInCaption === 0
        ? "no hashtags in the caption"
        : t.tagsAtStart
          ? "caption starts with hashtags"
          : "hashtags after the text",
    subScore: t.hashtagsInCaption === 0 ? null : t.tagsAtStart ? 35 : 100,
    note: "Hashtags at the very start of the caption push the message out of the first line",
    good: "Hashtags come after the message (measured: caption starts with words)",
    fix: "Start the caption with words, not hashtags; move tags to the end (measured: caption starts with hashtags)",
  });
  add({
    key: "emoji",
    label: "Emoji",
    value: `${t.emojiCount} emoji`,
    subScore: C.toScore(C.emojiCurve(t.emojiCount)),
    note: "A few emoji set the tone; a wall of them reads as spam",
    good: `Emoji set the tone without clutter (measured: ${t.emojiCount})`,
    fix:
      t.emojiCount === 0
        ? `One or two emoji can set the tone (measured: 0)`
        : `Trim the emoji; too many read as spam (measured: ${t.emojiCount})`,
  });
  const hits = m.compliance;
  const hitText =
    hits.length === 0
      ? "no policy words"
      : `${hits.length} policy word${hits.length === 1 ? "" : "s"}: ${hits.map((h) => `'${h.term}' (${h.category})`).join(", ")}`;
  add({
    key: "compliance",
    label: "Policy words",
    value: hitText,
    subScore: C.toScore(C.complianceHitsCurve(hits.length)),
    note: "Curated English and Arabic lists; a hit means review, not a verdict",
    good: "No policy-sensitive words in the caption or hashtags (measured: 0 hits)",
    fix: `Review the wording: For You feeds exclude regulated and sensitive topics (measured: ${hitText})`,
  });
  add({
    key: "language",
    label: "Caption language",
    value: langName,
    subScore: null,
    note: "Informational: Arabic and English captions are analysed alike (script ranges)",
  });
  return out;
}

/**
 * Weighted power mean of the measured sub-scores: p = 1 is the plain weighted mean (used for the factors);
 * the total uses p = TOTAL_POWER so a very weak signal (no sound, 16:9, frozen) costs more than a strong
 * one earns back. Unmeasured signals (null) drop out and their weight is spread over the rest.
 */
function weighted(evaluated: Evaluated[], weights: Record<SignalKey, number>, keys?: readonly SignalKey[], power = 1) {
  let sum = 0;
  let wsum = 0;
  for (const e of evaluated) {
    if (keys && !keys.includes(e.key)) continue;
    const w = weights[e.key];
    if (e.subScore === null || w <= 0) continue;
    sum += w * e.subScore ** power;
    wsum += w;
  }
  return { value: wsum > 0 ? (sum / wsum) ** (1 / power) : 50, measuredWeight: wsum };
}

export const TOTAL_POWER = 0.5;

function faceCentre(f: { x: number; y: number; width: number; height: number }) {
  return { x: (f.x + f.width / 2) * 100, y: (f.y + f.height / 2) * 100 };
}

function inZone(x: number, y: number, z: { x0: number; x1: number; y0: number; y1: number }) {
  return x >= z.x0 * 100 && x <= z.x1 * 100 && y >= z.y0 * 100 && y <= z.y1 * 100;
}

const clampPct = (v: number) => Math.min(98, Math.max(2, Math.round(v * 10) / 10));

function buildInsights(m: Measurements, vertical: boolean): Insight[] {
  const dots: Insight[] = [];
  const push = (x: number, y: number, type: Insight["type"], insight: string) => {
    const cx = clampPct(x);
    const cy = clampPct(y);
    if (dots.some((d) => Math.hypot(d.x - cx, d.y - cy) < 8)) return;
    dots.push({ x: cx, y: cy, type, insight });
  };
  const face = m.faces.preview[0];
  if (face) {
    const c = faceCentre(face);
    const covered = vertical && (inZone(c.x, c.y, UI_ZONES.right) || inZone(c.x, c.y, UI_ZONES.bottom));
    push(
      c.x,
      c.y,
      covered ? "improvement" : "positive",
      covered
        ? `This face sits where the app's buttons or caption will cover it; move it toward the centre (face at ${Math.round(c.x)}%, ${Math.round(c.y)}%)`
        : `Face detected here (${pct(face.height)} of the frame height): faces lift likes +38%`,
    );
  }
  const b = m.picture.bars;
  if (b.top >= 0.02)
    push(
      50,
      (b.top * 100) / 2,
      "improvement",
      `Black bar: ${pct(b.top + b.bottom)} of the height is letterbox; fill the frame`,
    );
  if (b.left >= 0.02)
    push(
      (b.left * 100) / 2,
      50,
      "improvement",
      `Black bar: ${pct(b.left + b.right)} of the width is pillarbox; fill the frame`,
    );
  const zr = m.picture.uiZoneRatio;
  if (vertical && zr.right >= 1.3) {
    push(
      92,
      57,
      "improvement",
      `TikTok's like/comment/share buttons cover the right edge; detail here (${fixed(zr.right)}x the frame average) will be hidden`,
    );
  }
  if (vertical && zr.bottom >= 1.3) {
    push(
      42,
      90,
      "improvement",
      `The caption and username cover the bottom fifth; text or detail here (${fixed(zr.bottom)}x the frame average) will be hidden`,
    );
  }
  const { gridLuma, gridEdges, brightness, edgeMean } = m.preview;
  const cellCentre = (k: number) => ({
    x: ((k % GRID) + 0.5) * (100 / GRID),
    y: (Math.floor(k / GRID) + 0.5) * (100 / GRID),
  });
  const argmax = (values: number[]) => values.reduce((best, v, k) => (v > values[best]! ? k : best), 0);
  const argmin = (values: number[]) => values.reduce((best, v, k) => (v < values[best]! ? k : best), 0);
  if (gridLuma.length === GRID * GRID) {
    const bright = argmax(gridLuma);
    const bl = gridLuma[bright]!;
    const c = cellCentre(bright);
    if (bl > 235)
      push(
        c.x,
        c.y,
        "improvement",
        `Blown highlights here (luma ${Math.round(bl)}/255): lower exposure to keep detail`,
      );
    else if (bl > brightness + 20)
      push(
        c.x,
        c.y,
        "suggestion",
        `Brightest area (luma ${Math.round(bl)} vs ${Math.round(brightness)} average): the eye lands here first, so put the subject here`,
      );
    const busy = argmax(gridEdges);
    const be = gridEdges[busy]!;
    if (edgeMean > 0.5 && be > edgeMean * 1.4) {
      const cb = cellCentre(busy);
      push(
        cb.x,
        cb.y,
        "suggestion",
        `Busiest area (${fixed(be / edgeMean)}x the average detail): keep the key subject or on-screen text here, clear of clutter`,
      );
    }
    if (brightness < 90) {
      const dark = argmin(gridLuma);
      const cd = cellCentre(dark);
      push(cd.x, cd.y, "improvement", `Darkest area (luma ${Math.round(gridLuma[dark]!)}/255): add light here`);
    }
  }
  if (dots.length === 0) {
    push(
      50,
      50,
      "positive",
      `Balanced frame: no bars, busy overlay zones or exposure problems found (mean luma ${Math.round(brightness)}/255)`,
    );
  }
  return dots.slice(0, 6);
}

function confidenceFor(m: Measurements, measuredWeight: number): { value: number; reasons: string[] } {
  const reasons: string[] = [];
  let c = m.kind === "video" ? 90 : 78;
  if (m.kind === "image") reasons.push("image: no motion, pacing or sound to measure");
  if (!m.faces.available) {
    c -= 12;
    reasons.push("face detection unavailable");
  } else if (m.faces.framesWithFace === 0) {
    c -= 4;
    reasons.push("no face found");
  }
  if (m.kind === "video") {
    if (!m.hasAudioStream || !m.audio || m.audio.isSilent) {
      c -= 6;
      reasons.push("no sound to measure");
    }
    const d = m.durationSec ?? 0;
    if (d < 3) {
      c -= 20;
      reasons.push("very short clip");
    } else if (d < 6) {
      c -= 10;
      reasons.push("short clip");
    }
    if (m.samples && m.samples.decoded < m.samples.planned) {
      c -= 6;
      reasons.push("some sampled moments could not be decoded");
    }
  }
  if (m.text.captionLength === 0 && m.text.hashtags.length === 0) {
    c -= 5;
    reasons.push("no caption or hashtags");
  }
  c -= Math.round((1 - Math.min(1, measuredWeight)) * 30);
  return { value: C.toScore(Math.max(20, Math.min(95, c))), reasons };
}

export type ScoreResult = EngineOutput & { raw: number; weights: "video" | "image"; confidenceReasons: string[] };

export function scoreMeasurements(m: Measurements): ScoreResult {
  const weights = m.kind === "video" ? VIDEO_WEIGHTS : IMAGE_WEIGHTS;
  const kind = m.kind;
  const evaluated = evaluate(m).filter((e) => e.key === "language" || weights[e.key] > 0);
  const total = weighted(evaluated, weights, undefined, TOTAL_POWER);
  const viralScore = C.toScore(C.spreadCurve(total.value));
  const factor = (keys: readonly SignalKey[]) => C.toScore(weighted(evaluated, weights, keys).value);

  const explanation: ScoredSignal[] = evaluated.map((e) => ({
    key: e.key,
    label: e.label,
    value: e.value,
    subScore: e.subScore,
    weight: weights[e.key],
    note: e.note,
  }));

  const ranked = evaluated.filter((e) => e.subScore !== null && weights[e.key] >= 0.01);
  const strengths = ranked
    .filter((e) => e.subScore! >= 80 && e.good)
    .sort(
      (a, b) => weights[b.key] * (b.subScore! - 60) - weights[a.key] * (a.subScore! - 60) || a.key.localeCompare(b.key),
    )
    .slice(0, 5)
    .map((e) => e.good!);
  const recommendations = ranked
    .filter((e) => e.subScore! < 65 && e.fix)
    .sort(
      (a, b) =>
        weights[b.key] * (100 - b.subScore!) - weights[a.key] * (100 - a.subScore!) || a.key.localeCompare(b.key),
    )
    .slice(0, 6)
    .map((e) => e.fix!);
  if (strengths.length === 0) {
    const best = [...ranked]
      .filter((e) => e.good)
      .sort((a, b) => b.subScore! - a.subScore! || a.key.localeCompare(b.key))[0];
    if (best) strengths.push(`Strongest signal so far: ${best.label.toLowerCase()} (measured: ${best.value})`);
  }
  if (recommendations.length === 0) {
    const weakest = [...ranked]
      .filter((e) => e.fix)
      .sort((a, b) => a.subScore! - b.subScore! || a.key.localeCompare(b.key))[0];
    if (weakest)
      recommendations.push(`To push further: ${weakest.fix!.charAt(0).toLowerCase()}${weakest.fix!.slice(1)}`);
  }

  const hits = m.compliance;
  const contentCompliance: ContentCompliance = {
    isCompliant: hits.length === 0,
    status: hits.length === 0 ? "compliant" : "needs_review",
    complianceScore: C.toScore(Math.max(0, 100 - 25 * hits.length)),
    violationReasons: hits.map(complianceReason),
  };

  const composition = factor(FACTORS.composition[kind]);
  const face = m.faces.preview[0] ?? null;
  const vertical = m.height > m.width;
  let compositionScore = composition;
  if (face && vertical) {
    const c = faceCentre(face);
    if (inZone(c.x, c.y, UI_ZONES.right) || inZone(c.x, c.y, UI_ZONES.bottom))
      compositionScore = C.toScore(composition * 0.85);
  }

  const confidence = confidenceFor(m, total.measuredWeight);
  return {
    viralScore,
    confidence: confidence.value,
    viralPotential: viralPotentialFor(viralScore),
    strengths,
    recommendations,
    contentCompliance,
    visualAnalysis: {
      theme: themeFor(m),
      aesthetics: factor(FACTORS.aesthetics[kind]),
      composition: compositionScore,
      trendAlignment: factor(FACTORS.trendAlignment[kind]),
    },
    contentFactors: {
      hookStrength: factor(FACTORS.hookStrength[kind]),
      emotionalImpact: factor(FACTORS.emotionalImpact[kind]),
      shareability: factor(FACTORS.shareability[kind]),
      algorithmOptimization: factor(FACTORS.algorithmOptimization[kind]),
    },
    insights: buildInsights(m, vertical),
    explanation,
    raw: C.round(total.value, 2),
    weights: kind,
    confidenceReasons: confidence.reasons,
  };
}
