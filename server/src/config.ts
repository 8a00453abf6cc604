import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { PAYMENTS_MODES, type PaymentsMode } from "@shared/schemas/settings";

// Configuration comes from the environment, is validated once at boot, and a bad value stops the boot with a message
// naming the variable, not a failed request later. Every variable and its default is listed in the README.

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no", "on", "off"])
  .transform((value) => ["true", "1", "yes", "on"].includes(value));

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./.data"),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  SMTP_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  MAIL_FROM: z.string().default("ViralScore <no-reply@viralscore.app>"),
  SUPPORT_EMAIL: z.string().email().default("support@viralscore.app"),
  // Contact details shown on the contact page; each line is hidden while its variable is unset, so a fresh
  // install never shows a made-up number or address.
  SUPPORT_PHONE: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .regex(/^\+?[0-9(][0-9 ()./-]{4,24}$/, "must be a phone number such as +966 11 234 5678")
      .refine((value) => value.replace(/\D/g, "").length >= 5, "must have at least 5 digits")
      .optional(),
  ),
  SUPPORT_HOURS: z.preprocess(emptyAsUndefined, z.string().trim().min(1).max(80).optional()),
  SUPPORT_LOCATION: z.preprocess(emptyAsUndefined, z.string().trim().min(1).max(80).optional()),
  // Unset: http://localhost:<PORT>, so e-mail links and the start message point at the port really served.
  APP_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  SESSION_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  ADMIN_USERNAME: z.preprocess(emptyAsUndefined, z.string().optional()),
  ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, z.string().optional()),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, booleanFlag.optional()).default(false),
  BCRYPT_COST: z.coerce.number().int().min(4).max(15).default(11),
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().max(10_000).default(1),
  STRIPE_SECRET_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  VITE_STRIPE_PUBLIC_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  STRIPE_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  PAYMENTS_MODE: z.preprocess(emptyAsUndefined, z.enum(PAYMENTS_MODES).optional()),
  SCORING_ENGINE: z.string().default("offline"),
  // Which ffmpeg and ffprobe the engine runs (both or neither; default Debian's, else the npm installers').
  SCORING_FFMPEG_PATH: z.preprocess(emptyAsUndefined, z.string().optional()),
  SCORING_FFPROBE_PATH: z.preprocess(emptyAsUndefined, z.string().optional()),
  // How far below the event loop's priority the media tools and the model threads run (0 keeps normal).
  SCORING_TOOL_NICE: z.coerce.number().int().min(0).max(19).default(10),
  SCORING_MODEL_NICE: z.coerce.number().int().min(0).max(19).default(10),
  // Analyses the engine runs at once on this machine, across all its app processes (analyses/analysis-queue.ts).
  ANALYSIS_SLOTS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(256).optional()),
  // How long a SIGTERM waits for the analyses and payments in flight before the process exits.
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Config = {
  nodeEnv: "development" | "production" | "test";
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  /** The contact page's phone line, its hours and the location line; null hides the line. */
  support: { phone: string | null; hours: string | null; location: string | null };
  appUrl: string;
  /** Cookies are marked Secure when the public URL is https. */
  secureCookies: boolean;
  trustProxy: boolean;
  bcryptCost: number;
  rateLimitMultiplier: number;
  logLevel: string;
  shutdownTimeoutMs: number;
  /** Signs flash offers; unset: a secret generated once and kept in the database. */
  sessionSecret: string | undefined;
  /** The first admin, created on first start when there is none (ADMIN_USERNAME and ADMIN_PASSWORD). */
  adminBootstrap: { username: string | undefined; password: string | undefined };
  /** Which scoring engine analyses uploads (server/src/scoring/engines/<id>.ts). */
  scoringEngine: string;
  /** The engine's media tools and the priority of its work (EngineOptions["tools"]). */
  scoringTools: { ffmpegPath?: string; ffprobePath?: string; toolNice: number; modelNice: number };
  /**
   * Analyses the engine runs at once on this machine (every app process on one host shares them); the others wait
   * in line. Unset: one per CPU core, as the engine's work is CPU-bound.
   */
  analysisSlots: number;
  uploadDir: string;
  /** Stripe when both keys are set, else the offline test provider. */
  stripe: { secretKey: string; publicKey: string; webhookSecret: string | null } | null;
  /** Decided here once; the payment provider is chosen by it, and GET /api/public-config reports the provider's. */
  paymentsMode: PaymentsMode;
};

const isLocalUrl = (url: string) => ["localhost", "127.0.0.1", "[::1]", "::1"].includes(new URL(url).hostname);

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  // PORT=0 asks the system for a free port, known only once the server listens: links would name port 0.
  if (e.PORT === 0 && !e.APP_URL) {
    throw new ConfigError(
      "Set APP_URL when PORT is 0: the port is chosen when the server starts, so e-mail links cannot be built from it.",
    );
  }
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  const hasStripeKeys = Boolean(e.STRIPE_SECRET_KEY && e.VITE_STRIPE_PUBLIC_KEY);
  if (e.PAYMENTS_MODE === "stripe" && !hasStripeKeys) {
    throw new ConfigError("PAYMENTS_MODE=stripe needs STRIPE_SECRET_KEY and VITE_STRIPE_PUBLIC_KEY.");
  }
  // Without webhooks a public site would never hear of renewals, failed renewals or portal cancellations.
  if (hasStripeKeys && e.PAYMENTS_MODE !== "test" && !e.STRIPE_WEBHOOK_SECRET && !isLocalUrl(appUrl)) {
    throw new ConfigError(
      "STRIPE_WEBHOOK_SECRET is not set: Stripe mode on a public APP_URL needs the webhook endpoint's signing secret\n" +
        "  (Stripe dashboard → Developers → Webhooks → your endpoint for /api/stripe/webhook).",
    );
  }
  // Test mode must never take over a public site by accident: it takes PAYMENTS_MODE=test said out loud.
  if (!hasStripeKeys && e.PAYMENTS_MODE !== "test" && !isLocalUrl(appUrl)) {
    throw new ConfigError(
      `APP_URL ${appUrl} is not a localhost address and no Stripe keys are set: payments would run in test mode.\n` +
        "  Set STRIPE_SECRET_KEY, VITE_STRIPE_PUBLIC_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS_MODE=test to run test mode on purpose.",
    );
  }
  return {
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === "production",
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    support: { phone: e.SUPPORT_PHONE ?? null, hours: e.SUPPORT_HOURS ?? null, location: e.SUPPORT_LOCATION ?? null },
    appUrl,
    secureCookies: appUrl.startsWith("https://"),
    trustProxy: e.TRUST_PROXY,
    bcryptCost: e.BCRYPT_COST,
    rateLimitMultiplier: e.RATE_LIMIT_MULTIPLIER,
    logLevel: e.LOG_LEVEL,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    scoringEngine: e.SCORING_ENGINE,
    scoringTools: {
      ffmpegPath: e.SCORING_FFMPEG_PATH,
      ffprobePath: e.SCORING_FFPROBE_PATH,
      toolNice: e.SCORING_TOOL_NICE,
      modelNice: e.SCORING_MODEL_NICE,
    },
    analysisSlots: e.ANALYSIS_SLOTS ?? os.availableParallelism(),
    uploadDir: path.join(path.resolve(e.DATA_DIR), "uploads"),
    stripe:
      hasStripeKeys && e.PAYMENTS_MODE !== "test"
        ? {
            secretKey: e.STRIPE_SECRET_KEY!,
            publicKey: e.VITE_STRIPE_PUBLIC_KEY!,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
          }
        : null,
    paymentsMode: hasStripeKeys && e.PAYMENTS_MODE !== "test" ? "stripe" : "test",
    sessionSecret: e.SESSION_SECRET,
    adminBootstrap: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD },
  };
}

/**
 * The start message's address: APP_URL, and where this process listens when that is another port (a proxy
 * or a tunnel in front), so the log never names an address nobody serves. `port` is the bound one (PORT=0
 * picks a free port).
 */
export function startAddress(config: Pick<Config, "appUrl" | "host">, port: number): string {
  const url = new URL(config.appUrl);
  const publicPort = url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;
  if (publicPort === port) return config.appUrl;
  const host = ["0.0.0.0", "::", ""].includes(config.host) ? "localhost" : config.host;
  return `${config.appUrl} (this process listens on http://${host.includes(":") ? `[${host}]` : host}:${port})`;
}
