import { parsedOrNull } from '../parses';
import { normalizeAddress } from '../ton/address';
import { txMovement, type MovementTransaction } from '../ledger/tx-movement';
import { commentSpam } from './comment-spam';
import { dustPayment } from './dust';
import { uniqueFlags, type RiskFlag } from './flags';
import { applyOverrides, type RiskOverrides } from './overrides';
import { impersonatesKnownJetton, impersonatesTon, type JettonIdentity } from './jetton-rules';
import { suspendedAddress, type SuspendedList } from './suspended';
import { addressLikeName, hiddenCharacters } from './text-rules';
import { addressPoisoning, type GenuineCounterparties, type PoisoningMovement } from './poisoning';

/**
 * What the rules need beyond the data itself: the dust threshold (Settings, nanotons) and
 * the suspended list of configuration parameter 44 (null while not loaded or absent).
 */
export interface RiskContext {
  dustThresholdNano: bigint;
  suspended: SuspendedList | null;
  /**
   * The account's genuine counterparties, where a list knows its history (its transactions):
   * the address-poisoning rule compares senders of no-value transfers with them.
   */
  genuine?: GenuineCounterparties | null;
}

/** Raw lower-case form, or null for what is not an address (`none`, empty). */
function rawOf(address: string | null | undefined): string | null {
  return address ? parsedOrNull(() => normalizeAddress(address)) : null;
}

/**
 * Every flag of a jetton: its symbol or name reads as TON or a known jetton, hidden
 * characters in either, a name that reads as an address. Subject: the master.
 */
export function jettonFlags(j: JettonIdentity): RiskFlag[] {
  const master = rawOf(j.master) ?? j.master;
  const id = { ...j, master };
  const place = (field: string) => ({ field, subject: master });
  return uniqueFlags([
    ...impersonatesTon(id),
    ...impersonatesKnownJetton(id),
    ...hiddenCharacters(j.symbol, place('symbol')),
    ...hiddenCharacters(j.name, place('name')),
    ...addressLikeName(j.symbol, place('symbol')),
    ...addressLikeName(j.name, place('name')),
  ]);
}

/**
 * Flags of a name shown beside an account that the user did not set (an NFT's or a
 * collection's name, an index's domain): hidden characters and address-like names.
 */
export function nameFlags(
  name: string | null | undefined,
  place: { field: string; subject: string },
  opts: { resolvedTonName?: boolean } = {},
): RiskFlag[] {
  const subject = rawOf(place.subject) ?? place.subject;
  const p = { field: place.field, subject };
  return uniqueFlags([...hiddenCharacters(name, p), ...addressLikeName(name, p, opts)]);
}

/** Flags of an account by its address alone: the suspended list. */
export function accountFlags(address: string, ctx: RiskContext): RiskFlag[] {
  const raw = rawOf(address);
  return raw ? suspendedAddress(raw, ctx.suspended) : [];
}

/**
 * True when the account has a flag by its address ({@link accountFlags}) that the user has
 * not overridden (trusted, or the rule ignored there): what a drawing of accounts marks with
 * ⚠ (the canvas on screen, its SVG, the flags kept with a saved canvas).
 */
export function accountFlagged(
  address: string,
  ctx: RiskContext,
  overrides: RiskOverrides,
): boolean {
  return applyOverrides(accountFlags(address, ctx), overrides).shown.length > 0;
}

/**
 * Every flag of a v3 transaction seen from `account`: for what it received, the comment
 * (spam, hidden characters; the jetton notification's forward comment too) and a TON value
 * under the dust threshold (a plain transfer or comment only: fees' excesses and contract
 * calls are not payments), all about the sender; the suspended list for the account and the
 * other side; and, when `jetton` gives the moved jetton's identity, the jetton's flags.
 */
export function transactionFlags(
  tx: MovementTransaction,
  account: string,
  ctx: RiskContext,
  jetton?: (jettonWallet: string) => JettonIdentity | null,
): RiskFlag[] {
  const m = txMovement(tx, account);
  const other = rawOf(m.counterparty);
  const flags: RiskFlag[] = [...accountFlags(account, ctx)];
  if (other) flags.push(...accountFlags(other, ctx));
  if (m.direction === 'in' && other) {
    flags.push(...commentSpam(m.comment, other));
    flags.push(
      ...hiddenCharacters(m.comment, { field: 'comment', subject: other }, { multiline: true }),
    );
    if (
      m.asset.kind === 'ton' &&
      (m.operation === 'TON transfer' || m.operation === 'Text comment')
    ) {
      flags.push(...dustPayment(m.tonNano, ctx.dustThresholdNano, other));
    }
    if (ctx.genuine) flags.push(...addressPoisoning(m, ctx.genuine, ctx.dustThresholdNano));
  }
  if (m.asset.kind === 'jetton' && jetton) {
    const id = jetton(m.asset.wallet);
    if (id) flags.push(...jettonFlags(id));
  }
  return uniqueFlags(flags);
}

/**
 * What the action rules read of a v3 action (toncenter `actions`), as the app words it: the
 * type, the two sides (raw or user-friendly), the amount (nanotons when `asset` is null, else
 * jetton units of the master `asset`) and the text comment.
 */
export interface ActionFacts {
  type: string;
  from?: string | undefined;
  to?: string | undefined;
  amount?: { value: string; asset: string | null } | undefined;
  comment?: string | undefined;
}

/**
 * An action seen from `account` as the address-poisoning rule reads a movement: its direction,
 * the other side, the asset (TON, or the jetton master as the wallet) and the amount. A plain
 * `ton_transfer` reads as a TON payment; null when the account is on neither side.
 */
export function actionMovement(a: ActionFacts, account: string): PoisoningMovement | null {
  const me = rawOf(account);
  const from = rawOf(a.from);
  const to = rawOf(a.to);
  if (!me || (from !== me && to !== me)) return null;
  const incoming = to === me && from !== me;
  const value = a.amount?.value ?? '0';
  const ton = !a.amount || a.amount.asset === null;
  return {
    direction: incoming ? 'in' : 'out',
    counterparty: incoming ? from : to,
    asset: ton ? { kind: 'ton' } : { kind: 'jetton', wallet: a.amount!.asset! },
    amount: value,
    tonNano: ton ? value : '0',
    operation: a.type === 'ton_transfer' ? 'TON transfer' : a.type,
  };
}

/**
 * Every flag of a v3 action seen from `account`, by the same rules as
 * {@link transactionFlags}: for what it received, the comment (spam, hidden characters) and a
 * plain TON transfer under the dust threshold, about the sender; the suspended list for the
 * account and the other side; and, when `jetton` gives the moved jetton's identity (by
 * master), the jetton's flags.
 */
export function actionFlags(
  a: ActionFacts,
  account: string,
  ctx: RiskContext,
  jetton?: (jettonMaster: string) => JettonIdentity | null,
): RiskFlag[] {
  const me = rawOf(account);
  const from = rawOf(a.from);
  const to = rawOf(a.to);
  const other = from === me ? to : from;
  const flags: RiskFlag[] = [...accountFlags(account, ctx)];
  if (other) flags.push(...accountFlags(other, ctx));
  if (me && to === me && from && from !== me) {
    flags.push(...commentSpam(a.comment, from));
    flags.push(
      ...hiddenCharacters(a.comment, { field: 'comment', subject: from }, { multiline: true }),
    );
    if (a.type === 'ton_transfer' && a.amount?.asset === null) {
      flags.push(...dustPayment(a.amount.value, ctx.dustThresholdNano, from));
    }
    const m = ctx.genuine ? actionMovement(a, account) : null;
    if (m) flags.push(...addressPoisoning(m, ctx.genuine!, ctx.dustThresholdNano));
  }
  if (a.amount?.asset && jetton) {
    const id = jetton(a.amount.asset);
    if (id) flags.push(...jettonFlags(id));
  }
  return uniqueFlags(flags);
}
