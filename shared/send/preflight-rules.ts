import type { ChainTransaction } from '../api/v3-rows';
import type { AccountFacts, AssetChange, PreflightWarning } from '../preflight/types';
import { explainExitCode } from '../replay/exit-explain';
import { transactionStatus } from '../status';
import { toRawUpper } from '../ton/address';
import { nanoToTon } from '../ton/amount';
import { OPCODES } from '../ton/message-body';
import { EXPIRY_WARN_SECONDS } from './checks';
import type { DecodedExternal } from './decode-external';
import type { DecodedInternalMessage } from './wallet-body';
import {
  PREFLIGHT_RULE_IDS,
  type PreflightRuleId,
  type PreflightSeverity,
} from './preflight-rule-ids';

/**
 * The value-at-risk rules of preflight, all in one place: each has an id, a title, a severity,
 * one sentence that says what it checks and why it matters, and a check that returns its
 * evidence (one line per fact that made it fire) or null. Pure: the preflight engine gathers the
 * facts (the decoded message, the accounts at the pinned block, the predicted transactions as
 * v3 rows, the ledger's changes). Every threshold is a named constant below, stated in the
 * sentence of the rule that uses it: nothing is hidden.
 */

/** More than this share of the sender's TON balance leaving (fees included) is flagged. The
 * same share Tonkeeper calls dangerous, stated here rather than applied silently. */
export const BALANCE_SHARE_PERCENT = 20;

/** A pinned block older than this (seconds) is flagged: the state may have moved since. */
export const PIN_AGE_WARN_SECONDS = 60;

/**
 * Exit codes (compute phase) that mean the attached TON did not cover what a token contract had
 * to forward: TEP-74 reference jetton wallet 709, stablecoin-style jetton 48, TEP-62 NFT item
 * 402, and running out of gas (13, -14).
 */
export const NOT_ENOUGH_TON_EXIT_CODES: readonly number[] = [709, 48, 402, 13, -14];

/** Action-phase result code for "not enough Toncoin" (the outbound messages were not sent). */
const NOT_ENOUGH_TON_RESULT = 37;

export { PREFLIGHT_RULE_IDS, type PreflightRuleId, type PreflightSeverity };

/** What the rules read. Addresses raw upper-case; amounts nanotons (or jetton units). */
export interface RuleFacts {
  decoded: DecodedExternal;
  /** The account the external goes to (the wallet that sends). */
  sender: string;
  /** Accounts as they stood at the pinned block, by raw upper-case address. */
  accounts: Record<string, AccountFacts>;
  accepted: boolean;
  /** Why the destination refused the external (its exit code, when the VM threw one). */
  refusal: { exitCode: number | null; message: string } | null;
  /** The predicted transactions as v3 rows, in the order they run. */
  rows: ChainTransaction[];
  /** The ledger's change per account and asset over the trace. */
  changes: AssetChange[];
  /** Unix seconds the prediction ran at. */
  now: number;
  pin: { seqno: number; genUtime: number };
  cap: { limit: number; reached: boolean };
}

/** One rule. */
export interface PreflightRule {
  id: PreflightRuleId;
  title: string;
  severity: PreflightSeverity;
  /** What the rule checks and why it matters, in one sentence. */
  sentence: string;
  /** The evidence when it fires, else null. */
  check(f: RuleFacts): string[] | null;
}

const ton = (nano: bigint | string) => `${nanoToTon(nano)} TON`;
const fired = (lines: string[]) => (lines.length > 0 ? lines : null);
const same = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && safeRaw(a) === safeRaw(b);

function safeRaw(a: string): string {
  try {
    return toRawUpper(a);
  } catch {
    return a;
  }
}

/** The wallet's internal messages (none when the body is not a standard wallet request). */
function messagesOf(f: RuleFacts): DecodedInternalMessage[] {
  return f.decoded.wallet?.messages ?? [];
}

/** `message 1 to 0:AB…` for evidence lines. */
function msgName(m: DecodedInternalMessage): string {
  return `message ${m.index + 1} to ${m.destination?.raw ?? 'no address'}`;
}

const accountOf = (f: RuleFacts, a: string | null | undefined) =>
  a ? f.accounts[safeRaw(a)] : undefined;

/** The sender's change of an asset (TON when `master` is absent), smallest unit. */
function senderDelta(f: RuleFacts, master?: string): bigint {
  const c = f.changes.find(
    (x) =>
      x.address === f.sender &&
      (master ? x.asset.type === 'jetton' && x.asset.master === master : x.asset.type === 'ton'),
  );
  return c ? BigInt(c.deltaRaw) : 0n;
}

/** Rows whose inbound message has opcode `op`, sent by `source` when given. */
function rowsWithOp(f: RuleFacts, op: number, source?: string): ChainTransaction[] {
  const hex = `0x${op.toString(16).padStart(8, '0')}`;
  return f.rows.filter(
    (r) => r.in_msg?.opcode === hex && (!source || same(r.in_msg.source, source)),
  );
}

/** The exit code of a row's failed compute phase, or its failed action's result code. */
function failureCode(r: ChainTransaction): { exit?: number; result?: number } | null {
  const c = r.description.compute_ph;
  if (c && !c.skipped && c.success === false) return { exit: c.exit_code ?? undefined };
  const a = r.description.action;
  if (a && a.success === false) return { result: a.result_code ?? undefined };
  return null;
}

const notAccepted: PreflightRule = {
  id: 'not-accepted',
  title: 'The wallet will not accept this message',
  severity: 'danger',
  sentence:
    'The destination refuses the external message (wrong seqno, expired, bad signature or another check of its code), so nothing happens on chain: nothing is sent and no fee is paid.',
  check: (f) => {
    if (f.accepted) return null;
    const code = f.refusal?.exitCode;
    return [
      code != null
        ? `${f.sender} threw ${explainExitCode(code).words}`
        : `${f.sender} did not accept it: ${f.refusal?.message ?? 'no reason given'}`,
      'No transaction: the network refuses the message when it is sent.',
    ];
  },
};

const expiry: PreflightRule = {
  id: 'expiry',
  title: 'Expiry',
  severity: 'warn',
  sentence: `A wallet refuses a message after its valid_until; one that expires within ${EXPIRY_WARN_SECONDS} s may expire before a block includes it.`,
  check: (f) => {
    const w = f.decoded.wallet;
    if (!w) return null;
    const left = w.validUntil - f.now;
    const at = new Date(w.validUntil * 1000).toISOString();
    if (left <= 0) return [`valid_until ${at} passed ${-left} s before the prediction's time.`];
    if (left < EXPIRY_WARN_SECONDS) return [`valid_until ${at}: ${left} s left.`];
    return null;
  },
};

const wholeBalance: PreflightRule = {
  id: 'whole-balance',
  title: 'Carries the whole balance',
  severity: 'danger',
  sentence:
    'Send mode 128 sends everything left on the wallet whatever value the message states, +32 destroys the wallet when its balance reaches 0, and 64 adds what is left of an inbound value (an external brings none).',
  check: (f) => {
    const balance = accountOf(f, f.sender)?.balanceNano ?? '0';
    const lines: string[] = [];
    for (const m of messagesOf(f)) {
      if (m.mode & 128) {
        lines.push(
          `${msgName(m)}: mode ${m.mode} carries the whole remaining balance (${ton(balance)} at the pinned block, less the fees).`,
        );
      } else if (m.mode & 64) {
        lines.push(
          `${msgName(m)}: mode ${m.mode} carries the value left of the inbound message, which an external message does not have.`,
        );
      }
      if (m.mode & 32)
        lines.push(`${msgName(m)}: mode ${m.mode} destroys the wallet at balance 0.`);
    }
    return fired(lines);
  },
};

/** Why `a` cannot send a non-bounceable message back, or null when it is a wallet. */
function deadEnd(a: AccountFacts | undefined): string | null {
  if (!a) return null;
  if (a.kind === 'no-code') {
    return a.status === 'nonexist'
      ? 'has never existed: only whoever holds its keys can ever move what it receives'
      : `has no code (status ${a.status}): only whoever holds its keys can deploy it and move what it receives`;
  }
  if (a.kind === 'wallet') return null;
  return `is a ${a.kind.replace('-', ' ')}, not a wallet: what it does not send back stays there`;
}

const nonBounceable: PreflightRule = {
  id: 'non-bounceable-no-return',
  title: 'Non-bounceable to an address that cannot send it back',
  severity: 'warn',
  sentence:
    'A non-bounceable message is never returned: sent to an address that does not exist yet or is not a wallet, its value cannot come back if the address is wrong.',
  check: (f) => {
    const lines: string[] = [];
    for (const m of messagesOf(f)) {
      if (m.bounce || !m.destination) continue;
      const why = deadEnd(accountOf(f, m.destination.raw));
      if (why)
        lines.push(`${msgName(m)} (${ton(m.valueNano)}, non-bounceable): the address ${why}.`);
    }
    return fired(lines);
  },
};

const willBounce: PreflightRule = {
  id: 'will-bounce',
  title: 'Will bounce',
  severity: 'warn',
  sentence:
    'A bounceable message that fails at its destination comes back to its sender with its value less the fees of both ways.',
  check: (f) => {
    const lines: string[] = [];
    for (const r of f.rows) {
      if (!r.description.bounce) continue;
      const back = r.out_msgs.find((m) => m.bounced);
      const status = transactionStatus(r);
      lines.push(
        `${r.account}: ${status.reason}` +
          (back
            ? ` ${ton(back.value ?? '0')} comes back to ${back.destination} (${ton(r.in_msg?.value ?? '0')} was sent).`
            : ' Nothing comes back (the value did not cover the bounce).'),
      );
    }
    return fired(lines);
  },
};

/** The jetton transfers of the wallet's messages, with their decoded TEP-74 fields. */
function jettonTransfers(f: RuleFacts) {
  return messagesOf(f).filter((m) => m.body.kind === 'jetton-transfer' && m.destination);
}

const jettonDestination: PreflightRule = {
  id: 'jetton-destination',
  title: 'Jetton destination is not a wallet owner',
  severity: 'warn',
  sentence:
    'A jetton transfer names the new OWNER; sent to a jetton wallet, a token contract, a contract or an address that never existed, the jettons go to a jetton wallet that no one may be able to use.',
  check: (f) => {
    const lines: string[] = [];
    for (const m of jettonTransfers(f)) {
      const dest = m.body.fields.destination;
      const master = accountOf(f, m.destination!.raw)?.jettonWallet?.master;
      if (!dest || same(dest, master)) continue; // to its own master: `to-own-master`
      const a = accountOf(f, dest);
      if (!a || a.kind === 'wallet') continue;
      const why =
        a.kind === 'no-code'
          ? (deadEnd(a) ?? '')
          : `is a ${a.kind.replace('-', ' ')}, not an owner`;
      lines.push(`${msgName(m)}: the destination owner ${safeRaw(dest)} ${why}.`);
    }
    return fired(lines);
  },
};

/** Evidence that the forward amount of jetton transfer `m` does not work out, if any. */
function forwardProblems(f: RuleFacts, m: DecodedInternalMessage): string[] {
  const out: string[] = [];
  const fwd = m.body.fields.forward_ton_amount ?? '0';
  for (const r of rowsWithOp(f, OPCODES.jettonTransfer, f.sender)) {
    const code = failureCode(r);
    if (!same(r.account, m.destination!.raw) || !code) continue;
    if (
      (code.exit !== undefined && NOT_ENOUGH_TON_EXIT_CODES.includes(code.exit)) ||
      code.result === NOT_ENOUGH_TON_RESULT
    ) {
      const words =
        code.exit !== undefined ? explainExitCode(code.exit).words : `result code ${code.result}`;
      out.push(
        `${msgName(m)}: the jetton wallet refused with ${words}: the ${ton(m.valueNano)} attached does not cover the forward amount ${ton(fwd)} and the fees.`,
      );
    }
  }
  const owner = m.body.fields.destination;
  for (const r of rowsWithOp(f, OPCODES.jettonNotify)) {
    const code = failureCode(r);
    if (!same(r.account, owner) || code?.exit === undefined) continue;
    out.push(
      `${msgName(m)}: the destination's contract failed on the transfer notification (${explainExitCode(code.exit).words}) with forward amount ${ton(fwd)}.`,
    );
  }
  if (BigInt(fwd) === 0n && accountOf(f, owner)?.kind === 'contract') {
    out.push(
      `${msgName(m)}: forward amount 0: the destination contract is not notified, so it cannot act on the jettons.`,
    );
  }
  return out;
}

const jettonForward: PreflightRule = {
  id: 'jetton-forward-amount',
  title: 'Jetton forward amount too low',
  severity: 'warn',
  sentence: `The TON attached to a jetton transfer must pay its forward amount (the TON the new owner's notification carries) and the fees; a refusal (exit codes ${NOT_ENOUGH_TON_EXIT_CODES.join(', ')} or result code ${NOT_ENOUGH_TON_RESULT}), a notification the destination contract fails on, or a contract not notified at all is flagged.`,
  check: (f) => fired(jettonTransfers(f).flatMap((m) => forwardProblems(f, m))),
};

const toOwnMaster: PreflightRule = {
  id: 'to-own-master',
  title: 'Sent to its own master or collection',
  severity: 'danger',
  sentence:
    'Jettons sent to their own jetton master, or an NFT to its own collection, are usually lost: the master or collection has no way to give them back.',
  check: (f) => {
    const lines: string[] = [];
    for (const m of messagesOf(f)) {
      const to = accountOf(f, m.destination?.raw);
      const master = to?.jettonWallet?.master;
      if (m.body.kind === 'jetton-transfer' && same(m.body.fields.destination, master)) {
        lines.push(`${msgName(m)}: the destination owner is ${master}, this jetton's master.`);
      }
      const collection = to?.nftItem?.collection;
      if (m.body.kind === 'nft-transfer' && same(m.body.fields.new_owner, collection)) {
        lines.push(`${msgName(m)}: the new owner is ${collection}, the item's own collection.`);
      }
    }
    return fired(lines);
  },
};

const willFail: PreflightRule = {
  id: 'will-fail',
  title: 'A transaction will fail',
  severity: 'warn',
  sentence:
    'A transaction whose compute or action phase fails (or is skipped for a reason other than a missing contract or gas) does not do what the message asked, but the fees of every transaction that ran are paid all the same.',
  check: (f) => {
    // A plain transfer bouncing off an address with no code is `will-bounce`'s case.
    const failed = f.rows.filter((r) => {
      const c = r.description.compute_ph;
      const skippedBadly = c?.skipped === true && c.reason !== 'no_state' && c.reason !== 'no_gas';
      return failureCode(r) !== null || skippedBadly;
    });
    if (failed.length === 0) return null;
    const lines = failed.map((r) => `${r.account}: ${transactionStatus(r).reason}`);
    const fees = f.rows.reduce((s, r) => s + BigInt(r.total_fees), 0n);
    const lost = -senderDelta(f);
    lines.push(
      `Still lost: ${ton(fees)} of fees across the trace; the sender ends ${ton(lost > 0n ? lost : 0n)} poorer.`,
    );
    return lines;
  },
};

const balanceShare: PreflightRule = {
  id: 'balance-share',
  title: `More than ${BALANCE_SHARE_PERCENT} % of the balance leaves`,
  severity: 'warn',
  sentence: `Flagged when the sender ends with more than ${BALANCE_SHARE_PERCENT} % of its TON balance at the pinned block gone for good (values sent and fees, less what comes back).`,
  check: (f) => {
    const balance = BigInt(accountOf(f, f.sender)?.balanceNano ?? '0');
    const out = -senderDelta(f);
    if (balance <= 0n || out * 100n <= balance * BigInt(BALANCE_SHARE_PERCENT)) return null;
    const tenths = (out * 1000n) / balance;
    return [`${ton(out)} of ${ton(balance)} leaves for good (${tenths / 10n}.${tenths % 10n} %).`];
  },
};

const traceCap: PreflightRule = {
  id: 'trace-cap',
  title: 'The trace was cut',
  severity: 'warn',
  sentence:
    'Preflight runs at most a stated number of transactions per message; a longer trace is cut there and what follows is not predicted.',
  check: (f) =>
    f.cap.reached ? [`${f.cap.limit} transactions ran; the rest of the trace was not run.`] : null,
};

const stalePin: PreflightRule = {
  id: 'stale-pin',
  title: 'Pinned block is old',
  severity: 'info',
  sentence: `The prediction runs on the state of one masterchain block; one older than ${PIN_AGE_WARN_SECONDS} s may no longer be the state the message will meet.`,
  check: (f) => {
    const age = f.now - f.pin.genUtime;
    return age > PIN_AGE_WARN_SECONDS
      ? [`Block ${f.pin.seqno} is ${age} s old at the prediction's time.`]
      : null;
  },
};

/** Every rule, in display order. */
export const PREFLIGHT_RULES: readonly PreflightRule[] = [
  notAccepted,
  expiry,
  wholeBalance,
  nonBounceable,
  willBounce,
  jettonDestination,
  jettonForward,
  toOwnMaster,
  willFail,
  balanceShare,
  traceCap,
  stalePin,
];

/** The rules that fire on `facts`, each with its evidence. */
export function evaluatePreflightRules(facts: RuleFacts): PreflightWarning[] {
  const out: PreflightWarning[] = [];
  for (const rule of PREFLIGHT_RULES) {
    const evidence = rule.check(facts);
    if (!evidence) continue;
    const { id, title, severity, sentence } = rule;
    out.push({ rule: id, title, severity, sentence, evidence });
  }
  return out;
}
