import { sameAddress } from '../ton/address';
import {
  decodeBody,
  decodeMessageBody,
  decodedComment,
  opcodeKind,
  OPCODES,
  type DecodedMessageBody,
  type MessageBodyKind,
} from '../ton/message-body';
import { jettonBodyMove } from './jetton';
import type { ChainMessage, ChainTransaction } from './types';

/**
 * What a transaction moved, seen from one account, in one line: TON, a jetton (amount in
 * jetton units, the OWNER on the other side rather than the jetton wallet) or an NFT, and the
 * operation that moved it (a list's row, an export's `moved_*` cells, risk flags). Read from
 * the transaction's own messages (TEP-74 bodies by the ledger's {@link jettonBodyMove}, TEP-62
 * bodies decoded by `decodeBody`), so a page of rows needs no request per row; the jetton's
 * master, symbol and decimals come from v3 `metadata` of the jetton wallet (one request per
 * page). Signed per-asset movements (fees, bounces, mints) are the ledger's
 * ({@link tonMovements}, {@link jettonWalletMovements}).
 */

/** The asset a transaction moved. Addresses as they appear in the v3 message (raw). */
export type MovedAsset =
  | { kind: 'ton' }
  /** `wallet`: the jetton wallet the transfer went through (its master is in `metadata`). */
  | { kind: 'jetton'; wallet: string }
  | { kind: 'nft'; item: string };

/** One account's view of a transaction (amounts in the smallest unit, decimal strings). */
export interface Movement {
  /** `in`: received by the account; `out`: sent by it (a wallet's order, or a jetton sent). */
  direction: 'in' | 'out';
  /** Raw address of the other side (the owner for jettons and NFTs); null when none. */
  counterparty: string | null;
  /** How many other destinations an outgoing transaction has beyond `counterparty`. */
  moreCounterparties: number;
  asset: MovedAsset;
  /** Amount of `asset`: nanotons for TON, jetton units for a jetton, `1` for an NFT. */
  amount: string;
  /** TON carried by the message(s) of the movement, nanotons (also for jettons and NFTs). */
  tonNano: string;
  /** Plain operation: "TON transfer", "Text comment", "Jetton transfer", "Unknown 0x…"… */
  operation: string;
  /** The opcode behind `operation` (`0x…`), null for a body without one. */
  opcode: string | null;
  comment: string | undefined;
}

/** The v3 transaction fields the reading uses (any chain model transaction fits). */
export type MovementTransaction = Pick<
  ChainTransaction,
  'account' | 'orig_status' | 'end_status' | 'in_msg' | 'out_msgs'
>;

/** The words of the operations every export and page says (one vocabulary). */
export const OPERATION_WORDS = {
  jettonTransfer: 'Jetton transfer',
  nftTransfer: 'NFT transfer',
} as const;

/** Operation names by decoded body kind (short, for a table column). */
const OPERATION: Partial<Record<DecodedMessageBody['kind'], string>> = {
  empty: 'TON transfer',
  comment: 'Text comment',
  'encrypted-comment': 'Encrypted comment',
  'jetton-transfer': OPERATION_WORDS.jettonTransfer,
  'jetton-internal-transfer': 'Internal transfer',
  'jetton-notify': 'Jetton notification',
  excesses: 'Excesses',
  'jetton-burn': 'Jetton burn',
  'jetton-burn-notification': 'Burn notification',
  'jetton-mint': 'Jetton mint',
  'nft-mint': 'NFT mint',
  'nft-transfer': OPERATION_WORDS.nftTransfer,
  'nft-ownership-assigned': 'Ownership assigned',
  'nft-get-static-data': 'NFT get static data',
  'nft-report-static-data': 'NFT report static data',
  bounced: 'Bounced',
};

/** The operation of a decoded body: its short name, else "Unknown 0x…". */
export function operationName(body: DecodedMessageBody): string {
  if (body.kind === 'unknown') {
    return body.opcode ? `Unknown ${body.opcode}` : body.name;
  }
  return OPERATION[body.kind] ?? body.name;
}

const value = (m: ChainMessage | null | undefined): bigint => (m?.value ? BigInt(m.value) : 0n);
const addr = (a: string | undefined): string | null => (a && a !== 'none' ? a : null);

/**
 * Reads `tx` from the point of view of `account` (any address form). An external-in (or
 * value-less) inbound message with out messages is `out`: the first outgoing message names
 * the asset (a jetton transfer or burn to the account's jetton wallet, an NFT transfer to the
 * item, else TON, summed over every message). Otherwise `in`: a jetton notification, an
 * ownership assignment, an internal jetton transfer (on a jetton wallet) or TON.
 */
export function txMovement(tx: MovementTransaction, account: string): Movement {
  const inMsg = tx.in_msg ?? null;
  const outs = tx.out_msgs.filter((m) => m.destination);
  const external = !inMsg?.source;
  return outs.length > 0 && (external || value(inMsg) === 0n)
    ? outgoing(outs, account)
    : incoming(tx, inMsg);
}

/** The `out` reading: the first outgoing message to another account names the asset. */
function outgoing(outs: readonly ChainMessage[], account: string): Movement {
  const others = outs.filter((m) => !sameAddress(m.destination ?? '', account));
  const first = others[0] ?? outs[0]!;
  const body = decodeMessageBody(first);
  const base = {
    direction: 'out' as const,
    moreCounterparties: Math.max(0, outs.length - 1),
    tonNano: outs.reduce((sum, m) => sum + value(m), 0n).toString(),
    opcode: body.opcode,
    // The body is decoded once: toncenter's decoding first, else this one's.
    comment: decodedComment(first) ?? body.comment,
  };
  const operation = first.init_state ? 'Contract deploy' : operationName(body);
  const dest = first.destination!;
  const jetton = jettonBodyMove(body);
  if (jetton && (jetton.role === 'transfer' || jetton.role === 'burn')) {
    return {
      ...base,
      counterparty: jetton.role === 'burn' ? null : (jetton.party ?? dest),
      asset: { kind: 'jetton', wallet: dest },
      amount: jetton.amount,
      operation,
    };
  }
  if (body.kind === 'nft-transfer') {
    return {
      ...base,
      counterparty: addr(body.fields.new_owner) ?? dest,
      asset: { kind: 'nft', item: dest },
      amount: '1',
      operation,
    };
  }
  return {
    ...base,
    counterparty: dest,
    asset: { kind: 'ton' },
    amount: base.tonNano,
    operation,
  };
}

/** The `in` reading: a jetton notification, an ownership assignment, an internal transfer, TON. */
function incoming(tx: MovementTransaction, inMsg: ChainMessage | null): Movement {
  const external = !inMsg?.source;
  const body = inMsg ? decodeMessageBody(inMsg) : decodeBody(null);
  const deployed = tx.orig_status !== 'active' && tx.end_status === 'active';
  const base = {
    direction: 'in' as const,
    moreCounterparties: 0,
    tonNano: value(inMsg).toString(),
    opcode: body.opcode,
    comment: (inMsg ? decodedComment(inMsg) : undefined) ?? body.comment,
    operation: !inMsg
      ? 'Tick-tock'
      : external
        ? 'External message'
        : inMsg.bounced
          ? 'Bounced'
          : deployed && inMsg.init_state
            ? 'Contract deploy'
            : operationName(body),
  };
  const source = inMsg?.source ?? null;
  const jetton = jettonBodyMove(body);
  if (jetton?.role === 'notify' && source) {
    return {
      ...base,
      counterparty: jetton.party ?? source,
      asset: { kind: 'jetton', wallet: source },
      amount: jetton.amount,
    };
  }
  if (jetton?.role === 'internal-transfer') {
    return {
      ...base,
      counterparty: jetton.party ?? source,
      asset: { kind: 'jetton', wallet: tx.account },
      amount: jetton.amount,
    };
  }
  if (body.kind === 'nft-ownership-assigned' && source) {
    return {
      ...base,
      counterparty: addr(body.fields.prev_owner) ?? source,
      asset: { kind: 'nft', item: source },
      amount: '1',
    };
  }
  return { ...base, counterparty: source, asset: { kind: 'ton' }, amount: base.tonNano };
}

const MINT_OPCODE = `0x${OPCODES.jettonMint.toString(16).padStart(8, '0')}`;

/** A jetton mint a transaction ordered from a TEP-74 minter (its jetton master). */
export interface MintOrder {
  /** The minter: the jetton master (raw, as the message names it). */
  master: string;
  /** The owner minted to (raw, the decoder's case); null when the body names none. */
  to: string | null;
  /** Jetton units minted (the `master_msg`'s amount, decimal string). */
  amount: string;
  /** Hash of the message that carried the order. */
  messageHash: string;
}

/**
 * The jetton mints `tx` ordered: each outbound message carrying a minter's `mint` (read by
 * {@link jettonBodyMove}). The jettons arrive later in the owner's jetton wallet, where the
 * ledger counts them (`jetton_minted`); a page shows the order on its own line, as it shows a
 * burn. [] when there is none.
 */
export function mintOrders(tx: Pick<ChainTransaction, 'out_msgs'>): MintOrder[] {
  return tx.out_msgs.flatMap((m) => {
    // v3's opcode, when stated, spares decoding every other body (a list reads many rows).
    const maybe = m.destination && (m.opcode === undefined || m.opcode === MINT_OPCODE);
    const move = maybe ? jettonBodyMove(decodeBody(m.message_content?.body)) : null;
    return move?.role === 'mint' && m.destination
      ? [{ master: m.destination, to: move.party, amount: move.amount, messageHash: m.hash }]
      : [];
  });
}

/** Body kinds whose movement is a jetton or an NFT (the branches of {@link txMovement}). */
const TOKEN_KINDS: ReadonlySet<MessageBodyKind> = new Set<MessageBodyKind>([
  'jetton-transfer',
  'jetton-burn',
  'nft-transfer',
  'jetton-notify',
  'jetton-internal-transfer',
  'nft-ownership-assigned',
]);

/**
 * Whether {@link txMovement} may find a jetton or an NFT in `tx`, judged from v3's `opcode` of
 * its messages without parsing a body: false only when every message states its opcode and
 * none is a token operation. A list uses it to skip decoding rows that move only TON.
 */
export function mayMoveToken(tx: Pick<ChainTransaction, 'in_msg' | 'out_msgs'>): boolean {
  const messages = tx.in_msg ? [tx.in_msg, ...tx.out_msgs] : tx.out_msgs;
  return messages.some((m) => {
    if (m.opcode === undefined) return true;
    const kind = opcodeKind(m.opcode);
    return kind !== null && TOKEN_KINDS.has(kind);
  });
}

/** The token address of a movement to look up in v3 `metadata` (jetton wallet, NFT item). */
export function movementToken(m: Movement): string | null {
  return m.asset.kind === 'jetton' ? m.asset.wallet : m.asset.kind === 'nft' ? m.asset.item : null;
}
