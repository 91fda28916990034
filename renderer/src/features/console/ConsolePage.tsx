import { findOperation } from '../../../../shared/api/catalogue';
import type { Api } from '../../../../shared/api/params';
import { useProfile } from '../../lib/profile-context';
import type { Route } from '../../routing/routes';
import { OperationForm } from './OperationForm';
import { ConsoleHistory } from './ConsoleHistory';
import { ConsoleSidebar } from './ConsoleSidebar';
import './console.css';

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
  const selected = route.operation ? findOperation(api, route.operation) : undefined;

  return (
    <div className="console-page">
      <ConsoleSidebar api={api} selected={selected?.name} />
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
