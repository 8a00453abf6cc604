import { storedContentFactors, visualAnalysisSchema } from "@shared/schemas/analysis";
import {
  type MarkPostedBody,
  type Outcome,
  type OutcomeInput,
  PLATFORM_MIN_CREATORS,
  PLATFORM_MIN_POSTS,
  type PlatformResults,
  type Posted,
  type PublicResultsFigure,
  type YourScore,
  RESULTS_REMINDER_HOURS,
  type OutcomePlatform,
  outcomeRates,
  type ScoreVsResults,
} from "@shared/schemas/outcomes";
import type { Db } from "../../db/client";
import type { AnalysesService } from "../analyses/analyses.service";
import type { AccountUser } from "../account/users/user-accounts";
import type { Clock } from "../../lib/clock";
import { createOutcomesRepository, type OutcomeRow, outcomeValues, type PostedRow } from "./outcomes.repository";
import { createResultsImport } from "./import/import-results";
import { platformResults } from "./platform-results";
import { scoreVsResults, yourScore } from "./score-vs-results";

// A post's results as its creator reports them. The analysis must be the creator's own: the analyses service
// answers 404 for a missing one and 403 for another user's, before anything is read or stored.

export function presentOutcome(row: OutcomeRow): Outcome {
  return {
    id: row.id,
    analysisId: row.analysisId,
    platform: row.platform as OutcomePlatform,
    postedOn: row.postedOn,
    views: row.views,
    likes: row.likes,
    comments: row.comments,
    shares: row.shares,
    saves: row.saves,
    averageWatchSeconds: row.averageWatchSeconds,
    watchedPercent: row.watchedPercent,
    followers: row.followers,
    link: row.link,
    recordedAt: row.recordedAt.toISOString(),
    ...outcomeRates(row),
  };
}

/** The public figure changes slowly (results come in over days): it is computed at most once a minute. */
const PUBLIC_FIGURE_TTL_MS = 60_000;

function presentPosted(row: PostedRow): Posted {
  return {
    postedAt: row.postedAt.toISOString(),
    remindAt: row.remindAt?.toISOString() ?? null,
    reminderSentAt: row.reminderSentAt?.toISOString() ?? null,
  };
}

/** The factors the results are read against, from what the engine stored (zeros for an older shape). */
function resultFactors(row: { contentFactors: unknown; visualAnalysis: unknown }) {
  const visual = visualAnalysisSchema.safeParse(row.visualAnalysis);
  const { aesthetics, composition, trendAlignment } = visual.success
    ? visual.data
    : { aesthetics: 0, composition: 0, trendAlignment: 0 };
  return { ...storedContentFactors(row.contentFactors), aesthetics, composition, trendAlignment };
}

export function createOutcomesService(deps: { db: Db; clock: Clock; analyses: Pick<AnalysesService, "get" | "list"> }) {
  const repo = createOutcomesRepository(deps.db);
  async function postsWithResults(userId: number) {
    return (await repo.latestByPost(userId)).map((row) => ({
      analysisId: row.analysisId,
      fileName: row.fileName,
      score: row.score,
      views: row.views,
      followers: row.followers,
      factors: resultFactors(row),
    }));
  }
  let publicCache: { at: number; figure: PlatformResults } | null = null;
  const imports = createResultsImport({ db: deps.db, listAnalyses: (userId) => deps.analyses.list(userId) });
  return {
    previewImport: imports.preview,
    import: imports.import,

    /** POST /api/analyses/:id/outcomes: one more check-in for the creator's own analysis. */
    async record(user: AccountUser, analysisId: number, input: OutcomeInput): Promise<Outcome> {
      await deps.analyses.get(user, analysisId);
      const row = await repo.insert(outcomeValues(analysisId, user.id, input));
      return presentOutcome(row);
    },

    /** GET /api/analyses/:id/outcomes: the creator's check-ins for one analysis, oldest first, and when it went out. */
    async list(user: AccountUser, analysisId: number): Promise<{ outcomes: Outcome[]; posted: Posted | null }> {
      await deps.analyses.get(user, analysisId);
      const posted = await repo.findPosted(analysisId);
      return {
        outcomes: (await repo.listByAnalysis(analysisId)).map(presentOutcome),
        posted: posted ? presentPosted(posted) : null,
      };
    },

    /** PUT /api/analyses/:id/posted: the post went out now; a results reminder in 48 hours if asked. */
    async markPosted(user: AccountUser, analysisId: number, body: MarkPostedBody): Promise<Posted> {
      await deps.analyses.get(user, analysisId);
      const now = deps.clock.now();
      const remindAt = body.remind ? new Date(now.getTime() + RESULTS_REMINDER_HOURS * 60 * 60 * 1000) : null;
      return presentPosted(await repo.markPosted(analysisId, user.id, now, remindAt));
    },

    /** GET /api/pro/results: whether the creator's higher scores went with better results. */
    async scoreVsResults(userId: number): Promise<ScoreVsResults> {
      return scoreVsResults(await postsWithResults(userId));
    },

    /** GET /api/pro/results/:id/your-score: the creator's own score for one of their analyses. */
    async yourScore(user: AccountUser, analysisId: number): Promise<YourScore> {
      const analysis = await deps.analyses.get(user, analysisId);
      return yourScore(
        await postsWithResults(user.id),
        resultFactors({ contentFactors: analysis.contentFactors, visualAnalysis: analysis.visualAnalysis }),
      );
    },

    /** GET /api/admin/score-vs-results: the platform's figure, aggregates only. */
    async platform(): Promise<PlatformResults> {
      return platformResults(await repo.latestAcrossCreators());
    },

    /**
     * GET /api/how-we-score: the platform figure, shown only once it rests on enough posts and creators. A public
     * page reads every result to compute it, so one computation serves every visitor for PUBLIC_FIGURE_TTL_MS.
     */
    async publicFigure(): Promise<PublicResultsFigure> {
      const now = deps.clock.now().getTime();
      if (!publicCache || publicCache.at + PUBLIC_FIGURE_TTL_MS <= now) {
        publicCache = { at: now, figure: platformResults(await repo.latestAcrossCreators()) };
      }
      const all = publicCache.figure;
      const isShown = all.posts >= PLATFORM_MIN_POSTS && all.creators >= PLATFORM_MIN_CREATORS;
      return {
        posts: all.posts,
        creators: all.creators,
        minPosts: PLATFORM_MIN_POSTS,
        minCreators: PLATFORM_MIN_CREATORS,
        correlation: isShown ? all.correlation : null,
      };
    },

    /** Every check-in of one user ("Download my data"). */
    async listForUser(userId: number): Promise<Outcome[]> {
      return (await repo.listByUser(userId)).map(presentOutcome);
    },
  };
}

export type OutcomesService = ReturnType<typeof createOutcomesService>;
