import { beginCell, Cell, storeShardAccount } from '@ton/core';
import type { Address, ShardAccount } from '@ton/core';
import { createEmptyShardAccount } from '@ton/sandbox';
import type { LocalIndex } from '../index/local-index';
import type { ChainHistoryReader } from '../types';
import { graftShared, packedBoc, pruneShared, readPackedBoc } from './cell-pack';
import { noHistoryRows, type HistoryRows } from './history-rows';

/**
 * The chain's history (tables in `schema.ts`): for each block, what its emulator used (random
 * seed, configuration, libraries), and every changed account's whole ShardAccount cell after
 * each masterchain block. A tick builds its rows with {@link ChainHistory.blockRows}; they are
 * written in the tick's index transaction (`LocalIndex.write`), then {@link ChainHistory.commit}
 * notes the shared cells now on disk. The server reads it through {@link ChainHistoryReader}.
 */

/** Meta key: the first masterchain seqno whose account states are all kept. */
export const HISTORY_FROM_META = 'history_from';

/** One account's state after a block: the parsed ShardAccount and its cell. */
export interface AccountStateCell {
  address: Address;
  account: ShardAccount;
  cell: Cell;
}

/** What a block's history is built from. */
export interface BlockHistoryInput {
  mcSeqno: number;
  blocks: Array<{ workchain: number; shard: bigint; seqno: number; randSeed: Buffer }>;
  /** The emulator's configuration (BoC, base64) and library dictionary for the block. */
  configBase64: string;
  libs: Cell | null;
  /** The state after the block of every account it changed. */
  states: AccountStateCell[];
}

/** 33-byte key of an account: the workchain as int8, then its 32-byte id. */
export function addressKey(address: Address): Buffer {
  return Buffer.concat([Buffer.from([address.workChain & 0xff]), address.hash]);
}

/** The ShardAccount cell of an account that does not exist (`account_none`, no transaction). */
export function emptyShardAccountCell(address: Address): Cell {
  return beginCell()
    .store(storeShardAccount(createEmptyShardAccount(address)))
    .endCell();
}

/** Most cells kept parsed in memory (codes and configurations read back). */
const CELL_CACHE_MAX = 256;

export class ChainHistory implements ChainHistoryReader {
  /** Hashes (hex) of the shared cells on disk. */
  private shared: Set<string> | null = null;
  private readonly cells = new Map<string, Cell>();
  /** The last configuration seen, parsed (the emulator hands it over as base64 each block). */
  private config: { base64: string; cell: Cell } | null = null;

  constructor(private readonly index: LocalIndex) {}

  /** The shared cells on disk, read once. */
  private sharedOnDisk(): Set<string> {
    this.shared ??= new Set(
      (this.index.column('SELECT hash FROM history_cells') as Buffer[]).map((h) =>
        Buffer.from(h).toString('hex'),
      ),
    );
    return this.shared;
  }

  /**
   * The history rows of one block: its blocks' seeds with the configuration and libraries, and
   * the changed accounts' states packed against the shared cells (each state's code becomes a
   * shared cell; it is added to the rows unless already on disk).
   */
  blockRows(input: BlockHistoryInput): HistoryRows {
    const onDisk = this.sharedOnDisk();
    const rows = noHistoryRows();
    const addCell = (cell: Cell, boc?: Buffer) => {
      const hex = cell.hash().toString('hex');
      if (!onDisk.has(hex) && !rows.cells.some((c) => c.hash.toString('hex') === hex)) {
        rows.cells.push({ hash: cell.hash(), boc: boc ?? cell.toBoc() });
      }
      return hex;
    };
    const configCell = this.configCell(input.configBase64);
    addCell(configCell, Buffer.from(input.configBase64, 'base64'));
    if (input.libs) addCell(input.libs);
    const prunable = new Set(onDisk);
    for (const s of input.states) {
      const st = s.account.account?.storage.state;
      if (st?.type === 'active' && st.state.code) prunable.add(addCell(st.state.code));
    }
    for (const b of input.blocks) {
      rows.blocks.push({
        ...b,
        configHash: configCell.hash(),
        libsHash: input.libs?.hash() ?? null,
      });
    }
    for (const s of input.states) {
      rows.states.push({
        address: addressKey(s.address),
        mcSeqno: input.mcSeqno,
        state: packedBoc(pruneShared(s.cell, prunable)),
      });
    }
    return rows;
  }

  /** Notes that `rows` are on disk (their shared cells may now be referred to). */
  commit(rows: HistoryRows): void {
    const onDisk = this.sharedOnDisk();
    for (const c of rows.cells) onDisk.add(c.hash.toString('hex'));
  }

  private configCell(base64: string): Cell {
    if (this.config?.base64 !== base64) this.config = { base64, cell: Cell.fromBase64(base64) };
    return this.config.cell;
  }

  /** The stored BoC of a shared cell by hash (hex); null when not stored. */
  private cellBoc(hashHex: string): Buffer | null {
    const boc = this.index.column('SELECT boc FROM history_cells WHERE hash = ?', [
      Buffer.from(hashHex, 'hex'),
    ])[0] as Buffer | undefined;
    return boc ? Buffer.from(boc) : null;
  }

  /** A shared cell by hash (hex), parsed once; null when not stored. */
  private cell(hashHex: string): Cell | null {
    const hit = this.cells.get(hashHex);
    if (hit) return hit;
    const boc = this.cellBoc(hashHex);
    if (!boc) return null;
    const cell = Cell.fromBoc(boc)[0]!;
    if (this.cells.size >= CELL_CACHE_MAX) this.cells.clear();
    this.cells.set(hashHex, cell);
    return cell;
  }

  statesFrom(): number {
    return Number(this.index.getMeta(HISTORY_FROM_META) ?? 0);
  }

  shardAccountAt(address: Address, mcSeqno: number): Cell {
    const state = this.index.column(
      'SELECT state FROM history_states WHERE address = ? AND mc_seqno <= ? ORDER BY mc_seqno DESC LIMIT 1',
      [addressKey(address), mcSeqno],
    )[0] as Buffer | undefined;
    if (!state) return emptyShardAccountCell(address);
    return graftShared(readPackedBoc(state), (h) => this.cell(h));
  }

  randSeed(block: { workchain: number; shard: bigint; seqno: number }): Buffer | null {
    const seed = this.index.column(
      'SELECT rand_seed FROM history_blocks WHERE workchain = ? AND shard = ? AND seqno = ?',
      [block.workchain, block.shard.toString(), block.seqno],
    )[0] as Buffer | undefined;
    return seed ? Buffer.from(seed) : null;
  }

  /** The masterchain block row at or before `mcSeqno` (the nearest recorded one). */
  private mcRow(mcSeqno: number): { config_hash: Buffer; libs_hash: Buffer | null } | null {
    const r = this.index.one(
      'SELECT config_hash, libs_hash FROM history_blocks WHERE workchain = -1 AND seqno <= ? ORDER BY seqno DESC LIMIT 1',
      [mcSeqno],
    );
    return r as { config_hash: Buffer; libs_hash: Buffer | null } | null;
  }

  configBocAt(mcSeqno: number): Buffer | null {
    const r = this.mcRow(mcSeqno);
    return r ? this.cellBoc(Buffer.from(r.config_hash).toString('hex')) : null;
  }

  libsAt(mcSeqno: number): Cell | null {
    const r = this.mcRow(mcSeqno);
    return r?.libs_hash ? this.cell(Buffer.from(r.libs_hash).toString('hex')) : null;
  }
}
