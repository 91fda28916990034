import { Cell } from '@ton/core';
import { LocalNetworkInputError } from '../types';

/**
 * Deepest cell tree the local network accepts from a request. TON's size limits
 * (`max_msg_depth` / `max_ext_msg_depth` of config param 43, and the VM's data depth limit)
 * are 512 levels; deeper trees are invalid on the real network, and the emulator's recursive
 * cell code traps on them ("memory access out of bounds") instead of failing cleanly.
 */
export const MAX_CELL_DEPTH = 512;

/**
 * Decodes a BoC holding exactly one root cell no deeper than {@link MAX_CELL_DEPTH}.
 * `input` is the raw bytes or base64 / base64url text. Throws `LocalNetworkInputError` (422,
 * message prefixed with `name`) on anything else; every cell a request brings goes through here.
 */
export function readBoc(input: Buffer | string, name = 'boc'): Cell {
  let bytes: Buffer;
  if (typeof input === 'string') {
    const text = input.trim();
    if (text === '') throw new LocalNetworkInputError(`empty ${name}`, 422);
    if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) {
      throw new LocalNetworkInputError(`failed to parse ${name}: not base64`, 422);
    }
    bytes = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  } else bytes = input;
  let cells: Cell[];
  try {
    cells = Cell.fromBoc(bytes);
  } catch (e) {
    throw new LocalNetworkInputError(`failed to parse ${name}: ${(e as Error).message}`, 422);
  }
  if (cells.length !== 1) {
    throw new LocalNetworkInputError(
      `failed to parse ${name}: expected exactly one root cell`,
      422,
    );
  }
  const cell = cells[0]!;
  const depth = cell.depth();
  if (depth > MAX_CELL_DEPTH) {
    throw new LocalNetworkInputError(
      `failed to parse ${name}: cell depth ${depth} exceeds the limit of ${MAX_CELL_DEPTH}`,
      422,
    );
  }
  return cell;
}
