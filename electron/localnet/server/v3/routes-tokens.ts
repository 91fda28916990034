import type { FastifyInstance } from 'fastify';
import type { LocalNetworkFull } from '../../local-network';
import { collectAddresses, withAddressBook } from './address-book';
import { addressList, list, optAddress, optBool, optEnum, page, single, V3Error } from './params';
import type { Page, Query } from './params';
import { registerTable, Where } from './route';
import type { V3Endpoint, V3RouteTable } from './route';
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

/** A token list answer: `items` under `key`, with the address book of every address in them. */
function withBook(net: LocalNetworkFull, key: string, items: Array<Record<string, unknown>>) {
  return withAddressBook(net.index, key, items, collectAddresses(items));
}

/**
 * A page of a token event table (`jetton_transfers`, `jetton_burns`, `nft_transfers`) by
 * `where` and the time window of `q` (`now`, `lt`), in lt order as `p.sort` asks.
 */
function eventPage(net: LocalNetworkFull, q: Query, table: string, where: Where, p: Page) {
  where.timeLt(q, 'now', 'lt');
  const dir = p.sort === 'asc' ? 'ASC' : 'DESC';
  return withBook(net, table, jsonPage(net.index, table, where, `lt ${dir}`, p));
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

/**
 * A listing of the token table `table` (also the response key) ordered by address, filtered
 * by `filters`: table column → the query's address-list parameter.
 */
function byAddress(table: string, filters: Record<string, string>): V3Endpoint {
  return (q, net) => {
    const p = page(q);
    const where = new Where();
    for (const [col, key] of Object.entries(filters)) where.in(col, addressList(q, key));
    return withBook(net, table, jsonPage(net.index, table, where, 'address', p));
  };
}

/** The owners of `owner_address` plus the legacy single `address`. */
function ownersWithLegacy(q: Query): string[] {
  const owners = [...addressList(q, 'owner_address')];
  const legacy = optAddress(q, 'address');
  if (legacy) owners.push(legacy);
  return owners;
}

/** `/jetton/wallets`: by address, owner and jetton; by balance when `sort` is given. */
function jettonWallets(q: Query, net: LocalNetworkFull) {
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
  return withBook(net, 'jetton_wallets', jsonPage(net.index, 'jetton_wallets', where, order, p));
}

/** `/jetton/transfers`: by owners and direction, jetton wallet, master and window, by lt. */
function jettonTransfers(q: Query, net: LocalNetworkFull) {
  const p = page(q);
  const owners = ownersWithLegacy(q);
  const direction = optEnum(q, 'direction', ['in', 'out', 'both'] as const);
  const where = new Where().direction(owners, direction, 'destination', 'source');
  if (!owners.length && direction && direction !== 'both') {
    throw new V3Error(422, 'direction can be used only with owner_address');
  }
  where.in('source_wallet', addressList(q, 'jetton_wallet'));
  const master = optAddress(q, 'jetton_master');
  if (master) where.add('jetton_master = ?', master);
  return eventPage(net, q, 'jetton_transfers', where, p);
}

/** `/jetton/burns`: by owners, jetton wallet, master and window, by lt. */
function jettonBurns(q: Query, net: LocalNetworkFull) {
  const p = page(q);
  const owners = ownersWithLegacy(q);
  const where = new Where()
    .in('owner', owners)
    .in('jetton_wallet', addressList(q, 'jetton_wallet'));
  const master = optAddress(q, 'jetton_master');
  if (master) where.add('jetton_master = ?', master);
  return eventPage(net, q, 'jetton_burns', where, p);
}

/** The stored v3 NftCollection of `address`, or null. */
function collectionJson(idx: LocalIndex, address: string | null) {
  if (!address) return null;
  const r = idx.one('SELECT json FROM nft_collections WHERE address = ?', [address]);
  return r ? (JSON.parse(r.json as string) as Record<string, unknown>) : null;
}

/**
 * `/nft/items`: by address, owner, collection and index (digits; needs a collection), each
 * with its collection; by collection and index, or by last transaction lt.
 */
function nftItems(q: Query, net: LocalNetworkFull) {
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
  const items = jsonPage(net.index, 'nft_items', where, order, p).map((i) => ({
    ...i,
    collection: collectionJson(net.index, i.collection_address as string | null),
  }));
  return withBook(net, 'nft_items', items);
}

/** `/nft/transfers`: by owners and direction, item, collection and window, by lt. */
function nftTransfers(q: Query, net: LocalNetworkFull) {
  const p = page(q);
  const owners = [...addressList(q, 'owner_address'), ...addressList(q, 'address')];
  const direction = optEnum(q, 'direction', ['in', 'out', 'both'] as const);
  const where = new Where().direction(owners, direction, 'new_owner', 'old_owner');
  where.in('nft_address', addressList(q, 'item_address'));
  const collection = optAddress(q, 'collection_address');
  if (collection) where.add('collection = ?', collection);
  return eventPage(net, q, 'nft_transfers', where, p);
}

/** `/nft/sales`: no sale or auction contracts run on the local network. */
function nftSales(q: Query) {
  const addrs = addressList(q, 'address');
  if (!addrs.length) throw new V3Error(422, 'at least 1 address required');
  if (addrs.length > 1000) throw new V3Error(422, 'maximum 1000 addresses allowed');
  return { nft_sales: [], address_book: {}, metadata: {} };
}

/** Jettons and NFTs (toncenter v3 §5, §6). */
export const TOKEN_ROUTES: V3RouteTable = {
  'GET /jetton/masters': byAddress('jetton_masters', {
    address: 'address',
    admin: 'admin_address',
  }),
  'GET /jetton/wallets': jettonWallets,
  'GET /jetton/transfers': jettonTransfers,
  'GET /jetton/burns': jettonBurns,
  'GET /nft/collections': byAddress('nft_collections', {
    address: 'collection_address',
    owner: 'owner_address',
  }),
  'GET /nft/items': nftItems,
  'GET /nft/transfers': nftTransfers,
  'GET /nft/sales': nftSales,
};

/** Registers `TOKEN_ROUTES`. */
export function registerTokenRoutes(app: FastifyInstance, net: LocalNetworkFull): void {
  registerTable(app, net, TOKEN_ROUTES);
}
