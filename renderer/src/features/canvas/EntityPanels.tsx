import { useState } from 'react';
import type { CanvasDocument } from '../../../../shared/canvas/document';
import { ruleText, type CanvasGroup, type ViewEdge } from '../../../../shared/canvas/entities';
import { formatAssetAmount } from '../../components/asset-amount';
import { Address } from '../../components/Address';
import { Amount } from '../../components/Amount';
import { assetOf } from './canvas-model';
import { routePath } from '../../routing/routes';
import type { CanvasSelection } from './CanvasGraph';
import { NoteField } from './fields';

/**
 * The selected entity: why its accounts are one (the rule), its members (each links to its
 * account page), the flows between its own wallets (not drawn), its note, and Ungroup.
 */
export function EntityPanel({
  doc,
  group,
  inside,
  onNote,
  onUngroup,
}: {
  doc: CanvasDocument;
  group: CanvasGroup;
  /** The document's edges between two of its members. */
  inside: CanvasDocument['edges'];
  onNote(note: string): void;
  onUngroup(): void;
}) {
  return (
    <section className="canvas-panel" aria-label="Selected entity">
      <h2>Entity of {group.members.length} accounts</h2>
      <p data-testid="entity-rule">{ruleText(group.rule)}</p>
      <ul className="entity-members">
        {group.members.map((m) => (
          <li key={m} data-member={m}>
            <Address address={m} />{' '}
            <a href={routePath({ name: 'account', address: m })}>Open the account</a>
          </li>
        ))}
      </ul>
      {inside.length > 0 && (
        <>
          <h3>Between its own wallets (not drawn)</h3>
          <ul>
            {inside.map((e) => {
              const a = assetOf(doc, e.asset);
              return (
                <li key={e.id}>
                  <Address address={e.from} /> → <Address address={e.to} />:{' '}
                  {formatAssetAmount(e.amount, a)} in {e.count}
                </li>
              );
            })}
          </ul>
        </>
      )}
      <button type="button" onClick={onUngroup}>
        Ungroup
      </button>
      <NoteField label="Note on this entity" key={group.id} note={group.note} onNote={onNote} />
    </section>
  );
}

/** A drawn flow that sums several accounts' flows: each listed, each opening its movements. */
export function SummedFlowPanel({
  doc,
  edge,
  onSelect,
}: {
  doc: CanvasDocument;
  edge: ViewEdge;
  onSelect(s: CanvasSelection): void;
}) {
  const a = assetOf(doc, edge.asset);
  const members = edge.members
    .map((id) => doc.edges.find((e) => e.id === id))
    .filter((e) => e !== undefined);
  return (
    <section className="canvas-panel" aria-label="Selected flow">
      <h2>
        Flow of an entity: {formatAssetAmount(edge.amount, a)} in {edge.count}
      </h2>
      <p className="muted">The sum of these flows of its accounts:</p>
      <ul>
        {members.map((e) => (
          <li key={e.id}>
            <Address address={e.from} /> → <Address address={e.to} />:{' '}
            {e.asset === 'TON' ? <Amount value={e.amount} /> : formatAssetAmount(e.amount, a)}{' '}
            <button
              type="button"
              className="link-button"
              onClick={() => onSelect({ kind: 'edge', id: e.id })}
            >
              Movements ({e.count})
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Groups the accounts chosen in the table by hand, with a note saying why. */
export function GroupChosenForm({
  count,
  onGroup,
  onClear,
}: {
  count: number;
  onGroup(note: string): void;
  onClear(): void;
}) {
  const [note, setNote] = useState('');
  return (
    <form
      className="toolbar"
      aria-label="Group chosen accounts"
      onSubmit={(e) => {
        e.preventDefault();
        onGroup(note.trim());
        setNote('');
      }}
    >
      <span>{count} accounts chosen</span>
      <label className="field">
        <span>Why they are one (note)</span>
        <input value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      <button type="submit" disabled={count < 2}>
        Group chosen accounts
      </button>
      <button type="button" onClick={onClear}>
        Clear choice
      </button>
    </form>
  );
}
