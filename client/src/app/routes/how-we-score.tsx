import { PageLayout } from "@/app/layout/page-layout";
import { HowWeScorePage } from "@/features/how-we-score/components/how-we-score-page";

export function HowWeScoreRoute() {
  return (
    <PageLayout title="How we score">
      <HowWeScorePage />
    </PageLayout>
  );
}
