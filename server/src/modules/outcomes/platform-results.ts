import type { PlatformResults } from "@shared/schemas/outcomes";
import { resultsByBand, spearman } from "./results-statistics";

// The whole platform's figure: across every creator who recorded results, does a higher score go with more views per
// follower? Pooled over posts with followers given (views per follower puts a 2,000- and a 200,000-follower account on
// one scale). Aggregates only: no creator's own figure leaves this function.

export type PlatformPost = { userId: number; score: number; views: number; followers: number | null; postedOn: string };

/** The Monday of a day's ISO week, as YYYY-MM-DD. */
export function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const offset = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - offset * 86_400_000).toISOString().slice(0, 10);
}

export function platformResults(rows: readonly PlatformPost[]): PlatformResults {
  const posts = rows
    .filter((r) => r.followers && r.followers > 0)
    .map((r) => ({ ...r, result: r.views / r.followers! }));
  const byWeek = new Map<string, typeof posts>();
  for (const p of posts) {
    const week = weekOf(p.postedOn);
    byWeek.set(week, [...(byWeek.get(week) ?? []), p]);
  }
  const rho = (list: typeof posts) =>
    spearman(
      list.map((p) => p.score),
      list.map((p) => p.result),
    );
  return {
    posts: posts.length,
    creators: new Set(posts.map((p) => p.userId)).size,
    correlation: rho(posts),
    bands: resultsByBand(posts),
    weeks: [...byWeek.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([week, list]) => ({
        week,
        posts: list.length,
        creators: new Set(list.map((p) => p.userId)).size,
        rho: rho(list)?.rho ?? null,
      })),
  };
}
