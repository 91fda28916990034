import type { AssetStatement } from '../../../../shared/ledger/statement';
import { formatUnits } from '../../../../shared/ton/units';
import { SmallTable } from '../../components/SmallTable';

/** An amount of a statement with the asset's decimals applied; "not known" for null. */
function amount(s: AssetStatement, v: string | null): string {
  return v === null ? 'not known' : formatUnits(BigInt(v), s.decimals ?? 0, { group: true });
}

/**
 * The reconciliation statements of a `ledger` export: per asset opening, in, out, fees,
 * closing, the chain's balance and the difference, with the notes and any declared gap.
 * A difference is shown as it is, never hidden.
 */
export function StatementTable({ statements }: { statements: readonly AssetStatement[] }) {
  const gaps = statements[0]?.gaps ?? [];
  return (
    <>
      <SmallTable
        className="export-statement"
        label="Statement by asset"
        rows={[...statements]}
        getKey={(s) => s.key}
        columns={[
          { id: 'asset', header: 'Asset', render: (s) => s.symbol ?? s.key },
          { id: 'opening', header: 'Opening', render: (s) => amount(s, s.opening) },
          { id: 'in', header: 'In', render: (s) => amount(s, s.in) },
          { id: 'out', header: 'Out', render: (s) => amount(s, s.out) },
          { id: 'fees', header: 'Fees', render: (s) => amount(s, s.fees) },
          { id: 'closing', header: 'Closing', render: (s) => amount(s, s.closing) },
          { id: 'chain', header: 'Chain balance', render: (s) => amount(s, s.chainBalance) },
          {
            id: 'difference',
            header: 'Difference',
            render: (s) => (
              <span data-testid="statement-difference" data-zero={s.difference === '0'}>
                {amount(s, s.difference)}
              </span>
            ),
          },
        ]}
      />
      {gaps.length > 0 ? (
        <ul className="error" aria-label="Declared gaps">
          {gaps.map((g, i) => (
            <li key={i}>{g.reason}</li>
          ))}
        </ul>
      ) : (
        <p className="muted">No gaps: every page was read.</p>
      )}
    </>
  );
}
