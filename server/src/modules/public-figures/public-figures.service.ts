import { PUBLIC_FIGURES_MAX_AGE_SECONDS, PUBLIC_FIGURES_RECENT_ANALYSES } from "@shared/constants";
import type { PublicFigures } from "@shared/schemas/public-figures";
import type { Db } from "../../db/client";
import type { Clock } from "../../lib/clock";
import { createPublicFiguresRepository } from "./public-figures.repository";

export type PublicFiguresService = ReturnType<typeof createPublicFiguresService>;

/**
 * The landing page's figures, counted from the database at most once per PUBLIC_FIGURES_MAX_AGE_SECONDS per
 * process: every visitor of the landing page asks for them, and the counts read whole tables. Requests that
 * arrive while a count runs share it, so a burst of visitors costs one statement.
 */
export function createPublicFiguresService(deps: { db: Db; clock: Clock }) {
  const repo = createPublicFiguresRepository(deps.db);
  const maxAgeMs = PUBLIC_FIGURES_MAX_AGE_SECONDS * 1000;
  let cached: { figures: PublicFigures; at: number } | null = null;
  let counting: Promise<PublicFigures> | null = null;

  async function count(): Promise<PublicFigures> {
    const countedAt = deps.clock.now();
    const row = await repo.count(PUBLIC_FIGURES_RECENT_ANALYSES);
    const figures: PublicFigures = {
      postsAnalysed: row.posts_analysed,
      creators: row.creators,
      medianSecondsToScore: row.median_ms === null ? null : Math.round(row.median_ms / 100) / 10,
      medianOf: row.median_of,
      countedAt: countedAt.toISOString(),
    };
    cached = { figures, at: countedAt.getTime() };
    return figures;
  }

  return {
    async get(): Promise<PublicFigures> {
      if (cached && deps.clock.now().getTime() - cached.at < maxAgeMs) return cached.figures;
      counting ??= count().finally(() => {
        counting = null;
      });
      return counting;
    },
  };
}
