import { Component, type ReactNode } from 'react';

type ErrorBoundaryProps = {
  /** Drawn instead of `children` once something under it threw while rendering. */
  fallback: ReactNode;
  /** A new value tries `children` again (a new page, a new session). */
  resetKey?: unknown;
  /** Told what was thrown (a failed chunk may reload the page). */
  onError?: (error: unknown) => void;
  children: ReactNode;
};

type ErrorBoundaryState = { failed: boolean; resetKey: unknown };

/**
 * Keeps a render error inside the part of the page that threw: that part shows `fallback`
 * (often nothing), the rest of the app stays usable. React still reports the error it caught
 * (console.error, in development and production builds alike; `onError` for our own reporting),
 * so a caught bug is seen, not hidden.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return Object.is(props.resetKey, state.resetKey)
      ? null
      : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError?.(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
