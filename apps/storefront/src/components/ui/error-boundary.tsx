import { Component, type ReactNode } from 'react';
import { statusOfError } from '../../lib/api-error';
import { isChunkLoadError, reloadForChunkError } from '../../lib/chunk-reload';
import { ErrorPage } from './error-page';

interface Props {
  /** A new key (the next page) clears a shown error. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  hasError: boolean;
  resetKey: string;
}

/** Shows the error page for a failure while rendering a page; its status code comes from the error, else 500. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    return { error: null, hasError: false, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown): void {
    if (isChunkLoadError(error)) reloadForChunkError();
    else console.error(error);
  }

  render() {
    if (this.state.hasError) return <ErrorPage status={statusOfError(this.state.error)} />;
    return this.props.children;
  }
}
