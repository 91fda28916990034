import { formatDateTimeMs, type TimeZoneSetting } from '../format';
import { plural } from '../plural';
import type { SavedReplay } from '../replay/saved';
import type { TxReplay } from '../replay/types';
import { traceVerdictWords, txVerdictWords, type VerdictWords } from '../replay/verdict-words';
import { escapeHtml } from './report-html';

/**
 * The case report's Replays section: each replay kept in the case with its verdict in words
 * (the wording the app shows: shared/replay/verdict-words.ts), when and by which emulator it
 * was judged; a transaction's exit code in words, a trace's verdict per transaction. Every
 * text is escaped (a failure message can carry a server's words).
 */

/** A verdict as the report's status pill and sentence. */
function verdictHtml(w: VerdictWords): string {
  const hint = w.hint ? ` ${escapeHtml(w.hint)}` : '';
  return `<p class="summary"><span class="status tone-${w.tone}">${escapeHtml(w.label)}</span>${escapeHtml(w.sentence)}${hint}</p>`;
}

/** One transaction of a kept replay: its verdict, exit code and result code in words. */
function txHtml(r: TxReplay): string {
  const codes = [r.exitCode?.words, r.skipped, r.resultCode?.words].filter(Boolean) as string[];
  return (
    verdictHtml(txVerdictWords(r)) +
    (codes.length ? `<p class="meta">${codes.map(escapeHtml).join(' ')}</p>` : '')
  );
}

/** The section, or nothing when the case keeps no replay. */
export function replaysHtml(replays: readonly SavedReplay[], zone: TimeZoneSetting): string {
  if (!replays.length) return '';
  const out = [`<h2>Replays (${replays.length})</h2>`];
  out.push(
    '<p class="meta">Each transaction re-run on the local TVM (TON\'s transaction emulator) from state read through TON Center, and judged by hash against the chain.</p>',
  );
  for (const { summary: s, doc } of replays) {
    const what = s.kind === 'trace' ? 'Trace' : 'Transaction';
    out.push(
      `<section class="item" data-replay="${escapeHtml(s.ref)}" data-verdict="${s.verdict}">`,
    );
    out.push(
      `<div><span class="label">${what}</span><span class="ref">${escapeHtml(s.ref)}</span></div>`,
    );
    out.push(
      `<p class="meta">judged ${escapeHtml(formatDateTimeMs(s.savedAt, zone))}${s.emulator ? ` by emulator ${escapeHtml(s.emulator)}` : ''}</p>`,
    );
    if (doc.kind === 'transaction') {
      out.push(txHtml(doc.replay));
    } else {
      out.push(verdictHtml(traceVerdictWords(doc.replay)));
      out.push(
        `<ol class="notes-list" aria-label="${escapeHtml(`Verdicts of ${plural(doc.replay.transactions.length, 'transaction')}`)}">`,
      );
      for (const r of doc.replay.transactions) {
        const w = txVerdictWords(r);
        out.push(
          `<li><span class="status tone-${w.tone}">${escapeHtml(w.label)}</span><span class="ref">${escapeHtml(r.hash)}</span>${r.verdict === 'match' ? '' : ` ${escapeHtml(w.sentence)}`}</li>`,
        );
      }
      out.push('</ol>');
    }
    out.push('</section>');
  }
  return out.join('');
}
