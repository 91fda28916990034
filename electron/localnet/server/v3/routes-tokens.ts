import type { FastifyInstance } from 'fastify';
import type { LocalNetworkFull } from '../../local-network';
import { addressBook, collectAddresses, metadataFor } from './address-book';
import { addressList, list, optAddress, optBool, optEnum, page, single, V3Error } from './params';
import type { Page, Query } from './params';
import { get, Where } from './route';
import type { LocalIndex } from '../../index/local-index';

/**
 * One page of a token table's stored v3 objects (`json` column): rows matching `where`, in
 * `order` (SQL), `p.limit` from `p.offset`.
 */
function jsonPage(
  idx: LocalIndex,
  table: string,
  where: Where,
  order: string,
  p: Page,
): Array<Record<string, unknown>> {
  return idx
    .column(`SELECT json FROM ${table} ${where} ORDER BY ${order} LIMIT ? OFFSET ?`, [
      ...where.params,
      p.limit,
      p.offset,
    ])
    .map((j) => JSON.parse(j as string) as Record<string, unknown>);
}

function withBook(net: LocalNetworkFull, key: string, items: Array<Record<string, unknown>>) {
  const addrs = collectAddresses(items);
  return {
    [key]: items,
    address_book: addressBook(net.index, addrs),
    metadata: metadataFor(net.index, addrs),
  };
}

/**
 * The `owner_address` list and the `key` address list of `q`. Several `key` addresses need
 * exactly one owner (toncenter: 422 "exact one owner_address required for multiple <key>").
 */
function ownersAnd(q: Query, key: string): [owners: string[], values: string[]] {
  const owners = addressList(q, 'owner_address');
  const values = addressList(q, key);
  if (values.length > 1 && owners.length !== 1) {
    throw new V3Error(422, `exact one owner_address required for multiple ${key}`);
  }
  return [owners, values];
}

/** Jettons and NFTs (toncenter v3 §5, §6). */
export function registerTokenRoutes(app: FastifyInstance, net: LocalNetworkFull): void {
  const idx = net.index;

  /**
   * A GET route listing the token table `table` (also the response key) ordered by address,
   * filtered by `filters`: table column → the query's address-list parameter.
   */
  const byAddress = (path: string, table: string, filters: Record<string, string>) =>
    get(app, path, (q) => {
      const p = page(q);
      const where = new Where();
      for (const [col, key] of Object.entries(filters)) where.in(col, addressList(q, key));
      return withBook(net, table, jsonPage(idx, table, where, 'address', p));
    });

  byAddress('/jetton/masters', 'jetton_masters', { address: 'address', admin: 'admin_address' });

  get(app, '/jetton/wallets', (q) => {
    const p = page(q);
    const [owners, jettons] = ownersAnd(q, 'jetton_address');
    const where = new Where()
      .in('address', addressList(q, 'address'))
      .in('owner', owners)
      .in('jetton', jettons);
    if (optBool(q, 'exclude_zero_balance')) where.add('balance_sort > 0');
    const sort = single(q, 'sort') === undefined ? null : p.sort;
    const order = sort
      ? `balance_sort ${sort === 'asc' ? 'ASC' : 'DESC'}, address ASC`
      : 'address ASC';
    return withBook(net, 'jetton_wallets', jsonPage(idx, 'jetton_wallets', where, `${order}`, p));
  });

  get(app, '/jetton/transfers', (q) => {
    const p = page(q);
    const owners = [...addressList(q, 'owner_address')];
    const legacy = optAddress(q, 'address');
    if (legacy) owners.push(legacy);
    const direction = optEnum(q, 'direction', ['in', 'out', 'both'] as const);
    const where = new Where().direction(owners, direction, 'destination', 'source');
    if (!owners.length && direction && direction !== 'both') {
      throw new V3Error(422, 'direction can be used only with owner_address');
    }
    where.in('source_wallet', addressList(q, 'jetton_wallet'));
    const master = optAddress(q, 'jetton_master');
    if (master) where.add('jetton_master = ?', master);
    where.timeLt(q, 'now', 'lt');
    const dir = p.sort === 'asc' ? 'ASC' : 'DESC';
    return withBook(
      net,
      'jetton_transfers',
      jsonPage(idx, 'jetton_transfers', where, `lt ${dir}`, p),
    );
  });

  get(app, '/jetton/burns', (q) => {
    const p = page(q);
    const owners = [...addressList(q, 'owner_address')];
    const legacy = optAddress(q, 'address');
    if (legacy) owners.push(legacy);
    const where = new Where()
      .in('owner', owners)
      .in('jetton_wallet', addressList(q, 'jetton_wallet'));
    const master = optAddress(q, 'jetton_master');
    if (master) where.add('jetton_master = ?', master);
    where.timeLt(q, 'now', 'lt');
    const dir = p.sort === 'asc' ? 'ASC' : 'DESC';
    return withBook(net, 'jetton_burns', jsonPage(idx, 'jetton_burns', where, `lt ${dir}`, p));
  });

  const collectionJson = (address: string | null) => {
    if (!address) return null;
    const r = idx.one('SELECT json FROM nft_collections WHERE address = ?', [address]);
    return r ? (JSON.parse(r.json as string) as Record<string, unknown>) : null;
  };

  byAddress('/nft/collections', 'nft_collections', {
    address: 'collection_address',
    owner: 'owner_address',
  });

  get(app, '/nft/items', (q) => {
    const p = page(q);
    const [owners, collections] = ownersAnd(q, 'collection_address');
    const indexes = list(q, 'index');
    for (const i of indexes)
      if (!/^\d+$/.test(i)) throw new V3Error(422, 'index should contain digits only');
    if (indexes.length && !collections.length) {
      throw new V3Error(422, 'index parameter is not allowed without the collection_address');
    }
    optBool(q, 'include_on_sale');
    const byLt = optBool(q, 'sort_by_last_transaction_lt') ?? false;
    const where = new Where()
      .in('address', addressList(q, 'address'))
      .in('owner', owners)
      .in('collection', collections)
      .in('item_index', indexes.map(Number));
    const dir = p.sort === 'asc' ? 'ASC' : 'DESC';
    const order = byLt ? `last_tx_lt ${dir}, address` : 'collection ASC, item_index ASC';
    const items = jsonPage(idx, 'nft_items', where, order, p).map((i) => ({
      ...i,
      collection: collectionJson(i.collection_address as string | null),
    }));
    return withBook(net, 'nft_items', items);
  });

  get(app, '/nft/transfers', (q) => {
    const p = page(q);
    const owners = [...addressList(q, 'owner_address'), ...addressList(q, 'address')];
    const direction = optEnum(q, 'direction', ['in', 'out', 'both'] as const);
    const where = new Where().direction(owners, direction, 'new_owner', 'old_owner');
    where.in('nft_address', addressList(q, 'item_address'));
    const collection = optAddress(q, 'collection_address');
    if (collection) where.add('collection = ?', collection);
    where.timeLt(q, 'now', 'lt');
    const dir = p.sort === 'asc' ? 'ASC' : 'DESC';
    return withBook(net, 'nft_transfers', jsonPage(idx, 'nft_transfers', where, `lt ${dir}`, p));
  });

  get(app, '/nft/sales', (q) => {
    const addrs = addressList(q, 'address');
    if (!addrs.length) throw new V3Error(422, 'at least 1 address required');
    if (addrs.length > 1000) throw new V3Error(422, 'maximum 1000 addresses allowed');
    // No sale or auction contracts run on the local network.
    return { nft_sales: [], address_book: {}, metadata: {} };
  });
}
