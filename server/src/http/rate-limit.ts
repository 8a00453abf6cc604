import type { Request, RequestHandler, Response } from "express";
import { ipKeyGenerator, rateLimit } from "express-rate-limit";
import type { Db } from "../db/client";
import { AppError } from "../errors";
import { createRateLimitStore } from "./rate-limit-store";

// Abuse limits, per IP and per account, so one client cannot flood sign-ups, mails or uploads. Sign-in is not here:
// wrong passwords are slowed down by modules/account/sessions/login-guard.ts, which never refuses an owner's right
// password. The counters are rows in the database (rate-limit-store.ts), so every app process counts against the same
// limit (docs/decisions/013-shared-state-in-postgres.md).

type LimitOptions = {
  name: string;
  windowMs: number;
  limit: number;
  multiplier: number;
  db: Db;
  /** Count only failed attempts (login): a user who signs in correctly is never locked out. */
  onlyFailures?: boolean;
  /**
   * With onlyFailures, count only answers with this status: the 400 of a wrong password on a route whose
   * limiter runs after validation, so a rejected new password or a payment provider's 502 is not a guess.
   */
  countOnlyStatus?: number;
  /** Apply the limit only to the requests this picks (the others neither count nor are refused). */
  appliesTo?: (req: Request) => boolean;
  /** Key on a field of the body (an account) instead of the client IP. */
  bodyKey?: string;
  /** Key on the signed-in user (after requireUser) instead of the client IP. */
  userKey?: boolean;
  /** Key on what this returns (an API key's id), under the scope name "key"; the IP when it returns nothing. */
  keyOf?: (req: Request) => string | undefined;
  /**
   * The headers: draft-8's combined RateLimit by default; "draft-6" sends the separate RateLimit-Limit,
   * RateLimit-Remaining and RateLimit-Reset that API clients read (the public API promises them).
   */
  headers?: "draft-6" | "draft-8";
  message: string;
};

function bodyValue(req: Request, field: string): string | undefined {
  const value = (req.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === "string" && value.trim() ? value.trim().toLowerCase().slice(0, 320) : undefined;
}

/**
 * The store's prefix: the limit's name, what it is keyed on and its window. Two limiters with the same name (by
 * IP and by account) never share a row, even where the account limiter falls back to the IP.
 */
export function limiterPrefix(
  options: Pick<LimitOptions, "name" | "windowMs" | "bodyKey" | "userKey" | "keyOf">,
): string {
  const scope = options.keyOf ? "key" : options.userKey ? "user" : options.bodyKey ? `by-${options.bodyKey}` : "ip";
  return `${options.name}/${scope}/${options.windowMs}ms:`;
}

export function createLimiter(options: LimitOptions): RequestHandler {
  return rateLimit({
    windowMs: options.windowMs,
    store: createRateLimitStore({ db: options.db, prefix: limiterPrefix(options), windowMs: options.windowMs }),
    // A store error (the database is down) goes to the error handler: no request passes uncounted.
    passOnStoreError: false,
    limit: Math.max(1, Math.round(options.limit * options.multiplier)),
    standardHeaders: options.headers ?? "draft-8",
    legacyHeaders: false,
    skipFailedRequests: false,
    skipSuccessfulRequests: options.onlyFailures ?? false,
    ...(options.countOnlyStatus === undefined
      ? {}
      : { requestWasSuccessful: (_req: Request, res: Response) => res.statusCode !== options.countOnlyStatus }),
    ...(options.appliesTo ? { skip: (req: Request) => !options.appliesTo!(req) } : {}),
    // A request without the keyed field is limited by IP under the same name (the prefix names the limit).
    keyGenerator: (req) => {
      const keyed = options.keyOf?.(req);
      if (keyed) return `key:${keyed}`;
      if (options.userKey && req.user) return `user:${req.user.id}`;
      const account = options.bodyKey ? bodyValue(req, options.bodyKey) : undefined;
      return account ? `acct:${account}` : `ip:${ipKeyGenerator(req.ip ?? "unknown")}`;
    },
    handler: (req, _res, next, limitOptions) => {
      // The window's own end when the store knows it (it does), rather than a whole window from now.
      const resetTime = (req as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const retryAfterSeconds = resetTime
        ? Math.max(1, Math.ceil((resetTime.getTime() - Date.now()) / 1000))
        : Math.ceil(limitOptions.windowMs / 1000);
      next(new AppError("RATE_LIMITED", options.message, { extra: { retryAfterSeconds } }));
    },
  });
}

const MINUTE = 60_000;

/**
 * The limits used by the routes, scaled by RATE_LIMIT_MULTIPLIER (tests and load checks raise it), counted in
 * the database's rate_limit_counters.
 */
export function createRateLimits(deps: { multiplier: number; db: Db }) {
  const prefixes = new Set<string>();
  const make = (o: Omit<LimitOptions, "multiplier" | "db">) => {
    const prefix = limiterPrefix(o);
    // Two limiters on one prefix would count each request twice in one row.
    if (prefixes.has(prefix)) throw new Error(`Two rate limits share the counters "${prefix}"`);
    prefixes.add(prefix);
    return createLimiter({ ...o, multiplier: deps.multiplier, db: deps.db });
  };
  const tooMany = "Too many attempts. Please wait a few minutes and try again.";
  return {
    registerByIp: make({
      name: "register",
      windowMs: 60 * MINUTE,
      limit: 20,
      message: "Too many sign-ups from this network. Please try again later.",
    }),
    resendByIp: make({
      name: "resend",
      windowMs: 60 * MINUTE,
      limit: 20,
      message: "Too many requests for verification e-mails. Please try again later.",
    }),
    resendByAccount: make({
      name: "resend",
      windowMs: 60 * MINUTE,
      limit: 5,
      bodyKey: "email",
      message: "Too many verification e-mails requested for this address. Please try again later.",
    }),
    contactByIp: make({
      name: "contact",
      windowMs: 60 * MINUTE,
      limit: 10,
      message: "You have sent several messages already. Please wait a while before sending another.",
    }),
    // Forgot password: every request counts, known address or not, so the limit tells nothing.
    forgotPasswordByIp: make({
      name: "forgot-password",
      windowMs: 60 * MINUTE,
      limit: 20,
      message: "Too many password reset requests from this network. Please try again later.",
    }),
    forgotPasswordByAccount: make({
      name: "forgot-password",
      windowMs: 60 * MINUTE,
      limit: 5,
      bodyKey: "email",
      message: "Too many password reset e-mails requested for this address. Please try again later.",
    }),
    // Checking and using reset links: a token cannot be guessed (256 bits); this stops a script trying.
    resetPasswordByIp: make({
      name: "reset-password",
      windowMs: 15 * MINUTE,
      limit: 30,
      message: tooMany,
    }),
    // Wrong current passwords on the profile's change-password form: a stolen session cannot guess the password.
    // Only the wrong password's 400 counts: a common new password is not a guess (the route validates first).
    changePasswordByAccount: make({
      name: "change-password",
      windowMs: 15 * MINUTE,
      limit: 10,
      onlyFailures: true,
      countOnlyStatus: 400,
      userKey: true,
      message: tooMany,
    }),
    // "Delete my account" asks for the password again: a stolen session cannot guess it. Only the wrong password's 400
    // counts, not a payment provider failure the person retries.
    deleteAccountByAccount: make({
      name: "delete-account",
      windowMs: 15 * MINUTE,
      limit: 10,
      onlyFailures: true,
      countOnlyStatus: 400,
      userKey: true,
      message: tooMany,
    }),
    // Each request for a new e-mail address mails a link to that address and a notice to the current one: enough for
    // typos, not a way to send our mail to any address in a loop. Only requests whose email differs from the current
    // address count; the rest of the profile form is not limited.
    emailChangeByAccount: make({
      name: "email-change",
      windowMs: 60 * MINUTE,
      limit: 5,
      userKey: true,
      appliesTo: (req) => {
        const email = (req.body as { email?: unknown } | undefined)?.email;
        return typeof email === "string" && email !== req.user?.email;
      },
      message: "You have asked to change your e-mail address several times in the last hour. Please try again later.",
    }),
    // "Download my data" reads everything held about the user: plenty for a person, not a loop.
    exportByAccount: make({
      name: "account-export",
      windowMs: 60 * MINUTE,
      limit: 20,
      userKey: true,
      message: "You have downloaded your data several times already. Please try again later.",
    }),
    // Generous for a creator (an analysis takes seconds), tight enough to stop a script.
    analyzeByIp: make({
      name: "analyze",
      windowMs: 15 * MINUTE,
      limit: 60,
      message: "Too many analyses from this network. Please wait a few minutes.",
    }),
    // The SPA sends a batch of analytics events a few seconds after an event and when the page is hidden.
    analyticsByIp: make({
      name: "analytics",
      windowMs: 15 * MINUTE,
      limit: 300,
      message: "Too many requests. Please wait a few minutes.",
    }),
    promoByIp: make({
      name: "promo",
      windowMs: 15 * MINUTE,
      limit: 30,
      message: "Too many promo code attempts. Please wait a few minutes.",
    }),
    // The flash offer is asked for once per page view that shows the popup.
    offerByIp: make({
      name: "offer",
      windowMs: 15 * MINUTE,
      limit: 60,
      message: "Too many requests. Please wait a few minutes.",
    }),
    // Test mode's card form: generous for a person trying cards, tight enough to stop a script.
    testPaymentsByIp: make({
      name: "test-payments",
      windowMs: 15 * MINUTE,
      limit: 100,
      message: "Too many payment attempts. Please wait a few minutes.",
    }),
    // The planner scores the draft caption as the creator types (debounced to ~400 ms): a fast typist sends a few
    // requests a second at most.
    planScoreByUser: make({
      name: "plan-score",
      windowMs: MINUTE,
      limit: 120,
      userKey: true,
      message: "The caption is being scored too often. Please pause for a minute.",
    }),
  };
}
export type RateLimits = ReturnType<typeof createRateLimits>;
