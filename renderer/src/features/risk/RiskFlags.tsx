import { FloatingFocusManager, FloatingPortal, flip, offset, shift } from '@floating-ui/react';
import { ruleText, type RiskFlag } from '../../../../shared/risk';
import { useClickPanel } from '../../components/Popover';
import type { Column } from '../../components/VirtualTable';
import { useOverridden, useRisk } from './risk';
import { RiskFlagCard } from './RiskFlagCard';
import { RiskOverrides } from './RiskOverrides';
import './risk.css';

/** The popover sits under the badge, flipped or shifted to stay in the window. */
const POPOVER_MIDDLEWARE = [offset(4), flip(), shift({ padding: 8 })];

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
                <RiskFlagCard
                  key={i}
                  flag={f}
                  onIgnore={risk ? () => void risk.setIgnored(f.subject, f.rule, true) : undefined}
                />
              ))}
              <RiskOverrides
                overridden={overridden}
                onShowAgain={
                  risk ? (flag) => void risk.setIgnored(flag.subject, flag.rule, false) : undefined
                }
              />
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
