import { useEffect } from 'react';
import { Address } from '../../components/Address';
import { ChainText } from '../../components/ChainText';
import { Hash } from '../../components/Hash';
import { TokenName } from '../../components/TokenName';
import { EmptyState, ErrorState, Loading } from '../../components/States';
import { DateTime } from '../../components/DateTime';
import { AddressDataProvider } from '../../lib/address-data';
import { useV3 } from '../../api/use-v3';
import { useProfile } from '../../lib/profile-context';
import { classifySearch } from './search';
import { useTextSearch } from './search-candidates';
import type { MatchKind } from './search-ranking';
import { routePath, type Route } from '../../routing/routes';

/** Replaces the search entry in history with the result page (Back skips the search). */
function redirect(route: Route) {
  window.location.replace(routePath(route));
}

/** What each kind of text match is, for the results list. */
const KIND_NAMES: Record<MatchKind, string> = {
  label: 'Your label',
  'builtin-label': 'Built-in label',
  domain: 'Name',
  jetton: 'Jetton',
  'nft-collection': 'NFT collection',
};

/**
 * Resolves a search (see `classifySearch`). Addresses and blocks route at once; a `.ton` name
 * or Telegram username is resolved through v3 `dns/records` to its wallet record (or says it
 * does not resolve); a hash is looked up in turn as a transaction (v3 `transactions`), a
 * message (`transactionsByMessage`), a trace (`traces`) and a block root hash (`blocks`); other
 * text is matched against labels, names, jettons and NFT collections, best match first
 * (`useTextSearch`). A single match routes to its page; the page says "Nothing matches" only
 * when every lookup has answered and none matched, with the reason.
 */
export function SearchPage({ route }: { route: Extract<Route, { name: 'search' }> }) {
  const profile = useProfile();
  const target = classifySearch(route.query, profile.network);
  const title = (
    <h1>
      Search: <span className="mono break">{route.query}</span>
    </h1>
  );
  let body;
  if (target.kind === 'text') body = <TextResults text={target.text} />;
  else if (target.kind === 'invalid') {
    body = <EmptyState title="Not a valid address">{target.reason}</EmptyState>;
  } else if (target.kind === 'address' && target.networkMismatch) {
    body = (
      <>
        <div className="notice" role="status">
          {target.networkMismatch}
        </div>
        <p>
          Open it anyway: <Address address={target.raw} short={false} />
        </p>
      </>
    );
  } else if (target.kind === 'hash') body = <HashResults base64={target.base64} />;
  else if (target.kind === 'domain') body = <DomainResult domain={target.domain} />;
  else body = <Redirect target={target} />;
  return (
    <section>
      {title}
      {body}
    </section>
  );
}

/** Addresses and blocks: straight to their page. */
function Redirect({
  target,
}: {
  target: Extract<ReturnType<typeof classifySearch>, { kind: 'address' | 'block' }>;
}) {
  useEffect(() => {
    if (target.kind === 'address') redirect({ name: 'account', address: target.input });
    else {
      redirect({
        name: 'block',
        workchain: target.workchain,
        shard: target.shard,
        seqno: target.seqno,
      });
    }
  }, [target]);
  return <Loading label="Opening…" />;
}

/** Free text: labels, names, jettons and NFT collections, best first. */
function TextResults({ text }: { text: string }) {
  const { matches, pending } = useTextSearch(text);
  const single = !pending && matches.length === 1 && matches[0]!.quality === 'exact';
  useEffect(() => {
    if (single) redirect(matches[0]!.route);
  }, [single, matches]);
  if (matches.length === 0) {
    if (pending) return <Loading label="Looking it up…" />;
    return (
      <EmptyState title="Nothing matches">
        No label, name, jetton or NFT collection matches “{text}”. Search also takes an address (raw
        “0:&lt;64 hex&gt;” or 48 characters), a 32-byte hash (64 hex or 44 base64 characters), a
        block (“wc:shard:seqno”) or a name (“alice.ton”, “@username”).
      </EmptyState>
    );
  }
  return (
    <>
      <ol className="plain-list search-results" aria-label="Search results">
        {matches.map((m) => (
          <li key={`${m.kind}|${m.address ?? m.title}`}>
            <span className="muted">{KIND_NAMES[m.kind]}: </span>
            <a href={routePath(m.route)}>
              <MatchTitle kind={m.kind} text={m.title} address={m.address} field="symbol" />
            </a>
            {m.detail && (
              <span className="muted">
                {' · '}
                <MatchTitle kind={m.kind} text={m.detail} address={m.address} field="name" />
              </span>
            )}
            {m.address && (
              <>
                {' '}
                <Address address={m.address} link={false} />
              </>
            )}
          </li>
        ))}
      </ol>
      {pending && <Loading label="Looking further…" />}
    </>
  );
}

/** A `.ton` name or Telegram username: its wallet, else why not. */
function DomainResult({ domain }: { domain: string }) {
  const dns = useV3('dns/records', { domain, limit: 1 });
  const record = dns.data?.records[0];
  useEffect(() => {
    if (record?.dns_wallet) redirect({ name: 'account', address: record.dns_wallet });
  }, [record]);
  if (dns.isError) return <ErrorState error={dns.error} onRetry={() => void dns.refetch()} />;
  if (!dns.isSuccess || record?.dns_wallet) return <Loading label={`Resolving ${domain}…`} />;
  return record ? (
    <EmptyState title={`${domain} has no wallet record`}>
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
    <EmptyState title={`${domain} does not resolve`}>
      No DNS record with this name on this network: the name is not registered, or it expired.
    </EmptyState>
  );
}

/** A 32-byte hash: a transaction, a message, a trace or a block root hash, in that order. */
function HashResults({ base64: hash }: { base64: string }) {
  const profile = useProfile();
  const tx = useV3('transactions', { hash: [hash], limit: 1 });
  const txMissing = tx.isSuccess && tx.data.transactions.length === 0;
  const msg = useV3('transactionsByMessage', { msg_hash: hash, limit: 10 }, { enabled: txMissing });
  const msgMissing = txMissing && msg.isSuccess && msg.data.transactions.length === 0;
  const trace = useV3('traces', { trace_id: [hash], limit: 1 }, { enabled: msgMissing });
  const traceMissing = msgMissing && trace.isSuccess && trace.data.traces.length === 0;
  const block = useV3('blocks', { root_hash: hash, limit: 1 }, { enabled: traceMissing });
  const nothing = traceMissing && block.isSuccess && block.data.blocks.length === 0;

  useEffect(() => {
    if (tx.data?.transactions[0]) {
      redirect({ name: 'transaction', hash: tx.data.transactions[0].hash });
    } else if (trace.data?.traces[0]?.trace_id) {
      redirect({ name: 'trace', id: trace.data.traces[0].trace_id });
    } else if (block.data?.blocks[0]) {
      const b = block.data.blocks[0];
      redirect({ name: 'block', workchain: b.workchain, shard: b.shard, seqno: b.seqno });
    }
  }, [tx.data, trace.data, block.data]);

  const failed = [tx, msg, trace, block].find((q) => q.isError);
  if (failed) return <ErrorState error={failed.error} onRetry={() => void failed.refetch()} />;
  if (msg.data && msg.data.transactions.length > 0) {
    return (
      <>
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
      </>
    );
  }
  if (nothing) {
    return (
      <EmptyState title="Nothing matches">
        No transaction, message, trace or block with this hash on {profile.name}.
      </EmptyState>
    );
  }
  return <Loading label="Looking it up…" />;
}

/**
 * A result's title or detail: chain text (isolated, bounded, hidden characters visible), a
 * jetton's or collection's name judged by the name rules (an address-shaped, `.ton`-shaped or
 * TON-like name flagged). Labels are the user's but may come from a shared file: chain text too.
 */
function MatchTitle({
  kind,
  text,
  address,
  field,
}: {
  kind: MatchKind;
  text: string;
  address: string | undefined;
  /** A jetton's title is its symbol (else its name), its detail its name. */
  field: 'symbol' | 'name';
}) {
  if (kind === 'jetton')
    return <TokenName text={text} source="jetton" field={field} master={address} max={48} />;
  if (kind === 'nft-collection') return <TokenName text={text} source="nft" max={48} />;
  return <ChainText text={text} max={64} />;
}
