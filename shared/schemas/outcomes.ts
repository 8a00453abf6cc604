import { z } from "zod";
import type { ContentFactorKey, VisualScoreKey } from "./analysis";
import type { Message } from "../i18n/message";

// How a post really did, as its creator reports it: one dated row per check-in (48 hours and 7 days are
// suggested), so a post can be updated. The link is kept as text and never fetched.

export const OUTCOME_PLATFORMS = ["tiktok", "instagram", "youtube", "snapchat", "other"] as const;
export type OutcomePlatform = (typeof OUTCOME_PLATFORMS)[number];

export const OUTCOME_PLATFORM_LABELS: Record<OutcomePlatform, string> = {
  tiktok: "TikTok",
  instagram: "Instagram Reels",
  youtube: "YouTube Shorts",
  snapchat: "Snapchat",
  other: "Other",
};

/** The most views (or likes, comments...) a post is believed to have: far above any real post, far below overflow. */
export const OUTCOME_COUNT_MAX = 100_000_000_000;
export const OUTCOME_FOLLOWERS_MAX = 2_000_000_000;
export const OUTCOME_LINK_MAX = 500;
/** Average watch time is read for short videos: ten minutes is beyond any of them. */
export const OUTCOME_WATCH_SECONDS_MAX = 600;

const count = (field: string) =>
  z
    .number({ error: `${field} must be a whole number` })
    .int(`${field} must be a whole number`)
    .min(0, `${field} cannot be negative`)
    .max(OUTCOME_COUNT_MAX, `${field} is larger than any post has had`);

const optionalCount = (field: string) => count(field).nullable().optional();

/** A date as YYYY-MM-DD, a real calendar day. */
const isoDay = z
  .string({ error: "postedOn must be a date (YYYY-MM-DD)" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "postedOn must be a date (YYYY-MM-DD)")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, "postedOn must be a real date (YYYY-MM-DD)");

export const outcomeInputSchema = z
  .object({
    platform: z.enum(OUTCOME_PLATFORMS, {
      error: `platform must be one of ${OUTCOME_PLATFORMS.join(", ")}`,
    }),
    postedOn: isoDay,
    views: count("views"),
    likes: optionalCount("likes"),
    comments: optionalCount("comments"),
    shares: optionalCount("shares"),
    saves: optionalCount("saves"),
    /** Average watch time in seconds, where the platform shows it. */
    averageWatchSeconds: z
      .number({ error: "averageWatchSeconds must be a number of seconds" })
      .min(0, "averageWatchSeconds cannot be negative")
      .max(OUTCOME_WATCH_SECONDS_MAX, `averageWatchSeconds must be at most ${OUTCOME_WATCH_SECONDS_MAX}`)
      .nullable()
      .optional(),
    /** Share of the video watched on average, 0-100, where the platform shows it. */
    watchedPercent: z
      .number({ error: "watchedPercent must be a number from 0 to 100" })
      .min(0, "watchedPercent must be from 0 to 100")
      .max(100, "watchedPercent must be from 0 to 100")
      .nullable()
      .optional(),
    followers: z
      .number({ error: "followers must be a whole number" })
      .int("followers must be a whole number")
      .min(0, "followers cannot be negative")
      .max(OUTCOME_FOLLOWERS_MAX, "followers is larger than any account has")
      .nullable()
      .optional(),
    /** The post's address, as text: it is never fetched. */
    link: z
      .string({ error: "link must be text" })
      .trim()
      .max(OUTCOME_LINK_MAX, `link must be at most ${OUTCOME_LINK_MAX} characters`)
      .nullable()
      .optional(),
  })
  .strict();
export type OutcomeInput = z.infer<typeof outcomeInputSchema>;

export const outcomeSchema = z.object({
  id: z.number(),
  analysisId: z.number(),
  platform: z.enum(OUTCOME_PLATFORMS),
  postedOn: z.string(),
  views: z.number(),
  likes: z.number().nullable(),
  comments: z.number().nullable(),
  shares: z.number().nullable(),
  saves: z.number().nullable(),
  averageWatchSeconds: z.number().nullable(),
  watchedPercent: z.number().nullable(),
  followers: z.number().nullable(),
  link: z.string().nullable(),
  /** When these figures were recorded (the check-in). */
  recordedAt: z.string(),
  /** Views per follower, when followers were given and above zero. */
  viewsPerFollower: z.number().nullable(),
  /** (likes + comments + shares + saves) / views, over the counts given; null without views or counts. */
  engagementRate: z.number().nullable(),
});
export type Outcome = z.infer<typeof outcomeSchema>;

export type OutcomeResponse = { outcome: Outcome };

/** The results reminder comes this long after the post was marked as posted. */
export const RESULTS_REMINDER_HOURS = 48;

/** PUT /api/analyses/:id/posted: "I posted it", and whether to be e-mailed in 48 hours to add the results. */
export const markPostedBodySchema = z.object({ remind: z.boolean({ error: "remind must be true or false" }) }).strict();
export type MarkPostedBody = z.infer<typeof markPostedBodySchema>;

export type Posted = {
  postedAt: string;
  /** When the results reminder goes (null: none asked, or cancelled). */
  remindAt: string | null;
  reminderSentAt: string | null;
};
export type PostedResponse = { posted: Posted };

export type OutcomeListResponse = { outcomes: Outcome[]; posted: Posted | null };

/** Views per follower and engagement rate from one row's counts (null where they cannot be worked out). */
export function outcomeRates(row: {
  views: number;
  likes: number | null;
  comments: number | null;
  shares: number | null;
  saves: number | null;
  followers: number | null;
}): { viewsPerFollower: number | null; engagementRate: number | null } {
  const counts = [row.likes, row.comments, row.shares, row.saves].filter((c): c is number => c !== null);
  return {
    viewsPerFollower: row.followers && row.followers > 0 ? row.views / row.followers : null,
    engagementRate: row.views > 0 && counts.length > 0 ? counts.reduce((s, c) => s + c, 0) / row.views : null,
  };
}

/** The engine's factors a creator's results are read against, with the words the page uses. */
export const RESULT_FACTORS = [
  ["hookStrength", "hook"],
  ["emotionalImpact", "emotional impact"],
  ["shareability", "shareability"],
  ["algorithmOptimization", "platform fit"],
  ["aesthetics", "aesthetics"],
  ["composition", "composition"],
  ["trendAlignment", "trend alignment"],
] as const satisfies ReadonlyArray<readonly [ContentFactorKey | VisualScoreKey, string]>;
export type ResultFactor = (typeof RESULT_FACTORS)[number][0];

/** GET /api/pro/results: whether the creator's higher scores went with better results (Pro). */
export type ScoreVsResults = {
  /** Posts with results, each with its latest check-in. */
  posts: {
    analysisId: number;
    fileName: string;
    score: number;
    views: number;
    viewsPerFollower: number | null;
    /** What the figures below are read on: views per follower, or views when followers are missing. */
    result: number;
  }[];
  /** "viewsPerFollower" when every post has followers; otherwise "views". */
  measure: "viewsPerFollower" | "views";
  /** Posts with results needed before a correlation is shown. */
  minPosts: number;
  /** `sentence` in English; `message` the same as an engine message, for either language (shared/i18n/engine-text.ts). */
  correlation: { rho: number; low: number; high: number; posts: number; sentence: string; message?: Message } | null;
  bands: { band: "Excellent" | "Good" | "Needs Work"; posts: number; median: number | null }[];
  /** Factors the best third of posts scored higher on than the rest. */
  sharedByBest: { factor: ResultFactor; label: string; best: number; others: number }[];
  personal: {
    minPosts: number;
    posts: number;
    /** null below minPosts. */
    check: { personalRho: number; generalRho: number; isBetter: boolean } | null;
    sentence: string;
    /** The sentence as an engine message. */
    message?: Message;
    /** The three factors that move this creator's results most (only when isBetter); `label` in English. */
    largest: { factor?: ResultFactor; label: string; times: number; direction: "more" | "less" }[];
  };
};

/** A results file is at most this big: a creator's whole export is a few hundred KB. */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 1000;

/** POST /api/outcomes/import/preview: what the file holds and the analysis each row is matched to. */
export type ImportPreview = {
  source: { id: "tiktok" | "instagram" | "youtube" | "template"; name: string };
  rows: { line: number; caption: string; input: OutcomeInput; analysisId: number | null }[];
  /** The creator's own analyses, newest first, to pick from where a row has no match. */
  analyses: { id: number; fileName: string; caption: string; createdAt: string }[];
};

/** POST /api/outcomes/import: the previewed rows, each with the analysis it is about. All or nothing. */
export const importBodySchema = z
  .object({
    rows: z
      .array(
        outcomeInputSchema.extend({
          analysisId: z
            .number({ error: "analysisId must be the id of one of your analyses" })
            .int("analysisId must be the id of one of your analyses")
            .positive("analysisId must be the id of one of your analyses"),
        }),
      )
      .min(1, "rows must hold at least one result")
      .max(IMPORT_MAX_ROWS, `rows may hold at most ${IMPORT_MAX_ROWS} results`),
  })
  .strict();
export type ImportBody = z.infer<typeof importBodySchema>;
export type ImportResponse = { imported: number };

/** The platform figure is shown in public only once it rests on this many posts from this many creators. */
export const PLATFORM_MIN_POSTS = 100;
export const PLATFORM_MIN_CREATORS = 20;

/** Across every creator who recorded results: aggregates only, never a creator's own figures. */
export type PlatformResults = {
  posts: number;
  creators: number;
  /** Pooled Spearman of score against views per follower (posts with followers only); null under 8 posts. */
  correlation: { rho: number; low: number; high: number; posts: number } | null;
  bands: { band: "Excellent" | "Good" | "Needs Work"; posts: number; median: number | null }[];
  /** By the week the posts went out (Monday, YYYY-MM-DD), oldest first. */
  weeks: { week: string; posts: number; creators: number; rho: number | null }[];
};

/** GET /api/how-we-score: the public figure, or how far it is from being shown. */
export type PublicResultsFigure = {
  posts: number;
  creators: number;
  minPosts: number;
  minCreators: number;
  /** Only once posts ≥ minPosts and creators ≥ minCreators. */
  correlation: { rho: number; low: number; high: number; posts: number } | null;
};

/** GET /api/pro/results/:id/your-score: the creator's own score for one analysis, while it predicts better. */
export type YourScore = {
  /** 0-100: the share of the creator's posts with results this post is predicted to beat; null when not offered. */
  yourScore: number | null;
  sentence: string;
  /** The sentence as an engine message, for either language. */
  message?: Message;
};
