import type { V3Transaction } from '../../../renderer/src/lib/v3-types';

/** A deterministic 32-byte value from a number, base64 (transaction/message hashes). */
export function hash32(n: number, salt: number): string {
  const bytes = new Uint8Array(32);
  let x = (n * 2654435761 + salt * 40503) >>> 0;
  for (let i = 0; i < 32; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    bytes[i] = x >>> 24;
  }
  return btoa(String.fromCharCode(...bytes));
}

function rawAddress(n: number): string {
  return `0:${Array.from({ length: 64 }, (_, i) =>
    ((n * 31 + i * 7 + (i >> 2) * n) % 16).toString(16),
  )
    .join('')
    .toUpperCase()}`;
}

/**
 * `count` v3 transactions of `account`, newest first, in the shape v3 `transactions` returns:
 * alternating incoming transfers with text comments and outgoing wallet orders,
 * every 50th aborted. For the UI benchmark only.
 */
export function generateTransactions(account: string, count: number): V3Transaction[] {
  const now = 1_750_000_000;
  const out: V3Transaction[] = [];
  for (let i = 0; i < count; i++) {
    const lt = String(50_000_000_000_000 - i * 1000);
    const peer = rawAddress(i % 997);
    const incoming = i % 2 === 0;
    const value = String(1_000_000_000 + ((i * 7919) % 5_000_000_000));
    const msg = (src: string | null, dst: string, withComment: boolean) => ({
      hash: hash32(i, incoming ? 1 : 2),
      source: src,
      destination: dst,
      value: src ? value : null,
      fwd_fee: '266669',
      created_lt: lt,
      created_at: String(now - i * 5),
      opcode: withComment ? '0x00000000' : null,
      bounce: false,
      bounced: false,
      message_content: {
        hash: hash32(i, 3),
        body: 'te6cckEBAQEAAgAAAEysuc0=',
        decoded: withComment ? { type: 'text_comment', comment: `Payment #${i}` } : null,
      },
    });
    out.push({
      account,
      hash: hash32(i, 0),
      lt,
      now: now - i * 5,
      mc_block_seqno: 1_000_000 - i,
      trace_id: hash32(i, 4),
      prev_trans_hash: hash32(i + 1, 0),
      prev_trans_lt: String(50_000_000_000_000 - (i + 1) * 1000),
      orig_status: 'active',
      end_status: 'active',
      total_fees: String(2_000_000 + (i % 1000)),
      description: {
        type: 'ord',
        aborted: i % 50 === 49,
        compute_ph: { success: i % 50 !== 49, exit_code: i % 50 === 49 ? 33 : 0 },
      },
      block_ref: { workchain: 0, shard: '8000000000000000', seqno: 2_000_000 - i },
      in_msg: incoming ? msg(peer, account, true) : msg(null, account, false),
      out_msgs: incoming ? [] : [msg(account, peer, i % 4 === 1)],
      account_state_before: null,
      account_state_after: null,
    } as V3Transaction);
  }
  return out;
}
