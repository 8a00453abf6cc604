import type { Actor, Actors } from "./actors";
import { setPro } from "./public-api-helpers";

// Rows of the authorization matrix for the public API (spread into authorization.test.ts). The profile's key routes
// take the session cookie: only a Pro creator makes a key, and only its owner revokes it. Every /api/v1 route but the
// OpenAPI document refuses the four actors, since none of them brings an API key: a creator's cookie and an admin's
// token are not keys. What a key may do is the key matrix's subject (public-api-authorization.test.ts).

type Built = { path: string; body?: unknown; file?: string };
type Row = { build(actors: Actors, actor: Actor): Promise<Built> | Built; expected: Record<Actor, number> };

const noKey: Record<Actor, number> = { guest: 401, userA: 401, userB: 401, admin: 401 };
const UNKNOWN_JOB = "00000000-0000-4000-8000-000000000000";

const keys = new WeakMap<Actors, Promise<string>>();
/** User A, made Pro, with a key made through the profile's route (its id). */
function keyOfA(actors: Actors): Promise<string> {
  let made = keys.get(actors);
  if (!made) {
    made = (async () => {
      await setPro(actors.ctx, actors.userA.id, true);
      const res = await actors.as("userA", "POST", "/api/api-keys").send({ name: "Matrix" }).expect(201);
      return res.body.apiKey.id as string;
    })();
    keys.set(actors, made);
  }
  return made;
}

export const publicApiUserMatrix: Record<string, Row> = {
  // User A is made Pro first; user B stays free (403, a clear message naming Pro).
  "POST /api/api-keys": {
    build: async (actors) => {
      await setPro(actors.ctx, actors.userA.id, true);
      return { path: "/api/api-keys", body: { name: "Matrix" } };
    },
    expected: { guest: 401, userA: 201, userB: 403, admin: 401 },
  },
  "GET /api/api-keys": {
    build: () => ({ path: "/api/api-keys" }),
    expected: { guest: 401, userA: 200, userB: 200, admin: 401 },
  },
  "DELETE /api/api-keys/:id": {
    build: async (actors) => ({ path: `/api/api-keys/${await keyOfA(actors)}` }),
    expected: { guest: 401, userA: 200, userB: 404, admin: 401 },
  },
  "GET /api/v1/openapi.json": {
    build: () => ({ path: "/api/v1/openapi.json" }),
    expected: { guest: 200, userA: 200, userB: 200, admin: 200 },
  },
  "POST /api/v1/analyses": { build: () => ({ path: "/api/v1/analyses" }), expected: noKey },
  "GET /api/v1/analyses": { build: () => ({ path: "/api/v1/analyses" }), expected: noKey },
  "GET /api/v1/analyses/:id": { build: () => ({ path: `/api/v1/analyses/${UNKNOWN_JOB}` }), expected: noKey },
  "POST /api/v1/captions/score": {
    build: () => ({ path: "/api/v1/captions/score", body: { caption: "Matrix", hashtags: "" } }),
    expected: noKey,
  },
  "GET /api/v1/usage": { build: () => ({ path: "/api/v1/usage" }), expected: noKey },
};
