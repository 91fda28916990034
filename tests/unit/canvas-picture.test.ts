import { describe, expect, it } from 'vitest';
import { canvasView } from '../../shared/canvas/entities';
import { layeredLayout } from '../../shared/canvas/layout';
import {
  arrangeCanvas,
  BADGE_ROOM,
  flowBundles,
  pictureNodes,
  placeBundles,
  type PictureShown,
} from '../../shared/canvas/picture';
import { canvasSvg, titleLines } from '../../shared/canvas/picture-svg';
import { fitText, textWidth } from '../../shared/canvas/text-metrics';
import { compactUnits } from '../../shared/ton/units';
import { contractShortForm } from '../../shared/ton/jetton-unit';
import { segmentsOf } from '../../renderer/src/features/canvas/CanvasGraph';
import {
  DEMO_ASSET,
  investigationCanvas,
  investigationName,
  roleAddress,
  roleOf,
} from '../helpers/investigation-canvas';

/**
 * The canvas as a money flow (shared/canvas/picture.ts over the layered layout): on the demo's
 * investigation (18 accounts, 27 flows, a jetton leg), the start is leftmost, the ends (the
 * exchange where the trace stopped, side-4 where a trail ran dry) share the rightmost column,
 * no two boxes (nodes, flow labels) overlap, and no flow passes through a node it does not
 * join (the "swap-desk.ton → exchange.ton" that never happened).
 */

const shown: PictureShown = {
  name: investigationName,
  label: (a) => (roleOf(a) === 'exchange' ? 'Exchange hot wallet' : null),
  network: 'local',
};
/** DEMO's jetton unit as the picture writes it: the symbol and its master's short form. */
const DEMO_UNIT = `DEMO · ${contractShortForm(DEMO_ASSET.slice('jetton:'.length), 'local')}`;

interface Box {
  id: string;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

const overlap = (a: Box, b: Box) => a.x1 < b.x2 && b.x1 < a.x2 && a.y1 < b.y2 && b.y1 < a.y2;

/** Whether the segment p→q passes through the inside of `b` (Liang–Barsky clipping). */
function crosses(p: { x: number; y: number }, q: { x: number; y: number }, b: Box): boolean {
  let t0 = 0;
  let t1 = 1;
  const dx = q.x - p.x;
  const dy = q.y - p.y;
  for (const [pp, qq] of [
    [-dx, p.x - b.x1],
    [dx, b.x2 - p.x],
    [-dy, p.y - b.y1],
    [dy, b.y2 - p.y],
  ] as const) {
    if (pp === 0) {
      if (qq < 0) return false;
    } else {
      const r = qq / pp;
      if (pp < 0) t0 = Math.max(t0, r);
      else t1 = Math.min(t1, r);
    }
  }
  return t0 < t1;
}

function arranged() {
  const doc = arrangeCanvas(investigationCanvas(), shown);
  const view = canvasView(doc);
  const nodes = pictureNodes(doc, view, shown);
  const bundles = placeBundles(doc, view, flowBundles(doc, view, shown.network));
  const boxes = new Map<string, Box>(
    nodes.map((n) => [
      n.id,
      {
        id: n.id,
        x1: n.view.x - n.width / 2,
        x2: n.view.x + n.width / 2,
        y1: n.view.y - n.height / 2,
        y2: n.view.y + n.height / 2,
      },
    ]),
  );
  return { doc, nodes, bundles, boxes };
}

describe('the investigation laid out as a money flow', () => {
  it('puts the start leftmost and the ends right of every other account', () => {
    const { boxes } = arranged();
    const ends = [roleAddress('exchange'), roleAddress('side-4')];
    const others = [...boxes.values()].filter((b) => !ends.includes(b.id));
    const start = boxes.get(roleAddress('theft'))!;
    for (const b of others) if (b !== start) expect(start.x2, b.id).toBeLessThan(b.x1);
    const right = Math.max(...others.map((b) => b.x2));
    for (const e of ends) expect(boxes.get(e)!.x1, roleOf(e)).toBeGreaterThan(right);
    // The ends share one column.
    expect(boxes.get(ends[0]!)!.x1 + boxes.get(ends[0]!)!.x2).toBeCloseTo(
      boxes.get(ends[1]!)!.x1 + boxes.get(ends[1]!)!.x2,
    );
  });

  it('draws no box over another: nodes and flow labels', () => {
    const { boxes, bundles } = arranged();
    const labels = bundles.map((b) => ({
      id: `label ${roleOf(b.from)}→${roleOf(b.to)}`,
      x1: b.label.x - b.width / 2,
      x2: b.label.x + b.width / 2,
      y1: b.label.y - b.height / 2,
      y2: b.label.y + b.height / 2,
    }));
    expect(labels).toHaveLength(26); // 27 flows, mule-v5 → exchange bundles TON and DEMO
    const all = [...boxes.values(), ...labels];
    for (let i = 0; i < all.length; i++)
      for (let j = i + 1; j < all.length; j++)
        expect(overlap(all[i]!, all[j]!), `${all[i]!.id} / ${all[j]!.id}`).toBe(false);
  });

  it('routes every flow around the accounts it does not join', () => {
    const { boxes, bundles } = arranged();
    expect(bundles.every((b) => b.routed)).toBe(true);
    for (const b of bundles) {
      for (const [id, box] of boxes) {
        if (id === b.from || id === b.to) continue;
        for (let i = 0; i + 1 < b.path.length; i++)
          expect(
            crosses(b.path[i]!, b.path[i + 1]!, box),
            `${roleOf(b.from)} → ${roleOf(b.to)} crosses ${roleOf(id)}`,
          ).toBe(false);
      }
    }
  });

  it('shows every name and the label on its node, the labels abbreviated', () => {
    const { nodes, bundles } = arranged();
    for (const n of nodes) expect(n.lines[0]).toBe(investigationName(n.id));
    expect(nodes.find((n) => n.id === roleAddress('exchange'))!.lines[1]).toBe(
      'Exchange hot wallet',
    );
    const desk = bundles.find((b) => b.from === roleAddress('swap-desk'))!;
    // Amount over the whole jetton unit (symbol and master), never cut at its spaces.
    expect(desk.lines).toEqual(['120k', DEMO_UNIT]);
    const last = bundles.find(
      (b) => b.from === roleAddress('mule-v5') && b.to === roleAddress('exchange'),
    )!;
    expect(last.lines).toEqual(['120k', DEMO_UNIT, '105', 'TON']);
  });

  it('keeps room for the flag badge at a flagged node’s left, its lines unchanged', () => {
    const doc = investigationCanvas();
    const view = canvasView(doc);
    const exchange = roleAddress('exchange');
    const plain = pictureNodes(doc, view, shown).find((n) => n.id === exchange)!;
    const flagged = pictureNodes(doc, view, { ...shown, flagged: (a) => a === exchange }).find(
      (n) => n.id === exchange,
    )!;
    expect(flagged).toMatchObject({ flagged: true, lines: plain.lines, textX: BADGE_ROOM / 2 });
    expect(plain.textX).toBe(0);
    expect(flagged.width).toBe(plain.width + BADGE_ROOM);
  });

  it('is the same picture every time, and keeps what the analyst moved', () => {
    const a = arranged().doc;
    expect(arrangeCanvas(investigationCanvas(), shown)).toEqual(a);
    // A node moved by hand: its flows run straight, the others keep their routes.
    const peel = roleAddress('peel-2');
    const moved = {
      ...a,
      nodes: a.nodes.map((n) => (n.address === peel ? { ...n, y: n.y + 300 } : n)),
    };
    const view = canvasView(moved);
    const placed = placeBundles(moved, view, flowBundles(moved, view, shown.network));
    for (const b of placed)
      expect(b.routed, `${roleOf(b.from)} → ${roleOf(b.to)}`).toBe(
        b.from !== peel && b.to !== peel,
      );
  });

  it('draws the same geometry in the SVG: nodes at their places, flows along their routes', () => {
    const { doc, nodes } = arranged();
    const svg = canvasSvg(doc, { title: 'Canvas', ...shown });
    for (const n of nodes)
      expect(svg).toContain(
        `data-address="${n.id}" transform="translate(${Math.round(n.view.x * 10) / 10} ${Math.round(n.view.y * 10) / 10})"`,
      );
    // Each flow's path has the route's bends.
    const route = doc.routes[`${roleAddress('split')}>${roleAddress('exchange')}`]!;
    expect(route.points.length).toBeGreaterThan(2);
    const path = new RegExp(
      `data-from="${roleAddress('split')}" data-to="${roleAddress('exchange')}"[^]*?<path d="([^"]+)"`,
    ).exec(svg)![1]!;
    // Rounded at each bend: the corner's control point is the bend.
    expect(path).toContain(`Q${route.points[0]},${route.points[1]} `);
  });
});

describe('the layered layout', () => {
  it('breaks cycles and still puts the ends last', () => {
    const n = (id: string) => ({ id, width: 40, height: 20 });
    const e = (from: string, to: string) => ({
      id: `${from}${to}`,
      from,
      to,
      labelWidth: 10,
      labelHeight: 10,
    });
    const l = layeredLayout(
      ['a', 'b', 'c', 'z', 'y'].map(n),
      [e('a', 'b'), e('b', 'c'), e('c', 'b'), e('a', 'z'), e('c', 'y')],
      new Set(['z', 'y']),
    );
    const col = (id: string) => l.columns.get(id)!;
    expect(col('a')).toBe(0);
    expect(col('z')).toBe(col('y'));
    expect(col('z')).toBeGreaterThan(Math.max(col('a'), col('b'), col('c')));
  });

  it('puts a node that only pays just before the node it pays', () => {
    const n = (id: string) => ({ id, width: 40, height: 20 });
    const e = (from: string, to: string) => ({
      id: `${from}${to}`,
      from,
      to,
      labelWidth: 0,
      labelHeight: 0,
    });
    const l = layeredLayout(['s', 'a', 'b', 'c', 'd'].map(n), [
      e('s', 'a'),
      e('a', 'b'),
      e('b', 'c'),
      e('d', 'c'),
    ]);
    expect(l.columns.get('d')).toBe(l.columns.get('b'));
    expect(l.columns.get('s')).toBe(0);
  });
});

describe('text and amounts on the picture', () => {
  it('abbreviates amounts exactly, marking the rounded ones', () => {
    const nano = (v: string) => BigInt(v);
    expect(compactUnits(nano('700000000000'), 9)).toBe('700');
    expect(compactUnits(nano('24900000000'), 9)).toBe('24.9');
    expect(compactUnits(nano('1234000000000'), 9)).toBe('1,234');
    expect(compactUnits(nano('120000000000000'), 9)).toBe('120k');
    expect(compactUnits(nano('817700000000000'), 9)).toBe('≈818k');
    expect(compactUnits(nano('1234567000000000'), 9)).toBe('≈1.23M');
    expect(compactUnits(nano('12345678900'), 9)).toBe('≈12.35');
    expect(compactUnits(nano('1234'), 9)).toBe('≈0.0000012');
    expect(compactUnits(nano('1000'), 9)).toBe('0.000001');
    expect(compactUnits('-24900000000', 9)).toBe('-24.9');
    expect(compactUnits('5', 0)).toBe('5');
  });

  it('cuts text to a width with an ellipsis, and wraps a title at its parts', () => {
    expect(fitText('short.ton', 200, 12)).toBe('short.ton');
    const cut = fitText('a-very-long-name-that-does-not-fit.ton', 100, 12);
    expect(cut.endsWith('…')).toBe(true);
    expect(textWidth(cut, 12)).toBeLessThanOrEqual(100);
    expect(textWidth('WWW', 12)).toBeGreaterThan(textWidth('iii', 12));
    const title = 'Canvas “Theft” from theft.ton (0:AB) · all history · local · as of block 63';
    expect(titleLines(title, 2000)).toEqual([title]);
    const lines = titleLines(title, 250);
    expect(lines.join(' · ')).toBe(title);
    expect(lines.length).toBeGreaterThan(1);
  });

  it('gives cytoscape a route as its segments (share along, distance off the line)', () => {
    const seg = segmentsOf(
      [
        { x: 0, y: 0 },
        { x: 50, y: -20 },
        { x: 100, y: 0 },
      ],
      0,
    )!;
    expect(seg.weights).toEqual([0.5]);
    // Above the line, travelling right: negative (cytoscape's normal points down-screen).
    expect(seg.distances).toEqual([-20]);
    expect(
      segmentsOf(
        [
          { x: 0, y: 0 },
          { x: 100, y: 0 },
        ],
        0,
      ),
    ).toBeNull();
    expect(
      segmentsOf(
        [
          { x: 0, y: 0 },
          { x: 100, y: 0 },
        ],
        3,
      ),
    ).toEqual({
      weights: [0.5],
      distances: [3],
    });
  });
});
