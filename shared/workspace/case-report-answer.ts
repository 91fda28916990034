import {
  attributionReport,
  attributionSentence,
  canvasAttribution,
  type ReportContext,
} from '../attribution';
import type {
  AttributionReport,
  ReportAccount,
  ReportAmount,
  ReportHop,
} from '../attribution/report-types';
import { nameOnly, type CanvasDocument } from '../canvas/document';
import { unitAssets } from '../canvas/drawing';
import { formatDateTime, shorten, type TimeZoneSetting } from '../format';
import { plural } from '../plural';
import type { Network } from '../profiles';
import { groupThousands } from '../ton/units';
import { toBase64Hash } from '../ton/hash';
import { chainTextLine } from '../text/safety';
import { chainTextHtml, escapeHtml, idHtml } from './report-html';

/**
 * The answer of a canvas kept in a case, as the HTML report states it: the attribution
 * (shared/attribution, the engine the canvas's summary and the CLI's `trace` run) over the
 * ledgers the canvas keeps, so the report needs no request; then the sentence, where the
 * value ended, by which paths (each hop with its transaction and time), what was not
 * followed, and the per-asset reconciliation. Accounts and transactions link to a public
 * explorer on mainnet and testnet (plain ids on Local).
 */

/**
 * The answer of `doc` (null when it holds no ledger of its start: a canvas built before
 * ledgers were kept). Names: the name part of each node's kept name (`exchange.ton`); labels:
 * `label` (the user's now), else the kept ones. Each asset's `symbol` is its unit on `network`
 * (`unitAssets`: a jetton's symbol, lookalike mark and master), the app's own text.
 */
export function canvasAnswer(
  doc: CanvasDocument,
  network: Network,
  label: (address: string) => string | null = () => null,
): AttributionReport | null {
  const a = canvasAttribution(doc);
  if (!a) return null;
  const kept = new Map(doc.nodes.map((n) => [n.address, n]));
  const ctx: ReportContext = {
    naming: (address) => ({
      name: nameOnly(kept.get(address)?.name) || null,
      label: label(address) ?? kept.get(address)?.label ?? null,
    }),
    assets: unitAssets(doc, network),
    walk: null,
  };
  // The sentence mixes chain text (names) with the app's (units, whose ⚠ marks a lookalike):
  // its names are revealed here (`⟦RLO⟧`, `⟦WARNING⟧`), so its HTML keeps only the app's marks
  // ({@link answerSentenceHtml}). The tables' names stay as kept (revealed where drawn).
  const revealed = (t: string | null) => (t === null ? null : chainTextLine(t, Infinity));
  const summary = attributionSentence(a, {
    ...ctx,
    naming: (address) => {
      const n = ctx.naming(address);
      return { name: revealed(n.name), label: revealed(n.label) };
    },
  });
  return { ...attributionReport(a, ctx), summary };
}

/**
 * The answer's sentence as HTML: chain text revealed as everywhere, except the app's own marks,
 * which only its units carry once {@link canvasAnswer} revealed the names (`1,500 TON ⚠ · EQAb…`).
 */
const answerSentenceHtml = (text: string) => chainTextHtml(text, { appMarks: true });

/** How the answer's tables write ids, times and amounts. */
interface AnswerContext {
  network: Network;
  zone: TimeZoneSetting;
}

/** An account's cell: its name (or short address) linked to the explorer, its label under it. */
function accountCell(c: AnswerContext, a: ReportAccount): string {
  const shown = a.name ?? shorten(a.address, 8, 6);
  const link = idHtml(c.network, { kind: 'account', address: a.address }, shown, a.address);
  return `<td class="account" data-address="${escapeHtml(a.address)}">${link}</td>`;
}

/**
 * An answer's unit as HTML: the asset's unit from {@link canvasAnswer} (the app's own text: the
 * jetton unit made its symbol safe, and its `⚠` is the app's mark, not chain text to reveal).
 */
const unitHtml = (x: Pick<ReportAmount, 'symbol'>) => escapeHtml(x.symbol);

/** Amounts in their units, one per line, the raw ones in `data-raw`. */
function amountsCell(list: readonly ReportAmount[]): string {
  const lines = list.map(
    (x) =>
      `<span class="amount" data-asset="${escapeHtml(x.asset)}" data-raw="${escapeHtml(x.amount_raw)}">${escapeHtml(unitsText(x))} ${unitHtml(x)}</span>`,
  );
  return `<td class="num">${lines.join('<br>') || '—'}</td>`;
}

/** "120,000", "817.7": the decimal amount with its thousands grouped. */
function unitsText(x: Pick<ReportAmount, 'amount'>): string {
  const [whole, frac] = x.amount.split('.');
  return `${groupThousands(whole!)}${frac ? `.${frac}` : ''}`;
}

/** The ends table: account, name, label, amount per asset, share of the start, paths, why. */
function endsHtml(c: AnswerContext, r: AttributionReport): string {
  const rows = r.ends.map(
    (e) =>
      `<tr data-address="${escapeHtml(e.address)}">${accountCell(c, e)}<td>${e.label ? chainTextHtml(e.label) : '—'}</td>${amountsCell(e.amounts)}<td class="num">${e.share === null ? '—' : `${escapeHtml(e.share)} %`}</td><td class="num">${e.paths}</td><td>${chainTextHtml(e.reason_text)}</td></tr>`,
  );
  return table(
    'Where the value ended',
    ['Account', 'Label', 'Amount', 'Share of the start', 'Paths', 'Why it ends there'],
    rows,
    'answer-ends',
  );
}

/** A hop: `from → to`, the amount, its transaction (linked) and time. */
function hopHtml(c: AnswerContext, h: ReportHop): string {
  let hash = h.tx_hash;
  try {
    hash = toBase64Hash(h.tx_hash);
  } catch {
    // kept as read
  }
  const tx = idHtml(c.network, { kind: 'transaction', hash }, shorten(hash, 6, 6), 'Transaction');
  const name = (a: ReportAccount) => chainTextHtml(a.name ?? shorten(a.address, 8, 6));
  const what = h.conversion_from
    ? `converted at ${name(h.from)} into ${escapeHtml(unitsText(h))} ${unitHtml(h)}`
    : `${name(h.from)} → ${name(h.to)} ${escapeHtml(unitsText(h))} ${unitHtml(h)}`;
  const when = formatDateTime(Math.floor(Date.parse(h.time) / 1000), c.zone);
  return `<li data-tx="${escapeHtml(h.tx_hash)}">${what} · ${tx} · <time>${escapeHtml(when)}</time></li>`;
}

/** The paths table: each route's destination, what took it, its hops. */
function pathsHtml(c: AnswerContext, r: AttributionReport): string {
  const rows = r.paths.map(
    (p, i) =>
      `<tr data-to="${escapeHtml(p.to.address)}"><td class="num">${i + 1}</td>${accountCell(c, p.to)}${amountsCell(p.amounts)}<td><ol class="hops">${p.hops.map((h) => hopHtml(c, h)).join('')}</ol></td></tr>`,
  );
  const unlisted = r.unlisted_paths.length
    ? `<p class="meta">Routes not listed (merged past the limit) carried ${r.unlisted_paths.map((x) => `${escapeHtml(unitsText(x))} ${unitHtml(x)}`).join(' and ')}.</p>`
    : '';
  return (
    table('Paths', ['#', 'To', 'Amount', 'Hops (transaction, time)'], rows, 'answer-paths') +
    unlisted
  );
}

/** The frontier: accounts not followed, why, and the value there. */
function frontierHtml(c: AnswerContext, r: AttributionReport): string {
  if (!r.frontier.length)
    return '<h4>Not followed</h4><p class="none">None: every trail was followed to its end.</p>';
  const rows = r.frontier.map(
    (f) =>
      `<tr data-address="${escapeHtml(f.address)}">${accountCell(c, f)}<td>${chainTextHtml(f.reason_text)}</td>${amountsCell(f.amounts)}</tr>`,
  );
  return table('Not followed', ['Account', 'Why', 'Amount'], rows, 'answer-frontier');
}

/** The attribution's reconciliation: per asset, start + converted in = the parts, exactly. */
export function answerReconciliationHtml(r: AttributionReport): string {
  const rows = r.reconciliation.map((x) => {
    const cells = [
      x.start_raw,
      x.converted_in_raw,
      x.ends_raw,
      x.remains_raw,
      x.fees_raw,
      x.frontier_raw,
      x.converted_out_raw,
    ].map((v) => `<td class="num" data-raw="${escapeHtml(v)}">${escapeHtml(v)}</td>`);
    return `<tr data-asset="${escapeHtml(x.asset)}"><td>${unitHtml(x)}</td>${cells.join('')}<td>${x.balanced ? 'balanced' : '<strong class="diff-bad">does not balance</strong>'}</td></tr>`;
  });
  return table(
    'Reconciliation of the traced value (smallest units)',
    [
      'Asset',
      'Start',
      'Converted in',
      'At ends',
      'Kept',
      'Fees',
      'Not followed',
      'Converted out',
      '',
    ],
    rows,
    'answer-reconciliation',
  );
}

function table(title: string, head: string[], rows: string[], cls: string): string {
  return (
    `<h4>${escapeHtml(title)}</h4><table class="statement ${cls}" aria-label="${escapeHtml(title)}"><thead><tr>${head.map((h) => `<th>${escapeHtml(h)}</th>`).join('')}</tr></thead>` +
    `<tbody>${rows.join('') || `<tr><td colspan="${head.length}" class="none">None.</td></tr>`}</tbody></table>`
  );
}

/** The executive summary: the sentence of each canvas that has an answer. */
export function executiveSummaryHtml(
  answers: ReadonlyArray<{ name: string; answer: AttributionReport }>,
): string {
  if (!answers.length) return '';
  const items = answers.map(
    (a) =>
      `<p class="answer" data-canvas="${escapeHtml(a.name)}">${answers.length > 1 ? `<strong>${chainTextHtml(a.name)}:</strong> ` : ''}${answerSentenceHtml(a.answer.summary)}</p>`,
  );
  return `<section class="executive-summary" aria-label="Executive summary"><h2>Executive summary</h2>${items.join('')}<p class="meta">Attributed by the ${escapeHtml(answers[0]!.answer.rule === 'fifo' ? 'FIFO (first in, first out)' : 'haircut (proportional)')} rule over the ledgers each canvas keeps; ${plural(answers.length, 'canvas', 'canvases')} below with the tables behind ${answers.length === 1 ? 'it' : 'them'}.</p></section>`;
}

/**
 * The answer's tables for one canvas, in the report's order before its picture: where the
 * value ended, the paths, what was not followed.
 */
export function answerTablesHtml(
  r: AttributionReport,
  network: Network,
  zone: TimeZoneSetting,
): string {
  const c = { network, zone };
  return `<p class="answer">${answerSentenceHtml(r.summary)}</p>${endsHtml(c, r)}${pathsHtml(c, r)}${frontierHtml(c, r)}`;
}
