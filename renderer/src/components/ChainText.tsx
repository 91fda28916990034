import {
  hasUnsafeChars,
  revealUnsafe,
  segmentUnsafe,
  shortMarker,
  truncateText,
} from '../../../shared/text/safety';

/** Longest tooltip of chain text (code points): the full text on hover, within reason. */
const TITLE_MAX = 2_000;

/**
 * Text that anyone can put on-chain or in a server's answer (a name, symbol or comment), drawn
 * safely: isolated from the text around it (`<bdi>`, `unicode-bidi: isolate`), every bidi,
 * zero-width and control character drawn as a visible marker (`⟦RLO⟧`) that acts on nothing,
 * bounded to `max` code points with the full text (markers spelled out) on hover.
 */
export function ChainText({
  text,
  max = 64,
  lineBreaks = false,
  className,
}: {
  text: string;
  /** Longest text drawn, in code points (an ellipsis ends a cut text). */
  max?: number;
  /** Draw line breaks and tabs as they are (multi-line comments); default: as markers. */
  lineBreaks?: boolean;
  className?: string;
}) {
  const opts = { allowLineBreaks: lineBreaks };
  const segments = segmentUnsafe(truncateText(text, max), opts);
  const unsafe = hasUnsafeChars(text, opts);
  return (
    <bdi
      className={`chain-text${className ? ` ${className}` : ''}`}
      title={truncateText(revealUnsafe(text, opts), TITLE_MAX)}
      data-unsafe={unsafe ? 'true' : undefined}
    >
      {segments.map((s, i) =>
        'text' in s ? (
          s.text
        ) : (
          <span key={i} className="unsafe-char" title={s.unsafe.label}>
            ⟦{shortMarker(s.unsafe)}⟧
          </span>
        ),
      )}
    </bdi>
  );
}
