import { OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import type { Language } from "@shared/constants";
import { errorBodySchema } from "@shared/errors";
import {
  API_INCLUDED_ANALYSES,
  API_RATE_LIMIT_PER_MINUTE,
  apiAnalysisFieldsSchema,
  apiJobAcceptedSchema,
  apiJobListQuerySchema,
  apiJobListResponseSchema,
  apiJobSchema,
  apiUsageSchema,
  captionScoreBodySchema,
  captionScoreResponseSchema,
  idempotencyKeySchema,
  uuidParamSchema,
} from "@shared/schemas/public-api";
import { translateErrorText } from "../../i18n/error-text";

// The OpenAPI 3.1 document of /api/v1, generated from the same zod schemas the routes validate with, so the two
// cannot drift apart (public-api.openapi.test.ts compares them, and checks that every mounted route is described).

/** The schemas named in the document's components, by name: the test compares each with its validator. */
export const documentedSchemas = {
  ApiJob: apiJobSchema,
  ApiJobAccepted: apiJobAcceptedSchema,
  ApiJobList: apiJobListResponseSchema,
  ApiUsage: apiUsageSchema,
  CaptionScoreRequest: captionScoreBodySchema,
  CaptionScoreResponse: captionScoreResponseSchema,
  Error: errorBodySchema,
} as const;

/** The paths of the document, as Express writes them ("/api/v1/analyses/:id"), with their methods. */
export function documentedRoutes(document: { paths?: Record<string, Record<string, unknown>> }) {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} /api/v1${path.replace(/\{(\w+)\}/g, ":$1")}`),
  );
}

const rateLimitHeaders = {
  "RateLimit-Limit": { description: "Requests this key may make in the current window.", schema: { type: "integer" } },
  "RateLimit-Remaining": { description: "Requests left in the current window.", schema: { type: "integer" } },
  "RateLimit-Reset": { description: "Seconds until the window resets.", schema: { type: "integer" } },
} as const;

export function buildOpenApiDocument(options: { serverUrl: string }) {
  const registry = new OpenAPIRegistry();
  const bearer = registry.registerComponent("securitySchemes", "apiKey", {
    type: "http",
    scheme: "bearer",
    description: "An API key made in the profile (Pro): vs_live_... or, in test mode, vs_test_...",
  });
  // Named through zod's own metadata (the generator reads it) rather than the library's .openapi() extension, which
  // patches one copy of zod's classes and misses the other when zod is loaded both as ESM and as CommonJS.
  const schemas = Object.fromEntries(
    Object.entries(documentedSchemas).map(([name, schema]) => [name, schema.meta({ id: name })]),
  ) as { [K in keyof typeof documentedSchemas]: (typeof documentedSchemas)[K] };

  const json = (schema: z.ZodType, description: string, headers = true) => ({
    description,
    content: { "application/json": { schema } },
    ...(headers ? { headers: rateLimitHeaders } : {}),
  });
  const error = (description: string) => json(schemas.Error, description);
  const refusals = {
    401: json(schemas.Error, "No key, an unknown or revoked key, or a session cookie instead of a key.", false),
    429: {
      ...error(`More than ${API_RATE_LIMIT_PER_MINUTE} requests in a minute with this key.`),
      headers: {
        ...rateLimitHeaders,
        "Retry-After": { description: "Seconds to wait.", schema: { type: "integer" as const } },
      },
    },
  };
  const security = [{ [bearer.name]: [] }];

  registry.registerPath({
    method: "post",
    path: "/analyses",
    summary: "Submit an image or video for analysis",
    description:
      `Multipart form with the file (the server never fetches a URL). Answers 202 with a job to poll. Pro includes ` +
      `${API_INCLUDED_ANALYSES} analyses a calendar month (UTC); each one past that costs $1.00 from the saved card. ` +
      "With an Idempotency-Key, a retry of the same request returns the same job and is never counted or charged twice.",
    security,
    request: {
      headers: z.object({ "Idempotency-Key": idempotencyKeySchema.optional() }),
      body: {
        required: true,
        content: {
          "multipart/form-data": {
            schema: apiAnalysisFieldsSchema.extend({
              file: z.string().meta({ format: "binary", description: "JPEG, PNG, MP4, MOV or AVI, up to 300 MB." }),
            }),
          },
        },
      },
    },
    responses: {
      202: {
        ...json(
          schemas.ApiJobAccepted,
          "Accepted: the analysis runs in the background. A replay answers the first request's 202 again; GET the job " +
            "for what it is now.",
        ),
        headers: {
          ...rateLimitHeaders,
          "Idempotent-Replayed": {
            description: "true when this answer is a replay of an earlier request with the same Idempotency-Key.",
            schema: { type: "string" as const, enum: ["true"] },
          },
        },
      },
      400: error("A field is not valid, or the file is missing."),
      ...refusals,
      402: error("The account has no Pro in force, or the month's allowance is used and the card cannot pay."),
      413: error("The file is larger than 300 MB."),
      422: error("The Idempotency-Key was used with a different request."),
    },
  });
  registry.registerPath({
    method: "get",
    path: "/analyses",
    summary: "List analysis jobs, newest first",
    security,
    request: { query: apiJobListQuerySchema },
    responses: {
      200: json(schemas.ApiJobList, "A page of jobs."),
      400: error("limit or cursor is not valid."),
      ...refusals,
    },
  });
  registry.registerPath({
    method: "get",
    path: "/analyses/{id}",
    summary: "A job's status, and the full analysis with its timeline once completed",
    security,
    request: { params: uuidParamSchema },
    responses: {
      200: json(schemas.ApiJob, "The job."),
      400: error("The id is not a UUID."),
      404: error("No such job for this key's account."),
      ...refusals,
    },
  });
  registry.registerPath({
    method: "post",
    path: "/captions/score",
    summary: "Score a caption and hashtags alone",
    description: "Not counted against the monthly analyses.",
    security,
    request: { body: { required: true, content: { "application/json": { schema: schemas.CaptionScoreRequest } } } },
    responses: {
      200: json(schemas.CaptionScoreResponse, "The caption's score and its signals."),
      400: error("A field is not valid."),
      402: error("The account has no Pro in force."),
      ...refusals,
    },
  });
  registry.registerPath({
    method: "get",
    path: "/usage",
    summary: "This month's analyses and this minute's requests",
    security,
    responses: { 200: json(schemas.ApiUsage, "The usage."), ...refusals },
  });
  registry.registerPath({
    method: "get",
    path: "/openapi.json",
    summary: "This document",
    responses: {
      200: {
        description: "The OpenAPI 3.1 document.",
        content: { "application/json": { schema: z.object({}).passthrough() } },
      },
    },
  });

  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "ViralScore API",
      version: "1.0.0",
      description:
        "Score posts from your own software. Authenticate with `Authorization: Bearer <key>`. Every answer to a " +
        `key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (${API_RATE_LIMIT_PER_MINUTE} a minute per key). ` +
        "Errors are { message, code, fieldErrors?, requestId }.",
    },
    servers: [{ url: options.serverUrl }],
  });
}

const PROSE_FIELDS = new Set(["title", "summary", "description"]);

/**
 * The document in the reader's language: its prose (titles, summaries, descriptions) goes through the server's
 * sentence catalogue, where the apiDocs section holds each of them (an Arabic reader of /developers reads Arabic);
 * names, paths, schemas and examples stay as they are. English is the document itself.
 */
export function documentIn<T>(document: T, language: Language): T {
  if (language === "en") return document;
  const translate = (value: unknown, key: string): unknown => {
    if (typeof value === "string") return PROSE_FIELDS.has(key) ? translateErrorText(value, language) : value;
    if (Array.isArray(value)) return value.map((item) => translate(item, ""));
    if (value && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, translate(inner, name)]));
    }
    return value;
  };
  return translate(document, "") as T;
}
