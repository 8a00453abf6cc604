import { randomUUID } from "node:crypto";
import cookieParser from "cookie-parser";
import express, { type Express, type RequestHandler } from "express";
import { pinoHttp } from "pino-http";
import type { Config } from "./config";
import type { Db } from "./db/client";
import { loadSession } from "./http/auth";
import { compressJson } from "./http/compress-json";
import { controlCharacterGuard } from "./http/control-characters";
import { refusalLogFields } from "./http/request-log";
import { securityHeaders } from "./http/security-headers";
import { apiNotFound, errorHandler } from "./http/error-handler";
import { maintenanceGuard } from "./http/maintenance";
import { createRateLimits } from "./http/rate-limit";
import type { Clock } from "./lib/clock";
import { systemClock } from "./lib/clock";
import { safeError } from "./lib/safe-error";
import type { Logger } from "./logger";
import type { Mailer } from "./mail/mailer";
import { createAdminAccountsService } from "./modules/admin/admin-accounts.service";
import { createAdminAnalysesService } from "./modules/admin/admin-analyses.service";
import { createAdminAuthRepository } from "./modules/admin/admin-auth.repository";
import { createAdminAuthRouter } from "./modules/admin/admin-auth.router";
import { createAdminAuthService } from "./modules/admin/admin-auth.service";
import { createAdminExportService } from "./modules/admin/admin-export";
import { createAdminListsService } from "./modules/admin/admin-lists.service";
import { createAdminLoginLockoutRouter } from "./modules/admin/admin-login-lockout.router";
import { createAdminLoginLockoutService } from "./modules/admin/admin-login-lockout.service";
import { createAdminMessagesService } from "./modules/admin/admin-messages.service";
import { createAdminOperatorRouter } from "./modules/admin/admin-operator.router";
import { createAdminOperatorService } from "./modules/admin/admin-operator.service";
import { createAdminNotifications } from "./modules/admin/admin-notifications";
import { createAdminPromoCodesService } from "./modules/admin/admin-promo-codes.service";
import { createAdminReadsRouter } from "./modules/admin/admin-reads.router";
import { createAdminSettingsService } from "./modules/admin/admin-settings.service";
import { createAdminStatsService } from "./modules/admin/admin-stats.service";
import { createAdminUsersService } from "./modules/admin/admin-users.service";
import { createAdminWritesRouter } from "./modules/admin/admin-writes.router";
import { createAnalyticsRouter } from "./modules/analytics/analytics.router";
import { createAnalyticsService } from "./modules/analytics/analytics.service";
import { createAnalysesRouter } from "./modules/analyses/analyses.router";
import { createAnalysesService } from "./modules/analyses/analyses.service";
import { createAnalysisGate, MAX_ANALYSES_IN_FLIGHT } from "./modules/analyses/analysis-gate";
import { createAnalysisLeases } from "./modules/analyses/analysis-leases";
import { createAnalysisQueue } from "./modules/analyses/analysis-queue";
import { createProgressHub } from "./modules/analyses/progress";
import { createUploadMiddleware } from "./modules/analyses/upload";
import { createEngine, type ScoringEngine } from "./scoring/engine";
import { createAuthRouter } from "./modules/account/sessions/auth.router";
import { createAuthService } from "./modules/account/sessions/auth.service";
import { createLoginGuard } from "./modules/account/sessions/login-guard";
import { createPasswordChangeService } from "./modules/account/password/password-change.service";
import { createPasswordChangedNotice } from "./modules/account/password/password-changed-notice";
import { createPasswordResetService } from "./modules/account/password/password-reset.service";
import { createPasswordRouter } from "./modules/account/password/password.router";
import { createSessionsService } from "./modules/account/sessions/sessions.service";
import { createAccountSecurityRouter } from "./modules/account/account-security.router";
import { createContactRouter } from "./modules/contact/contact.router";
import { createContactService } from "./modules/contact/contact.service";
import { createEmailVerificationRouter } from "./modules/account/verification/email-verification.router";
import { createEmailVerificationService } from "./modules/account/verification/email-verification.service";
import { createHealthRouter } from "./modules/health/health.router";
import { createSeoRouter } from "./modules/seo/seo.router";
import { createPublicConfigRouter } from "./modules/settings/settings.router";
import { createSettingsService } from "./modules/settings/settings.service";
import { createPublicFiguresRouter } from "./modules/public-figures/public-figures.router";
import { createPublicFiguresService } from "./modules/public-figures/public-figures.service";
import { createBillingRouter } from "./modules/billing/billing.router";
import { createBillingRepository } from "./modules/billing/billing.repository";
import { createBillingService } from "./modules/billing/billing.service";
import { createRefundsRepository } from "./modules/billing/refunds.repository";
import { createRefundsRouter } from "./modules/billing/refunds.router";
import { createLifecycle, type Lifecycle } from "./http/lifecycle";
import { jsonBodyGuard, sameSiteGuard } from "./http/request-guards";
import type { PaymentProvider } from "./modules/billing/providers/provider";
import { createPaymentProvider, createPaymentRoutes } from "./modules/billing/providers/registry";
import { createAccountDeletion } from "./modules/account/users/account-deletion";
import { createPrivacyDeletionService } from "./modules/account/privacy/privacy-deletion";
import { createPrivacyExportService } from "./modules/account/privacy/privacy-export";
import { createPrivacyRouter } from "./modules/account/privacy/privacy.router";
import { createProGate } from "./modules/billing/pro-gate";
import { createComparisonsRouter } from "./modules/comparisons/comparisons.router";
import { createOutcomesRouter } from "./modules/outcomes/outcomes.router";
import { requireAdmin } from "./http/admin-auth";
import { createOutcomesService } from "./modules/outcomes/outcomes.service";
import { createComparisonsService } from "./modules/comparisons/comparisons.service";
import { createProAnalyticsRouter } from "./modules/pro-analytics/pro-analytics.router";
import { createProAnalyticsService } from "./modules/pro-analytics/pro-analytics.service";
import { createPlanningRouter } from "./modules/planning/planning.router";
import { createPlanningService } from "./modules/planning/planning.service";
import { createUsersRouter } from "./modules/account/users/users.router";
import { createUsersService } from "./modules/account/users/users.service";
import { createApiJobRunner } from "./modules/public-api/api-job-runner";
import { createApiJobsService } from "./modules/public-api/api-jobs.service";
import { createApiKeysRouter } from "./modules/public-api/api-keys.router";
import { createApiKeysService } from "./modules/public-api/api-keys.service";
import { buildOpenApiDocument } from "./modules/public-api/openapi";
import { createPublicApiRouter } from "./modules/public-api/public-api.router";
import { API_RATE_LIMIT_PER_MINUTE } from "@shared/schemas/public-api";
import { createLimiter } from "./http/rate-limit";
import { createWebhooksRouter } from "./modules/webhooks/webhooks.router";
import { createWebhooksService } from "./modules/webhooks/webhooks.service";

export type AppDeps = {
  config: Config;
  db: Db;
  mailer: Mailer;
  logger: Logger;
  clock?: Clock;
  /** The scoring engine; by default the one named by SCORING_ENGINE. */
  engine?: ScoringEngine;
  /** The payment provider; by default the one PAYMENTS_MODE names (modules/billing/providers/registry.ts). */
  paymentProvider?: PaymentProvider;
  /**
   * This process's analysis leases: `holder` names the process in the shared tables (by default hostname:pid:random),
   * `capacity` is how many analyses it runs at once.
   */
  analysisLeases?: { holder?: string; capacity?: number; ttlMs?: number };
  /** Serves the SPA after the API: Vite middleware in development, the built files in production. */
  clientHandlers?: RequestHandler[];
  /** CSP sources of the built pages' inline scripts (http/client.ts inlineScriptSources); production only. */
  inlineScriptSources?: string[];
};

export type AppServices = ReturnType<typeof createServices>;

export function createServices(deps: AppDeps) {
  const clock = deps.clock ?? systemClock;
  const settings = createSettingsService(deps.db);
  const sessions = createSessionsService({ db: deps.db, clock });
  // Forgot, reset and change password; both changes mail the owner a notice.
  const notifyPasswordChanged = createPasswordChangedNotice({
    mailer: deps.mailer,
    appUrl: deps.config.appUrl,
    supportEmail: deps.config.supportEmail,
    logger: deps.logger,
  });
  const passwordReset = createPasswordResetService({
    db: deps.db,
    clock,
    bcryptCost: deps.config.bcryptCost,
    mailer: deps.mailer,
    appUrl: deps.config.appUrl,
    logger: deps.logger,
    sessions,
    notifyPasswordChanged,
  });
  const emailVerification = createEmailVerificationService({
    db: deps.db,
    clock,
    mailer: deps.mailer,
    appUrl: deps.config.appUrl,
    supportEmail: deps.config.supportEmail,
    logger: deps.logger,
    passwordReset,
  });
  // E-mails to support about a failed payment, a new subscription or an account under a password-guessing attack,
  // when the notifications setting is on.
  const adminNotifications = createAdminNotifications({
    db: deps.db,
    settings,
    mailer: deps.mailer,
    supportEmail: deps.config.supportEmail,
    appUrl: deps.config.appUrl,
    logger: deps.logger,
  });
  // Sign-in protection for creators and admins (docs/decisions/022-sign-in-protection.md).
  const loginGuard = createLoginGuard({
    db: deps.db,
    logger: deps.logger,
    onAttack: adminNotifications.loginAttack,
    multiplier: deps.config.rateLimitMultiplier,
  });
  const auth = createAuthService({
    db: deps.db,
    bcryptCost: deps.config.bcryptCost,
    settings,
    emailVerification,
    sessions,
    loginGuard,
  });
  const passwordChange = createPasswordChangeService({
    db: deps.db,
    bcryptCost: deps.config.bcryptCost,
    sessions,
    notifyPasswordChanged,
  });
  const paymentProvider = deps.paymentProvider ?? createPaymentProvider({ config: deps.config, db: deps.db, clock });
  const billing = createBillingService({
    repo: createBillingRepository(deps.db),
    refundsRepo: createRefundsRepository(deps.db),
    provider: paymentProvider,
    settings,
    mailer: deps.mailer,
    logger: deps.logger,
    clock,
    sessionSecret: deps.config.sessionSecret,
    notifyAdmins: adminNotifications.notify,
  });
  const users = createUsersService({ db: deps.db, settings, emailVerification, billing });
  const contact = createContactService({
    db: deps.db,
    mailer: deps.mailer,
    supportEmail: deps.config.supportEmail,
    logger: deps.logger,
  });
  const engine =
    deps.engine ?? createEngine(deps.config.scoringEngine, { logger: deps.logger, tools: deps.config.scoringTools });
  const progress = createProgressHub({ db: deps.db, logger: deps.logger });
  // One analysis in flight per user and a bounded number per process, across processes. The process closes it on
  // shutdown (its leases are deleted rather than left to expire).
  const analysisLeases = createAnalysisLeases({
    db: deps.db,
    holder: deps.analysisLeases?.holder,
    capacity: deps.analysisLeases?.capacity ?? MAX_ANALYSES_IN_FLIGHT,
    ttlMs: deps.analysisLeases?.ttlMs,
    logger: deps.logger,
  });
  // The machine's line for the engine, shared by its processes through analysis_leases: ANALYSIS_SLOTS at once.
  const analysisQueue = createAnalysisQueue({
    db: deps.db,
    leases: analysisLeases,
    slots: deps.config.analysisSlots,
    logger: deps.logger,
  });
  const analyses = createAnalysesService({
    db: deps.db,
    engine,
    billing,
    progress,
    queue: analysisQueue,
    logger: deps.logger,
    clock,
  });
  const adminAuthRepository = createAdminAuthRepository(deps.db);
  const adminAuth = createAdminAuthService({
    repo: adminAuthRepository,
    clock,
    bcryptCost: deps.config.bcryptCost,
    loginGuard,
  });
  const { db, logger } = deps;
  const { bcryptCost } = deps.config;
  // The admin area: the writes record each change in the audit log in the same transaction. One account deletion for
  // the admin area and "Delete my account".
  const accountDeletion = createAccountDeletion({ db, provider: paymentProvider, logger });
  const privacy = {
    exports: createPrivacyExportService({ db, clock }),
    deletion: createPrivacyDeletionService({ accountDeletion, users, mailer: deps.mailer, logger }),
  };
  const admin = {
    users: createAdminUsersService({
      db,
      clock,
      bcryptCost,
      users,
      accountDeletion,
    }),
    analyses: createAdminAnalysesService({ db, clock }),
    promoCodes: createAdminPromoCodesService({ db, clock }),
    accounts: createAdminAccountsService({ db, repo: adminAuthRepository, clock, bcryptCost }),
    settings: createAdminSettingsService({ db, settings, clock }),
    messages: createAdminMessagesService({ db, mailer: deps.mailer, clock, logger }),
    lists: createAdminListsService({ db, settings, analyses }),
    stats: createAdminStatsService({ db, settings, clock }),
    exports: createAdminExportService({ db, clock }),
    operator: createAdminOperatorService({ db, clock, billing, emailVerification }),
    loginLockouts: createAdminLoginLockoutService({ db, clock, loginGuard, users }),
  };
  const analytics = createAnalyticsService({ db, settings, clock });
  // Pro features: the creator's analytics page.
  const proAnalytics = createProAnalyticsService({ db, clock });
  // Pro features: content planning (plans, caption score, posting windows, event calendar).
  const planning = createPlanningService({ db, clock });
  const comparisons = createComparisonsService({ db, analyses });
  // How posts really did, as their creators report them: every creator, free or Pro.
  const outcomes = createOutcomesService({ db, clock, analyses });
  // The landing page's figures, counted from the database (no invented marketing numbers).
  const publicFigures = createPublicFiguresService({ db, clock });
  // Webhooks of the public API: a receiver on this machine (http://127.0.0.1) is allowed only in test mode
  // (NODE_ENV=test, or payments in test mode), so tests and local work can run one (docs/decisions/039-webhooks.md).
  const webhooks = createWebhooksService({
    db,
    clock,
    logger,
    policy: { allowLoopback: deps.config.nodeEnv === "test" || deps.config.paymentsMode === "test" },
  });
  // The public API (decision 038): keys made in the profile, and analyses as jobs that run after their 202.
  const apiKeys = createApiKeysService({ db, clock, billing, testMode: paymentProvider.mode === "test" });
  const apiJobs = createApiJobsService({ db, clock, analyses, billing, webhooks });
  const apiJobRunner = createApiJobRunner({ jobs: apiJobs, analyses, leases: analysisLeases, clock, logger });
  return {
    settings,
    publicFigures,
    emailVerification,
    auth,
    loginGuard,
    sessions,
    passwordReset,
    passwordChange,
    users,
    contact,
    engine,
    progress,
    analysisLeases,
    analysisQueue,
    analyses,
    billing,
    paymentProvider,
    adminAuth,
    admin,
    analytics,
    proAnalytics,
    planning,
    comparisons,
    outcomes,
    privacy,
    apiKeys,
    apiJobs,
    apiJobRunner,
    webhooks,
  };
}

const UPLOAD_PATHS = ["/analyze", "/test-quicktime", "/outcomes/import/preview", "/v1/analyses"];

/** Builds the Express app without listening, so tests drive it in-process. */
export function createApp(deps: AppDeps): {
  app: Express;
  api: express.Router;
  services: AppServices;
  lifecycle: Lifecycle;
} {
  const { config } = deps;
  const services = createServices(deps);
  const lifecycle = createLifecycle();
  const limits = createRateLimits({ multiplier: config.rateLimitMultiplier, db: deps.db });
  const app = express();

  app.disable("x-powered-by");
  // First: while the process shuts down, new requests are refused and those in flight are counted.
  app.use(lifecycle.track);
  // No ETag on the API's answers (each would cost a hash of the body): they are `Cache-Control: no-store`, so no
  // browser ever sends one back. Static files keep theirs (serve-static makes its own).
  app.disable("etag");
  app.set("trust proxy", config.trustProxy);
  app.use(
    securityHeaders({
      // Vite's dev server injects inline scripts; the production build has one, allowed by its hash.
      contentSecurityPolicy: config.isProduction
        ? {
            directives: {
              "default-src": ["'self'"],
              "script-src": ["'self'", ...(deps.inlineScriptSources ?? []), "https://js.stripe.com"],
              "frame-src": ["'self'", "https://js.stripe.com", "https://hooks.stripe.com"],
              "connect-src": ["'self'", "https://api.stripe.com"],
              "img-src": ["'self'", "data:", "blob:"],
              "media-src": ["'self'", "blob:"],
              "style-src": ["'self'", "'unsafe-inline'"],
              // Only over HTTPS: on http://localhost it would break every asset.
              "upgrade-insecure-requests": config.secureCookies ? [] : null,
            },
          }
        : false,
      strictTransportSecurity: config.secureCookies,
    }),
  );
  app.use(
    pinoHttp({
      logger: deps.logger,
      genReqId: (req, res) => {
        const id = randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      autoLogging: { ignore: (req) => !req.url?.startsWith("/api") || req.url === "/api/health" },
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url.split("?")[0],
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        // Never the values a failed query carried (e-mail and IP addresses): lib/safe-error.ts.
        err: safeError,
      },
      // 401, 403 and 429 lines name the user or admin (when known) and the client's address.
      customProps: refusalLogFields,
      customLogLevel: (_req, res, error) =>
        error || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info",
    }),
  );

  const api = express.Router();
  // The payment provider's own routes (Stripe's webhook, the test card form), whichever provider it is.
  const payments = createPaymentRoutes(services.paymentProvider, {
    billing: services.billing,
    browserLimit: limits.testPaymentsByIp,
  });
  api.use(sameSiteGuard({ appUrl: config.appUrl, exempt: payments.rawPaths, exemptPrefixes: ["/v1/"] }));
  // A signed webhook reads the raw bytes: those routes come before the JSON parser, which would replace them.
  api.use(payments.raw);
  api.use(jsonBodyGuard({ multipartPaths: UPLOAD_PATHS, rawPaths: payments.rawPaths }));
  api.use(express.json({ limit: "100kb" }));
  // A NUL byte or another control character in the path, query or body: 400 naming the field, before any route.
  api.use(controlCharacterGuard({ ownCheck: ["/admin/login"] }));
  api.use(cookieParser());
  api.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  // Health before maintenance and sessions: it must answer (503) while the database is away.
  api.use(createHealthRouter({ db: deps.db, engine: services.engine, isShuttingDown: () => lifecycle.isDraining }));
  api.use(maintenanceGuard(services.settings));
  // The public API before the session is loaded: its only credential is the key (a cookie is not one there).
  let openApiDocument: unknown;
  api.use(
    createPublicApiRouter({
      apiKeys: services.apiKeys,
      jobs: services.apiJobs,
      runner: services.apiJobRunner,
      upload: createUploadMiddleware(config.uploadDir),
      limit: createLimiter({
        name: "api-v1",
        windowMs: 60_000,
        limit: API_RATE_LIMIT_PER_MINUTE,
        multiplier: config.rateLimitMultiplier,
        db: deps.db,
        keyOf: (req) => req.apiCaller?.keyId,
        headers: "draft-6",
        message: `Too many requests with this API key: at most ${API_RATE_LIMIT_PER_MINUTE} a minute. Please wait and retry.`,
      }),
      requirePro: (user, feature) => services.billing.requirePro(user, feature),
      scoreCaption: (body) => services.planning.scoreText(body),
      openApiDocument: () => (openApiDocument ??= buildOpenApiDocument({ serverUrl: `${config.appUrl}/api/v1` })),
    }),
  );
  api.use(loadSession(services.auth));
  api.use(
    createPublicConfigRouter({
      settings: services.settings,
      paymentsMode: services.paymentProvider.mode,
      stripePublicKey: services.paymentProvider.publicKey,
      support: { email: config.supportEmail, ...config.support },
    }),
  );
  api.use(createPublicFiguresRouter({ figures: services.publicFigures }));
  api.use(
    createAuthRouter({ auth: services.auth, users: services.users, limits, secureCookies: config.secureCookies }),
  );
  // Compression for the routes below. The ones above (health, public config, sign-in and "who am I") answer about 1 KB
  // at most and are the busiest: the compression wrappers cost them about a tenth of their throughput (measured) and
  // would hardly ever compress a byte.
  api.use(compressJson());
  api.use(
    createPasswordRouter({
      passwordReset: services.passwordReset,
      users: services.users,
      limits,
      secureCookies: config.secureCookies,
    }),
  );
  api.use(
    createAccountSecurityRouter({ passwordChange: services.passwordChange, sessions: services.sessions, limits }),
  );
  api.use(createUsersRouter({ users: services.users, limits }));
  api.use(
    createPrivacyRouter({
      exports: services.privacy.exports,
      deletion: services.privacy.deletion,
      limits,
      secureCookies: config.secureCookies,
      logger: deps.logger,
    }),
  );
  api.use(createAdminAuthRouter({ adminAuth: services.adminAuth, secureCookies: config.secureCookies }));
  const { admin } = services;
  api.use(
    createAdminReadsRouter({
      adminAuth: services.adminAuth,
      lists: admin.lists,
      stats: admin.stats,
      exports: admin.exports,
      logger: deps.logger,
    }),
  );
  api.use(
    createAdminWritesRouter({
      adminAuth: services.adminAuth,
      users: admin.users,
      analyses: admin.analyses,
      promoCodes: admin.promoCodes,
      accounts: admin.accounts,
      settings: admin.settings,
      messages: admin.messages,
    }),
  );
  api.use(createAdminOperatorRouter({ adminAuth: services.adminAuth, operator: admin.operator }));
  api.use(createAdminLoginLockoutRouter({ adminAuth: services.adminAuth, lockouts: admin.loginLockouts }));
  api.use(createEmailVerificationRouter({ emailVerification: services.emailVerification, limits }));
  api.use(createContactRouter({ contact: services.contact, billing: services.billing, limits }));
  api.use(
    createBillingRouter({ billing: services.billing, promoLimit: limits.promoByIp, offerLimit: limits.offerByIp }),
  );
  api.use(createRefundsRouter({ refunds: services.billing.refunds }));
  api.use(createApiKeysRouter({ apiKeys: services.apiKeys }));
  api.use(payments.json);
  api.use(
    createAnalysesRouter({
      analyses: services.analyses,
      progress: services.progress,
      upload: createUploadMiddleware(config.uploadDir),
      gate: createAnalysisGate({ billing: services.billing, leases: services.analysisLeases, logger: deps.logger }),
      limit: limits.analyzeByIp,
      requirePro: (user) => services.billing.requirePro(user, "Competitor analysis"),
      lifecycle,
    }),
  );
  api.use(
    createAnalyticsRouter({
      analytics: services.analytics,
      limit: limits.analyticsByIp,
    }),
  );
  api.use(
    createProAnalyticsRouter({
      proAnalytics: services.proAnalytics,
      proGate: createProGate({ billing: services.billing, feature: "The analytics dashboard" }),
    }),
  );
  api.use(
    createPlanningRouter({
      planning: services.planning,
      proGate: createProGate({ billing: services.billing, feature: "Content planning" }),
      scoreLimit: limits.planScoreByUser,
    }),
  );
  api.use(
    createComparisonsRouter({
      comparisons: services.comparisons,
      proGate: createProGate({ billing: services.billing, feature: "Competitor comparison" }),
    }),
  );
  api.use(
    createOutcomesRouter({
      outcomes: services.outcomes,
      proGate: createProGate({ billing: services.billing, feature: "Score vs results" }),
      admin: requireAdmin(services.adminAuth),
    }),
  );
  api.use(createWebhooksRouter({ webhooks: services.webhooks }));
  api.use(apiNotFound);

  app.use("/api", api);
  app.use(createSeoRouter({ appUrl: config.appUrl }));
  for (const handler of deps.clientHandlers ?? []) app.use(handler);
  app.use(errorHandler);
  return { app, api, services, lifecycle };
}
