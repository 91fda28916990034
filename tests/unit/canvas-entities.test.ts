import { describe, expect, it } from 'vitest';
import { canvasDocumentSchema, type CanvasDocument } from '../../shared/canvas/document';
import {
  canvasView,
  groupAccounts,
  groupBySharedKey,
  ruleText,
  ungroup,
} from '../../shared/canvas/entities';
import { newCanvas } from '../../renderer/src/features/canvas/canvas-model';
import { canvasEdge } from '../helpers/canvas-graph';

/**
 * Entities on the canvas, on a hand-checked graph: A and B share a key; C, D are others.
 *
 *   A → C  1 TON (2 moves, t 10..20)     B → C  2 TON (1 move, t 5..30)
 *   A → B  5 TON (inside the entity)      D → A  7 DEMO (jetton)      C → D 4 TON
 *
 * Grouped, {A,B} → C is one edge of 3 TON, 3 moves, t 5..30; A → B is not drawn and is listed
 * as a move inside; D → {A,B} keeps its 7 DEMO; C → D is untouched.
 */

const addr = (c: string) => `0:${c.repeat(64)}`;
const [A, B, C, D] = ['A', 'B', 'C', 'D'].map(addr) as [string, string, string, string];
const JET = `jetton:${addr('E')}`;
const KEY = '3f2a'.padEnd(60, '0') + '9c01';

/** A saved edge of `count` moves from `first` to `last` (unix seconds), without a note. */
function edge(
  from: string,
  to: string,
  amount: bigint,
  count: number,
  first: number,
  last: number,
  asset = 'TON',
) {
  return {
    ...canvasEdge(from, to, amount, { asset, count, firstUtime: first, lastUtime: last }),
    note: '',
  };
}

function graph(): CanvasDocument {
  const doc = newCanvas(A);
  return {
    ...doc,
    nodes: [
      { address: A, x: 0, y: 0, expanded: [], note: '' },
      { address: B, x: 0, y: 100, expanded: [], note: '' },
      { address: C, x: 300, y: 0, expanded: [], note: '' },
      { address: D, x: -300, y: 0, expanded: [], note: '' },
    ],
    edges: [
      edge(A, C, 1_000_000_000n, 2, 10, 20),
      edge(B, C, 2_000_000_000n, 1, 5, 30),
      edge(A, B, 5_000_000_000n, 1, 12, 12),
      edge(D, A, 7_000_000_000n, 1, 8, 8, JET),
      edge(C, D, 4_000_000_000n, 1, 40, 40),
    ],
  };
}

describe('canvas entities', () => {
  it('without groups, the view is the document: same nodes, same edge ids and amounts', () => {
    const doc = graph();
    const v = canvasView(doc);
    expect(v.nodes.map((n) => n.id)).toEqual([A, B, C, D]);
    expect(v.edges.map((e) => [e.id, e.amount, e.count])).toEqual(
      doc.edges.map((e) => [e.id, e.amount, e.count]),
    );
    expect(v.internal.size).toBe(0);
  });

  it('groups the accounts of one key into one node; member edges sum, inside moves set apart', () => {
    const keys = new Map<string, string | null>([
      [A, KEY],
      [B, KEY],
      [C, 'ab'.repeat(32)],
      [D, null],
    ]);
    const { doc, grouped } = groupBySharedKey(graph(), keys);
    expect(grouped).toBe(1);
    expect(doc.groups).toHaveLength(1);
    const g = doc.groups[0]!;
    expect(g.members).toEqual([A, B]);
    expect(g.rule).toEqual({ kind: 'public-key', publicKey: KEY });
    expect(ruleText(g.rule)).toBe('same public key 3f2a…9c01');
    expect([g.x, g.y]).toEqual([0, 50]); // the centre of A and B

    const v = canvasView(doc);
    expect(v.nodes.map((n) => n.id).sort()).toEqual([C, D, g.id].sort());
    const toC = v.edges.find((e) => e.from === g.id && e.to === C)!;
    expect(toC).toMatchObject({
      amount: '3000000000',
      count: 3,
      firstUtime: 5,
      lastUtime: 30,
      asset: 'TON',
    });
    expect(toC.members).toEqual([`${A}>${C}|TON`, `${B}>${C}|TON`]);
    // The jetton edge keeps its asset and amount, now from D to the entity.
    expect(v.edges.find((e) => e.from === D && e.to === g.id)).toMatchObject({
      asset: JET,
      amount: '7000000000',
    });
    // C → D is not touched; A → B is inside the entity: not drawn, listed apart.
    expect(v.edges.find((e) => e.from === C)?.id).toBe(`${C}>${D}|TON`);
    expect(v.edges).toHaveLength(3);
    expect(v.internal.get(g.id)!.map((e) => e.amount)).toEqual(['5000000000']);
    expect(v.nodeOf.get(A)).toBe(g.id);
    expect(v.nodeOf.get(C)).toBe(C);
    // The saved document keeps every edge per account: nothing is lost by grouping.
    expect(doc.edges).toEqual(graph().edges);
  });

  it('ungrouping draws the members on their own again', () => {
    const keys = new Map([
      [A, KEY],
      [B, KEY],
    ]);
    const { doc } = groupBySharedKey(graph(), keys);
    const back = ungroup(doc, doc.groups[0]!.id);
    expect(canvasView(back).edges).toEqual(canvasView(graph()).edges);
  });

  it('does not group a key held by one account, nor twice', () => {
    const one = groupBySharedKey(graph(), new Map([[A, KEY]]));
    expect(one.grouped).toBe(0);
    expect(one.doc.groups).toEqual([]);
    const keys = new Map([
      [A, KEY],
      [B, KEY],
    ]);
    const again = groupBySharedKey(groupBySharedKey(graph(), keys).doc, keys);
    expect(again.grouped).toBe(0);
    expect(again.doc.groups).toHaveLength(1);
  });

  it('groups by hand with a note; a hand group is left alone by the key rule', () => {
    const doc = groupAccounts(graph(), [C, D], { kind: 'manual' }, 'same exchange desk');
    expect(ruleText(doc.groups[0]!.rule)).toBe('grouped by hand');
    expect(doc.groups[0]!.note).toBe('same exchange desk');
    // C → D is now inside the hand group; A → C and B → C go to it.
    const v = canvasView(doc);
    expect(v.internal.get(doc.groups[0]!.id)!.map((e) => e.id)).toEqual([`${C}>${D}|TON`]);
    const { doc: both } = groupBySharedKey(
      doc,
      new Map([
        [A, KEY],
        [C, KEY],
      ]),
    );
    expect(both.groups).toEqual(doc.groups); // C stays in the hand group; A alone is no entity
    // Two entities: edges between them sum entity to entity.
    const two = groupAccounts(doc, [A, B], { kind: 'public-key', publicKey: KEY });
    const [hand, keyed] = two.groups.map((g) => g.id);
    const v2 = canvasView(two);
    expect(v2.edges.find((e) => e.from === keyed && e.to === hand)).toMatchObject({
      amount: '3000000000',
      count: 3,
    });
    expect(v2.edges.find((e) => e.from === hand && e.to === keyed)).toMatchObject({ asset: JET });
  });

  it('refuses a group of fewer than two accounts of the canvas', () => {
    expect(() => groupAccounts(graph(), [A], { kind: 'manual' })).toThrow(/two or more/);
    expect(() => groupAccounts(graph(), [A, addr('F')], { kind: 'manual' })).toThrow(/two or more/);
  });

  it('keeps groups in the saved document and refuses a member off the canvas or in two groups', () => {
    const { doc } = groupBySharedKey(
      graph(),
      new Map([
        [A, KEY],
        [B, KEY],
      ]),
    );
    expect(canvasDocumentSchema.parse(doc)).toEqual(doc);
    // A canvas saved before entities existed reads back with no groups.
    const { groups: _, ...old } = graph();
    expect(canvasDocumentSchema.parse(old).groups).toEqual([]);
    const g = doc.groups[0]!;
    expect(() =>
      canvasDocumentSchema.parse({ ...doc, groups: [{ ...g, members: [A, addr('F')] }] }),
    ).toThrow(/not an account of the canvas/);
    expect(() =>
      canvasDocumentSchema.parse({
        ...doc,
        groups: [g, { ...g, id: 'entity:9', rule: { kind: 'manual' } }],
      }),
    ).toThrow(/in both/);
  });
});
