// First: it configures zod before any schema module is evaluated.
import "@/lib/zod-config";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppProviders } from "@/app/providers";
import { AppRouter, preloadPage } from "@/app/router";
import "./index.css";

// The interface is English and left-to-right; a stored language choice from the old app is dropped
// (spec customer-app §1). User-written text still renders with dir="auto".
try {
  localStorage.removeItem("language");
  localStorage.removeItem("i18nextLng");
} catch {
  // storage unavailable: nothing to remove
}

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

const root = createRoot(container);
// A page that is not in the first bundle is fetched first (a failed fetch is the router's error screen).
void preloadPage(window.location.pathname)
  .catch(() => undefined)
  .then(() =>
    // A transition: React renders the first page in slices of a few milliseconds, yielding in between, instead of
    // one long task that blocks a phone's main thread (issue #10: Total Blocking Time).
    startTransition(() =>
      root.render(
        <StrictMode>
          <AppProviders>
            <AppRouter />
          </AppProviders>
        </StrictMode>,
      ),
    ),
  );
