import { explorerUrl, type ExplorerPage } from '../desktop/explorer-url';
import type { Network } from '../profiles';
import { segmentUnsafe } from '../text/safety';

/** The HTML pieces every part of the case report writes text and ids with. */

/** Escapes text for HTML element content and double- or single-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/**
 * Text anyone may have written (a case name, a note copied from a comment, a label from a
 * shared file, chain text in a summary) as HTML: escaped, isolated in `<bdi>` so it cannot
 * reorder what surrounds it, each bidi, zero-width or control character drawn as a visible
 * marker (`⟦RLO⟧`, its code point on hover). Line breaks stay (notes are pre-wrapped).
 * `appMarks`: the app's own marks (⚠) stay as they are, for text the app wrote around chain
 * text already revealed (the answer's sentence: names revealed, units with their lookalike ⚠).
 */
export function chainTextHtml(text: string, opts: { appMarks?: boolean } = {}): string {
  const inner = segmentUnsafe(text, { allowLineBreaks: true })
    .map((s) =>
      'text' in s
        ? escapeHtml(s.text)
        : opts.appMarks && s.unsafe.kind === 'mark'
          ? String.fromCodePoint(s.unsafe.codePoint)
          : `<span class="unsafe-char" title="${escapeHtml(s.unsafe.label)}">⟦${escapeHtml(s.unsafe.label.split(' ')[1] ?? s.unsafe.label)}⟧</span>`,
    )
    .join('');
  return `<bdi>${inner}</bdi>`;
}

/**
 * An account or transaction id as the report shows it: a link to its page on a public explorer
 * (tonviewer.com, mainnet and testnet: shared/desktop/explorer-url.ts), plain text on the local
 * network. Never a link into the app: the web shell's address and token change at each launch.
 */
export function idHtml(network: Network, page: ExplorerPage, shown: string, what: string): string {
  const url = explorerUrl(network, page);
  return url
    ? `<a class="ref" title="${escapeHtml(`${what} on ${new URL(url).host}`)}" href="${escapeHtml(url)}">${escapeHtml(shown)}</a>`
    : `<span class="ref" title="${escapeHtml(what)}">${escapeHtml(shown)}</span>`;
}
