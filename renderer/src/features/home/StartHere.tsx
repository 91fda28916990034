import type { ReactNode } from 'react';
import { Address } from '../../components/Address';
import { QueryView } from '../../components/States';
import { useV3 } from '../../api/use-v3';
import { AddressDataProvider } from '../../lib/address-data';
import { tokenDisplay } from '../../lib/token-info';
import type { V3Transaction } from '../../lib/v3-types';
import { routePath } from '../../routing/routes';

/** The `.ton` names of the local network's demo scenario (its DNS collection's items). */
const DEMO_NAMES = ['alice.ton', 'bob.ton', 'carol.ton'] as const;

/** The investigation's roles (the demo's last blocks): where the theft starts and ends. */
const THEFT_NAME = 'theft.ton';
const EXCHANGE_NAME = 'exchange.ton';

/** The demo scenario's transactions all fit in its first blocks: this many, oldest first. */
const DEMO_TRANSACTIONS = 100;

/**
 * "Start here" on the Local profile: links into the demo scenario, each found on the chain
 * itself: the demo wallets by their `.ton` names (resolved by the search, v3 `dns/records`),
 * the jettons (v3 `jetton/masters`) and NFT collections (v3 `nft/collections`), the canvas at
 * the investigation's theft (its name's v3 `dns/records`), and the first bounced transfer (the
 * oldest v3 `transactions` whose inbound message bounced).
 */
export function StartHere() {
  const masters = useV3('jetton/masters', { limit: 10 });
  const collections = useV3('nft/collections', { limit: 10 });
  const first = useV3('transactions', { sort: 'asc', limit: DEMO_TRANSACTIONS });
  return (
    <section className="start-here" aria-label="Start here">
      <h2>Start here</h2>
      <p className="muted">The local network runs a demo scenario. Some places to begin:</p>
      <ul className="plain-list">
        <li>
          Demo wallets:{' '}
          <CommaList items={DEMO_NAMES} keyOf={(name) => name}>
            {(name) => <a href={routePath({ name: 'search', query: name })}>{name}</a>}
          </CommaList>
        </li>
        <li>
          Jetton:{' '}
          <QueryView query={masters} loading="Loading jettons…">
            {(data) => (
              <AddressDataProvider book={data.address_book} metadata={data.metadata}>
                <CommaList items={data.jetton_masters} keyOf={(m) => m.address}>
                  {(m) => {
                    const t = tokenDisplay(m.address, data.metadata, m.jetton_content);
                    return (
                      <>
                        <a href={routePath({ name: 'jetton', address: m.address })}>
                          {t.symbol ?? t.name ?? 'jetton'}
                        </a>{' '}
                        (<Address address={m.address} link={false} />)
                      </>
                    );
                  }}
                </CommaList>
              </AddressDataProvider>
            )}
          </QueryView>
        </li>
        <li>
          NFT collections:{' '}
          <QueryView query={collections} loading="Loading NFT collections…">
            {(data) => (
              <CommaList items={data.nft_collections} keyOf={(c) => c.address}>
                {(c) => (
                  <a href={routePath({ name: 'nft-collection', address: c.address })}>
                    {tokenDisplay(c.address, data.metadata, c.collection_content).name ??
                      'NFT collection'}
                  </a>
                )}
              </CommaList>
            )}
          </QueryView>
        </li>
        <li>
          Follow the money: a theft from{' '}
          <a href={routePath({ name: 'search', query: THEFT_NAME })}>{THEFT_NAME}</a> hops to{' '}
          {EXCHANGE_NAME}: <TheftCanvasLink />
        </li>
        <li>
          A bounced transfer:{' '}
          <QueryView query={first} loading="Looking for it…">
            {(data) => <BouncedLink txs={data.transactions} />}
          </QueryView>
        </li>
      </ul>
    </section>
  );
}

/** Items in a sentence, separated by commas; "none yet" when there are none. */
function CommaList<T>({
  items,
  keyOf,
  children,
}: {
  items: readonly T[];
  keyOf: (item: T) => string;
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0) return <span className="muted">none yet</span>;
  return items.map((item, i) => (
    <span key={keyOf(item)}>
      {i > 0 && ', '}
      {children(item)}
    </span>
  ));
}

function BouncedLink({ txs }: { txs: readonly V3Transaction[] }) {
  const bounced = txs.find((t) => t.in_msg?.bounced);
  if (!bounced) return <span className="muted">none among the first transactions</span>;
  return (
    <>
      <a href={routePath({ name: 'transaction', hash: bounced.hash })}>
        open the bounced transaction
      </a>{' '}
      (the value came back to <Address address={bounced.account} link={false} />)
    </>
  );
}

/** The canvas at the wallet `theft.ton` names (v3 `dns/records`). */
function TheftCanvasLink() {
  const records = useV3('dns/records', { domain: THEFT_NAME, limit: 1 });
  return (
    <QueryView query={records} loading="Looking for it…">
      {(data) => {
        const wallet = data.records[0]?.dns_wallet;
        if (!wallet) return <span className="muted">not on this chain</span>;
        return <a href={routePath({ name: 'canvas', address: wallet })}>trace it on the canvas</a>;
      }}
    </QueryView>
  );
}
