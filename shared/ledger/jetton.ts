import { Cell } from '@ton/core';
import { toRawUpper } from '../ton/address';
import { decodeBody, NO_ADDRESS, OPCODES, type DecodedMessageBody } from '../ton/message-body';
import type { ChainAction, ChainTransaction, LedgerAsset, LedgerMovement } from './types';

/**
 * Jetton movements at the OWNER level, the jetton named by its master. Two sources:
 * - {@link jettonWalletMovements}: the jetton wallet's own transactions (TEP-74 standard
 *   wallet): exact, so they reconcile with the wallet's balance (v3 `jetton/wallets`).
 * - {@link jettonActionMovements}: v3 actions `jetton_transfer`, `jetton_mint`, `jetton_burn`
 *   (toncenter's classification of a trace), when the wallet's transactions are not at hand.
 */

/** A jetton wallet and what it belongs to (raw addresses, as v3 `jetton/wallets` has them). */
export interface JettonWalletRef {
  address: string;
  owner: string;
  /** The jetton master. */
  jetton: string;
}

const raw = (a: string | null | undefined): string | null =>
  a && a !== 'none' ? toRawUpper(a) : null;

/** What a TEP-74 body does with jettons, by the jetton wallet's (or the owner's) side of it. */
export type JettonBodyRole = 'transfer' | 'burn' | 'internal-transfer' | 'notify';

/** The owner-level reading of one TEP-74 body: its role, amount and the other owner. */
export interface JettonBodyMove {
  role: JettonBodyRole;
  /** Jetton units (decimal string), as the body states them. */
  amount: string;
  /**
   * The other OWNER as the body names it (raw, the decoder's case), null when it names none:
   * `transfer` its `destination`, `internal-transfer` its `from`, `notify` its `sender`;
   * always null for `burn` (the other side is the master, which the body does not name).
   */
  party: string | null;
}

const ROLE: Partial<Record<DecodedMessageBody['kind'], [JettonBodyRole, string | null]>> = {
  'jetton-transfer': ['transfer', 'destination'],
  'jetton-burn': ['burn', null],
  'jetton-internal-transfer': ['internal-transfer', 'from'],
  'jetton-notify': ['notify', 'sender'],
};

/**
 * The one rule reading jetton movements from TEP-74 bodies (`transfer` 0x0f8a7ea5, `burn`
 * 0x595f07bc, `internal_transfer` 0x178d4519, `transfer_notification` 0x7362d09c): the ledger's
 * jetton wallet movements and a transaction's one-line movement ({@link txMovement}) both read
 * it. Null for any other body or one without an amount.
 */
export function jettonBodyMove(body: DecodedMessageBody): JettonBodyMove | null {
  const role = ROLE[body.kind];
  const amount = body.fields.amount;
  if (!role || !amount) return null;
  const party = role[1] ? body.fields[role[1]] : undefined;
  return { role: role[0], amount, party: party && party !== NO_ADDRESS ? party : null };
}

/**
 * Reads a bounced TEP-74 body (`0xffffffff` + the first 256 bits of the original body: op,
 * query_id, amount). Returns the original op, query id and amount, or null when the body is
 * not a bounce of `internal_transfer` or `burn_notification`.
 */
export function readJettonBounce(
  bocBase64: string | null | undefined,
): { op: number; queryId: string; amount: bigint } | null {
  if (!bocBase64) return null;
  try {
    const s = Cell.fromBase64(bocBase64).beginParse(true);
    if (s.loadUint(32) !== 0xffffffff) return null;
    const op = s.loadUint(32);
    if (op !== OPCODES.jettonInternalTransfer && op !== OPCODES.jettonBurnNotification) {
      return null;
    }
    const queryId = s.loadUintBig(64).toString();
    return { op, queryId, amount: s.loadCoins() };
  } catch {
    return null;
  }
}

/**
 * The owner-level movements a jetton wallet's transactions made (standard TEP-74 wallet):
 * `transfer` from the owner → `jetton_sent` (counterparty: the destination owner);
 * `internal_transfer` → `jetton_minted` when it comes from the master, else `jetton_received`
 * (counterparty: the `from` owner); `burn` → `jetton_burned` (counterparty: the master); a
 * bounced `internal_transfer` / `burn_notification` → `bounce_returned` (the amount back,
 * linked to the send with the same query id). Aborted transactions change nothing and give
 * no movement. Amounts in jetton units (decimal strings); `balanceAfter` null (a jetton
 * wallet's transaction does not carry its jetton balance).
 */
export function jettonWalletMovements(
  txs: readonly ChainTransaction[],
  wallet: JettonWalletRef,
): LedgerMovement[] {
  const owner = toRawUpper(wallet.owner);
  const master = toRawUpper(wallet.jetton);
  const asset: LedgerAsset = { type: 'jetton', master };
  const sorted = [...txs].sort((a, b) => (BigInt(a.lt) < BigInt(b.lt) ? -1 : 1));
  const out: LedgerMovement[] = [];
  /** Sends by query id, latest last, for linking bounces. */
  const sends: Sends = new Map();
  for (const tx of sorted) {
    const inMsg = tx.in_msg;
    if (!inMsg || tx.description.aborted) continue;
    const base: MovementBase = {
      account: owner,
      asset,
      txHash: tx.hash,
      lt: tx.lt,
      utime: tx.now,
      messageHash: inMsg.hash,
      balanceAfter: null,
    };
    const m = inMsg.bounced
      ? bounceReturned(base, inMsg, master, sends)
      : ownerMovement(base, inMsg, master, sends);
    if (m) out.push(m);
  }
  return out;
}

/** The fields every movement of one jetton wallet transaction shares. */
type MovementBase = Omit<LedgerMovement, 'kind' | 'amount' | 'counterparty'>;
type InMessage = NonNullable<ChainTransaction['in_msg']>;
/** A wallet's sends (`jetton_sent`, `jetton_burned`) by query id, latest last. */
type Sends = Map<string, LedgerMovement[]>;

/**
 * A bounced `internal_transfer` / `burn_notification`: the amount back, linked to the send
 * with the same query id and amount (which is marked `bouncedBy`); null for another bounce.
 */
function bounceReturned(
  base: MovementBase,
  inMsg: InMessage,
  master: string,
  sends: Sends,
): LedgerMovement | null {
  const b = readJettonBounce(inMsg.message_content?.body);
  if (!b) return null;
  const original = (sends.get(b.queryId) ?? []).find(
    (s) => !s.bouncedBy && -BigInt(s.amount) === b.amount,
  );
  const amount = b.amount.toString();
  if (original) original.bouncedBy = { txHash: base.txHash, returned: amount };
  return {
    ...base,
    kind: 'bounce_returned',
    amount,
    counterparty:
      original?.counterparty ?? (b.op === OPCODES.jettonBurnNotification ? master : null),
    bounceOf: original
      ? {
          messageHash: original.messageHash,
          txHash: original.txHash,
          sent: (-BigInt(original.amount)).toString(),
        }
      : { messageHash: null, txHash: null, sent: null },
  };
}

/**
 * The owner-level movement of a wallet's incoming TEP-74 message: `transfer` → `jetton_sent`,
 * `burn` → `jetton_burned` (both remembered in `sends` by query id), `internal_transfer` →
 * `jetton_minted` (from the master) or `jetton_received`; null for any other message.
 */
function ownerMovement(
  base: MovementBase,
  inMsg: InMessage,
  master: string,
  sends: Sends,
): LedgerMovement | null {
  const body = decodeBody(inMsg.message_content?.body);
  const move = jettonBodyMove(body);
  if (move?.role === 'internal-transfer') {
    const minted = raw(inMsg.source) === master;
    return {
      ...base,
      kind: minted ? 'jetton_minted' : 'jetton_received',
      amount: move.amount,
      counterparty: minted ? master : (raw(move.party) ?? raw(inMsg.source)),
    };
  }
  if (move?.role !== 'transfer' && move?.role !== 'burn') return null;
  const sent = move.role === 'transfer';
  const m: LedgerMovement = {
    ...base,
    kind: sent ? 'jetton_sent' : 'jetton_burned',
    amount: (-BigInt(move.amount)).toString(),
    counterparty: sent ? raw(move.party) : master,
  };
  const q = body.fields.query_id ?? '';
  sends.set(q, [...(sends.get(q) ?? []), m]);
  return m;
}

/** `details` of the jetton actions, as toncenter's v3 `actions` has them (raw addresses). */
interface JettonActionDetails {
  asset?: string | null;
  sender?: string | null;
  receiver?: string | null;
  owner?: string | null;
  amount?: string | null;
}

/**
 * The movements of `account` (owner level) in one v3 action: `jetton_transfer` (sent by /
 * received by the account; counterparty the other owner), `jetton_mint` (received by the
 * account; counterparty the master) and `jetton_burn` (by the account). A failed action
 * (`success: false`) moved nothing. Sent and burned movements carry the action's first
 * transaction (`start_lt`, `start_utime`), received and minted ones its last (`end_lt`,
 * `end_utime`); `messageHash` and `balanceAfter` are null. Other action types give none.
 */
export function jettonActionMovements(action: ChainAction, account: string): LedgerMovement[] {
  if (action.success === false) return [];
  const d = (action.details ?? {}) as JettonActionDetails;
  const master = raw(d.asset);
  if (!master || !d.amount) return [];
  const me = toRawUpper(account);
  const asset: LedgerAsset = { type: 'jetton', master };
  const first = {
    account: me,
    asset,
    txHash: action.transactions[0] ?? action.action_id,
    lt: action.start_lt,
    utime: action.start_utime,
    messageHash: null,
    balanceAfter: null,
  };
  const last = {
    ...first,
    txHash: action.transactions[action.transactions.length - 1] ?? action.action_id,
    lt: action.end_lt,
    utime: action.end_utime,
  };
  const amount = BigInt(d.amount);
  const out: LedgerMovement[] = [];
  if (action.type === 'jetton_transfer') {
    const sender = raw(d.sender);
    const receiver = raw(d.receiver);
    if (sender === me) {
      out.push({
        ...first,
        kind: 'jetton_sent',
        amount: (-amount).toString(),
        counterparty: receiver,
      });
    }
    if (receiver === me) {
      out.push({
        ...last,
        kind: 'jetton_received',
        amount: amount.toString(),
        counterparty: sender,
      });
    }
  } else if (action.type === 'jetton_mint' && raw(d.receiver) === me) {
    out.push({ ...last, kind: 'jetton_minted', amount: amount.toString(), counterparty: master });
  } else if (action.type === 'jetton_burn' && raw(d.owner) === me) {
    out.push({
      ...first,
      kind: 'jetton_burned',
      amount: (-amount).toString(),
      counterparty: master,
    });
  }
  return out;
}
