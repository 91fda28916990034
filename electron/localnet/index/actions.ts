import type { Cell } from '@ton/core';
import { sha256_sync } from '@ton/crypto';
import {
  loadJettonBurnMessage,
  loadJettonMintMessage,
  loadJettonTransferMessage,
  loadNftTransferMessage,
} from '@ton-community/assets-sdk';
import type { BuiltTrace, BuiltTx } from './build-rows';
import { nonEmpty, opcodeHex, optBoc, rawAddress, replyFields, textComment } from './encoding';
import type { TokenLookup } from './events';
import { inBody } from './events';
import { OP } from './known-opcodes';
import type { ActionRow } from './rows';

function subtree(root: BuiltTx, txs: BuiltTx[]): BuiltTx[] {
  const out = [root];
  for (const h of root.children) {
    const child = txs.find((t) => t.row.hash === h);
    if (child) out.push(...subtree(child, txs));
  }
  return out;
}

function computeOk(t: BuiltTx): boolean {
  const d = t.exec.tx.description;
  if (d.type !== 'generic') return !t.aborted;
  return !d.aborted && (d.computePhase.type === 'skipped' || d.computePhase.success);
}

/**
 * Whether an action whose first transaction after the root is `child` failed, as toncenter's
 * indexer (ton-indexer action classifier) decides it: a block fails when that transaction is
 * aborted; for a `ton_transfer` only when the message was bounceable or the skip was not a
 * credit: a non-bounceable transfer that leaves the destination `uninit` (compute skipped:
 * `no_state`, value credited) and an internal transfer skipped for `no_gas` succeed.
 */
function indexerSuccess(type: string, msg: Record<string, unknown>, child: BuiltTx | undefined) {
  if (!child || computeOk(child)) return true;
  if (type !== 'ton_transfer') return false;
  if (msg.bounce === true) return false;
  const d = child.exec.tx.description;
  if (child.exec.tx.endStatus === 'uninitialized') return true;
  return (
    d.type === 'generic' && d.computePhase.type === 'skipped' && d.computePhase.reason === 'no-gas'
  );
}

/** An action's toncenter type and `details` object. */
interface Classified {
  type: string;
  details: Record<string, unknown>;
}

/** What a TEP classifier sees: the sender, the receiving transaction, its body and subtree. */
interface TepMessage {
  /** The root wallet (raw address). */
  source: string;
  /** The transaction that received the message. */
  child: BuiltTx;
  /** The message body (opcode included). */
  body: Cell;
  /** `child` and every transaction it caused. */
  sub: BuiltTx[];
  lookup: TokenLookup;
}

/** A TEP-74 jetton transfer from the root wallet through its jetton wallet. */
function jettonTransferAction({ source, child, body, sub, lookup }: TepMessage): Classified {
  const m = loadJettonTransferMessage(body.beginParse());
  const wallet = lookup('jetton_wallets', child.account);
  const recv = sub.find((t) => inBody(t)?.op === OP.jettonInternalTransfer && t !== child);
  const fwd = nonEmpty(m.forwardPayload);
  return {
    type: 'jetton_transfer',
    details: {
      asset: (wallet?.jetton as string | undefined) ?? null,
      sender: source,
      receiver: rawAddress(m.destination),
      sender_jetton_wallet: child.account,
      receiver_jetton_wallet: recv?.account ?? null,
      amount: m.amount.toString(),
      comment: fwd ? textComment(fwd) : null,
      is_encrypted_comment: false,
      query_id: m.queryId.toString(),
      ...replyFields(m),
      forward_payload: optBoc(fwd),
      forward_amount: m.forwardAmount.toString(),
    },
  };
}

/** A TEP-74 burn of the root wallet's jettons. */
function jettonBurnAction({ source, child, body, lookup }: TepMessage): Classified {
  const m = loadJettonBurnMessage(body.beginParse());
  const wallet = lookup('jetton_wallets', child.account);
  return {
    type: 'jetton_burn',
    details: {
      owner: source,
      owner_jetton_wallet: child.account,
      asset: (wallet?.jetton as string | undefined) ?? null,
      amount: m.amount.toString(),
    },
  };
}

/** A mint by the jetton's admin (the assets-sdk minter's mint message). */
function jettonMintAction({ child, body, sub }: TepMessage): Classified {
  const m = loadJettonMintMessage(body.beginParse());
  const recv = sub.find((t) => inBody(t)?.op === OP.jettonInternalTransfer);
  return {
    type: 'jetton_mint',
    details: {
      asset: child.account,
      receiver: rawAddress(m.to),
      receiver_jetton_wallet: recv?.account ?? null,
      amount: m.amount.toString(),
      ton_amount: m.walletForwardValue.toString(),
    },
  };
}

/** A TEP-62 NFT ownership transfer by its owner (no marketplace takes part locally). */
function nftTransferAction({ source, child, body, lookup }: TepMessage): Classified {
  const m = loadNftTransferMessage(body.beginParse());
  const item = lookup('nft_items', child.account);
  const fwd = nonEmpty(m.forwardPayload);
  return {
    type: 'nft_transfer',
    details: {
      nft_collection: (item?.collection_address as string | undefined) ?? null,
      nft_item: child.account,
      nft_item_index: (item?.index as string | undefined) ?? null,
      old_owner: source,
      new_owner: rawAddress(m.newOwner),
      is_purchase: false,
      query_id: m.queryId.toString(),
      ...replyFields(m),
      forward_payload: optBoc(fwd),
      forward_amount: m.forwardAmount.toString(),
      comment: fwd ? textComment(fwd) : null,
      is_encrypted_comment: false,
      marketplace: null,
      real_old_owner: null,
      marketplace_address: null,
      payout_amount: null,
      payout_address: null,
      payout_comment: null,
      payout_comment_encrypted: null,
      payout_comment_encoded: null,
      royalty_amount: null,
      royalty_address: null,
    },
  };
}

/** An item deployed by its collection; null when the subtree deployed no known item. */
function nftMintAction({ child, sub, lookup }: TepMessage): Classified | null {
  const deployed = sub.find((t) => t !== child && lookup('nft_items', t.account));
  const item = deployed ? lookup('nft_items', deployed.account) : null;
  if (!item) return null;
  return {
    type: 'nft_mint',
    details: {
      owner: (item.owner_address as string | null) ?? null,
      nft_item: deployed!.account,
      nft_collection: child.account,
      nft_item_index: item.index as string,
    },
  };
}

/** The TEP classifiers by the opcode of the message's body. */
const TEP_ACTIONS: ReadonlyMap<number, (m: TepMessage) => Classified | null> = new Map([
  [OP.jettonTransfer, jettonTransferAction],
  [OP.jettonBurn, jettonBurnAction],
  [OP.jettonMint, jettonMintAction],
  [OP.nftTransfer, nftTransferAction],
  [OP.nftDeploy, nftMintAction],
]);

/**
 * The generic class of a message no TEP classifier took: a deploy (it carries a state init to
 * an account not yet active), a TON transfer (no opcode or a text comment) or a contract call.
 */
function genericAction(
  source: string,
  msg: Record<string, unknown>,
  child: BuiltTx | undefined,
  body: { op: number | null; body: Cell } | null,
): Classified {
  const destination = msg.destination as string;
  const value = msg.value as string;
  const op = body?.op ?? null;
  if (msg.init_state && child && child.exec.tx.oldStatus !== 'active') {
    return {
      type: 'contract_deploy',
      details: { opcode: (msg.opcode as string | null) ?? undefined, source, destination, value },
    };
  }
  if (op === null || op === OP.textComment) {
    const comment = body ? textComment(body.body) : null;
    return {
      type: 'ton_transfer',
      details: { source, destination, value, comment, encrypted: false },
    };
  }
  return {
    type: 'call_contract',
    details: { opcode: opcodeHex(op), source, destination, value },
  };
}

/** Classifies one outbound message of the trace's root wallet transaction. */
function classify(
  root: BuiltTx,
  msg: Record<string, unknown>,
  child: BuiltTx | undefined,
  sub: BuiltTx[],
  lookup: TokenLookup,
): Classified {
  const body = child ? inBody(child) : null;
  const tep = body && body.op !== null ? TEP_ACTIONS.get(body.op) : undefined;
  if (child && body && tep) {
    try {
      const found = tep({ source: root.account, child, body: body.body, sub, lookup });
      if (found) return found;
    } catch {
      // Not the TEP layout: fall through to the generic classes.
    }
  }
  return genericAction(root.account, msg, child, body);
}

function addressesIn(details: Record<string, unknown>): string[] {
  return Object.values(details).filter(
    (v): v is string => typeof v === 'string' && /^-?\d+:[0-9A-F]{64}$/.test(v),
  );
}

/** An action found in a trace, before it gets its id and JSON. */
interface FoundAction extends Classified {
  success: boolean;
  /** The root transaction and the ones the action's message caused. */
  txs: BuiltTx[];
}

/**
 * The actions of one trace: contract_deploy for a wallet the trace deployed, then one per
 * outbound message of the root wallet transaction, in message order.
 */
function traceActions(trace: BuiltTrace, lookup: TokenLookup): FoundAction[] {
  const txs = trace.txs;
  const root = txs[0]!;
  const found: FoundAction[] = [];
  if (root.exec.tx.oldStatus !== 'active' && root.exec.tx.endStatus === 'active') {
    found.push({
      type: 'contract_deploy',
      success: computeOk(root),
      details: { source: undefined, destination: root.account, value: undefined },
      txs: [root],
    });
  }
  for (const msg of root.outMsgs) {
    if (msg.destination === null) continue;
    const child = txs.find((t) => t.row.inMsgHash === msg.hash);
    const sub = child ? subtree(child, txs) : [];
    const c = classify(root, msg, child, sub, lookup);
    found.push({ ...c, success: indexerSuccess(c.type, msg, child), txs: [root, ...sub] });
  }
  return found;
}

/** The row and v3 Action JSON of the trace's `i`-th action (its id hashes trace id and `i`). */
function actionRow(tr: BuiltTrace['row'], a: FoundAction, i: number): ActionRow {
  const start = a.txs.reduce((x, y) => (y.row.lt < x.row.lt ? y : x));
  const end = a.txs.reduce((x, y) => (y.row.lt > x.row.lt ? y : x));
  const actionId = sha256_sync(`${tr.traceId}/${i}`).toString('base64');
  const accounts = [...new Set([...a.txs.map((t) => t.account), ...addressesIn(a.details)])];
  const json = {
    trace_id: tr.traceId,
    action_id: actionId,
    start_lt: start.row.lt.toString(),
    end_lt: end.row.lt.toString(),
    start_utime: start.row.now,
    end_utime: end.row.now,
    trace_end_lt: tr.endLt.toString(),
    trace_end_utime: tr.endUtime,
    trace_mc_seqno_end: tr.mcSeqnoEnd,
    transactions: a.txs.map((t) => t.row.hash),
    success: a.success,
    type: a.type,
    details: a.details,
    trace_external_hash: tr.externalHash ?? undefined,
    trace_external_hash_norm: tr.externalHashNorm ?? undefined,
    finality: 'finalized',
    accounts,
  };
  return {
    actionId,
    traceId: tr.traceId,
    type: a.type,
    endLt: end.row.lt,
    traceEndLt: tr.endLt,
    traceEndUtime: tr.endUtime,
    mcSeqno: tr.mcSeqnoEnd,
    accounts,
    txHashes: a.txs.map((t) => t.row.hash),
    json,
  };
}

/**
 * Classifies each trace into toncenter actions: one per outbound message of the root wallet
 * transaction (ton_transfer, jetton_transfer, jetton_burn, jetton_mint, nft_transfer, nft_mint,
 * contract_deploy, call_contract), plus contract_deploy for a wallet deployed by the trace.
 */
export function buildActions(traces: BuiltTrace[], lookup: TokenLookup): ActionRow[] {
  return traces.flatMap((trace) =>
    traceActions(trace, lookup).map((a, i) => actionRow(trace.row, a, i)),
  );
}
