import { sha256_sync } from '@ton/crypto';
import type { LocalNetworkFull } from '../../local-network';
import type { QueuedExternal } from '../../chain/external-message';
import { messageJson } from '../../index/tx-format';

/** Queued externals (waiting for the next block) addressed to one of `accounts`, or all. */
export function pendingFor(
  net: LocalNetworkFull,
  accounts: string[] | null,
  extHashes: string[] = [],
): QueuedExternal[] {
  return net
    .pending()
    .filter(
      (e) =>
        (accounts === null || accounts.includes(e.destination)) &&
        (extHashes.length === 0 || extHashes.includes(e.hash) || extHashes.includes(e.hashNorm)),
    );
}

function accountStatus(net: LocalNetworkFull, account: string): string {
  const r = net.index.one('SELECT status FROM accounts WHERE address = ?', [account]);
  if (!r) return 'nonexist';
  return r.status === 'uninitialized'
    ? 'uninit'
    : r.status === 'non-existing'
      ? 'nonexist'
      : String(r.status);
}

/**
 * A queued external as a v3 pending Transaction (`emulated: true`, `finality: "pending"`). It
 * has not executed yet, so it carries only its inbound message; `hash` is a placeholder derived
 * from the message hash and `lt` is "0".
 */
export function pendingTransactionJson(
  net: LocalNetworkFull,
  e: QueuedExternal,
): Record<string, unknown> {
  const status = accountStatus(net, e.destination);
  return {
    account: e.destination,
    hash: sha256_sync(`pending/${e.hash}`).toString('base64'),
    lt: '0',
    now: e.queuedAt,
    mc_block_seqno: null,
    trace_id: e.hash,
    trace_external_hash: e.hash,
    prev_trans_hash: null,
    prev_trans_lt: null,
    orig_status: status,
    end_status: status,
    total_fees: '0',
    total_fees_extra_currencies: {},
    description: { type: 'ord' },
    block_ref: null,
    in_msg: messageJson(e.message, e.cell.hash()),
    out_msgs: [],
    account_state_before: null,
    account_state_after: null,
    emulated: true,
    finality: 'pending',
  };
}

export function pendingTransactions(
  net: LocalNetworkFull,
  accounts: string[],
): Array<Record<string, unknown>> {
  return pendingFor(net, accounts).map((e) => pendingTransactionJson(net, e));
}

/** A queued external as a v3 pending Trace (`trace_state: "pending"`). */
export function pendingTraceJson(
  net: LocalNetworkFull,
  e: QueuedExternal,
  actions: boolean,
): Record<string, unknown> {
  const tx = pendingTransactionJson(net, e);
  const out: Record<string, unknown> = {
    trace_id: e.hash,
    external_hash: e.hash,
    mc_seqno_start: '0',
    mc_seqno_end: '0',
    start_lt: '0',
    start_utime: e.queuedAt,
    end_lt: '0',
    end_utime: e.queuedAt,
    trace_info: {
      trace_state: 'pending',
      messages: 1,
      transactions: 1,
      pending_messages: 1,
      classification_state: 'unclassified',
    },
    is_incomplete: false,
    trace: { tx_hash: tx.hash, in_msg_hash: e.hash, children: [] },
    transactions_order: [tx.hash],
    transactions: { [tx.hash as string]: tx },
  };
  if (actions) out.actions = [pendingActionJson(net, e)];
  return out;
}

/** A queued external as a v3 pending Action (call_contract on the destination). */
export function pendingActionJson(
  net: LocalNetworkFull,
  e: QueuedExternal,
): Record<string, unknown> {
  const tx = pendingTransactionJson(net, e);
  return {
    trace_id: e.hash,
    action_id: sha256_sync(`pending-action/${e.hash}`).toString('base64'),
    start_lt: '0',
    end_lt: '0',
    start_utime: e.queuedAt,
    end_utime: e.queuedAt,
    trace_end_lt: '0',
    trace_end_utime: e.queuedAt,
    trace_mc_seqno_end: 0,
    transactions: [tx.hash],
    success: null,
    type: 'call_contract',
    details: { source: undefined, destination: e.destination, value: undefined },
    trace_external_hash: e.hash,
    trace_external_hash_norm: e.hashNorm,
    finality: 'pending',
  };
}
