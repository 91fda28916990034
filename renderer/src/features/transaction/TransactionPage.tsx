import { Address } from '../../components/Address';
import { transactionFlags } from '../../../../shared/risk';
import { RiskFlags } from '../risk';
import { jettonIdentityOfWallet, useRisk } from '../risk';
import { AddressDataProvider } from '../../lib/address-data';
import { Amount } from '../../components/Amount';
import { Hash } from '../../components/Hash';
import { KeyValue } from '../../components/KeyValue';
import { MessageView } from '../../components/MessageView';
import { EmptyState, QueryView } from '../../components/States';
import { StatusPill } from '../../components/StatusPill';
import { DateTime } from '../../components/DateTime';
import { useV3 } from '../../api/use-v3';
import { MintedAmount, MovedAmount } from '../../components/MovedAmount';
import { TxSentence } from '../../components/TxSentence';
import { movementSentence, tonRecipients } from '../../../../shared/ledger/tx-sentence';
import type { AddressBook, MetadataMap, V3Transaction } from '../../lib/v3-types';
import { mintOrders, txMovement, type MintOrder } from '../../../../shared/ledger/tx-movement';
import {
  feeBreakdown,
  tonMoved,
  type ChainTransaction,
  type TonMoved,
} from '../../../../shared/ledger';
import type { ReactNode } from 'react';
import { headlineStatus } from '../../../../shared/status';
import { routePath, type Route } from '../../routing/routes';
import { AddToCaseButton } from '../workspace';
import { BlockLink } from '../blocks';
import { TransactionReplay } from '../replay';

/**
 * A transaction (v3 `transactions` by hash): parties, in and out messages with decoded bodies,
 * compute and action phases with exit codes, fees split, links to the trace and both parties.
 */
export function TransactionPage({ route }: { route: Extract<Route, { name: 'transaction' }> }) {
  const q = useV3('transactions', { hash: [route.hash], limit: 1 });
  return (
    <QueryView
      query={q}
      loading="Loading the transaction…"
      isEmpty={(d) => d.transactions.length === 0}
      empty={
        <EmptyState title="Transaction not found">
          No transaction with hash <span className="mono break">{route.hash}</span> on this network.
        </EmptyState>
      }
    >
      {(d) => (
        <TransactionView
          tx={d.transactions[0]!}
          book={d.address_book ?? undefined}
          replay={route.view === 'replay'}
        />
      )}
    </QueryView>
  );
}

/**
 * The page of one loaded transaction. Jetton and NFT names and decimals of its messages come
 * from one v3 `metadata` request for the message parties.
 */
function TransactionView({
  tx,
  book,
  replay,
}: {
  tx: V3Transaction;
  book: AddressBook | undefined;
  /** Run the replay at once (`#/tx/<hash>/replay`). */
  replay: boolean;
}) {
  const parties = [tx.in_msg, ...tx.out_msgs]
    .flatMap((m) => [m?.source, m?.destination])
    .filter((a): a is string => !!a);
  const meta = useV3(
    'metadata',
    { address: [...new Set(parties)] },
    { enabled: parties.length > 0 },
  );
  const metadata = meta.data as MetadataMap | undefined;
  const moved = txMovement(tx, tx.account);
  // The trace's transactions of this account link a payment to the bounce that returned it.
  const trace = useV3('traces', { trace_id: [tx.trace_id ?? ''] }, { enabled: !!tx.trace_id });
  const related: ChainTransaction[] = Object.values(trace.data?.traces[0]?.transactions ?? {});
  const ton = tonMoved(tx, related);
  const fees = feeBreakdown(tx);
  const risk = useRisk();
  const flags = risk
    ? transactionFlags(tx, tx.account, risk.ctx, (w) => jettonIdentityOfWallet(w, metadata))
    : [];
  const descr = tx.description;
  const c = descr.compute_ph;
  const a = descr.action;
  // The same headline as the transaction's row: Bounced when a payment it sent bounced.
  const status = headlineStatus(tx, ton.bounced);
  return (
    <AddressDataProvider book={book} metadata={metadata}>
      <section className="tx-page">
        <h1>
          Transaction <StatusPill status={status} /> <RiskFlags flags={flags} />
        </h1>
        <p className="status-reason" data-testid="status-reason">
          {status.reason}
        </p>
        <AddToCaseButton kind="transaction" reference={tx.hash} />
        <KeyValue
          label="Transaction facts"
          items={[
            ['Hash', <Hash key="h" value={tx.hash} short={false} label="transaction hash" />],
            ['Account', <Address key="a" address={tx.account} short={false} />],
            [
              'Moved',
              <span key="m" className="moved" data-testid="tx-moved">
                <TxSentence
                  parts={movementSentence(moved, tonRecipients(tx, tx.account))}
                  total={
                    moved.asset.kind === 'ton' ? (
                      <TonNet net={ton.net} />
                    ) : (
                      <MovedAmount m={moved} metadata={metadata} />
                    )
                  }
                />
              </span>,
            ],
            ...bounceRows(ton),
            ...mintOrders(tx).map((o) => mintRow(o, metadata)),
            ['Operation', moved.operation],
            ['Time', <DateTime key="t" unix={tx.now} />],
            ['Logical time (lt)', tx.lt],
            [
              'Trace',
              tx.trace_id ? (
                <a key="tr" href={routePath({ name: 'trace', id: tx.trace_id })}>
                  Open the trace
                </a>
              ) : (
                '—'
              ),
            ],
            ['Block', tx.block_ref ? <BlockLink key="b" block={tx.block_ref} /> : '—'],
            ['Status change', `${tx.orig_status ?? '?'} → ${tx.end_status ?? '?'}`],
          ]}
        />
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
        <h2>Phases</h2>
        <KeyValue
          label="Phases"
          items={[
            ['Type', descr.type ?? '—'],
            [
              'Compute phase',
              !c
                ? 'none'
                : c.skipped
                  ? `skipped (${c.reason ?? 'no reason given'})`
                  : `${c.success ? 'success' : 'failed'}, exit code ${c.exit_code ?? '?'}, gas used ${c.gas_used ?? '?'}, ${c.vm_steps ?? '?'} VM steps`,
            ],
            [
              'Action phase',
              !a
                ? 'none'
                : `${a.success ? 'success' : 'failed'}, result code ${a.result_code ?? '?'}, ${a.tot_actions ?? 0} actions, ${a.msgs_created ?? 0} messages created`,
            ],
            ['Bounce', descr.bounce ? `bounced (${descr.bounce.type ?? '?'})` : 'no'],
          ]}
        />
        <TransactionReplay tx={tx} autoStart={replay} />
        <h2>Inbound message</h2>
        {tx.in_msg ? (
          <MessageView msg={tx.in_msg} title="Inbound message" metadata={metadata} />
        ) : (
          <p className="muted">None (tick-tock).</p>
        )}
        <h2>Outbound messages ({tx.out_msgs.length})</h2>
        {tx.out_msgs.length === 0 && <p className="muted">None.</p>}
        {tx.out_msgs.map((m, i) => (
          <MessageView
            key={m.hash}
            msg={m}
            title={`Outbound message ${i + 1}`}
            metadata={metadata}
          />
        ))}
      </section>
    </AddressDataProvider>
  );
}

/** The net TON a transaction moved (fees left out), signed. */
function TonNet({ net }: { net: bigint }) {
  return net === 0n ? (
    <Amount value={0n} />
  ) : (
    <Amount value={net < 0n ? -net : net} sign={net < 0n ? '-' : '+'} />
  );
}

/**
 * Rows that say what bounced: payments of this transaction that came back (amount and a link
 * to the return), the value this transaction sent back to its sender, the payment a received
 * bounce returns.
 */
/** A jetton mint the transaction ordered, on its own line: + the jettons, to their owner. */
function mintRow(o: MintOrder, metadata: MetadataMap | undefined): [string, ReactNode] {
  return [
    'Jetton mint',
    <span key={o.messageHash} data-testid="tx-minted" data-amount={o.amount}>
      <MintedAmount order={o} metadata={metadata} />
      {o.to && (
        <>
          {' '}
          <span className="muted">to</span> <Address address={o.to} />
        </>
      )}
    </span>,
  ];
}

function bounceRows(ton: TonMoved): Array<[string, ReactNode]> {
  const rows: Array<[string, ReactNode]> = [];
  for (const b of ton.bounced) {
    rows.push([
      'Bounced',
      <span key={b.returnTx} data-testid="tx-bounced">
        <Amount value={b.sent} /> sent
        {b.counterparty && (
          <>
            {' '}
            to <Address address={b.counterparty} />
          </>
        )}{' '}
        bounced; <Amount value={b.returned} /> came back in{' '}
        <a href={routePath({ name: 'transaction', hash: b.returnTx })}>the return transaction</a>
      </span>,
    ]);
  }
  if (ton.bouncedBack > 0n) {
    rows.push([
      'Sent back (bounce)',
      <span key="back" data-testid="tx-bounced-back">
        <Amount value={ton.bouncedBack} /> of the <Amount value={ton.received} /> received went back
        to the sender
      </span>,
    ]);
  }
  if (ton.returnOf) {
    rows.push([
      'Returns',
      <a key="ret" href={routePath({ name: 'transaction', hash: ton.returnOf })}>
        the payment that bounced
      </a>,
    ]);
  }
  return rows;
}
