import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";

// Vite names every file under assets/ by its content hash, so a browser may keep one for a year without asking
// again; everything else (index.html, the public/ files) keeps its name across releases and is revalidated.
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

/**
 * A path whose last segment ends in an extension with a letter ("/favicon.png", "/x.js.map", "/.env") names
 * a file, never a page of the SPA: when no such file exists it is a 404, not index.html with 200 (issue #10:
 * "/robots.txt is not valid"). "/analyses/1.5" still reaches the SPA, which shows its own not-found page.
 */
const FILE_PATH = /\/[^/]*\.[a-z][a-z0-9]*$/i;

/**
 * Production: the built SPA. The precompressed copies that the build writes beside each text file
 * (vite.config.ts) are sent as brotli, else gzip, with the original's Content-Type and `Vary: Accept-Encoding`;
 * hashed assets are cached for a year, and every other GET of a page is answered with index.html.
 */
export function staticClientHandlers(distDir: string): RequestHandler[] {
  if (!fs.existsSync(path.join(distDir, "index.html"))) {
    throw new Error(`No client build at ${distDir}. Run "npm run build" (npm start does it for you).`);
  }
  const assetsDir = `${path.join(distDir, "assets")}${path.sep}`;
  // express-static-gzip lists the .br and .gz files once, at start: a build made while the server runs needs a
  // restart anyway (index.html would name assets the server has not seen).
  const serve = expressStaticGzip(distDir, {
    enableBrotli: true,
    orderPreference: ["br", "gzip"],
    index: false,
    serveStatic: {
      index: false,
      setHeaders: (res, file) => res.setHeader("Cache-Control", file.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE),
    },
  }) as RequestHandler;

  const spaFallback: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (req.path.startsWith("/assets/") || FILE_PATH.test(req.path)) {
      res.status(404).setHeader("Cache-Control", REVALIDATE);
      res.type("text/plain").send("Not found");
      return;
    }
    // Through the same middleware, so index.html is compressed and revalidated like the other files.
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
