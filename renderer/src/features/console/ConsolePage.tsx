import { useMemo, useState } from 'react';
import { findOperation } from '../../../../shared/api/catalogue';
import type { Api } from '../../../../shared/api/params';
import { useProfile } from '../../lib/profile-context';
import { routePath, type Route } from '../../routing/routes';
import { navigate } from '../../routing/use-route';
import { groupOperations } from './api-groups';
import { OperationForm } from './OperationForm';
import { ConsoleHistory } from './ConsoleHistory';
import './console.css';

const APIS: readonly Api[] = ['v3', 'v2'];

/**
 * API console: every v2 and v3 operation of the catalogue (shared/api/), grouped as in the
 * seed, callable from a form generated from its parameter types; the response shows the HTTP
 * status, latency and raw JSON. The selected operation is in the route
 * (`#/console/v3/masterchainInfo`), so it survives reloads and can be linked.
 */
export function ConsolePage({ route }: { route: Extract<Route, { name: 'console' }> }) {
  const profile = useProfile();
  // The API tab is in the route (`#/console/v2`), like the operation (`#/console/v2/getConfigAll`).
  const api: Api = route.api ?? 'v3';
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
  const selected = route.operation ? findOperation(api, route.operation) : undefined;

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
                if (a !== api) navigate({ name: 'console', api: a });
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
                    href={routePath({ name: 'console', api, operation: op.name })}
                    aria-current={selected?.name === op.name ? 'page' : undefined}
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
            The {api} API has no operation “{route.operation}”. Pick one from the list.
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
            key={`${profile.id}/${api}/${selected.name}`}
            op={selected}
            profileId={profile.id}
          />
        )}
        <ConsoleHistory profileId={profile.id} />
      </div>
    </div>
  );
}
