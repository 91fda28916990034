import cytoscape from 'cytoscape';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { CanvasDocument } from '../../../../shared/canvas/document';
import { canvasView } from '../../../../shared/canvas/entities';
import {
  countFlagged,
  edgeWidths,
  flagBadgeDataUri,
  FLAG_BADGE,
} from '../../../../shared/canvas/drawing';
import type { Point } from '../../../../shared/canvas/layout';
import {
  BADGE_ROOM,
  FLOW_FONT,
  FLOW_LINE,
  NODE_FONT,
  NODE_LINE,
  NODE_PAD_X,
  flowBundles,
  pictureNodes,
  placeBundles,
  type PlacedBundle,
} from '../../../../shared/canvas/picture';
import {
  BUNDLE_GAP,
  CORNER,
  canvasSvg,
  type PictureColors,
} from '../../../../shared/canvas/picture-svg';
import type { Network } from '../../../../shared/profiles';
import { useThemeVersion } from '../../components/use-theme-version';
import { useNetwork } from '../../lib/profile-context';
import { saveSvgAsPng } from '../../components/chart-export';
import { prepareForGestures } from './prepare-for-gestures';

const NOT_FLAGGED = () => false;
const NO_LABEL = () => null;
/** No peel chain marked. */
const NO_PEEL: PeelMarks = { accounts: new Set<string>(), edges: new Set<string>() };

/** A peel chain's accounts and onward flows (doc edge ids), marked on the drawing. */
export interface PeelMarks {
  accounts: ReadonlySet<string>;
  edges: ReadonlySet<string>;
}

/** What is selected on the canvas: a node (its address) or an edge (its id). */
export type CanvasSelection = { kind: 'node'; id: string } | { kind: 'edge'; id: string } | null;

/** Beyond this many edges they are drawn straight (haystack), which keeps pan and zoom fluid. */
const MANY_EDGES = 1500;
/** The id prefix of a flow label's element (a node of its own, placed by the layout). */
export const FLOW_LABEL_PREFIX = 'flow:';
/** The font the picture is drawn in, on screen and in the SVG (shared/canvas/picture-svg.ts). */
const FONT_FAMILY = 'system-ui, sans-serif';

/** The theme's colours now (CSS variables), by the picture's names. */
function themeColors(): Required<PictureColors> & { accent: string } {
  return {
    fg: cssVar('--fg', '#14181f'),
    bg: cssVar('--bg', '#ffffff'),
    soft: cssVar('--bg-soft', '#f4f6f8'),
    border: cssVar('--border', '#d9dee5'),
    muted: cssVar('--muted', '#5d6673'),
    pending: cssVar('--accent', '#0a66d8'),
    accent: cssVar('--accent', '#0a66d8'),
    warn: cssVar('--warn', '#9a6400'),
    bad: cssVar('--danger', '#c62828'),
  };
}

function cssVar(name: string, fallback: string): string {
  const v = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return v || fallback;
}

/**
 * Cytoscape's style sheet in the theme's colours (read from the CSS variables now): the
 * geometry of shared/canvas/picture.ts (box sizes, lines, fonts), as the SVG draws it.
 */
function styleSheet(): cytoscape.StylesheetJson {
  const c = themeColors();
  return [
    {
      selector: 'node',
      style: {
        shape: 'round-rectangle',
        width: 'data(w)',
        height: 'data(h)',
        'background-color': c.soft,
        'border-width': 1,
        'border-color': c.border,
        label: 'data(label)',
        color: c.fg,
        'font-family': FONT_FAMILY,
        'font-size': NODE_FONT,
        'line-height': NODE_LINE / NODE_FONT,
        'text-valign': 'center',
        'text-halign': 'center',
        // The lines are cut to fit their box already (picture.ts); \n starts the second.
        'text-wrap': 'wrap',
        'text-max-width': '1000px',
        // Labels too small to read are not drawn (zoomed out over a large canvas).
        'min-zoomed-font-size': 7,
      },
    },
    { selector: 'node.start', style: { 'border-width': 3, 'border-color': c.accent } },
    // An entity (wallets grouped by key or by hand): a double border, three lines.
    {
      selector: 'node.entity',
      style: { 'border-width': 3, 'border-style': 'double', 'border-color': c.accent },
    },
    { selector: 'node.expanded', style: { 'background-color': c.bg } },
    // A risk flag (the same rules as the tables' badges): the flag badge drawn as an image at
    // the node's left, in the room the picture keeps for it (a shape no chain text can draw),
    // the lines beside it in warning colour.
    {
      selector: 'node.flagged',
      style: {
        color: c.warn,
        'background-image': flagBadgeDataUri(c.warn, c.bg),
        'background-width': FLAG_BADGE.width,
        'background-height': FLAG_BADGE.height,
        'background-position-x': NODE_PAD_X,
        'background-position-y': '50%',
        'background-repeat': 'no-repeat',
        'background-clip': 'none',
        'text-margin-x': BADGE_ROOM / 2,
      },
    },
    // A peel chain's hops and onward flows (shared/risk/peel-chain.ts): a double danger outline.
    {
      selector: 'node.peel',
      style: { 'border-width': 3, 'border-style': 'double', 'border-color': c.bad },
    },
    {
      selector: 'node.stop',
      style: { 'border-width': 3, 'border-style': 'dashed', 'border-color': c.bad },
    },
    {
      selector: 'node:selected',
      style: { 'border-width': 3, 'border-color': c.warn, 'overlay-opacity': 0 },
    },
    // A flow's amounts: a label of its own at the place the layout gave it.
    {
      selector: 'node.flow-label',
      style: {
        'background-color': c.bg,
        'background-opacity': 0.9,
        'border-width': 0,
        color: c.muted,
        'font-size': FLOW_FONT,
        'line-height': FLOW_LINE / FLOW_FONT,
        events: 'no',
        'min-zoomed-font-size': 6,
      },
    },
    {
      selector: 'edge',
      style: {
        width: 'data(width)',
        'line-color': c.accent,
        'target-arrow-color': c.accent,
        'target-arrow-shape': 'triangle',
        'curve-style': 'bezier',
        'control-point-step-size': BUNDLE_GAP * 2,
        'arrow-scale': 0.8,
        opacity: 0.75,
      },
    },
    {
      selector: 'edge.routed',
      style: {
        'curve-style': 'round-segments',
        'radius-type': 'influence-radius',
        'segment-radii': [CORNER],
        'edge-distances': 'node-position',
        'segment-distances': 'data(distances)',
        'segment-weights': 'data(weights)',
      },
    },
    { selector: 'edge.many', style: { 'curve-style': 'haystack', 'haystack-radius': 0 } },
    {
      selector: 'edge.jetton',
      style: { 'line-color': c.warn, 'target-arrow-color': c.warn, 'line-style': 'dashed' },
    },
    {
      selector: 'edge.peel',
      style: { 'line-color': c.bad, 'target-arrow-color': c.bad, opacity: 1 },
    },
    {
      selector: 'edge:selected',
      style: { opacity: 1, 'line-color': c.fg, 'target-arrow-color': c.fg },
    },
    // A path the path finder shows (PathFinderPanel): its accounts and flows stand out.
    { selector: 'node.path', style: { 'border-width': 4, 'border-color': c.bad } },
    {
      selector: 'edge.path',
      style: { opacity: 1, 'line-color': c.bad, 'target-arrow-color': c.bad, 'z-index': 10 },
    },
  ];
}

/**
 * A route's bends as cytoscape's `segments` take them: for each bend, its share along the
 * line between the two nodes' centres (`weights`) and its distance off it (`distances`, on
 * the left of the direction of travel as positive), plus `shift` (a bundle's lines apart).
 * Null when the line is straight.
 */
export function segmentsOf(
  path: readonly Point[],
  shift: number,
): { weights: number[]; distances: number[] } | null {
  const a = path[0]!;
  const z = path[path.length - 1]!;
  const vx = z.x - a.x;
  const vy = z.y - a.y;
  const len2 = vx * vx + vy * vy;
  if (len2 === 0) return null;
  const len = Math.sqrt(len2);
  const bends = path.slice(1, -1);
  if (!bends.length) return shift ? { weights: [0.5], distances: [shift] } : null;
  const r = (v: number) => Math.round(v * 1000) / 1000;
  return {
    weights: bends.map((p) => r(((p.x - a.x) * vx + (p.y - a.y) * vy) / len2)),
    distances: bends.map((p) => r(((p.y - a.y) * vx - (p.x - a.x) * vy) / len + shift)),
  };
}

/** The elements the drawing holds for `picture`: data, classes and positions per id. */
interface Wanted {
  id: string;
  group: 'nodes' | 'edges';
  data: Record<string, unknown>;
  classes: string;
  position?: Point;
  /** A flow label: not moved by hand, not selected. */
  fixed?: boolean;
}

/** Every element to draw: accounts and entities, flow labels, flows along their routes. */
function wantedElements(
  doc: CanvasDocument,
  picture: { nodes: ReturnType<typeof pictureNodes>; bundles: PlacedBundle[] },
  widths: Map<string, number>,
  peel: PeelMarks,
): Wanted[] {
  const out: Wanted[] = [];
  const byAddress = new Map(doc.nodes.map((n) => [n.address, n]));
  for (const n of picture.nodes) {
    const classes = [
      n.start && 'start',
      n.entity ? 'entity' : byAddress.get(n.id)?.expanded.length ? 'expanded' : '',
      n.stop && 'stop',
      n.flagged && 'flagged',
      n.view.members.some((m) => peel.accounts.has(m)) && 'peel',
    ]
      .filter(Boolean)
      .join(' ');
    out.push({
      id: n.id,
      group: 'nodes',
      data: { label: n.lines.join('\n'), w: n.width, h: n.height, kind: 'account' },
      classes,
      position: { x: n.view.x, y: n.view.y },
    });
  }
  const edges = picture.bundles.reduce((k, b) => k + b.members.length, 0);
  const many = edges > MANY_EDGES;
  for (const b of picture.bundles) {
    if (b.lines.length)
      out.push({
        id: `${FLOW_LABEL_PREFIX}${b.id}`,
        group: 'nodes',
        data: { label: b.lines.join('\n'), w: b.width, h: b.height, kind: 'flow-label' },
        classes: 'flow-label',
        position: b.label,
        fixed: true,
      });
    b.members.forEach((e, i) => {
      const shift = (i - (b.members.length - 1) / 2) * BUNDLE_GAP;
      const seg = many ? null : segmentsOf(b.path, shift);
      out.push({
        id: e.id,
        group: 'edges',
        data: {
          source: e.from,
          target: e.to,
          width: widths.get(e.id) ?? 2,
          ...(seg ?? { weights: [], distances: [] }),
        },
        classes: [
          e.asset === 'TON' ? 'ton' : 'jetton',
          seg && 'routed',
          many && 'many',
          e.members.some((m) => peel.edges.has(m)) && 'peel',
        ]
          .filter(Boolean)
          .join(' '),
      });
    });
  }
  return out;
}

/**
 * Brings cytoscape's elements in line with `wanted`: adds what is new, changes only what
 * changed (a style pass over thousands of untouched elements is the cost), removes what is
 * gone. Returns the ids added and the labels to set after a fit (see the caller).
 */
function syncElements(core: cytoscape.Core, wanted: readonly Wanted[]) {
  const added: string[] = [];
  const relabel: [cytoscape.NodeSingular, string][] = [];
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  core.batch(() => {
    const ids = new Set<string>();
    for (const w of wanted) {
      ids.add(w.id);
      const el = core.getElementById(w.id);
      if (el.empty()) {
        added.push(w.id);
        core.add({
          group: w.group,
          data: { id: w.id, ...w.data },
          classes: w.classes,
          ...(w.position ? { position: { ...w.position } } : {}),
          ...(w.fixed ? { grabbable: false, selectable: false } : {}),
        });
        continue;
      }
      const { label, ...rest } = w.data;
      for (const [k, v] of Object.entries(rest)) if (!same(el.data(k), v)) el.data(k, v);
      // A label changed before cytoscape's fit measured the elements is drawn clipped to the
      // old label's width: set after the fit.
      if (label !== undefined && el.data('label') !== label)
        relabel.push([el as cytoscape.NodeSingular, label as string]);
      if (el.data('cls') !== w.classes) {
        el.data('cls', w.classes);
        el.classes(w.classes);
      }
      if (w.position && el.isNode()) {
        const p = el.position();
        if (p.x !== w.position.x || p.y !== w.position.y) el.position({ ...w.position });
      }
    }
    core.elements().forEach((el) => {
      if (!ids.has(el.id())) el.remove();
    });
  });
  return { added, relabel };
}

/**
 * The canvas drawn by cytoscape.js in the picture's geometry (shared/canvas/picture.ts, the
 * one the SVG and the report draw): nodes at the document's positions (the `preset` layout: an
 * expansion never moves what is drawn) sized to their lines, each pair's flows along the route
 * the layered layout kept (straight when it has none), their amounts on one label placed by
 * the layout; width by amount (log scale per asset), TON solid and jettons dashed. Grouped
 * accounts are drawn as their entity's node with the rule on it, edges summed
 * ({@link canvasView}). Tapping selects; dragging a node moves it (`onMove`: an address or an
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
}: {
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
}) {
  const box = useRef<HTMLDivElement>(null);
  const cy = useRef<cytoscape.Core | null>(null);
  const handlers = useRef({ onSelect, onMove });
  handlers.current = { onSelect, onMove };
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
    const account = 'node[kind = "account"]';
    core.on('tap', account, (ev) =>
      handlers.current.onSelect?.({ kind: 'node', id: ev.target.id() }),
    );
    core.on('tap', 'edge', (ev) =>
      handlers.current.onSelect?.({ kind: 'edge', id: ev.target.id() }),
    );
    core.on('tap', (ev) => {
      if (ev.target === core) handlers.current.onSelect?.(null);
    });
    core.on('dragfree', account, (ev) => {
      const p = ev.target.position();
      handlers.current.onMove?.(ev.target.id(), p.x, p.y);
    });
    cy.current = core;
    if (coreRef) coreRef.current = core;
    return () => {
      core.destroy();
      cy.current = null;
      if (coreRef) coreRef.current = null;
    };
  }, [coreRef]);

  useEffect(() => {
    const core = cy.current;
    if (!core) return;
    core.style(styleSheet());
    return prepareForGestures(core);
  }, [theme]);

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

  // Brings the drawing in line with the document. Positions are the document's: nothing
  // drawn moves unless the document moved it.
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
  }, [doc, picture, widths, peel]);

  useEffect(() => {
    const core = cy.current;
    if (!core) return;
    core.elements(':selected').unselect();
    if (selection) core.getElementById(selection.id).select();
  }, [selection, doc]);

  // A path to show, marked once the drawing is in line with `doc` (the effect above runs first).
  const [shown, setShown] = useState({ nodes: 0, edges: 0 });
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
  }, [highlight, doc, view]);

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
