import fs from "node:fs";
import path from "node:path";
import express, { type RequestHandler } from "express";

/** Production: the built SPA, hashed assets cached for a year, every other GET answered with index.html. */
export function staticClientHandlers(distDir: string): RequestHandler[] {
  const indexHtml = path.join(distDir, "index.html");
  if (!fs.existsSync(indexHtml)) {
    throw new Error(`No client build at ${distDir}. Run "npm run build" (npm start does it for you).`);
  }
  return [
    express.static(distDir, {
      index: false,
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`))
          res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
    (req, res, next) => {
      if (req.method !== "GET" && req.method !== "HEAD") return next();
      res.setHeader("Cache-Control", "no-cache");
      res.sendFile(indexHtml);
    },
  ];
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
