import type cytoscape from 'cytoscape';
import { useRef } from 'react';
import type { CanvasDocument } from '../../../../shared/canvas/document';
import { canvasSvg } from '../../../../shared/canvas/picture-svg';
import type { Network } from '../../../../shared/profiles';
import { saveSvgAsPng } from '../../components/chart-export';
import type { CanvasSelection, PeelMarks } from './canvas-elements';
import { themeColors } from './canvas-style';
import {
  useCanvasPicture,
  useCytoscape,
  useDrawnElements,
  usePathHighlight,
  useSelectedMark,
} from './use-canvas-drawing';

export { FLOW_LABEL_PREFIX, segmentsOf } from './canvas-elements';
export type { CanvasSelection, PeelMarks } from './canvas-elements';
export { fitCanvasView } from './use-canvas-drawing';

const NOT_FLAGGED = () => false;
const NO_LABEL = () => null;
/** No peel chain marked. */
const NO_PEEL: PeelMarks = { accounts: new Set<string>(), edges: new Set<string>() };

/** What {@link CanvasGraph} draws and whom it tells of taps and drags. */
export interface CanvasGraphProps {
  doc: CanvasDocument;
  /** The shown name of an address (the app's identity rule). */
  name(address: string): string;
  /** A node's second line: the user's label of the address (none: its short address). */
  label?(address: string): string | null;
  /** What is drawn selected (none when absent). */
  selection?: CanvasSelection;
  /** A tap chose a node, an edge, or nothing (absent: a drawing only looked at). */
  onSelect?(s: CanvasSelection): void;
  /** A node was dragged to a new place (absent: the move is not kept). */
  onMove?(address: string, x: number, y: number): void;
  /**
   * Receives the drawing's cytoscape instance (for {@link fitCanvasView}); null when unmounted.
   */
  coreRef?: { current: cytoscape.Core | null };
  /** True when a risk flag not overridden by the user is about the address (marked with the flag badge). */
  flagged?(address: string): boolean;
  /** Ids of the nodes and edges of a path to show (class `path`); none when absent. */
  highlight?: ReadonlySet<string>;
  /** Peel chains found on the canvas: their accounts and onward flows are marked. */
  peel?: PeelMarks;
}

/**
 * The canvas drawn by cytoscape.js in the picture's geometry (shared/canvas/picture.ts, the
 * one the SVG and the report draw): nodes at the document's positions (the `preset` layout: an
 * expansion never moves what is drawn) sized to their lines, each pair's flows along the route
 * the layered layout kept (straight when it has none), their amounts on one label placed by
 * the layout; width by amount (log scale per asset), TON solid and jettons dashed. Grouped
 * accounts are drawn as their entity's node with the rule on it, edges summed
 * (shared/canvas/entities `canvasView`). Tapping selects; dragging a node moves it (`onMove`: an address or an
 * entity's id). The wrapper carries `data-nodes` / `data-edges` / `data-entities` (what is
 * drawn) for tests and tools; flow labels are nodes whose data `kind` is `flow-label`.
 */
export function CanvasGraph({
  doc,
  name,
  label = NO_LABEL,
  selection,
  onSelect,
  onMove,
  coreRef,
  flagged = NOT_FLAGGED,
  highlight,
  peel = NO_PEEL,
}: CanvasGraphProps) {
  const box = useRef<HTMLDivElement>(null);
  const cy = useCytoscape(box, coreRef, { onSelect, onMove });
  const drawn = useCanvasPicture(doc, { name, label, flagged });
  const { view, flaggedCount } = drawn;
  useDrawnElements(cy, doc, drawn, peel);
  useSelectedMark(cy, selection, doc);
  const shown = usePathHighlight(cy, highlight, { doc, view });
  return (
    <div
      ref={box}
      className="canvas-graph"
      data-testid="canvas-graph"
      data-nodes={view.nodes.length}
      data-edges={view.edges.length}
      data-entities={doc.groups.length}
      data-flagged={flaggedCount}
      data-peel={peel.accounts.size}
      data-path-nodes={shown.nodes}
      data-path-edges={shown.edges}
      role="img"
      aria-label={`Canvas: ${doc.nodes.length} accounts${doc.groups.length ? ` in ${view.nodes.length} nodes (${doc.groups.length} grouped)` : ''}${flaggedCount ? ` (${flaggedCount} flagged)` : ''}, ${view.edges.length} flows. The tables beside it list them.`}
    />
  );
}

/**
 * The whole canvas as a PNG: the SVG drawing (shared/canvas/picture-svg.ts, the one "Save as
 * SVG" and the report give) in the theme's colours, at twice its size, saved as
 * `<fileName>.png`. Rejects when the browser cannot render or encode it.
 */
export async function saveCanvasPicture(
  doc: CanvasDocument,
  opts: {
    title: string;
    name(address: string): string;
    label?(address: string): string | null;
    flagged?(address: string): boolean;
    network: Network;
  },
  fileName: string,
): Promise<void> {
  const svg = canvasSvg(doc, { ...opts, colors: themeColors() });
  const size = /width="(\d+)" height="(\d+)"/.exec(svg);
  await saveSvgAsPng(fileName, svg, Number(size?.[1] ?? 800), Number(size?.[2] ?? 600));
}
