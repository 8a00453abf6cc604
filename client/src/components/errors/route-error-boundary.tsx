import { Component, type ReactNode } from "react";
import { RouteError } from "./route-error";

type RouteErrorBoundaryProps = {
  children: ReactNode;
  /** A new value (the location's key) clears the error: navigating away from a crashed page recovers. */
  resetKey: string;
};

type RouteErrorBoundaryState = { error: unknown; hasError: boolean; resetKey: string };

/** Shows RouteError in place of a page that threw while rendering, or whose chunk could not be fetched. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { error: null, hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    if (props.resetKey === state.resetKey) return null;
    return { error: null, hasError: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.hasError ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
