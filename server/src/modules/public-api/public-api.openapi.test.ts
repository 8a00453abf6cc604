import path from "node:path";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { errorBodySchema } from "@shared/errors";
import {
  apiAnalysisFieldsSchema,
  apiJobAcceptedSchema,
  apiJobListQuerySchema,
  apiJobListResponseSchema,
  apiJobSchema,
  apiUsageSchema,
  captionScoreBodySchema,
  captionScoreResponseSchema,
} from "@shared/schemas/public-api";
import { listRoutes } from "../../http/routes";
import { matchErrorMessage } from "../../i18n/error-text";
import { createTestContext, type TestContext } from "../../../test/app";
import { makeImage, makeMediaDir } from "../../../test/media";
import { apiCaller } from "../../../test/public-api-helpers";
import { documentedRoutes, documentedSchemas } from "./openapi";

// The OpenAPI document against the app: every route mounted under /api/v1 is described, and the document's schemas
// accept and refuse what the validators accept and refuse, for hand-made samples and for real answers of the app.

type Doc = {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, { headers?: Record<string, unknown> }> }>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, { type: string; scheme: string }> };
};

let ctx: TestContext;
let media: Awaited<ReturnType<typeof makeMediaDir>>;
let doc: Doc;
let ajv: Ajv2020;

beforeAll(async () => {
  ctx = await createTestContext({ models: false });
  media = await makeMediaDir();
  doc = (await supertest(ctx.app).get("/api/v1/openapi.json").expect(200)).body as Doc;
  // strict: false, since an OpenAPI schema carries keywords JSON Schema does not know (example, format "binary").
  ajv = new Ajv2020({ strict: false, formats: { binary: true } });
  addFormats(ajv);
  ajv.addSchema({ ...doc, $id: "doc" });
});
afterAll(async () => {
  await ctx?.services.apiJobRunner.idle();
  await ctx?.close();
  media?.cleanup();
});

/** Whether the document's schema at `pointer` accepts the value. */
function documentAccepts(pointer: string, value: unknown): boolean {
  const validate = ajv.compile({ $ref: `doc#${pointer}` });
  const valid = validate(value) as boolean;
  if (!valid && process.env.DEBUG_OPENAPI) console.log(pointer, JSON.stringify(validate.errors).slice(0, 600));
  return valid;
}

/** Each sample is accepted by the document exactly when the validator accepts it. */
function expectSameVerdicts(pointer: string, schema: z.ZodType, samples: unknown[]) {
  for (const sample of samples) {
    const label = `${pointer} on ${JSON.stringify(sample).slice(0, 120)}`;
    expect(documentAccepts(pointer, sample), label).toBe(schema.safeParse(sample).success);
  }
}

describe("the OpenAPI document", () => {
  it("when it is fetched without a key, then it is OpenAPI 3.1 with bearer security", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.values(doc.components.securitySchemes)).toEqual([
      expect.objectContaining({ type: "http", scheme: "bearer" }),
    ]);
  });

  it("when a route is mounted under /api/v1, then the document describes it, and describes no other", () => {
    const mounted = listRoutes(ctx.api)
      .filter((route) => route.path.startsWith("/api/v1/"))
      .map((route) => `${route.method} ${route.path}`)
      .sort();
    expect(mounted.length).toBeGreaterThanOrEqual(6);
    expect(documentedRoutes(doc).sort()).toEqual(mounted);
  });

  it("when a route takes a key, then its 401 and 429 are described and its answers carry the rate-limit headers", () => {
    for (const [route, item] of Object.entries(doc.paths)) {
      if (route === "/openapi.json") continue;
      for (const operation of Object.values(item)) {
        expect(Object.keys(operation.responses), route).toEqual(expect.arrayContaining(["401", "429"]));
        const success = Object.entries(operation.responses).find(([status]) => status.startsWith("2"))![1];
        expect(Object.keys(success.headers ?? {}), route).toEqual(
          expect.arrayContaining(["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset"]),
        );
        expect(Object.keys(operation.responses["429"]!.headers ?? {}), route).toContain("Retry-After");
      }
    }
    expect(Object.keys(doc.paths["/analyses"]!.post!.responses)).toEqual(
      expect.arrayContaining(["202", "400", "401", "402", "422", "429"]),
    );
    expect(Object.keys(doc.paths["/analyses/{id}"]!.get!.responses)).toContain("404");
  });
});

/** Every title, summary and description in a document, with where it is. */
function proseOf(value: unknown, where = "", key = ""): Array<[string, string]> {
  if (typeof value === "string") return ["title", "summary", "description"].includes(key) ? [[where, value]] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => proseOf(item, `${where}[${index}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([name, inner]) => proseOf(inner, `${where}.${name}`, name));
  }
  return [];
}

describe("the document in Arabic", () => {
  it("when the English document has prose, then every sentence is in the catalogue, so none stays English for an Arabic reader", () => {
    const prose = proseOf(doc);
    expect(prose.length).toBeGreaterThan(30);
    for (const [where, text] of prose) expect(matchErrorMessage(text), `${where}: ${text}`).not.toBeNull();
  });

  it("when an Arabic reader fetches it, then its prose is Arabic, its paths and schemas are the same, and caches keep one per language", async () => {
    const res = await supertest(ctx.app).get("/api/v1/openapi.json").set("Accept-Language", "ar").expect(200);
    expect(res.headers.vary).toMatch(/Accept-Language/);
    const arabic = res.body as Doc & { info: { title: string } };
    expect(Object.keys(arabic.paths)).toEqual(Object.keys(doc.paths));
    expect(arabic.components.schemas).toEqual(doc.components.schemas);
    for (const [where, text] of proseOf(arabic)) expect(text, where).toMatch(/[\u0600-\u06FF]/);
    expect(arabic.info.title).toBe("واجهة ViralScore البرمجية");
  });
});

describe("the document's schemas and the validators", () => {
  it("when each named schema is given valid and invalid samples, then the document and the validator agree", () => {
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(Object.keys(documentedSchemas)));
    const id = "3f1d8a4e-9c2b-4e7a-8b1f-2a6c4d9e0f11";
    const at = "2026-11-28T01:00:00.000Z";
    const job = { id, status: "queued", position: 1, createdAt: at, updatedAt: at };
    expectSameVerdicts("/components/schemas/ApiJobAccepted", apiJobAcceptedSchema, [
      { id, status: "queued", position: 1 },
      { id, status: "completed", position: 1 },
      { id, status: "queued", position: 0 },
      { id: "not-a-uuid", status: "queued", position: 1 },
      { id, status: "queued" },
    ]);
    expectSameVerdicts("/components/schemas/ApiJob", apiJobSchema, [
      job,
      { ...job, status: "failed", error: { code: "ANALYSIS_FAILED", message: "x" } },
      { ...job, status: "lost" },
      { ...job, position: 1.5 },
      { ...job, error: { code: 1 } },
      { id, status: "queued" },
    ]);
    expectSameVerdicts("/components/schemas/ApiJobList", apiJobListResponseSchema, [
      { data: [job], nextCursor: null },
      { data: [], nextCursor: "abc" },
      { data: [job] },
      { data: [{ ...job, status: 3 }], nextCursor: null },
    ]);
    const usage = {
      month: "2026-11",
      includedAnalyses: 500,
      analysesUsed: 3,
      overageAnalyses: 0,
      includedRemaining: 497,
      overagePriceCents: 100,
      rateLimitPerMinute: 60,
      requestsThisMinute: 1,
    };
    expectSameVerdicts("/components/schemas/ApiUsage", apiUsageSchema, [
      usage,
      { ...usage, month: "November" },
      { ...usage, analysesUsed: -1 },
      { ...usage, overageAnalyses: 0.5 },
      { month: "2026-11" },
    ]);
    expectSameVerdicts("/components/schemas/CaptionScoreRequest", captionScoreBodySchema, [
      { caption: "Hello", hashtags: "#a" },
      { caption: "Hello" },
      { caption: "x".repeat(2201) },
      { caption: 5 },
      { caption: "Hello", extra: true },
      {},
    ]);
    expectSameVerdicts("/components/schemas/Error", errorBodySchema, [
      { message: "x", code: "NOT_FOUND", requestId: "r" },
      { message: "x", code: "NO_SUCH_CODE" },
      { message: "x", code: "VALIDATION_FAILED", fieldErrors: { name: ["bad"] } },
      { code: "NOT_FOUND" },
    ]);
  });

  it("when the multipart fields, the list query and the scored caption are checked, then the document agrees with the validators", () => {
    const multipart = "/paths/~1analyses/post/requestBody/content/multipart~1form-data/schema";
    const withFile = (fields: Record<string, unknown>) => ({ ...fields, file: "(bytes)" });
    for (const fields of [{}, { caption: "Hi" }, { caption: "x".repeat(2201) }, { hashtags: 5 }, { other: "x" }]) {
      const label = JSON.stringify(fields).slice(0, 80);
      expect(documentAccepts(multipart, withFile(fields)), label).toBe(
        apiAnalysisFieldsSchema.safeParse(fields).success,
      );
    }
    expect(documentAccepts(multipart, {})).toBe(false); // the file is required

    const list = doc.paths["/analyses"]!.get as unknown as { parameters: Array<{ name: string; schema: object }> };
    for (const query of [
      { limit: 20 },
      { limit: 0 },
      { limit: 101 },
      { limit: 100, cursor: "abc_-1" },
      { cursor: "a b" },
    ]) {
      const documented = list.parameters.every((parameter) => {
        const value = (query as Record<string, unknown>)[parameter.name];
        return value === undefined || ajv.validate(parameter.schema, value);
      });
      expect(documented, JSON.stringify(query)).toBe(apiJobListQuerySchema.safeParse(query).success);
    }
  });

  it("when the app answers real requests, then the answers fit both the document and the validators", async () => {
    const caller = await apiCaller(ctx, { prefix: "doc" });
    const image = await makeImage(path.join(media.dir, "doc.png"), "180x320");
    const accepted = await caller.call("post", "/api/v1/analyses").field("caption", "doc").attach("file", image);
    await ctx.services.apiJobRunner.idle();
    const job = await caller.call("get", `/api/v1/analyses/${accepted.body.id}`);
    const list = await caller.call("get", "/api/v1/analyses?limit=5");
    const usage = await caller.call("get", "/api/v1/usage");
    const score = await caller.call("post", "/api/v1/captions/score").send({ caption: "Save this!", hashtags: "#a" });
    const missing = await caller.call("get", "/api/v1/analyses/3f1d8a4e-9c2b-4e7a-8b1f-2a6c4d9e0f11");
    expect(job.body.status).toBe("completed");
    for (const [pointer, schema, body] of [
      ["/components/schemas/ApiJobAccepted", apiJobAcceptedSchema, accepted.body],
      ["/components/schemas/ApiJob", apiJobSchema, job.body],
      ["/components/schemas/ApiJobList", apiJobListResponseSchema, list.body],
      ["/components/schemas/ApiUsage", apiUsageSchema, usage.body],
      ["/components/schemas/CaptionScoreResponse", captionScoreResponseSchema, score.body],
      ["/components/schemas/Error", errorBodySchema, missing.body],
    ] as const) {
      expect(schema.safeParse(body).success, pointer).toBe(true);
      expect(documentAccepts(pointer, body), pointer).toBe(true);
    }
  });
});
