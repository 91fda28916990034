import type { StatusTransaction } from '../../../../shared/status';
import { movementToken } from '../../../../shared/ledger/tx-movement';
import { assetFacts, type AssetFacts } from '../../../../shared/ton/asset-facts';
import { readTep64 } from '../../../../shared/ton/jetton-metadata';
import {
  jettonMasterOfWallet,
  jettonMetadataAt,
  jettonMetadataOfWallet,
} from '../../../../shared/ton/metadata-map';
import type { KindSource } from './kind-sources';
import { rawOf, type MapContext } from './rows/map-context';
import { movementOf } from './rows/movement';
import type {
  ChainAction,
  ChainJettonTransfer,
  ChainTransaction,
} from '../../../../shared/api/v3-rows';
import type { TypedApi } from '../../client/typed-api';
import type { WalkPage } from './walker';

/**
 * What an enrich step reads: the typed v3 functions (the profile's throttle, `background`
 * priority), the
 * job's signal, the exported account (raw lower-case) and the jettons resolved so far by
 * master (raw), which {@link resolveJettons} fills in (they are saved in the checkpoint).
 */
export interface EnrichEnv {
  v3: TypedApi<'v3'>;
  signal: AbortSignal;
  account: string;
  jettons: Record<string, AssetFacts>;
}

/**
 * What an export kind's enrich step adds to a page: fields of the row mappers' context
 * (transactions behind actions; jetton wallets' jetton) and the v3 `metadata` it fetched, whose
 * names the name cells also use.
 */
export interface Enrichment {
  context: Pick<MapContext, 'transactions' | 'jettonOfWallet' | 'masterOfWallet'>;
  tokenMetadata: unknown;
}

/** A lookup whose failure must not fail the export: null instead, unless the job was cancelled. */
function unlessCancelled(signal: AbortSignal) {
  return (err: unknown): null => {
    if (signal.aborted) throw err;
    return null;
  };
}

/**
 * Symbol and decimals of every jetton master a page's items name (`jetton_master`, or an
 * action's `details.asset`) and `env.jettons` does not know yet: from the page's v3 `metadata`,
 * else v3 `jetton/masters` (TEP-64 content). A master that cannot be read gets the TEP-64
 * default decimals rather than failing the export. Mutates `env.jettons`.
 */
export async function resolveJettons(page: WalkPage, env: EnrichEnv): Promise<void> {
  const masters = new Set<string>();
  for (const item of page.items) {
    // A jetton transfer names its master; a jetton action its `asset`.
    const i = item as Partial<ChainJettonTransfer & ChainAction>;
    const m = rawOf(i.jetton_master ?? (i.details as { asset?: unknown } | undefined)?.asset);
    if (m && !env.jettons[m]) masters.add(m);
  }
  for (const m of masters) {
    const known = jettonMetadataAt(page.response.metadata, m);
    env.jettons[m] = known ? assetFacts(JETTON, known) : await readJettonMaster(m, env);
  }
}

const JETTON = { type: 'jetton' } as const;

/** One jetton master's symbol and decimals from v3 `jetton/masters` (defaults when unknown). */
async function readJettonMaster(master: string, env: EnrichEnv): Promise<AssetFacts> {
  const data = await env.v3['jetton/masters'](
    { address: [master], limit: 1, offset: 0 },
    { signal: env.signal },
  ).catch(unlessCancelled(env.signal));
  const found = data?.jetton_masters[0];
  return assetFacts(JETTON, found ? readTep64(found.jetton_content) : null);
}

/**
 * The transactions behind a page of actions, for their status (`actionStatus` reads an action
 * with its transactions): v3 `traces` by trace id, 100 ids a request, only for the actions
 * whose word depends on them (TON transfers, which may be a credit to an undeployed account,
 * and actions the index marks unsuccessful, for their codes). On failure the index's `success`
 * flag decides alone.
 */
async function enrichActions(page: WalkPage, env: EnrichEnv): Promise<Enrichment> {
  const ids = new Set<string>();
  for (const item of page.items) {
    const a = item as ChainAction;
    if (a.trace_id && (a.type === 'ton_transfer' || a.success !== true)) ids.add(a.trace_id);
  }
  const transactions: Record<string, StatusTransaction> = {};
  const list = [...ids];
  for (let i = 0; i < list.length; i += 100) {
    const chunk = list.slice(i, i + 100);
    const data = await env.v3
      .traces({ trace_id: chunk, limit: chunk.length }, { signal: env.signal })
      .catch(unlessCancelled(env.signal));
    for (const t of data?.traces ?? []) {
      Object.assign(transactions, t.transactions ?? {});
    }
  }
  return { context: { transactions }, tokenMetadata: null };
}

/**
 * v3 `metadata` of the jetton wallets and NFT items a page of transactions moved tokens through
 * (one request per page), for the jetton's symbol and decimals and its master. On failure the
 * jetton reads as an unknown one (`assetFacts`: the default decimals and symbol).
 */
async function enrichTransactions(page: WalkPage, env: EnrichEnv): Promise<Enrichment> {
  const tokens = new Set<string>();
  for (const item of page.items) {
    const token = movementToken(movementOf(item as ChainTransaction, env.account));
    if (token) tokens.add(token);
  }
  const tokenMetadata =
    tokens.size === 0
      ? null
      : await env.v3
          .metadata({ address: [...tokens] }, { signal: env.signal })
          .catch(unlessCancelled(env.signal));
  return {
    context: {
      jettonOfWallet: (w) => assetFacts(JETTON, jettonMetadataOfWallet(tokenMetadata, w)),
      masterOfWallet: (w) => jettonMasterOfWallet(tokenMetadata, w),
    },
    tokenMetadata,
  };
}

/** Token transfers carry their jetton master and names in the page itself: nothing to add. */
async function enrichNothing(): Promise<Enrichment> {
  return { context: {}, tokenMetadata: null };
}

/** Each export kind's enrich step, by the v3 operation it reads (after {@link resolveJettons}). */
export const ENRICH: Record<
  KindSource['operation'],
  (page: WalkPage, env: EnrichEnv) => Promise<Enrichment>
> = {
  transactions: enrichTransactions,
  actions: enrichActions,
  'jetton/transfers': enrichNothing,
  'nft/transfers': enrichNothing,
};
