import type { Address, Cell, ShardAccount, TupleReader } from '@ton/core';
import type { Blockchain } from '@ton/sandbox';
import { snapshotAccount } from '../chain/run-external';
import { rawAddress } from './encoding';
import { interfacesOf, walletInfo } from './interfaces';
import type { AccountRow, StateRow } from './rows';
import { decodeTokenContent } from './token-content';

/** Serialized code by code hash: code rarely changes, so each is serialized once. */
const CODE_BOCS = new Map<string, string>();
function codeBoc(code: Cell): string {
  const key = code.hash().toString('base64');
  let boc = CODE_BOCS.get(key);
  if (boc === undefined) {
    boc = code.toBoc().toString('base64');
    CODE_BOCS.set(key, boc);
  }
  return boc;
}

/** The columns every token state row shares: last transaction lt, code and data hashes. */
interface CommonState {
  last_transaction_lt: string;
  code_hash: string | null;
  data_hash: string | null;
}

/** A token table's row of one account, before its JSON gets the address. */
type TokenState = Pick<StateRow, 'table' | 'cols' | 'json'>;

/** An optional address in raw form, or null. */
function rawOrNull(address: Address | null): string | null {
  return address ? rawAddress(address) : null;
}

/** A jetton master's row from `get_jetton_data` (TEP-74). */
async function jettonMasterState(r: TupleReader, common: CommonState): Promise<TokenState> {
  const totalSupply = r.readBigNumber();
  const mintable = r.readBigNumber() !== 0n;
  const admin = rawOrNull(r.readAddressOpt());
  const content = r.readCell();
  const walletCode = r.readCell();
  return {
    table: 'jetton_masters',
    cols: [admin],
    json: {
      total_supply: totalSupply.toString(),
      mintable,
      admin_address: admin,
      jetton_content: await decodeTokenContent(content),
      jetton_wallet_code_hash: walletCode.hash().toString('base64'),
      ...common,
    },
  };
}

/** A jetton wallet's row from `get_wallet_data` (TEP-74; balance in the jetton's units). */
function jettonWalletState(r: TupleReader, common: CommonState): Promise<TokenState> {
  const balance = r.readBigNumber();
  const owner = rawAddress(r.readAddress());
  const jetton = rawAddress(r.readAddress());
  return Promise.resolve({
    table: 'jetton_wallets',
    cols: [owner, jetton, Number(balance)],
    json: { balance: balance.toString(), owner, jetton, ...common },
  });
}

/** An NFT collection's row from `get_collection_data` (TEP-62). */
async function nftCollectionState(r: TupleReader, common: CommonState): Promise<TokenState> {
  const next = r.readBigNumber();
  const content = r.readCell();
  const owner = rawOrNull(r.readAddressOpt());
  // toncenter's field order for collections differs from the other token tables.
  return {
    table: 'nft_collections',
    cols: [owner],
    json: {
      owner_address: owner,
      last_transaction_lt: common.last_transaction_lt,
      next_item_index: next.toString(),
      collection_content: await decodeTokenContent(content),
      data_hash: common.data_hash,
      code_hash: common.code_hash,
    },
  };
}

/** An NFT item's row from `get_nft_data` (TEP-62); `lastLt` orders items by activity. */
async function nftItemState(
  r: TupleReader,
  common: CommonState,
  lastLt: bigint,
): Promise<TokenState> {
  const init = r.readBigNumber() !== 0n;
  const index = r.readBigNumber();
  const collection = rawOrNull(r.readAddressOpt());
  const owner = rawOrNull(r.readAddressOpt());
  const content = r.readCellOpt();
  return {
    table: 'nft_items',
    cols: [collection, owner, Number(index), Number(lastLt)],
    json: {
      init,
      index: index.toString(),
      collection_address: collection,
      owner_address: owner,
      content: await decodeTokenContent(content),
      ...common,
      on_sale: false,
    },
  };
}

/**
 * The token contracts the index keeps rows of, by interface, in the order they are tried: the
 * standard get-method each answers and how its stack becomes the row.
 */
const TOKEN_READERS: ReadonlyArray<{
  iface: string;
  getMethod: string;
  row: (r: TupleReader, common: CommonState, lastLt: bigint) => Promise<TokenState>;
}> = [
  { iface: 'jetton_master', getMethod: 'get_jetton_data', row: jettonMasterState },
  { iface: 'jetton_wallet', getMethod: 'get_wallet_data', row: jettonWalletState },
  { iface: 'nft_collection', getMethod: 'get_collection_data', row: nftCollectionState },
  { iface: 'nft_item', getMethod: 'get_nft_data', row: nftItemState },
];

/**
 * The token table row of an account running a jetton or NFT contract (`interfaces`), or null
 * for other accounts and for a get-method that fails (e.g. a contract mid-deploy): the token
 * tables then stay unchanged.
 */
async function tokenState(
  bc: Blockchain,
  address: Address,
  interfaces: string[],
  common: CommonState,
  lastLt: bigint,
): Promise<TokenState | null> {
  const reader = TOKEN_READERS.find((k) => interfaces.includes(k.iface));
  if (!reader) return null;
  try {
    const r = (await bc.runGetMethod(address, reader.getMethod)).stackReader;
    return await reader.row(r, common, lastLt);
  } catch {
    // Not readable as its interface says: no token row.
    return null;
  }
}

/** The base64 hash of the account's last transaction, or null before its first. */
function lastTxHash(shard: ShardAccount): string | null {
  if (shard.lastTransactionLt <= 0n) return null;
  return Buffer.from(shard.lastTransactionHash.toString(16).padStart(64, '0'), 'hex').toString(
    'base64',
  );
}

/**
 * Reads the current state of `addresses` from the emulator into account rows, plus the jetton
 * and NFT state rows (through the standard get-methods: get_jetton_data, get_wallet_data,
 * get_collection_data, get_nft_data) for accounts running those contracts.
 */
export async function readAccountStates(
  bc: Blockchain,
  addresses: Address[],
): Promise<{ accounts: AccountRow[]; states: StateRow[] }> {
  const accounts: AccountRow[] = [];
  const states: StateRow[] = [];
  for (const address of addresses) {
    const contract = await bc.getContract(address);
    const snap = await snapshotAccount(bc, address);
    const shard = contract.account;
    const st = shard.account?.storage.state;
    const code = st?.type === 'active' ? (st.state.code ?? null) : null;
    const data = st?.type === 'active' ? (st.state.data ?? null) : null;
    const interfaces = interfacesOf(snap.codeHash);
    const raw = rawAddress(address);
    const lastLt = shard.lastTransactionLt;
    accounts.push({
      address: raw,
      balance: snap.balance,
      status: snap.status,
      lastTxLt: lastLt,
      lastTxHash: lastTxHash(shard),
      stateHash: null,
      codeHash: snap.codeHash,
      dataHash: snap.dataHash,
      frozenHash: snap.frozenHash,
      codeBoc: code ? codeBoc(code) : null,
      dataBoc: data ? data.toBoc().toString('base64') : null,
      interfaces,
      wallet: walletInfo(interfaces, data),
    });
    const common = {
      last_transaction_lt: lastLt.toString(),
      code_hash: snap.codeHash,
      data_hash: snap.dataHash,
    };
    const token = await tokenState(bc, address, interfaces, common, lastLt);
    // The token row's JSON starts with the address.
    if (token) states.push({ ...token, address: raw, json: { address: raw, ...token.json } });
  }
  return { accounts, states };
}
