import { hash as sha256 } from 'node:crypto';
import type { Address } from '@ton/core';
import { WalletContractV4 } from '@ton/ton';

/**
 * A vanity wallet for the demo's address-poisoning attempt: the first wallet id (subwallet id)
 * from `from` on whose standard v4R2 wallet (@ton/ton's code and data layout, key
 * `publicKey`) the non-bounceable user-friendly address starts with the same four characters
 * as `target`'s (the `UQ` tag and two more: the first byte of the hash) and ends with the same
 * two (the low 12 bits of the CRC16 checksum). What a shortened address shows is what the
 * poisoner imitates.
 *
 * Each try hashes the data cell and the state init cell directly (two SHA-256 of their
 * standard representation) instead of building cells: a million tries take seconds, not
 * minutes. The id found is checked against `WalletContractV4.create` before it is returned. When
 * `limit` ids are tried without a full match, the first id that matches the four leading
 * characters only is returned (`full: false`); throws when there is none either.
 */
export function lookalikeWalletId(
  publicKey: Buffer,
  target: Address,
  from = 0,
  limit = 1 << 26,
): { walletId: number; full: boolean } {
  const code = WalletContractV4.create({ workchain: 0, publicKey }).init.code;
  // Data cell: seqno 0 (32 bits), wallet id (32), public key (256), empty plugins (1 bit):
  // 321 bits, so d1 = 0 (no refs), d2 = 41 + 40, and the completion tag `1` after the bit.
  const data = Buffer.alloc(2 + 41);
  data[1] = 81;
  publicKey.copy(data, 10);
  data[42] = 0x40;
  // State init cell: bits 00110 (no split depth, no special, code, data, no library) + tag;
  // d1 = 2 refs, d2 = 1; then the refs' depths and hashes (code, data).
  const init = Buffer.alloc(2 + 1 + 4 + 64);
  init[0] = 2;
  init[1] = 1;
  init[2] = 0x34;
  init.writeUInt16BE(code.depth(), 3);
  code.hash().copy(init, 7);
  const want = target.hash;
  const wantCrc = crc16(friendlyBytes(target.workChain, want)) & 0xfff;
  let headOnly: { id: number; hash: Buffer } | null = null;
  for (let id = from; id < from + limit; id++) {
    data.writeUInt32BE(id >>> 0, 6);
    sha256('sha256', data, 'buffer').copy(init, 39);
    const hash = sha256('sha256', init, 'buffer');
    if (hash[0] !== want[0]) continue;
    if ((crc16(friendlyBytes(0, hash)) & 0xfff) === wantCrc) {
      return { walletId: checked(publicKey, id, hash), full: true };
    }
    headOnly ??= { id, hash };
  }
  if (headOnly) return { walletId: checked(publicKey, headOnly.id, headOnly.hash), full: false };
  throw new Error(`vanity search: no wallet id in [${from}, ${from + limit}) looks like ${target}`);
}

/** `id` (as uint32) once @ton/ton's own wallet at that id has the address `hash`. */
function checked(publicKey: Buffer, id: number, hash: Buffer): number {
  const walletId = id >>> 0;
  const wallet = WalletContractV4.create({ workchain: 0, publicKey, walletId });
  if (!wallet.address.hash.equals(hash)) {
    throw new Error(
      `vanity search: the fast hash of wallet id ${walletId} disagrees with @ton/ton`,
    );
  }
  return walletId;
}

/** The 34 bytes a non-bounceable, mainnet-flagged user-friendly address checksums. */
function friendlyBytes(workchain: number, hash: Buffer): Buffer {
  const b = Buffer.alloc(34);
  b[0] = 0x51;
  b[1] = workchain & 0xff;
  hash.copy(b, 2);
  return b;
}

/** CRC16-XMODEM, the checksum of user-friendly addresses. */
function crc16(bytes: Buffer): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}
