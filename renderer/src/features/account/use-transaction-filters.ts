import { useMemo, useState } from 'react';
import { EMPTY_TX_FILTERS, txFilterParams, type TxFilters } from './transaction-filters';

/** The filter form's state: what is typed, what is applied, and the error of a bad apply. */
export interface TransactionFiltersState {
  draft: TxFilters;
  setDraft: (next: TxFilters) => void;
  /** The filters the list shows (EMPTY_TX_FILTERS itself until the user applies others). */
  applied: TxFilters;
  /** Applies `next` when it makes valid params, else shows why in `formError`. */
  apply: (next: TxFilters) => void;
  formError: string | null;
  /** v3 `transactions` params of the applied filters. */
  params: Record<string, unknown>;
}

/** The Transactions tab's filters for account `raw`: typed, applied, checked. */
export function useTransactionFilters(raw: string): TransactionFiltersState {
  const [draft, setDraft] = useState<TxFilters>(EMPTY_TX_FILTERS);
  const [applied, setApplied] = useState<TxFilters>(EMPTY_TX_FILTERS);
  const [formError, setFormError] = useState<string | null>(null);
  const params = useMemo(() => txFilterParams(raw, applied), [raw, applied]);
  const apply = (next: TxFilters) => {
    try {
      txFilterParams(raw, next);
      setFormError(null);
      setApplied(next);
    } catch (e) {
      setFormError((e as Error).message);
    }
  };
  return { draft, setDraft, applied, apply, formError, params };
}
