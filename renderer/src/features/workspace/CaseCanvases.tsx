import { formatDateTimeMs } from '../../../../shared/format';
import { plural } from '../../../../shared/plural';
import type { Network } from '../../../../shared/profiles';
import { routePath } from '../../routing/routes';
import { useCaseCanvases } from '../../api/canvas';

/** The canvases kept in a case, each linking to the canvas page; nothing when there is none. */
export function CaseCanvases({ network, caseId }: { network: Network; caseId: number }) {
  // Re-read when cases change (api/workspace-refresh.ts).
  const q = useCaseCanvases(network, caseId);
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
