import type { ChainNftTransfer, ChainTransaction } from '../api/v3-rows';
import {
  assetKey,
  jettonWalletMovements,
  nftTransferMovements,
  tonMovements,
  type LedgerAsset,
  type LedgerMovement,
} from '../ledger';
import { toRawUpper } from '../ton/address';
import { decodeBody, OPCODES } from '../ton/message-body';
import type { AccountFacts, AssetChange } from './types';
import { assetFacts, type KnownToken } from '../ton/asset-facts';

/**
 * What a trace changed, per account and asset, read by the ledger (`shared/ledger`) from the
 * trace's v3 rows: TON from every transaction (`tonMovements`: values in and out, fees),
 * jettons at the owner level from the jetton wallets' transactions (`jettonWalletMovements`),
 * NFTs from the items' transfers. The same code reads a prediction's rows and the chain's, so
 * the numbers are the ledger's both before and after sending.
 */

/** What names an account or a jetton in the output (read by the caller from the network). */
export interface ChangeLabels {
  /** Raw address → a name (a `.ton` domain). */
  names?: Record<string, string>;
  /** Jetton master (raw) → its TEP-64 symbol and decimals as far as known (`assetFacts` fills
   * in the rest). */
  jettons?: Record<string, KnownToken>;
}

/**
 * The NFT transfers a trace made, as v3 `nft/transfers` rows: each successful transaction of
 * an NFT item (per `accounts`) on a TEP-62 `transfer` from its owner (the item's code checks
 * the sender is the owner; the compute phase succeeds only then).
 */
export function nftTransfersOf(
  rows: readonly ChainTransaction[],
  accounts: Record<string, AccountFacts>,
): ChainNftTransfer[] {
  const op = `0x${OPCODES.nftTransfer.toString(16).padStart(8, '0')}`;
  const out: ChainNftTransfer[] = [];
  for (const r of rows) {
    const item = accounts[toRawUpper(r.account)]?.nftItem;
    const c = r.description.compute_ph;
    if (!item || r.in_msg?.opcode !== op || r.description.aborted || c?.success !== true) continue;
    const body = decodeBody(r.in_msg.message_content?.body);
    if (!body.fields.new_owner) continue;
    out.push({
      query_id: body.fields.query_id ?? null,
      nft_address: toRawUpper(r.account),
      nft_collection: item.collection,
      old_owner: r.in_msg.source ?? null,
      new_owner: toRawUpper(body.fields.new_owner),
      transaction_hash: r.hash,
      transaction_lt: r.lt,
      transaction_now: r.now,
      transaction_aborted: false,
    });
  }
  return out;
}

/** Every movement of the trace, for every account it touches (owner level for tokens). */
export function traceMovements(
  rows: readonly ChainTransaction[],
  accounts: Record<string, AccountFacts>,
): LedgerMovement[] {
  const out: LedgerMovement[] = rows.flatMap(tonMovements);
  const byAccount = new Map<string, ChainTransaction[]>();
  for (const r of rows) {
    const a = toRawUpper(r.account);
    byAccount.set(a, [...(byAccount.get(a) ?? []), r]);
  }
  for (const [address, txs] of byAccount) {
    const jw = accounts[address]?.jettonWallet;
    if (jw)
      out.push(...jettonWalletMovements(txs, { address, owner: jw.owner, jetton: jw.master }));
  }
  for (const t of nftTransfersOf(rows, accounts)) {
    for (const owner of new Set([t.old_owner, t.new_owner])) {
      if (owner) out.push(...nftTransferMovements(t, owner));
    }
  }
  return out;
}

/**
 * The change of every asset of every account over the trace (zero sums left out), `first`
 * (the sender) first, then accounts in the order the trace reaches them; TON before tokens.
 */
export function traceChanges(
  rows: readonly ChainTransaction[],
  accounts: Record<string, AccountFacts>,
  first: string,
  labels: ChangeLabels = {},
): AssetChange[] {
  const order = [toRawUpper(first)];
  const sums = new Map<string, { address: string; asset: LedgerAsset; delta: bigint }>();
  for (const m of traceMovements(rows, accounts)) {
    if (!order.includes(m.account)) order.push(m.account);
    const key = `${m.account}|${assetKey(m.asset)}`;
    const s = sums.get(key) ?? { address: m.account, asset: m.asset, delta: 0n };
    s.delta += BigInt(m.amount);
    sums.set(key, s);
  }
  const rank = (a: LedgerAsset) => (a.type === 'ton' ? 0 : a.type === 'jetton' ? 1 : 2);
  return [...sums.values()]
    .filter((s) => s.delta !== 0n)
    .sort(
      (a, b) =>
        order.indexOf(a.address) - order.indexOf(b.address) || rank(a.asset) - rank(b.asset),
    )
    .map((s) => changeOf(s, accounts, labels));
}

/** One summed change, its symbol and decimals by the one rule (`assetFacts`: an unknown jetton
 * reads the default decimals and the unknown-jetton symbol, as everywhere in the app). */
function changeOf(
  s: { address: string; asset: LedgerAsset; delta: bigint },
  accounts: Record<string, AccountFacts>,
  labels: ChangeLabels,
): AssetChange {
  const facts = assetFacts(
    s.asset,
    s.asset.type === 'jetton' ? labels.jettons?.[s.asset.master] : null,
  );
  return {
    address: s.address,
    name: labels.names?.[s.address] ?? null,
    kind: accounts[s.address]?.kind ?? null,
    asset: s.asset,
    symbol: facts.symbol,
    decimals: facts.decimals,
    deltaRaw: s.delta.toString(),
  };
}
