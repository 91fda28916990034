import type { ReactNode } from 'react';
import { errorGuidance } from '../lib/errors';
import { ErrorBoundary } from './ErrorBoundary';

/** Loading state: a polite live region with what is loading. */
export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="state state-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {label}
    </div>
  );
}

/** Empty state: nothing to show, said plainly. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="state state-empty" role="status">
      <strong>{title}</strong>
      {children && <div className="muted">{children}</div>}
    </div>
  );
}

/** An action's failure in a form or dialog, as one alert line; nothing when `error` is null. */
export function ErrorLine({ error }: { error: string | null }) {
  return error ? (
    <p className="state-error" role="alert">
      {error}
    </p>
  ) : null;
}

/**
 * Error state: the guidance for the error (see lib/errors.ts), with Retry when it may help.
 * `OFFLINE` is not an error box: the app's one offline banner explains it, and this part of
 * the page only says it has nothing cached to show.
 */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  if ((error as { code?: unknown } | null)?.code === 'OFFLINE') {
    return (
      <div className="state state-offline muted" data-testid="offline-placeholder">
        Not available offline: nothing cached here yet.
      </div>
    );
  }
  const g = errorGuidance(error);
  return (
    <div className="state state-error" role="alert">
      <strong>{g.title}</strong>
      <div>{g.detail}</div>
      {onRetry && g.retryable && (
        <button type="button" onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}

/** Minimal shape of a react-query result this helper needs. */
interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

/**
 * Renders loading / error / empty / data for one query. `isEmpty` decides when the data means
 * "nothing" (e.g. an empty list). The data part is a panel in its own error boundary: an
 * answer it cannot draw fails this panel alone and is not kept in the offline cache.
 */
export function QueryView<T>({
  query,
  loading,
  empty,
  isEmpty,
  label = 'This part of the page',
  children,
}: {
  query: QueryLike<T>;
  loading?: string;
  /** What the panel is, for its error's headline. */
  label?: string;
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Loading {...(loading ? { label: loading } : {})} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data as T;
  return (
    <ErrorBoundary label={label} data={data}>
      <QueryData data={data} empty={empty} isEmpty={isEmpty}>
        {children}
      </QueryData>
    </ErrorBoundary>
  );
}

/** The data part of {@link QueryView}, inside its boundary (`isEmpty` may throw too). */
function QueryData<T>({
  data,
  empty,
  isEmpty,
  children,
}: {
  data: T;
  empty?: ReactNode;
  isEmpty?: ((data: T) => boolean) | undefined;
  children: (data: T) => ReactNode;
}) {
  if (isEmpty?.(data)) return <>{empty ?? <EmptyState title="Nothing here" />}</>;
  return <>{children(data)}</>;
}
