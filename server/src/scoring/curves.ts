// Every measured signal becomes a 0-100 sub-score through one of these piecewise-linear curves.
// The knots are documented, with their evidence, in ./README.md ("Curves"); change both together.
// Between knots the score is interpolated linearly; outside them it is held at the end value.

export type Knot = readonly [x: number, y: number];
export type Curve = { readonly knots: readonly Knot[]; (x: number): number };

export function piecewise(knots: readonly Knot[]): Curve {
  if (knots.length === 0) throw new Error("a curve needs knots");
  for (let i = 1; i < knots.length; i++) {
    if (knots[i]![0] <= knots[i - 1]![0]) throw new Error("curve knots must be strictly increasing in x");
  }
  const curve = (x: number): number => {
    if (!Number.isFinite(x)) return knots[0]![1];
    const first = knots[0]!;
    const last = knots[knots.length - 1]!;
    if (x <= first[0]) return first[1];
    if (x >= last[0]) return last[1];
    for (let i = 1; i < knots.length; i++) {
      const [x1, y1] = knots[i]!;
      if (x <= x1) {
        const [x0, y0] = knots[i - 1]!;
        return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
      }
    }
    return last[1];
  };
  return Object.assign(curve, { knots });
}

/** Sub-scores are integers 0-100, rounded half up so the same measurement always gives the same score. */
export function toScore(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.floor(value + 0.5)));
}

/** Rounds a measurement for display and for the raw signals (fixed decimals, no float noise). */
export function round(value: number, decimals = 2): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

// ---- Format and platform fit -------------------------------------------------------------------

/** Display aspect ratio width/height. 9:16 = 0.5625 is native to short video; 16:9 = 1.78 is not. */
export const aspectCurve = piecewise([
  [0.42, 80],
  [0.5, 95],
  [0.5625, 100],
  [0.6, 96],
  [0.67, 88],
  [0.8, 70],
  [1.0, 52],
  [1.34, 32],
  [1.78, 18],
  [2.4, 10],
]);

/**
 * Display aspect ratio of a photo. Feeds show portrait posts at 4:5 (Instagram) or 3:4 and full-screen 9:16;
 * square fits, landscape shrinks.
 */
export const imageAspectCurve = piecewise([
  [0.5, 90],
  [0.5625, 95],
  [0.75, 100],
  [0.8, 100],
  [1.0, 80],
  [1.34, 45],
  [1.78, 25],
  [2.4, 12],
]);

/** Share of the frame covered by black letterbox/pillarbox bars (0-1). Full frame scores 100. */
export const barsCurve = piecewise([
  [0.02, 100],
  [0.06, 85],
  [0.15, 55],
  [0.3, 25],
  [0.5, 8],
]);

/** Duration in seconds. Band, not monotone: 21-34 s converted best (TikTok). */
export const durationCurve = piecewise([
  [2, 10],
  [5, 40],
  [10, 68],
  [15, 85],
  [21, 100],
  [34, 100],
  [45, 88],
  [60, 72],
  [90, 52],
  [180, 25],
  [600, 8],
]);

// ---- Hook (first 3 s) ---------------------------------------------------------------------------

/** Cuts in the first 3 s. 1-2 cuts lift retention; a burst of jump cuts hurts continuity. */
export const hookCutsCurve = piecewise([
  [0, 30],
  [1, 85],
  [2, 100],
  [3, 92],
  [4, 75],
  [6, 45],
]);

/** Mean absolute luma difference between consecutive hook frames (0-255 scale, cuts excluded). */
export const motionCurve = piecewise([
  [0.3, 20],
  [1, 45],
  [2.5, 80],
  [4, 100],
  [14, 100],
  [25, 80],
  [45, 55],
]);

/** Seconds of silence before the sound starts. The key message belongs in the first 3 s. */
export const leadingSilenceCurve = piecewise([
  [0.3, 100],
  [0.6, 90],
  [1, 70],
  [2, 40],
  [3, 15],
]);

// ---- Sound --------------------------------------------------------------------------------------

/** Integrated loudness (approximate LUFS). Platforms normalise to about -14; silence is a weakness. */
export const loudnessCurve = piecewise([
  [-60, 0],
  [-45, 15],
  [-32, 45],
  [-24, 78],
  [-18, 100],
  [-10, 100],
  [-6, 85],
  [-2, 65],
]);

// ---- Picture ------------------------------------------------------------------------------------

/** Mean luma 0-255 (BT.601). Well exposed 110-170; dark or blown out scores low. */
export const brightnessCurve = piecewise([
  [25, 5],
  [45, 18],
  [70, 45],
  [95, 78],
  [110, 100],
  [170, 100],
  [200, 78],
  [230, 40],
  [250, 15],
]);

/** RMS contrast: standard deviation of luma / 255. */
export const contrastCurve = piecewise([
  [0.03, 10],
  [0.07, 40],
  [0.12, 75],
  [0.17, 100],
  [0.3, 100],
  [0.38, 85],
  [0.45, 65],
]);

/**
 * Sharpness: variance of the 4-neighbour Laplacian of luma on a frame scaled to 416 px on its long side.
 * Log scale because the variance spans orders of magnitude.
 */
export const sharpnessCurve = piecewise([
  [Math.log10(5), 5],
  [Math.log10(20), 25],
  [Math.log10(60), 55],
  [Math.log10(150), 82],
  [Math.log10(300), 100],
]);

/** Hasler-Suesstrunk colourfulness M. 33 "moderately", 59 "quite", 82 "highly" colourful; a weak signal. */
export const colourfulnessCurve = piecewise([
  [0, 35],
  [15, 55],
  [33, 82],
  [45, 100],
  [90, 100],
  [120, 85],
]);

/** Warmth: mean(R) - mean(B) on 0-255. Warm filters lift views (Bakhshi 2015); a weak signal. */
export const warmthCurve = piecewise([
  [-50, 45],
  [-15, 65],
  [0, 78],
  [8, 100],
  [35, 100],
  [70, 75],
]);

/** Short side of the displayed frame in pixels. Low resolution is demoted. */
export const resolutionCurve = piecewise([
  [240, 10],
  [360, 30],
  [480, 50],
  [720, 82],
  [1080, 100],
]);

/** Video bits per pixel per frame. Starved encodes show blocking; phone footage sits at 0.1-0.3. */
export const bitsPerPixelCurve = piecewise([
  [0.01, 25],
  [0.03, 55],
  [0.06, 85],
  [0.1, 100],
]);

/** Frames per second. */
export const frameRateCurve = piecewise([
  [10, 20],
  [15, 45],
  [24, 90],
  [29, 100],
]);

// ---- Content ------------------------------------------------------------------------------------

/** Share of analysed frames (hook + samples) in which a face was detected. */
export const facePresenceCurve = piecewise([
  [0, 40],
  [0.1, 70],
  [0.34, 90],
  [0.6, 100],
]);

/** Height of the largest face as a share of the frame height (shot scale). Medium close-up is best. */
export const faceSizeCurve = piecewise([
  [0.03, 55],
  [0.08, 75],
  [0.15, 95],
  [0.2, 100],
  [0.45, 100],
  [0.7, 85],
  [0.9, 70],
]);

/** Share of sampled moments (after the hook) that show a different scene than the one before. */
export const sceneVarietyCurve = piecewise([
  [0, 35],
  [0.2, 65],
  [0.4, 90],
  [0.5, 100],
  [0.85, 100],
  [1, 88],
]);

/** Share of analysed frames that are black or frozen. */
export const deadFramesCurve = piecewise([
  [0, 100],
  [0.08, 80],
  [0.2, 50],
  [0.4, 20],
  [0.7, 5],
]);

/**
 * Detail inside the app's own overlay zones (right edge, bottom fifth) relative to the frame average
 * (edge-density ratio). Busy or texty detail there is hidden by buttons and the caption.
 */
export const uiZoneCurve = piecewise([
  [1.0, 100],
  [1.3, 85],
  [1.7, 60],
  [2.3, 35],
]);

/**
 * Area of the main subject's box as a share of the frame (person, object). A subject that fills a fifth
 * to two thirds of the frame reads at phone size; a speck in the distance does not.
 */
export const subjectFillCurve = piecewise([
  [0.005, 25],
  [0.02, 45],
  [0.06, 70],
  [0.12, 90],
  [0.2, 100],
  [0.65, 100],
  [0.9, 85],
]);

/** Distance of the subject's centre from the frame centre (0 centred, 1 in a corner): a mild penalty. */
export const offCentreCurve = piecewise([
  [0.25, 1],
  [0.6, 0.9],
  [1, 0.75],
]);

/**
 * Share of the frame covered by on-screen text. A short overlay helps (TikTok Creative Codes); frames
 * mostly covered by text are demoted (Instagram).
 */
export const textCoverageCurve = piecewise([
  [0, 75],
  [0.01, 90],
  [0.03, 100],
  [0.2, 100],
  [0.35, 70],
  [0.6, 30],
]);

/**
 * 8x8 blocking: boundary step over in-block step at the coded resolution (1 = no grid). A good phone JPEG or
 * H.264 export reads 1.3-1.8 (measured on face-api's photos and crf 18 encodes); starved encodes (150 kb/s,
 * qp 51, MPEG-4 q 31) read 6-12.
 */
export const blockinessCurve = piecewise([
  [1.9, 100],
  [2.6, 85],
  [4, 55],
  [6, 25],
  [9, 8],
]);

// ---- Caption and hashtags -----------------------------------------------------------------------

/** Caption length in characters, hashtags removed. */
export const captionLengthCurve = piecewise([
  [0, 25],
  [10, 50],
  [30, 85],
  [50, 100],
  [150, 100],
  [300, 85],
  [1000, 60],
  [2200, 40],
]);

/** Number of distinct hashtags. Instagram caps at 5 and recommends fewer, targeted tags. */
export const hashtagCountCurve = piecewise([
  [0, 30],
  [1, 62],
  [2, 82],
  [3, 100],
  [5, 100],
  [8, 70],
  [12, 45],
  [20, 25],
  [30, 12],
]);

/** Share of the hashtags that are generic (fyp, viral, اكسبلور...). Niche tags reach an audience. */
export const genericShareCurve = piecewise([
  [0, 100],
  [0.34, 85],
  [0.5, 70],
  [0.75, 50],
  [1, 30],
]);

/** Number of tags on the dated trending list or the seasonal calendar. */
export const trendingTagsCurve = piecewise([
  [0, 50],
  [1, 85],
  [2, 100],
]);

/** Emoji count in the caption. A few help tone; a wall of them reads as spam. */
export const emojiCurve = piecewise([
  [0, 70],
  [1, 100],
  [4, 100],
  [8, 80],
  [16, 55],
]);

/** Policy word-list hits (caption and hashtags). Each hit needs review and costs reach. */
export const complianceHitsCurve = piecewise([
  [0, 100],
  [1, 40],
  [2, 20],
  [3, 0],
]);

/**
 * The weighted power mean of sub-scores compresses toward the middle because few files are bad at
 * everything. This documented stretch spreads it (README "Spread"): a strong clip (raw about 83) lands near
 * 86, a weak one (raw about 38) near 25, middling ones (raw 65-70) in the 50s. The top is flat on purpose:
 * perfect content alone reaches 95, and only a strong caption as well reaches 100 (ceiling.ts holds the rest).
 */
export const spreadCurve = piecewise([
  [0, 0],
  [30, 10],
  [40, 28],
  [55, 42],
  [68, 57],
  [78, 77],
  [85, 88],
  [100, 95],
]);
