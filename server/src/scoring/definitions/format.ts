import * as C from "../curves";
import { defineSignal, labelOf, msg, noteOf, pct, sec } from "./types";

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
  return Math.abs(best[1] - r) / r < 0.03 ? best[0] : `${r.toFixed(2)}:1`;
}

export const aspect = defineSignal({
  key: "aspect",
  label: labelOf("aspect"),
  group: "content",
  weight: { video: 0.06, image: 0.1 },
  factors: {
    video: ["algorithmOptimization", "composition", "trendAlignment"],
    image: ["algorithmOptimization", "composition", "trendAlignment"],
  },
  cause: "format",
  note: noteOf("aspect"),
  evaluate(m) {
    const ratio = ratioName(m.width, m.height);
    const ratioText = msg("aspect.value", { width: m.width, height: m.height, ratio });
    return {
      value: ratioText,
      subScore: C.toScore((m.kind === "video" ? C.aspectCurve : C.imageAspectCurve)(m.width / m.height)),
      good: msg("aspect.good", { ratio, measured: ratioText }),
      fix: msg(m.kind === "video" ? "aspect.fix_video" : "aspect.fix_image", { measured: ratioText }),
      why: msg(m.kind === "video" ? "aspect.why_video" : "aspect.why_image"),
    };
  },
});

export const fullFrame = defineSignal({
  key: "fullFrame",
  label: labelOf("fullFrame"),
  group: "content",
  weight: { video: 0.05, image: 0.05 },
  factors: { video: ["algorithmOptimization", "composition"], image: ["algorithmOptimization", "composition"] },
  cause: "bars",
  note: noteOf("fullFrame"),
  evaluate(m) {
    const p = m.picture;
    const share = pct(p.barsFraction);
    const bars = msg(
      p.bars.top + p.bars.bottom > p.bars.left + p.bars.right ? "fullFrame.letterbox" : "fullFrame.pillarbox",
    );
    return {
      value: p.barsFraction < 0.02 ? msg("fullFrame.value_none") : msg("fullFrame.value", { bars, share }),
      subScore: C.toScore(C.barsCurve(p.barsFraction)),
      fix: msg(m.kind === "video" ? "fullFrame.fix_video" : "fullFrame.fix_image", { bars, share }),
    };
  },
});

export const duration = defineSignal({
  key: "duration",
  label: labelOf("duration"),
  group: "content",
  weight: { video: 0.05, image: 0 },
  factors: { video: ["shareability", "algorithmOptimization", "trendAlignment"] },
  cause: "length",
  note: noteOf("duration"),
  evaluate(m) {
    if (m.kind !== "video") return null;
    const d = m.durationSec;
    if (d === null) return { value: msg("common.unknown"), subScore: null };
    const measured = sec(d);
    return {
      value: measured,
      subScore: C.toScore(C.durationCurve(d)),
      good: msg("duration.good", { measured }),
      fix: msg(d < 21 ? "duration.fix_extend" : "duration.fix_trim", { measured }),
      why: msg("duration.why"),
    };
  },
});

export const uiZones = defineSignal({
  key: "uiZones",
  label: labelOf("uiZones"),
  group: "content",
  weight: { video: 0.02, image: 0.04 },
  factors: { video: ["algorithmOptimization", "composition"], image: ["algorithmOptimization", "composition"] },
  cause: "overlay",
  note: noteOf("uiZones"),
  evaluate(m) {
    const z = m.picture.uiZoneRatio;
    const covered = m.onScreenText.uiCovered.length;
    const zoneText =
      covered > 0
        ? msg("uiZones.value_covered", {
            right: z.right,
            bottom: z.bottom,
            blocks: msg("count.textBlocks", { count: covered }),
          })
        : msg("uiZones.value", { right: z.right, bottom: z.bottom });
    const detail = C.uiZoneCurve(Math.max(z.right, z.bottom));
    return {
      value: zoneText,
      subScore: C.toScore(covered > 0 ? Math.min(detail, 40) : detail),
      fix: msg(covered > 0 ? "uiZones.fix_text" : "uiZones.fix_detail", { measured: zoneText }),
    };
  },
});

export const FORMAT_SIGNALS = [aspect, fullFrame, duration, uiZones];
