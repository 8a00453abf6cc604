import type { Analysis } from "@shared/schemas/analysis";
import { AdminDashboard } from "@/features/admin/components/admin-dashboard";
import { AnalysisResults } from "@/features/analyses/components/analysis-results";

// The admin's View of an analysis is the owner's own result view: the route composes the two features (features do not
// import each other: pages compose them).
function renderAnalysis(analysis: Analysis) {
  // The kept still is the creator's media: shown to its owner only, not to admins.
  return <AnalysisResults analysis={analysis} media={null} headingLevel={2} ownerOnlyPreview />;
}

export function AdminRoute() {
  return <AdminDashboard renderAnalysis={renderAnalysis} />;
}
