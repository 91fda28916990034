import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Component, useState, type ErrorInfo, type ReactNode } from 'react';
import { markRenderFailed, queriesOf, type FailedPart } from '../persistence/render-failures';
import { routePath } from '../routing/routes';

/** Longest raw answer text "Show raw" puts on screen (characters); the rest is cut, said so. */
const RAW_MAX_CHARS = 200_000;

/** Pretty JSON of what a failed part drew from, bounded; never throws (deep or odd values). */
function rawText(values: unknown[]): string {
  let text: string;
  try {
    text = values.map((v) => JSON.stringify(v, null, 2)).join('\n\n');
  } catch (e) {
    return `(cannot be shown as JSON: ${e instanceof Error ? e.message : String(e)})`;
  }
  return text.length > RAW_MAX_CHARS
    ? `${text.slice(0, RAW_MAX_CHARS)}\n… (${text.length - RAW_MAX_CHARS} more characters)`
    : text;
}

/** The message of a thrown value, never throwing itself (a hostile object can). */
function messageOf(error: unknown): string {
  try {
    return error instanceof Error ? error.message : String(error);
  } catch {
    return 'an unprintable error';
  }
}

/**
 * What a failed part shows: its error, "Show raw" (the answers it drew from) and "Retry"; a
 * failed page also offers the way back (the previous page, or Home).
 */
function Fallback({
  label,
  error,
  raw,
  onRetry,
  page,
}: {
  label: string;
  error: unknown;
  raw: unknown[];
  onRetry: () => void;
  page: boolean;
}) {
  const [showRaw, setShowRaw] = useState(false);
  return (
    <div className="state state-error render-error" role="alert" data-testid="render-error">
      <strong>{label} could not be shown</strong>
      <div>
        {messageOf(error)}. The server's answer is not kept in the offline cache;{' '}
        {page ? 'the header and the other pages work.' : 'the rest of the page works.'}
      </div>
      <div className="render-error-actions">
        <button type="button" aria-expanded={showRaw} onClick={() => setShowRaw((s) => !s)}>
          {showRaw ? 'Hide raw' : 'Show raw'}
        </button>
        <button type="button" onClick={onRetry}>
          Retry
        </button>
        {page && (
          <>
            <button type="button" onClick={() => window.history.back()}>
              Go back
            </button>
            <a href={routePath({ name: 'home' })}>Home</a>
          </>
        )}
      </div>
      {showRaw && (
        <pre className="raw-answer mono" aria-label="Raw answer">
          {raw.length ? rawText(raw) : '(no answer of this part is in memory)'}
        </pre>
      )}
    </div>
  );
}

interface BoundaryProps {
  /** What the part is, for the error's headline ("Inbound message", "This page"). */
  label: string;
  /** The object the part draws (part of a server answer), to find which answer failed. */
  data?: unknown;
  /** A whole route's page (not a panel): its error also offers the way back. */
  page?: boolean;
  children: ReactNode;
}

interface InnerState {
  error: unknown;
  failed: boolean;
  raw: unknown[];
}

class Boundary extends Component<BoundaryProps & { client: QueryClient }, InnerState> {
  override state: InnerState = { error: null, failed: false, raw: [] };
  /** Answers that arrived after this part mounted are the suspects when no `data` is given. */
  private readonly mountedAt = Date.now();

  static getDerivedStateFromError(error: unknown): Partial<InnerState> {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const queries = markRenderFailed(this.props.client, this.part());
    this.setState({ raw: queries.map((q) => q.state.data) });
    console.error(`render failed: ${this.props.label}`, error, info.componentStack);
  }

  override componentDidUpdate(prev: BoundaryProps): void {
    // New data for the part (a refetch brought a new answer): try drawing it.
    if (this.state.failed && prev.data !== this.props.data) {
      this.setState({ error: null, failed: false, raw: [] });
    }
  }

  private part(): FailedPart {
    return this.props.data !== undefined ? { data: this.props.data } : { since: this.mountedAt };
  }

  private readonly retry = () => {
    const queries = queriesOf(this.props.client, this.part());
    void this.props.client
      .refetchQueries({ predicate: (q) => queries.includes(q), type: 'all' })
      .finally(() => this.setState({ error: null, failed: false, raw: [] }));
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <Fallback
        label={this.props.label}
        error={this.state.error}
        raw={this.state.raw}
        onRetry={this.retry}
        page={this.props.page ?? false}
      />
    );
  }
}

/**
 * Contains a render failure to one part of the page (a route, a panel, one message): the part
 * shows its error with "Show raw" and "Retry", the rest of the window keeps working, and the
 * answers the part drew from are not kept in the offline cache (see render-failures.ts). Give
 * `data` (the object drawn) for a panel; without it, answers that arrived since the part
 * mounted are the suspects. A key change (a new route) starts afresh.
 */
export function ErrorBoundary(props: BoundaryProps) {
  const client = useQueryClient();
  return <Boundary {...props} client={client} />;
}
