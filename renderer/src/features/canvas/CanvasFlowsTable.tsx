import type { CanvasDocument } from '../../../../shared/canvas/document';
import {
  ENTITY_ID_PREFIX,
  type CanvasView,
  type ViewEdge,
} from '../../../../shared/canvas/entities';
import { Address } from '../../components/Address';
import { Amount } from '../../components/Amount';
import { DateTime } from '../../components/DateTime';
import { assetOf } from './canvas-model';
import type { CanvasSelection } from './CanvasGraph';
import { rowKeys, SortHeader } from './table-rows';
import type { SortedRows } from './use-canvas-table-order';

/** A drawn end of a flow: an account's address, or an entity named by its members. */
function End({ id, doc }: { id: string; doc: CanvasDocument }) {
  const g = id.startsWith(ENTITY_ID_PREFIX) ? doc.groups.find((x) => x.id === id) : undefined;
  // A flow is one line in the side table: copying goes through the address's "⋯" menu.
  if (!g) return <Address address={id} copy={false} />;
  return (
    <span data-entity={g.id}>
      <span className="address-tag">entity</span> <Address address={g.members[0]!} copy={false} /> +
      {g.members.length - 1}
    </span>
  );
}

/** One row of the flows table: its ends, amount in its asset, moves (opens them), last time. */
function EdgeRow({
  e,
  doc,
  selected,
  onSelect,
}: {
  e: ViewEdge;
  doc: CanvasDocument;
  selected: boolean;
  onSelect(id: string): void;
}) {
  const a = assetOf(doc, e.asset);
  return (
    <tr
      data-key={e.id}
      data-from={e.from}
      data-to={e.to}
      data-asset={e.asset}
      data-amount={e.amount}
      tabIndex={0}
      aria-selected={selected}
      className={selected ? 'selected' : ''}
    >
      <td>
        <End id={e.from} doc={doc} />
      </td>
      <td>
        <End id={e.to} doc={doc} />
      </td>
      <td className="num">
        {e.asset === 'TON' ? (
          <Amount value={e.amount} />
        ) : (
          <Amount
            value={e.amount}
            decimals={a.decimals}
            symbol={a.symbol}
            master={e.asset.slice('jetton:'.length)}
          />
        )}
      </td>
      <td className="num">
        <button
          type="button"
          className="link-button"
          aria-label={`Movements of this flow (${e.count})`}
          onClick={() => onSelect(e.id)}
        >
          {e.count}
        </button>
      </td>
      <td>
        <DateTime unix={e.lastUtime} />
      </td>
    </tr>
  );
}

/**
 * The flows on the canvas as a table (an entity's summed; those inside one entity counted
 * apart): sorted by asset then amount, rows reachable with the arrow keys, Enter or the moves
 * button selects the flow (which opens its movements).
 */
export function CanvasFlowsTable({
  doc,
  view,
  edges,
  selection,
  onSelect,
}: {
  doc: CanvasDocument;
  view: CanvasView;
  edges: SortedRows<ViewEdge>;
  selection: CanvasSelection;
  onSelect(s: CanvasSelection): void;
}) {
  const select = (id: string) => onSelect({ kind: 'edge', id });
  return (
    <section aria-label="Flows on the canvas">
      <h2>Flows ({view.edges.length})</h2>
      {view.internal.size > 0 && (
        <p className="muted" data-testid="inside-flows">
          {[...view.internal.values()].reduce((n, es) => n + es.length, 0)} flows between wallets of
          one entity are not drawn nor summed here: the entity lists them.
        </p>
      )}
      {view.edges.length === 0 ? (
        <p className="muted">No flows yet: expand an account.</p>
      ) : (
        <table className="data-table canvas-edges">
          <thead>
            <tr>
              <th>From</th>
              <th>To</th>
              <SortHeader label="Amount" order={edges.order} onToggle={edges.toggle} />
              <th className="num">Moves</th>
              <th>Last</th>
            </tr>
          </thead>
          <tbody onKeyDown={rowKeys(select)}>
            {edges.rows.map((e) => (
              <EdgeRow
                key={e.id}
                e={e}
                doc={doc}
                selected={selection?.kind === 'edge' && selection.id === e.id}
                onSelect={select}
              />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
