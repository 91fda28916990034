import type { Address, Cell } from '@ton/core';
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
    const lastHash =
      lastLt > 0n
        ? Buffer.from(shard.lastTransactionHash.toString(16).padStart(64, '0'), 'hex').toString(
            'base64',
          )
        : null;
    accounts.push({
      address: raw,
      balance: snap.balance,
      status: snap.status,
      lastTxLt: lastLt,
      lastTxHash: lastHash,
      stateHash: shard.account ? null : null,
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
    /** Records the account's row of a token table; its JSON starts with the address. */
    const pushState = (table: StateRow['table'], cols: StateRow['cols'], json: StateRow['json']) =>
      states.push({ table, address: raw, cols, json: { address: raw, ...json } });
    try {
      if (interfaces.includes('jetton_master')) {
        const r = (await bc.runGetMethod(address, 'get_jetton_data')).stackReader;
        const totalSupply = r.readBigNumber();
        const mintable = r.readBigNumber() !== 0n;
        const admin = r.readAddressOpt();
        const content = r.readCell();
        const walletCode = r.readCell();
        pushState('jetton_masters', [admin ? rawAddress(admin) : null], {
          total_supply: totalSupply.toString(),
          mintable,
          admin_address: admin ? rawAddress(admin) : null,
          jetton_content: await decodeTokenContent(content),
          jetton_wallet_code_hash: walletCode.hash().toString('base64'),
          ...common,
        });
      } else if (interfaces.includes('jetton_wallet')) {
        const r = (await bc.runGetMethod(address, 'get_wallet_data')).stackReader;
        const balance = r.readBigNumber();
        const owner = rawAddress(r.readAddress());
        const jetton = rawAddress(r.readAddress());
        pushState('jetton_wallets', [owner, jetton, Number(balance)], {
          balance: balance.toString(),
          owner,
          jetton,
          ...common,
        });
      } else if (interfaces.includes('nft_collection')) {
        const r = (await bc.runGetMethod(address, 'get_collection_data')).stackReader;
        const next = r.readBigNumber();
        const content = r.readCell();
        const owner = r.readAddressOpt();
        // toncenter's field order for collections differs from the other token tables.
        pushState('nft_collections', [owner ? rawAddress(owner) : null], {
          owner_address: owner ? rawAddress(owner) : null,
          last_transaction_lt: common.last_transaction_lt,
          next_item_index: next.toString(),
          collection_content: await decodeTokenContent(content),
          data_hash: common.data_hash,
          code_hash: common.code_hash,
        });
      } else if (interfaces.includes('nft_item')) {
        const r = (await bc.runGetMethod(address, 'get_nft_data')).stackReader;
        const init = r.readBigNumber() !== 0n;
        const index = r.readBigNumber();
        const collection = r.readAddressOpt();
        const owner = r.readAddressOpt();
        const content = r.readCellOpt();
        const collectionRaw = collection ? rawAddress(collection) : null;
        const ownerRaw = owner ? rawAddress(owner) : null;
        pushState('nft_items', [collectionRaw, ownerRaw, Number(index), Number(lastLt)], {
          init,
          index: index.toString(),
          collection_address: collectionRaw,
          owner_address: ownerRaw,
          content: await decodeTokenContent(content),
          ...common,
          on_sale: false,
        });
      }
    } catch {
      // A get-method that fails (e.g. a contract mid-deploy) leaves the token tables unchanged.
    }
  }
  return { accounts, states };
}
