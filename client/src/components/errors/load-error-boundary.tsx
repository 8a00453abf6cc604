import { Component, type ReactNode } from "react";

type LoadErrorBoundaryProps = { children: ReactNode; fallback: ReactNode };

/**
 * For a part of a page that loads its code on its own (deferred-analyze-panel.tsx): when that chunk cannot be
 * fetched (offline, or a release replaced it while the tab was open), only that part shows `fallback`; the rest
 * of the page stays, rather than the whole page turning into the route's error screen.
 */
export class LoadErrorBoundary extends Component<LoadErrorBoundaryProps, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError(): { hasError: boolean } {
    return { hasError: true };
  }

  override render() {
    return this.state.hasError ? this.props.fallback : this.props.children;
  }
}
