import type { SendStatus } from '../../../../shared/ipc/channels/send';
import { Hash } from '../../components/Hash';
import { Address } from '../../components/Address';
import { StatePill, StatusPill } from '../../components/StatusPill';
import { SmallTable } from '../../components/SmallTable';

const PHASE_WORD: Record<SendStatus['phase'], string> = {
  sent: 'Sent',
  pending: 'Pending',
  confirming: 'Confirming',
  done: 'Done',
};

/** The live status of a sent message, then its outcome in words and the trace's transactions. */
export function SendProgress({ status }: { status: SendStatus }) {
  const o = status.outcome;
  return (
    <section className="send-section" aria-labelledby="send-status-title">
      <h2 id="send-status-title">Status</h2>
      <p role="status" aria-live="polite" data-testid="send-status" data-phase={status.phase}>
        <StatePill
          state={status.phase}
          tone={status.phase === 'done' ? 'ok' : 'pending'}
          label={PHASE_WORD[status.phase]}
        />{' '}
        {status.message}
      </p>
      <p className="muted">
        Message hash <Hash value={status.hash} label="message hash" />
        {status.traceId && (
          <>
            {' '}
            · trace{' '}
            <Hash
              value={status.traceId}
              to={{ name: 'trace', id: status.traceId }}
              label="trace id"
            />
          </>
        )}
      </p>
      {o && (
        <div
          className={`send-outcome outcome-${o.kind}`}
          data-testid="send-outcome"
          data-kind={o.kind}
        >
          {o.status ? (
            <StatusPill status={o.status} />
          ) : (
            <StatePill state={o.kind} tone="bad" label="Not found" />
          )}{' '}
          {o.message}
        </div>
      )}
      {status.transactions.length > 0 && (
        <SmallTable
          className="send-txs"
          label="Transactions of the message"
          rows={status.transactions}
          getKey={(t) => t.hash}
          columns={[
            {
              id: 'tx',
              header: 'Transaction',
              render: (t) => (
                <Hash
                  value={t.hash}
                  to={{ name: 'transaction', hash: t.hash }}
                  label="transaction hash"
                />
              ),
            },
            { id: 'account', header: 'Account', render: (t) => <Address address={t.account} /> },
            { id: 'status', header: 'Status', render: (t) => <StatusPill status={t.status} /> },
          ]}
        />
      )}
    </section>
  );
}
