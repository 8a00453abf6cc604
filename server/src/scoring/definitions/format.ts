import * as C from "../curves";
import { defineSignal, fixed, pct, sec } from "./types";

// Format and platform fit: the shape of the frame, black bars, length, and the app's own overlay zones.

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

export const aspect = defineSignal({
  key: "aspect",
  label: "Aspect ratio",
  group: "content",
  weight: { video: 0.06, image: 0.1 },
  factors: {
    video: ["algorithmOptimization", "composition", "trendAlignment"],
    image: ["algorithmOptimization", "composition", "trendAlignment"],
  },
  cause: "format",
  note: "9:16 vertical fills the phone screen; wider frames shrink in the feed",
  evaluate(m) {
    const ratioText = `${m.width}x${m.height} (${ratioName(m.width, m.height)})`;
    return {
      value: ratioText,
      subScore: C.toScore((m.kind === "video" ? C.aspectCurve : C.imageAspectCurve)(m.width / m.height)),
      good: `Vertical ${ratioName(m.width, m.height)} frame fills the phone screen (measured: ${ratioText})`,
      fix:
        m.kind === "video"
          ? `Reframe to vertical 9:16 (measured: ${ratioText})`
          : `Crop to portrait 4:5 or 3:4 (measured: ${ratioText})`,
      why:
        m.kind === "video"
          ? "In TikTok's study, full-frame vertical video converted 91% better than bordered video."
          : "Portrait posts take more of the feed's height than square or landscape ones, so they stay on screen longer as people scroll.",
    };
  },
});

export const fullFrame = defineSignal({
  key: "fullFrame",
  label: "Full frame",
  group: "content",
  weight: { video: 0.05, image: 0.05 },
  factors: { video: ["algorithmOptimization", "composition"], image: ["algorithmOptimization", "composition"] },
  cause: "bars",
  note: "Detected from near-black uniform rows/columns at the edges, not from the container",
  evaluate(m) {
    const p = m.picture;
    const barsPct = pct(p.barsFraction);
    const barKind = p.bars.top + p.bars.bottom > p.bars.left + p.bars.right ? "letterbox" : "pillarbox";
    return {
      value: p.barsFraction < 0.02 ? "no black bars" : `black ${barKind} bars cover ${barsPct} of the frame`,
      subScore: C.toScore(C.barsCurve(p.barsFraction)),
      fix:
        m.kind === "video"
          ? `Crop or zoom to remove the black ${barKind} bars; Instagram demotes bordered reels (measured: bars cover ${barsPct} of the frame)`
          : `Crop away the black ${barKind} bars; they waste space the feed gives your post (measured: bars cover ${barsPct} of the frame)`,
    };
  },
});

export const duration = defineSignal({
  key: "duration",
  label: "Duration",
  group: "content",
  weight: { video: 0.05, image: 0 },
  factors: { video: ["shareability", "algorithmOptimization", "trendAlignment"] },
  cause: "length",
  note: "Best band 21-34 s (TikTok ad study); very short or long clips score lower",
  evaluate(m) {
    if (m.kind !== "video") return null;
    const d = m.durationSec;
    if (d === null) return { value: "unknown", subScore: null };
    return {
      value: sec(d),
      subScore: C.toScore(C.durationCurve(d)),
      good: `Length sits in the 21-34 s band that converted best (measured: ${sec(d)})`,
      fix: `${d < 21 ? "Extend" : "Trim"} toward 21-34 s (measured: ${sec(d)})`,
      why: "21-34 s is the length band that converted best in TikTok's ad study.",
    };
  },
});

export const uiZones = defineSignal({
  key: "uiZones",
  label: "App overlay zones",
  group: "content",
  weight: { video: 0.02, image: 0.04 },
  factors: { video: ["algorithmOptimization", "composition"], image: ["algorithmOptimization", "composition"] },
  cause: "overlay",
  note: "Edge density and text where TikTok/Reels draw buttons (right edge) and the caption (bottom fifth)",
  evaluate(m) {
    const z = m.picture.uiZoneRatio;
    const covered = m.onScreenText.uiCovered.length;
    const zoneText = `right edge ${fixed(z.right)}x, bottom fifth ${fixed(z.bottom)}x the frame's detail${
      covered > 0 ? `; ${covered} text block${covered === 1 ? "" : "s"} under the overlay` : ""
    }`;
    const detail = C.uiZoneCurve(Math.max(z.right, z.bottom));
    return {
      value: zoneText,
      subScore: C.toScore(covered > 0 ? Math.min(detail, 40) : detail),
      fix:
        covered > 0
          ? `On-screen text sits where the app's buttons or caption will cover it; move it toward the centre (measured: ${zoneText})`
          : `Busy detail sits where the app's buttons and caption cover it; move it toward the centre (measured: ${zoneText})`,
    };
  },
});

export const FORMAT_SIGNALS = [aspect, fullFrame, duration, uiZones];
