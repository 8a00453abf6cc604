import { CONTENT_FACTOR_KEYS, scoredSignalSchema, storedContentFactors } from "@shared/schemas/analysis";
import {
  CLEAR_LEAD_POINTS,
  type ComparedAnalysis,
  type Comparison,
  type SignalComparison,
  type SignalLead,
} from "@shared/schemas/comparison";

// The side-by-side of two analyses (docs/decisions/012-competitor-comparison.md), a pure function of the two stored
// rows, so a saved comparison always shows what the rows say now and the same rows always give the same answer.

/** What the computation reads from a stored analysis row. */
export type ComparableRow = {
  id: number;
  fileName: string;
  kind: string;
  mediaType: string;
  viralScore: number;
  confidence: number;
  contentFactors: Record<string, unknown>;
  explanation: Array<Record<string, unknown>>;
  caption: string;
  hashtags: string;
  createdAt: string;
};

function side(row: ComparableRow): ComparedAnalysis {
  return {
    id: row.id,
    fileName: row.fileName,
    kind: row.kind === "competitor" ? "competitor" : "own",
    mediaType: row.mediaType === "image" ? "image" : "video",
    viralScore: row.viralScore,
    confidence: row.confidence,
    contentFactors: storedContentFactors(row.contentFactors),
    caption: row.caption,
    hashtags: row.hashtags,
    createdAt: row.createdAt,
  };
}

type Measured = { label: string; value: string; subScore: number | null; weight: number };

/** The row's explanation by signal key; entries an older engine wrote in another shape are skipped. */
function signalsOf(row: ComparableRow): Map<string, Measured> {
  const map = new Map<string, Measured>();
  for (const entry of Array.isArray(row.explanation) ? row.explanation : []) {
    const parsed = scoredSignalSchema.safeParse(entry);
    if (parsed.success && !map.has(parsed.data.key)) {
      const { label, value, subScore, weight } = parsed.data;
      map.set(parsed.data.key, { label, value, subScore, weight });
    }
  }
  return map;
}

function compareSignals(left: Map<string, Measured>, right: Map<string, Measured>): SignalComparison[] {
  const keys = [...left.keys(), ...[...right.keys()].filter((key) => !left.has(key))];
  return keys.map((key) => {
    const l = left.get(key) ?? null;
    const r = right.get(key) ?? null;
    const difference = l?.subScore != null && r?.subScore != null ? r.subScore - l.subScore : null;
    const strip = (m: Measured | null) => (m ? { value: m.value, subScore: m.subScore, weight: m.weight } : null);
    return { key, label: (l ?? r)!.label, left: strip(l), right: strip(r), difference };
  });
}

/** The signals where `leader` is ahead by CLEAR_LEAD_POINTS or more, largest lead first, citing both values. */
function leads(signals: SignalComparison[], leader: "left" | "right", leaderName: string, otherName: string) {
  const out: SignalLead[] = [];
  for (const signal of signals) {
    if (signal.difference === null || !signal.left || !signal.right) continue;
    const points = leader === "right" ? signal.difference : -signal.difference;
    if (points < CLEAR_LEAD_POINTS) continue;
    const lead = leader === "right" ? signal.right : signal.left;
    const other = leader === "right" ? signal.left : signal.right;
    out.push({
      key: signal.key,
      label: signal.label,
      leaderValue: lead.value,
      otherValue: other.value,
      leaderSubScore: lead.subScore!,
      otherSubScore: other.subScore!,
      points,
      text: `${signal.label}: ${leaderName} ${lead.value} (${lead.subScore}/100) vs ${otherName} ${other.value} (${other.subScore}/100), ${points} points ahead.`,
    });
  }
  return out.sort((a, b) => b.points - a.points || a.key.localeCompare(b.key));
}

export function computeComparison(
  leftRow: ComparableRow,
  rightRow: ComparableRow,
  saved: { id: number; title: string; createdAt: Date } | null = null,
): Comparison {
  const left = side(leftRow);
  const right = side(rightRow);
  const signals = compareSignals(signalsOf(leftRow), signalsOf(rightRow));
  const rightName = right.kind === "competitor" ? "theirs" : "the other post";
  return {
    id: saved?.id ?? null,
    title: saved?.title ?? "",
    createdAt: saved?.createdAt.toISOString() ?? null,
    left,
    right,
    scoreDifference: right.viralScore - left.viralScore,
    factors: CONTENT_FACTOR_KEYS.map((key) => ({
      key,
      left: left.contentFactors[key],
      right: right.contentFactors[key],
      difference: right.contentFactors[key] - left.contentFactors[key],
    })),
    signals,
    theyDoBetter: leads(signals, "right", rightName, "yours"),
    youDoBetter: leads(signals, "left", "yours", rightName),
  };
}
