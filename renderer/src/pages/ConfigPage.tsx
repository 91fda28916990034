import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { OperationResponse } from '../../../shared/api/catalogue';
import { apiQuery } from '../api/queries';
import { CopyButton } from '../components/CopyButton';
import { Hash } from '../components/Hash';
import { EmptyState, ErrorState, Loading } from '../components/States';
import { useProfile } from '../lib/profile-context';
import { OfflineBanner } from '../persistence/OfflineBanner';
import type { Route } from '../routing/routes';
import { decodeConfig, type ConfigParam } from './blocks/config-params';
import './nft/token-pages.css';

/**
 * Blockchain configuration (v2 `getConfigAll`): every parameter with its meaning; known
 * parameters decoded (addresses, prices, limits, validator sets…), the rest as their cell.
 */
export function ConfigPage({ route }: { route: Extract<Route, { name: 'config' }> }) {
  void route;
  const profile = useProfile();
  const config = useQuery({
    ...apiQuery<OperationResponse<'v2', 'getConfigAll'>>(profile.id, 'v2', 'getConfigAll', {}),
    staleTime: 5 * 60_000,
  });
  const [filter, setFilter] = useState('');
  const decoded = useMemo(() => {
    if (!config.data) return null;
    try {
      return { params: decodeConfig(config.data.config.bytes, profile.network), error: null };
    } catch (e) {
      return { params: [] as ConfigParam[], error: (e as Error).message };
    }
  }, [config.data, profile.network]);

  if (config.isPending) return <Loading label="Loading the configuration…" />;
  if (!decoded) return <ErrorState error={config.error} onRetry={() => void config.refetch()} />;
  if (decoded.error) return <ErrorState error={{ code: 'BAD_RESPONSE', message: decoded.error }} />;
  const needle = filter.trim().toLowerCase();
  const shown = decoded.params.filter(
    (p) => !needle || String(p.id) === needle || p.title.toLowerCase().includes(needle),
  );
  return (
    <article className="config-page" aria-label="Blockchain configuration">
      <OfflineBanner queries={[config]} />
      <h2>Blockchain configuration</h2>
      <p className="muted">
        {decoded.params.length} parameters. Known ones are decoded; open a parameter for its value
        and its cell.
      </p>
      <input
        type="search"
        aria-label="Filter parameters"
        placeholder="Filter by number or name"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
      />
      {shown.length === 0 ? (
        <EmptyState title={`No parameter matches “${filter}”`} />
      ) : (
        <div className="config-list" role="list" aria-label="Configuration parameters">
          {shown.map((p) => (
            <ConfigParamView key={p.id} param={p} />
          ))}
        </div>
      )}
    </article>
  );
}

function ConfigParamView({ param }: { param: ConfigParam }) {
  return (
    <details className="config-param" role="listitem">
      <summary>
        <strong>#{param.id}</strong> {param.title}
        {param.decoded === null && !param.error && (
          <span className="muted"> (shown as a cell)</span>
        )}
      </summary>
      {param.error && <p className="error">{param.error}</p>}
      {param.decoded !== null && (
        <pre aria-label={`Value of parameter ${param.id}`}>
          {JSON.stringify(param.decoded, null, 2)}
        </pre>
      )}
      <p className="muted">
        Cell hash <Hash value={param.hash} short={false} label="cell hash" />
      </p>
      <div>
        <span className="muted">Cell BoC</span>{' '}
        <CopyButton text={param.boc} label={`cell of parameter ${param.id}`} />
        <pre className="break">{param.boc}</pre>
      </div>
    </details>
  );
}
