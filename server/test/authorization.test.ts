import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listRoutes } from "../src/http/routes";
import { createTestContext, newUserBody, type TestContext } from "./app";
import { type Actor, type Actors, ACTORS, createActors, freshVerificationToken } from "./actors";

// The authorization matrix (issue #2): every API route against guest, user A, user B and an admin, with
// the expected status. The route list comes from the Express router itself, so a new route that is not
// in this table fails the first test. Actors are created afresh for every row (a logout ends a session).

type Row = {
  /** The request for one actor: the concrete path and the body. */
  build(actors: Actors, actor: Actor): Promise<{ path: string; body?: unknown }> | { path: string; body?: unknown };
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
  "POST /api/contact": {
    build: () => ({
      path: "/api/contact",
      body: { name: "Omar", email: "omar@example.com", subject: "Hello", message: "A question about plans" },
    }),
    expected: all(201),
  },
};

let ctx: TestContext;
let routes: Array<{ method: string; path: string }>;
beforeAll(async () => {
  ctx = await createTestContext();
  routes = listRoutes(ctx.api);
});
afterAll(async () => {
  await ctx?.close();
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
        const { path, body } = await row.build(actors, actor);
        const request = actors.as(actor, method, path);
        const res = body === undefined ? await request : await request.send(body as object);
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
