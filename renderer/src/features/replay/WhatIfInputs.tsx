import { EMPTY_WHAT_IF, formHints } from './what-if-model';
import type { WhatIfState } from './use-what-if';

/**
 * The what-if's inputs: the in-message's value and bounce flag (disabled for an external
 * message, the chain's values as hints), the account's balance before, the in-message body;
 * Run, Cancel while it runs, Clear; the form's error.
 */
export function WhatIfInputs({
  w,
  inValue,
  inBounce,
  external,
}: {
  w: WhatIfState;
  inValue: string | null;
  inBounce: boolean | null;
  external: boolean;
}) {
  const { form, set } = w;
  const hints = formHints(inValue, inBounce);
  return (
    <form className="replay-whatif-form" onSubmit={w.submit} aria-label="What-if inputs">
      <label className="field">
        <span>In-message value (TON)</span>
        <input
          value={form.value}
          onChange={(e) => set('value')(e.target.value)}
          placeholder={external ? 'an external message has no value' : hints.value}
          disabled={external}
          inputMode="decimal"
          autoComplete="off"
        />
      </label>
      <label className="field">
        <span>Bounce flag</span>
        <select
          value={form.bounce}
          onChange={(e) => set('bounce')(e.target.value)}
          disabled={external}
        >
          <option value="">{hints.bounce}</option>
          <option value="true">bounceable</option>
          <option value="false">non-bounceable</option>
        </select>
      </label>
      <label className="field">
        <span>Account balance before (TON)</span>
        <input
          value={form.balance}
          onChange={(e) => set('balance')(e.target.value)}
          placeholder="unchanged"
          inputMode="decimal"
          autoComplete="off"
        />
      </label>
      <label className="field replay-whatif-body">
        <span>In-message body (hex or BoC, base64 or hex)</span>
        <textarea
          rows={2}
          value={form.body}
          onChange={(e) => set('body')(e.target.value)}
          placeholder="unchanged"
          spellCheck={false}
        />
      </label>
      <WhatIfActions w={w} />
      {w.formError && (
        <p className="state-error" role="alert">
          {w.formError}
        </p>
      )}
    </form>
  );
}

/** Run the what-if; Cancel while it runs; Clear once anything is typed or run. */
function WhatIfActions({ w }: { w: WhatIfState }) {
  const { run } = w;
  return (
    <div className="replay-whatif-actions">
      <button type="submit" className="primary" disabled={run.isPending}>
        Run the what-if
      </button>
      {run.isPending && (
        <button type="button" onClick={w.cancel}>
          Cancel
        </button>
      )}
      {(w.form !== EMPTY_WHAT_IF || run.data) && !run.isPending && (
        <button type="button" onClick={w.clear}>
          Clear
        </button>
      )}
    </div>
  );
}
