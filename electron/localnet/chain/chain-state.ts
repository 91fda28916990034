import { beginCell, storeShardAccount } from '@ton/core';
import type { Address } from '@ton/core';
import { snapshotFromSerializable, snapshotToSerializable } from '@ton/sandbox';
import type { Blockchain } from '@ton/sandbox';
import { rawAddress } from '../index/encoding';
import type { LocalIndex } from '../index/local-index';
import type { ChainAccountRow } from '../index/rows';
import type { AccountStateCell } from '../history/chain-history';

/**
 * The emulator's state in the index, so that a `--db` network restarts from its last block:
 * - `chain_accounts`: one row per account, the sandbox's serializable contract snapshot, written
 *   with the tick that changed it (same SQLite transaction as the block);
 * - meta `chain_base`: the rest of the sandbox snapshot (network config, libraries, verbosity),
 *   written once at genesis; meta `chain_lt` / `chain_time`: the emulator's clock after the
 *   newest block.
 */

/** Meta keys of the chain state. */
export const META = {
  chainBase: 'chain_base',
  chainLt: 'chain_lt',
  chainTime: 'chain_time',
  /** Whole-chain snapshot of files written before `chain_accounts` existed. */
  legacySnapshot: 'chain_snapshot',
} as const;

type SerializableSnapshot = ReturnType<typeof snapshotToSerializable>;
type SerializedContract = SerializableSnapshot['contracts'][number];

/**
 * The emulator's current state of `addresses`: each account's parsed ShardAccount and its cell
 * (what `chain_accounts` and the history keep).
 */
export async function accountStateCells(
  bc: Blockchain,
  addresses: readonly Address[],
): Promise<AccountStateCell[]> {
  const out: AccountStateCell[] = [];
  for (const address of addresses) {
    const account = (await bc.getContract(address)).account;
    out.push({ address, account, cell: beginCell().store(storeShardAccount(account)).endCell() });
  }
  return out;
}

/** The rows of `chain_accounts` for `states` (the sandbox's serializable contract snapshots). */
export async function chainAccountRows(
  bc: Blockchain,
  states: readonly AccountStateCell[],
): Promise<ChainAccountRow[]> {
  const out: ChainAccountRow[] = [];
  for (const s of states) {
    const snap = (await bc.getContract(s.address)).snapshot();
    const contract: SerializedContract = {
      address: snap.address.toString(),
      account: s.cell.toBoc().toString('base64'),
      lastTxTime: snap.lastTxTime,
      ...(snap.verbosity ? { verbosity: snap.verbosity } : {}),
    };
    out.push({ address: rawAddress(s.address), snapshot: JSON.stringify(contract) });
  }
  return out;
}

/** The sandbox snapshot without accounts and transactions (meta `chain_base`). */
export function chainBase(bc: Blockchain): string {
  return JSON.stringify(
    snapshotToSerializable({ ...bc.snapshot(), contracts: [], transactions: [] }),
  );
}

/** The emulator's clock after a block (meta `chain_lt`, `chain_time`). */
export function chainClock(bc: Blockchain): Record<string, string> {
  return { [META.chainLt]: bc.lt.toString(), [META.chainTime]: String(bc.now ?? 0) };
}

/**
 * Loads the emulator state saved in `index` into `bc`. A file from before `chain_accounts`
 * (one whole-chain snapshot in meta) is converted in place. Throws when the index holds no
 * chain state.
 */
export async function restoreChain(bc: Blockchain, index: LocalIndex): Promise<void> {
  const legacy = index.getMeta(META.legacySnapshot);
  const base = index.getMeta(META.chainBase);
  if (!base && legacy) {
    await bc.loadFrom(snapshotFromSerializable(JSON.parse(legacy) as SerializableSnapshot));
    const all = bc.snapshot().contracts.map((c) => c.address);
    const rows = await chainAccountRows(bc, await accountStateCells(bc, all));
    index.db.transaction(() => {
      for (const r of rows) {
        index.stmt('INSERT OR REPLACE INTO chain_accounts VALUES (?,?)').run(r.address, r.snapshot);
      }
      index.setMeta(META.chainBase, chainBase(bc));
      for (const [k, v] of Object.entries(chainClock(bc))) index.setMeta(k, v);
      index.stmt('DELETE FROM meta WHERE key = ?').run(META.legacySnapshot);
    })();
    return;
  }
  if (!base) throw new Error('the index holds no chain state');
  const snap: SerializableSnapshot = {
    ...(JSON.parse(base) as SerializableSnapshot),
    contracts: index.chainAccounts().map((c) => JSON.parse(c) as SerializedContract),
    lt: index.getMeta(META.chainLt) ?? '0',
    time: Number(index.getMeta(META.chainTime) ?? 0),
    transactions: [],
  };
  await bc.loadFrom(snapshotFromSerializable(snap));
}
