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
import { addressIn, localizeHead, type PageLanguage, readHeadTexts } from "./prerender-head.ts";

/**
 * English path → file under dist/pages. Only pages whose guest view needs no API answer to be right. Each is also
 * written in Arabic, under dist/pages/ar/ (the address /ar, /ar/privacy, /ar/contact).
 */
export const PRERENDERED_PAGES: Record<string, string> = {
  "/": "index.html",
  "/privacy": "privacy.html",
  "/contact": "contact.html",
};
const LANGUAGES: PageLanguage[] = ["en", "ar"];

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
      fs.mkdirSync(path.join(pagesDir, "ar"), { recursive: true });
      const localesDir = path.join(config.root, "src/locales");
      // The Arabic font's core files (regular and bold, scripts/arabic-font-subset.ts): fetched with the page, so
      // that they are in before the text is laid out (font-display: optional does not swap a late font in).
      const fontFiles = fs
        .readdirSync(path.join(clientDir, "assets"))
        .filter((file) => /^ibm-plex-sans-arabic-core-(400|700)-.*\.woff2$/.test(file))
        .map((file) => `/assets/${file}`);
      if (fontFiles.length !== 2)
        throw new Error(`expected the Arabic font's two core files, found ${fontFiles.length}`);
      for (const language of LANGUAGES) {
        const texts = readHeadTexts(localesDir, language);
        for (const [englishPath, file] of Object.entries(PRERENDERED_PAGES)) {
          const markup = await module.renderPage(addressIn(language, englishPath));
          const head = localizeHead(template, { language, englishPath, texts, fontFiles });
          const html = inlineStylesheet(head, clientDir).replace(ROOT_ELEMENT, `<div id="root">${markup}</div>`);
          writeWithCompressedCopies(path.join(pagesDir, language === "ar" ? "ar" : "", file), html);
        }
      }
      config.logger.info(
        `prerendered ${Object.keys(PRERENDERED_PAGES).join(", ")} in English and Arabic into ${pagesDir}`,
      );
    },
  };
}

function writeWithCompressedCopies(file: string, text: string) {
  fs.writeFileSync(file, text);
  const brotli = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } };
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text, brotli));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text, { level: zlib.constants.Z_BEST_COMPRESSION }));
}

/**
 * The stylesheet, in the page instead of linked from it (about 12 KB compressed): a linked stylesheet blocks the
 * first paint until a second request comes back, which on a phone's network was the longest part of the time to
 * first paint. The app's other pages (index.html) keep the link, which the browser caches.
 */
function inlineStylesheet(html: string, clientDir: string): string {
  const link = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/.exec(html);
  const file = link?.[1];
  if (!link || !file) throw new Error("index.html links no stylesheet to inline");
  const css = fs.readFileSync(path.join(clientDir, file), "utf8");
  return html.replace(link[0], () => `<style>${css}</style>`);
}
