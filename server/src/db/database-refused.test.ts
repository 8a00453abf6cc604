import { Writable } from "node:stream";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { createLogger } from "../logger";
import { createLogMailer } from "../mail/mailer";
import { startRefusingPostgres } from "../../test/fake-postgres";
import { type Database, openPostgres } from "./client";

// PostgreSQL answers, but refuses us: the password was rotated without updating DATABASE_URL (28P01), or the
// database is gone (3D000). Neither is the request's fault nor a bug in a route: each request is answered 503
// with Retry-After, and /api/health says "unreachable" without showing the driver's text, which goes to the log.

const CASES = [
  { code: "28P01", message: 'password authentication failed for user "viralscore"' },
  { code: "3D000", message: 'database "viralscore" does not exist' },
];

for (const refusal of CASES) {
  describe(`the API while PostgreSQL refuses us with ${refusal.code}`, () => {
    let server: Awaited<ReturnType<typeof startRefusingPostgres>>;
    let database: Database;
    let app: ReturnType<typeof createApp>;
    let logged = "";

    beforeAll(async () => {
      server = await startRefusingPostgres(refusal.code, refusal.message);
      database = openPostgres(server.url);
      const out = new Writable({
        write(chunk: Buffer, _encoding, done) {
          logged += chunk.toString("utf8");
          done();
        },
      });
      const logger = createLogger("warn", out);
      const config = loadConfig({ NODE_ENV: "test", APP_URL: "http://localhost:5000", LOG_LEVEL: "warn" });
      app = createApp({ config, db: database.db, mailer: createLogMailer(logger), logger });
    });
    afterAll(async () => {
      await app?.services.engine.close?.();
      await database?.close();
      await server?.close();
    });

    it("when a signed-in user asks who they are, then 503 DATABASE_UNAVAILABLE with Retry-After, not a 500", async () => {
      const res = await supertest(app.app).get("/api/user").set("Cookie", "sid=some-session-token");
      expect(res.status, JSON.stringify(res.body)).toBe(503);
      expect(res.headers["retry-after"]).toBe("5");
      expect(res.body.code).toBe("DATABASE_UNAVAILABLE");
    });

    it("when someone signs in, then the same 503", async () => {
      const res = await supertest(app.app)
        .post("/api/login")
        .send({ email: "someone@example.com", password: "correct horse battery" });
      expect(res.status, JSON.stringify(res.body)).toBe(503);
      expect(res.body.code).toBe("DATABASE_UNAVAILABLE");
    });

    it("when the health check runs, then it says unreachable without the driver's text, and the log has the detail", async () => {
      logged = "";
      const res = await supertest(app.app).get("/api/health").expect(503);
      expect(res.headers["retry-after"]).toBe("5");
      expect(res.body).toMatchObject({ status: "unavailable", database: "unreachable" });
      expect(res.body.message).toBe("The database is unreachable. Please try again in a few seconds.");
      expect(JSON.stringify(res.body)).not.toContain(refusal.code);
      await expect.poll(() => logged).toContain(refusal.message.replace(/"/g, '\\"'));
    });
  });
}
