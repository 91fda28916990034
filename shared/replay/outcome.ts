import { loadMessage, type Cell, type Transaction } from '@ton/core';
import { txMessageCells } from './cells';
import type { OutMessageSummary, TxOutcome } from './types';

/**
 * A parsed transaction (@ton/core `Transaction`, TL-B `Transaction`) summarised as a
 * {@link TxOutcome}: phases, fees, out messages, state hashes. The same function summarises the
 * chain's transaction and the replay's, so their fields compare one to one.
 */

/** Summarises `tx`; `balanceAfter` (nanotons) when the caller knows the account's balance. */
export function txOutcome(tx: Transaction, balanceAfter: bigint | null = null): TxOutcome {
  const d = tx.description;
  const generic = d.type === 'generic' || d.type === 'tick-tock' ? d : null;
  return {
    hash: tx.hash().toString('base64'),
    lt: tx.lt.toString(),
    now: tx.now,
    origStatus: tx.oldStatus,
    endStatus: tx.endStatus,
    totalFees: tx.totalFees.coins.toString(),
    aborted: generic ? generic.aborted : null,
    storageFees:
      'storagePhase' in d && d.storagePhase ? d.storagePhase.storageFeesCollected.toString() : null,
    compute: generic ? computeOf(generic.computePhase) : null,
    action: generic?.actionPhase ? actionOf(generic.actionPhase) : null,
    bounce: d.type === 'generic' && d.bouncePhase ? d.bouncePhase.type : null,
    outMessages: outMessagesOf(tx),
    balanceAfter: balanceAfter === null ? null : balanceAfter.toString(),
    stateHashBefore: tx.stateUpdate.oldHash.toString('base64'),
    stateHashAfter: tx.stateUpdate.newHash.toString('base64'),
  };
}

type Generic = Extract<Transaction['description'], { type: 'generic' | 'tick-tock' }>;

function computeOf(c: Generic['computePhase']): NonNullable<TxOutcome['compute']> {
  if (c.type === 'skipped') {
    return {
      skipped: true,
      reason: c.reason,
      success: null,
      exitCode: null,
      gasUsed: null,
      gasFees: null,
      vmSteps: null,
    };
  }
  return {
    skipped: false,
    reason: null,
    success: c.success,
    exitCode: c.exitCode,
    gasUsed: c.gasUsed.toString(),
    gasFees: c.gasFees.toString(),
    vmSteps: c.vmSteps,
  };
}

function actionOf(a: NonNullable<Generic['actionPhase']>): NonNullable<TxOutcome['action']> {
  return {
    success: a.success,
    resultCode: a.resultCode,
    totalFwdFees: a.totalFwdFees?.toString() ?? null,
    totalActionFees: a.totalActionFees?.toString() ?? null,
    messagesCreated: a.messagesCreated,
  };
}

/** The out messages in their dictionary's order (the order they were created). */
function outMessagesOf(tx: Transaction): OutMessageSummary[] {
  return txMessageCells(tx.raw).outMessages.map(messageSummary);
}

/** One message cell summarised (its hash is the cell's own, as stored in the transaction). */
export function messageSummary(cell: Cell): OutMessageSummary {
  const m = loadMessage(cell.beginParse());
  const body = m.body.beginParse(true);
  const opcode =
    body.remainingBits >= 32 ? `0x${body.loadUint(32).toString(16).padStart(8, '0')}` : null;
  const info = m.info;
  if (info.type === 'internal') {
    return {
      hash: cell.hash().toString('base64'),
      type: 'internal',
      destination: info.dest.toRawString().toUpperCase(),
      value: info.value.coins.toString(),
      bounce: info.bounce,
      bounced: info.bounced,
      opcode,
    };
  }
  return {
    hash: cell.hash().toString('base64'),
    type: 'external-out',
    destination: null,
    value: null,
    bounce: null,
    bounced: null,
    opcode,
  };
}
