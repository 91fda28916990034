import { MINUS } from '../../../shared/format';
import { contractShortForm } from '../../../shared/ton/jetton-unit';
import { impersonatesTon } from '../../../shared/risk/jetton-rules';
import { formatUnits } from '../../../shared/ton/units';
import { useNetwork } from '../lib/profile-context';
import { ChainText } from './ChainText';
import { useNameMarkPolicy } from './name-marks';
import { TON_DECIMALS } from '../../../shared/ton/asset-facts';

/**
 * An amount with full precision. Native TON (no `symbol`): nanotons as TON (`1500000000` →
 * `1.5 TON`), the one look reserved for it. A jetton (`symbol` given, `decimals`, and the
 * jetton `master` when known): its units with the symbol drawn as chain text (isolated,
 * bounded, hidden characters visible) and the master's short address, so it always reads as
 * a jetton; a symbol that reads as TON is flagged (⚠). `sign` prefixes + or − for direction.
 */
export function Amount({
  value,
  decimals = TON_DECIMALS,
  symbol,
  master,
  sign,
}: {
  /** Smallest units as a decimal string, bigint or safe integer. */
  value: string | bigint | number | null | undefined;
  decimals?: number;
  /** A jetton's symbol (or a placeholder such as "jetton units"); absent for native TON. */
  symbol?: string;
  /** The jetton master (any form), shown shortened beside the symbol. */
  master?: string | null;
  sign?: '+' | '-';
}) {
  const network = useNetwork();
  const policy = useNameMarkPolicy();
  if (value === null || value === undefined || value === '')
    return <span className="muted">—</span>;
  let text: string;
  try {
    text = formatUnits(typeof value === 'number' ? BigInt(value) : value, decimals, {
      group: true,
    });
  } catch {
    return <span className="error">{typeof value === 'string' ? value : 'not an amount'}</span>;
  }
  const direction = sign === '+' ? ' in' : sign === '-' ? ' out' : '';
  const prefix = sign ? (sign === '-' ? MINUS : '+') : '';
  if (symbol === undefined) {
    return (
      <span
        className={`amount native${direction}`}
        data-asset="ton"
        title={`${text} TON (${String(value)} nanotons)`}
      >
        {prefix}
        {text} TON
      </span>
    );
  }
  const short = contractShortForm(master, network);
  // The risk rule `impersonates-ton` (shared/risk): one rule for rows, pages and amounts.
  // An override of the rule at the master (a "trusted" label, the rule ignored there) clears it.
  const fake =
    impersonatesTon({ master: master ?? '', symbol, name: null }).length > 0 &&
    !(master && policy.overridden(master, 'impersonates-ton'));
  const jettonWords = `jetton${short ? ` ${short}` : ''}`;
  return (
    <span
      className={`amount jetton${direction}`}
      data-asset="jetton"
      title={`${text} of ${jettonWords}${fake ? ' (its symbol reads as TON: it is not TON)' : ''} (${String(value)} smallest units, ${decimals} decimals)`}
    >
      {prefix}
      {text} <ChainText text={symbol} max={12} className="token-symbol" />
      {fake && (
        <span
          className="name-flag"
          role="img"
          aria-label="This jetton's symbol reads as TON: it is not TON"
          data-testid="fake-ton-flag"
        >
          ⚠
        </span>
      )}
      {short && <span className="muted mono jetton-master-short"> {short}</span>}
    </span>
  );
}
