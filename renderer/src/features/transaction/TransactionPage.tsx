import { RiskFlags } from '../risk';
import { AddressDataProvider } from '../../lib/address-data';
import { EmptyState, QueryView } from '../../components/States';
import { StatusPill } from '../../components/StatusPill';
import { useV3 } from '../../api/use-v3';
import type { AddressBook, V3Transaction } from '../../lib/v3-types';
import type { Route } from '../../routing/routes';
import { AddToCaseButton } from '../workspace';
import { TransactionReplay } from '../replay';
import { useTransactionView } from './use-transaction-view';
import { TransactionFacts } from './TransactionFacts';
import { TransactionFees, TransactionMessages, TransactionPhases } from './TransactionDetails';

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
  const { metadata, moved, ton, fees, flags, status } = useTransactionView(tx);
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
        <TransactionFacts tx={tx} moved={moved} ton={ton} metadata={metadata} />
        <TransactionFees tx={tx} fees={fees} />
        <TransactionPhases descr={tx.description} />
        <TransactionReplay tx={tx} autoStart={replay} />
        <TransactionMessages tx={tx} metadata={metadata} />
      </section>
    </AddressDataProvider>
  );
}
