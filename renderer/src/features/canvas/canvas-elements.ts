import type cytoscape from 'cytoscape';
import type { CanvasDocument } from '../../../../shared/canvas/document';
import type { Point } from '../../../../shared/canvas/layout';
import type { pictureNodes, PlacedBundle } from '../../../../shared/canvas/picture';
import { BUNDLE_GAP } from '../../../../shared/canvas/picture-svg';

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
export interface Wanted {
  id: string;
  group: 'nodes' | 'edges';
  data: Record<string, unknown>;
  classes: string;
  position?: Point;
  /** A flow label: not moved by hand, not selected. */
  fixed?: boolean;
}

/** Every element to draw: accounts and entities, flow labels, flows along their routes. */
export function wantedElements(
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
export function syncElements(core: cytoscape.Core, wanted: readonly Wanted[]) {
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
