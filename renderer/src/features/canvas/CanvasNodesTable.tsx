import type { CanvasDocument } from '../../../../shared/canvas/document';
import { ruleText, type ViewNode } from '../../../../shared/canvas/entities';
import type { RiskFlag } from '../../../../shared/risk';
import { Address } from '../../components/Address';
import { Amount } from '../../components/Amount';
import { RiskFlags } from '../risk';
import type { CanvasSelection } from './CanvasGraph';
import { rowKeys, SortHeader } from './table-rows';
import type { NodeRowData, SortedRows } from './use-canvas-table-order';

/** What an accounts-table row needs besides its node: the canvas, flags and grouping by hand. */
interface NodeCellProps {
  doc: CanvasDocument;
  /** The risk flags of an account (the rows' badges). */
  flagsOf(address: string): RiskFlag[];
  /** Accounts chosen for grouping by hand. */
  chosen: ReadonlySet<string>;
  onChoose?(address: string, on: boolean): void;
}

/** An entity's cell: its rule and its members, each with its flags (and the start's tag). */
function EntityCell({
  group,
  doc,
  flagsOf,
}: NodeCellProps & { group: CanvasDocument['groups'][number] }) {
  return (
    <>
      <strong>Entity</strong> <span className="muted">{ruleText(group.rule)}</span>
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
  );
}

/** An account's cell: the checkbox that chooses it for grouping, its address and flags. */
function AccountCell({ n, doc, flagsOf, chosen, onChoose }: NodeCellProps & { n: ViewNode }) {
  return (
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
  );
}

/** One row of the accounts table: the node (account or entity), TON in and out, flows. */
function NodeRow({
  row: { n, t },
  selected,
  onSelect,
  ...cell
}: NodeCellProps & { row: NodeRowData; selected: boolean; onSelect(id: string): void }) {
  const group = n.kind === 'entity' ? cell.doc.groups.find((g) => g.id === n.id) : null;
  return (
    <tr
      data-key={n.id}
      {...(group ? { 'data-entity': n.id } : { 'data-address': n.id })}
      tabIndex={0}
      aria-selected={selected}
      className={selected ? 'selected' : ''}
      onClick={() => onSelect(n.id)}
    >
      <td>{group ? <EntityCell group={group} {...cell} /> : <AccountCell n={n} {...cell} />}</td>
      <td className="num">
        <Amount value={t.inTon} />
      </td>
      <td className="num">
        <Amount value={t.outTon} />
      </td>
      <td className="num">{t.edges}</td>
    </tr>
  );
}

/**
 * The accounts on the canvas as a table: accounts and entities sorted by TON moved, rows
 * reachable with the arrow keys, Enter or a click selects the node.
 */
export function CanvasNodesTable({
  nodes,
  selection,
  onSelect,
  ...cell
}: NodeCellProps & {
  nodes: SortedRows<NodeRowData>;
  selection: CanvasSelection;
  onSelect(s: CanvasSelection): void;
}) {
  const { doc } = cell;
  const select = (id: string) => onSelect({ kind: 'node', id });
  return (
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
            <SortHeader label="TON out · total" order={nodes.order} onToggle={nodes.toggle} />
            <th className="num">Flows</th>
          </tr>
        </thead>
        <tbody onKeyDown={rowKeys(select)}>
          {nodes.rows.map((row) => (
            <NodeRow
              key={row.n.id}
              row={row}
              selected={selection?.kind === 'node' && selection.id === row.n.id}
              onSelect={select}
              {...cell}
            />
          ))}
        </tbody>
      </table>
    </section>
  );
}
