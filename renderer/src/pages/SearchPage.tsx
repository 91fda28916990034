import { AddressDataProvider } from '../lib/address-data';
import { useEffect } from 'react';
import { Address } from '../components/Address';
import { Hash } from '../components/Hash';
import { EmptyState, ErrorState, Loading } from '../components/States';
import { DateTime } from '../components/DateTime';
import { useV3 } from '../lib/api-call';
import { useProfile } from '../lib/profile-context';
import { classifySearch } from '../lib/search';
import { routePath, type Route } from '../routing/routes';
import { LabelResults } from '../workspace/labels';

/** Replaces the search entry in history with the result page (Back skips the search). */
function redirect(route: Route) {
  window.location.replace(routePath(route));
}

/**
 * Resolves a search. Addresses and blocks route at once; a `.ton` name or Telegram username
 * is resolved through v3 `dns/records` to its wallet record (or says it does not resolve); a hash is looked up in turn as a
 * transaction (v3 `transactions`), a message (`transactionsByMessage`), a trace (`traces`) and
 * a block root hash (`blocks`); a single match routes to its page, otherwise the page says
 * clearly that nothing matches.
 */
export function SearchPage({ route }: { route: Extract<Route, { name: 'search' }> }) {
  const profile = useProfile();
  const target = classifySearch(route.query, profile.network);
  const hash = target.kind === 'hash' ? target.base64 : '';
  const isHash = target.kind === 'hash';

  const tx = useV3('transactions', { hash: [hash], limit: 1 }, { enabled: isHash });
  const txMissing = isHash && tx.isSuccess && tx.data.transactions.length === 0;
  const msg = useV3('transactionsByMessage', { msg_hash: hash, limit: 10 }, { enabled: txMissing });
  const msgMissing = txMissing && msg.isSuccess && msg.data.transactions.length === 0;
  const trace = useV3('traces', { trace_id: [hash], limit: 1 }, { enabled: msgMissing });
  const traceMissing = msgMissing && trace.isSuccess && trace.data.traces.length === 0;
  const block = useV3('blocks', { root_hash: hash, limit: 1 }, { enabled: traceMissing });
  const nothing = traceMissing && block.isSuccess && block.data.blocks.length === 0;
  const domain = target.kind === 'domain' ? target.domain : '';
  const dns = useV3('dns/records', { domain, limit: 1 }, { enabled: domain !== '' });
  const record = dns.data?.records[0];

  useEffect(() => {
    if (target.kind === 'address' && !target.networkMismatch) {
      redirect({ name: 'account', address: target.input });
    } else if (record?.dns_wallet) {
      redirect({ name: 'account', address: record.dns_wallet });
    } else if (target.kind === 'block') {
      redirect({
        name: 'block',
        workchain: target.workchain,
        shard: target.shard,
        seqno: target.seqno,
      });
    } else if (tx.data?.transactions[0]) {
      redirect({ name: 'transaction', hash: tx.data.transactions[0].hash });
    } else if (trace.data?.traces[0]?.trace_id) {
      redirect({ name: 'trace', id: trace.data.traces[0].trace_id });
    } else if (block.data?.blocks[0]) {
      const b = block.data.blocks[0];
      redirect({ name: 'block', workchain: b.workchain, shard: b.shard, seqno: b.seqno });
    }
  }, [target, tx.data, trace.data, block.data, record]);

  const title = (
    <h1>
      Search: <span className="mono break">{route.query}</span>
    </h1>
  );
  if (target.kind === 'invalid') {
    return (
      <section>
        {title}
        <LabelResults
          network={profile.network}
          text={route.query}
          onSingle={(address) => redirect({ name: 'account', address })}
        />
        <EmptyState title="Nothing matches">{target.reason}</EmptyState>
      </section>
    );
  }
  if (target.kind === 'address' && target.networkMismatch) {
    return (
      <section>
        {title}
        <div className="notice" role="status">
          {target.networkMismatch}
        </div>
        <p>
          Open it anyway: <Address address={target.raw} short={false} />
        </p>
      </section>
    );
  }
  if (target.kind === 'domain' && dns.isSuccess && !record?.dns_wallet) {
    return (
      <section>
        {title}
        {record ? (
          <EmptyState title={`${target.domain} has no wallet record`}>
            The name is registered, but it does not point to a wallet. Its DNS item:{' '}
            <AddressDataProvider book={dns.data.address_book}>
              <Address address={record.nft_item_address} />
              {record.nft_item_owner && (
                <>
                  , owned by <Address address={record.nft_item_owner} />
                </>
              )}
            </AddressDataProvider>
          </EmptyState>
        ) : (
          <EmptyState title={`${target.domain} does not resolve`}>
            No DNS record with this name on this network: the name is not registered, or it expired.
          </EmptyState>
        )}
      </section>
    );
  }
  const failed = [tx, msg, trace, block, dns].find((q) => q.isError);
  if (failed) {
    return (
      <section>
        {title}
        <ErrorState error={failed.error} onRetry={() => void failed.refetch()} />
      </section>
    );
  }
  if (msg.data && msg.data.transactions.length > 0) {
    return (
      <section>
        {title}
        <p>This is a message. Transactions that sent or received it:</p>
        <ul className="plain-list" aria-label="Transactions of the message">
          {msg.data.transactions.map((t) => (
            <li key={t.hash}>
              <Hash
                value={t.hash}
                to={{ name: 'transaction', hash: t.hash }}
                label="transaction hash"
              />{' '}
              on{' '}
              <AddressDataProvider book={msg.data.address_book}>
                <Address address={t.account} />
              </AddressDataProvider>{' '}
              · <DateTime unix={t.now} />
            </li>
          ))}
        </ul>
      </section>
    );
  }
  if (nothing) {
    return (
      <section>
        {title}
        <EmptyState title="Nothing matches">
          No transaction, message, trace or block with this hash on {profile.name}.
        </EmptyState>
      </section>
    );
  }
  return (
    <section>
      {title}
      <Loading label="Looking it up…" />
    </section>
  );
}
