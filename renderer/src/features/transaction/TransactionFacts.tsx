import type { ReactNode } from 'react';
import { Address } from '../../components/Address';
import { Amount } from '../../components/Amount';
import { Hash } from '../../components/Hash';
import { KeyValue } from '../../components/KeyValue';
import { DateTime } from '../../components/DateTime';
import { MintedAmount, MovedAmount } from '../../components/MovedAmount';
import { TxSentence } from '../../components/TxSentence';
import type { MetadataMap, V3Transaction } from '../../lib/v3-types';
import { movementSentence, tonRecipients } from '../../../../shared/ledger/tx-sentence';
import { mintOrders, type MintOrder, type Movement } from '../../../../shared/ledger/tx-movement';
import type { TonMoved } from '../../../../shared/ledger';
import { routePath } from '../../routing/routes';
import { BlockLink } from '../blocks';

/**
 * The transaction's facts: hash, account, what it moved (TON net of bounces), what bounced,
 * the jetton mints it ordered, operation, time, lt, trace, block and status change.
 */
export function TransactionFacts({
  tx,
  moved,
  ton,
  metadata,
}: {
  tx: V3Transaction;
  moved: Movement;
  ton: TonMoved;
  metadata: MetadataMap | undefined;
}) {
  return (
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

/**
 * Rows that say what bounced: payments of this transaction that came back (amount and a link
 * to the return), the value this transaction sent back to its sender, the payment a received
 * bounce returns.
 */
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
