import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/app";

// robots.txt and sitemap.xml name the site's public address: both are built from APP_URL.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { APP_URL: "https://viral.example/", PAYMENTS_MODE: "test" } });
});
afterAll(async () => {
  await ctx?.close();
});

describe("GET /robots.txt", () => {
  it("when a crawler asks, then the public pages are allowed, the app and the API are not, and the sitemap is named from APP_URL", async () => {
    const res = await ctx.request().get("/robots.txt").expect(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const lines = res.text.split("\n");
    expect(lines).toContain("User-agent: *");
    for (const prefix of [
      "/admin",
      "/api",
      "/dashboard",
      "/profile",
      "/analyses",
      "/analytics",
      "/plan",
      "/compare",
      "/checkout",
      "/subscribe",
      "/reactivate",
      "/reset-password",
      "/verify-email",
    ]) {
      expect(lines).toContain(`Disallow: ${prefix}`);
    }
    // A rule matches every path it starts: none may match a public page.
    const disallowed = lines.filter((l) => l.startsWith("Disallow: ")).map((l) => l.slice("Disallow: ".length));
    for (const page of ["/", "/contact", "/privacy", "/how-we-score", "/developers"])
      expect(disallowed.filter((rule) => page.startsWith(rule))).toEqual([]);
    expect(lines).toContain("Sitemap: https://viral.example/sitemap.xml");
  });
});

describe("GET /sitemap.xml", () => {
  it("when a crawler asks, then it lists the public pages at APP_URL, in English and Arabic, and nothing else", async () => {
    const res = await ctx.request().get("/sitemap.xml").expect(200);
    expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(res.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(res.text).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    const locs = [...res.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      "https://viral.example/",
      "https://viral.example/ar",
      "https://viral.example/contact",
      "https://viral.example/ar/contact",
      "https://viral.example/privacy",
      "https://viral.example/ar/privacy",
      "https://viral.example/how-we-score",
      "https://viral.example/developers",
    ]);
  });

  it("when a page has an Arabic address, then both entries name both languages as alternates", async () => {
    const res = await ctx.request().get("/sitemap.xml").expect(200);
    const privacy = res.text.split("\n").filter((line) => /<loc>[^<]*\/privacy<\/loc>/.test(line));
    expect(privacy).toHaveLength(2);
    for (const entry of privacy) {
      expect(entry).toContain('hreflang="en" href="https://viral.example/privacy"');
      expect(entry).toContain('hreflang="ar" href="https://viral.example/ar/privacy"');
      expect(entry).toContain('hreflang="x-default" href="https://viral.example/privacy"');
    }
  });
});
