import { Component, type ErrorInfo, type ReactNode } from 'react';
import { dismissFirstPaint } from '@shutterday/ui/lean';
import { isChunkLoadError, reloadOnce } from './reload-once';

interface Props {
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Contains a remote that failed to load or crashed to its own area (DESIGN §3). */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // A remote's own lazy chunk removed by a newer deploy of that remote: a reload fetches the new manifest.
    if (isChunkLoadError(error)) reloadOnce();
    // The area's fallback replaces the page the server's first paint stood for.
    dismissFirstPaint();
    console.error('[shell] an area failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
