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

async function headersFrom(middleware: express.RequestHandler, url = "/api/user") {
  const app = express();
  app.disable("x-powered-by");
  app.use(middleware);
  app.get("/api/user", (_req, res) => res.json({ user: null }));
  app.get("/assets/core-abc123.js", (_req, res) => res.type("text/javascript").send("export {};"));
  const res = await request(app).get(url);
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

  it("when a hashed asset is fetched, then it carries the headers that govern a subresource and none of a document's", async () => {
    const options: HelmetOptions = { ...appOptions, strictTransportSecurity: true };
    const page = await headersFrom(securityHeaders(options));
    const asset = await headersFrom(securityHeaders(options), "/assets/core-abc123.js");
    expect(page["content-security-policy"]).toContain("script-src");
    for (const name of ["x-content-type-options", "cross-origin-resource-policy", "referrer-policy"]) {
      expect(asset[name], name).toBe(page[name]);
    }
    expect(asset["strict-transport-security"]).toBe(page["strict-transport-security"]);
    for (const name of [
      "content-security-policy",
      "x-frame-options",
      "cross-origin-opener-policy",
      "origin-agent-cluster",
    ]) {
      expect(asset[name], name).toBeUndefined();
    }
  });
});
