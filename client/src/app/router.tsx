import { createBrowserRouter, Outlet, RouterProvider, ScrollRestoration } from "react-router-dom";
import { RouteError } from "@/components/errors/route-error";
import { paths } from "@/config/paths";
import { keyThisHistoryEntry } from "./history-entry-key";
import { RouteProviders } from "./providers";
import { HomeRoute } from "./routes/home";
import { NotFoundRoute } from "./routes/not-found";

// The landing page and the 404 are in the first bundle; every other page is its own chunk, loaded on
// first visit (react-router keeps the current page on screen meanwhile).

function RootLayout() {
  return (
    <RouteProviders>
      <Outlet />
      {/* Restores scroll on back/forward, starts new pages at the top, and scrolls to /#section targets. */}
      <ScrollRestoration />
    </RouteProviders>
  );
}

// Before the router reads history.state: each full page load gets a scroll-position key of its own.
keyThisHistoryEntry();

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    // Shown only while the first page's chunk loads on a cold start: the page background, no layout jump.
    hydrateFallbackElement: <div className="min-h-screen bg-white" aria-busy="true" />,
    children: [
      {
        // Inside RootLayout so a crashing page still has the providers around its error screen.
        errorElement: <RouteError />,
        children: [
          { path: paths.home.path, element: <HomeRoute /> },
          {
            path: paths.checkout.path,
            lazy: () => import("./routes/checkout").then((m) => ({ Component: m.CheckoutRoute })),
          },
          {
            path: paths.subscribe.path,
            lazy: () => import("./routes/subscribe").then((m) => ({ Component: m.SubscribeRoute })),
          },
          {
            path: paths.reactivate.path,
            lazy: () => import("./routes/reactivate").then((m) => ({ Component: m.ReactivateRoute })),
          },
          {
            path: paths.reactivateAlias.path,
            lazy: () => import("./routes/reactivate").then((m) => ({ Component: m.ReactivateRoute })),
          },
          {
            path: paths.dashboard.path,
            lazy: () => import("./routes/dashboard").then((m) => ({ Component: m.DashboardRoute })),
          },
          {
            path: paths.analyses.path,
            lazy: () => import("./routes/analyses").then((m) => ({ Component: m.AnalysesRoute })),
          },
          {
            path: paths.analysis.path,
            lazy: () => import("./routes/analysis").then((m) => ({ Component: m.AnalysisRoute })),
          },
          {
            path: paths.profile.path,
            lazy: () => import("./routes/profile").then((m) => ({ Component: m.ProfileRoute })),
          },
          {
            path: paths.adminLogin.path,
            lazy: () => import("./routes/admin-login").then((m) => ({ Component: m.AdminLoginRoute })),
          },
          { path: paths.admin.path, lazy: () => import("./routes/admin").then((m) => ({ Component: m.AdminRoute })) },
          {
            path: paths.contact.path,
            lazy: () => import("./routes/contact").then((m) => ({ Component: m.ContactRoute })),
          },
          {
            path: paths.privacy.path,
            lazy: () => import("./routes/privacy").then((m) => ({ Component: m.PrivacyRoute })),
          },
          {
            path: paths.verifyEmail.path,
            lazy: () => import("./routes/verify-email").then((m) => ({ Component: m.VerifyEmailRoute })),
          },
          {
            path: paths.resetPassword.path,
            lazy: () => import("./routes/reset-password").then((m) => ({ Component: m.ResetPasswordRoute })),
          },
          { path: "*", element: <NotFoundRoute /> },
        ],
      },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
