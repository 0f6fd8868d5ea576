import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportIfMissingFile } from '@/router/pages';

interface PageBoundaryProps {
  /** What to show instead of the page when it throws while rendering. */
  fallback: (reset: () => void) => ReactNode;
  /** Called once per error, e.g. to report it. */
  onError?: (error: unknown, info: ErrorInfo) => void;
  children: ReactNode;
}

/**
 * One per page, so a page that throws never blanks the shell or other pages. A part of the page
 * whose file is gone after a deploy (a lazy sheet) has the new version offered as well.
 */
export class PageBoundary extends Component<PageBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    reportIfMissingFile(error);
    this.props.onError?.(error, info);
  }

  reset = () => this.setState({ failed: false });

  override render() {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}
