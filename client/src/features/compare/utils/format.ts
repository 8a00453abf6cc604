import type { ComparedAnalysis, Comparison } from "@shared/schemas/comparison";

export const FACTOR_LABELS: Record<Comparison["factors"][number]["key"], string> = {
  hookStrength: "Hook strength",
  emotionalImpact: "Emotional impact",
  shareability: "Shareability",
  algorithmOptimization: "Algorithm optimization",
};

/** "+12", "-4", "0": a difference always shows its sign. */
export function formatDifference(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

/** How the right-hand side is named: a competitor's post is "Theirs", another own cut "Other post". */
export function sideName(analysis: Pick<ComparedAnalysis, "kind">): string {
  return analysis.kind === "competitor" ? "Theirs" : "Other post";
}
