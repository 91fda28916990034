import { useEffect, useRef, useState } from 'react';
import { unitsFromDecimal } from '../../../../shared/canvas/amount-input';
import {
  DEFAULT_STOP_CATEGORIES,
  DEFAULT_TRACE_BUDGET,
  MAX_TRACE_HOPS,
  planText,
  traceRulesSchema,
  type TraceRules,
} from '../../../../shared/canvas/auto-trace';
import type { AttributionRule } from '../../../../shared/attribution';
import type { CanvasAsset } from '../../../../shared/canvas/document';
import type { TraceProgress, TraceResult } from '../../../../shared/ipc/channels/canvas';
import { errorGuidance } from '../../lib/errors';
import { useProfile } from '../../lib/profile-context';
import { ErrorLine } from '../../components/States';
import { MinimumField, NumberField } from './fields';
import { cancelTrace, onTraceProgress, runTrace, useTracePlan } from '../../api/canvas';
import { useThrottleState } from '../../api/connection';

/**
 * Auto-trace from the selected account: the rules (direction; an optional hop limit and cap
 * of accounts followed from each, empty by default: trails are followed to their end;
 * minimum, stop categories of labels and of address-book names, hot-wallet size, request
 * budget), the estimated requests
 * and time at the profile's rate before it starts (`canvas:trace-plan`: the start's ledger is
 * read for it, then kept for the trace), progress per hop while it runs, and Cancel (what was
 * found stays).
 */
export function AutoTracePanel({
  start,
  asset,
  assetInfo,
  fromUnix,
  rule,
  onResult,
}: {
  start: string;
  /** The asset followed (the canvas's filter; TON when none). */
  asset: string;
  assetInfo: CanvasAsset;
  fromUnix: number | null;
  /** How traced value is split (the canvas's choice): it decides what is followed. */
  rule: AttributionRule;
  onResult(r: TraceResult, rules: TraceRules): void;
}) {
  const profile = useProfile();
  const rps = useThrottleState(profile.id)?.rps ?? 1;
  const [direction, setDirection] = useState<'in' | 'out'>('out');
  const [hops, setHops] = useState('');
  const [fanout, setFanout] = useState('');
  const [min, setMin] = useState('');
  const [stopText, setStopText] = useState(DEFAULT_STOP_CATEGORIES.join(', '));
  const [stopNames, setStopNames] = useState(false);
  const [maxCp, setMaxCp] = useState(50);
  const [budget, setBudget] = useState(DEFAULT_TRACE_BUDGET);
  const [running, setRunning] = useState<string | null>(null);
  const [progress, setProgress] = useState<TraceProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const traceId = useRef(0);

  useEffect(
    () =>
      onTraceProgress((p) => {
        if (p.traceId === running) setProgress(p);
      }),
    [running],
  );

  /** The rules of the form, or why they are not valid. */
  const parsed = ((): { rules: TraceRules } | { error: string } => {
    try {
      return {
        rules: traceRulesSchema.parse({
          direction,
          hops: hops.trim() ? Number(hops) : null,
          fanout: fanout.trim() ? Number(fanout) : null,
          rule,
          asset,
          minAmount: min.trim() ? unitsFromDecimal(min, assetInfo.decimals).toString() : '0',
          stopCategories: stopText
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
          stopNames,
          maxCounterparties: maxCp,
          budget,
          ...(fromUnix !== null ? { fromUnix } : {}),
        }),
      };
    } catch (err) {
      return {
        error:
          err instanceof Error && !('issues' in err)
            ? err.message
            : `Check the rules: a hop limit of 1 to ${MAX_TRACE_HOPS} (or none), a budget of at least 4 requests.`,
      };
    }
  })();
  const planRules = 'rules' in parsed ? parsed.rules : null;
  const planRunning = useRef<string | null>(null);
  const plan = useTracePlan(profile.id, profile.network, start, planRules, planRunning);
  const run = async () => {
    setError(null);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    const { rules } = parsed;
    const id = `trace-${Date.now()}-${++traceId.current}`;
    setRunning(id);
    setProgress(null);
    try {
      onResult(
        await runTrace({
          traceId: id,
          profileId: profile.id,
          network: profile.network,
          start,
          rules,
        }),
        rules,
      );
    } catch (err) {
      setError(errorGuidance(err).detail);
    } finally {
      setRunning(null);
    }
  };

  return (
    <section className="canvas-panel" aria-label="Auto-trace">
      <h2>Auto-trace</h2>
      <div className="canvas-filters">
        <label className="field">
          <span>Follow</span>
          <select value={direction} onChange={(e) => setDirection(e.target.value as 'in' | 'out')}>
            <option value="out">where the funds went</option>
            <option value="in">where they came from</option>
          </select>
        </label>
        <OptionalNumber
          label="Hop limit"
          max={MAX_TRACE_HOPS}
          value={hops}
          onChange={setHops}
          title="Empty: no limit, every trail is followed until it ends or the budget is spent."
        />
        <OptionalNumber
          label="Accounts followed from each"
          max={1000}
          value={fanout}
          onChange={setFanout}
          title="Empty: all that got traced value. The others are listed as not followed."
        />
        <MinimumField symbol={assetInfo.symbol} value={min} onChange={setMin} />
        <label className="field">
          <span>Stop at labels of category</span>
          <input value={stopText} onChange={(e) => setStopText(e.target.value)} />
        </label>
        <label
          className="field"
          title="A .ton or .t.me name is chain text anyone can register: a trail it ends says so, and you can expand on from there."
        >
          <input
            type="checkbox"
            checked={stopNames}
            onChange={(e) => setStopNames(e.target.checked)}
          />
          <span>and at names holding one (exchange.ton)</span>
        </label>
        <NumberField
          label="Hot wallet: more counterparties than"
          min={1}
          value={maxCp}
          onChange={setMaxCp}
        />
        <NumberField label="Request budget" min={4} value={budget} onChange={setBudget} />
      </div>
      <p className="muted" data-testid="trace-plan">
        {plan.data
          ? `Plan: ${planText(plan.data, rps)}`
          : plan.isError
            ? `No estimate: ${errorGuidance(plan.error).detail} The trace still keeps to the budget of ${budget} requests.`
            : planRules
              ? 'Estimating the requests (reading the start’s ledger)…'
              : `No estimate: ${'error' in parsed ? parsed.error : ''}`}
        {plan.isFetching && (
          <>
            {' '}
            <button
              type="button"
              className="link-button"
              onClick={() => {
                const id = planRunning.current;
                if (id) void cancelTrace({ traceId: id });
              }}
            >
              Cancel the estimate
            </button>
          </>
        )}
      </p>
      <div className="toolbar">
        <button
          type="button"
          className="primary"
          disabled={running !== null}
          onClick={() => void run()}
        >
          Start auto-trace
        </button>
        {running && (
          <button type="button" onClick={() => void cancelTrace({ traceId: running })}>
            Cancel
          </button>
        )}
        {running && (
          <span role="status" className="muted" data-testid="trace-progress">
            {progress
              ? `Hop ${progress.hop}: ${progress.reads} accounts read, ${progress.requests} requests, ${progress.queued} waiting…`
              : 'Starting…'}
          </span>
        )}
      </div>
      <ErrorLine error={error} />
    </section>
  );
}

/** A whole number a rule may leave empty ("none", shown as the placeholder). */
function OptionalNumber({
  label,
  max,
  value,
  onChange,
  title,
}: {
  label: string;
  max: number;
  value: string;
  onChange(text: string): void;
  title: string;
}) {
  return (
    <label className="field" title={title}>
      <span>{label}</span>
      <input
        type="number"
        min={1}
        max={max}
        placeholder="none"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}
