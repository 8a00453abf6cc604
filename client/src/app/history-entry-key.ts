type HistoryState = Record<string, unknown>;

function isState(value: unknown): value is HistoryState {
  return typeof value === "object" && value !== null;
}

/**
 * Gives the history entry of a full page load a key of its own, before the router reads it.
 *
 * Why: <ScrollRestoration> (scroll-restoration.tsx, as react-router's did) files scroll positions in sessionStorage
 * under `location.key`, and the key lives in `history.state`. An entry the browser made itself (an address typed in the
 * bar, a link from an e-mail, a bookmark) has no state, so the router names every such entry "default": the position
 * saved when leaving / (1800 px) was the one restored on /privacy typed next. With its own key, a new entry starts at
 * the top, while Back, Forward and Reload onto that entry (the browser keeps its state) still find the position saved
 * for it.
 */
export function keyThisHistoryEntry(): void {
  const state: unknown = window.history.state;
  if (isState(state) && typeof state.key === "string") return;
  // The router's own key format (8 base-36 characters); it only has to differ between entries of this tab.
  const key = Math.random().toString(36).slice(2, 10);
  window.history.replaceState({ ...(isState(state) ? state : {}), key }, "");
}
