import { PagedTable } from '../../components/PagedTable';
import { EmptyState } from '../../components/States';
import { FlagFilters } from '../risk';
import { useHistoryList } from './use-history-list';
import { historyColumns } from './history-columns';

/**
 * The account's history grouped by trace (v3 `actions` by account, newest first): each action
 * in plain words (TON transfer, jetton transfer, NFT transfer, mint, burn, contract call),
 * its status read with its transactions (one v3 `traces` request per page of actions): a
 * payment that bounced says Bounced from the ledger's bounce link, with what came back; and a
 * link to its trace.
 */
export function HistoryTab({ raw }: { raw: string }) {
  const list = useHistoryList(raw);
  const columns = historyColumns({
    raw,
    metadata: list.metadata,
    txsOfTrace: list.txsOfTrace,
    tracesLoading: list.traces.loading,
    paidOf: list.paidOf,
    flagsOf: list.flagsOf,
  });
  return (
    <>
      <FlagFilters label="History filters" control={list.hideControl} />
      <PagedTable
        label="History by trace"
        query={list.query}
        rows={list.visible}
        addressBook={list.book}
        metadata={list.metadata}
        noun="action"
        plural="actions"
        empty={<EmptyState title="No history">No actions involve this account yet.</EmptyState>}
        end={() => 'End of history'}
        columns={columns}
        getKey={(r) => r.action.action_id}
        onRangeChange={list.traces.onRangeChange}
        rowHeight={44}
      />
    </>
  );
}
