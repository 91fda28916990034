import type { ReactNode } from 'react';
import { Amount } from '../../components/Amount';
import { KeyValue } from '../../components/KeyValue';
import { MessageView } from '../../components/MessageView';
import type { MetadataMap, V3Transaction } from '../../lib/v3-types';
import type { FeeBreakdown } from '../../../../shared/ledger';

type Description = V3Transaction['description'];

/**
 * The Fees section: each part of the fee (nanotons) and the total, with what the total
 * counts (the transaction's own fees plus the forward fees of its outbound messages).
 */
export function TransactionFees({ tx, fees }: { tx: V3Transaction; fees: FeeBreakdown }) {
  return (
    <>
      <h2>Fees</h2>
      <KeyValue
        label="Fees"
        items={[
          ...fees.parts.map((p): [string, ReactNode] => [
            p.label,
            <span key={p.kind} data-testid="fee-part" data-kind={p.kind}>
              <Amount value={p.nanotons} />
            </span>,
          ]),
          [
            'Total fees',
            <strong key="tf" data-testid="fee-total">
              <Amount value={fees.total} />
            </strong>,
          ],
        ]}
      />
      <p className="muted">
        The total is what the account paid beyond the values it sent: the transaction’s own fees (
        <Amount value={tx.total_fees} />) plus the forward fees its outbound messages carry.
      </p>
    </>
  );
}

/** The Phases section: the transaction's type, compute and action phases, and its bounce. */
export function TransactionPhases({ descr }: { descr: Description }) {
  return (
    <>
      <h2>Phases</h2>
      <KeyValue
        label="Phases"
        items={[
          ['Type', descr.type ?? '—'],
          ['Compute phase', computePhaseText(descr.compute_ph)],
          ['Action phase', actionPhaseText(descr.action)],
          ['Bounce', descr.bounce ? `bounced (${descr.bounce.type ?? '?'})` : 'no'],
        ]}
      />
    </>
  );
}

/** The compute phase in one line: none, skipped (why), or its outcome, exit code and gas. */
function computePhaseText(c: Description['compute_ph']): string {
  if (!c) return 'none';
  if (c.skipped) return `skipped (${c.reason ?? 'no reason given'})`;
  return `${c.success ? 'success' : 'failed'}, exit code ${c.exit_code ?? '?'}, gas used ${c.gas_used ?? '?'}, ${c.vm_steps ?? '?'} VM steps`;
}

/** The action phase in one line: none, or its outcome, result code and counts. */
function actionPhaseText(a: Description['action']): string {
  if (!a) return 'none';
  return `${a.success ? 'success' : 'failed'}, result code ${a.result_code ?? '?'}, ${a.tot_actions ?? 0} actions, ${a.msgs_created ?? 0} messages created`;
}

/** The inbound message (none for a tick-tock) and the outbound ones, bodies decoded. */
export function TransactionMessages({
  tx,
  metadata,
}: {
  tx: V3Transaction;
  metadata: MetadataMap | undefined;
}) {
  return (
    <>
      <h2>Inbound message</h2>
      {tx.in_msg ? (
        <MessageView msg={tx.in_msg} title="Inbound message" metadata={metadata} />
      ) : (
        <p className="muted">None (tick-tock).</p>
      )}
      <h2>Outbound messages ({tx.out_msgs.length})</h2>
      {tx.out_msgs.length === 0 && <p className="muted">None.</p>}
      {tx.out_msgs.map((m, i) => (
        <MessageView key={m.hash} msg={m} title={`Outbound message ${i + 1}`} metadata={metadata} />
      ))}
    </>
  );
}
