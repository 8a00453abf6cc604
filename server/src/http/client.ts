import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Request, RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";

// Vite names every file under assets/ by its content hash, so a browser may keep one for a year without asking
// again; everything else (index.html, the public/ files) keeps its name across releases and is revalidated.
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

/**
 * A path whose last segment ends in an extension with a letter ("/favicon.png", "/x.js.map", "/.env") names a file,
 * never a page of the SPA: when no such file exists it is a 404, not index.html with 200 (a crawler read that HTML as
 * an invalid /robots.txt). "/analyses/1.5" still reaches the SPA, which shows its own not-found page.
 */
const FILE_PATH = /\/[^/]*\.[a-z][a-z0-9]*$/i;

/**
 * express-static-gzip over `dir`: brotli, else gzip, else the file, with the given Cache-Control, and `Vary` naming
 * what else than the encoding a file depends on.
 */
function precompressedFiles(
  dir: string,
  cacheControl: (file: string) => string,
  varies: (file: string) => string[] = () => [],
): RequestHandler {
  // express-static-gzip lists the .br and .gz files once, at start: a build made while the server runs needs a
  // restart anyway (index.html would name assets the server has not seen).
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ["br", "gzip"],
    index: false,
    serveStatic: {
      index: false,
      setHeaders: (res, file) => {
        res.setHeader("Cache-Control", cacheControl(file));
        const also = varies(file);
        if (also.length > 0) res.setHeader("Vary", ["Accept-Encoding", ...also].join(", "));
      },
    },
  }) as RequestHandler;
}

/**
 * The pages the build prerendered (scripts/prerender-pages.ts), by address: "index.html" → "/", "privacy.html" →
 * "/privacy", and their Arabic copies "ar/index.html" → "/ar", "ar/privacy.html" → "/ar/privacy".
 */
function prerenderedPages(pagesDir: string | undefined): Map<string, string> {
  const pages = new Map<string, string>();
  if (!pagesDir || !fs.existsSync(pagesDir)) return pages;
  for (const file of fs.readdirSync(pagesDir, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".html")) continue;
    const name = file.split(path.sep).join("/").slice(0, -".html".length);
    const address =
      name === "index" ? "/" : name.endsWith("/index") ? `/${name.slice(0, -"/index".length)}` : `/${name}`;
    pages.set(address, `/${file.split(path.sep).join("/")}`);
  }
  return pages;
}

/**
 * The Arabic address of an English public page when the visitor reads Arabic: they chose it (the "lang" cookie the
 * interface writes), or, on a first visit with no choice yet, their browser prefers Arabic to English.
 */
export function arabicAddressFor(req: Request, pages: Map<string, string>): string | null {
  if (req.path.startsWith("/ar")) return null;
  const arabic = req.path === "/" ? "/ar" : `/ar${req.path}`;
  if (!pages.has(arabic)) return null;
  const chosen = /(?:^|;\s*)lang=(en|ar)(?:;|$)/.exec(req.headers.cookie ?? "")?.[1];
  const reads = chosen ?? (req.headers["accept-language"] ? req.acceptsLanguages("en", "ar") : "en");
  if (reads !== "ar") return null;
  const query = req.originalUrl.slice(req.path.length);
  return `${arabic}${query}`;
}

/**
 * Production: the built SPA. The precompressed copies that the build writes beside each text file
 * (vite.config.ts) are sent as brotli, else gzip, with the original's Content-Type and `Vary: Accept-Encoding`;
 * hashed assets are cached for a year. A page the build prerendered (in `pagesDir`) is answered with its HTML;
 * every other GET of a page with index.html, whose empty #root the browser fills.
 */
export function staticClientHandlers(distDir: string, pagesDir?: string): RequestHandler[] {
  if (!fs.existsSync(path.join(distDir, "index.html"))) {
    throw new Error(`No client build at ${distDir}. Run "npm run build" (npm start does it for you).`);
  }
  const assetsDir = `${path.join(distDir, "assets")}${path.sep}`;
  const serve = precompressedFiles(distDir, (file) => (file.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE));
  const pages = prerenderedPages(pagesDir);
  // An English public page is answered only to a visitor who does not read Arabic (arabicAddressFor), so a cache
  // keeps one copy per language choice.
  const arabicPages = `${path.join(pagesDir ?? "", "ar")}${path.sep}`;
  const servePage =
    pagesDir && pages.size > 0
      ? precompressedFiles(
          pagesDir,
          () => REVALIDATE,
          (file) => (file.startsWith(arabicPages) ? [] : ["Cookie", "Accept-Language"]),
        )
      : undefined;

  const spaFallback: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (req.path.startsWith("/assets/") || FILE_PATH.test(req.path)) {
      res.status(404).setHeader("Cache-Control", REVALIDATE);
      res.type("text/plain").send("Not found");
      return;
    }
    // Through the same middleware, so the page is compressed and revalidated like the other files.
    const page = pages.get(req.path);
    if (page && servePage) {
      const arabic = arabicAddressFor(req, pages);
      if (arabic) {
        res.setHeader("Cache-Control", REVALIDATE);
        res.redirect(302, arabic);
        return;
      }
      req.url = page;
      servePage(req, res, next);
      return;
    }
    req.url = "/index.html";
    serve(req, res, next);
  };
  return [serve, spaFallback];
}

const INLINE_SCRIPT = /<script(?: type="module")?>([\s\S]*?)<\/script>/g;

/**
 * The Content-Security-Policy sources ("'sha256-…'") that allow the inline scripts of the built pages (index.html's
 * keeper of taps made before the page is live) and nothing else inline. Read from the build itself, so an edit of
 * the script never needs a hash copied by hand.
 */
export function inlineScriptSources(distDir: string, pagesDir?: string): string[] {
  const files = [path.join(distDir, "index.html")];
  if (pagesDir && fs.existsSync(pagesDir)) {
    for (const file of fs.readdirSync(pagesDir, { recursive: true, encoding: "utf8" })) {
      if (file.endsWith(".html")) files.push(path.join(pagesDir, file));
    }
  }
  const sources = new Set<string>();
  for (const file of files) {
    if (!fs.existsSync(file)) continue;
    for (const [, body] of fs.readFileSync(file, "utf8").matchAll(INLINE_SCRIPT)) {
      sources.add(`'sha256-${createHash("sha256").update(body!).digest("base64")}'`);
    }
  }
  return [...sources];
}

/** Development: Vite as middleware on the same port, with hot reload. */
export async function viteClientHandlers(
  rootDir: string,
): Promise<{ handlers: RequestHandler[]; close(): Promise<void> }> {
  const { createServer } = await import("vite");
  const vite = await createServer({
    configFile: path.join(rootDir, "vite.config.ts"),
    server: { middlewareMode: true },
    appType: "spa",
  });
  return { handlers: [vite.middlewares as unknown as RequestHandler], close: () => vite.close() };
}
