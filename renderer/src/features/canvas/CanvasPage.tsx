import { useState } from 'react';
import type { CanvasDocument } from '../../../../shared/canvas/document';
import { parseAddress, toRawUpper } from '../../../../shared/ton/address';
import { useSavedCanvas } from '../../api/canvas';
import { ActionFeedback } from '../../components/ActionFeedback';
import { Address } from '../../components/Address';
import { EmptyState, ErrorLine, ErrorState, Loading } from '../../components/States';
import { useNetwork } from '../../lib/profile-context';
import { routePath, type Route } from '../../routing/routes';
import { navigate } from '../../routing/use-route';
import { CanvasFilters } from './CanvasFilters';
import { CanvasPicturePane } from './CanvasPicturePane';
import { CanvasSidePanels } from './CanvasSidePanels';
import { CanvasToolbar } from './CanvasToolbar';
import { newCanvas, withShown } from './canvas-model';
import { GroupByKeyPanel } from './GroupByKeyPanel';
import { SaveCanvasDialog, type SavedRef } from './SaveCanvasDialog';
import { useCanvasEditor } from './use-canvas-editor';
import './canvas.css';

/**
 * The investigation canvas: starts from an address (`#/canvas/<address>`, "Open in canvas" on
 * an account page) or a canvas kept in a case (`#/canvas/saved/<id>`). Nodes are accounts,
 * edges the flows between them per asset from the ledger; a node expands into its top
 * counterparties (in on the left, out on the right); the tables beside the picture list the
 * same; an edge lists its movements; the canvas is saved into a case and exported as CSV.
 */
export function CanvasPage({ route }: { route: Extract<Route, { name: 'canvas' }> }) {
  if (route.saved !== undefined) return <SavedCanvas id={route.saved} />;
  if (!route.address) return <StartForm />;
  let start: string;
  try {
    start = toRawUpper(route.address);
  } catch (e) {
    return <ErrorState error={{ code: 'INVALID_INPUT', message: (e as Error).message }} />;
  }
  return <CanvasEditor key={start} initial={newCanvas(start)} saved={null} />;
}

function StartForm() {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <section className="canvas-page">
      <h1>Canvas</h1>
      <p className="muted">
        Follow the money across accounts: start from an address, expand it into its top
        counterparties, keep the picture in a case.
      </p>
      <form
        className="toolbar"
        onSubmit={(e) => {
          e.preventDefault();
          try {
            navigate({ name: 'canvas', address: parseAddress(text.trim()).raw });
          } catch (err) {
            setError((err as Error).message);
          }
        }}
      >
        <label className="field">
          <span>Start from address</span>
          <input value={text} onChange={(e) => setText(e.target.value)} required />
        </label>
        <button type="submit" className="primary">
          Start
        </button>
      </form>
      <ErrorLine error={error} />
    </section>
  );
}

function SavedCanvas({ id }: { id: number }) {
  const network = useNetwork();
  const q = useSavedCanvas(network, id);
  if (q.isPending) return <Loading label="Loading the canvas…" />;
  if (q.isError) {
    return (q.error as { code?: string }).code === 'NOT_FOUND' ? (
      <EmptyState title="No such canvas.">
        It was deleted with its case, or belongs to another network.{' '}
        <a href={routePath({ name: 'cases' })}>All cases</a>
      </EmptyState>
    ) : (
      <ErrorState error={q.error} onRetry={() => void q.refetch()} />
    );
  }
  const s = q.data.summary;
  return (
    <CanvasEditor
      key={`${s.id}|${s.updatedAt}`}
      initial={q.data.doc}
      saved={{ id: s.id, caseId: s.caseId, name: s.name }}
    />
  );
}

/**
 * The canvas being edited: the document (from an address, or a case's canvas: `saved`) with
 * its filters, commands, picture and panels, wired to its state ({@link useCanvasEditor}).
 */
function CanvasEditor({ initial, saved: savedAt }: { initial: CanvasDocument; saved: SavedRef }) {
  const ed = useCanvasEditor(initial, savedAt);
  const { doc, naming, feedback, expansion, groupByKey, saving } = ed;
  return (
    <section className="canvas-page">
      <h1>
        Canvas{saving.saved ? `: ${saving.saved.name}` : ''}{' '}
        <span className="muted canvas-start">
          from <Address address={doc.start} />
        </span>
      </h1>
      {saving.saved && (
        <p className="muted">
          Kept in <a href={routePath({ name: 'case', id: saving.saved.caseId })}>its case</a>.
        </p>
      )}
      <CanvasFilters ed={ed} />
      <CanvasToolbar ed={ed} />
      {groupByKey.open && (
        <GroupByKeyPanel
          addresses={doc.nodes.map((n) => n.address)}
          onKeys={groupByKey.onKeys}
          onClose={groupByKey.close}
        />
      )}
      <ActionFeedback error={feedback.error} message={feedback.message} />
      {expansion.gaps.length > 0 && (
        <div className="notice" role="status">
          The ledger could not read everything, so these sums may be short:{' '}
          {expansion.gaps.slice(0, 3).join('; ')}
        </div>
      )}
      <div className="canvas-body">
        <CanvasPicturePane ed={ed} />
        <CanvasSidePanels ed={ed} />
      </div>
      {saving.open && (
        <SaveCanvasDialog
          doc={withShown(doc, naming.name, naming.risk.flagged, naming.asOfBlock, naming.labelOf)}
          saved={saving.saved}
          defaultName={`From ${naming.label(doc.start)}`}
          onClose={saving.close}
          onSaved={saving.onSaved}
        />
      )}
    </section>
  );
}
