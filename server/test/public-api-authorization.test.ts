import path from "node:path";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listRoutes } from "../src/http/routes";
import { createTestContext, type TestContext } from "./app";
import { makeImage, makeMediaDir } from "./media";
import { apiCaller, setPro } from "./public-api-helpers";

// The key matrix of /api/v1: every route of the router under /api/v1 against each way of calling it, with the
// expected status. A route missing here fails the first test. The situations: no credential, a creator's session
// cookie instead of a key, a revoked key, a key of a free account (its own job), a key of another Pro user (user A's
// job), and user A's own key.

const SITUATIONS = ["noKey", "cookie", "revokedKey", "freeAccount", "otherUser", "ownKey"] as const;
type Situation = (typeof SITUATIONS)[number];
type Callers = Record<"owner" | "other" | "free" | "revoked", Awaited<ReturnType<typeof apiCaller>>> & {
  ownerJob: string;
  freeJob: string;
};
type Row = {
  build(callers: Callers, situation: Situation): { path: string; body?: object; file?: boolean };
  expected: Record<Situation, number>;
};

const keyed = (scoring: number, ok: number): Record<Situation, number> => ({
  noKey: 401,
  cookie: 401,
  revokedKey: 401,
  freeAccount: scoring,
  otherUser: ok,
  ownKey: ok,
});

const matrix: Record<string, Row> = {
  "GET /api/v1/openapi.json": {
    build: () => ({ path: "/api/v1/openapi.json" }),
    expected: { noKey: 200, cookie: 200, revokedKey: 200, freeAccount: 200, otherUser: 200, ownKey: 200 },
  },
  // A free account may not score (402 before the upload is read); anyone else's key makes its own account's job.
  "POST /api/v1/analyses": { build: () => ({ path: "/api/v1/analyses", file: true }), expected: keyed(402, 202) },
  "GET /api/v1/analyses": { build: () => ({ path: "/api/v1/analyses" }), expected: keyed(200, 200) },
  // User A's job: another user's key is told it does not exist; a free account still reads its own job.
  "GET /api/v1/analyses/:id": {
    build: (callers, situation) => ({
      path: `/api/v1/analyses/${situation === "freeAccount" ? callers.freeJob : callers.ownerJob}`,
    }),
    expected: { noKey: 401, cookie: 401, revokedKey: 401, freeAccount: 200, otherUser: 404, ownKey: 200 },
  },
  "POST /api/v1/captions/score": {
    build: () => ({ path: "/api/v1/captions/score", body: { caption: "Save this!", hashtags: "#a" } }),
    expected: keyed(402, 200),
  },
  "GET /api/v1/usage": { build: () => ({ path: "/api/v1/usage" }), expected: keyed(200, 200) },
};

let ctx: TestContext;
let media: Awaited<ReturnType<typeof makeMediaDir>>;
let image: string;
let callers: Callers;

beforeAll(async () => {
  ctx = await createTestContext({ models: false });
  media = await makeMediaDir();
  image = await makeImage(path.join(media.dir, "matrix.png"), "180x320");
  const [owner, other, free, revoked] = [
    await apiCaller(ctx, { prefix: "owner" }),
    await apiCaller(ctx, { prefix: "other" }),
    await apiCaller(ctx, { prefix: "free" }),
    await apiCaller(ctx, { prefix: "revoked" }),
  ];
  const ownerJob = (await owner!.call("post", "/api/v1/analyses").attach("file", image).expect(202)).body.id as string;
  // The free account made its job while it was Pro, then Pro ended.
  const freeJob = (await free!.call("post", "/api/v1/analyses").attach("file", image).expect(202)).body.id as string;
  await setPro(ctx, free!.user.id, false);
  await revoked!.agent.delete(`/api/api-keys/${revoked!.keyId}`).expect(200);
  callers = { owner: owner!, other: other!, free: free!, revoked: revoked!, ownerJob, freeJob };
});
afterAll(async () => {
  await ctx?.services.apiJobRunner.idle();
  await ctx?.close();
  media?.cleanup();
});

/** The owner's signed-in session cookie, as a browser would send it. */
function ownerCookie(): string {
  const agent = callers.owner.agent as unknown as {
    jar: { getCookie(name: string, access: object): { toValueString(): string } };
  };
  return agent.jar.getCookie("sid", { domain: "127.0.0.1", path: "/", secure: false, script: false }).toValueString();
}

function request(method: string, path: string, situation: Situation) {
  const test = (supertest(ctx.app) as unknown as Record<string, (p: string) => supertest.Test>)[method.toLowerCase()]!(
    path,
  );
  const bearer = (caller: keyof Callers) =>
    test.set("Authorization", `Bearer ${(callers[caller] as { key: string }).key}`);
  switch (situation) {
    case "noKey":
      return test;
    case "cookie":
      return test.set("Cookie", ownerCookie());
    case "revokedKey":
      return bearer("revoked");
    case "freeAccount":
      return bearer("free");
    case "otherUser":
      return bearer("other");
    case "ownKey":
      return bearer("owner");
  }
}

describe("the key matrix of /api/v1", () => {
  it("when the router has a route under /api/v1, then the matrix has a row for it (and no row for a route that is gone)", () => {
    const fromRouter = listRoutes(ctx.api)
      .filter((route) => route.path.startsWith("/api/v1/"))
      .map((route) => `${route.method} ${route.path}`)
      .sort();
    expect(fromRouter.length).toBeGreaterThanOrEqual(6);
    expect(Object.keys(matrix).sort()).toEqual(fromRouter);
  });

  for (const [route, row] of Object.entries(matrix)) {
    const [method] = route.split(" ") as [string, string];
    it(`when ${route} is called in each situation, then the status is ${JSON.stringify(row.expected)}`, async () => {
      const actual: Record<string, number> = {};
      for (const situation of SITUATIONS) {
        const built = row.build(callers, situation);
        const test = request(method, built.path, situation);
        const res = built.file
          ? await test.attach("file", image)
          : built.body
            ? await test.send(built.body)
            : await test;
        actual[situation] = res.status;
        if (res.status >= 400) {
          expect(res.body, `${situation} ${route}`).toMatchObject({
            message: expect.any(String),
            code: expect.any(String),
          });
        }
        if (route !== "GET /api/v1/openapi.json" && res.status !== 401) {
          expect(res.headers["ratelimit-limit"], `${situation} ${route}`).toBeDefined();
        }
      }
      expect(actual).toEqual(row.expected);
    });
  }

  it("when the owner's cookie is sent to a session route, then it works there (so the cookie rows above test a live session)", async () => {
    await supertest(ctx.app).get("/api/api-keys").set("Cookie", ownerCookie()).expect(200);
  });

  it("when an API key is sent to the admin area or to a session route, then it is refused like no credential", async () => {
    for (const path of ["/api/admin/me", "/api/api-keys", "/api/account/sessions"]) {
      const res = await supertest(ctx.app).get(path).set("Authorization", `Bearer ${callers.owner.key}`);
      expect(res.status, path).toBe(401);
    }
  });
});
