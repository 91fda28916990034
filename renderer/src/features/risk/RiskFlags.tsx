import { FloatingFocusManager, FloatingPortal, flip, offset, shift } from '@floating-ui/react';
import { ruleText, type RiskFlag } from '../../../../shared/risk';
import { revealUnsafe, truncateText } from '../../../../shared/text/safety';
import { formatUnits } from '../../../../shared/ton/units';
import { Address } from '../../components/Address';
import { useClickPanel } from '../../components/Popover';
import type { Column } from '../../components/VirtualTable';
import { useOverridden, useRisk } from './risk';
import { LookalikePair } from './LookalikeTag';
import './risk.css';
import { TON_DECIMALS } from '../../../../shared/ton/asset-facts';

/** Longest evidence text drawn in the popover (code points); the rest is cut with "…". */
const EVIDENCE_MAX = 300;

/** The popover sits under the badge, flipped or shifted to stay in the window. */
const POPOVER_MIDDLEWARE = [offset(4), flip(), shift({ padding: 8 })];

/** The evidence as the user should read it: amounts also in TON, hidden characters shown. */
function evidenceText(f: RiskFlag): string {
  if (f.field === 'amount')
    return `${f.evidence} nanotons (${formatUnits(f.evidence, TON_DECIMALS)} TON)`;
  return truncateText(revealUnsafe(f.evidence, { allowLineBreaks: true }), EVIDENCE_MAX);
}

/**
 * The risk flags of a row or a page: nothing when no rule fired; otherwise a badge naming the
 * rule (or the count), which opens a popover (Floating UI) with each flag's rule, what it
 * means, the field and the exact evidence, the address it is about, and "Ignore this rule
 * here". Flags the user overrode are not shown as flags but are counted and can be shown
 * again: never silent.
 */
export function RiskFlags({ flags }: { flags: readonly RiskFlag[] }) {
  const { shown, overridden } = useOverridden(flags);
  const risk = useRisk();
  const { open, refs, floatingStyles, context, getReferenceProps, getFloatingProps } =
    useClickPanel({ placement: 'bottom-start', middleware: POPOVER_MIDDLEWARE, role: 'dialog' });
  if (flags.length === 0) return null;
  const titles = [...new Set(shown.map((f) => ruleText(f.rule).title))];
  const label =
    shown.length === 0
      ? `${overridden.length} overridden`
      : titles.length === 1
        ? titles[0]!
        : `${shown.length} flags`;
  return (
    <>
      <button
        type="button"
        ref={refs.setReference}
        className={`risk-badge${shown.length === 0 ? ' risk-overridden' : ''}`}
        data-testid="risk-flags"
        data-rules={shown.map((f) => f.rule).join(' ')}
        aria-label={`Risk flags: ${shown.length === 0 ? 'none shown' : titles.join(', ')}${overridden.length ? `; ${overridden.length} overridden` : ''}`}
        {...getReferenceProps({ onClick: (e) => e.stopPropagation() })}
      >
        {shown.length > 0 ? '⚠ ' : ''}
        {label}
      </button>
      {open && (
        <FloatingPortal>
          <FloatingFocusManager context={context} modal={false}>
            <div
              ref={refs.setFloating}
              style={floatingStyles}
              className="risk-popover"
              aria-label="Risk flags"
              {...getFloatingProps()}
            >
              {shown.map((f, i) => (
                <section key={i} className="risk-flag" data-testid="risk-flag" data-rule={f.rule}>
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
                  {risk && (
                    <button
                      type="button"
                      onClick={() => void risk.setIgnored(f.subject, f.rule, true)}
                    >
                      Ignore this rule here
                    </button>
                  )}
                </section>
              ))}
              {overridden.length > 0 && (
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
                            {risk && (
                              <button
                                type="button"
                                onClick={() => void risk.setIgnored(flag.subject, flag.rule, false)}
                              >
                                Show again
                              </button>
                            )}
                          </>
                        )}
                      </li>
                    ))}
                  </ul>
                </section>
              )}
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
      )}
    </>
  );
}

/** A table's "Risk" column: each row's flags as {@link RiskFlags} draws them. */
export function riskColumn<R>(flagsOf: (row: R) => readonly RiskFlag[]): Column<R> {
  return {
    id: 'risk',
    header: 'Risk',
    width: 'minmax(60px, 0.5fr)',
    render: (r) => <RiskFlags flags={flagsOf(r)} />,
  };
}
