import { useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router-dom";

// The data router's <ScrollRestoration>, for the declarative router (createBrowserRouter and its data layer were 18 KB
// gzip of every page's first load, and no page uses loaders or actions). Same rules: each history entry keeps its own
// position (under location.key, which history-entry-key.ts makes unique per full load), Back and Forward and Reload
// restore it, a new entry opens at its #hash or at the top.

/** The data router's storage key, so positions saved before this change are still found. */
const STORAGE_KEY = "react-router-scroll-positions";

function readSavedPositions(): Record<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}");
    return typeof saved === "object" && saved !== null ? (saved as Record<string, number>) : {};
  } catch {
    return {}; // storage disabled or corrupt: start afresh
  }
}

/**
 * Render it inside the same Suspense boundary as the routes: its effects then run only once the page (a lazy
 * chunk on a cold start) is on screen, so a restored position is not clamped by the loading placeholder.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const positions = useRef<Record<string, number>>({});
  const currentKey = useRef(location.key);
  const firstKey = useRef(location.key);
  const hasLeftFirstPage = useRef(false);

  useLayoutEffect(() => {
    // Merged, not replaced: this effect runs again whenever the Suspense boundary around the routes shows its
    // placeholder and then the page again (a page's chunk or words still loading on a slow phone), and the positions
    // of this tab's pages are filed to storage only when the tab leaves. Replacing them lost the landing page's
    // position, so Back opened it at the top.
    positions.current = { ...readSavedPositions(), ...positions.current };
    // A prerendered page can be scrolled before React is live on it (a slow phone), and no scroll event may follow
    // before the visitor follows a link: that position is this entry's, for Back to return to.
    if (positions.current[currentKey.current] === undefined && window.scrollY > 0) {
      positions.current[currentKey.current] = window.scrollY;
    }
    // The browser would restore on its own before the page is rendered, and to the wrong page's height.
    window.history.scrollRestoration = "manual";
    // Kept current as the visitor scrolls: whenever the location changes, the old entry's position is already
    // filed (the old page stays on screen until the new one is ready, and still scrolls under the old key).
    const handleScroll = () => {
      positions.current[currentKey.current] = window.scrollY;
    };
    const handlePageHide = () => {
      handleScroll();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
      } catch {
        // storage full or disabled: Reload simply opens at the top
      }
      window.history.scrollRestoration = "auto"; // for the page that comes next in this tab
    };
    const handlePageShow = () => {
      window.history.scrollRestoration = "manual"; // back from the back/forward cache
    };
    window.addEventListener("scroll", handleScroll, { passive: true });
    window.addEventListener("pagehide", handlePageHide);
    window.addEventListener("pageshow", handlePageShow);
    return () => {
      window.removeEventListener("scroll", handleScroll);
      window.removeEventListener("pagehide", handlePageHide);
      window.removeEventListener("pageshow", handlePageShow);
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    // Not a flag cleared on the first run: StrictMode runs a layout effect twice on mount in development.
    if (location.key !== firstKey.current) hasLeftFirstPage.current = true;
    const firstPage = !hasLeftFirstPage.current;
    const saved = positions.current[location.key];
    if (typeof saved === "number") {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    // The first page of a full load opened at the top already. A prerendered page can be scrolled before React
    // has hydrated it (a slow phone takes a while): that scroll is the visitor's and must not snap back.
    else if (!firstPage) window.scrollTo(0, 0);
  }, [location.key, location.hash]);

  return null;
}
