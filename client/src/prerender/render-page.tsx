// The server-side entry of the build's prerender step (scripts/prerender-pages.ts): renders a public page to HTML once,
// at build time, as a guest sees it before any answer from the API. The browser then hydrates that markup instead of
// painting an empty page until the JavaScript has run (for the landing page's first paint and largest paint on a
// phone). It renders the same tree as main.tsx, with a StaticRouter in place of the BrowserRouter, so the markup
// matches the browser's first render.
import "@/lib/zod-config";
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import { AppProviders } from "@/app/providers";
import { AppRoutes, preloadPage } from "@/app/router";
import { createI18n } from "@/i18n/i18n";
import { languageOfPublicPath } from "@/i18n/languages";

export async function renderPage(pathname: string): Promise<string> {
  const i18n = createI18n({ language: languageOfPublicPath(pathname) ?? "en" });
  await preloadPage(pathname, i18n);
  const errors: unknown[] = [];
  // prerender (not renderToString) waits for every lazy part, so no Suspense boundary is left as a fallback.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders i18n={i18n}>
        <StaticRouter location={pathname}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    {
      // React would otherwise hold back a large Suspense boundary (the analyze form) and reveal it with an
      // inline script, which the CSP refuses: the whole page is written in one piece.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // An error here would leave its part of the page to the browser (with an inline script the CSP refuses).
      onError: (error) => {
        errors.push(error);
      },
    },
  );
  if (errors.length > 0) throw new Error(`prerendering ${pathname} failed`, { cause: errors[0] });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  const markup = Buffer.concat(chunks).toString("utf8");
  if (markup.includes("<script"))
    throw new Error(`prerendering ${pathname} wrote an inline script, which the CSP refuses`);
  return markup;
}
