import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSessions } from "../src/db/schema";
import { listRoutes } from "../src/http/routes";
import { hashToken, newToken } from "../src/lib/tokens";
import { ADMIN_IDLE_MS } from "../src/modules/admin/admin-auth.service";
import { createTestContext, type TestContext } from "./app";
import { type Actors, createActors } from "./actors";

// Every /api/admin route but login, against every way of holding no valid admin right: no token, a malformed or unknown
// token, an expired token, a token left idle past the timeout, a revoked (logged-out) token, and a user's session
// cookie. Each gets 401 before the route reads its input. The admin's own token passes the guard (the exact answer per
// route is in authorization.test.ts). The route list comes from the router, so a new admin route is covered without
// being listed here.

type Credential = { name: string; apply(test: supertest.Test): supertest.Test };

let ctx: TestContext;
let actors: Actors;
let credentials: Credential[];

async function insertSession(adminId: number, options: { expiresInMs: number; idleForMs: number }): Promise<string> {
  const token = newToken();
  const now = ctx.clock.now();
  await ctx.database.db.insert(adminSessions).values({
    id: hashToken(token),
    adminUserId: adminId,
    createdAt: new Date(now.getTime() - options.idleForMs),
    lastUsedAt: new Date(now.getTime() - options.idleForMs),
    expiresAt: new Date(now.getTime() + options.expiresInMs),
  });
  return token;
}

const bearer = (token: string) => (test: supertest.Test) => test.set("Authorization", `Bearer ${token}`);

beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx);
  const expired = await insertSession(actors.admin.id, { expiresInMs: -1000, idleForMs: 0 });
  const idle = await insertSession(actors.admin.id, { expiresInMs: 3600_000, idleForMs: ADMIN_IDLE_MS + 60_000 });
  const login = await supertest(ctx.app)
    .post("/api/admin/login")
    .send({ username: actors.admin.username, password: actors.admin.password })
    .expect(200);
  const revoked: string = login.body.token;
  await supertest(ctx.app).post("/api/admin/logout").set("Authorization", `Bearer ${revoked}`).expect(200);
  credentials = [
    { name: "no token", apply: (test) => test },
    { name: "a malformed token", apply: (test) => test.set("Authorization", "Bearer not a token") },
    { name: "an unknown token", apply: bearer(newToken()) },
    { name: "an expired token", apply: bearer(expired) },
    { name: "an idle token", apply: bearer(idle) },
    { name: "a revoked token", apply: bearer(revoked) },
    { name: "a user's session cookie", apply: (test) => test.set("Cookie", actors.userA.cookie) },
    { name: "a token sent as a cookie", apply: (test) => test.set("Cookie", `adminToken=${actors.adminToken}`) },
  ];
});

afterAll(async () => {
  await ctx?.close();
});

/** Every admin route but login; logout last, since it ends the admin's token. */
function adminRoutes() {
  return listRoutes(ctx.api)
    .filter((route) => route.path.startsWith("/api/admin/") && route.path !== "/api/admin/login")
    .sort((a, b) => Number(a.path === "/api/admin/logout") - Number(b.path === "/api/admin/logout"));
}

/** A concrete path: ids of records that do not exist, and a real export kind. */
function concrete(path: string): string {
  return path.replace(":kind", "users").replace(/:[a-zA-Z]+/g, "999999");
}

function send(method: string, path: string): supertest.Test {
  const agent = supertest(ctx.app) as unknown as Record<string, (p: string) => supertest.Test>;
  return agent[method.toLowerCase()]!(path);
}

describe("admin routes without a valid admin token", () => {
  it("when the router is read, then there are admin routes to check", () => {
    expect(adminRoutes().length).toBeGreaterThanOrEqual(26);
  });

  it("when any admin route is called with no valid admin right, then it answers 401 and changes nothing", async () => {
    const failures: string[] = [];
    for (const route of adminRoutes()) {
      for (const credential of credentials) {
        const res = await credential.apply(send(route.method, concrete(route.path))).send({});
        if (res.status !== 401 || res.body.code !== "UNAUTHENTICATED") {
          failures.push(`${route.method} ${route.path} with ${credential.name}: ${res.status} ${res.body.code}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("when an admin route is called with the admin's token, then the guard lets it through", async () => {
    const refused: string[] = [];
    for (const route of adminRoutes()) {
      const res = await send(route.method, concrete(route.path))
        .set("Authorization", `Bearer ${actors.adminToken}`)
        .send({});
      if (res.status === 401 || res.status === 403) refused.push(`${route.method} ${route.path}: ${res.status}`);
    }
    expect(refused).toEqual([]);
  });
});
