// Placeholder until this tab is built (issue #8); the admin page already composes it.
export function AnalyticsTab() {
  return null;
}
