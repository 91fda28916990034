import { formatDateTimeMs } from '../../../../shared/format';
import type { CaseSummary } from '../../../../shared/workspace/cases';
import { ChainText } from '../../components/ChainText';
import { SmallTable, type SmallColumn } from '../../components/SmallTable';
import { routePath } from '../../routing/routes';

/** The cases table's columns: the case (linked), its counts, note and when it changed. */
const CASE_COLUMNS: readonly SmallColumn<CaseSummary>[] = [
  {
    id: 'case',
    header: 'Case',
    render: (c) => (
      <a href={routePath({ name: 'case', id: c.id })}>
        <ChainText text={c.name} max={120} />
      </a>
    ),
  },
  { id: 'items', header: 'Items', render: (c) => c.itemCount },
  { id: 'canvases', header: 'Canvases', render: (c) => c.canvasCount },
  { id: 'replays', header: 'Replays', render: (c) => c.replayCount },
  { id: 'note', header: 'Note', className: 'label-note-cell', render: (c) => c.note },
  {
    id: 'changed',
    header: 'Changed',
    render: (c) => formatDateTimeMs(c.updatedAt),
  },
];

/** The network's cases as the Cases page lists them, one row (`case-row`) each. */
export function CasesTable({ cases }: { cases: readonly CaseSummary[] }) {
  return (
    <SmallTable
      className="data-table cases-table"
      label="Cases"
      rows={cases}
      getKey={(c) => String(c.id)}
      rowProps={() => ({ 'data-testid': 'case-row' })}
      columns={CASE_COLUMNS}
    />
  );
}
