import { MAX_TRACE_HOPS } from '../../../../shared/canvas/auto-trace';
import { TextInput } from '../../components/TextField';
import { MinimumField, NumberField } from './fields';
import type { TraceForm } from './use-auto-trace';

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
      <TextInput
        type="number"
        min={1}
        max={max}
        placeholder="none"
        value={value}
        onChange={onChange}
      />
    </label>
  );
}

/**
 * Auto-trace's rules as a form: direction, an optional hop limit and cap of accounts followed
 * from each, minimum (in `symbol`), stop categories of labels and of names, hot-wallet size,
 * request budget.
 */
export function TraceRulesForm({
  form,
  setField,
  symbol,
}: {
  form: TraceForm;
  setField<K extends keyof TraceForm>(key: K, value: TraceForm[K]): void;
  symbol: string;
}) {
  return (
    <div className="canvas-filters">
      <label className="field">
        <span>Follow</span>
        <select
          value={form.direction}
          onChange={(e) => setField('direction', e.target.value as 'in' | 'out')}
        >
          <option value="out">where the funds went</option>
          <option value="in">where they came from</option>
        </select>
      </label>
      <OptionalNumber
        label="Hop limit"
        max={MAX_TRACE_HOPS}
        value={form.hops}
        onChange={(v) => setField('hops', v)}
        title="Empty: no limit, every trail is followed until it ends or the budget is spent."
      />
      <OptionalNumber
        label="Accounts followed from each"
        max={1000}
        value={form.fanout}
        onChange={(v) => setField('fanout', v)}
        title="Empty: all that got traced value. The others are listed as not followed."
      />
      <MinimumField symbol={symbol} value={form.min} onChange={(v) => setField('min', v)} />
      <label className="field">
        <span>Stop at labels of category</span>
        <input value={form.stopText} onChange={(e) => setField('stopText', e.target.value)} />
      </label>
      <label
        className="field"
        title="A .ton or .t.me name is chain text anyone can register: a trail it ends says so, and you can expand on from there."
      >
        <input
          type="checkbox"
          checked={form.stopNames}
          onChange={(e) => setField('stopNames', e.target.checked)}
        />
        <span>and at names holding one (exchange.ton)</span>
      </label>
      <NumberField
        label="Hot wallet: more counterparties than"
        min={1}
        value={form.maxCp}
        onChange={(v) => setField('maxCp', v)}
      />
      <NumberField
        label="Request budget"
        min={4}
        value={form.budget}
        onChange={(v) => setField('budget', v)}
      />
    </div>
  );
}
