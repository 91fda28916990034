import type { Cell } from '@ton/core';
import { Address, Dictionary, type TupleItem } from '@ton/core';
import { TEP64_KEY_BY_HASH_HEX } from '../../index/token-content';
import { readAccount, type AccountSnapshot } from './account-state';
import { stateAt, type V2Context, type V2Method } from './context';
import { V2Error } from './errors';
import type { Params } from './params';
import { runGetMethodRaw } from './run-method';
import { accountAddress, blockIdExt, friendly, transactionId } from './tonlib';

/**
 * v2 account operations (toncenter's Accounts group): getAddressInformation,
 * getExtendedAddressInformation, getWalletInformation, getAddressBalance, getAddressState,
 * getShardAccountCell, getTokenData. They read the emulator's current account state, or with
 * `seqno` the state after that masterchain block (the chain's history, as an archival node).
 */

/**
 * Wallet code hashes (base64) → tonlib's `wallet_type` names, as getWalletInformation reports them.
 */
const WALLET_TYPES: Record<string, string> = {
  'oM/CxIruFqJx8s/AtzgtgXVs7LEBfQd/qqs7tgL2how=': 'wallet v1 r1',
  '1JAvzJ+tdGmPqONTIgpo2g3PcuMryy657gQhfBfTBiw=': 'wallet v1 r2',
  'WHzHie/xyE9G7DeX5F/ICaFP9a4k8eDHpqmcydyQYf8=': 'wallet v1 r3',
  'XJpeaMEI4YchoHxC+ZVr+zmtd+xtYktgxXbsiO7mUyk=': 'wallet v2 r1',
  '/pUw0yQ4Uwg+8u8LTCkIwKv2+hwx6iQ6rKpb+MfXU/E=': 'wallet v2 r2',
  'thBBpYp5gLlG6PueGY48kE0keZ/6NldOpCUcQaVm9YE=': 'wallet v3 r1',
  'hNr6RJ+Ypph3ibojI1gHK8D3bcRSQAKl0JGLmnXS1Zk=': 'wallet v3 r2',
  'ZN1UgFUixb6KnbWc6gEFzPDQh4bKeb64y3nogKjXMi0=': 'wallet v4 r1',
  '/rX/aCDi/w2Ug+fg1iyBfYRniftK5YDIeIZtlZ2r1cA=': 'wallet v4 r2',
  '89fKU0k97trCizgZhqhJQDy6w9LFhHea8IEGWvCsS5M=': 'wallet v5 beta',
  'IINLe3KxEhR+Gy+0V7hOdNGjDwT3N9T2KmaOlVLSty8=': 'wallet v5 r1',
};

async function account(p: Params, ctx: V2Context): Promise<AccountSnapshot> {
  const { address } = p.address('address');
  return readAccount(ctx.net, address, stateAt(p, ctx));
}

function lastTxId(a: AccountSnapshot): Record<string, unknown> {
  return transactionId(a.lastTxLt, a.lastTxHash);
}

/** The block the state is as of (tonlib's `withBlock` answers with the block asked for). */
function blockFields(a: AccountSnapshot): { block_id: unknown; sync_utime: number } {
  return { block_id: blockIdExt(a.block), sync_utime: a.block.genUtime };
}

function bocOrEmpty(c: Cell | null): string {
  return c ? c.toBoc().toString('base64') : '';
}

/** Wallet fields parsed from data by wallet generation; null when not a known wallet. */
function walletFields(
  a: AccountSnapshot,
): { type: string; seqno: number; walletId?: number; signatureAllowed?: boolean } | null {
  if (a.state !== 'active' || !a.code || !a.data) return null;
  const type = WALLET_TYPES[a.code.hash().toString('base64')];
  if (!type) return null;
  try {
    const s = a.data.beginParse();
    if (type.startsWith('wallet v1') || type.startsWith('wallet v2')) {
      return { type, seqno: s.loadUint(32) };
    }
    if (type.startsWith('wallet v5')) {
      const signatureAllowed = s.loadBit();
      const seqno = s.loadUint(32);
      return { type, seqno, walletId: s.loadUint(32), signatureAllowed };
    }
    const seqno = s.loadUint(32);
    return { type, seqno, walletId: s.loadUint(32) };
  } catch {
    return null;
  }
}

const getAddressInformation: V2Method = {
  async run(p, ctx) {
    const a = await account(p, ctx);
    return {
      '@type': 'raw.fullAccountState',
      balance: a.balance.toString(),
      extra_currencies: [],
      code: bocOrEmpty(a.code),
      data: bocOrEmpty(a.data),
      last_transaction_id: lastTxId(a),
      ...blockFields(a),
      frozen_hash: a.frozenHash,
      state: a.state,
      suspended: false,
    };
  },
};

const getExtendedAddressInformation: V2Method = {
  async run(p, ctx) {
    const a = await account(p, ctx);
    const w = walletFields(a);
    let accountState: Record<string, unknown>;
    if (a.state !== 'active') {
      accountState = { '@type': 'uninited.accountState', frozen_hash: a.frozenHash };
    } else if (w && /^wallet v[34]/.test(w.type)) {
      accountState = {
        '@type': w.type.startsWith('wallet v3')
          ? 'wallet.v3.accountState'
          : 'wallet.v4.accountState',
        wallet_id: w.walletId,
        seqno: w.seqno,
      };
    } else {
      accountState = {
        '@type': 'raw.accountState',
        code: bocOrEmpty(a.code),
        data: bocOrEmpty(a.data),
        frozen_hash: a.frozenHash,
      };
    }
    const { block_id, sync_utime } = blockFields(a);
    return {
      '@type': 'fullAccountState',
      address: accountAddress(friendly(a.address)),
      balance: a.balance.toString(),
      extra_currencies: [],
      last_transaction_id: lastTxId(a),
      block_id,
      sync_utime,
      account_state: accountState,
      revision: 0,
    };
  },
};

const getWalletInformation: V2Method = {
  async run(p, ctx) {
    const a = await account(p, ctx);
    const w = walletFields(a);
    const out: Record<string, unknown> = {
      '@type': 'ext.accounts.walletInformation',
      wallet: w !== null,
      balance: a.balance.toString(),
      account_state: a.state,
      last_transaction_id: lastTxId(a),
    };
    if (w) {
      out.wallet_type = w.type;
      out.seqno = w.seqno;
      if (w.walletId !== undefined) out.wallet_id = w.walletId;
      if (w.signatureAllowed !== undefined) out.is_signature_allowed = w.signatureAllowed;
    }
    return out;
  },
};

const getAddressBalance: V2Method = {
  async run(p, ctx) {
    return (await account(p, ctx)).balance.toString();
  },
};

const getAddressState: V2Method = {
  async run(p, ctx) {
    return (await account(p, ctx)).state;
  },
};

/** The whole ShardAccount cell (2.1's getShardAccountCell): what an emulator takes as input. */
const getShardAccountCell: V2Method = {
  async run(p, ctx) {
    const a = await account(p, ctx);
    return { '@type': 'tvm.cell', bytes: a.shardCell.toBoc().toString('base64') };
  },
};

/** TEP-64 value: snake (0x00 prefix) or chunked (0x01 + HashmapE 32 ^snake) UTF-8 text. */
function snakeText(cell: Cell): string {
  const s = cell.beginParse();
  const prefix = s.remainingBits >= 8 ? s.preloadUint(8) : -1;
  if (prefix === 1) {
    s.skip(8);
    const chunks = s.loadDict(Dictionary.Keys.Uint(32), Dictionary.Values.Cell());
    return chunks
      .keys()
      .sort((a, b) => a - b)
      .map((k) => chunks.get(k)!.beginParse().loadStringTail())
      .join('');
  }
  if (prefix === 0) s.skip(8);
  return s.loadStringTail();
}

/** TEP-64 content cell → toncenter's `{type: onchain|offchain, data}`. */
function tokenContent(cell: Cell | null): Record<string, unknown> {
  if (!cell) return { type: 'offchain', data: '' };
  try {
    const s = cell.beginParse();
    const prefix = s.remainingBits >= 8 ? s.loadUint(8) : 1;
    if (prefix === 0) {
      const dict = s.loadDict(Dictionary.Keys.BigUint(256), Dictionary.Values.Cell());
      const data: Record<string, string> = {};
      for (const [k, v] of dict) {
        const hex = k.toString(16).padStart(64, '0');
        try {
          data[TEP64_KEY_BY_HASH_HEX.get(hex) ?? hex] = snakeText(v);
        } catch {
          // A value in an unknown layout is left out rather than failing the whole content.
        }
      }
      return { type: 'onchain', data };
    }
    return { type: 'offchain', data: s.loadStringTail() };
  } catch {
    return { type: 'offchain', data: '' };
  }
}

function readAddr(item: TupleItem | undefined): string | undefined {
  if (!item || (item.type !== 'slice' && item.type !== 'cell')) return undefined;
  try {
    const a = item.cell.beginParse().loadMaybeAddress();
    return a ? friendly(a) : undefined;
  } catch {
    return undefined;
  }
}

function readInt(item: TupleItem | undefined): bigint {
  return item?.type === 'int' ? item.value : 0n;
}

function readCell(item: TupleItem | undefined): Cell | null {
  return item && (item.type === 'cell' || item.type === 'slice') ? item.cell : null;
}

const getTokenData: V2Method = {
  async run(p, ctx) {
    const { address } = p.address('address');
    const at = stateAt(p, ctx);
    const a = await readAccount(ctx.net, address, at);
    const addr = friendly(a.address);
    const notToken = new V2Error(409, `Smart contract ${addr} is not Jetton or NFT`);
    if (a.state !== 'active') throw notToken;
    const run = async (method: string) => {
      const r = await runGetMethodRaw(ctx.net, a.address, method, [], at);
      return r.exitCode === 0 ? r.stack : null;
    };
    /** toncenter's `ext.tokens.<type>` answer for this account; `fields` follow `contract_type`. */
    const tokenData = (type: string, contractType: string, fields: Record<string, unknown>) => ({
      '@type': `ext.tokens.${type}`,
      address: addr,
      contract_type: contractType,
      ...fields,
    });
    const jetton = await run('get_jetton_data');
    if (jetton) {
      const admin = readAddr(jetton[2]);
      return tokenData('jettonMasterData', 'jetton_master', {
        total_supply: readInt(jetton[0]).toString(),
        mintable: readInt(jetton[1]) !== 0n,
        ...(admin ? { admin_address: admin } : {}),
        jetton_content: tokenContent(readCell(jetton[3])),
        jetton_wallet_code: bocOrEmpty(readCell(jetton[4])),
      });
    }
    const wallet = await run('get_wallet_data');
    if (wallet) {
      return tokenData('jettonWalletData', 'jetton_wallet', {
        balance: readInt(wallet[0]).toString(),
        owner: readAddr(wallet[1]) ?? '',
        jetton: readAddr(wallet[2]) ?? '',
        jetton_wallet_code: bocOrEmpty(readCell(wallet[3])),
      });
    }
    const collection = await run('get_collection_data');
    if (collection) {
      const owner = readAddr(collection[2]);
      return tokenData('nftCollectionData', 'nft_collection', {
        next_item_index: readInt(collection[0]).toString(),
        ...(owner ? { owner_address: owner } : {}),
        collection_content: tokenContent(readCell(collection[1])),
      });
    }
    const item = await run('get_nft_data');
    if (item) {
      const collectionAddr = readAddr(item[2]);
      const owner = readAddr(item[3]);
      const index = readInt(item[1]);
      let content = readCell(item[4]);
      // An item's own content is completed by the collection (TEP-64 get_nft_content).
      if (collectionAddr && content) {
        const full = await runGetMethodRaw(
          ctx.net,
          Address.parse(collectionAddr),
          'get_nft_content',
          [
            { type: 'int', value: index },
            { type: 'cell', cell: content },
          ],
          at,
        );
        if (full.exitCode === 0) content = readCell(full.stack[0]) ?? content;
      }
      return tokenData('nftItemData', 'nft_item', {
        init: readInt(item[0]) !== 0n,
        index: index.toString(),
        ...(collectionAddr ? { collection_address: collectionAddr } : {}),
        ...(owner ? { owner_address: owner } : {}),
        content: tokenContent(content),
      });
    }
    throw notToken;
  },
};

export const accountMethods: Record<string, V2Method> = {
  getAddressInformation,
  getExtendedAddressInformation,
  getWalletInformation,
  getAddressBalance,
  getAddressState,
  getShardAccountCell,
  getTokenData,
};
