import type { ReactNode } from 'react';
import { Form } from '../../components/Form';
import { DateTimeField } from '../../components/DateTimeField';
import { EMPTY_TX_FILTERS, LT_FIELDS, TIME_FIELDS, type TxFilters } from './transaction-filters';
import type { TransactionFiltersState } from './use-transaction-filters';

/**
 * The Transactions tab's filter form: order (applied at once), time and lt ranges, the
 * "Hide flagged" control, Apply and Reset; then the error of a bad filter.
 */
export function TransactionFilters({
  filters: { draft, setDraft, apply, formError },
  hideControl,
}: {
  filters: TransactionFiltersState;
  hideControl: ReactNode;
}) {
  return (
    <>
      <Form className="filters" aria-label="Transaction filters" onSubmit={() => apply(draft)}>
        <label>
          Order
          <select
            value={draft.sort}
            onChange={(e) => {
              const next = { ...draft, sort: e.target.value as TxFilters['sort'] };
              setDraft(next);
              apply(next);
            }}
          >
            <option value="desc">Newest first</option>
            <option value="asc">Oldest first</option>
          </select>
        </label>
        {TIME_FIELDS.map(({ field, label }) => (
          <label key={field}>
            {label}
            <DateTimeField
              label={label}
              value={draft[field]}
              onChange={(value) => setDraft({ ...draft, [field]: value })}
            />
          </label>
        ))}
        {LT_FIELDS.map(({ field, label }) => (
          <label key={field}>
            {label}
            <input
              inputMode="numeric"
              value={draft[field]}
              onChange={(e) => setDraft({ ...draft, [field]: e.target.value })}
            />
          </label>
        ))}
        {hideControl}
        <button type="submit">Apply filters</button>
        <button
          type="button"
          onClick={() => {
            setDraft(EMPTY_TX_FILTERS);
            apply(EMPTY_TX_FILTERS);
          }}
        >
          Reset
        </button>
      </Form>
      {formError && (
        <p className="error" role="alert">
          {formError}
        </p>
      )}
    </>
  );
}
