import { MINUS } from '../../../shared/format';
import { formatUnits } from '../../../shared/ton/units';

/**
 * An amount with full precision: nanotons as TON by default (`1500000000` → `1.5 TON`), or
 * jetton units with `decimals` and `symbol`. `sign` prefixes + or − for direction.
 */
export function Amount({
  value,
  decimals = 9,
  symbol = 'TON',
  sign,
}: {
  /** Smallest units as a decimal string, bigint or safe integer. */
  value: string | bigint | number | null | undefined;
  decimals?: number;
  symbol?: string;
  sign?: '+' | '-';
}) {
  if (value === null || value === undefined || value === '')
    return <span className="muted">—</span>;
  let text: string;
  try {
    text = formatUnits(typeof value === 'number' ? BigInt(value) : value, decimals, {
      group: true,
    });
  } catch {
    return <span className="error">{String(value)}</span>;
  }
  const unit = symbol === 'TON' && decimals === 9 ? 'nanotons' : 'smallest units';
  const cls = sign === '+' ? 'amount in' : sign === '-' ? 'amount out' : 'amount';
  return (
    <span className={cls} title={`${text} ${symbol} (${String(value)} ${unit})`}>
      {sign ? (sign === '-' ? MINUS : '+') : ''}
      {text} {symbol}
    </span>
  );
}
