import type { Cell, CurrencyCollection, Message, StateInit, Transaction } from '@ton/core';
import { beginCell, Dictionary, storeStateInit } from '@ton/core';
import type { TransactionComputePhase, TransactionDescription } from '@ton/core';
import {
  bodyOpcode,
  hashB64,
  normalizedExternalHash,
  opcodeHex,
  rawAddress,
  shardHex,
  textComment,
} from './encoding';
import { opcodeName } from './known-opcodes';

/** v3 AccountState (before/after a transaction). */
export interface AccountStateJson {
  hash: string;
  balance: string | null;
  extra_currencies: Record<string, string> | null;
  account_status: string | null;
  frozen_hash: string | null;
  data_hash: string | null;
  code_hash: string | null;
}

/** v3 account status words from @ton/core's. */
export function v3Status(status: string): string {
  switch (status) {
    case 'uninitialized':
      return 'uninit';
    case 'non-existing':
      return 'nonexist';
    default:
      return status;
  }
}

function extra(cc: CurrencyCollection | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (cc?.other) for (const [k, v] of cc.other) out[String(k)] = v.toString();
  return out;
}

function b64(cell: Cell): string {
  return cell.toBoc().toString('base64');
}

/** v3 MessageContent of a body: cell hash, BoC, and decoded comment. */
function content(body: Cell) {
  const comment = textComment(body);
  return {
    hash: body.hash().toString('base64'),
    body: b64(body),
    decoded: comment === null ? null : { type: 'text_comment', '@type': 'text_comment', comment },
  };
}

function initContent(init: StateInit) {
  const cell = beginCell().store(storeStateInit(init)).endCell();
  return { hash: cell.hash().toString('base64'), body: b64(cell), decoded: null };
}

/**
 * toncenter v3 `Message` of a parsed message. `hash` is the message cell hash (from the
 * transaction's own cell, so it matches the chain exactly). `hashNorm`: the external's
 * normalized hash when already known (computed here otherwise).
 */
export function messageJson(
  msg: Message,
  hash: Buffer,
  hashNorm?: string,
): Record<string, unknown> {
  const op = bodyOpcode(msg.body);
  const base = {
    hash: hash.toString('base64'),
    opcode: op === null ? null : opcodeHex(op),
    decoded_opcode: opcodeName(op),
    message_content: content(msg.body),
    init_state: msg.init ? initContent(msg.init) : null,
  };
  const info = msg.info;
  if (info.type === 'internal') {
    return {
      hash: base.hash,
      source: rawAddress(info.src),
      destination: rawAddress(info.dest),
      value: info.value.coins.toString(),
      value_extra_currencies: extra(info.value),
      fwd_fee: info.forwardFee.toString(),
      ihr_fee: info.ihrFee.toString(),
      created_lt: info.createdLt.toString(),
      created_at: String(info.createdAt),
      opcode: base.opcode,
      decoded_opcode: base.decoded_opcode,
      ihr_disabled: info.ihrDisabled,
      bounce: info.bounce,
      bounced: info.bounced,
      import_fee: null,
      message_content: base.message_content,
      init_state: base.init_state,
    };
  }
  if (info.type === 'external-in') {
    return {
      hash: base.hash,
      source: null,
      destination: rawAddress(info.dest),
      value: null,
      value_extra_currencies: null,
      fwd_fee: null,
      ihr_fee: null,
      created_lt: null,
      created_at: null,
      opcode: base.opcode,
      decoded_opcode: base.decoded_opcode,
      ihr_disabled: null,
      bounce: null,
      bounced: null,
      import_fee: info.importFee.toString(),
      message_content: base.message_content,
      init_state: base.init_state,
      hash_norm: hashNorm ?? normalizedExternalHash(msg).toString('base64'),
    };
  }
  return {
    hash: base.hash,
    source: rawAddress(info.src),
    destination: null,
    value: null,
    value_extra_currencies: null,
    fwd_fee: null,
    ihr_fee: null,
    created_lt: info.createdLt.toString(),
    created_at: String(info.createdAt),
    opcode: base.opcode,
    decoded_opcode: base.decoded_opcode,
    ihr_disabled: null,
    bounce: null,
    bounced: null,
    import_fee: null,
    message_content: base.message_content,
    init_state: base.init_state,
  };
}

function compute(c: TransactionComputePhase) {
  if (c.type === 'skipped') {
    return { skipped: true, reason: c.reason.replace('-', '_') };
  }
  return {
    skipped: false,
    success: c.success,
    msg_state_used: c.messageStateUsed,
    account_activated: c.accountActivated,
    gas_fees: c.gasFees.toString(),
    gas_used: c.gasUsed.toString(),
    gas_limit: c.gasLimit.toString(),
    gas_credit: c.gasCredit != null ? c.gasCredit.toString() : undefined,
    mode: c.mode,
    exit_code: c.exitCode,
    exit_arg: c.exitArg ?? undefined,
    vm_steps: c.vmSteps,
    vm_init_state_hash: hashB64(c.vmInitStateHash),
    vm_final_state_hash: hashB64(c.vmFinalStateHash),
  };
}

/** toncenter v3 TransactionDescr of a parsed description. */
export function descriptionJson(d: TransactionDescription): Record<string, unknown> {
  if (d.type === 'generic' || d.type === 'tick-tock') {
    const out: Record<string, unknown> = {
      type: d.type === 'generic' ? 'ord' : 'tick_tock',
      aborted: d.aborted,
      destroyed: d.destroyed,
    };
    if (d.type === 'generic') out.credit_first = d.creditFirst;
    else out.is_tock = d.isTock;
    if (d.storagePhase) {
      out.storage_ph = {
        storage_fees_collected: d.storagePhase.storageFeesCollected.toString(),
        storage_fees_due: d.storagePhase.storageFeesDue?.toString(),
        status_change: d.storagePhase.statusChange,
      };
    }
    if (d.type === 'generic' && d.creditPhase) {
      out.credit_ph = {
        due_fees_collected: d.creditPhase.dueFeesColelcted?.toString(),
        credit: d.creditPhase.credit.coins.toString(),
        credit_extra_currencies: extra(d.creditPhase.credit),
      };
    }
    out.compute_ph = compute(d.computePhase);
    if (d.actionPhase) {
      const a = d.actionPhase;
      out.action = {
        success: a.success,
        valid: a.valid,
        no_funds: a.noFunds,
        status_change: a.statusChange,
        total_fwd_fees: a.totalFwdFees?.toString(),
        total_action_fees: a.totalActionFees?.toString(),
        result_code: a.resultCode,
        result_arg: a.resultArg ?? undefined,
        tot_actions: a.totalActions,
        spec_actions: a.specActions,
        skipped_actions: a.skippedActions,
        msgs_created: a.messagesCreated,
        action_list_hash: hashB64(a.actionListHash),
        tot_msg_size: {
          cells: a.totalMessageSize.cells.toString(),
          bits: a.totalMessageSize.bits.toString(),
        },
      };
    }
    if (d.type === 'generic' && d.bouncePhase) {
      const b = d.bouncePhase;
      out.bounce =
        b.type === 'negative-funds'
          ? { type: 'negfunds' }
          : b.type === 'no-funds'
            ? {
                type: 'nofunds',
                msg_size: {
                  cells: b.messageSize.cells.toString(),
                  bits: b.messageSize.bits.toString(),
                },
                req_fwd_fees: b.requiredForwardFees.toString(),
              }
            : {
                type: 'ok',
                msg_size: {
                  cells: b.messageSize.cells.toString(),
                  bits: b.messageSize.bits.toString(),
                },
                msg_fees: b.messageFees.toString(),
                fwd_fees: b.forwardFees.toString(),
              };
    }
    return out;
  }
  return { type: d.type.replace('-', '_') };
}

/** Whether the transaction's description says aborted (false for kinds without the flag). */
export function isAborted(tx: Transaction): boolean {
  const d = tx.description;
  return 'aborted' in d ? d.aborted : false;
}

/** Exact cells of a transaction's inbound and outbound messages (for their hashes). */
export function messageCells(tx: Transaction): {
  inMsg: Cell | null;
  outMsgs: Array<{ key: number; cell: Cell }>;
} {
  const s = tx.raw.refs[0]!.beginParse();
  const inMsg = s.loadMaybeRef();
  const dict = s.loadDict(Dictionary.Keys.Uint(15), Dictionary.Values.Cell());
  const outMsgs = [...dict.keys()]
    .sort((a, b) => a - b)
    .map((key) => ({ key, cell: dict.get(key)! }));
  return { inMsg, outMsgs };
}

export { shardHex, rawAddress };
