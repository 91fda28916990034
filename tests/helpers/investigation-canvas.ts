import { unitsFromDecimal } from '../../shared/canvas/amount-input';
import { canvasDocumentSchema, type CanvasDocument } from '../../shared/canvas/document';
import { INVESTIGATION_FLOWS } from '../../electron/localnet/scenario/demo-roster';

/**
 * The demo's investigation (electron/localnet/scenario/demo-roster.ts) as a canvas document
 * without a chain: one node per role (addresses made from the role's index), one edge per
 * move with its exact amount (TON, or DEMO with 9 decimals), the exchange where the trace
 * stopped. What the auto-trace from theft.ton draws, for tests of the picture.
 */

/** The DEMO jetton's asset key on this canvas. */
export const DEMO_ASSET = `jetton:0:${'D'.repeat(64)}`;

/** The roles of the investigation's moves, in order of first appearance. */
export const INVESTIGATION_ROLES = [...new Set(INVESTIGATION_FLOWS.flatMap((f) => [f.from, f.to]))];

/** The raw address standing for `role` on this canvas. */
export function roleAddress(role: string): string {
  const i = INVESTIGATION_ROLES.indexOf(role);
  if (i < 0) throw new Error(`no role ${role}`);
  return `0:${(0xa0 + i).toString(16).toUpperCase().padStart(64, '0')}`;
}

/** The role of an address made by {@link roleAddress}. */
export function roleOf(address: string): string {
  return INVESTIGATION_ROLES[parseInt(address.slice(2), 16) - 0xa0]!;
}

/** The investigation canvas (see the module comment). */
export function investigationCanvas(): CanvasDocument {
  const edges = INVESTIGATION_FLOWS.map((f) => {
    const asset = f.asset === 'TON' ? 'TON' : DEMO_ASSET;
    const [from, to] = [roleAddress(f.from), roleAddress(f.to)];
    return {
      id: `${from}>${to}|${asset}`,
      from,
      to,
      asset,
      amount: unitsFromDecimal(f.amount, 9).toString(),
      count: 1,
      firstUtime: 1000 + f.block,
      lastUtime: 1000 + f.block,
    };
  });
  return canvasDocumentSchema.parse({
    version: 1,
    start: roleAddress('theft'),
    filters: {},
    // Every account read by the trace (its funds out), but the exchange where it stopped.
    nodes: INVESTIGATION_ROLES.map((r) => ({
      address: roleAddress(r),
      x: 0,
      y: 0,
      expanded: r === 'exchange' ? [] : [{ direction: 'out', nextOffset: null }],
    })),
    edges,
    assets: { TON: { symbol: 'TON', decimals: 9 }, [DEMO_ASSET]: { symbol: 'DEMO', decimals: 9 } },
    traces: [
      {
        start: roleAddress('theft'),
        direction: 'out',
        hops: 6,
        requests: 60,
        ended: 'done',
        stops: [{ account: roleAddress('exchange'), reason: 'labelled “exchange”' }],
        at: 1,
      },
    ],
  });
}

/** Names as the demo's address book gives them (`theft.ton`). */
export const investigationName = (address: string): string => `${roleOf(address)}.ton`;
