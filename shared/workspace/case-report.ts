import { formatDateTime, formatDateTimeMs, type TimeZoneSetting } from '../format';
import { plural } from '../plural';
import { revealUnsafe } from '../text/safety';
import { stripXmlInvalid } from '../text/xml';
import type { AssetStatement } from '../ledger/statement';
import { formatUnits } from '../ton/units';
import type { CaseFile, CaseFileItem, CaseItemKind } from './cases';
import type { CanvasDocument } from '../canvas/document';
import { canvasTitle, edgeAmountText, keptName } from '../canvas/drawing';
import { canvasSvg } from '../canvas/picture-svg';
import type { ExplorerPage } from '../desktop/explorer-url';
import type { Network } from '../profiles';
import { chainTextHtml, escapeHtml, idHtml } from './report-html';
import type { AttributionReport } from '../attribution/report-types';
import {
  answerReconciliationHtml,
  answerTablesHtml,
  executiveSummaryHtml,
} from './case-report-answer';

import type { SavedReplay } from '../replay/saved';
import { replaysHtml } from './case-report-replays';

export { chainTextHtml, escapeHtml, idHtml } from './report-html';

/**
 * The reconciliation of one account of a case (whole history): one statement per asset, or
 * why the account could not be read.
 */
export type CaseStatements = { account: string; name: string | null } & (
  { statements: AssetStatement[]; error?: undefined } | { statements?: undefined; error: string }
);

/**
 * A canvas kept in the case, as the report draws it: its name, when it was saved (unix ms),
 * and its answer (the attribution over the ledgers it keeps, `canvasAnswer` in
 * case-report-answer.ts; null when it keeps none).
 */
export interface ReportCanvas {
  name: string;
  savedAt: number;
  doc: CanvasDocument;
  answer?: AttributionReport | null;
}

/**
 * The HTML report of a case: one self-contained file (styles inline, no scripts, no remote
 * resource, a CSP that forbids loading any), readable offline in any browser and printable.
 * Every piece of text (names, notes, labels: user text; references and summaries: chain
 * data) is escaped. The case file itself is embedded as inert JSON data (`application/json`)
 * so the report carries what it shows.
 */

/** JSON safe inside a `<script type="application/json">` block (no `</script>`, no `<!--`). */
function inertJson(value: unknown): string {
  return JSON.stringify(value, null, 1)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const SECTIONS: Array<{ kind: CaseItemKind; title: string; refName: string }> = [
  { kind: 'address', title: 'Addresses', refName: 'Address' },
  { kind: 'transaction', title: 'Transactions', refName: 'Transaction hash' },
  { kind: 'trace', title: 'Traces', refName: 'Trace id' },
];

const TONES = new Set(['ok', 'bad', 'warn', 'pending', 'neutral']);

const STYLE = `
:root { color-scheme: light dark; --fg: #1d2330; --muted: #5d6677; --bg: #fff; --soft: #f3f5f8;
  --border: #d8dde6; --ok: #2b8a3e; --bad: #c92a2a; --warn: #b35c00; --pending: #1864ab; }
@media (prefers-color-scheme: dark) { :root { --fg: #e6e9ef; --muted: #a3acbb; --bg: #161a21;
  --soft: #1f2530; --border: #343c4a; --ok: #69db7c; --bad: #ff8787; --warn: #ffc078;
  --pending: #74c0fc; } }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 1100px; padding: 24px; font: 14px/1.5 system-ui, -apple-system,
  "Segoe UI", Roboto, sans-serif; color: var(--fg); background: var(--bg); }
h1 { font-size: 24px; margin: 0 0 4px; overflow-wrap: anywhere; }
h2 { font-size: 18px; margin: 28px 0 8px; border-bottom: 1px solid var(--border); padding-bottom: 4px; }
.meta { color: var(--muted); margin: 0 0 12px; }
.case-note, .note { white-space: pre-wrap; overflow-wrap: anywhere; }
.case-note { background: var(--soft); border: 1px solid var(--border); border-radius: 6px; padding: 8px 12px; }
.item { border: 1px solid var(--border); border-radius: 6px; padding: 10px 12px; margin: 8px 0;
  break-inside: avoid; }
.ref { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 13px;
  overflow-wrap: anywhere; }
.label { font-weight: 600; margin-right: 8px; }
.label-source { color: var(--muted); font-size: 0.85em; margin-right: 8px; }
.status { display: inline-block; border-radius: 9px; padding: 0 8px; font-size: 12px; font-weight: 600;
  border: 1px solid currentColor; margin-right: 6px; }
.tone-ok { color: var(--ok); } .tone-bad { color: var(--bad); } .tone-warn { color: var(--warn); }
.tone-pending { color: var(--pending); } .tone-neutral { color: var(--muted); }
.summary { margin: 4px 0 0; }
.risk-flags { margin: 4px 0 0; padding-left: 1.2em; color: #8a5a00; }
.note { margin: 6px 0 0; padding-left: 8px; border-left: 3px solid var(--border); }
.none { color: var(--muted); font-style: italic; }
.picture { margin: 8px 0 0; overflow-x: auto; }
.picture img { max-width: 100%; height: auto; border: 1px solid var(--border); border-radius: 6px; }
.canvas-picture svg { max-width: 100%; height: auto; border: 1px solid var(--border); border-radius: 6px; }
.notes-list { margin: 4px 0 0; padding-left: 1.2em; }
footer { margin-top: 32px; color: var(--muted); font-size: 12px; }
bdi { unicode-bidi: isolate; }
.unsafe-char { font: 0.75em monospace; color: #b42318; border: 1px solid currentColor; border-radius: 3px; padding: 0 1px; margin: 0 1px; }
.statement { border-collapse: collapse; margin: 6px 0 12px; font-variant-numeric: tabular-nums; }
.statement th, .statement td { border: 1px solid var(--border); padding: 2px 8px; text-align: right; }
.statement th:first-child, .statement td:first-child { text-align: left; }
.diff-bad { color: var(--bad); font-weight: 600; }
.answer { font-size: 15px; background: var(--soft); border: 1px solid var(--border); border-radius: 6px; padding: 8px 12px; }
.statement td.num { text-align: right; }
.statement td.account, .statement td:not(.num) { text-align: left; }
.hops { margin: 0; padding-left: 1.2em; text-align: left; }
h4 { margin: 14px 0 4px; }
@media print { body { padding: 0; } .item { border-color: #999; } }
`;

/** The explorer page of a case item: accounts and transactions (a trace has none). */
function itemPage(item: CaseFileItem): ExplorerPage | null {
  if (item.kind === 'address') return { kind: 'account', address: item.ref };
  if (item.kind === 'transaction') return { kind: 'transaction', hash: item.ref };
  return null;
}

function itemHtml(
  item: CaseFileItem,
  refName: string,
  zone: TimeZoneSetting,
  network: Network,
): string {
  const parts: string[] = ['<div class="item">'];
  const s = item.summary;
  parts.push('<div>');
  if (item.label) {
    // The label's provenance (a built-in or imported set's claim, or the user's own) beside it.
    const source = item.labelSource ? ` title="${escapeHtml(item.labelSource)}"` : '';
    parts.push(`<span class="label"${source}>${chainTextHtml(item.label)}</span>`);
    if (item.labelSource) {
      parts.push(`<span class="label-source">(${chainTextHtml(item.labelSource)})</span>`);
    }
  }
  if (s?.name && s.name !== item.label) {
    parts.push(`<span class="label">${chainTextHtml(s.name)}</span>`);
  }
  // The reference as the user's hash setting shows it (the case keeps its own form).
  const ref = escapeHtml(s?.shownRef ?? item.ref);
  const page = itemPage(item);
  parts.push(
    page
      ? `${idHtml(network, page, s?.shownRef ?? item.ref, refName)}</div>`
      : `<span class="ref" title="${escapeHtml(refName)}">${ref}</span></div>`,
  );
  const facts: string[] = [];
  if (s?.time !== undefined) facts.push(`<time>${escapeHtml(formatDateTime(s.time, zone))}</time>`);
  if (s?.account) {
    const who = s.accountName ? `${chainTextHtml(s.accountName)} ` : '';
    facts.push(`on ${who}<span class="ref">${escapeHtml(s.account)}</span>`);
  }
  if (facts.length) parts.push(`<p class="meta">${facts.join(' · ')}</p>`);
  if (s && (s.status || s.text)) {
    const tone = TONES.has(s.tone) ? s.tone : 'neutral';
    parts.push('<p class="summary">');
    if (s.status) parts.push(`<span class="status tone-${tone}">${escapeHtml(s.status)}</span>`);
    parts.push(`${chainTextHtml(s.text)}</p>`);
    if (s.picture) {
      // As an image (CSP img-src data:), an SVG runs no script and fetches nothing.
      parts.push(
        `<figure class="picture"><img alt="${escapeHtml(`Graph of ${refName.toLowerCase()} ${item.ref}`)}" src="data:image/svg+xml;charset=utf-8,${encodeURIComponent(stripXmlInvalid(s.picture))}"></figure>`,
      );
    }
  } else {
    parts.push('<p class="summary none">No current summary (it was not loaded when exported).</p>');
  }
  if (s?.flags?.length) {
    // Each flag with its rule and evidence (chain text, isolated and spelled out), never a verdict.
    parts.push('<ul class="risk-flags" aria-label="Risk flags">');
    for (const f of s.flags) {
      parts.push(
        `<li>⚠ <strong>${escapeHtml(f.title)}</strong> (${escapeHtml(f.field)}: ${chainTextHtml(f.evidence)}): ${chainTextHtml(f.detail)}</li>`,
      );
    }
    parts.push('</ul>');
  }
  parts.push(
    item.note
      ? `<p class="note">${chainTextHtml(item.note)}</p>`
      : '<p class="note none">No note.</p>',
  );
  parts.push('</div>');
  return parts.join('');
}

/** An amount of a statement in its asset's units, the exact smallest units in `data-raw`. */
function statementCell(raw: string | null, st: AssetStatement, cls = ''): string {
  if (raw === null) return '<td class="none">not known</td>';
  const shown = `${formatUnits(raw, st.decimals ?? 0, { group: true })} ${st.symbol ?? st.key}`;
  return `<td${cls ? ` class="${cls}"` : ''} data-raw="${escapeHtml(raw)}">${chainTextHtml(shown)}</td>`;
}

/**
 * The reconciliation section: per account of the case, per asset, opening + in − out − fees
 * = closing against the chain's balance, the difference shown (never hidden) with the gaps
 * and notes that explain it.
 */
function statementsHtml(accounts: readonly CaseStatements[]): string {
  const out = ['<h2>Reconciliation</h2>'];
  out.push(
    '<p class="meta">Each account of the case over its whole history, from the ledger: opening + in − out − fees = closing, set against the balance the chain reports now. Amounts in each asset\'s units (exact smallest units in the data).</p>',
  );
  if (!accounts.length) out.push('<p class="none">No account in this case.</p>');
  for (const a of accounts) {
    const who = a.name ? `${chainTextHtml(a.name)} ` : '';
    out.push(`<h3>${who}<span class="ref">${escapeHtml(a.account)}</span></h3>`);
    if (a.error !== undefined) {
      out.push(`<p class="none">Could not be reconciled: ${chainTextHtml(a.error)}</p>`);
      continue;
    }
    out.push(
      `<table class="statement" data-account="${escapeHtml(a.account)}" aria-label="${escapeHtml(`Statement of ${a.account}`)}"><thead><tr><th>Asset</th><th>Opening</th><th>In</th><th>Out</th><th>Fees</th><th>Closing</th><th>Chain balance</th><th>Difference</th></tr></thead><tbody>`,
    );
    for (const st of a.statements) {
      const off = st.difference !== null && st.difference !== '0';
      out.push(
        `<tr data-asset="${escapeHtml(st.key)}"><td>${chainTextHtml(st.symbol ?? st.key)}</td>` +
          statementCell(st.opening, st) +
          statementCell(st.in, st) +
          statementCell(st.out, st) +
          statementCell(st.fees, st) +
          statementCell(st.closing, st) +
          statementCell(st.chainBalance, st) +
          statementCell(st.difference, st, off ? 'diff-bad' : '') +
          '</tr>',
      );
    }
    out.push('</tbody></table>');
    const notes = [
      ...new Set(
        a.statements.flatMap((st) => [...st.notes, ...st.gaps.map((g) => `gap: ${g.reason}`)]),
      ),
    ];
    if (notes.length) {
      out.push(
        `<ul class="meta">${notes.map((n) => `<li>${chainTextHtml(n)}</li>`).join('')}</ul>`,
      );
    }
  }
  return out.join('');
}

/**
 * The canvases section: each kept canvas drawn inline as SVG from its saved layout (names as
 * the canvas showed them when saved), what its auto-traces did, and the notes on its nodes
 * and edges.
 */
function canvasesHtml(canvases: readonly ReportCanvas[], network: Network, zone: TimeZoneSetting) {
  const out = [`<h2>Canvases (${canvases.length})</h2>`];
  canvases.forEach((c, i) => {
    const name = keptName(c.doc);
    const title = canvasTitle(c.doc, {
      name,
      network,
      at: Math.floor(c.savedAt / 1000),
      zone,
      canvasName: c.name,
    });
    out.push(`<section class="item" data-canvas="${escapeHtml(c.name)}">`);
    out.push(`<h3>${chainTextHtml(c.name)}</h3>`);
    out.push(
      `<p class="meta">${plural(c.doc.nodes.length, 'account')}, ${plural(c.doc.edges.length, 'flow')} · from ${chainTextHtml(name(c.doc.start))} <span class="ref">${escapeHtml(c.doc.start)}</span> · saved ${escapeHtml(formatDateTimeMs(c.savedAt, zone))}</p>`,
    );
    if (c.answer) out.push(answerTablesHtml(c.answer, network, zone));
    out.push(
      `<figure class="picture canvas-picture">${canvasSvg(c.doc, { title, id: `canvas-${i + 1}`, network })}</figure>`,
    );
    if (c.answer) out.push(answerReconciliationHtml(c.answer));
    for (const t of c.doc.traces) {
      const stops = t.stops.map(
        (s) => `${chainTextHtml(name(s.account))}: ${chainTextHtml(s.reason)}`,
      );
      out.push(
        `<p class="meta">Auto-trace ${t.direction === 'out' ? 'of the funds out' : 'of the funds in'} from ${chainTextHtml(name(t.start))}: ${plural(t.hops, 'hop')}, ${plural(t.requests, 'request')}, ${escapeHtml(t.ended)}${stops.length ? `; trails ended at ${stops.join('; ')}` : ''}.</p>`,
      );
    }
    const notes = [
      ...c.doc.nodes
        .filter((n) => n.note)
        .map((n) => `${chainTextHtml(name(n.address))}: ${chainTextHtml(n.note)}`),
      ...c.doc.edges
        .filter((e) => e.note)
        .map(
          (e) =>
            `${chainTextHtml(name(e.from))} → ${chainTextHtml(name(e.to))} (${escapeHtml(edgeAmountText(c.doc, e, network))}): ${chainTextHtml(e.note)}`,
        ),
    ];
    if (notes.length) {
      out.push(`<ul class="notes-list note">${notes.map((n) => `<li>${n}</li>`).join('')}</ul>`);
    }
    out.push('</section>');
  });
  return out.join('');
}

/**
 * The report of `file` (a case file, summaries and labels included when present) as one HTML
 * document. Times (`exportedAt`, the items' times) are in the app's one date-time format in
 * `zone`, which each names. `statements` (when read) add the reconciliation of each account;
 * `canvases` (the case's kept canvases) are drawn inline; `replays` (kept in the case) add
 * their verdicts.
 */
export function caseReportHtml(
  file: CaseFile,
  zone: TimeZoneSetting = 'utc',
  statements?: readonly CaseStatements[],
  canvases: readonly ReportCanvas[] = [],
  replays: readonly SavedReplay[] = [],
): string {
  const when = formatDateTimeMs(file.exportedAt ?? Date.now(), zone);
  const name = chainTextHtml(file.case.name);
  const out: string[] = [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    // Nothing may be fetched or run: the report opens offline and chain data cannot reach out.
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // A title holds no markup: hidden characters spelled out, so none reorders it.
    `<title>Case: ${escapeHtml(revealUnsafe(file.case.name))}</title><style>${STYLE}</style></head><body>`,
    `<h1>Case: ${name}</h1>`,
    `<p class="meta">Network ${escapeHtml(file.network)} · ${plural(file.items.length, 'item')}, ${plural(canvases.length, 'canvas', 'canvases')} · exported ${escapeHtml(when)} from TON Explorer</p>`,
  ];
  if (file.case.note) out.push(`<div class="case-note">${chainTextHtml(file.case.note)}</div>`);
  // The answer first: each canvas's attribution in one sentence, then its tables and picture.
  out.push(
    executiveSummaryHtml(
      canvases.flatMap((c) => (c.answer ? [{ name: c.name, answer: c.answer }] : [])),
    ),
  );
  if (canvases.length) out.push(canvasesHtml(canvases, file.network, zone));
  for (const section of SECTIONS) {
    const items = file.items.filter((i) => i.kind === section.kind);
    out.push(`<h2>${section.title} (${items.length})</h2>`);
    if (!items.length)
      out.push(`<p class="none">No ${section.title.toLowerCase()} in this case.</p>`);
    for (const item of items) out.push(itemHtml(item, section.refName, zone, file.network));
  }
  out.push(replaysHtml(replays, zone));
  if (statements) out.push(statementsHtml(statements));
  out.push(
    '<footer>Summaries are as the app showed them at export time. The case data is embedded below as JSON.</footer>',
    `<script type="application/json" id="case-data">${inertJson(file)}</script>`,
    '</body></html>',
  );
  return out.join('\n') + '\n';
}
