import { Router } from "express";

// robots.txt and sitemap.xml. The server writes them rather than the build, because both name the site's public
// address, APP_URL, which is known only where the app runs.

/** The pages anyone may read and crawlers should list; the client's routes are in client/src/config/paths.ts. */
export const PUBLIC_PAGES = ["/", "/contact", "/privacy", "/how-we-score", "/developers"] as const;

/** The public pages that also have an Arabic address, prerendered in Arabic (/ar, /ar/contact, /ar/privacy). */
export const ARABIC_PAGES: Partial<Record<(typeof PUBLIC_PAGES)[number], string>> = {
  "/": "/ar",
  "/contact": "/ar/contact",
  "/privacy": "/ar/privacy",
};

/** Pages behind sign-in, one-time links and the API: nothing there for a search engine. */
export const PRIVATE_PREFIXES = [
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
  "/reactivate", // and /reactivate-subscription: a rule matches every path that starts with it
  "/reset-password",
  "/verify-email",
] as const;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[char]!);

export function robotsTxt(appUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    "",
    `Sitemap: ${appUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

/**
 * Every public page, and each Arabic address beside its English one. A page with two languages lists both as
 * alternates (hreflang), on both entries, as search engines ask.
 */
export function sitemapXml(appUrl: string): string {
  const loc = (page: string) => escapeXml(`${appUrl}${page}`);
  const urls = PUBLIC_PAGES.flatMap((page) => {
    const arabic = ARABIC_PAGES[page];
    if (!arabic) return [`  <url><loc>${loc(page)}</loc></url>`];
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="en" href="${loc(page)}"/>`,
      `<xhtml:link rel="alternate" hreflang="ar" href="${loc(arabic)}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${loc(page)}"/>`,
    ].join("");
    return [page, arabic].map((address) => `  <url><loc>${loc(address)}</loc>${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function createSeoRouter(deps: { appUrl: string }) {
  const router = Router();
  // Built once: APP_URL does not change while the process runs.
  const robots = robotsTxt(deps.appUrl);
  const sitemap = sitemapXml(deps.appUrl);
  router.get("/robots.txt", (_req, res) => {
    res.setHeader("Cache-Control", "no-cache");
    res.type("text/plain").send(robots);
  });
  router.get("/sitemap.xml", (_req, res) => {
    res.setHeader("Cache-Control", "no-cache");
    res.type("application/xml").send(sitemap);
  });
  return router;
}
