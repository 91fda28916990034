import type { TraceRules } from '../../../../shared/canvas/auto-trace';
import type { TraceResult } from '../../../../shared/ipc/channels/canvas';
import { ErrorLine } from '../../components/States';
import { TracePlanLine, TraceRunBar } from './TraceStatus';
import { TraceRulesForm } from './TraceRulesForm';
import { useAutoTrace, type TraceScope } from './use-auto-trace';

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
  onResult,
  ...scope
}: TraceScope & {
  start: string;
  onResult(r: TraceResult, rules: TraceRules): void;
}) {
  const t = useAutoTrace(start, scope, onResult);
  return (
    <section className="canvas-panel" aria-label="Auto-trace">
      <h2>Auto-trace</h2>
      <TraceRulesForm form={t.form} setField={t.setField} symbol={scope.assetInfo.symbol} />
      <TracePlanLine
        plan={t.plan}
        parsed={t.parsed}
        rps={t.rps}
        budget={t.form.budget}
        onCancel={t.cancelEstimate}
      />
      <TraceRunBar
        running={t.running}
        progress={t.progress}
        onStart={() => void t.run()}
        onCancel={t.cancel}
      />
      <ErrorLine error={t.error} />
    </section>
  );
}
