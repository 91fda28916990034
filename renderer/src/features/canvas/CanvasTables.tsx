import { useMemo, useState, type KeyboardEvent } from 'react';
import type { CanvasDocument } from '../../../../shared/canvas/document';
import { ENTITY_ID_PREFIX, ruleText, type CanvasView } from '../../../../shared/canvas/entities';
import { Address } from '../../components/Address';
import { Amount } from '../../components/Amount';
import { DateTime } from '../../components/DateTime';
import { assetOf, nodeTotals } from './canvas-model';
import { RiskFlags } from '../risk';
import type { RiskFlag } from '../../../../shared/risk';
import type { CanvasSelection } from './CanvasGraph';

type Order = 'desc' | 'asc';

/**
 * Up/Down (and Home/End) move the focus between the rows of the table the focus is in;
 * Enter on a row runs `onEnter` with its key (the row's own links and buttons keep theirs).
 */
function rowKeys(onEnter: (key: string) => void) {
  return (ev: KeyboardEvent<HTMLTableSectionElement>) => {
    const row = (ev.target as HTMLElement).closest('tr');
    if (!row || row.parentElement !== ev.currentTarget) return;
    const rows = [...ev.currentTarget.querySelectorAll<HTMLTableRowElement>(':scope > tr')];
    const i = rows.indexOf(row);
    let next: HTMLTableRowElement | undefined;
    if (ev.key === 'ArrowDown') next = rows[i + 1];
    else if (ev.key === 'ArrowUp') next = rows[i - 1];
    else if (ev.key === 'Home') next = rows[0];
    else if (ev.key === 'End') next = rows[rows.length - 1];
    else if (ev.key === 'Enter' && ev.target === row && row.dataset.key) {
      ev.preventDefault();
      onEnter(row.dataset.key);
      return;
    } else return;
    ev.preventDefault();
    next?.focus();
  };
}

function SortHeader({ label, order, onToggle }: { label: string; order: Order; onToggle(): void }) {
  return (
    <th aria-sort={order === 'desc' ? 'descending' : 'ascending'} className="num">
      <button type="button" className="link-button" onClick={onToggle}>
        {label} {order === 'desc' ? '↓' : '↑'}
      </button>
    </th>
  );
}

const cmp = (a: bigint, b: bigint, order: Order) =>
  (a > b ? 1 : a < b ? -1 : 0) * (order === 'desc' ? -1 : 1);

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

/**
 * The canvas without the picture, as the picture draws it ({@link CanvasView}): its nodes
 * (accounts, and entities with their rule and members) and its flows (an entity's summed) as
 * two tables beside it, each sortable by amount, rows reachable with the arrow keys; Enter on a
 * row selects it (an edge's row opens its movements). Addresses link to their account pages;
 * an account's checkbox chooses it for grouping by hand.
 */
export function CanvasTables({
  doc,
  view,
  selection,
  onSelect,
  flagsOf = () => [],
  chosen = new Set(),
  onChoose,
}: {
  doc: CanvasDocument;
  view: CanvasView;
  selection: CanvasSelection;
  onSelect(s: CanvasSelection): void;
  /** The risk flags of an account (the rows' badges). */
  flagsOf?(address: string): RiskFlag[];
  /** Accounts chosen for grouping by hand. */
  chosen?: ReadonlySet<string>;
  onChoose?(address: string, on: boolean): void;
}) {
  const [nodeOrder, setNodeOrder] = useState<Order>('desc');
  const [edgeOrder, setEdgeOrder] = useState<Order>('desc');
  const nodes = useMemo(
    () =>
      view.nodes
        .map((n) => ({ n, t: nodeTotals(view, n.id) }))
        .sort((a, b) => cmp(a.t.inTon + a.t.outTon, b.t.inTon + b.t.outTon, nodeOrder)),
    [view, nodeOrder],
  );
  // Edges: TON first, then each jetton; by amount within an asset.
  const edges = useMemo(
    () =>
      [...view.edges].sort((a, b) =>
        a.asset !== b.asset
          ? a.asset === 'TON'
            ? -1
            : b.asset === 'TON'
              ? 1
              : a.asset < b.asset
                ? -1
                : 1
          : cmp(BigInt(a.amount), BigInt(b.amount), edgeOrder),
      ),
    [view.edges, edgeOrder],
  );
  const flip = (o: Order): Order => (o === 'desc' ? 'asc' : 'desc');
  return (
    <div className="canvas-tables">
      <section aria-label="Accounts on the canvas">
        <h2>
          Accounts ({doc.nodes.length}
          {doc.groups.length ? `, ${doc.groups.length} grouped into entities` : ''})
        </h2>
        <table className="data-table canvas-nodes">
          <thead>
            <tr>
              <th>Account</th>
              <th className="num">TON in</th>
              <SortHeader
                label="TON out · total"
                order={nodeOrder}
                onToggle={() => setNodeOrder(flip)}
              />
              <th className="num">Flows</th>
            </tr>
          </thead>
          <tbody onKeyDown={rowKeys((id) => onSelect({ kind: 'node', id }))}>
            {nodes.map(({ n, t }) => {
              const group = n.kind === 'entity' ? doc.groups.find((g) => g.id === n.id) : null;
              const selected = selection?.kind === 'node' && selection.id === n.id;
              return (
                <tr
                  key={n.id}
                  data-key={n.id}
                  {...(group ? { 'data-entity': n.id } : { 'data-address': n.id })}
                  tabIndex={0}
                  aria-selected={selected}
                  className={selected ? 'selected' : ''}
                  onClick={() => onSelect({ kind: 'node', id: n.id })}
                >
                  <td>
                    {group ? (
                      <>
                        <strong>Entity</strong>{' '}
                        <span className="muted">{ruleText(group.rule)}</span>
                        <ul className="entity-members">
                          {group.members.map((m) => (
                            <li key={m} data-member={m}>
                              <Address address={m} />
                              {m === doc.start && <span className="address-tag">start</span>}{' '}
                              <RiskFlags flags={flagsOf(m)} />
                            </li>
                          ))}
                        </ul>
                      </>
                    ) : (
                      <>
                        {onChoose && (
                          <input
                            type="checkbox"
                            aria-label="Choose for grouping"
                            checked={chosen.has(n.id)}
                            onClick={(e) => e.stopPropagation()}
                            onChange={(e) => onChoose(n.id, e.target.checked)}
                          />
                        )}{' '}
                        <Address address={n.id} />
                        {n.id === doc.start && <span className="address-tag">start</span>}{' '}
                        <RiskFlags flags={flagsOf(n.id)} />
                      </>
                    )}
                  </td>
                  <td className="num">
                    <Amount value={t.inTon} />
                  </td>
                  <td className="num">
                    <Amount value={t.outTon} />
                  </td>
                  <td className="num">{t.edges}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      <section aria-label="Flows on the canvas">
        <h2>Flows ({view.edges.length})</h2>
        {view.internal.size > 0 && (
          <p className="muted" data-testid="inside-flows">
            {[...view.internal.values()].reduce((n, es) => n + es.length, 0)} flows between wallets
            of one entity are not drawn nor summed here: the entity lists them.
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
                <SortHeader label="Amount" order={edgeOrder} onToggle={() => setEdgeOrder(flip)} />
                <th className="num">Moves</th>
                <th>Last</th>
              </tr>
            </thead>
            <tbody onKeyDown={rowKeys((id) => onSelect({ kind: 'edge', id }))}>
              {edges.map((e) => {
                const a = assetOf(doc, e.asset);
                const selected = selection?.kind === 'edge' && selection.id === e.id;
                return (
                  <tr
                    key={e.id}
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
                        onClick={() => onSelect({ kind: 'edge', id: e.id })}
                      >
                        {e.count}
                      </button>
                    </td>
                    <td>
                      <DateTime unix={e.lastUtime} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
