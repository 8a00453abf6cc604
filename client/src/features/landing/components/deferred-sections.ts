// The landing page's parts that its first paint does not wait for, in one chunk (deferred.tsx): the sections below
// the hero and the hero's decorative phone. The prerendered HTML shows them until their code is in, then React adopts
// it.
export { DashboardSummaryCard } from "./dashboard-summary-card";
export { FaqSection } from "./faq-section";
export { HeroIllustration } from "./hero-illustration";
export { HowItWorksSection } from "./how-it-works-section";
export { PricingSection } from "./pricing-section";
export { WorkedExamplesSection } from "./worked-examples-section";
