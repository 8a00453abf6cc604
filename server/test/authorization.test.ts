import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyses } from "../src/db/schema";
import { makeImage, makeMediaDir } from "./media";
import { listRoutes } from "../src/http/routes";
import { createTestContext, newUserBody, type TestContext } from "./app";
import { type Actor, type Actors, ACTORS, createActors, freshVerificationToken } from "./actors";

// The authorization matrix (issue #2): every API route against guest, user A, user B and an admin, with
// the expected status. The route list comes from the Express router itself, so a new route that is not
// in this table fails the first test. Actors are created afresh for every row (a logout ends a session).

type Built = { path: string; body?: unknown; file?: string };
type Row = {
  /** The request for one actor: the concrete path and the JSON body or the file to upload. */
  build(actors: Actors, actor: Actor): Promise<Built> | Built;
  expected: Record<Actor, number>;
};

const all = (status: number): Record<Actor, number> => ({ guest: status, userA: status, userB: status, admin: status });

const matrix: Record<string, Row> = {
  "GET /api/health": { build: () => ({ path: "/api/health" }), expected: all(200) },
  "GET /api/public-config": { build: () => ({ path: "/api/public-config" }), expected: all(200) },
  "POST /api/register": { build: () => ({ path: "/api/register", body: newUserBody("matrix") }), expected: all(201) },
  "POST /api/login": {
    build: (actors) => ({ path: "/api/login", body: { email: actors.userA.email, password: actors.userA.password } }),
    expected: all(200),
  },
  "POST /api/logout": { build: () => ({ path: "/api/logout" }), expected: all(200) },
  "GET /api/user": {
    build: () => ({ path: "/api/user" }),
    expected: { guest: 401, userA: 200, userB: 200, admin: 401 },
  },
  "PUT /api/user/:id": {
    build: (actors) => ({ path: `/api/user/${actors.userA.id}`, body: { firstName: "Lina" } }),
    expected: { guest: 401, userA: 200, userB: 403, admin: 401 },
  },
  "GET /api/verify-email": {
    build: async (actors) => ({
      path: `/api/verify-email?token=${await freshVerificationToken(actors.ctx, actors.userA)}`,
    }),
    expected: all(200),
  },
  "POST /api/resend-verification": {
    build: (actors) => ({ path: "/api/resend-verification", body: { email: actors.userA.email } }),
    expected: all(200),
  },
  "POST /api/analyze": {
    build: () => ({ path: "/api/analyze", file: image }),
    expected: { guest: 401, userA: 201, userB: 201, admin: 401 },
  },
  "POST /api/test-quicktime": {
    build: () => ({ path: "/api/test-quicktime", file: image }),
    expected: { guest: 401, userA: 201, userB: 201, admin: 401 },
  },
  "GET /api/analysis-progress/:requestId": {
    // User A ran an analysis under this requestId; the stream replays its final stage and ends.
    build: async (actors) => {
      const requestId = `req-${actors.userA.id}-progress`;
      if (!progressRun.has(actors)) {
        progressRun.add(actors);
        await actors
          .as("userA", "POST", "/api/analyze")
          .field("requestId", requestId)
          .attach("file", image)
          .expect(201);
      }
      return { path: `/api/analysis-progress/${requestId}` };
    },
    expected: { guest: 401, userA: 200, userB: 403, admin: 401 },
  },
  "GET /api/analyses/:userId": {
    build: (actors) => ({ path: `/api/analyses/${actors.userA.id}` }),
    expected: { guest: 401, userA: 200, userB: 403, admin: 401 },
  },
  "GET /api/analysis/:id": {
    build: async (actors) => ({ path: `/api/analysis/${await analysisOf(actors)}` }),
    expected: { guest: 401, userA: 200, userB: 403, admin: 401 },
  },
  "DELETE /api/analysis/:id": {
    // A fresh row of user A for every actor: A's own delete must not hide the answer B would get.
    build: async (actors) => ({ path: `/api/analysis/${await storedAnalysis(actors)}` }),
    expected: { guest: 401, userA: 200, userB: 403, admin: 401 },
  },
  "POST /api/contact": {
    build: () => ({
      path: "/api/contact",
      body: { name: "Omar", email: "omar@example.com", subject: "Hello", message: "A question about plans" },
    }),
    expected: all(201),
  },
};

const progressRun = new WeakSet<Actors>();

/** A stored analysis row of user A, copied from a real one, without spending another upload. */
async function storedAnalysis(actors: Actors): Promise<number> {
  const source = await analysisOf(actors);
  const [row] = await actors.ctx.database.db.select().from(analyses).where(eq(analyses.id, source));
  const { id: _id, createdAt: _createdAt, ...copy } = row!;
  const [inserted] = await actors.ctx.database.db.insert(analyses).values(copy).returning({ id: analyses.id });
  return inserted!.id;
}

/** A stored analysis of user A (written by the real upload route; A's trial is spent on it). */
async function analysisOf(actors: Actors): Promise<number> {
  const [row] = await actors.ctx.database.db
    .select({ id: analyses.id })
    .from(analyses)
    .where(eq(analyses.userId, actors.userA.id));
  if (row) return row.id;
  const res = await actors.as("userA", "POST", "/api/analyze").attach("file", image).expect(201);
  return res.body.analysis.id as number;
}

let ctx: TestContext;
let media: Awaited<ReturnType<typeof makeMediaDir>>;
let image: string;
let routes: Array<{ method: string; path: string }>;
beforeAll(async () => {
  ctx = await createTestContext();
  routes = listRoutes(ctx.api);
  media = await makeMediaDir();
  image = await makeImage(path.join(media.dir, "matrix.png"), "360x640");
});
afterAll(async () => {
  await ctx?.close();
  media?.cleanup();
});

describe("authorization matrix", () => {
  it("when the router has a route, then the matrix has a row for it (and no row for a route that is gone)", () => {
    const fromRouter = routes.map((r) => `${r.method} ${r.path}`).sort();
    expect(fromRouter.length).toBeGreaterThan(5);
    expect(Object.keys(matrix).sort()).toEqual(fromRouter);
  });

  for (const [route, row] of Object.entries(matrix)) {
    const [method] = route.split(" ") as [string, string];
    it(`when each actor calls ${route}, then the status is ${JSON.stringify(row.expected)}`, async () => {
      const actual: Record<string, number> = {};
      // Each actor calls once, so one set of actors per row is enough (user A's logout cannot affect B).
      const actors = await createActors(ctx);
      for (const actor of ACTORS) {
        const built = await row.build(actors, actor);
        const request = actors.as(actor, method, built.path);
        const res = built.file
          ? await request.attach("file", built.file)
          : built.body === undefined
            ? await request
            : await request.send(built.body as object);
        actual[actor] = res.status;
        if (res.status >= 400)
          expect(res.body, `${actor} ${route}`).toMatchObject({
            message: expect.any(String),
            code: expect.any(String),
          });
      }
      expect(actual).toEqual(row.expected);
    });
  }
});
