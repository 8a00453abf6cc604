import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { render, type RenderResult } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { useEffect, type ReactElement, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { BrowserRouter, MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { Toaster } from "@/components/ui/toast";
import { createI18n } from "@/i18n/i18n";
import type { Language } from "@/i18n/languages";
import { allResources } from "@/i18n/resources";
import { createQueryClient } from "@/lib/query-client";

type RenderOptions = {
  /** The address the router starts at, e.g. "/admin?tab=users&page=2". */
  route?: string;
  /** A route pattern for `ui` (e.g. "/admin"); other addresses then render nothing. */
  path?: string;
  /**
   * "memory" (default): a MemoryRouter. "browser": the app's own BrowserRouter over jsdom's history, starting at
   * `route`, for components that read window.location themselves (the admin tables' address state does).
   */
  router?: "memory" | "browser";
  /** The interface's language; English unless the test is about Arabic. */
  language?: Language;
};

export type AppRender = RenderResult & {
  user: UserEvent;
  queryClient: QueryClient;
  /** The router's current address, path and query: "/admin?page=2". */
  location: () => string;
};

/**
 * Renders a component inside the app's own providers: the query client the app makes (createQueryClient, same
 * defaults), a MemoryRouter, and the Toaster, so toasts are on the page as the user sees them.
 */
export function renderWithApp(
  ui: ReactElement,
  { route = "/", path, router = "memory", language = "en" }: RenderOptions = {},
): AppRender {
  const queryClient = createQueryClient();
  // Every catalogue loaded at once, so a component renders its words on the first render as in the app.
  const i18n = createI18n({ language, resources: allResources() });
  let where = route;
  const follow = (next: string) => {
    where = next;
  };
  const page = (
    <>
      {path ? (
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={null} />
        </Routes>
      ) : (
        ui
      )}
      <LocationProbe onChange={follow} />
    </>
  );
  if (router === "browser") window.history.replaceState(null, "", route);
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {router === "browser" ? (
          <BrowserRouter>{page}</BrowserRouter>
        ) : (
          <MemoryRouter initialEntries={[route]}>{page}</MemoryRouter>
        )}
        <Toaster />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  // applyAccept: false, as a user can pick "All files" in the browser's file picker whatever the input accepts.
  const user = userEvent.setup({ applyAccept: false });
  return { ...result, user, queryClient, location: () => where };
}

function LocationProbe({ onChange }: { onChange: (where: string) => void }): ReactNode {
  const { pathname, search } = useLocation();
  useEffect(() => onChange(`${pathname}${search}`), [onChange, pathname, search]);
  return null;
}
