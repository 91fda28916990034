import { ruleText, type RiskFlag } from '../../../../shared/risk';
import { revealUnsafe, truncateText } from '../../../../shared/text/safety';
import { formatUnits } from '../../../../shared/ton/units';
import { TON_DECIMALS } from '../../../../shared/ton/asset-facts';
import { Address } from '../../components/Address';
import { LookalikePair } from './LookalikeTag';

/** Longest evidence text drawn in the popover (code points); the rest is cut with "…". */
const EVIDENCE_MAX = 300;

/** The evidence as the user should read it: amounts also in TON, hidden characters shown. */
function evidenceText(f: RiskFlag): string {
  if (f.field === 'amount')
    return `${f.evidence} nanotons (${formatUnits(f.evidence, TON_DECIMALS)} TON)`;
  return truncateText(revealUnsafe(f.evidence, { allowLineBreaks: true }), EVIDENCE_MAX);
}

/**
 * One flag in the risk popover: its rule and what it means, the field and exact evidence, why
 * it fired, the address it is about (and the one compared with), the lookalike pair of an
 * address-poisoning flag, and "Ignore this rule here" when `onIgnore` is given.
 */
export function RiskFlagCard({ flag: f, onIgnore }: { flag: RiskFlag; onIgnore?: () => void }) {
  return (
    <section className="risk-flag" data-testid="risk-flag" data-rule={f.rule}>
      <h4>{ruleText(f.rule).title}</h4>
      <p className="muted">{ruleText(f.rule).words}</p>
      <dl>
        <dt>Evidence ({f.field})</dt>
        <dd>
          <bdi className="risk-evidence" data-testid="risk-evidence">
            {evidenceText(f)}
          </bdi>
        </dd>
        <dt>Why</dt>
        <dd>{f.detail}</dd>
        <dt>About</dt>
        <dd>
          <Address address={f.subject} />
        </dd>
        {f.related && (
          <>
            <dt>Compared with</dt>
            <dd>
              <Address address={f.related} />
            </dd>
          </>
        )}
      </dl>
      {f.rule === 'address-poisoning' && <LookalikePair flag={f} />}
      {onIgnore && (
        <button type="button" onClick={onIgnore}>
          Ignore this rule here
        </button>
      )}
    </section>
  );
}
