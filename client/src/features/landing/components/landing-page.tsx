import { memo, type ReactNode } from "react";
import { usePageView, useScrollMilestones } from "@/lib/analytics";
import type { PublicUser } from "@shared/schemas/user";
import { useHashScroll } from "../hooks/use-hash-scroll";
import { AnalyzeSection } from "./analyze-section";
import { DashboardSummaryCard } from "./dashboard-summary-card";
import { FaqSection } from "./faq-section";
import { HeroSection } from "./hero-section";
import { HowItWorksSection } from "./how-it-works-section";
import { PricingSection } from "./pricing-section";
import { WorkedExamplesSection } from "./worked-examples-section";

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

/** The landing page, its sections in their order (e2e/pages.spec.ts checks it). */
export function LandingPage({ user, onRequireAuth, analyzePanel }: LandingPageProps) {
  usePageView("home");
  useScrollMilestones("home");
  useHashScroll();

  return (
    <>
      <Hero />
      <HowItWorks />
      {user ? <DashboardSummaryCard user={user} /> : null}
      <AnalyzeSection>{analyzePanel}</AnalyzeSection>
      <PricingSection user={user} onRequireAuth={onRequireAuth} />
      <WorkedExamples />
      <Faq />
    </>
  );
}
