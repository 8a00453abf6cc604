// First: it configures zod before any schema module is evaluated.
import "@/lib/zod-config";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { EarlyClicksReplay, takeEarlyClicks } from "@/app/early-clicks";
import { keyThisHistoryEntry } from "@/app/history-entry-key";
import { AppProviders } from "@/app/providers";
import { AppRouter, preloadPage } from "@/app/router";
import { keepKeyboardOnDraftFields } from "@/features/analyze/utils/caption-draft";
import { createI18n, followLanguageInDocument, initialDigits } from "@/i18n/i18n";
import "./index.css";

// The modules above are evaluated in one task, and the app starts in the next: a phone's main thread gets a break
// in between (two tasks of about 50 ms at Lighthouse's phone pace instead of one of 100, which counted in the Total
// Blocking Time; measured in docs/decisions/041-paint-first.md). A tap meanwhile is kept and replayed
// (app/early-clicks.tsx). A message, not a timer, as React's scheduler does: a timer can be delayed by the browser's
// clamping, and never fires under a paused clock (the browser tests pause it).
const nextTask = new MessageChannel();
nextTask.port1.onmessage = startApp;
nextTask.port2.postMessage(null);

function startApp() {
  // The interface speaks English or Arabic: a public page's address says which (/ar...), else the "lang" cookie (the
  // visitor's choice, or the signed-in user's profile), else the browser's languages. <html lang dir> follows it.
  initialDigits();
  const i18n = createI18n();
  followLanguageInDocument(i18n);

  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root element");

  // Before the router reads history.state: each full page load gets a scroll-position key of its own.
  keyThisHistoryEntry();

  // The landing, privacy and contact pages arrive prerendered as a guest sees them (build step
  // scripts/prerender-pages.ts), and every browser hydrates that markup, a signed-in user's too: their first render
  // is the guest's (useCurrentUser shows the stored user only once the page is live), so React adopts the painted
  // elements, and what was typed into them meanwhile stays where it is, with the keyboard.
  const isPrerendered = container.firstElementChild !== null;
  // Typing into the painted analyze form may go on while the page hydrates: the guard that gives the keyboard back
  // to a field that lost it with nobody touching anything is in place before hydration starts.
  if (isPrerendered) keepKeyboardOnDraftFields();

  const earlyClicks: HTMLButtonElement[] = [];
  const app = (
    <StrictMode>
      <AppProviders i18n={i18n}>
        <AppRouter />
        <EarlyClicksReplay buttons={earlyClicks} />
      </AppProviders>
    </StrictMode>
  );

  // A page that is not in the first bundle is fetched first (a failed fetch is the router's error screen).
  void preloadPage(window.location.pathname, i18n)
    .catch(() => undefined)
    .then(() =>
      // A transition: React renders (or hydrates) the first page in slices of a few milliseconds, yielding in between,
      // instead of one long task that blocks a phone's main thread (it counted in the Total Blocking Time).
      startTransition(() => {
        // From here React sees taps itself; those before are tapped again once the page is live.
        earlyClicks.push(...takeEarlyClicks());
        if (isPrerendered) hydrateRoot(container, app);
        else createRoot(container).render(app);
      }),
    );
}
