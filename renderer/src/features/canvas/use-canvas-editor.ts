import { useMemo, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { canvasAttribution } from '../../../../shared/attribution';
import { canvasEdgesCsv, type CanvasDocument } from '../../../../shared/canvas/document';
import { canvasTitle } from '../../../../shared/canvas/drawing';
import { canvasView, groupBySharedKey } from '../../../../shared/canvas/entities';
import { canvasSvg } from '../../../../shared/canvas/picture-svg';
import { saveWorkspaceFile } from '../../api/save-file';
import { useActionFeedback } from '../../components/ActionFeedback';
import { groupByKeyInfo } from './canvas-info';
import { saveCanvasPicture } from './CanvasGraph';
import type { KeysRead } from './GroupByKeyPanel';
import type { SavedRef } from './SaveCanvasDialog';
import { useCanvasEdits, useChosenAccounts } from './use-canvas-edits';
import { useCanvasExpansion } from './use-canvas-expansion';
import { useCanvasLayout } from './use-canvas-layout';
import { useCanvasNaming, type CanvasNaming } from './use-canvas-naming';
import { useCanvasSelection } from './use-canvas-selection';

type Feedback = ReturnType<typeof useActionFeedback>;

/**
 * The canvas editor's state: the document as edited (starting from `initial`), where it is
 * kept (`savedAt`: a case's canvas, or null), how accounts are shown, the layout, the
 * selection, expanding and tracing, the edits, the attribution (the same one the CLI's
 * `trace` prints, shared/attribution), the dialogs and the files it saves. The parts of the
 * page (CanvasToolbar, CanvasFilters, CanvasPicturePane, CanvasSidePanels) read it.
 */
export function useCanvasEditor(initial: CanvasDocument, savedAt: SavedRef) {
  const [doc, setDoc] = useState(initial);
  const feedback = useActionFeedback();
  const naming = useCanvasNaming(doc);
  const layout = useCanvasLayout(doc, setDoc, naming);
  const view = useMemo(
    () => canvasView({ nodes: doc.nodes, edges: doc.edges, groups: doc.groups }),
    [doc.nodes, doc.edges, doc.groups],
  );
  const selection = useCanvasSelection(doc, view, initial.start);
  const expansion = useCanvasExpansion(initial, {
    doc,
    setDoc,
    naming,
    run: feedback.run,
    fitLater: layout.fitLater,
    clearHighlight: () => selection.setHighlight(null),
  });
  const edits = useCanvasEdits(setDoc);
  // The canvas's answer: the same attribution the CLI's `trace` prints (shared/attribution).
  const attribution = useMemo(
    () => canvasAttribution(doc),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- what the attribution reads
    [doc.ledgers, doc.traces, doc.rule, doc.start, doc.filters],
  );
  const [tracing, setTracing] = useState(false);
  return {
    doc,
    setDoc,
    feedback,
    naming,
    layout,
    view,
    selection,
    expansion,
    edits,
    attribution,
    tracing,
    toggleTracing: () => setTracing((t) => !t),
    chosen: useChosenAccounts(doc, setDoc, selection.setSelection, feedback.run),
    groupByKey: useGroupByKey(doc, setDoc, expansion.setInfo),
    saving: useCanvasSaving(savedAt, feedback),
    files: canvasFiles(doc, naming, feedback.setMessage),
  };
}

/** The canvas editor's state ({@link useCanvasEditor}), as the page's parts read it. */
export type CanvasEditorState = ReturnType<typeof useCanvasEditor>;

/**
 * "Group wallets by key": whether its panel is open, the button that opens it (focused again
 * when it closes), and the keys it read grouped into entities with a line saying how it went.
 */
function useGroupByKey(
  doc: CanvasDocument,
  setDoc: Dispatch<SetStateAction<CanvasDocument>>,
  setInfo: (info: string) => void,
) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  /** Groups the wallets whose keys were read (all, or those read before a cancel) by key. */
  const onKeys = (r: KeysRead) => {
    close();
    const { grouped } = groupBySharedKey(doc, r.keys);
    setDoc((d) => groupBySharedKey(d, r.keys).doc);
    setInfo(groupByKeyInfo(r, doc.nodes.length, grouped));
  };
  return { open, button, start: () => setOpen(true), close, onKeys };
}

/** Where the canvas is kept (a case's canvas, or null) and whether the save dialog is open. */
function useCanvasSaving(savedAt: SavedRef, feedback: Feedback) {
  const [saved, setSaved] = useState<SavedRef>(savedAt);
  const [open, setOpen] = useState(false);
  return {
    saved,
    open,
    start: () => setOpen(true),
    close: () => setOpen(false),
    onSaved: (ref: NonNullable<SavedRef>) => {
      setSaved(ref);
      setOpen(false);
      feedback.setError(null);
      feedback.setMessage(`Saved as “${ref.name}”.`);
    },
  };
}

/**
 * The files the canvas saves, each saying where it went: the edge list (CSV), and the picture
 * as PNG or SVG (the same drawing as the case's report: the saved layout) titled with the
 * canvas's name, network and when it was saved.
 */
function canvasFiles(
  doc: CanvasDocument,
  naming: CanvasNaming,
  setMessage: (message: string) => void,
) {
  const { shown, asOfBlock } = naming;
  // The saved pictures' title (PNG and SVG alike): name, network, when it was saved.
  const pictureTitle = () =>
    canvasTitle(
      { ...doc, asOfBlock },
      { name: naming.label, network: naming.profile.network, at: Math.floor(Date.now() / 1000) },
    );
  return {
    exportEdges: async () => {
      const where = await saveWorkspaceFile('canvas-edges.csv', canvasEdgesCsv(doc, shown));
      if (where) setMessage(`Edge list: ${where}.`);
    },
    savePng: async () => {
      await saveCanvasPicture(doc, { ...shown, title: pictureTitle() }, 'canvas');
      setMessage('Picture saved as canvas.png.');
    },
    saveSvg: async () => {
      const where = await saveWorkspaceFile(
        'canvas.svg',
        canvasSvg(doc, { ...shown, title: pictureTitle() }),
      );
      if (where) setMessage(`Picture (SVG): ${where}.`);
    },
  };
}
