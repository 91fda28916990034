import {
  loadMessage,
  type Cell,
  type Message,
  type Transaction,
  type TransactionComputePhase,
  type TransactionDescription,
} from '@ton/core';
import type { ChainMessage, ChainTransaction } from '../api/v3-rows';
import { txMessageCells } from '../replay/cells';
import { normalizedExternalHash } from '../send/normalized-hash';
import { opcodeHex } from '../ton/message-body';

/**
 * An emulated transaction (@ton/core `Transaction`, TL-B `Transaction`) as a toncenter v3
 * `Transaction` row: the shape the ledger (`shared/ledger`), the status model and the trace
 * graph read, so a prediction is shown and counted by the same code as the chain's rows.
 * Only the fields those readers use are filled; amounts nanotons as decimal strings, hashes
 * base64, addresses raw upper-case, status words v3's (`uninit`, `nonexist`).
 */

/** The account's balance around the transaction, nanotons (the emulator's states). */
export interface RowBalances {
  before: bigint;
  after: bigint;
}

/** v3 account status words from @ton/core's (`uninitialized` → `uninit`…). */
export function v3AccountStatus(status: string): string {
  if (status === 'uninitialized') return 'uninit';
  if (status === 'non-existing') return 'nonexist';
  return status;
}

const raw = (a: { toRawString(): string }) => a.toRawString().toUpperCase();
const n = (v: bigint | number | undefined | null) => (v == null ? null : v.toString());

/** The v3 row of one emulated transaction of account `account` (raw), with its balances. */
export function transactionRow(
  tx: Transaction,
  account: string,
  balances: RowBalances,
  traceId: string | null,
): ChainTransaction {
  const { inMessage, outMessages } = txMessageCells(tx.raw);
  return {
    account: account.toUpperCase(),
    hash: tx.hash().toString('base64'),
    lt: tx.lt.toString(),
    now: tx.now,
    trace_id: traceId,
    prev_trans_hash: Buffer.from(
      tx.prevTransactionHash.toString(16).padStart(64, '0'),
      'hex',
    ).toString('base64'),
    prev_trans_lt: tx.prevTransactionLt.toString(),
    orig_status: v3AccountStatus(tx.oldStatus),
    end_status: v3AccountStatus(tx.endStatus),
    total_fees: tx.totalFees.coins.toString(),
    description: descriptionRow(tx.description),
    in_msg: inMessage ? messageRow(inMessage) : null,
    out_msgs: outMessages.map(messageRow),
    account_state_before: {
      hash: tx.stateUpdate.oldHash.toString('base64'),
      balance: balances.before.toString(),
      account_status: v3AccountStatus(tx.oldStatus),
    },
    account_state_after: {
      hash: tx.stateUpdate.newHash.toString('base64'),
      balance: balances.after.toString(),
      account_status: v3AccountStatus(tx.endStatus),
    },
  };
}

/** The v3 `Message` of a message cell (its hash is the cell's, as the chain names it). */
export function messageRow(cell: Cell): ChainMessage {
  const m: Message = loadMessage(cell.beginParse());
  const body = m.body;
  const s = body.beginParse(true);
  const common = {
    hash: cell.hash().toString('base64'),
    opcode: s.remainingBits >= 32 ? opcodeHex(s.preloadUint(32)) : null,
    message_content: {
      hash: body.hash().toString('base64'),
      body: body.toBoc().toString('base64'),
    },
  };
  const info = m.info;
  if (info.type === 'internal') {
    return {
      ...common,
      source: raw(info.src),
      destination: raw(info.dest),
      value: info.value.coins.toString(),
      fwd_fee: info.forwardFee.toString(),
      ihr_fee: info.ihrFee.toString(),
      created_lt: info.createdLt.toString(),
      created_at: String(info.createdAt),
      bounce: info.bounce,
      bounced: info.bounced,
    };
  }
  if (info.type === 'external-in') {
    return {
      ...common,
      source: null,
      destination: raw(info.dest),
      value: null,
      hash_norm: normalizedExternalHash(info.dest, body).toString('base64'),
    };
  }
  return { ...common, source: raw(info.src), destination: null, value: null };
}

/** The v3 `TransactionDescr` of a parsed description (the phases the app reads). */
export function descriptionRow(d: TransactionDescription): ChainTransaction['description'] {
  if (d.type !== 'generic' && d.type !== 'tick-tock') return { type: d.type.replace('-', '_') };
  return {
    type: d.type === 'generic' ? 'ord' : 'tick_tock',
    aborted: d.aborted,
    destroyed: d.destroyed,
    storage_ph: d.storagePhase
      ? {
          storage_fees_collected: d.storagePhase.storageFeesCollected.toString(),
          storage_fees_due: n(d.storagePhase.storageFeesDue),
          status_change: d.storagePhase.statusChange,
        }
      : null,
    credit_ph:
      d.type === 'generic' && d.creditPhase
        ? {
            due_fees_collected: n(d.creditPhase.dueFeesColelcted),
            credit: d.creditPhase.credit.coins.toString(),
          }
        : null,
    compute_ph: computeRow(d.computePhase),
    action: d.actionPhase
      ? {
          success: d.actionPhase.success,
          result_code: d.actionPhase.resultCode,
          tot_actions: d.actionPhase.totalActions,
          msgs_created: d.actionPhase.messagesCreated,
          total_fwd_fees: n(d.actionPhase.totalFwdFees),
          total_action_fees: n(d.actionPhase.totalActionFees),
        }
      : null,
    bounce: d.type === 'generic' && d.bouncePhase ? bounceRow(d.bouncePhase) : null,
  };
}

function computeRow(c: TransactionComputePhase): ChainTransaction['description']['compute_ph'] {
  if (c.type === 'skipped') return { skipped: true, reason: c.reason.replace('-', '_') };
  return {
    skipped: false,
    success: c.success,
    exit_code: c.exitCode,
    gas_used: c.gasUsed.toString(),
    gas_fees: c.gasFees.toString(),
    vm_steps: c.vmSteps,
  };
}

type BouncePhase = NonNullable<Extract<TransactionDescription, { type: 'generic' }>['bouncePhase']>;

function bounceRow(b: BouncePhase): NonNullable<ChainTransaction['description']['bounce']> {
  if (b.type === 'negative-funds') return { type: 'negfunds' };
  if (b.type === 'no-funds') {
    return { type: 'nofunds', req_fwd_fees: b.requiredForwardFees.toString() };
  }
  return { type: 'ok', msg_fees: b.messageFees.toString(), fwd_fees: b.forwardFees.toString() };
}
