import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
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

/** express-static-gzip over `dir`: brotli, else gzip, else the file, with the given Cache-Control. */
function precompressedFiles(dir: string, cacheControl: (file: string) => string): RequestHandler {
  // express-static-gzip lists the .br and .gz files once, at start: a build made while the server runs needs a
  // restart anyway (index.html would name assets the server has not seen).
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ["br", "gzip"],
    index: false,
    serveStatic: { index: false, setHeaders: (res, file) => res.setHeader("Cache-Control", cacheControl(file)) },
  }) as RequestHandler;
}

/** The pages the build prerendered (scripts/prerender-pages.ts): "/privacy" → "privacy.html", "/" → "index.html". */
function prerenderedPages(pagesDir: string | undefined): Map<string, string> {
  const pages = new Map<string, string>();
  if (!pagesDir || !fs.existsSync(pagesDir)) return pages;
  for (const file of fs.readdirSync(pagesDir)) {
    if (!file.endsWith(".html")) continue;
    const name = file.slice(0, -".html".length);
    pages.set(name === "index" ? "/" : `/${name}`, `/${file}`);
  }
  return pages;
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
  const servePage = pagesDir && pages.size > 0 ? precompressedFiles(pagesDir, () => REVALIDATE) : undefined;

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
      req.url = page;
      servePage(req, res, next);
      return;
    }
    req.url = "/index.html";
    serve(req, res, next);
  };
  return [serve, spaFallback];
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
