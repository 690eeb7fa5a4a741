import { Component, type ErrorInfo, type ReactNode } from 'react';
import { capture } from '../../lib/field/field-capture';

export interface RemoteErrorBoundaryProps {
  remoteId: string;
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Catches a remote that fails to load or throws while rendering. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // A warning, not an error: the visitor is shown a message and a retry.
    console.warn(`Remote ${this.props.remoteId} failed`, error, info.componentStack);
    // A component that threw (a module that did not load was reported where it failed, and is not again).
    capture({ kind: 'caught', id: this.props.remoteId, error });
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
