import type { FastifyInstance } from 'fastify';
import type { LocalNetworkFull } from '../../local-network';
import { addressBook, collectAddresses, metadataFor } from './address-book';
import { addressList, list, optAddress, optBool, optEnum, page, single, V3Error } from './params';
import { get, Where } from './route';

function parseAll(rows: unknown[]): Array<Record<string, unknown>> {
  return rows.map((j) => JSON.parse(j as string) as Record<string, unknown>);
}

function withBook(net: LocalNetworkFull, key: string, items: Array<Record<string, unknown>>) {
  const addrs = collectAddresses(items);
  return {
    [key]: items,
    address_book: addressBook(net.index, addrs),
    metadata: metadataFor(net.index, addrs),
  };
}

/** Jettons and NFTs (toncenter v3 §5, §6). */
export function registerTokenRoutes(app: FastifyInstance, net: LocalNetworkFull): void {
  const idx = net.index;

  get(app, '/jetton/masters', (q) => {
    const p = page(q);
    const where = new Where()
      .in('address', addressList(q, 'address'))
      .in('admin', addressList(q, 'admin_address'));
    const rows = idx.column(
      `SELECT json FROM jetton_masters ${where} ORDER BY address LIMIT ? OFFSET ?`,
      [...where.params, p.limit, p.offset],
    );
    return withBook(net, 'jetton_masters', parseAll(rows));
  });

  get(app, '/jetton/wallets', (q) => {
    const p = page(q);
    const owners = addressList(q, 'owner_address');
    const jettons = addressList(q, 'jetton_address');
    if (jettons.length > 1 && owners.length !== 1) {
      throw new V3Error(422, 'exact one owner_address required for multiple jetton_address');
    }
    const where = new Where()
      .in('address', addressList(q, 'address'))
      .in('owner', owners)
      .in('jetton', jettons);
    if (optBool(q, 'exclude_zero_balance')) where.add('balance_sort > 0');
    const sort = single(q, 'sort') === undefined ? null : p.sort;
    const order = sort
      ? `balance_sort ${sort === 'asc' ? 'ASC' : 'DESC'}, address ASC`
      : 'address ASC';
    const rows = idx.column(
      `SELECT json FROM jetton_wallets ${where} ORDER BY ${order} LIMIT ? OFFSET ?`,
      [...where.params, p.limit, p.offset],
    );
    return withBook(net, 'jetton_wallets', parseAll(rows));
  });

  get(app, '/jetton/transfers', (q) => {
    const p = page(q);
    const owners = [...addressList(q, 'owner_address')];
    const legacy = optAddress(q, 'address');
    if (legacy) owners.push(legacy);
    const direction = optEnum(q, 'direction', ['in', 'out', 'both'] as const);
    const where = new Where();
    if (owners.length) {
      const marks = owners.map(() => '?').join(',');
      if (direction === 'in') where.add(`destination IN (${marks})`, ...owners);
      else if (direction === 'out') where.add(`source IN (${marks})`, ...owners);
      else where.add(`(source IN (${marks}) OR destination IN (${marks}))`, ...owners, ...owners);
    } else if (direction && direction !== 'both') {
      throw new V3Error(422, 'direction can be used only with owner_address');
    }
    where.in('source_wallet', addressList(q, 'jetton_wallet'));
    const master = optAddress(q, 'jetton_master');
    if (master) where.add('jetton_master = ?', master);
    where.timeLt(q, 'now', 'lt');
    const dir = p.sort === 'asc' ? 'ASC' : 'DESC';
    const rows = idx.column(
      `SELECT json FROM jetton_transfers ${where} ORDER BY lt ${dir} LIMIT ? OFFSET ?`,
      [...where.params, p.limit, p.offset],
    );
    return withBook(net, 'jetton_transfers', parseAll(rows));
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
    const rows = idx.column(
      `SELECT json FROM jetton_burns ${where} ORDER BY lt ${dir} LIMIT ? OFFSET ?`,
      [...where.params, p.limit, p.offset],
    );
    return withBook(net, 'jetton_burns', parseAll(rows));
  });

  const collectionJson = (address: string | null) => {
    if (!address) return null;
    const r = idx.one('SELECT json FROM nft_collections WHERE address = ?', [address]);
    return r ? (JSON.parse(r.json as string) as Record<string, unknown>) : null;
  };

  get(app, '/nft/collections', (q) => {
    const p = page(q);
    const where = new Where()
      .in('address', addressList(q, 'collection_address'))
      .in('owner', addressList(q, 'owner_address'));
    const rows = idx.column(
      `SELECT json FROM nft_collections ${where} ORDER BY address LIMIT ? OFFSET ?`,
      [...where.params, p.limit, p.offset],
    );
    return withBook(net, 'nft_collections', parseAll(rows));
  });

  get(app, '/nft/items', (q) => {
    const p = page(q);
    const owners = addressList(q, 'owner_address');
    const collections = addressList(q, 'collection_address');
    if (collections.length > 1 && owners.length !== 1) {
      throw new V3Error(422, 'exact one owner_address required for multiple collection_address');
    }
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
    const items = parseAll(
      idx.column(`SELECT json FROM nft_items ${where} ORDER BY ${order} LIMIT ? OFFSET ?`, [
        ...where.params,
        p.limit,
        p.offset,
      ]),
    ).map((i) => ({ ...i, collection: collectionJson(i.collection_address as string | null) }));
    return withBook(net, 'nft_items', items);
  });

  get(app, '/nft/transfers', (q) => {
    const p = page(q);
    const owners = [...addressList(q, 'owner_address'), ...addressList(q, 'address')];
    const direction = optEnum(q, 'direction', ['in', 'out', 'both'] as const);
    const where = new Where();
    if (owners.length) {
      const marks = owners.map(() => '?').join(',');
      if (direction === 'in') where.add(`new_owner IN (${marks})`, ...owners);
      else if (direction === 'out') where.add(`old_owner IN (${marks})`, ...owners);
      else where.add(`(old_owner IN (${marks}) OR new_owner IN (${marks}))`, ...owners, ...owners);
    }
    where.in('nft_address', addressList(q, 'item_address'));
    const collection = optAddress(q, 'collection_address');
    if (collection) where.add('collection = ?', collection);
    where.timeLt(q, 'now', 'lt');
    const dir = p.sort === 'asc' ? 'ASC' : 'DESC';
    const rows = idx.column(
      `SELECT json FROM nft_transfers ${where} ORDER BY lt ${dir} LIMIT ? OFFSET ?`,
      [...where.params, p.limit, p.offset],
    );
    return withBook(net, 'nft_transfers', parseAll(rows));
  });

  get(app, '/nft/sales', (q) => {
    const addrs = addressList(q, 'address');
    if (!addrs.length) throw new V3Error(422, 'at least 1 address required');
    if (addrs.length > 1000) throw new V3Error(422, 'maximum 1000 addresses allowed');
    // No sale or auction contracts run on the local network.
    return { nft_sales: [], address_book: {}, metadata: {} };
  });
}
