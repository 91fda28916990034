import cytoscape from 'cytoscape';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { CanvasDocument } from '../../../../shared/canvas/document';
import { canvasView } from '../../../../shared/canvas/entities';
import { countFlagged, edgeWidths } from '../../../../shared/canvas/drawing';
import { flowBundles, pictureNodes, placeBundles } from '../../../../shared/canvas/picture';
import { useThemeVersion } from '../../components/use-theme-version';
import { useNetwork } from '../../lib/profile-context';
import {
  syncElements,
  wantedElements,
  type CanvasSelection,
  type PeelMarks,
} from './canvas-elements';
import { styleSheet } from './canvas-style';
import { prepareForGestures } from './prepare-for-gestures';

/** What a tap or a drag on the drawing tells its owner (see CanvasGraph's props). */
export interface DrawingHandlers {
  onSelect?(s: CanvasSelection): void;
  onMove?(address: string, x: number, y: number): void;
}

/** How the picture shows an account: its name, its label line, whether it is flagged. */
export interface DrawingShown {
  name(address: string): string;
  label(address: string): string | null;
  flagged(address: string): boolean;
}

/**
 * The cytoscape instance drawn into `box`, made once: preset layout, the theme's style sheet
 * (set anew when the theme changes), taps select (an account, a flow, or nothing) and a
 * dragged account reports its new place through the latest `handlers`. `coreRef` receives
 * the instance (null once unmounted). Returns the ref the other drawing hooks read.
 */
export function useCytoscape(
  box: RefObject<HTMLDivElement | null>,
  coreRef: { current: cytoscape.Core | null } | undefined,
  handlers: DrawingHandlers,
): RefObject<cytoscape.Core | null> {
  const cy = useRef<cytoscape.Core | null>(null);
  const latest = useRef(handlers);
  latest.current = handlers;
  const theme = useThemeVersion();

  useEffect(() => {
    const core = cytoscape({
      container: box.current,
      style: styleSheet(),
      layout: { name: 'preset' },
      minZoom: 0.05,
      maxZoom: 3,
      wheelSensitivity: 0.3,
      boxSelectionEnabled: false,
      selectionType: 'single',
    });
    listen(core, latest);
    cy.current = core;
    if (coreRef) coreRef.current = core;
    return () => {
      core.destroy();
      cy.current = null;
      if (coreRef) coreRef.current = null;
    };
  }, [box, coreRef]);

  useEffect(() => {
    const core = cy.current;
    if (!core) return;
    core.style(styleSheet());
    return prepareForGestures(core);
  }, [theme]);
  return cy;
}

/** Taps select (an account, a flow, or nothing: the background); a dragged account moves. */
function listen(core: cytoscape.Core, handlers: { current: DrawingHandlers }): void {
  const account = 'node[kind = "account"]';
  core.on('tap', account, (ev) =>
    handlers.current.onSelect?.({ kind: 'node', id: ev.target.id() }),
  );
  core.on('tap', 'edge', (ev) => handlers.current.onSelect?.({ kind: 'edge', id: ev.target.id() }));
  core.on('tap', (ev) => {
    if (ev.target === core) handlers.current.onSelect?.(null);
  });
  core.on('dragfree', account, (ev) => {
    const p = ev.target.position();
    handlers.current.onMove?.(ev.target.id(), p.x, p.y);
  });
}

/**
 * What the drawing shows of `doc`: the view (entities drawn as one node, their flows summed),
 * the flows' widths, the picture's nodes and placed bundles, and how many accounts are flagged.
 */
export function useCanvasPicture(doc: CanvasDocument, shownBy: DrawingShown) {
  const { name, label, flagged } = shownBy;
  const view = useMemo(
    () => canvasView({ nodes: doc.nodes, edges: doc.edges, groups: doc.groups }),
    [doc.nodes, doc.edges, doc.groups],
  );
  const widths = useMemo(() => edgeWidths(view.edges), [view.edges]);
  const network = useNetwork();
  const picture = useMemo(() => {
    const shown = { name, label, flagged, network };
    return {
      nodes: pictureNodes(doc, view, shown),
      bundles: placeBundles(doc, view, flowBundles(doc, view, network)),
    };
  }, [doc, view, name, label, flagged, network]);
  const flaggedCount = useMemo(
    () => countFlagged({ nodes: doc.nodes }, flagged),
    [doc.nodes, flagged],
  );
  return { view, widths, picture, flaggedCount };
}

type Picture = ReturnType<typeof useCanvasPicture>;

/**
 * Brings the drawing in line with the document. Positions are the document's: nothing drawn
 * moves unless the document moved it. The view is fitted when the first accounts arrive or
 * new ones land off screen.
 */
export function useDrawnElements(
  cy: RefObject<cytoscape.Core | null>,
  doc: CanvasDocument,
  { picture, widths }: Pick<Picture, 'picture' | 'widths'>,
  peel: PeelMarks,
): void {
  useEffect(() => {
    const core = cy.current;
    if (!core) return;
    const before = core.nodes('[kind = "account"]').length;
    const { added, relabel } = syncElements(core, wantedElements(doc, picture, widths, peel));
    // New nodes off screen (or the first ones): fit the view.
    const ext = core.extent();
    const outside = added.some((id) => {
      const el = core.getElementById(id);
      if (!el.isNode()) return false;
      const p = el.position();
      return p.x < ext.x1 || p.x > ext.x2 || p.y < ext.y1 || p.y > ext.y2;
    });
    if (picture.nodes.length && (before <= 1 || outside)) fitCanvasView(core);
    if (relabel.length) core.batch(() => relabel.forEach(([el, l]) => el.data('label', l)));
    return prepareForGestures(core);
  }, [cy, doc, picture, widths, peel]);
}

/** Draws `selection` (an account or a flow) selected, and nothing else. */
export function useSelectedMark(
  cy: RefObject<cytoscape.Core | null>,
  selection: CanvasSelection | undefined,
  doc: CanvasDocument,
): void {
  useEffect(() => {
    const core = cy.current;
    if (!core) return;
    core.elements(':selected').unselect();
    if (selection) core.getElementById(selection.id).select();
  }, [cy, selection, doc]);
}

/**
 * A path to show (ids of nodes and edges), marked with class `path` once the drawing is in
 * line with `doc` (the elements' effect runs first). Returns how many nodes and edges of it
 * are drawn.
 */
export function usePathHighlight(
  cy: RefObject<cytoscape.Core | null>,
  highlight: ReadonlySet<string> | undefined,
  deps: { doc: CanvasDocument; view: Picture['view'] },
): { nodes: number; edges: number } {
  const [shown, setShown] = useState({ nodes: 0, edges: 0 });
  const { doc, view } = deps;
  useEffect(() => {
    const core = cy.current;
    if (!core) return;
    let nodes = 0;
    let edges = 0;
    core.batch(() => {
      core.elements('.path').removeClass('path');
      for (const id of highlight ?? []) {
        const el = core.getElementById(id);
        if (el.empty()) continue;
        el.addClass('path');
        if (el.isNode()) nodes++;
        else edges++;
      }
    });
    setShown((s) => (s.nodes === nodes && s.edges === edges ? s : { nodes, edges }));
  }, [cy, highlight, doc, view]);
  return shown;
}
/** Largest zoom "Fit" gives (a few accounts are not drawn huge). */
const FIT_MAX_ZOOM = 1.25;

/** Zooms and pans the drawing so that all of it shows, with a small margin. */
export function fitCanvasView(core: cytoscape.Core): void {
  // Cytoscape learns the container's size on a debounced window resize: a Fit right after
  // the window or a panel changed size would fit the old box and leave accounts off-screen.
  core.resize();
  core.fit(undefined, 10);
  if (core.zoom() > FIT_MAX_ZOOM) {
    core.zoom(FIT_MAX_ZOOM);
    core.center();
  }
}
