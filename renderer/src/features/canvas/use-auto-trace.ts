import { useEffect, useRef, useState } from 'react';
import { unitsFromDecimal } from '../../../../shared/canvas/amount-input';
import {
  DEFAULT_STOP_CATEGORIES,
  DEFAULT_TRACE_BUDGET,
  MAX_TRACE_HOPS,
  traceRulesSchema,
  type TraceRules,
} from '../../../../shared/canvas/auto-trace';
import type { AttributionRule } from '../../../../shared/attribution';
import type { CanvasAsset } from '../../../../shared/canvas/document';
import type { TraceProgress, TraceResult } from '../../../../shared/ipc/channels/canvas';
import { errorGuidance } from '../../lib/errors';
import { useProfile } from '../../lib/profile-context';
import { cancelTrace, onTraceProgress, runTrace, useTracePlan } from '../../api/canvas';
import { useThrottleState } from '../../api/connection';

/** The auto-trace rules as typed in the form, before they are parsed into {@link TraceRules}. */
export interface TraceForm {
  direction: 'in' | 'out';
  /** Hop limit as typed; empty: none. */
  hops: string;
  /** Accounts followed from each, as typed; empty: all. */
  fanout: string;
  /** Minimum amount as a decimal in the asset's units; empty: 0. */
  min: string;
  /** Label categories to stop at, comma-separated. */
  stopText: string;
  stopNames: boolean;
  /** Hot wallet: more counterparties than this. */
  maxCp: number;
  /** Request budget. */
  budget: number;
}

/** The form as it opens: follow out, no limits, no minimum, the default stops and budget. */
export const INITIAL_TRACE_FORM: TraceForm = {
  direction: 'out',
  hops: '',
  fanout: '',
  min: '',
  stopText: DEFAULT_STOP_CATEGORIES.join(', '),
  stopNames: false,
  maxCp: 50,
  budget: DEFAULT_TRACE_BUDGET,
};

/** What the trace follows, given by the canvas. */
export interface TraceScope {
  /** The asset followed (the canvas's filter; TON when none). */
  asset: string;
  assetInfo: CanvasAsset;
  fromUnix: number | null;
  /** How traced value is split (the canvas's choice): it decides what is followed. */
  rule: AttributionRule;
}

/** The form's rules in the trace's scope (the minimum in the asset's base units), or why not. */
export function parseTraceRules(
  form: TraceForm,
  { asset, assetInfo, fromUnix, rule }: TraceScope,
): { rules: TraceRules } | { error: string } {
  try {
    return {
      rules: traceRulesSchema.parse({
        direction: form.direction,
        hops: form.hops.trim() ? Number(form.hops) : null,
        fanout: form.fanout.trim() ? Number(form.fanout) : null,
        rule,
        asset,
        minAmount: form.min.trim()
          ? unitsFromDecimal(form.min, assetInfo.decimals).toString()
          : '0',
        stopCategories: form.stopText
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
        stopNames: form.stopNames,
        maxCounterparties: form.maxCp,
        budget: form.budget,
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
}

/**
 * A trace from `start` as it runs: its id while running (null when not), its progress per hop
 * (`canvas:trace-progress`), the error it ended with; `run` starts one with the parsed rules
 * (or shows why they are not valid) and hands the result to `onResult`; `cancel` stops it
 * (what was found stays).
 */
function useTraceRun(start: string, onResult: (r: TraceResult, rules: TraceRules) => void) {
  const profile = useProfile();
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
  const run = async (parsed: ReturnType<typeof parseTraceRules>) => {
    setError(null);
    if ('error' in parsed) return setError(parsed.error);
    const { rules } = parsed;
    const id = `trace-${Date.now()}-${++traceId.current}`;
    setRunning(id);
    setProgress(null);
    try {
      const args = { traceId: id, profileId: profile.id, network: profile.network, start, rules };
      onResult(await runTrace(args), rules);
    } catch (err) {
      setError(errorGuidance(err).detail);
    } finally {
      setRunning(null);
    }
  };
  const cancel = () => {
    if (running) void cancelTrace({ traceId: running });
  };
  return { running, progress, error, run, cancel };
}

/**
 * The auto-trace panel's state: the form, its parsed rules, the estimate of their cost
 * (`canvas:trace-plan`, read for valid rules; `cancelEstimate` stops the read) at the profile's
 * rate (`rps`), and the run ({@link useTraceRun}).
 */
export function useAutoTrace(
  start: string,
  scope: TraceScope,
  onResult: (r: TraceResult, rules: TraceRules) => void,
) {
  const profile = useProfile();
  const rps = useThrottleState(profile.id)?.rps ?? 1;
  const [form, setForm] = useState(INITIAL_TRACE_FORM);
  const setField = <K extends keyof TraceForm>(key: K, value: TraceForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const parsed = parseTraceRules(form, scope);
  const planRules = 'rules' in parsed ? parsed.rules : null;
  const planRunning = useRef<string | null>(null);
  const plan = useTracePlan(profile.id, profile.network, start, planRules, planRunning);
  const cancelEstimate = () => {
    const id = planRunning.current;
    if (id) void cancelTrace({ traceId: id });
  };
  const trace = useTraceRun(start, onResult);
  return {
    form,
    setField,
    parsed,
    plan,
    rps,
    cancelEstimate,
    ...trace,
    run: () => trace.run(parsed),
  };
}
