import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiJobs } from "../src/db/schema";
import { createTestContext, type TestContext } from "./app";
import { type Actors, createActors, databaseFingerprint } from "./actors";
import { describeBadInput, type Target, useBadInputContext } from "./bad-input-harness";
import { makeImage, makeMediaDir } from "./media";
import { setPro } from "./public-api-helpers";

// Bad input to the public API: the profile's key routes (session cookie) and /api/v1 (user A's key). Wrong types,
// control characters, 10,000-character strings, malformed JSON, ids and cursors of the wrong shape, bad
// Idempotency-Keys, and uploads that are missing, empty, not media or oversized fields. Each answers a readable 4xx
// and changes nothing: no key, no job, no count.

let ctx: TestContext;
let actors: Actors;
let media: Awaited<ReturnType<typeof makeMediaDir>>;
const fx = { key: "", keyId: "", image: "", empty: "", text: "" };
const bearer = () => ({ Authorization: `Bearer ${fx.key}` });

beforeAll(async () => {
  ctx = await createTestContext({ models: false });
  actors = await createActors(ctx);
  useBadInputContext(ctx, actors);
  await setPro(ctx, actors.userA.id, true);
  const created = await actors.as("userA", "POST", "/api/api-keys").send({ name: "Bad input" }).expect(201);
  fx.key = created.body.key;
  fx.keyId = created.body.apiKey.id;
  media = await makeMediaDir();
  fx.image = await makeImage(path.join(media.dir, "ok.png"), "180x320");
  fx.empty = path.join(media.dir, "empty.mp4");
  fs.writeFileSync(fx.empty, "");
  fx.text = path.join(media.dir, "notes.mp4");
  fs.writeFileSync(fx.text, "These are my notes, not a video.\n".repeat(20));
});
afterAll(async () => {
  await ctx?.services.apiJobRunner.idle();
  await ctx?.close();
  media?.cleanup();
});

const targets: Record<string, Target> = {
  "POST /api/api-keys": {
    method: "POST",
    actor: "userA",
    path: () => "/api/api-keys",
    body: () => ({ name: "Scheduler" }),
    strict: true,
    // A key name is free text (quotes and brackets are a name like any other): the harness stores them verbatim.
    freeText: ["name"],
    badValues: () => ({ name: ["", "   ", "x".repeat(61), "tab\there", "line\nbreak", "nul\u0000byte"] }),
  },
  "DELETE /api/api-keys/:id": {
    method: "DELETE",
    actor: "userA",
    path: () => `/api/api-keys/${fx.keyId}`,
    badPaths: () => [
      "/api/api-keys/123",
      "/api/api-keys/not-a-uuid",
      `/api/api-keys/${"a".repeat(10_000)}`,
      `/api/api-keys/${encodeURIComponent("' OR 1=1 --")}`,
      "/api/api-keys/00000000-0000-4000-8000-000000000000",
    ],
  },
  "POST /api/v1/captions/score": {
    method: "POST",
    actor: "guest",
    headers: bearer,
    path: () => "/api/v1/captions/score",
    body: () => ({ caption: "Save this for later!", hashtags: "#riyadh" }),
    strict: true,
    freeText: ["caption", "hashtags"],
    badValues: () => ({
      caption: ["x".repeat(2201), "nul\u0000byte"],
      hashtags: ["#a\u0000", "#a\n#b", "x".repeat(501)],
    }),
  },
  "GET /api/v1/analyses": {
    method: "GET",
    actor: "guest",
    headers: bearer,
    path: () => "/api/v1/analyses",
    badPaths: () => [
      "/api/v1/analyses?limit=0",
      "/api/v1/analyses?limit=101",
      "/api/v1/analyses?limit=abc",
      "/api/v1/analyses?limit=1.5",
      "/api/v1/analyses?limit=1&limit=2",
      "/api/v1/analyses?cursor=",
      "/api/v1/analyses?cursor=not%20a%20cursor",
      `/api/v1/analyses?cursor=${"a".repeat(10_000)}`,
      `/api/v1/analyses?cursor=${Buffer.from("2026-13-45|x").toString("base64url")}`,
      "/api/v1/analyses?cursor[$ne]=1",
      "/api/v1/analyses?unknown=1",
    ],
  },
  "GET /api/v1/analyses/:id": {
    method: "GET",
    actor: "guest",
    headers: bearer,
    path: () => "/api/v1/analyses/00000000-0000-4000-8000-000000000000",
    badPaths: () => [
      "/api/v1/analyses/1",
      "/api/v1/analyses/not-a-uuid",
      `/api/v1/analyses/${"a".repeat(10_000)}`,
      `/api/v1/analyses/${encodeURIComponent("<script>alert(1)</script>")}`,
      "/api/v1/analyses/00000000-0000-4000-8000-000000000000",
    ],
  },
};

describeBadInput(targets);

describe("bad input to POST /api/v1/analyses (multipart)", () => {
  const post = () => actors.as("guest", "POST", "/api/v1/analyses").set(bearer());

  async function expectNoJob(label: string, send: () => Promise<{ status: number; body: { message?: string } }>) {
    const before = await databaseFingerprint(ctx);
    const res = await send();
    expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
    expect(res.status, label).toBeLessThan(500);
    expect(res.body.message?.length ?? 0, label).toBeGreaterThan(5);
    expect(await databaseFingerprint(ctx), `${label} changed the database`).toBe(before);
    return res;
  }

  it("when the file is missing, empty or not an image or video, then 4xx and no job is counted", async () => {
    expect((await expectNoJob("no file", () => post().field("caption", "hi"))).status).toBe(400);
    expect((await expectNoJob("empty file", () => post().attach("file", fx.empty))).status).toBe(422);
    expect((await expectNoJob("text file", () => post().attach("file", fx.text))).status).toBe(415);
    expect(
      (await expectNoJob("two files", () => post().attach("file", fx.image).attach("file", fx.image))).status,
    ).toBe(400);
    expect((await expectNoJob("another field name", () => post().attach("video", fx.image))).status).toBe(400);
  });

  it("when a text field holds control characters, too many characters or an unknown name, then 4xx naming it", async () => {
    for (const [label, field, value] of [
      ["NUL in caption", "caption", "a\u0000b"],
      ["tab in hashtags", "hashtags", "#a\t#b"],
      ["caption 2201", "caption", "x".repeat(2201)],
      ["hashtags 501", "hashtags", "#".repeat(501)],
      ["caption 20,000", "caption", "x".repeat(20_000)],
      ["unknown field", "userId", "2"],
    ] as const) {
      await expectNoJob(label, () => post().field(field, value).attach("file", fx.image));
    }
  });

  it("when the Idempotency-Key is empty, too long or not printable ASCII, then 400 before the upload", async () => {
    for (const value of [" ", "x".repeat(256), "clé-ünïcode", "two words"]) {
      const res = await expectNoJob(`Idempotency-Key ${value.slice(0, 20)}`, () =>
        post().set("Idempotency-Key", value).attach("file", fx.image),
      );
      expect(res.status).toBe(400);
    }
  });

  it("when the body is JSON or a malformed multipart form, then 4xx and no job", async () => {
    await expectNoJob("JSON body", () => post().send({ caption: "hi" }));
    await expectNoJob("broken multipart", () =>
      post().set("Content-Type", "multipart/form-data; boundary=xyz").send("--xyz\r\nContent-Disposition: form-da"),
    );
    expect(await ctx.database.db.select().from(apiJobs)).toEqual([]);
  });
});
