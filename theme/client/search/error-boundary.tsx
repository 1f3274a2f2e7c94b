import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error?: Error;
  attempt: number;
}

/** Every client-rendered part is mounted inside this: if it throws, the reader sees what broke and
 *  can try again, instead of a blank area. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('docsgen: a client-rendered part crashed', error, info.componentStack);
  }

  render(): ReactNode {
    if (this.state.error) {
      return (
        <div className="error-boundary" role="alert">
          <h2>This page crashed</h2>
          <p className="error-boundary-message">{this.state.error.message}</p>
          <button
            type="button"
            className="error-boundary-retry"
            onClick={() => this.setState((s) => ({ error: undefined, attempt: s.attempt + 1 }))}
          >
            Try again
          </button>
        </div>
      );
    }
    // A new key remounts the children, so "Try again" starts them from scratch.
    return (
      <div key={this.state.attempt} className="error-boundary-content">
        {this.props.children}
      </div>
    );
  }
}
