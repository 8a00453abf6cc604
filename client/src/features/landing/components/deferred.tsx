import { use, useEffect, type ReactNode } from "react";
import { lazyNamed } from "@/lib/lazy";

// The landing page's parts that its first paint does not wait for, one chunk (deferred-sections.ts): every section
// but the hero and the analyze panel, and the hero's decorative phone (docs/decisions/010-lean-first-page.md). The
// browser paints them from the prerendered HTML; the chunk is fetched after that paint, and hydration waits for it
// (the router's preload for the landing page).
const load = () => import("./deferred-sections");
export const HeroIllustration = lazyNamed(() => load().then((module) => module.HeroIllustration));
export const HowItWorksSection = lazyNamed(() => load().then((module) => module.HowItWorksSection));
export const DashboardSummaryCard = lazyNamed(() => load().then((module) => module.DashboardSummaryCard));
export const PricingSection = lazyNamed(() => load().then((module) => module.PricingSection));
export const WorkedExamplesSection = lazyNamed(() => load().then((module) => module.WorkedExamplesSection));
export const FaqSection = lazyNamed(() => load().then((module) => module.FaqSection));
const parts = [
  HeroIllustration,
  HowItWorksSection,
  DashboardSummaryCard,
  PricingSection,
  WorkedExamplesSection,
  FaqSection,
];

let loading: Promise<unknown> | undefined;
/** Fetches the deferred parts (once; again after a failure). */
export function loadDeferredParts(): Promise<unknown> {
  return (loading ??= Promise.all(parts.map((part) => part.preload())).catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));
}

/**
 * Around deferred parts. A prerendered page hydrates once their chunk is in (the router's preload for the landing
 * page), so nothing here suspends or re-renders then. Mounted afresh (a navigation from another page), the page
 * waits for the chunk above this point instead, so the previous page stays until the whole landing page can show,
 * scrolled to its #section. No state and no useHydrated here: a re-render of this component right after hydration,
 * at the sync priority useSyncExternalStore gives it, made React hydrate every section below it in one long task.
 */
export function Deferred({ children }: { children: ReactNode }) {
  // Every part, rendered here or not (the summary card is a signed-in user's only), so that coming back to this page
  // later finds them all in and never suspends: a suspension there showed the app's placeholder for a moment, which
  // lost the scroll position Back restores.
  useEffect(() => void loadDeferredParts().catch(() => undefined), []);
  if (!parts.every((part) => part.isLoaded())) use(loadDeferredParts());
  return children;
}
