import type { CaseItem } from '../../../../shared/workspace/cases';
import { Address } from '../../components/Address';
import { Hash } from '../../components/Hash';
import { errorGuidance } from '../../lib/errors';
import { useNetwork } from '../../lib/profile-context';
import { routePath } from '../../routing/routes';
import { noteCaseItem, removeCaseItem } from '../../api/cases';
import { AccountSummary, TraceSummary, TransactionSummary } from './case-summaries';
import type { CasePictures, CaseSummaries } from './case-report-export';
import { NoteEditor } from './NoteEditor';
import { useCaseItemReport } from './use-case-item-report';

/** An address item's current state as the Case page read it (one request for the case). */
export interface CaseAccountState {
  account: Parameters<typeof AccountSummary>[0]['state'];
  accountLoading: boolean;
  accountError: unknown;
}

/** The item itself: an address, or a transaction's hash or trace's id linked to its page. */
function CaseItemRef({ item }: { item: CaseItem }) {
  if (item.kind === 'address') return <Address address={item.ref} />;
  return (
    <a
      href={routePath(
        item.kind === 'transaction'
          ? { name: 'transaction', hash: item.ref }
          : { name: 'trace', id: item.ref },
      )}
    >
      <Hash value={item.ref} label={item.kind === 'trace' ? 'trace id' : 'transaction hash'} />
    </a>
  );
}

/**
 * One item of a case: the item, its summary now (reported for the export into `summaries` and
 * `pictures`), its note, and Remove (whose failure goes to `onError`).
 */
export function CaseItemRow({
  item,
  summaries,
  pictures,
  account,
  accountLoading,
  accountError,
  onError,
}: {
  item: CaseItem;
  summaries: CaseSummaries;
  pictures: CasePictures;
  onError(message: string): void;
} & CaseAccountState) {
  const network = useNetwork();
  const report = useCaseItemReport(item, summaries, pictures);
  return (
    <tr data-testid="case-item" data-kind={item.kind}>
      <td>
        <CaseItemRef item={item} />
      </td>
      <td>
        {item.kind === 'address' ? (
          <AccountSummary
            state={account}
            loading={accountLoading}
            error={accountError}
            report={report}
          />
        ) : item.kind === 'transaction' ? (
          <TransactionSummary hash={item.ref} report={report} />
        ) : (
          <TraceSummary id={item.ref} report={report} />
        )}
      </td>
      <td className="case-note-cell">
        <NoteEditor
          label={`Note on this ${item.kind}`}
          value={item.note}
          onSave={(note) => noteCaseItem({ network, itemId: item.id, note })}
        />
      </td>
      <td className="row-actions">
        <button
          type="button"
          aria-label={`Remove this ${item.kind} from the case`}
          onClick={() =>
            void removeCaseItem({ network, itemId: item.id }).catch((err: unknown) =>
              onError(errorGuidance(err).detail),
            )
          }
        >
          Remove
        </button>
      </td>
    </tr>
  );
}
