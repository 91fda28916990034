import { useQuery } from '@tanstack/react-query';
import { formatDateTimeMs } from '../../../../shared/format';
import { plural } from '../../../../shared/plural';
import type { Network } from '../../../../shared/profiles';
import { bridge } from '../../bridge';
import { routePath } from '../../routing/routes';
import { useRefreshOn } from '../workspace';

const key = (network: Network) => ['workspace', 'cases', network, 'canvases'] as const;

/** The canvases kept in a case, each linking to the canvas page; nothing when there is none. */
export function CaseCanvases({ network, caseId }: { network: Network; caseId: number }) {
  useRefreshOn('workspace:cases-changed', network, key);
  const q = useQuery({
    queryKey: [...key(network), caseId],
    queryFn: () => bridge.call('canvas:list', { network, caseId }),
  });
  if (!q.data?.length) return null;
  return (
    <section aria-label="Canvases">
      <h2>Canvases ({q.data.length})</h2>
      <ul className="case-canvases">
        {q.data.map((c) => (
          <li key={c.id}>
            <a href={routePath({ name: 'canvas', saved: c.id })}>{c.name}</a>{' '}
            <span className="muted">
              {plural(c.nodes, 'account')}, {plural(c.edges, 'flow')} · saved{' '}
              {formatDateTimeMs(c.updatedAt)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
