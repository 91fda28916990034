import { useMemo, useState } from 'react';
import type { Api } from '../../../../shared/api/params';
import { routePath } from '../../routing/routes';
import { navigate } from '../../routing/use-route';
import { groupOperations, type ApiGroup } from './api-groups';

const APIS: readonly Api[] = ['v3', 'v2'];

/**
 * The groups that hold operations matching `filter` (by name, summary or group name,
 * case-insensitive), each with only its matching operations; every group for an empty filter.
 */
export function filterGroups(groups: readonly ApiGroup[], filter: string): ApiGroup[] {
  const needle = filter.trim().toLowerCase();
  return groups
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
}

/**
 * The console's sidebar: the API tabs (each a route, `#/console/v2`), a filter, and the
 * operations of the API in their groups, each a link to its form (`selected` marked current).
 */
export function ConsoleSidebar({ api, selected }: { api: Api; selected: string | undefined }) {
  const [filter, setFilter] = useState('');
  const groups = useMemo(() => groupOperations(api), [api]);
  const visible = filterGroups(groups, filter);
  return (
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
                  aria-current={selected === op.name ? 'page' : undefined}
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
  );
}
