import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv, type Plugin } from "vite";
import { compression } from "vite-plugin-compression2";
import { arabicFontSubset } from "./scripts/arabic-font-subset.ts";
import { paintFirst } from "./scripts/paint-first.ts";
import { prerenderPages } from "./scripts/prerender-pages.ts";

const rootDir = path.dirname(fileURLToPath(import.meta.url));

// react-router's package.json sends every bundler to its development build (ENABLE_DEV_WARNINGS on, and the warnings'
// code kept); its production build sits beside it under no export condition, so the production bundle aliases to it.
// Development keeps the warnings.
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve("react-router/package.json"));
const productionReactRouter = [
  { find: /^react-router$/, replacement: path.join(reactRouterDir, "dist/production/index.mjs") },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDir, "dist/production/dom-export.mjs") },
];

/**
 * Writes the site's public address into index.html's link-preview tags (%SITE_URL%): crawlers run no JavaScript
 * and want absolute addresses. It is APP_URL as the server reads it (server/src/config.ts, the same default), at
 * build time: `npm start` builds where the app runs; rebuild (`npm start -- --build`) after changing APP_URL.
 */
function siteUrlInHtml(mode: string): Plugin {
  const env = loadEnv(mode, rootDir, "");
  const siteUrl = (env.APP_URL || `http://localhost:${env.PORT || 5000}`).replace(/\/+$/, "");
  return { name: "viralscore:site-url", transformIndexHtml: (html) => html.replaceAll("%SITE_URL%", siteUrl) };
}

// The SPA lives in client/; the Express server serves dist/client in production
// and mounts Vite as middleware in development (one port for both).
export default defineConfig(({ command, mode }) => ({
  root: path.join(rootDir, "client"),
  envDir: rootDir,
  plugins: [
    // Before the stylesheet is read: it links the subset Arabic font files this writes (scripts/arabic-font-subset.ts).
    arabicFontSubset(rootDir),
    react(),
    tailwindcss(),
    siteUrlInHtml(mode),
    // The entry module starts after the prerendered markup's first paint (scripts/paint-first.ts).
    paintFirst(),
    // Brotli and gzip copies of every text file above 1 KB, made once at build time at the highest levels
    // (too slow per request); the server sends the best one the browser accepts (server/src/http/client.ts).
    {
      ...compression({
        include: /\.(js|mjs|css|html|svg|json|webmanifest|xml|txt)$/,
        threshold: 1024,
        algorithms: ["brotliCompress", "gzip"],
      }),
      apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    },
    // The landing, privacy and contact pages as HTML, rendered at build time (scripts/prerender-pages.ts).
    prerenderPages(),
  ],
  resolve: {
    alias: [
      { find: "@", replacement: path.join(rootDir, "client/src") },
      { find: "@shared", replacement: path.join(rootDir, "shared") },
      ...(command === "build" ? productionReactRouter : []),
    ],
  },
  build: {
    outDir: path.join(rootDir, "dist/client"),
    emptyOutDir: true,
    // The landing page's first paint in one chunk besides the entry (docs/decisions/010-lean-first-page.md): the
    // libraries it runs on and the few modules of ours that lazy chunks share with it. Left to itself, Rolldown puts
    // modules shared by the entry and a lazy chunk into small chunks of their own (jsx-runtime, the icon base, the
    // API client...), a dozen files at first paint that compress worse than one: 4.9 KB brotli more.
    // includeDependenciesRecursively is off so that the group takes only these modules, never what a lazy page of ours
    // imports.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "core",
              test: /node_modules[\\/]((react|react-dom|scheduler|react-i18next|i18next|html-parse-stringify|void-elements|@tanstack[\\/](query-core|react-query)|react-router|@radix-ui[\\/](react-slot|react-compose-refs))[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|context)\.mjs$|lucide-react[\\/]dist[\\/]esm[\\/]shared[\\/])|client[\\/]src[\\/](lib[\\/](api-client|current-user-key|browser-storage|cn)|i18n[\\/](i18n|languages|choice|intl-cache))\.ts$|shared[\\/](constants|i18n[\\/]engine-formats)\.ts$|preload-helper/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}));
