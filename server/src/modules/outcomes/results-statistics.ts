import { renderEngineMessage } from "@shared/i18n/engine-text";
import { type Message, msg } from "@shared/i18n/message";

// Whether a creator's higher scores went with better results: Spearman's rank correlation between the score
// and the post's result, with a 90% interval, the median result per score band, and what their best posts
// shared. Plain arithmetic, deterministic for the same posts.

/** Fewer posts than this and the correlation is not shown: its interval would span almost everything. */
export const MIN_POSTS_FOR_CORRELATION = 8;
/** z for a two-sided 90% interval. */
const Z90 = 1.6449;

/** Ranks 1..n, ties sharing their average rank. */
export function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => ({ v, i })).sort((a, b) => a.v - b.v);
  const result = new Array<number>(values.length);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]!.v === order[start]!.v) end++;
    const rank = (start + end) / 2 + 1;
    for (let k = start; k <= end; k++) result[order[k]!.i] = rank;
    start = end + 1;
  }
  return result;
}

function pearson(x: readonly number[], y: readonly number[]): number {
  const n = x.length;
  const mx = x.reduce((s, v) => s + v, 0) / n;
  const my = y.reduce((s, v) => s + v, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (x[i]! - mx) * (y[i]! - my);
    sxx += (x[i]! - mx) ** 2;
    syy += (y[i]! - my) ** 2;
  }
  return sxx === 0 || syy === 0 ? 0 : sxy / Math.sqrt(sxx * syy);
}

export type Correlation = { rho: number; low: number; high: number; posts: number };

/**
 * Spearman's ρ (Pearson on ranks, ties averaged) with a 90% interval from Fisher's z and the Fieller, Hartley
 * and Pearson standard error for Spearman, √(1.06 / (n − 3)). Null below MIN_POSTS_FOR_CORRELATION posts.
 */
export function spearman(x: readonly number[], y: readonly number[]): Correlation | null {
  const n = x.length;
  if (n < MIN_POSTS_FOR_CORRELATION || y.length !== n) return null;
  const rho = pearson(ranks(x), ranks(y));
  const clamped = Math.max(-0.9999, Math.min(0.9999, rho));
  const z = Math.atanh(clamped);
  const se = Math.sqrt(1.06 / (n - 3));
  const round = (v: number) => Math.round(v * 100) / 100;
  return { rho: round(rho), low: round(Math.tanh(z - Z90 * se)), high: round(Math.tanh(z + Z90 * se)), posts: n };
}

/** What the results are read on, as a message set inside the sentences below. */
export type ResultMeasure = "views" | "viewsPerFollower";
export const measureMessage = (measure: ResultMeasure): Message => msg(`outcomes.measures.${measure}`);

/** The plain sentence for a correlation, as a message: what the creator's own posts show, and no more. */
export function correlationMessage(c: Correlation, measure: ResultMeasure): Message {
  const which = c.low > 0 ? "more" : c.high < 0 ? "fewer" : "unclear";
  return msg(`outcomes.correlation.${which}`, {
    count: c.posts,
    what: measureMessage(measure),
    rho: c.rho,
    low: c.low,
    high: c.high,
  });
}

/** The same sentence in English. */
export function correlationSentence(c: Correlation, measure: ResultMeasure): string {
  return renderEngineMessage(correlationMessage(c, measure));
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export type Band = "Excellent" | "Good" | "Needs Work";
export const bandOf = (score: number): Band => (score >= 80 ? "Excellent" : score >= 60 ? "Good" : "Needs Work");

/** The median result in each score band, with how many posts it rests on. */
export function resultsByBand(posts: readonly { score: number; result: number }[]) {
  return (["Excellent", "Good", "Needs Work"] as const).map((band) => {
    const inBand = posts.filter((p) => bandOf(p.score) === band).map((p) => p.result);
    return { band, posts: inBand.length, median: median(inBand) };
  });
}

/**
 * The factors the creator's best third of posts (by result) scored higher on than the rest, by at least
 * `minGap` points, largest gap first. Empty under 6 posts: a third of fewer is one or two posts.
 */
export function sharedByBest<K extends string>(
  posts: readonly { result: number; factors: Record<K, number> }[],
  keys: readonly K[],
  minGap = 5,
) {
  if (posts.length < 6) return [];
  const sorted = [...posts].sort((a, b) => b.result - a.result);
  const top = sorted.slice(0, Math.ceil(sorted.length / 3));
  const rest = sorted.slice(top.length);
  const mean = (list: typeof posts, key: K) => list.reduce((s, p) => s + p.factors[key], 0) / list.length;
  return keys
    .map((key) => ({ key, best: Math.round(mean(top, key)), others: Math.round(mean(rest, key)) }))
    .filter((f) => f.best - f.others >= minGap)
    .sort((a, b) => b.best - b.others - (a.best - a.others));
}
