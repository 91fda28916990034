import { useId } from 'react';
import type { Attribution } from '../../../../shared/attribution';
import type { CanvasDocument } from '../../../../shared/canvas/document';
import { ErrorLine } from '../../components/States';
import { useNetwork } from '../../lib/profile-context';
import { canvasReportContext } from './AttributionPanel';
import { FoundPathsList } from './FoundPathsList';
import { usePathFinder } from './use-path-finder';

/**
 * Paths between two accounts (shared/attribution `findPaths` over the canvas's ledgers and
 * flows): choose them among the canvas's accounts, or type an address; each path lists its
 * hops with their transfers, what it can have carried, and (from the trace's start) the
 * traced value that took it; "Show on canvas" marks it on the picture.
 */
export function PathFinderPanel({
  doc,
  attribution,
  name,
  onHighlight,
}: {
  doc: CanvasDocument;
  attribution: Attribution | null;
  name(address: string): string;
  /** The ids of what to mark on the picture; null: nothing. */
  onHighlight(ids: ReadonlySet<string> | null): void;
}) {
  const listId = useId();
  const f = usePathFinder(doc, attribution, name, onHighlight);
  const network = useNetwork();
  const ctx = canvasReportContext(doc, name, network);
  return (
    <section className="canvas-panel" aria-label="Paths between two accounts">
      <h2>Paths between two accounts</h2>
      <datalist id={listId}>
        {doc.nodes.map((n) => (
          <option key={n.address} value={name(n.address) || n.address} />
        ))}
      </datalist>
      <div className="canvas-filters">
        <label className="field">
          <span>From</span>
          <input list={listId} value={f.from} onChange={(e) => f.setFrom(e.target.value)} />
        </label>
        <label className="field">
          <span>To</span>
          <input list={listId} value={f.to} onChange={(e) => f.setTo(e.target.value)} />
        </label>
        <button type="button" onClick={f.find}>
          Find paths
        </button>
      </div>
      <ErrorLine error={f.error} />
      {f.paths && !f.paths.length && (
        <p className="muted">No path forward in time between them over what the canvas read.</p>
      )}
      {f.paths && f.paths.length > 0 && (
        <FoundPathsList
          paths={f.paths}
          shownIndex={f.shownIndex}
          onShow={f.show}
          name={name}
          ctx={ctx}
        />
      )}
    </section>
  );
}
