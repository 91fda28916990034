import { beginCell, Cell, CellType } from '@ton/core';

/**
 * Compact storage of account states: the subtrees many states share (contract code, a jetton
 * wallet's code inside its data) are kept once, elsewhere, and each stored state holds a
 * pruned branch (TON's own "this subtree is elsewhere" cell, as in Merkle proofs) in their
 * place. A pruned tree keeps the original's level-0 hash, so a packed state still names the
 * exact state it stands for, and unpacking is checked against it.
 */

/** Cells with fewer data bits and no refs are not worth pruning (the pruned cell is 288 bits). */
const MIN_PRUNED_BITS = 288;

/** A pruned branch cell standing for `cell` (level 1: its hash and depth). */
function prunedBranch(cell: Cell): Cell {
  return beginCell()
    .storeUint(1, 8)
    .storeUint(1, 8)
    .storeBuffer(cell.hash())
    .storeUint(cell.depth(), 16)
    .endCell({ exotic: true });
}

/**
 * `root` with every proper subtree whose hash is in `shared` (hex) replaced by a pruned branch.
 * Cells are rebuilt only on the path to a replaced subtree.
 */
export function pruneShared(root: Cell, shared: ReadonlySet<string>): Cell {
  const walk = (cell: Cell, isRoot: boolean): Cell => {
    if (
      !isRoot &&
      (cell.refs.length > 0 || cell.bits.length > MIN_PRUNED_BITS) &&
      shared.has(cell.hash().toString('hex'))
    ) {
      return prunedBranch(cell);
    }
    if (cell.refs.length === 0) return cell;
    const refs = cell.refs.map((r) => walk(r, false));
    if (refs.every((r, i) => r === cell.refs[i])) return cell;
    return new Cell({ exotic: cell.isExotic, bits: cell.bits, refs });
  };
  return walk(root, true);
}

/**
 * Rebuilds the tree `packed` stands for: every pruned branch of level 1 is replaced by the cell
 * `load` returns for its hash (hex). Throws when a subtree is missing or the result's hash is
 * not the one the packed tree names (a damaged store).
 */
export function graftShared(packed: Cell, load: (hashHex: string) => Cell | null): Cell {
  const walk = (cell: Cell): Cell => {
    if (cell.type === CellType.PrunedBranch && cell.level() === 1) {
      const hash = cell.hash(0).toString('hex');
      const full = load(hash);
      if (!full) throw new Error(`stored state refers to a missing cell ${hash}`);
      return full;
    }
    if (cell.refs.length === 0) return cell;
    const refs = cell.refs.map(walk);
    if (refs.every((r, i) => r === cell.refs[i])) return cell;
    return new Cell({ exotic: cell.isExotic, bits: cell.bits, refs });
  };
  const full = walk(packed);
  if (!full.hash().equals(packed.hash(0))) {
    throw new Error('stored state does not rebuild to the state it names (hash mismatch)');
  }
  return full;
}

/** BoC bytes of a packed tree (no index, no CRC: SQLite pages carry their own checks). */
export function packedBoc(cell: Cell): Buffer {
  return cell.toBoc({ idx: false, crc32: false });
}

/** The single root of a stored BoC. */
export function readPackedBoc(bytes: Uint8Array): Cell {
  return Cell.fromBoc(Buffer.from(bytes))[0]!;
}
