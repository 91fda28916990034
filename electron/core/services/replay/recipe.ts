import { loadTransaction, type Transaction } from '@ton/core';
import { AppError } from '../../../../shared/ipc/errors';
import { emptyShardAccount, type ShardAccountState } from '../../../../shared/replay/cells';
import type { PinnedBlock } from '../../../../shared/replay/pinned-block';
import type {
  ChainTx,
  PinnedConfig,
  PinnedStateSession,
  PrevBlocksRead,
} from '../pinned-state/reader';

/**
 * A replay's recipe (TON's retracer's): which inputs re-run a transaction exactly. The
 * account's state at the masterchain block before the one that committed the transaction
 * (`mc_block_seqno - 1`), then the account's transactions from there to the target in lt order
 * (its earlier transactions in the same block first), each with its block's time, lt and random
 * seed, under the configuration in force at that previous block. The recipe names these by
 * hash; it is kept in the pinned-state store, so replaying the transaction again reads
 * everything from disk.
 */
export interface Recipe {
  version: 1;
  /** The target transaction (base64). */
  hash: string;
  /** Raw upper-case `wc:HEX`. */
  account: string;
  lt: string;
  /** The masterchain block that committed the target's shard block. */
  mcSeqno: number;
  /** The target's shard block. */
  block: PinnedBlock;
  /** The masterchain block the start state is read at (`mcSeqno - 1`). */
  stateBlock: PinnedBlock;
  /** True when the account did not exist at `stateBlock` and the state was not read (the
   * zero state, which toncenter's seqno cannot address, or an account deployed in the block). */
  emptyStart: boolean;
  /** The masterchain block the configuration was read at (the key block in force). */
  configBlock: PinnedBlock;
  /** Transactions to run, in lt order; the target last. */
  chain: { hash: string; lt: string }[];
  /** The shard block of a chain transaction when it is not `block`. */
  chainBlocks: Record<string, PinnedBlock>;
  /** The previous blocks' info, once a contract was seen to read it. */
  prevBlocks: PrevBlocksRead | null;
  /** Library hashes (hex) the code was seen to load at run time, beyond those its cells name. */
  libraries?: string[];
}

/** The inputs a recipe names, loaded (from disk when kept). */
export interface RecipeInputs {
  recipe: Recipe;
  /** Chain transactions with their parses, lt order. */
  chain: { tx: ChainTx; parsed: Transaction }[];
  start: ShardAccountState;
  config: PinnedConfig;
}

/** Most transactions of one account in one masterchain block that a replay re-runs. */
const MAX_CHAIN = 1000;

/** The recipe of transaction `hash`: kept, or worked out (3 to 6 requests, see the README). */
export async function resolveRecipe(s: PinnedStateSession, hash: string): Promise<Recipe> {
  const kept = s.store.recipe<Recipe>(hash);
  if (kept?.version === 1) return kept;
  const row = await s.transactionRow(hash);
  if (row.mc_block_seqno == null || !row.block_ref) {
    throw new AppError({
      code: 'NOT_FOUND',
      message: `the index does not say which block holds transaction ${row.hash}`,
    });
  }
  const block = await s.block(row.block_ref);
  checkInBlock(row, block);
  const mcSeqno = row.mc_block_seqno;
  const stateBlock = await s.masterchainBlock(Math.max(0, mcSeqno - 1));
  const { emptyStart, chain } = await startAndChain(s, row, stateBlock);
  const configPin = stateBlock.seqno > 0 ? stateBlock : await s.masterchainBlock(mcSeqno);
  const config = await s.config(configPin);
  const recipe: Recipe = {
    version: 1,
    hash: row.hash,
    account: row.account,
    lt: row.lt,
    mcSeqno,
    block,
    stateBlock,
    emptyStart,
    configBlock: config.block,
    chain: chain.map((t) => ({ hash: t.hash, lt: ltOf(t).toString() })),
    chainBlocks: await chainBlocks(s, chain, block),
    prevBlocks: null,
  };
  s.store.putRecipe(recipe.hash, recipe);
  return recipe;
}

/** The transaction's lt lies in its block's lt range. */
function checkInBlock(row: { hash: string; lt: string }, block: PinnedBlock): void {
  const lt = BigInt(row.lt);
  if (lt < BigInt(block.startLt) || lt > BigInt(block.endLt)) {
    throw new AppError({
      code: 'BAD_RESPONSE',
      message: `transaction ${row.hash} (lt ${row.lt}) is outside its block's lt range ${block.startLt}..${block.endLt}`,
    });
  }
}

/**
 * The account's state at `stateBlock` and its transactions from there to the target (v2
 * `getShardAccountCell?seqno`, then one v2 `getTransactions` from the target back to the
 * state's last transaction). Before masterchain block 1 (the zero state, which toncenter's
 * `seqno > 0` cannot address) an account whose first transaction is in the block starts empty.
 */
async function startAndChain(
  s: PinnedStateSession,
  row: { hash: string; lt: string; account: string },
  stateBlock: PinnedBlock,
): Promise<{ emptyStart: boolean; chain: ChainTx[] }> {
  const from = { lt: row.lt, hash: row.hash };
  if (stateBlock.seqno === 0) {
    const chain = (await s.accountTransactions(row.account, from, null, MAX_CHAIN)).reverse();
    const first = loadTransaction(chain[0]!.cell.beginParse());
    const empty = emptyShardAccount();
    if (first.prevTransactionLt === 0n && first.stateUpdate.oldHash.equals(empty.accountHash)) {
      return { emptyStart: true, chain };
    }
    const start = await s.shardAccount(row.account, stateBlock);
    return { emptyStart: false, chain: chainAfter(chain, start) };
  }
  const start = await s.shardAccount(row.account, stateBlock);
  const last = start.parsed.lastTransactionLt;
  const chain = await s.accountTransactions(
    row.account,
    from,
    last > 0n ? last.toString() : null,
    MAX_CHAIN,
  );
  if (chain.length === MAX_CHAIN) {
    throw new AppError({
      code: 'CONFLICT',
      message: `more than ${MAX_CHAIN} transactions of ${row.account} precede ${row.hash} in its block`,
    });
  }
  return { emptyStart: false, chain: chain.reverse() };
}

/** A chain transaction's lt. */
function ltOf(t: ChainTx): bigint {
  return loadTransaction(t.cell.beginParse()).lt;
}

/** The chain's transactions after the state's last one. */
function chainAfter(chain: ChainTx[], start: ShardAccountState): ChainTx[] {
  const last = start.parsed.lastTransactionLt;
  return chain.filter((t) => ltOf(t) > last);
}

/**
 * The shard blocks of chain transactions outside the target's block (mainnet's masterchain
 * blocks can commit several blocks of one shard): v2 `lookupBlock` by lt, then v3 `blocks`.
 */
async function chainBlocks(
  s: PinnedStateSession,
  chain: ChainTx[],
  block: PinnedBlock,
): Promise<Record<string, PinnedBlock>> {
  const out: Record<string, PinnedBlock> = {};
  for (const t of chain) {
    const lt = ltOf(t);
    if (lt >= BigInt(block.startLt) && lt <= BigInt(block.endLt)) continue;
    out[t.hash] = await s.blockByLt(block.workchain, block.shard, lt);
  }
  return out;
}

/** Loads a recipe's inputs: from disk when kept (no request), else read again. */
export async function loadInputs(s: PinnedStateSession, recipe: Recipe): Promise<RecipeInputs> {
  const chain: RecipeInputs['chain'] = [];
  for (const { hash } of recipe.chain) {
    const tx = s.keptTransaction(hash) ?? (await s.transaction(hash));
    chain.push({ tx, parsed: loadTransaction(tx.cell.beginParse()) });
  }
  const start = recipe.emptyStart
    ? emptyShardAccount()
    : await s.shardAccount(recipe.account, recipe.stateBlock);
  const config = await s.configAt(recipe.configBlock);
  return { recipe, chain, start, config };
}

/** The recipe of an earlier transaction of `recipe`'s chain (a prefix of it). */
export function recipeOfChainMember(recipe: Recipe, index: number): Recipe {
  const { hash, lt } = recipe.chain[index]!;
  return {
    ...recipe,
    hash,
    lt,
    block: recipe.chainBlocks[hash] ?? recipe.block,
    chain: recipe.chain.slice(0, index + 1),
  };
}
