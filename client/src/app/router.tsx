import { Suspense, type ComponentType } from "react";
import { BrowserRouter, matchRoutes, Route, Routes, useLocation } from "react-router-dom";
import { RouteErrorBoundary } from "@/components/errors/route-error-boundary";
import { paths } from "@/config/paths";
import { lazyNamed } from "@/lib/lazy";
import { RouteProviders } from "./providers";
import { HomeRoute } from "./routes/home";
import { NotFoundRoute } from "./routes/not-found";
import { ScrollRestoration } from "./scroll-restoration";

// The landing page and the 404 are in the first bundle; every other page is its own chunk, loaded on first visit. The
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
const VerifyEmailRoute = lazyNamed(() => import("./routes/verify-email").then((m) => m.VerifyEmailRoute));
const ResetPasswordRoute = lazyNamed(() => import("./routes/reset-password").then((m) => m.ResetPasswordRoute));

type Page = { path: string; Page: ComponentType & { preload?: () => Promise<unknown> } };

const pages: Page[] = [
  { path: paths.home.path, Page: HomeRoute },
  { path: paths.checkout.path, Page: CheckoutRoute },
  { path: paths.subscribe.path, Page: SubscribeRoute },
  { path: paths.reactivate.path, Page: ReactivateRoute },
  { path: paths.reactivateAlias.path, Page: ReactivateRoute },
  { path: paths.dashboard.path, Page: DashboardRoute },
  { path: paths.analyses.path, Page: AnalysesRoute },
  { path: paths.analysis.path, Page: AnalysisRoute },
  { path: paths.analytics.path, Page: AnalyticsRoute },
  { path: paths.plan.path, Page: PlanRoute },
  { path: paths.compare.path, Page: CompareRoute },
  { path: paths.profile.path, Page: ProfileRoute },
  { path: paths.adminLogin.path, Page: AdminLoginRoute },
  { path: paths.admin.path, Page: AdminRoute },
  { path: paths.contact.path, Page: ContactRoute },
  { path: paths.privacy.path, Page: PrivacyRoute },
  { path: paths.howWeScore.path, Page: HowWeScoreRoute },
  { path: paths.verifyEmail.path, Page: VerifyEmailRoute },
  { path: paths.resetPassword.path, Page: ResetPasswordRoute },
  { path: "*", Page: NotFoundRoute },
];

/**
 * Fetches the chunk of the page at `pathname`; main.tsx awaits it before the first render, as the data router
 * did, so a cold start renders the page at once instead of a placeholder first (whose reveal React times).
 */
export function preloadPage(pathname: string): Promise<unknown> {
  const page = matchRoutes(pages, pathname)?.[0]?.route as Page | undefined;
  return page?.Page.preload?.() ?? Promise.resolve();
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
