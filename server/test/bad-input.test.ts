import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "./app";
import { type Actor, type Actors, createActors, databaseFingerprint } from "./actors";

// Bad input (issue #2): wrong types, missing fields, 10,000-character strings, malformed JSON, and SQL or
// HTML special characters, for every route that reads input. Each must answer a 4xx JSON error a person
// can read (never a 500) and leave the database exactly as it was.

type Target = {
  method: "POST" | "PUT" | "GET";
  actor: Actor;
  path: (actors: Actors) => string;
  /** A valid body; each field is broken in turn. */
  body?: (actors: Actors) => Record<string, unknown>;
  /** Query or path variants that must be refused. */
  badPaths?: (actors: Actors) => string[];
  /** Fields whose free text may legitimately hold quotes and angle brackets (stored verbatim, not refused). */
  freeText?: string[];
};

const targets: Record<string, Target> = {
  "POST /api/register": {
    method: "POST",
    actor: "guest",
    path: () => "/api/register",
    body: () => ({
      email: `bad${process.pid}@example.com`,
      username: `bad${process.pid}`,
      password: "long enough password",
    }),
  },
  "POST /api/login": {
    method: "POST",
    actor: "guest",
    path: () => "/api/login",
    body: (a) => ({ email: a.userA.email, password: a.userA.password }),
  },
  "PUT /api/user/:id": {
    method: "PUT",
    actor: "userA",
    path: (a) => `/api/user/${a.userA.id}`,
    body: () => ({ username: `renamed${process.pid}`, firstName: "Lina", language: "ar", autoChargeEnabled: true }),
    badPaths: () => ["/api/user/abc", "/api/user/-1", "/api/user/1.5", "/api/user/99999999999", "/api/user/0"],
    freeText: ["firstName"],
  },
  "GET /api/verify-email": {
    method: "GET",
    actor: "guest",
    path: () => "/api/verify-email",
    badPaths: () => [
      "/api/verify-email",
      "/api/verify-email?token=",
      `/api/verify-email?token=${"x".repeat(10_000)}`,
      "/api/verify-email?token=a&token=b",
      "/api/verify-email?token[$ne]=1",
      `/api/verify-email?token=${encodeURIComponent("' OR 1=1 --")}`,
      `/api/verify-email?token=${encodeURIComponent("<script>alert(1)</script>")}`,
    ],
  },
  "POST /api/resend-verification": {
    method: "POST",
    actor: "guest",
    path: () => "/api/resend-verification",
    body: (a) => ({ email: a.userA.email }),
  },
  "POST /api/contact": {
    method: "POST",
    actor: "guest",
    path: () => "/api/contact",
    body: () => ({
      name: "Huda",
      email: "huda@example.com",
      company: "Jeddah Films",
      subject: "Plans",
      message: "Hello",
    }),
    freeText: ["name", "company", "subject", "message"],
  },
};

const WRONG_TYPES: unknown[] = [12345, true, null, [], { nested: "object" }];
const SPECIAL = ["' OR '1'='1'; DROP TABLE users; --", '<script>alert("x")</script><img src=x onerror=alert(1)>'];

let ctx: TestContext;
let actors: Actors;
beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

function send(target: Target, path: string, body?: unknown, raw?: string) {
  const request = actors.as(target.actor, target.method, path);
  if (raw !== undefined) return request.set("Content-Type", "application/json").send(raw);
  return body === undefined ? request : request.send(body as object);
}

async function expectRefused(target: Target, label: string, path: string, body?: unknown, raw?: string) {
  const before = await databaseFingerprint(ctx);
  const res = await send(target, path, body, raw);
  expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
  expect(res.status, label).toBeLessThan(500);
  expect(res.headers["content-type"], label).toMatch(/json/);
  expect(res.body.message, label).toEqual(expect.any(String));
  expect(res.body.message.length, label).toBeGreaterThan(5);
  expect(await databaseFingerprint(ctx), `${label} changed the database`).toBe(before);
}

for (const [name, target] of Object.entries(targets)) {
  describe(`bad input to ${name}`, () => {
    if (target.body) {
      it("when the JSON is malformed, then 400 MALFORMED_JSON", async () => {
        const res = await send(target, target.path(actors), undefined, '{"email": "a@b.c",');
        expect(res.status).toBe(400);
        expect(res.body.code).toBe("MALFORMED_JSON");
      });

      it("when the body is empty, not an object, or fields are missing, then 4xx and nothing changes", async () => {
        const path = target.path(actors);
        if (target.method !== "PUT") await expectRefused(target, "empty object", path, {});
        await expectRefused(target, "array body", path, undefined, "[1,2]");
        await expectRefused(target, "string body", path, undefined, '"text"');
        await expectRefused(target, "null body", path, undefined, "null");
      });

      it("when a field has the wrong type, then 4xx naming the problem and nothing changes", async () => {
        const valid = target.body!(actors);
        for (const [field, value] of Object.entries(valid)) {
          for (const wrong of WRONG_TYPES) {
            if (typeof wrong === typeof value && wrong !== null) continue; // same type as valid: not a wrong type
            if (wrong === null && field === "firstName") continue; // null clears an optional name: allowed
            await expectRefused(target, `${field}=${JSON.stringify(wrong)}`, target.path(actors), {
              ...valid,
              [field]: wrong,
            });
          }
        }
      });

      it("when a text field holds 10,000 characters, then 4xx and nothing changes", async () => {
        const valid = target.body!(actors);
        for (const [field, value] of Object.entries(valid)) {
          if (typeof value !== "string") continue;
          await expectRefused(target, `${field} x10000`, target.path(actors), {
            ...valid,
            [field]: "a".repeat(10_000),
          });
        }
      });

      it("when fields hold SQL or HTML special characters, then formatted fields are refused and free text is stored verbatim", async () => {
        const valid = target.body!(actors);
        for (const [field, value] of Object.entries(valid)) {
          if (typeof value !== "string") continue;
          for (const special of SPECIAL) {
            const body = { ...valid, [field]: special };
            if (target.freeText?.includes(field)) {
              const res = await send(target, target.path(actors), body);
              expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
              if (res.body.user) expect(res.body.user[field]).toBe(special.trim());
            } else if (field !== "password") {
              await expectRefused(target, `${field}=${special}`, target.path(actors), body);
            }
          }
        }
      });
    }

    if (target.badPaths) {
      it("when the path or query is malformed, then 4xx and nothing changes", async () => {
        for (const path of target.badPaths!(actors)) {
          await expectRefused(target, path.slice(0, 80), path, target.body?.(actors));
        }
      });
    }
  });
}

describe("bad input anywhere", () => {
  it("when a JSON body is larger than 100 kB, then 413 and nothing changes", async () => {
    const target = targets["POST /api/contact"]!;
    const before = await databaseFingerprint(ctx);
    const res = await send(target, "/api/contact", {
      name: "x",
      email: "x@example.com",
      subject: "s",
      message: "m".repeat(200_000),
    });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe("PAYLOAD_TOO_LARGE");
    expect(await databaseFingerprint(ctx)).toBe(before);
  });

  it("when an unknown API path is called, then a JSON 404", async () => {
    const res = await ctx.request().get("/api/does-not-exist").expect(404);
    expect(res.body).toMatchObject({ code: "NOT_FOUND", message: expect.stringContaining("/api/does-not-exist") });
  });
});
