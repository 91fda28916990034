import { beginCell, storeMessage, type Address, type Cell } from '@ton/core';

/**
 * Normalized hash of an external-in message (TEP-467): the hash of the same message with
 * `src` = addr_none, `import_fee` = 0, no state init and the body always in a reference.
 * toncenter returns it as `hash_norm` (v2 sendBocReturnHash) / `message_hash_norm` (v3
 * `/message`), and v3 `msg_hash` filters accept it. Returns the 32 bytes.
 */
export function normalizedExternalHash(dest: Address, body: Cell): Buffer {
  const cell = beginCell()
    .store(
      storeMessage(
        { info: { type: 'external-in', src: null, dest, importFee: 0n }, init: null, body },
        { forceRef: true },
      ),
    )
    .endCell();
  return cell.hash();
}
