import {
  beginCell,
  Cell,
  CellType,
  Dictionary,
  loadShardAccount,
  loadTransaction,
  type ShardAccount,
  type Transaction,
} from '@ton/core';
import { AppError } from '../ipc/errors';

/**
 * Chain data as replay reads it, parsed and checked: a ShardAccount cell (v2
 * `getShardAccountCell`), a transaction BoC (v2 `getTransactions` `data`), a configuration
 * (v2 `getConfigAll`), library cells (v2 `getLibraries`). Every failure names what was wrong,
 * so a bad read is an error and never a wrong verdict.
 */

/** Chain data that does not parse or does not match its hash. `what` names the datum. */
export class ChainDataError extends AppError {
  constructor(
    readonly what: string,
    detail: string,
  ) {
    super({ code: 'BAD_RESPONSE', message: `${what}: ${detail}` });
    this.name = 'ChainDataError';
  }
}

/** Library cells the network did not return (hex hashes): the replay cannot be judged. */
export class MissingLibrariesError extends AppError {
  constructor(readonly hashes: string[]) {
    super({
      code: 'NOT_FOUND',
      message: `getLibraries did not return ${hashes.length === 1 ? 'library' : 'libraries'} ${hashes.join(', ')}: the contract's code cannot be loaded without ${hashes.length === 1 ? 'it' : 'them'}`,
    });
    this.name = 'MissingLibrariesError';
  }
}

/** One BoC with exactly one root, or a {@link ChainDataError} naming `what`. */
export function parseBoc(boc: Buffer | string, what: string): Cell {
  let roots: Cell[];
  try {
    roots = Cell.fromBoc(typeof boc === 'string' ? Buffer.from(boc, 'base64') : boc);
  } catch (e) {
    throw new ChainDataError(what, `not a BoC (${(e as Error).message})`);
  }
  if (roots.length !== 1) throw new ChainDataError(what, `${roots.length} roots, expected 1`);
  return roots[0]!;
}

/** A ShardAccount cell as read: the cell, its parse, and the hash of its Account cell. */
export interface ShardAccountState {
  /** `account_descr$_ account:^Account last_trans_hash:bits256 last_trans_lt:uint64`. */
  cell: Cell;
  parsed: ShardAccount;
  /** Representation hash of the Account cell (its first reference): what a transaction's
   * state update (HASH_UPDATE Account) names as its old and new hash. */
  accountHash: Buffer;
}

/** Parses a ShardAccount cell (checking it has the Account reference). */
export function parseShardAccount(cell: Cell, what: string): ShardAccountState {
  if (cell.refs.length !== 1 || cell.bits.length !== 256 + 64) {
    throw new ChainDataError(what, 'not a ShardAccount cell (one reference, 320 bits expected)');
  }
  let parsed: ShardAccount;
  try {
    parsed = loadShardAccount(cell.beginParse());
  } catch (e) {
    throw new ChainDataError(what, `the ShardAccount does not parse (${(e as Error).message})`);
  }
  return { cell, parsed, accountHash: cell.refs[0]!.hash() };
}

/** The ShardAccount of an account that does not exist (`account_none`, no transaction yet). */
export function emptyShardAccount(): ShardAccountState {
  const cell = beginCell()
    .storeRef(beginCell().storeBit(0).endCell())
    .storeUint(0, 256)
    .storeUint(0, 64)
    .endCell();
  return parseShardAccount(cell, 'the empty account');
}

/** A transaction BoC, checked against the hash it was asked by. */
export function parseTransaction(boc: Buffer | string, hash: Buffer, what: string): Transaction {
  const cell = parseBoc(boc, what);
  if (!cell.hash().equals(hash)) {
    throw new ChainDataError(
      what,
      `its BoC hashes to ${cell.hash().toString('base64')}, not ${hash.toString('base64')}`,
    );
  }
  try {
    return loadTransaction(cell.beginParse());
  } catch (e) {
    throw new ChainDataError(what, `the transaction does not parse (${(e as Error).message})`);
  }
}

/**
 * A transaction's message cells exactly as stored in it (TL-B `Transaction`: its first reference
 * holds `in_msg:(Maybe ^Message) out_msgs:(HashmapE 15 ^Message)`): the in-message the replay
 * runs, and the out messages in creation order, whose hashes are the messages' hashes.
 */
export function txMessageCells(raw: Cell): { inMessage: Cell | null; outMessages: Cell[] } {
  const s = raw.refs[0]!.beginParse();
  const inMessage = s.loadMaybeRef();
  const outs = s.loadDict(Dictionary.Keys.Uint(15), Dictionary.Values.Cell());
  const outMessages = outs
    .keys()
    .sort((a, b) => a - b)
    .map((k) => outs.get(k)!);
  return { inMessage, outMessages };
}

/** A configuration cell (`getConfigAll`: the dictionary of parameters), checked to parse. */
export function parseConfig(boc: string, what: string): Cell {
  const cell = parseBoc(boc, what);
  try {
    const dict = Dictionary.loadDirect(Dictionary.Keys.Int(32), Dictionary.Values.Cell(), cell);
    // Parameters the emulator cannot run without (gas and message prices of both chains).
    for (const id of [20, 21, 24, 25]) {
      if (!dict.has(id)) throw new Error(`parameter ${id} is missing`);
    }
  } catch (e) {
    throw new ChainDataError(what, `not a configuration dictionary (${(e as Error).message})`);
  }
  return cell;
}

/**
 * The network's global version (configuration parameter 8, `capabilities#c4 version:uint32`):
 * which TVM features exist (previous blocks' info from 4, its every-100th list from 9). 0 when
 * the parameter is absent.
 */
export function globalVersionOf(config: Cell): number {
  const dict = Dictionary.loadDirect(Dictionary.Keys.Int(32), Dictionary.Values.Cell(), config);
  const p8 = dict.get(8)?.beginParse();
  if (!p8 || p8.remainingBits < 40 || p8.loadUint(8) !== 0xc4) return 0;
  return p8.loadUint(32);
}

/** Most distinct cells one scan visits (a hostile cell tree cannot make it run for ever). */
const MAX_SCANNED_CELLS = 1_000_000;

/**
 * The library cells referenced from `roots` (exotic cells of type 2: the hash of a library's
 * root cell), as upper-case hex hashes in first-seen order. Each distinct cell is visited once.
 */
export function libraryRefs(roots: readonly Cell[]): string[] {
  const seen = new Set<string>();
  const found = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const cell = stack.pop()!;
    const key = cell.hash().toString('hex');
    if (seen.has(key)) continue;
    seen.add(key);
    if (seen.size > MAX_SCANNED_CELLS) throw new Error('too many cells to scan for libraries');
    if (cell.isExotic && cell.type === CellType.Library) {
      const s = cell.beginParse(true);
      s.skip(8);
      found.add(s.loadBuffer(32).toString('hex').toUpperCase());
    }
    for (const ref of cell.refs) stack.push(ref);
  }
  return [...found];
}

/** A library cell checked against the hash it was asked by. */
export function parseLibrary(boc: string, hashHex: string): Cell {
  const cell = parseBoc(boc, `library ${hashHex}`);
  if (cell.hash().toString('hex').toUpperCase() !== hashHex.toUpperCase()) {
    throw new ChainDataError(
      `library ${hashHex}`,
      `its BoC hashes to ${cell.hash().toString('hex').toUpperCase()}`,
    );
  }
  return cell;
}

/** The emulator's `libs`: a HashmapE 256 of library hash → library root cell; null when none. */
export function librariesDict(libs: ReadonlyMap<string, Cell>): Cell | null {
  if (libs.size === 0) return null;
  const dict = Dictionary.empty(Dictionary.Keys.BigUint(256), Dictionary.Values.Cell());
  for (const [hex, cell] of libs) dict.set(BigInt(`0x${hex}`), cell);
  return beginCell().storeDictDirect(dict).endCell();
}
