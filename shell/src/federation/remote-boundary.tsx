import { Component, type ReactNode } from 'react';
import { eventBus } from '@alz/shared';
import { RemoteFallback } from './remote-fallback';

interface Props {
  remote: string;
  /** Changes on every retry, so the boundary forgets the previous failure. */
  attempt: number;
  onRetry: () => void;
  asPage: boolean;
  children: ReactNode;
  /** What the shell shows below the remote's part (RemoteComponent's `after`) stays when it fails. */
  after?: ReactNode;
  /** The page on screen: another page of the same remote is tried afresh, not shown as failed. */
  resetKey?: string;
}

interface State {
  failedAttempt: number | null;
  resetKey?: string;
}

export class RemoteBoundary extends Component<Props, State> {
  override state: State = { failedAttempt: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failedAttempt: -1 };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failedAttempt: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`Remote ${this.props.remote} failed to load or render`, error);
    eventBus.emit('remote:failed', { remote: this.props.remote, error });
    this.setState({ failedAttempt: this.props.attempt });
  }

  override render(): ReactNode {
    const { failedAttempt } = this.state;
    const failed = failedAttempt === -1 || failedAttempt === this.props.attempt;
    if (failed) {
      return (
        <>
          <RemoteFallback onRetry={this.props.onRetry} asPage={this.props.asPage} />
          {this.props.after}
        </>
      );
    }
    return this.props.children;
  }
}
