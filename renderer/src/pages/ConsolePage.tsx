import { useEffect, useMemo, useState } from 'react';
import { findOperation } from '../../../shared/api/catalogue';
import type { Api } from '../../../shared/api/params';
import { useProfile } from '../lib/profile-context';
import type { Route } from '../routing/routes';
import { navigate } from '../routing/use-route';
import { groupOperations } from './console/api-groups';
import { OperationForm } from './console/OperationForm';
import './console/console.css';

const APIS: readonly Api[] = ['v3', 'v2'];

/**
 * API console: every v2 and v3 operation of the catalogue (shared/api/), grouped as in the
 * seed, callable from a form generated from its parameter types; the response shows the HTTP
 * status, latency and raw JSON. The selected operation is in the route
 * (`#/console/v3/masterchainInfo`), so it survives reloads and can be linked.
 */
export function ConsolePage({ route }: { route: Extract<Route, { name: 'console' }> }) {
  const profile = useProfile();
  // The API tab is UI state: `#/console` alone has no API, so the route only sets it when an
  // operation is linked (`#/console/v2/getConfigAll`).
  const [api, setApi] = useState<Api>(route.api ?? 'v3');
  useEffect(() => {
    if (route.api) setApi(route.api);
  }, [route.api]);
  const [filter, setFilter] = useState('');
  const groups = useMemo(() => groupOperations(api), [api]);
  const needle = filter.trim().toLowerCase();
  const visible = groups
    .map((g) => ({
      ...g,
      operations: g.operations.filter(
        (op) =>
          !needle ||
          op.name.toLowerCase().includes(needle) ||
          op.summary.toLowerCase().includes(needle) ||
          g.name.toLowerCase().includes(needle),
      ),
    }))
    .filter((g) => g.operations.length > 0);
  const routeApi = route.api ?? 'v3';
  const selected = route.operation ? findOperation(routeApi, route.operation) : undefined;

  return (
    <div className="console-page">
      <nav className="console-sidebar" aria-label="API operations">
        <div role="tablist" aria-label="API version" className="console-tabs">
          {APIS.map((a) => (
            <button
              key={a}
              type="button"
              role="tab"
              aria-selected={a === api}
              onClick={() => {
                setApi(a);
                if (route.operation && a !== routeApi) navigate({ name: 'console' });
              }}
            >
              API {a}
            </button>
          ))}
        </div>
        <input
          type="search"
          className="console-filter"
          aria-label="Filter operations"
          placeholder="Filter operations"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
        {visible.length === 0 && <p className="muted">No operation matches “{filter}”.</p>}
        {visible.map((g) => (
          <section key={g.name} className="console-group" aria-label={`${api} ${g.name}`}>
            <h3>{g.name}</h3>
            <ul>
              {g.operations.map((op) => (
                <li key={op.name}>
                  <a
                    href={`#/console/${api}/${encodeURIComponent(op.name)}`}
                    aria-current={
                      routeApi === api && selected?.name === op.name ? 'page' : undefined
                    }
                    title={op.summary}
                  >
                    {op.name}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <div className="console-main">
        {route.operation && !selected && (
          <p role="alert" className="error">
            The {routeApi} API has no operation “{route.operation}”. Pick one from the list.
          </p>
        )}
        {!route.operation && (
          <div className="console-intro">
            <h2>API console</h2>
            <p className="muted">
              Every {api} operation of TON Center, grouped as in its documentation. Pick one to get
              a form for its parameters; the answer shows the HTTP status, the latency and the raw
              JSON. Calls use the active profile ({profile.name}) and its rate limit.
            </p>
          </div>
        )}
        {selected && (
          <OperationForm
            key={`${profile.id}/${routeApi}/${selected.name}`}
            op={selected}
            profileId={profile.id}
          />
        )}
      </div>
    </div>
  );
}
