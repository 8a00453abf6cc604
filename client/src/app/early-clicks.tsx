// Taps on a prerendered page's buttons before React has adopted it. The inline script after #root in index.html keeps
// them from the first paint; hydration takes them over (later taps are React's own to handle), and once the page is
// live each kept button that is still on the page is tapped again.
import { useEffect } from "react";

declare global {
  // An interface, not a type: only an interface merges into the DOM's own Window.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Window {
    /** Set by index.html's inline script: stops keeping taps and hands over those kept so far. */
    __takeEarlyClicks?: () => HTMLButtonElement[];
  }
}

/** Stops keeping taps and returns those kept since the first paint (none when the page was not prerendered). */
export function takeEarlyClicks(): HTMLButtonElement[] {
  return window.__takeEarlyClicks?.() ?? [];
}

/**
 * Taps each kept button again, in order, if React kept it on the page. Empties `buttons`, so a second call
 * (StrictMode's second effect run) taps nothing.
 */
export function replayEarlyClicks(buttons: HTMLButtonElement[]): void {
  for (const button of buttons.splice(0)) {
    if (button.isConnected && !button.disabled) button.click();
  }
}

/**
 * Rendered beside the router: its effect runs once the root has committed. The taps are made a task later, outside
 * React's commit: parts of the page inside Suspense boundaries may not be hydrated yet, and a tap on one of them is
 * then hydrated on the spot and handled by React (selective hydration), which it cannot do from inside an effect
 * (the tap was dropped).
 */
export function EarlyClicksReplay({ buttons }: { buttons: HTMLButtonElement[] }) {
  useEffect(() => {
    const timer = setTimeout(() => replayEarlyClicks(buttons), 0);
    return () => clearTimeout(timer);
  }, [buttons]);
  return null;
}
