import type { ComparedAnalysis } from "@shared/schemas/comparison";

/** "+12", "-4", "0": a difference always shows its sign. */
export function formatDifference(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

/**
 * How the right-hand side is named, as a key of the "compare" catalogue (sides.<key>): a competitor's post is
 * "Theirs", another own cut "Other post".
 */
export function sideName(analysis: Pick<ComparedAnalysis, "kind">): "theirs" | "otherPost" {
  return analysis.kind === "competitor" ? "theirs" : "otherPost";
}
