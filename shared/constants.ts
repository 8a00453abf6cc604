// Business constants shared by the server and the browser. Amounts are integer cents: no floating-point error in sums.

export const MAX_UPLOAD_BYTES = 314_572_800; // 300 MB, TikTok's limit, the same in the client, the server and all copy
export const MAX_UPLOAD_LABEL = "300MB";

export const PRICE_PER_ANALYSIS_CENTS = 100;
export const PRO_MONTHLY_CENTS = 1000;
export const FLASH_OFFER_CODE = "FLASH50";
export const FLASH_OFFER_PERCENT = 50;
export const FLASH_OFFER_TTL_SECONDS = 300;
export const FLASH_OFFER_DELAY_MS = 3000;

export const DEFAULT_FREE_TRIAL_LIMIT = 1;
export const FREE_TRIAL_LIMIT_MIN = 1;
export const FREE_TRIAL_LIMIT_MAX = 10;

export const SCORE_BANDS = [
  { min: 80, label: "Excellent" },
  { min: 60, label: "Good" },
  { min: 0, label: "Needs Work" },
] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number]["label"];

export function scoreBand(score: number): ScoreBand {
  return (SCORE_BANDS.find((band) => score >= band.min) ?? SCORE_BANDS[2]).label;
}

export const RECENT_ANALYSES_SHOWN = 5;
export const SUBSCRIPTION_ID_SHOWN_CHARS = 8;

export const LANGUAGES = ["en", "ar"] as const;
export type Language = (typeof LANGUAGES)[number];

export const ADMIN_REFRESH_INTERVALS = [10, 30, 60, 300, 0] as const; // seconds; 0 = disabled
export const DEFAULT_ADMIN_REFRESH_SECONDS = 30;

export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 1;

/** The landing page's figures are counted at most this often per server process, and may be cached this long. */
export const PUBLIC_FIGURES_MAX_AGE_SECONDS = 10;
/** The landing page's median time to score is taken over this many of the most recent analyses. */
export const PUBLIC_FIGURES_RECENT_ANALYSES = 500;

export const DEMO_STEP_DURATIONS_MS = [4000, 5000, 4000, 4000] as const;
export const DEMO_STEP_PAUSE_MS = 500;

export const ANALYTICS_EVENTS_KEPT = 100;
/** Events sent to the server in one POST /api/analytics/events at most. */
export const ANALYTICS_BATCH_MAX = 50;
export const SCROLL_MILESTONES = [25, 50, 75] as const;

export const EMAIL_VERIFICATION_TTL_HOURS = 24;
/** A mailed password-reset link works once, for this long. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
export const SESSION_TTL_DAYS = 30;

// Text limits: generous for people, small enough that nobody stores a novel in a username.
export const LIMITS = {
  usernameMin: 3,
  usernameMax: 32,
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 72, // bcrypt reads at most 72 bytes
  nameMax: 80,
  contactSubjectMax: 200,
  contactMessageMax: 5000,
  contactCompanyMax: 120,
} as const;

// Caption and hashtag limits: Instagram's caption limit (2,200) is the strictest of the three apps.
export const CAPTION_MAX = 2200;
export const HASHTAGS_MAX = 500;
/** An upload is deleted after its analysis; anything older than this is swept, so a crash leaves no media behind. */
export const UPLOAD_MAX_AGE_MS = 60 * 60 * 1000;
/**
 * The still of the analysed frame kept with an analysis, so its owner can see the insight dots again: its longest
 * side and its lifetime (docs/decisions/005-preview-still-in-the-database.md).
 */
export const PREVIEW_MAX_SIDE_PX = 416;
export const PREVIEW_MAX_AGE_HOURS = 24;
export const PREVIEW_MAX_AGE_MS = PREVIEW_MAX_AGE_HOURS * 60 * 60 * 1000;
export const ACCEPTED_UPLOAD_MIME_TYPES = [
  "video/mp4",
  "video/mov",
  "video/quicktime",
  "video/avi",
  "video/x-msvideo",
  "image/jpeg",
  "image/jpg",
  "image/png",
] as const;
