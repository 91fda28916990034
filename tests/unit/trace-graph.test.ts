import { describe, expect, it } from 'vitest';
import { fixturesPresent, loadFixture, TRACE_FIXTURES } from '../helpers/toncenter-fixtures';
import {
  accountLetter,
  buildTraceGraph,
  edgeLines,
  type TraceGraph,
} from '../../renderer/src/features/trace/trace-graph';
import {
  EXTERNAL_ID,
  layoutTraceGraph,
  NODE_W,
} from '../../renderer/src/features/trace/trace-graph-layout';
import {
  NODE_FONTS,
  NODE_PAD,
  NODE_TEXT_X,
  nodeLines,
  nodeTextWidth,
} from '../../renderer/src/features/trace/node-text';
import type { MetadataMap, V3Trace, V3Transaction } from '../../renderer/src/lib/v3-types';
import { transactionStatus } from '../../shared/status';
import { toRawUpper } from '../../shared/ton/address';

const present = fixturesPresent('trace-graph');

/** One USD₮ on a trace edge: a jetton amount names its master (never reads as TON alone). */
const USDT = '1 USD₮ · EQCx…_sDs';

function load(file: string): { trace: V3Trace; metadata: MetadataMap } {
  const doc = loadFixture<{
    traces: V3Trace[];
    metadata: MetadataMap;
  }>(file);
  return { trace: doc.traces[0]!, metadata: doc.metadata };
}

function txsOf(trace: V3Trace): V3Transaction[] {
  return Object.values(trace.transactions ?? {}) as V3Transaction[];
}

/** What any graph of a complete trace must satisfy against the v3 data it was built from. */
function checkAgainstTrace(graph: TraceGraph, trace: V3Trace): void {
  const txs = txsOf(trace);
  const byHash = new Map(txs.map((t) => [t.hash, t]));
  // One node per transaction, with its account and the shared model's status.
  expect(graph.nodes.filter((n) => n.kind === 'tx')).toHaveLength(txs.length);
  for (const n of graph.nodes) {
    const tx = byHash.get(n.id)!;
    expect(n.account).toBe(toRawUpper(tx.account));
    expect(n.status).toEqual(transactionStatus(tx));
    expect(n.feesNano).toBe(tx.total_fees);
  }
  // One edge per internal message that caused a transaction, plus the external one.
  const internal = txs.filter((t) => t.in_msg?.source);
  expect(graph.edges.filter((e) => e.from !== null)).toHaveLength(internal.length);
  expect(graph.edges.filter((e) => e.from === null)).toHaveLength(1);
  for (const e of graph.edges) {
    const child = byHash.get(e.to)!;
    expect(e.id).toBe(child.in_msg!.hash);
    if (e.from) {
      expect(byHash.get(e.from)!.out_msgs.map((m) => m.hash)).toContain(e.id);
      expect(e.label.valueNano).toBe(child.in_msg!.value);
    }
  }
  // Letters: one per account, the same for every transaction of that account.
  const letterOf = new Map<string, string>();
  for (const n of graph.nodes) {
    const seen = letterOf.get(n.account!);
    if (seen) expect(n.letter).toBe(seen);
    letterOf.set(n.account!, n.letter);
  }
  expect(new Set(letterOf.values()).size).toBe(letterOf.size);
  expect(graph.nodes[0]!.letter).toBe('A');
  expect(graph.pending).toBe(false);
}

describe('accountLetter', () => {
  it('counts like spreadsheet columns', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(accountLetter)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });
});

describe.skipIf(!present)('trace graph over real toncenter traces', () => {
  it('a jetton transfer (USD₮): 5 transactions, jetton amounts with symbol, the excess back to A', () => {
    const { trace, metadata } = load('v3-traces-04.json');
    const graph = buildTraceGraph(trace, metadata);
    checkAgainstTrace(graph, trace);
    expect(graph.nodes.map((n) => n.letter)).toEqual(['A', 'B', 'C', 'D', 'A']);
    const lines = graph.edges.map((e) => edgeLines(e.label, 'mainnet'));
    expect(lines).toContainEqual([USDT, 'Jetton transfer']);
    expect(lines).toContainEqual([USDT, 'Jetton internal transfer']);
    expect(lines).toContainEqual([USDT, 'Jetton transfer notification']);
    const excess = graph.edges.find((e) => e.label.kind === 'excesses')!;
    expect(excess.label.jetton).toBeUndefined();
    expect(graph.nodes.find((n) => n.id === excess.to)!.letter).toBe('A');
    const transfer = graph.edges.find((e) => e.label.kind === 'jetton-transfer')!;
    expect(transfer.label.jetton).toMatchObject({ units: '1000000', decimals: 6, symbol: 'USD₮' });
    expect(transfer.label.comment).toBe('Hello!');
    // The recipient's notification lands on a wallet that could not pay for gas: the model says so.
    expect(graph.nodes[3]!.status.kind).toBe('no_gas');
  });

  it('an NFT transfer names the item on its edges', () => {
    const { trace, metadata } = load('v3-traces-06.json');
    const graph = buildTraceGraph(trace, metadata);
    checkAgainstTrace(graph, trace);
    const nft = graph.edges.filter((e) => e.label.nft);
    expect(nft).toHaveLength(2);
    expect(nft[0]!.label.nft!.name).toBe('Desk Calendar #45754');
  });

  it('every captured trace with a tree builds a consistent graph and lays out', () => {
    for (const file of TRACE_FIXTURES) {
      const { trace, metadata } = load(file);
      const graph = buildTraceGraph(trace, metadata);
      checkAgainstTrace(graph, trace);
      const layout = layoutTraceGraph(graph);
      for (const n of graph.nodes) expect(layout.nodes.get(n.id)).toBeDefined();
      expect(layout.nodes.get(EXTERNAL_ID)).toBeDefined();
      for (const e of graph.edges) expect(layout.edges.get(e.id)!.d).toMatch(/^M[\d.-]+,[\d.-]+/);
      // Left to right: a message's target sits right of its source.
      for (const e of graph.edges) {
        const from = layout.nodes.get(e.from ?? EXTERNAL_ID)!;
        expect(layout.nodes.get(e.to)!.x).toBeGreaterThan(from.x);
      }
    }
  });

  it('a pending trace draws its unprocessed messages as pending nodes of their accounts', () => {
    const { trace, metadata } = load('v3-traces-04.json');
    const txs = trace.transactions as Record<string, V3Transaction>;
    const leaf = txsOf(trace).find((t) => t.in_msg?.opcode === '0x7362d09c')!;
    const rest = Object.fromEntries(Object.entries(txs).filter(([h]) => h !== leaf.hash));
    const pending = {
      ...trace,
      trace: null,
      transactions: rest,
      trace_info: { ...trace.trace_info!, trace_state: 'pending' },
    } as V3Trace;
    const graph = buildTraceGraph(pending, metadata);
    expect(graph.pending).toBe(true);
    const p = graph.nodes.find((n) => n.kind === 'pending')!;
    expect(p.account).toBe(toRawUpper(leaf.account));
    expect(p.letter).toBe('D');
    expect(p.status.kind).toBe('pending');
    const edge = graph.edges.find((e) => e.to === p.id)!;
    expect(edge.pending).toBe(true);
    expect(edgeLines(edge.label, 'mainnet')).toEqual([USDT, 'Jetton transfer notification']);
    // The same message in a trace that is not pending is drawn as missing from the index.
    const done = buildTraceGraph({ ...pending, trace_info: trace.trace_info } as V3Trace, metadata);
    expect(done.nodes.find((n) => n.id === p.id)!.kind).toBe('missing');
  });
});

describe('trace graph node text fits its box', () => {
  // The room a node's lines have: from right of the letter to the box's edge less its padding.
  const room = NODE_W - NODE_TEXT_X - NODE_PAD;

  it('a short name keeps the 12 px font, whole', () => {
    expect(nodeLines('alice.ton', 'Success', NODE_W, false)).toEqual({
      name: 'alice.ton',
      nameLong: false,
      status: 'Success',
    });
  });

  it('a long name takes 10 px and is cut in the middle to fit, both ends kept', () => {
    for (const name of [
      'bob.ton · UQDQ…7mUu',
      'DEMO wallet of alice.ton · EQAb…x9Zt',
      'Illicit lil.ton · llll…iiii',
    ]) {
      const l = nodeLines(name, 'Success', NODE_W, false);
      expect(l.nameLong).toBe(true);
      expect(nodeTextWidth(l.name, NODE_FONTS.nameLong)).toBeLessThanOrEqual(room);
      expect(l.name[0]).toBe(name[0]);
      expect(l.name.at(-1)).toBe(name.at(-1));
    }
    const cut = nodeLines('DEMO wallet of alice.ton · EQAb…x9Zt', 'Success', NODE_W, false);
    expect(cut.name).toMatch(/^DEMO w.*….*x9Zt$/);
  });

  it('the ⚠ flag takes its own room: a flagged node fits its lines left of it', () => {
    const flag = nodeTextWidth('⚠', NODE_FONTS.flag);
    const status = 'Compute failed: bounced back to its sender';
    const l = nodeLines('carol.ton · EQC1…abcd', status, NODE_W, true);
    expect(nodeTextWidth(l.name, NODE_FONTS.nameLong)).toBeLessThanOrEqual(
      room - flag - NODE_PAD / 2,
    );
    expect(l.status.endsWith('…')).toBe(true);
    expect(nodeTextWidth(l.status, NODE_FONTS.status)).toBeLessThanOrEqual(
      room - flag - NODE_PAD / 2,
    );
  });
});
