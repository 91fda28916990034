import cytoscape from 'cytoscape';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { CanvasDocument } from '../../../../shared/canvas/document';
import { canvasView, ruleText } from '../../../../shared/canvas/entities';
import {
  edgeAmountText,
  edgeWidths,
  entityTitle,
  flagPrefix,
  countFlagged,
  nodeFlagged,
} from '../../../../shared/canvas/drawing';
import { useThemeVersion } from '../../components/use-theme-version';
import { saveCanvasPng } from '../../components/chart-export';
import { prepareForGestures } from './prepare-for-gestures';

const NOT_FLAGGED = () => false;

/** What is selected on the canvas: a node (its address) or an edge (its id). */
export type CanvasSelection = { kind: 'node'; id: string } | { kind: 'edge'; id: string } | null;

/** Edge labels are drawn up to this many edges (beyond, they are in the table). */
const LABELLED_EDGES = 80;
/** Beyond this many edges they are drawn straight (haystack), which keeps pan and zoom fluid. */
const MANY_EDGES = 1500;

function cssVar(name: string, fallback: string): string {
  const v = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return v || fallback;
}

/** Cytoscape's style sheet in the theme's colours (read from the CSS variables now). */
function styleSheet(): cytoscape.StylesheetJson {
  const fg = cssVar('--fg', '#14181f');
  const bg = cssVar('--bg', '#ffffff');
  const soft = cssVar('--bg-soft', '#f4f6f8');
  const border = cssVar('--border', '#d9dee5');
  const accent = cssVar('--accent', '#0a66d8');
  const warn = cssVar('--warn', '#9a6400');
  const muted = cssVar('--muted', '#5d6673');
  const danger = cssVar('--danger', '#c62828');
  return [
    {
      selector: 'node',
      style: {
        shape: 'round-rectangle',
        width: 170,
        height: 34,
        'background-color': soft,
        'border-width': 1,
        'border-color': border,
        label: 'data(label)',
        color: fg,
        'font-size': 11,
        'text-valign': 'center',
        'text-halign': 'center',
        'text-wrap': 'ellipsis',
        'text-max-width': '160px',
        // Labels too small to read are not drawn (zoomed out over a large canvas).
        'min-zoomed-font-size': 7,
      },
    },
    { selector: 'node.start', style: { 'border-width': 3, 'border-color': accent } },
    // An entity (wallets grouped by key or by hand): taller, double border, two label lines.
    {
      selector: 'node.entity',
      style: {
        height: 52,
        width: 190,
        'border-width': 3,
        'border-style': 'double',
        'border-color': accent,
        'text-wrap': 'wrap',
        'text-max-width': '180px',
      },
    },
    { selector: 'node.expanded', style: { 'background-color': bg } },
    // A risk flag (the same rules as the tables' badges): the label starts with ⚠, in warning colour.
    { selector: 'node.flagged', style: { color: warn, 'font-weight': 'bold' } },
    {
      selector: 'node.stop',
      style: { 'border-width': 3, 'border-style': 'dashed', 'border-color': danger },
    },
    {
      selector: 'node:selected',
      style: { 'border-width': 3, 'border-color': warn, 'overlay-opacity': 0 },
    },
    {
      selector: 'edge',
      style: {
        width: 'data(width)',
        'line-color': accent,
        'target-arrow-color': accent,
        'target-arrow-shape': 'triangle',
        'curve-style': 'bezier',
        'arrow-scale': 0.8,
        opacity: 0.75,
        label: 'data(label)',
        'font-size': 9,
        color: muted,
        'text-background-color': bg,
        'text-background-opacity': 0.8,
        'text-background-padding': '1px',
      },
    },
    { selector: 'edge.many', style: { 'curve-style': 'haystack', 'haystack-radius': 0 } },
    {
      selector: 'edge.jetton',
      style: { 'line-color': warn, 'target-arrow-color': warn, 'line-style': 'dashed' },
    },
    {
      selector: 'edge:selected',
      style: { opacity: 1, 'line-color': fg, 'target-arrow-color': fg },
    },
    // A path the path finder shows (PathFinderPanel): its accounts and flows stand out.
    { selector: 'node.path', style: { 'border-width': 4, 'border-color': danger } },
    {
      selector: 'edge.path',
      style: { opacity: 1, 'line-color': danger, 'target-arrow-color': danger, 'z-index': 10 },
    },
  ];
}

/**
 * The canvas drawn by cytoscape.js: nodes at the document's positions (the `preset` layout:
 * an expansion never moves what is drawn), edges with width by amount (log scale per asset),
 * TON solid and jettons dashed. Grouped accounts are drawn as their entity's node with the
 * rule on it, edges summed ({@link canvasView}). Tapping selects; dragging a node moves it
 * (`onMove`: an address or an entity's id). The wrapper carries `data-nodes` / `data-edges` /
 * `data-entities` (what is drawn) for tests and tools.
 */
export function CanvasGraph({
  doc,
  name,
  selection,
  onSelect,
  onMove,
  coreRef,
  flagged = NOT_FLAGGED,
  highlight,
}: {
  doc: CanvasDocument;
  /** The shown name of an address (the app's identity rule). */
  name(address: string): string;
  /** What is drawn selected (none when absent). */
  selection?: CanvasSelection;
  /** A tap chose a node, an edge, or nothing (absent: a drawing only looked at). */
  onSelect?(s: CanvasSelection): void;
  /** A node was dragged to a new place (absent: the move is not kept). */
  onMove?(address: string, x: number, y: number): void;
  /**
   * Receives the drawing's cytoscape instance (for the PNG export and {@link fitCanvasView});
   * null when unmounted.
   */
  coreRef?: { current: cytoscape.Core | null };
  /** True when a risk flag not overridden by the user is about the address (marked ⚠). */
  flagged?(address: string): boolean;
  /** Ids of the nodes and edges of a path to show (class `path`); none when absent. */
  highlight?: ReadonlySet<string>;
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
    core.on('tap', 'node', (ev) =>
      handlers.current.onSelect?.({ kind: 'node', id: ev.target.id() }),
    );
    core.on('tap', 'edge', (ev) =>
      handlers.current.onSelect?.({ kind: 'edge', id: ev.target.id() }),
    );
    core.on('tap', (ev) => {
      if (ev.target === core) handlers.current.onSelect?.(null);
    });
    core.on('dragfree', 'node', (ev) => {
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
  const flaggedCount = useMemo(
    () => countFlagged({ nodes: doc.nodes }, flagged),
    [doc.nodes, flagged],
  );

  // Brings the drawing in line with the document: adds what is new, updates labels and
  // positions, removes what is gone. Existing nodes keep their place.
  useEffect(() => {
    const core = cy.current;
    if (!core) return;
    const before = core.nodes().length;
    const added: string[] = [];
    // New labels of drawn nodes, set after the view is fitted: a label changed before
    // cytoscape's fit measured the elements is drawn clipped to the old label's width.
    const relabel: [cytoscape.NodeSingular, string][] = [];
    const stops = new Set(doc.traces.flatMap((t) => t.stops.map((s) => s.account)));
    const byAddress = new Map(doc.nodes.map((n) => [n.address, n]));
    const groups = new Map(doc.groups.map((g) => [g.id, g]));
    core.batch(() => {
      const ids = new Set<string>();
      for (const v of view.nodes) {
        const n = { address: v.id, x: v.x, y: v.y };
        ids.add(n.address);
        const isFlagged = nodeFlagged(v.members, flagged);
        const group = groups.get(v.id);
        const label = group
          ? `${flagPrefix(isFlagged)}${entityTitle(group.members, name)}\n${ruleText(group.rule)}`
          : `${flagPrefix(isFlagged)}${name(n.address)}`;
        const classes = [
          v.members.includes(doc.start) ? 'start' : '',
          group ? 'entity' : byAddress.get(v.id)?.expanded.length ? 'expanded' : '',
          v.members.some((m) => stops.has(m)) ? 'stop' : '',
          isFlagged ? 'flagged' : '',
        ].join(' ');
        const el = core.getElementById(n.address);
        if (el.nonempty()) {
          // Only what changed: a style pass over thousands of untouched elements is the cost.
          if (el.data('label') !== label) relabel.push([el, label]);
          if (el.data('cls') !== classes) {
            el.data('cls', classes);
            el.classes(classes);
          }
          const p = el.position();
          if (p.x !== n.x || p.y !== n.y) el.position({ x: n.x, y: n.y });
        } else {
          added.push(n.address);
          core.add({
            group: 'nodes',
            data: { id: n.address, label, cls: classes },
            position: { x: n.x, y: n.y },
            classes,
          });
        }
      }
      const labelled = view.edges.length <= LABELLED_EDGES;
      // Thousands of flows: straight edges (cytoscape's fast "haystack"), no arrow heads.
      const many = view.edges.length > MANY_EDGES;
      for (const e of view.edges) {
        ids.add(e.id);
        const label = labelled ? edgeAmountText(doc, e) : '';
        const data = { width: widths.get(e.id) ?? 2, label };
        const el = core.getElementById(e.id);
        if (el.nonempty()) {
          if (el.data('width') !== data.width || el.data('label') !== data.label) el.data(data);
        } else
          core.add({
            group: 'edges',
            data: { id: e.id, source: e.from, target: e.to, ...data },
            classes: `${e.asset === 'TON' ? 'ton' : 'jetton'}${many ? ' many' : ''}`,
          });
      }
      core.elements().forEach((el) => {
        if (!ids.has(el.id())) el.remove();
      });
    });
    // New nodes off screen (or the first ones): fit the view. Positions never change here.
    const ext = core.extent();
    const outside = added.some((id) => {
      const p = core.getElementById(id).position();
      return p.x < ext.x1 || p.x > ext.x2 || p.y < ext.y1 || p.y > ext.y2;
    });
    if (view.nodes.length && (before <= 1 || outside)) fitCanvasView(core);
    if (relabel.length) core.batch(() => relabel.forEach(([el, label]) => el.data('label', label)));
    return prepareForGestures(core);
  }, [doc, view, name, widths, flagged]);

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
      data-path-nodes={shown.nodes}
      data-path-edges={shown.edges}
      role="img"
      aria-label={`Canvas: ${doc.nodes.length} accounts${doc.groups.length ? ` in ${view.nodes.length} nodes (${doc.groups.length} grouped)` : ''}${flaggedCount ? ` (${flaggedCount} flagged)` : ''}, ${view.edges.length} flows. The tables beside it list them.`}
    />
  );
}

/** Zooms and pans the drawing so that all of it shows, with a margin. */
export function fitCanvasView(core: cytoscape.Core): void {
  core.fit(undefined, 40);
}

/**
 * The whole drawing as a PNG (cytoscape's own export of every element, at twice the size)
 * under a title line (`title`: start, period, network, time of the export), saved as
 * `<fileName>.png`. Rejects when the browser cannot encode it.
 */
export async function saveCanvasPicture(
  core: cytoscape.Core,
  title: string,
  fileName: string,
): Promise<void> {
  const scale = 2;
  const bg = cssVar('--bg', '#ffffff');
  const blob = await core.png({ output: 'blob-promise', full: true, scale, bg, maxWidth: 12_000 });
  const img = await createImageBitmap(blob);
  const head = 36 * scale;
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(img.width, 900 * scale);
  canvas.height = img.height + head;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No 2D canvas available to draw the PNG.');
  ctx.fillStyle = bg;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = cssVar('--fg', '#14181f');
  ctx.font = `${14 * scale}px sans-serif`;
  ctx.fillText(title, 12 * scale, 24 * scale, canvas.width - 24 * scale);
  ctx.drawImage(img, 0, head);
  await saveCanvasPng(fileName, canvas);
}
