import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/** The last line of defence: an error outside the routes still shows a message instead of a blank page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Folio crashed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="folio-crash" role="alert">
        <h2 className="bp6-heading">Folio could not start</h2>
        <p>Something went wrong. Reload the page to try again.</p>
        <button type="button" className="bp6-button" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </main>
    );
  }
}
