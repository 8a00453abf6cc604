import type { i18n as I18n } from "i18next";
import { Suspense, type ComponentType } from "react";
import { BrowserRouter, matchRoutes, Route, Routes, useLocation } from "react-router-dom";
import { RouteErrorBoundary } from "@/components/errors/route-error-boundary";
import { paths } from "@/config/paths";
import { COMMON_NAMESPACE } from "@/i18n/i18n";
import { lazyNamed } from "@/lib/lazy";
import { RouteProviders } from "./providers";
import { HomeRoute, preloadHome } from "./routes/home";
import { ScrollRestoration } from "./scroll-restoration";

// The landing page is in the first bundle (its sections below the fold and its analyze shell come after the first
// paint, preloadHome); every other page, the 404 too, is its own chunk, loaded on first visit. The
// declarative router, not createBrowserRouter: no page uses loaders or actions, and the data router was 18 KB gzip of
// every first load (docs/decisions/010-lean-first-page.md). Navigations are React transitions, so the current page
// stays on screen while the next page's chunk loads, as it did with lazy routes.

const CheckoutRoute = lazyNamed(() => import("./routes/checkout").then((m) => m.CheckoutRoute));
const SubscribeRoute = lazyNamed(() => import("./routes/subscribe").then((m) => m.SubscribeRoute));
const ReactivateRoute = lazyNamed(() => import("./routes/reactivate").then((m) => m.ReactivateRoute));
const DashboardRoute = lazyNamed(() => import("./routes/dashboard").then((m) => m.DashboardRoute));
const AnalysesRoute = lazyNamed(() => import("./routes/analyses").then((m) => m.AnalysesRoute));
const AnalysisRoute = lazyNamed(() => import("./routes/analysis").then((m) => m.AnalysisRoute));
const AnalyticsRoute = lazyNamed(() => import("./routes/analytics").then((m) => m.AnalyticsRoute));
const PlanRoute = lazyNamed(() => import("./routes/plan").then((m) => m.PlanRoute));
const CompareRoute = lazyNamed(() => import("./routes/compare").then((m) => m.CompareRoute));
const ProfileRoute = lazyNamed(() => import("./routes/profile").then((m) => m.ProfileRoute));
const AdminLoginRoute = lazyNamed(() => import("./routes/admin-login").then((m) => m.AdminLoginRoute));
const AdminRoute = lazyNamed(() => import("./routes/admin").then((m) => m.AdminRoute));
const ContactRoute = lazyNamed(() => import("./routes/contact").then((m) => m.ContactRoute));
const PrivacyRoute = lazyNamed(() => import("./routes/privacy").then((m) => m.PrivacyRoute));
const HowWeScoreRoute = lazyNamed(() => import("./routes/how-we-score").then((m) => m.HowWeScoreRoute));
const DevelopersRoute = lazyNamed(() => import("./routes/developers").then((m) => m.DevelopersRoute));
const VerifyEmailRoute = lazyNamed(() => import("./routes/verify-email").then((m) => m.VerifyEmailRoute));
const ResetPasswordRoute = lazyNamed(() => import("./routes/reset-password").then((m) => m.ResetPasswordRoute));
const NotFoundRoute = lazyNamed(() => import("./routes/not-found").then((m) => m.NotFoundRoute));

/**
 * A page, and the catalogues its words are in besides "common" (client/src/locales/<language>/<namespace>.json): they
 * are fetched with the page's chunk, so the page renders in one go in either language.
 */
type Page = {
  path: string;
  Page: ComponentType & { preload?: () => Promise<unknown> };
  namespaces?: string[];
  /** What else the page's first render needs, fetched with its chunk. */
  preload?: () => Promise<unknown>;
};

/** The public pages have an Arabic address too (/ar, /ar/privacy, /ar/contact), prerendered in Arabic. */
function withArabicAddress(page: Page): Page[] {
  return [page, { ...page, path: page.path === "/" ? "/ar" : `/ar${page.path}` }];
}

const pages: Page[] = [
  ...withArabicAddress({
    path: paths.home.path,
    Page: HomeRoute,
    namespaces: ["landing", "analyze", "results", "billing"],
    // The sections below the hero and the analyze shell, prerendered: hydrated together with the rest. Hydrated
    // later, an update that reached their Suspense boundary first (the user becoming known) made React drop their
    // painted markup until their chunk came, and the page lost its lower half for a moment.
    preload: preloadHome,
  }),
  { path: paths.checkout.path, Page: CheckoutRoute, namespaces: ["billing"] },
  { path: paths.subscribe.path, Page: SubscribeRoute, namespaces: ["billing"] },
  { path: paths.reactivate.path, Page: ReactivateRoute, namespaces: ["profile"] },
  { path: paths.reactivateAlias.path, Page: ReactivateRoute, namespaces: ["profile"] },
  { path: paths.dashboard.path, Page: DashboardRoute, namespaces: ["dashboard"] },
  { path: paths.analyses.path, Page: AnalysesRoute, namespaces: ["results", "outcomes"] },
  { path: paths.analysis.path, Page: AnalysisRoute, namespaces: ["results", "engine", "outcomes"] },
  { path: paths.analytics.path, Page: AnalyticsRoute, namespaces: ["proAnalytics", "engine", "outcomes"] },
  { path: paths.plan.path, Page: PlanRoute, namespaces: ["planning", "engine", "outcomes"] },
  { path: paths.compare.path, Page: CompareRoute, namespaces: ["compare", "engine"] },
  { path: paths.profile.path, Page: ProfileRoute, namespaces: ["profile", "billing", "developers"] },
  { path: paths.adminLogin.path, Page: AdminLoginRoute, namespaces: ["admin"] },
  // The analysis dialog shows the results view with the engine's texts.
  { path: paths.admin.path, Page: AdminRoute, namespaces: ["admin", "results", "engine"] },
  ...withArabicAddress({ path: paths.contact.path, Page: ContactRoute, namespaces: ["contact"] }),
  ...withArabicAddress({ path: paths.privacy.path, Page: PrivacyRoute, namespaces: ["privacy"] }),
  { path: paths.howWeScore.path, Page: HowWeScoreRoute, namespaces: ["howWeScore"] },
  { path: paths.developers.path, Page: DevelopersRoute, namespaces: ["developers"] },
  { path: paths.verifyEmail.path, Page: VerifyEmailRoute, namespaces: ["account"] },
  { path: paths.resetPassword.path, Page: ResetPasswordRoute, namespaces: ["account"] },
  { path: "*", Page: NotFoundRoute },
];

/**
 * Fetches the chunk of the page at `pathname` and its catalogues; main.tsx awaits it before the first render, as the
 * data router did, so a cold start renders the page at once instead of a placeholder first (whose reveal React times).
 */
export function preloadPage(pathname: string, i18n: I18n): Promise<unknown> {
  const page = matchRoutes(pages, pathname)?.[0]?.route as Page | undefined;
  return Promise.all([
    page?.Page.preload?.(),
    page?.preload?.(),
    i18n.loadNamespaces([COMMON_NAMESPACE, ...(page?.namespaces ?? [])]),
  ]);
}

/** The pages with their providers, inside a router: BrowserRouter in the browser, StaticRouter when prerendered. */
export function AppRoutes() {
  const location = useLocation();
  return (
    <RouteProviders>
      {/* Inside the providers so a crashing page still has them around its error screen. */}
      <RouteErrorBoundary resetKey={location.key}>
        {/* Shown only while the first page's chunk loads on a cold start: the page background, no layout jump. */}
        <Suspense fallback={<div className="min-h-screen bg-white" aria-busy="true" />}>
          <Routes>
            {pages.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Routes>
          {/* Restores scroll on back/forward, starts new pages at the top, and scrolls to /#section targets. */}
          <ScrollRestoration />
        </Suspense>
      </RouteErrorBoundary>
    </RouteProviders>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
