import type { ReactNode } from 'react';
import type { EdgeMovement } from '../../../../shared/canvas/edges';
import type { CanvasDocument, CanvasEdgeSaved } from '../../../../shared/canvas/document';
import { edgeMovementsCsv } from '../../../../shared/canvas/document';
import { Address } from '../../components/Address';
import { Amount } from '../../components/Amount';
import { DateTime } from '../../components/DateTime';
import { Hash } from '../../components/Hash';
import { ErrorState, Loading } from '../../components/States';
import { assetOf } from './canvas-model';
import { useProfile } from '../../lib/profile-context';
import { useEdgeMovements } from '../../api/canvas';
import { saveWorkspaceFile } from '../../api/save-file';
import { NoteField } from './fields';

/**
 * The movements one edge sums (time, amount, transaction), read by `canvas:edge-movements`
 * over the canvas's period, with the edge's note and "Export CSV".
 */
export function EdgeMovements({
  doc,
  edge,
  onNote,
  onMessage,
}: {
  doc: CanvasDocument;
  edge: CanvasEdgeSaved;
  onNote(note: string): void;
  onMessage(text: string): void;
}) {
  const profile = useProfile();
  const period = {
    ...(doc.filters.fromUnix !== null ? { fromUnix: doc.filters.fromUnix } : {}),
    ...(doc.filters.toUnix !== null ? { toUnix: doc.filters.toUnix } : {}),
  };
  const q = useEdgeMovements(profile.id, edge, period);
  const a = assetOf(doc, edge.asset);
  const amount = (v: string) => <FlowAmount asset={edge.asset} info={a} value={v} />;
  return (
    <section className="canvas-panel" aria-label="Movements of the selected flow">
      <h2>Flow</h2>
      <p>
        <Address address={edge.from} /> → <Address address={edge.to} />
      </p>
      <p data-testid="edge-amount">
        {amount(edge.amount)} in {edge.count} {edge.count === 1 ? 'movement' : 'movements'},{' '}
        <DateTime unix={edge.firstUtime} /> to <DateTime unix={edge.lastUtime} />
      </p>
      <NoteField
        label="Note on this flow"
        key={edge.id}
        note={edge.note}
        onNote={(note) => {
          if (note !== edge.note) onNote(note);
        }}
      />
      {q.isPending && <Loading label="Loading the movements…" />}
      {q.isError && <ErrorState error={q.error} onRetry={() => void q.refetch()} />}
      {q.data && (
        <>
          <button
            type="button"
            onClick={() =>
              void saveWorkspaceFile(
                `canvas-flow-movements.csv`,
                edgeMovementsCsv(edge, a, q.data.movements),
              ).then((where) => where && onMessage(`Movements: ${where}.`))
            }
          >
            Export movements CSV
          </button>
          <MovementsTable movements={q.data.movements} amount={amount} />
        </>
      )}
    </section>
  );
}

/** An amount of a flow's asset: TON, or a jetton in its decimals and symbol (`info`). */
function FlowAmount({
  asset,
  info,
  value,
}: {
  asset: string;
  info: { decimals: number; symbol: string };
  value: string;
}) {
  return asset === 'TON' ? (
    <Amount value={value} />
  ) : (
    <Amount
      value={value}
      decimals={info.decimals}
      symbol={info.symbol}
      master={asset.slice('jetton:'.length)}
    />
  );
}

/** The movements a flow sums, one row each: time, amount, transaction. */
function MovementsTable({
  movements,
  amount,
}: {
  movements: readonly EdgeMovement[];
  amount(value: string): ReactNode;
}) {
  return (
    <table className="data-table canvas-movements">
      <thead>
        <tr>
          <th>Time</th>
          <th className="num">Amount</th>
          <th>Transaction</th>
        </tr>
      </thead>
      <tbody>
        {movements.map((m) => (
          <tr key={`${m.txHash}|${m.lt}|${m.amount}`} data-amount={m.amount}>
            <td>
              <DateTime unix={m.utime} />
            </td>
            <td className="num">{amount(m.amount)}</td>
            <td>
              <Hash value={m.txHash} to={{ name: 'transaction', hash: m.txHash }} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
