import { amountText, type FoundPath, type ReportContext } from '../../../../shared/attribution';
import { formatDateTime, shorten } from '../../../../shared/format';
import { plural } from '../../../../shared/plural';

/** What a found path's lines need: the shown names and the report context of the canvas. */
interface PathTextProps {
  name(address: string): string;
  ctx: ReportContext;
}

/** A path's transactions, hop by hop: ends, amount, time and hash of each transfer. */
function PathTransactions({ p, name, ctx }: PathTextProps & { p: FoundPath }) {
  return (
    <details>
      <summary>Transactions</summary>
      <ul>
        {p.hops.flatMap((h) =>
          h.transfers.map((t) => (
            <li key={`${t.txHash}|${t.asset}|${h.from}`}>
              {name(h.from) || shorten(h.from, 6, 4)} → {name(h.to) || shorten(h.to, 6, 4)}:{' '}
              {amountText(ctx, t)}, {formatDateTime(t.utime)},{' '}
              <code>{shorten(t.txHash, 8, 6)}</code>
            </li>
          )),
        )}
      </ul>
    </details>
  );
}

/**
 * The paths found, each with its accounts, what it can have carried (or the traced value that
 * took it), its number of transfers, "Show on canvas" (pressed when it is the one shown) and
 * its transactions.
 */
export function FoundPathsList({
  paths,
  shownIndex,
  onShow,
  ...text
}: PathTextProps & {
  paths: FoundPath[];
  shownIndex: number | null;
  onShow(i: number): void;
}) {
  const { name, ctx } = text;
  return (
    <ol className="found-paths" aria-label="Paths found">
      {paths.map((p, i) => (
        <li key={i} data-accounts={p.accounts.join(' ')}>
          <div>
            {p.accounts.map((a) => name(a) || shorten(a, 6, 4)).join(' → ')}{' '}
            <strong>
              {(p.attributed ?? p.bound).map((x) => amountText(ctx, x)).join(' and ') || '—'}
            </strong>{' '}
            <span className="muted">
              {p.attributed ? 'traced along it' : 'at most (its smallest hop)'};{' '}
              {plural(
                p.hops.reduce((n, h) => n + h.transfers.length, 0),
                'transfer',
              )}
            </span>{' '}
            <button type="button" aria-pressed={shownIndex === i} onClick={() => onShow(i)}>
              Show on canvas
            </button>
          </div>
          <PathTransactions p={p} {...text} />
        </li>
      ))}
    </ol>
  );
}
