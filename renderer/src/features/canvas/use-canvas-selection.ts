import { useState } from 'react';
import type { CanvasDocument } from '../../../../shared/canvas/document';
import type { CanvasView } from '../../../../shared/canvas/entities';
import type { CanvasSelection } from './canvas-elements';

/**
 * What the selection is on the canvas: an account (`node`), an entity (`group`), one account's
 * flow (`edge`, its movements open) or an entity's sum of several (`summed`); none of them
 * when the selection is elsewhere or gone.
 */
export function selectedParts(doc: CanvasDocument, view: CanvasView, selection: CanvasSelection) {
  const node =
    selection?.kind === 'node' ? doc.nodes.find((n) => n.address === selection.id) : undefined;
  const group =
    selection?.kind === 'node' ? doc.groups.find((g) => g.id === selection.id) : undefined;
  // A drawn flow: one account's flow (its movements open), or an entity's sum of several.
  const viewEdge =
    selection?.kind === 'edge' ? view.edges.find((e) => e.id === selection.id) : undefined;
  const edge =
    selection?.kind === 'edge'
      ? doc.edges.find(
          (e) => e.id === (viewEdge?.members.length === 1 ? viewEdge.members[0] : selection.id),
        )
      : undefined;
  const summed = !edge && viewEdge && viewEdge.members.length > 1 ? viewEdge : undefined;
  return { node, group, edge, summed };
}

/**
 * The canvas's selection (starting on `start`), what it selects ({@link selectedParts}), the
 * pair the drawing and the tables bind to (`bind`), and the path the path finder shows on the drawing (`highlight`, null for none).
 */
export function useCanvasSelection(doc: CanvasDocument, view: CanvasView, start: string) {
  const [selection, setSelection] = useState<CanvasSelection>({ kind: 'node', id: start });
  const [highlight, setHighlight] = useState<ReadonlySet<string> | null>(null);
  return {
    selection,
    setSelection,
    /** The selection as the drawing and the tables take it: what is selected, and its setter. */
    bind: { selection, onSelect: setSelection },
    highlight,
    setHighlight,
    selected: selectedParts(doc, view, selection),
  };
}

/** The canvas's selection ({@link useCanvasSelection}). */
export type CanvasSelectionState = ReturnType<typeof useCanvasSelection>;
