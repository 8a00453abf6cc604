import { z } from "zod";

// GET /api/public-figures: the landing page's figures, counted from the database. Totals only: nothing in them
// names or describes a user or an analysis.
export const publicFiguresSchema = z.object({
  /** Analyses stored (a creator's own posts and competitors' posts they analysed); deleted ones leave the count. */
  postsAnalysed: z.number().int().nonnegative(),
  /** Accounts on this installation. */
  creators: z.number().int().nonnegative(),
  /** The median time the engine took on the most recent analyses, in seconds; null before the first one. */
  medianSecondsToScore: z.number().nonnegative().nullable(),
  /** How many recent analyses that median rests on. */
  medianOf: z.number().int().nonnegative(),
  /** When the figures were counted (ISO); they are at most PUBLIC_FIGURES_MAX_AGE_SECONDS old. */
  countedAt: z.string(),
});
export type PublicFigures = z.infer<typeof publicFiguresSchema>;
