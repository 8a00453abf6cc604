import { useEffect } from "react";
import { useLocation } from "react-router-dom";

/**
 * Scrolls to the section named by the URL hash when the page opens with one (/#pricing from another page)
 * and on every in-app navigation to a hash (the router changes the URL but does not scroll).
 */
export function useHashScroll(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    // Wait a frame so that a scroll-to-top on route change, if any, has already run.
    const frame = requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView());
    return () => cancelAnimationFrame(frame);
  }, [hash, key]);
}
