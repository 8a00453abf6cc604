import express from "express";
import helmet, { type HelmetOptions } from "helmet";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers";

// The one-step security headers must be exactly what helmet's own middleware chain sets, for the options the app
// uses (app.ts) and for helmet's defaults.
const appOptions: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      "default-src": ["'self'"],
      "script-src": ["'self'", "https://js.stripe.com"],
      "upgrade-insecure-requests": null,
    },
  },
  strictTransportSecurity: false,
};

async function headersFrom(middleware: express.RequestHandler) {
  const app = express();
  app.disable("x-powered-by");
  app.use(middleware);
  app.get("/api/user", (_req, res) => res.json({ user: null }));
  const res = await request(app).get("/api/user");
  const { date: _date, etag: _etag, ...headers } = res.headers;
  return headers;
}

describe("securityHeaders", () => {
  for (const [name, options] of [
    ["the app's options", appOptions],
    ["helmet's defaults", {}],
    ["no CSP, with HSTS", { contentSecurityPolicy: false, strictTransportSecurity: true }],
  ] as const) {
    it(`when given ${name}, then a response carries the same headers as with helmet itself`, async () => {
      const expected = await headersFrom(helmet(options));
      expect(Object.keys(expected)).toContain("x-content-type-options");
      expect(await headersFrom(securityHeaders(options))).toEqual(expected);
    });
  }
});
