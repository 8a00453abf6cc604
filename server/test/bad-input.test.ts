import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeImage, makeMediaDir } from "./media";
import { createTestContext, type TestContext } from "./app";
import { type Actor, type Actors, createActors, databaseFingerprint } from "./actors";

// Bad input (issue #2): wrong types, missing fields, 10,000-character strings, malformed JSON, and SQL or
// HTML special characters, for every route that reads input. Each must answer a 4xx JSON error a person
// can read (never a 500) and leave the database exactly as it was.

type Target = {
  method: "POST" | "PUT" | "GET" | "DELETE";
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
let png: Buffer;
beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx);
  const media = await makeMediaDir();
  png = fs.readFileSync(await makeImage(path.join(media.dir, "bad-input.png"), "64x64"));
  media.cleanup();
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

describe("bad input to the upload routes (POST /api/analyze, POST /api/test-quicktime)", () => {
  const upload = (route: string) => actors.as("userA", "POST", route);
  const refusedUpload = async (
    label: string,
    send: (route: string) => Promise<{ status: number; body: { message?: string; code?: string } }>,
  ) => {
    for (const route of ["/api/analyze", "/api/test-quicktime"]) {
      const before = await databaseFingerprint(ctx);
      const res = await send(route);
      expect(res.status, `${label} ${route}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, label).toBeLessThan(500);
      expect(res.body.message, label).toEqual(expect.any(String));
      expect(await databaseFingerprint(ctx), `${label} changed the database`).toBe(before);
      expect(
        fs.existsSync(ctx.config.uploadDir) ? fs.readdirSync(ctx.config.uploadDir) : [],
        `${label} left a file`,
      ).toEqual([]);
    }
  };

  it("when the file is not media (text renamed .mp4, a GIF, random bytes), then 415 whatever the declared type", async () => {
    await refusedUpload("text as mp4", (r) =>
      upload(r).attach("file", Buffer.from("just text\n".repeat(100)), {
        filename: "clip.mp4",
        contentType: "video/mp4",
      }),
    );
    await refusedUpload("gif", (r) =>
      upload(r).attach("file", Buffer.from("GIF89a" + "x".repeat(100)), {
        filename: "a.png",
        contentType: "image/png",
      }),
    );
    await refusedUpload("random", (r) =>
      upload(r).attach("file", Buffer.alloc(4096, 0xab), { filename: "a.mov", contentType: "video/quicktime" }),
    );
  });

  it("when the file is missing, or the body is JSON or malformed multipart, then 4xx", async () => {
    await refusedUpload("no file", (r) => upload(r).field("caption", "hi"));
    await refusedUpload("json body", (r) => upload(r).send({ caption: "hi" }));
    await refusedUpload("bad multipart", (r) =>
      upload(r)
        .set("Content-Type", "multipart/form-data; boundary=zzz")
        .send('--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.mp4"\r\n\r\nabc'),
    );
    await refusedUpload("two files", (r) => upload(r).attach("file", png).attach("file", png));
    await refusedUpload("other field name", (r) => upload(r).attach("video", png));
  });

  it("when text fields are too long or of the wrong kind, then 400 and the file is deleted", async () => {
    await refusedUpload("caption x10000", (r) => upload(r).field("caption", "a".repeat(10_000)).attach("file", png));
    await refusedUpload("hashtags x10000", (r) => upload(r).field("hashtags", "#a".repeat(5_000)).attach("file", png));
    await refusedUpload("userId text", (r) => upload(r).field("userId", "abc").attach("file", png));
    await refusedUpload("userId SQL", (r) => upload(r).field("userId", "1 OR 1=1").attach("file", png));
    await refusedUpload("requestId HTML", (r) =>
      upload(r).field("requestId", "<script>alert(1)</script>").attach("file", png),
    );
    await refusedUpload("someone else's userId", (r) =>
      upload(r).field("userId", String(actors.userB.id)).attach("file", png),
    );
  });
});

describe("bad ids in the analysis read routes", () => {
  it("when ids are not positive whole numbers, then 400 and nothing changes", async () => {
    const target: Target = { method: "GET", actor: "userA", path: () => "" };
    for (const path of [
      "/api/analyses/abc",
      "/api/analyses/-3",
      "/api/analysis/1.5",
      "/api/analysis/99999999999",
      "/api/analysis-progress/<script>",
      "/api/analysis-progress/short",
    ]) {
      await expectRefused(target, path, path);
    }
    const remove: Target = { method: "DELETE", actor: "userA", path: () => "" };
    await expectRefused(remove, "DELETE /api/analysis/abc", "/api/analysis/abc");
    await expectRefused(remove, "DELETE /api/analysis/999999", "/api/analysis/999999");
  });
});

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
