import { plural } from '../../../../shared/plural';
import { formatDateTimeMs } from '../../../../shared/format';
import { ActionFeedback } from '../../components/ActionFeedback';
import type { CaseDetail } from '../../../../shared/workspace/cases';
import { ChainText } from '../../components/ChainText';
import { EmptyState, ErrorState, Loading } from '../../components/States';
import { useNetwork } from '../../lib/profile-context';
import { routePath, type Route } from '../../routing/routes';
import { CaseItemSections } from './CaseItemSections';
import { CaseToolbar } from './CaseToolbar';
import { DeleteCaseConfirm } from './DeleteCaseConfirm';
import { NoteEditor } from './NoteEditor';
import { RenameCaseForm } from './RenameCaseForm';
import { useCaseView } from './use-case-view';
import { CaseCanvases } from './CaseCanvases';
import { CaseReplays } from '../replay';
import { updateCase, useCase } from '../../api/cases';

/**
 * One case: its items with their current summaries (read from the chain now) and editable
 * notes; rename, delete, and export as a self-contained HTML report or JSON.
 */
export function CasePage({ route }: { route: Extract<Route, { name: 'case' }> }) {
  const network = useNetwork();
  const q = useCase(network, route.id);
  if (q.isPending) return <Loading label="Loading the case…" />;
  if (q.isError) {
    const notFound = (q.error as { code?: string }).code === 'NOT_FOUND';
    return notFound ? (
      <EmptyState title="No such case.">
        It was deleted, or belongs to another network.{' '}
        <a href={routePath({ name: 'cases' })}>All cases</a>
      </EmptyState>
    ) : (
      <ErrorState error={q.error} onRetry={() => void q.refetch()} />
    );
  }
  return <CaseView key={q.data.id} c={q.data} />;
}

/** A case read: the hook's state wired to the page's parts. */
function CaseView({ c }: { c: CaseDetail }) {
  const view = useCaseView(c);
  const { network, feedback } = view;
  return (
    <section className="case-page">
      <p className="muted">
        <a href={routePath({ name: 'cases' })}>Cases</a> ›
      </p>
      {view.renaming ? (
        <RenameCaseForm c={c} onDone={() => view.setRenaming(false)} />
      ) : (
        // A case name may come from a shared case file: drawn as chain text.
        <h1 data-testid="case-name">
          <ChainText text={c.name} max={200} />
        </h1>
      )}
      <p className="muted">
        {plural(c.itemCount, 'item')}, {plural(c.canvasCount, 'canvas', 'canvases')}
        {c.replayCount > 0 && `, ${plural(c.replayCount, 'replay')}`} on <strong>{network}</strong>{' '}
        · changed {formatDateTimeMs(c.updatedAt)}
      </p>
      <CaseToolbar
        reading={view.reading}
        renaming={view.renaming}
        onExport={(format) => void view.exportAs(format)}
        onRename={() => view.setRenaming(true)}
        onDelete={() => view.setConfirmDelete(true)}
      />
      {view.confirmDelete && (
        <DeleteCaseConfirm
          c={c}
          onDelete={() => void view.remove()}
          onCancel={() => view.setConfirmDelete(false)}
        />
      )}
      <ActionFeedback error={feedback.error} message={feedback.message} />
      <NoteEditor
        label="Case note"
        placeholder="Case note: what this investigation is about (Ctrl+Enter saves)"
        value={c.note}
        onSave={(note) => updateCase({ network, id: c.id, note })}
      />
      <CaseCanvases network={network} caseId={c.id} />
      <CaseReplays network={network} caseId={c.id} />
      {c.items.length === 0 && c.canvasCount === 0 && c.replayCount === 0 && (
        <EmptyState title="This case is empty.">
          Add addresses, transactions and traces with “Add to case…” on their pages.
        </EmptyState>
      )}
      <CaseItemSections
        items={c.items}
        summaries={view.summaries}
        pictures={view.pictures}
        states={view.states}
        onError={feedback.setError}
      />
    </section>
  );
}
