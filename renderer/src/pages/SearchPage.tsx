import { useEffect } from 'react';
import { Address } from '../components/Address';
import { Hash } from '../components/Hash';
import { EmptyState, ErrorState, Loading } from '../components/States';
import { TimeAgo } from '../components/TimeAgo';
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
 * Resolves a search. Addresses and blocks route at once; a hash is looked up in turn as a
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

  useEffect(() => {
    if (target.kind === 'address' && !target.networkMismatch) {
      redirect({ name: 'account', address: target.input });
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
  }, [target, tx.data, trace.data, block.data]);

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
  const failed = [tx, msg, trace, block].find((q) => q.isError);
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
              on <Address address={t.account} book={msg.data.address_book} /> ·{' '}
              <TimeAgo unix={t.now} />
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
