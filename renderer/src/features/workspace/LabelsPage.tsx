import { ActionFeedback } from '../../components/ActionFeedback';
import { EmptyState, ErrorState, Loading } from '../../components/States';
import type { Route } from '../../routing/routes';
import { useEditLabel } from './labels';
import { BuiltinSetNote } from './BuiltinSetNote';
import { LabelImportSummary } from './LabelImportSummary';
import { LabelsPager } from './LabelsPager';
import { LabelsScopeChoice } from './LabelsScopeChoice';
import { LabelsTable } from './LabelsTable';
import { LabelsToolbar } from './LabelsToolbar';
import {
  LABELS_PAGE_SIZE,
  useLabelsPageState,
  type LabelsPageState,
} from './use-labels-page-state';

/**
 * The network's labels: search (label, category, note, address), edit, remove, import and
 * export (CSV `address,label,category,note,color` or JSON). Stored in the workspace
 * database, per network.
 */
export function LabelsPage({ route }: { route: Extract<Route, { name: 'labels' }> }) {
  const page = useLabelsPageState(route.query ?? '');
  const { network, set } = page;
  return (
    <section className="labels-page">
      <h1>Labels</h1>
      <p className="muted">
        Your own names and notes for addresses on <strong>{network}</strong>, kept on this computer
        and shown wherever the address appears. Set one from any address’s ⋯ menu, or import a file:
        this app’s CSV or JSON, a ton-labels file, or ton-assets’ accounts.json / .yaml.
      </p>
      {set && <LabelsScopeChoice set={set} scope={page.scope} onChoose={page.chooseScope} />}
      {set && page.builtinShown && <BuiltinSetNote set={set} />}
      <LabelsToolbar
        query={page.query}
        onSearch={page.search}
        onImport={(file) => void page.importFile(file)}
        onExport={(format) => void page.exportAs(format)}
      />
      <ActionFeedback error={page.error} />
      {page.report && <LabelImportSummary report={page.report} />}
      <LabelsResults page={page} />
    </section>
  );
}

/** The page of labels: loading, its error, "none", or the table and its pager. */
function LabelsResults({ page }: { page: LabelsPageState }) {
  const edit = useEditLabel();
  const { list, query, total } = page;
  if (list.isPending) return <Loading label="Loading labels…" />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  if (total === 0) {
    return (
      <EmptyState title={query ? 'No label matches.' : 'No labels yet.'}>
        {query
          ? 'Nothing in labels, categories, notes or addresses contains that text.'
          : 'Label an address from its ⋯ menu or its account page, or import a file.'}
      </EmptyState>
    );
  }
  return (
    <>
      <LabelsTable
        rows={list.data.items}
        builtinShown={page.builtinShown}
        onEdit={(address) => edit?.(address)}
        onRemove={(address) => void page.remove(address)}
      />
      <LabelsPager
        offset={page.offset}
        shown={list.data.items.length}
        total={total}
        pageSize={LABELS_PAGE_SIZE}
        onOffset={page.setOffset}
      />
    </>
  );
}
