import { tonToNano, nanoToTon } from '../../../../shared/ton/amount';
import type { WhatIfChange } from '../../../../shared/replay/what-if';
import type { TxOutcome } from '../../../../shared/replay/types';
import { explainExitCode, explainResultCode } from '../../../../shared/replay/exit-explain';

/**
 * The what-if form's pure parts: the form's text fields into a `replay:what-if` change (TON
 * amounts to nanotons, a clear error for anything else), and the comparison of the what-if's
 * outcome with the chain's, field by field, differences marked.
 */

/** The form as typed: amounts in TON (decimal text), bounce `''` (unchanged), body hex/BoC. */
export interface WhatIfForm {
  value: string;
  bounce: '' | 'true' | 'false';
  body: string;
  balance: string;
}

export const EMPTY_WHAT_IF: WhatIfForm = { value: '', bounce: '', body: '', balance: '' };

/** A TON amount field as nanotons (decimal string); throws `Error` naming the field. */
function nanotons(field: string, text: string): string {
  let n: bigint;
  try {
    n = tonToNano(text);
  } catch {
    throw new Error(`The ${field} must be a TON amount such as 0.05 (at most 9 decimals).`);
  }
  if (n < 0n) throw new Error(`The ${field} cannot be negative.`);
  return n.toString();
}

/** The change the form asks for, or the first error in words. */
export function whatIfChangeOf(
  form: WhatIfForm,
): { change: WhatIfChange; error?: undefined } | { change?: undefined; error: string } {
  try {
    const change: WhatIfChange = {};
    if (form.value.trim()) change.value = nanotons('in-message value', form.value);
    if (form.bounce) change.bounce = form.bounce === 'true';
    if (form.body.trim()) change.body = form.body.trim();
    if (form.balance.trim()) change.balance = nanotons('account balance', form.balance);
    if (Object.keys(change).length === 0) {
      return {
        error: 'Change at least one input: the value, the bounce flag, the body or the balance.',
      };
    }
    return { change };
  } catch (e) {
    return { error: (e as Error).message };
  }
}

/** One compared field: the chain's and the what-if's, as text, and whether they differ. */
export interface ComparedRow {
  key: string;
  label: string;
  chain: string;
  whatIf: string;
  differs: boolean;
}

const ton = (n: string | null | undefined) =>
  n === null || n === undefined ? '—' : `${nanoToTon(n)} TON`;

/** The compute phase as one line: "exit code 0 (success)", "skipped (no-gas)". */
function computeText(o: TxOutcome): string {
  const c = o.compute;
  if (!c) return 'none';
  if (c.skipped) return `skipped (${c.reason ?? '?'})`;
  if (c.exitCode === null) return c.success ? 'success' : 'failed';
  const meaning = explainExitCode(c.exitCode).meaning;
  return `exit code ${c.exitCode}${meaning ? ` (${meaning})` : ''}`;
}

function actionText(o: TxOutcome): string {
  const a = o.action;
  if (!a) return 'none';
  const meaning = explainResultCode(a.resultCode).meaning;
  return `result ${a.resultCode}${meaning ? ` (${meaning})` : ''}, ${a.messagesCreated} messages`;
}

function outText(o: TxOutcome): string {
  if (o.outMessages.length === 0) return 'none';
  return o.outMessages
    .map((m) => (m.type === 'internal' ? ton(m.value) : 'external out'))
    .join(', ');
}

const FIELDS: Array<[key: string, label: string, text: (o: TxOutcome) => string]> = [
  ['compute', 'Compute phase', computeText],
  ['gas', 'Gas used', (o) => o.compute?.gasUsed ?? '—'],
  ['action', 'Action phase', actionText],
  ['bounce', 'Bounce phase', (o) => o.bounce ?? 'none'],
  ['fees', 'Total fees', (o) => ton(o.totalFees)],
  ['out', 'Out messages', (o) => `${o.outMessages.length}: ${outText(o)}`],
  ['balance', 'Balance after', (o) => ton(o.balanceAfter)],
  ['status', 'Account status after', (o) => o.endStatus],
];

/** The what-if's outcome beside the chain's, field by field; a missing side reads "—". */
export function compareOutcomes(chain: TxOutcome | null, whatIf: TxOutcome | null): ComparedRow[] {
  return FIELDS.map(([key, label, text]) => {
    const a = chain ? text(chain) : '—';
    const b = whatIf ? text(whatIf) : '—';
    return { key, label, chain: a, whatIf: b, differs: a !== b };
  });
}

/** The form pre-filled from the chain's transaction (its in-message value and bounce flag). */
export function formHints(
  inValueNano: string | null,
  bounce: boolean | null,
): { value: string; bounce: string } {
  return {
    value: inValueNano ? `${nanoToTon(inValueNano)} (the chain's)` : 'TON',
    bounce:
      bounce === null ? 'unchanged' : `unchanged (${bounce ? 'bounceable' : 'non-bounceable'})`,
  };
}
