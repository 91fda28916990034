import { Address } from '@ton/core';
import type { Network } from '../profiles';
import { parsedOrNull } from '../parses';
import { formatAddress, normalizeAddress } from '../ton/address';
import { labelKey } from '../workspace/labels';
import { toBigInt } from '../ton/amount';
import { txMovement, type Movement, type MovementTransaction } from '../ledger/tx-movement';
import type { RiskFlag } from './flags';

/**
 * Address poisoning: a scammer makes a wallet whose user-friendly address starts and ends
 * like one the victim really pays, and sends the victim a transfer of no value (often with a
 * comment) so the lookalike sits in the history, waiting to be copied for the next payment.
 *
 * The rule fires on an INCOMING transfer of dust or zero value (TON at most the dust
 * threshold; a jetton transfer of 0 units) whose sender's user-friendly form shares at least
 * its first {@link LOOKALIKE_HEAD} and last {@link LOOKALIKE_TAIL} characters with the same
 * form of a GENUINE counterparty: an address the account has sent anything to, or received
 * more than dust from (or the account itself). The sender must not be a genuine counterparty
 * itself. Both forms are compared (bounceable with bounceable, non-bounceable with
 * non-bounceable, in the network's flags): what a shortened address (`UQAb…wxyz`) shows is
 * all a user checks. Four leading characters are the two-character tag every basechain
 * address shares plus two more (8 bits of the hash); two trailing ones are 12 bits of the
 * checksum: one pair in about a million matches by chance, a poisoner matches more.
 */

/** Leading characters that must match (the tag `UQ`/`EQ` and two more). */
export const LOOKALIKE_HEAD = 4;
/** Trailing characters that must match. */
export const LOOKALIKE_TAIL = 2;

/**
 * The user-friendly forms compared, the network's flags: non-bounceable first (wallets are
 * shown so, and a tie keeps it), then bounceable.
 */
function formsOf(raw: string, network: Network): [string, string] | null {
  return parsedOrNull(() => {
    const a = Address.parse(raw);
    return [
      formatAddress(a, network, { bounceable: false }),
      formatAddress(a, network, { bounceable: true }),
    ];
  });
}

/** Characters `a` and `b` share at the start and at the end. */
export function sharedEnds(a: string, b: string): { head: number; tail: number } {
  let head = 0;
  while (head < a.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  return { head, tail };
}

/** A lookalike found: the genuine address it imitates and how much of which form it shares. */
export interface Lookalike {
  /** The genuine counterparty (raw lower-case). */
  genuine: string;
  /** The lookalike's and the genuine address's forms that match (the same flags). */
  lookalikeForm: string;
  genuineForm: string;
  head: number;
  tail: number;
}

/**
 * The addresses an account has really transacted with, on one network, indexed by the first
 * {@link LOOKALIKE_HEAD} characters of each form so a lookalike is found in constant time.
 * Addresses raw lower-case.
 */
export class GenuineCounterparties {
  private readonly raws = new Set<string>();
  private readonly byHead = new Map<string, Array<{ raw: string; form: string }>>();

  constructor(readonly network: Network) {}

  /** Adds an address (any form; ignored when it does not parse). */
  add(address: string): void {
    // v3 answers raw: lower-casing is the key, no parse per row (a list has 100 000).
    const raw = parsedOrNull(() => labelKey(address));
    if (!raw || this.raws.has(raw)) return;
    const forms = formsOf(raw, this.network);
    if (!forms) return;
    this.raws.add(raw);
    for (const form of forms) {
      const key = form.slice(0, LOOKALIKE_HEAD);
      const list = this.byHead.get(key) ?? [];
      list.push({ raw, form });
      this.byHead.set(key, list);
    }
  }

  /** True when the account has really transacted with `raw` (raw lower-case). */
  has(raw: string): boolean {
    return this.raws.has(raw);
  }

  get size(): number {
    return this.raws.size;
  }

  /**
   * Adds the counterparty of a movement of the account when the movement makes it genuine:
   * anything the account sent, or received above dust ({@link noValue}).
   */
  addMovement(m: PoisoningMovement, dustNano: bigint): void {
    if (m.counterparty && (m.direction === 'out' || !noValue(m, dustNano)))
      this.add(m.counterparty);
  }

  /**
   * The genuine counterparty `address` imitates (the longest shared ends), or null: none
   * shares {@link LOOKALIKE_HEAD} leading and {@link LOOKALIKE_TAIL} trailing characters of
   * one form, or `address` is itself genuine.
   */
  lookalikeOf(address: string): Lookalike | null {
    const raw = parsedOrNull(() => labelKey(address));
    if (!raw || this.raws.has(raw)) return null;
    let best: Lookalike | null = null;
    for (const form of formsOf(raw, this.network) ?? []) {
      for (const g of this.byHead.get(form.slice(0, LOOKALIKE_HEAD)) ?? []) {
        const { head, tail } = sharedEnds(form, g.form);
        if (head < LOOKALIKE_HEAD || tail < LOOKALIKE_TAIL) continue;
        if (!best || head + tail > best.head + best.tail) {
          best = { genuine: g.raw, lookalikeForm: form, genuineForm: g.form, head, tail };
        }
      }
    }
    return best;
  }
}

/** What the rule reads of a movement (a transaction's {@link Movement} fits). */
export type PoisoningMovement = Pick<
  Movement,
  'direction' | 'counterparty' | 'asset' | 'amount' | 'tonNano' | 'operation'
>;

/** Plain TON payments: a contract's excess or call back is not a payment to anyone. */
const PAYMENTS = new Set(['TON transfer', 'Text comment']);

/**
 * True when a movement is a transfer of no value: a plain TON payment of at most `dust`
 * nanotons, or 0 jetton units.
 */
export function noValue(m: PoisoningMovement, dustNano: bigint): boolean {
  if (m.asset.kind === 'jetton') return toBigInt(m.amount) === 0n;
  if (m.asset.kind !== 'ton' || !PAYMENTS.has(m.operation)) return false;
  return toBigInt(m.tonNano) <= dustNano;
}

/**
 * The genuine counterparties of `account` in `txs` (v3 transactions of the account): every
 * address it sent to, and every sender of more than dust (TON above `dustNano`, jettons
 * above 0, NFTs); the account itself too (poisoners imitate it as well).
 */
export function genuineCounterparties(
  txs: Iterable<MovementTransaction>,
  account: string,
  dustNano: bigint,
  network: Network,
): GenuineCounterparties {
  const g = new GenuineCounterparties(network);
  g.add(account);
  for (const tx of txs) {
    const m = parsedOrNull(() => txMovement(tx, account));
    if (m) g.addMovement(m, dustNano);
  }
  return g;
}

/** Shortened the way lists show it, for the detail text (`UQAb…wxyz`). */
const short = (form: string) => `${form.slice(0, LOOKALIKE_HEAD)}…${form.slice(-4)}`;

/**
 * `address-poisoning` for one movement seen from its account: an incoming transfer of no
 * value (see {@link noValue}) from a lookalike of a genuine counterparty. Subject: the
 * lookalike (raw); `related`: the genuine counterparty it imitates; evidence: the
 * lookalike's form that matches.
 */
export function addressPoisoning(
  m: PoisoningMovement,
  genuine: GenuineCounterparties,
  dustNano: bigint,
): RiskFlag[] {
  if (m.direction !== 'in' || !m.counterparty || !noValue(m, dustNano)) return [];
  const hit = genuine.lookalikeOf(m.counterparty);
  if (!hit) return [];
  const lookalike = normalizeAddress(m.counterparty);
  const shared = `${hit.lookalikeForm.slice(0, hit.head)}…${hit.lookalikeForm.slice(-hit.tail)}`;
  return [
    {
      rule: 'address-poisoning',
      subject: lookalike,
      field: 'address',
      evidence: hit.lookalikeForm,
      detail: `A transfer of no value from ${short(hit.lookalikeForm)}, which shares its first ${hit.head} and last ${hit.tail} characters (${shared}) with ${hit.genuineForm}, an address this account really transacted with. Never copy an address from this transfer.`,
      related: hit.genuine,
    },
  ];
}
