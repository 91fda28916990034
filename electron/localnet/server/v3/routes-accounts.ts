import type { FastifyInstance } from 'fastify';
import type { LocalNetworkFull } from '../../local-network';
import { v3Status } from '../../index/tx-format';
import { addressBookRow, metadataFor, withAddressBook } from './address-book';
import { addressList, hashList, list, optBool, page, parseAddress, V3Error } from './params';
import { registerTable } from './route';
import type { V3RouteTable } from './route';
import type { Query } from './params';

type AccountRow = Record<string, string | number | null>;

function accountRows(net: LocalNetworkFull, addresses: string[]): AccountRow[] {
  return addresses
    .map((a) => net.index.one('SELECT * FROM accounts WHERE address = ?', [a]) as AccountRow | null)
    .filter((r): r is AccountRow => r !== null);
}

function requireAddresses(q: Record<string, unknown>, name = 'address', max = 1000): string[] {
  const addrs = addressList(q, name);
  if (!addrs.length) throw new V3Error(422, 'at least 1 address required');
  if (addrs.length > max) throw new V3Error(422, `maximum ${max} addresses allowed`);
  return addrs;
}

/** An account's v3 AccountState (hashes and BoCs only when present; BoCs with `includeBoc`). */
function accountState(r: AccountRow, includeBoc: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {
    address: r.address,
    account_state_hash: r.state_hash,
    balance: r.balance,
    extra_currencies: {},
    status: v3Status(String(r.status)),
    last_transaction_hash: r.last_tx_hash,
    last_transaction_lt: r.last_tx_hash ? String(r.last_tx_lt) : null,
    contract_methods: null,
    interfaces: JSON.parse(String(r.interfaces)) as string[],
  };
  if (r.frozen_hash) out.frozen_hash = r.frozen_hash;
  if (r.data_hash) out.data_hash = r.data_hash;
  if (r.code_hash) out.code_hash = r.code_hash;
  if (includeBoc && r.data_boc) out.data_boc = r.data_boc;
  if (includeBoc && r.code_boc) out.code_boc = r.code_boc;
  return out;
}

/** `/accountStates`: the known accounts of `address`, filtered by `code_hash`. */
function accountStates(q: Query, net: LocalNetworkFull) {
  const addrs = requireAddresses(q);
  const includeBoc = optBool(q, 'include_boc') ?? true;
  const codeHashes = hashList(q, 'code_hash');
  const accounts = accountRows(net, addrs)
    .filter((r) => !codeHashes.length || codeHashes.includes(String(r.code_hash)))
    .map((r) => accountState(r, includeBoc));
  return withAddressBook(net.index, 'accounts', accounts, addrs);
}

/** `/walletStates`: the known accounts of `address` with their wallet fields, if wallets. */
function walletStates(q: Query, net: LocalNetworkFull) {
  const addrs = requireAddresses(q);
  const wallets = accountRows(net, addrs).map((r) => {
    const info = r.wallet ? (JSON.parse(String(r.wallet)) as Record<string, unknown>) : null;
    const out: Record<string, unknown> = { address: r.address, is_wallet: info !== null };
    if (info) Object.assign(out, info);
    out.balance = r.balance;
    out.extra_currencies = {};
    out.status = v3Status(String(r.status));
    if (r.code_hash) out.code_hash = r.code_hash;
    out.last_transaction_hash = r.last_tx_hash;
    out.last_transaction_lt = r.last_tx_hash ? String(r.last_tx_lt) : null;
    return out;
  });
  return withAddressBook(net.index, 'wallets', wallets, addrs);
}

/** `/addressBook`: each input address (as given) to its book entry; an unparsable one is empty. */
function addressBookOf(q: Query, net: LocalNetworkFull) {
  const inputs = list(q, 'address');
  if (!inputs.length) throw new V3Error(422, 'at least 1 address required');
  if (inputs.length > 1024) throw new V3Error(422, 'maximum 1024 addresses allowed');
  const out: Record<string, unknown> = {};
  for (const input of inputs) {
    let raw: string | null;
    try {
      raw = parseAddress(input, 'address');
    } catch {
      raw = null;
    }
    out[input] = raw
      ? addressBookRow(net.index, raw)
      : { user_friendly: null, domain: null, interfaces: [] };
  }
  return out;
}

/** `/metadata`: token metadata of up to 1024 addresses. */
function metadata(q: Query, net: LocalNetworkFull) {
  return metadataFor(net.index, requireAddresses(q, 'address', 1024));
}

/** `/topAccountsByBalance`: accounts by balance (nanotons), largest first. */
function topAccountsByBalance(q: Query, net: LocalNetworkFull) {
  const p = page(q, 10, 1024);
  return net.index
    .all(
      'SELECT address, balance FROM accounts ORDER BY balance_sort DESC, address ASC LIMIT ? OFFSET ?',
      [p.limit, p.offset],
    )
    .map((r) => ({ account: r.address, balance: r.balance }));
}

/** Accounts group (toncenter v3 §2). */
export const ACCOUNT_ROUTES: V3RouteTable = {
  'GET /accountStates': accountStates,
  'GET /walletStates': walletStates,
  'GET /addressBook': addressBookOf,
  'GET /metadata': metadata,
  'GET /topAccountsByBalance': topAccountsByBalance,
};

/** Registers `ACCOUNT_ROUTES`. */
export function registerAccountRoutes(app: FastifyInstance, net: LocalNetworkFull): void {
  registerTable(app, net, ACCOUNT_ROUTES);
}
