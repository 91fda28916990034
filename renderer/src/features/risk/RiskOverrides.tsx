import { ruleText, type OverrideReason, type RiskFlag } from '../../../../shared/risk';

/**
 * The flags the user overrode, in the risk popover: each rule and why it is not shown (the
 * address is labelled trusted, or the rule is ignored there, with "Show again" when
 * `onShowAgain` is given). Nothing when none is overridden.
 */
export function RiskOverrides({
  overridden,
  onShowAgain,
}: {
  overridden: readonly { flag: RiskFlag; reason: OverrideReason }[];
  onShowAgain?: (flag: RiskFlag) => void;
}) {
  if (overridden.length === 0) return null;
  return (
    <section className="risk-overrides">
      <h4>Overridden by you ({overridden.length})</h4>
      <ul>
        {overridden.map(({ flag, reason }, i) => (
          <li key={i}>
            {ruleText(flag.rule).title}:{' '}
            {reason === 'trusted' ? (
              'the address is labelled trusted'
            ) : (
              <>
                ignored at this address{' '}
                {onShowAgain && (
                  <button type="button" onClick={() => onShowAgain(flag)}>
                    Show again
                  </button>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
