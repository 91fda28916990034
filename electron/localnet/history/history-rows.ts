/**
 * The rows of the chain's history tables (`schema.ts`) as a tick writes them: what each block's
 * emulator used, the shared cells and every changed account's state. Built by `ChainHistory`,
 * written inside the tick's index transaction (`LocalIndex.write`); this module imports
 * neither, so the index and the history form no import circle.
 */

/** What the emulator used for one block (masterchain or shard). */
export interface HistoryBlockRow {
  workchain: number;
  shard: bigint;
  seqno: number;
  randSeed: Buffer;
  configHash: Buffer;
  libsHash: Buffer | null;
}

/** Rows one block adds to the history tables. */
export interface HistoryRows {
  cells: Array<{ hash: Buffer; boc: Buffer }>;
  blocks: HistoryBlockRow[];
  states: Array<{ address: Buffer; mcSeqno: number; state: Buffer }>;
}

/** The empty history rows (a write that adds nothing to the history). */
export function noHistoryRows(): HistoryRows {
  return { cells: [], blocks: [], states: [] };
}

/** Writes `rows` with `run` (inside the caller's transaction). */
export function writeHistoryRows(
  rows: HistoryRows,
  run: (sql: string, params: Array<Buffer | number | string | null>) => void,
): void {
  for (const c of rows.cells) {
    run('INSERT OR IGNORE INTO history_cells VALUES (?,?)', [c.hash, c.boc]);
  }
  for (const b of rows.blocks) {
    run('INSERT OR REPLACE INTO history_blocks VALUES (?,?,?,?,?,?)', [
      b.workchain,
      b.shard.toString(),
      b.seqno,
      b.randSeed,
      b.configHash,
      b.libsHash,
    ]);
  }
  for (const s of rows.states) {
    run('INSERT OR REPLACE INTO history_states VALUES (?,?,?)', [s.address, s.mcSeqno, s.state]);
  }
}
