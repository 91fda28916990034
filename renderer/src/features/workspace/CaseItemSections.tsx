import type { CaseItem } from '../../../../shared/workspace/cases';
import type { useAccountStates } from './case-summaries';
import type { CasePictures, CaseSummaries } from './case-report-export';
import { CaseItemRow } from './CaseItemRow';

/** The Case page's sections, in order: their item kind, title and first column's header. */
const SECTIONS = [
  { kind: 'address', title: 'Addresses', column: 'Address' },
  { kind: 'transaction', title: 'Transactions', column: 'Transaction' },
  { kind: 'trace', title: 'Traces', column: 'Trace' },
] as const;

/**
 * A case's items as one table per kind (addresses, transactions, traces; a kind without items
 * has no section), each row summarised now and reported for the export.
 */
export function CaseItemSections({
  items,
  summaries,
  pictures,
  states,
  onError,
}: {
  items: readonly CaseItem[];
  summaries: CaseSummaries;
  pictures: CasePictures;
  /** The current states of the case's addresses. */
  states: ReturnType<typeof useAccountStates>;
  onError(message: string): void;
}) {
  const accountLoading = states.query.isPending && states.query.fetchStatus !== 'idle';
  return (
    <>
      {SECTIONS.map(({ kind, title, column }) => {
        const ofKind = items.filter((i) => i.kind === kind);
        if (!ofKind.length) return null;
        return (
          <section key={kind} aria-label={title}>
            <h2>
              {title} ({ofKind.length})
            </h2>
            <table className="data-table case-items">
              <thead>
                <tr>
                  <th>{column}</th>
                  <th>Now</th>
                  <th>Note</th>
                  <th aria-label="Actions" />
                </tr>
              </thead>
              <tbody>
                {ofKind.map((item) => (
                  <CaseItemRow
                    key={item.id}
                    item={item}
                    summaries={summaries}
                    pictures={pictures}
                    account={states.byAddress.get(item.ref)}
                    accountLoading={accountLoading}
                    accountError={states.query.error}
                    onError={onError}
                  />
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
    </>
  );
}
