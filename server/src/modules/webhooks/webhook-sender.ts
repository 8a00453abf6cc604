import { randomBytes } from "node:crypto";
import http from "node:http";
import https from "node:https";
import { Webhook } from "standardwebhooks";
import { checkWebhookUrl, guardedLookup, type WebhookAddressPolicy, type WebhookUrlProblem } from "./webhook-address";

// Signing and posting one attempt of a webhook (docs/decisions/039-webhooks.md), per the Standard Webhooks
// specification: the headers webhook-id, webhook-timestamp and webhook-signature ("v1," and the base64 HMAC-SHA256
// of "<id>.<timestamp>.<body>" under the secret's bytes). The standardwebhooks package computes the signature, so a
// receiver using any of its libraries verifies it as they are meant to.

/** How long one attempt may take, connection to last header; past it the attempt failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
const SECRET_BYTES = 32;

/** A new signing secret in the specification's form: "whsec_" and the base64 of 32 random bytes. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(SECRET_BYTES).toString("base64")}`;
}

/** The three signature headers for one attempt; `timestamp` is the attempt's time (receivers check it is recent). */
export function signatureHeaders(secret: string, id: string, timestamp: Date, body: string): Record<string, string> {
  const seconds = Math.floor(timestamp.getTime() / 1000);
  return {
    "webhook-id": id,
    "webhook-timestamp": String(seconds),
    // The library signs the whole second it is given, as the header carries it.
    "webhook-signature": new Webhook(secret).sign(id, new Date(seconds * 1000), body),
  };
}

export type AttemptOutcome = {
  /** The receiver's status code, or null when there was no answer. */
  statusCode: number | null;
  /** Why the attempt failed, for the owner's log; null on a 2xx. */
  error: string | null;
  durationMs: number;
};

export const isDelivered = (outcome: AttemptOutcome) => outcome.error === null;

export function describeUrlProblem(problem: WebhookUrlProblem): string {
  if (problem === "scheme") return "the URL must start with https://";
  if (problem === "credentials") return "the URL must not contain a user name or password";
  if (problem === "length") return "the URL is too long";
  if (problem === "unresolvable") return "the host name did not resolve";
  return `the host resolved to ${problem.reserved}, a private or reserved address`;
}

/**
 * Posts one attempt. A 2xx is a delivery; any other status (a redirect included: it is not followed, as it could
 * lead anywhere), a timeout, a refused address or a network error is a failed attempt, described in `error`.
 */
export async function postWebhook(options: {
  url: string;
  headers: Record<string, string>;
  body: string;
  policy: WebhookAddressPolicy;
  timeoutMs?: number;
}): Promise<AttemptOutcome> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  // The name is checked here too, not only at connect time: a literal IP address in the URL never goes through
  // a lookup.
  const problem = await checkWebhookUrl(options.url, options.policy);
  if (problem) return { statusCode: null, error: describeUrlProblem(problem), durationMs: took() };
  const url = new URL(options.url);
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const body = Buffer.from(options.body);
  return new Promise<AttemptOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<AttemptOutcome, "durationMs">) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...outcome, durationMs: took() });
    };
    const request = (url.protocol === "https:" ? https : http).request(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Content-Length": body.length,
        "User-Agent": "ViralScore-Webhooks/1.0",
        ...options.headers,
      },
      lookup: guardedLookup(options.policy),
      // One connection per attempt: a kept-alive socket would skip the address check of the next one.
      agent: false,
    });
    const timer = setTimeout(() => {
      const limit = timeoutMs % 1000 === 0 ? `${timeoutMs / 1000} s` : `${timeoutMs} ms`;
      finish({ statusCode: null, error: `no answer within ${limit}` });
      request.destroy();
    }, timeoutMs);
    request.on("response", (response) => {
      const status = response.statusCode ?? 0;
      // The body is not read: the status says it all, and a receiver must not keep us waiting on it.
      response.resume();
      response.on("error", () => {});
      request.destroy();
      if (status >= 200 && status < 300) finish({ statusCode: status, error: null });
      else if (status >= 300 && status < 400) finish({ statusCode: status, error: "redirects are not followed" });
      else finish({ statusCode: status, error: `the receiver answered ${status}` });
    });
    request.on("error", (error: NodeJS.ErrnoException) => {
      finish({
        statusCode: null,
        error: error.code === "EWEBHOOKADDRESS" ? error.message : networkFailure(error.code),
      });
    });
    request.end(body);
  });
}

const TLS_CODE = /CERT|SIGNATURE|SELF_SIGNED|ERR_TLS|ERR_SSL/;

/**
 * A failed connection in the log's words, with the system's code for the developer (Node's own message is English
 * only and names our side's socket): each sentence is in the error catalogue, so the log reads in Arabic too.
 */
export function networkFailure(code: string | undefined): string {
  const shown = code ?? "unknown";
  if (code === "ECONNREFUSED") return `the receiver refused the connection (${shown})`;
  if (code === "ECONNRESET" || code === "EPIPE") return `the connection was cut (${shown})`;
  if (code === "ETIMEDOUT" || code === "ESOCKETTIMEDOUT") return `the connection timed out (${shown})`;
  if (code === "EHOSTUNREACH" || code === "ENETUNREACH") return `the receiver could not be reached (${shown})`;
  if (code && TLS_CODE.test(code)) return `the receiver's TLS certificate was not accepted (${shown})`;
  return `the connection failed (${shown})`;
}
