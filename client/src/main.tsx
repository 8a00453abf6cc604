// First: it configures zod before any schema module is evaluated.
import "@/lib/zod-config";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { keyThisHistoryEntry } from "@/app/history-entry-key";
import { AppProviders } from "@/app/providers";
import { AppRouter, preloadPage } from "@/app/router";
import "./index.css";

// The interface is English and left-to-right; a stored language choice from the old app is dropped. User-written text
// still renders with dir="auto".
try {
  localStorage.removeItem("language");
  localStorage.removeItem("i18nextLng");
} catch {
  // storage unavailable: nothing to remove
}

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// Before the router reads history.state: each full page load gets a scroll-position key of its own.
keyThisHistoryEntry();

// The landing, privacy and contact pages arrive prerendered as a guest sees them (build step
// scripts/prerender-pages.ts), and every browser hydrates that markup, a signed-in user's too: their first render
// is the guest's (useCurrentUser shows the stored user only once the page is live), so React adopts the painted
// elements, and what was typed into them meanwhile stays where it is, with the keyboard.
const isPrerendered = container.firstElementChild !== null;

const app = (
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>
);

// A page that is not in the first bundle is fetched first (a failed fetch is the router's error screen).
void preloadPage(window.location.pathname)
  .catch(() => undefined)
  .then(() =>
    // A transition: React renders (or hydrates) the first page in slices of a few milliseconds, yielding in between,
    // instead of one long task that blocks a phone's main thread (it counted in the Total Blocking Time).
    startTransition(() => {
      if (isPrerendered) hydrateRoot(container, app);
      else createRoot(container).render(app);
    }),
  );
