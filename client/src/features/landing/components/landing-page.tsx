import { memo, Suspense, type ReactNode } from "react";
import { usePageView, useScrollMilestones } from "@/lib/track";
import type { PublicUser } from "@shared/schemas/user";
import { useHashScroll } from "../hooks/use-hash-scroll";
import { AnalyzeSection } from "./analyze-section";
import {
  DashboardSummaryCard,
  Deferred,
  FaqSection,
  HowItWorksSection,
  PricingSection,
  WorkedExamplesSection,
} from "./deferred";
import { HeroSection } from "./hero-section";

// The sections without props, memoized: when GET /api/user answers, the whole landing page re-renders in one
// synchronous piece (react-query's store updates are not time-sliced), and these need nothing from it (it counted in
// the Total Blocking Time on a phone). Their own hooks still re-render them when their state changes.
const Hero = memo(HeroSection);
const HowItWorks = memo(HowItWorksSection);
const WorkedExamples = memo(WorkedExamplesSection);
const Faq = memo(FaqSection);

type LandingPageProps = {
  /** The signed-in user, or null for a guest. */
  user: PublicUser | null;
  /** Opens sign-up (guests must register before they can analyse). */
  onRequireAuth: () => void;
  /** The analyze feature's panel, shown in the #analyze section (features do not import each other). */
  analyzePanel: ReactNode;
};

/**
 * The landing page, its sections in their order (e2e/pages.spec.ts checks it). All but the hero and the analyze
 * section come in a chunk of their own, after the first paint (deferred.tsx).
 */
export const LandingPage = memo(function LandingPage({ user, onRequireAuth, analyzePanel }: LandingPageProps) {
  usePageView("home");
  useScrollMilestones("home");
  useHashScroll();

  return (
    <>
      <Hero />
      <Deferred>
        <HowItWorks />
      </Deferred>
      {/* Signed in only, so never prerendered: it shows once both the user and the chunk are in. */}
      {user ? (
        <Suspense fallback={null}>
          <DashboardSummaryCard user={user} />
        </Suspense>
      ) : null}
      <AnalyzeSection>{analyzePanel}</AnalyzeSection>
      <Deferred>
        <PricingSection user={user} onRequireAuth={onRequireAuth} />
        <WorkedExamples />
        <Faq />
      </Deferred>
    </>
  );
});
