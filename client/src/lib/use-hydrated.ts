import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React hydrates a prerendered page (and in the prerender itself), true once the page is live. A
 * prerendered form's submit button stays disabled until then: clicked before the JavaScript runs, the browser
 * would submit the form itself, as a GET that puts what was typed into the address and reloads the page.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
