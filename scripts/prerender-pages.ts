// A Vite build step (vite.config.ts): once the client is built, renders the public pages to HTML as a guest sees them
// (client/src/prerender/render-page.tsx, built for Node into dist/prerender) and writes each as a copy of
// dist/client/index.html with the markup inside #root, to dist/pages/<name>.html with its brotli and gzip copies. The
// server answers those paths with them (server/src/http/client.ts), so a phone paints the landing page from the HTML
// and its stylesheet, before the JavaScript has arrived (docs/decisions/010-lean-first-page.md).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";
import { build, type Plugin, type ResolvedConfig } from "vite";

/** Path → file under dist/pages. Only pages whose guest view needs no API answer to be right. */
export const PRERENDERED_PAGES: Record<string, string> = {
  "/": "index.html",
  "/privacy": "privacy.html",
  "/contact": "contact.html",
};

const ROOT_ELEMENT = '<div id="root"></div>';

type RenderPage = (pathname: string) => Promise<string>;

export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "viralscore:prerender-pages",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const clientDir = path.resolve(config.root, config.build.outDir);
      const serverDir = path.join(clientDir, "..", "prerender");
      const pagesDir = path.join(clientDir, "..", "pages");
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: "warn",
        // Bundled whole, so the render runs from any folder, with the same (production) builds of the libraries
        // as the browser's bundle.
        ssr: { noExternal: true },
        build: {
          ssr: path.join(config.root, "src/prerender/render-page.tsx"),
          outDir: serverDir,
          emptyOutDir: true,
          copyPublicDir: false,
          rollupOptions: { output: { entryFileNames: "render-page.mjs" } },
        },
      });
      const module = (await import(pathToFileURL(path.join(serverDir, "render-page.mjs")).href)) as {
        renderPage: RenderPage;
      };
      const template = fs.readFileSync(path.join(clientDir, "index.html"), "utf8");
      if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no empty ${ROOT_ELEMENT} to fill`);
      fs.rmSync(pagesDir, { recursive: true, force: true });
      fs.mkdirSync(pagesDir, { recursive: true });
      for (const [pathname, file] of Object.entries(PRERENDERED_PAGES)) {
        const markup = await module.renderPage(pathname);
        const html = template.replace(ROOT_ELEMENT, `<div id="root">${markup}</div>`);
        writeWithCompressedCopies(path.join(pagesDir, file), html);
      }
      config.logger.info(`prerendered ${Object.keys(PRERENDERED_PAGES).join(", ")} into ${pagesDir}`);
    },
  };
}

function writeWithCompressedCopies(file: string, text: string) {
  fs.writeFileSync(file, text);
  const brotli = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } };
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text, brotli));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text, { level: zlib.constants.Z_BEST_COMPRESSION }));
}
