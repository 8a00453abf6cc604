import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";

function elementOf(hash: string): HTMLElement | null {
  try {
    return hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  } catch {
    return null; // a malformed %-escape in the address
  }
}

/**
 * Scrolls to the element named by the address's #hash (/profile#your-data from /privacy). The router scrolls
 * when the route changes, before this page's user and lists have loaded and pushed the target down; so this
 * scrolls once the page renders and again when `isSettled` turns true, unless the reader has scrolled between.
 */
export function useScrollToHash(isSettled: boolean) {
  const { hash } = useLocation();
  const landed = useRef<{ hash: string; y: number } | null>(null);
  useEffect(() => {
    const target = elementOf(hash);
    if (!target) return;
    const previous = landed.current;
    if (previous?.hash === hash && Math.abs(window.scrollY - previous.y) > 2) return;
    target.scrollIntoView({ block: "start" });
    landed.current = { hash, y: window.scrollY };
  }, [hash, isSettled]);
}
