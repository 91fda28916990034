import { useMemo } from 'react';
import { ActionLine } from '../../components/ActionLine';
import { PagedTable } from '../../components/PagedTable';
import { EmptyState } from '../../components/States';
import { TimeAgo } from '../../components/TimeAgo';
import type { Column } from '../../components/VirtualTable';
import { useV3Pages } from '../../lib/use-paged';
import type { V3Action } from '../../lib/v3-types';
import { routePath } from '../../routing/routes';

interface Row {
  action: V3Action;
  /** First action of its trace in the list: the row shows the trace link. */
  firstOfTrace: boolean;
}

/**
 * The account's history grouped by trace (v3 `actions` by account, newest first): each action
 * in plain words (TON transfer, jetton transfer, NFT transfer, mint, burn, contract call),
 * with a link to its trace.
 */
export function HistoryTab({ raw }: { raw: string }) {
  const {
    query: q,
    rows: actions,
    addressBook: book,
    metadata,
  } = useV3Pages(
    'actions',
    { account: raw, sort: 'desc' },
    (p) => p.actions,
    (a) => a.action_id,
  );
  const rows = useMemo<Row[]>(
    () =>
      actions.map((a, i) => ({ action: a, firstOfTrace: a.trace_id !== actions[i - 1]?.trace_id })),
    [actions],
  );

  const columns: Column<Row>[] = [
    {
      id: 'time',
      header: 'Time',
      width: '160px',
      render: (r) => (r.firstOfTrace ? <TimeAgo unix={r.action.end_utime} compact /> : null),
    },
    {
      id: 'action',
      header: 'Action',
      width: 'minmax(300px, 4fr)',
      render: (r) => <ActionLine action={r.action} metadata={metadata} />,
    },
    {
      id: 'trace',
      header: 'Trace',
      width: '110px',
      render: (r) =>
        r.firstOfTrace && r.action.trace_id ? (
          <a href={routePath({ name: 'trace', id: r.action.trace_id })}>Open trace</a>
        ) : null,
    },
  ];

  return (
    <PagedTable
      label="History by trace"
      query={q}
      rows={rows}
      addressBook={book}
      metadata={metadata}
      noun="action"
      plural="actions"
      empty={<EmptyState title="No history">No actions involve this account yet.</EmptyState>}
      end={() => 'End of history'}
      columns={columns}
      getKey={(r) => r.action.action_id}
      rowHeight={44}
    />
  );
}
