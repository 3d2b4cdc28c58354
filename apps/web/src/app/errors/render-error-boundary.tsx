import { Component, type ReactNode } from 'react';

interface RenderErrorBoundaryProps {
  /** Shown instead of the children once they have thrown while rendering. */
  fallback: ReactNode;
  /** A new value (the page's address) clears the error, so the next page renders afresh. */
  resetKey?: unknown;
  children: ReactNode;
}

interface RenderErrorBoundaryState {
  hasFailed: boolean;
  resetKey: unknown;
}

/**
 * A render error below it shows `fallback` instead of unmounting the whole app (React leaves a
 * blank page otherwise). A class because React offers error boundaries only as classes; React
 * itself logs the error (the root's `onCaughtError`, console.error by default).
 */
export class RenderErrorBoundary extends Component<RenderErrorBoundaryProps, RenderErrorBoundaryState> {
  override state: RenderErrorBoundaryState = { hasFailed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<RenderErrorBoundaryState> {
    return { hasFailed: true };
  }

  static getDerivedStateFromProps(props: RenderErrorBoundaryProps, state: RenderErrorBoundaryState): Partial<RenderErrorBoundaryState> | null {
    return Object.is(props.resetKey, state.resetKey) ? null : { hasFailed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.hasFailed ? this.props.fallback : this.props.children;
  }
}
