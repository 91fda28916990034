import { z } from 'zod';
import { csvHeader, csvRecord } from '../csv/csv-writer';
import { FLOW_DIRECTIONS, type CanvasEdge } from './edges';
import { canvasGroupSchema, groupProblems } from './group-schema';
import { factsOfKey } from '../ton/asset-facts';
import { formatUnits } from '../ton/units';
import {
  accountLedgerSchema,
  attributionRuleSchema,
  stopReasonSchema,
} from '../attribution/schema';

/**
 * A canvas as it is kept in a case: its nodes with their positions and notes, its edges with
 * their notes, the filters the expansions used, the assets' symbols. Saved and restored as is
 * (zod-checked at the IPC boundary and when read back), so a reopened canvas is the same
 * picture. Addresses raw upper-case; amounts in the asset's smallest unit.
 */

/** Most nodes and edges a saved canvas holds. */
export const CANVAS_MAX_NODES = 5000;
export const CANVAS_MAX_EDGES = 20_000;

const raw = z.string().regex(/^-?\d+:[0-9A-F]{64}$/, 'a raw upper-case address');
const assetKeySchema = z
  .string()
  .regex(/^(TON|jetton:-?\d+:[0-9A-F]{64})$/, 'TON or jetton:<master>');
const amount = z.string().regex(/^\d+$/, 'an amount in the smallest unit');
const note = z.string().max(10_000).default('');

/** Filters of expansions (the page's form): see shared/canvas/edges.ts `EdgeFilters`. */
export const canvasFiltersSchema = z.object({
  direction: z.enum(FLOW_DIRECTIONS).default('both'),
  limit: z.number().int().min(1).max(200).default(10),
  asset: assetKeySchema.nullable().default(null),
  minAmount: amount.nullable().default(null),
  fromUnix: z.number().int().nonnegative().nullable().default(null),
  toUnix: z.number().int().nonnegative().nullable().default(null),
});
export type CanvasFilters = z.output<typeof canvasFiltersSchema>;

export const canvasNodeSchema = z.object({
  address: raw,
  /** Position on the picture (graph units). */
  x: z.number().finite(),
  y: z.number().finite(),
  /** Directions this node was expanded in, and the next page of each ("load more"). */
  expanded: z
    .array(
      z.object({ direction: z.enum(FLOW_DIRECTIONS), nextOffset: z.number().int().nullable() }),
    )
    .max(3)
    .default([]),
  note,
  /**
   * The account's name as the canvas showed it when saved (chain text or the user's label),
   * for pictures drawn without the app (the case's HTML report). Absent: none was shown.
   */
  name: z.string().max(200).optional(),
  /**
   * True when the canvas marked the account with a risk flag the user had not overridden
   * when saved (the screen's ⚠), for pictures drawn without the app. Absent: not flagged, or
   * saved before flags were kept.
   */
  flagged: z.boolean().optional(),
  /**
   * The node's second line as the canvas showed it when saved: the user's label of the
   * account and its category (`The exchange · exchange`). Absent: it had none.
   */
  label: z.string().max(200).optional(),
});
export type CanvasNode = z.output<typeof canvasNodeSchema>;

export const canvasEdgeSchema = z.object({
  id: z.string().max(300),
  from: raw,
  to: raw,
  asset: assetKeySchema,
  amount,
  count: z.number().int().nonnegative(),
  firstUtime: z.number().int().nonnegative(),
  lastUtime: z.number().int().nonnegative(),
  note,
}) satisfies z.ZodType<CanvasEdge & { note: string }, unknown>;
export type CanvasEdgeSaved = z.output<typeof canvasEdgeSchema>;

/** Symbol and decimals of an asset key (TON: 9 decimals; jettons from TEP-64 metadata). */
export const canvasAssetSchema = z.object({
  symbol: z.string().max(100),
  decimals: z.number().int().min(0).max(255),
});
export type CanvasAsset = z.output<typeof canvasAssetSchema>;

/** What one auto-trace did: from where, by which rules, where trails ended, how it ended. */
export const canvasTraceSchema = z.object({
  start: raw,
  direction: z.enum(['in', 'out']),
  /** The deepest hop read (1 = the start). */
  hops: z.number().int().min(0).max(10_000),
  requests: z.number().int().nonnegative(),
  ended: z.enum(['done', 'budget', 'cancelled']),
  /** Where trails ended or were cut short (`code`: why, as attribution classes it). */
  stops: z
    .array(
      z.object({
        account: raw,
        reason: z.string().max(500),
        code: stopReasonSchema.optional(),
      }),
    )
    .max(CANVAS_MAX_NODES),
  /** What the trace traced from its start: the asset (or `all`), one transaction, the period. */
  asset: z
    .string()
    .regex(/^(TON|all|jetton:-?\d+:[0-9A-F]{64})$/)
    .optional(),
  txHash: z.string().max(120).optional(),
  fromUnix: z.number().int().nonnegative().optional(),
  /** Unix ms when it ended. */
  at: z.number().int().nonnegative(),
});
export type CanvasTrace = z.output<typeof canvasTraceSchema>;

const coordinate = z.number().finite();

/**
 * Where one drawn flow runs, as the layered layout routed it ({@link arrangeCanvas} in
 * shared/canvas/picture.ts): the centres of its two nodes when it was routed (the route holds
 * only while both are still there), its bends between them (x, y, x, y, …), the centre of its
 * label. Keyed by `<from>><to>` of the drawn nodes (accounts or entities).
 */
export const canvasRouteSchema = z.object({
  ends: z.tuple([coordinate, coordinate, coordinate, coordinate]),
  points: z.array(coordinate).max(4000),
  label: z.tuple([coordinate, coordinate]).nullable(),
});
export type CanvasRoute = z.output<typeof canvasRouteSchema>;

export const canvasDocumentSchema = z
  .object({
    version: z.literal(1),
    /** The address the canvas started from. */
    start: raw,
    filters: canvasFiltersSchema,
    nodes: z.array(canvasNodeSchema).min(1).max(CANVAS_MAX_NODES),
    edges: z.array(canvasEdgeSchema).max(CANVAS_MAX_EDGES),
    assets: z.record(assetKeySchema, canvasAssetSchema).default({}),
    /** The auto-traces run on this canvas, oldest first. */
    traces: z.array(canvasTraceSchema).max(100).default([]),
    /**
     * The masterchain block (seqno) the canvas is as of: the network's latest known when it was
     * saved; null when unknown (offline, or a canvas kept before this was recorded).
     */
    asOfBlock: z.number().int().nonnegative().nullable().default(null),
    /** Accounts grouped into entities (shared/canvas/entities.ts); older canvases have none. */
    groups: z.array(canvasGroupSchema).max(CANVAS_MAX_NODES).default([]),
    /** The flows' routes of the last layered layout (older canvases and moved nodes: none). */
    routes: z
      .record(z.string().max(300), canvasRouteSchema)
      .refine((r) => Object.keys(r).length <= CANVAS_MAX_EDGES, 'too many routes')
      .default({}),
    /**
     * The ledgers its traces and expansions read (shared/attribution: what the canvas's
     * attribution runs on), one per account; older canvases have none.
     */
    ledgers: z.array(accountLedgerSchema).max(CANVAS_MAX_NODES).default([]),
    /** The attribution rule the canvas shows (haircut by default). */
    rule: attributionRuleSchema.default('haircut'),
  })
  // A member that is not on the canvas, or in two groups, would draw one account twice.
  .superRefine((doc, ctx) => {
    for (const message of groupProblems(doc))
      ctx.addIssue({ code: 'custom', message, path: ['groups'] });
  });
export type CanvasDocument = z.output<typeof canvasDocumentSchema>;

/** A canvas kept in a case, as listed. Times unix ms. */
export interface CanvasSummary {
  id: number;
  caseId: number;
  name: string;
  nodes: number;
  edges: number;
  createdAt: number;
  updatedAt: number;
}

/** The columns both canvas CSVs name a flow and its amount by, in this order. */
const FLOW_CSV_COLUMNS = ['from', 'to', 'asset', 'symbol', 'amount_raw', 'decimals'] as const;

const EDGE_CSV_COLUMNS = [
  'from',
  'from_name',
  'from_label',
  'to',
  'to_name',
  'to_label',
  'asset',
  'symbol',
  'amount',
  'amount_raw',
  'decimals',
  'count',
  'first_time',
  'last_time',
  'note',
] as const;

/**
 * The name part of a shown name (the app's `accountName`: `peel-1.ton · UQAb…wxyz`): `peel-1.ton`;
 * '' when it is only the short form (nothing names the account).
 */
export function nameOnly(shown: string | undefined): string {
  const cut = shown?.lastIndexOf(' · ') ?? -1;
  return shown && cut > 0 ? shown.slice(0, cut) : '';
}

/**
 * The canvas's edges as a CSV edge list: one row per edge: raw addresses with the name the app
 * shows for each (`name`, the app's `accountName`, its name part; default the names kept with
 * the canvas) and the user's label (`label`; default those kept), the asset key and its
 * symbol, the amount in the asset's units (decimal, with its decimals; empty when they are not
 * known) beside the exact amount in the smallest unit, the number of movements, first and
 * last time as ISO UTC, the note. Amounts stay numbers; text cells are guarded against formula
 * injection by the shared CSV writer.
 */
export function canvasEdgesCsv(
  doc: Pick<CanvasDocument, 'edges' | 'assets' | 'nodes'>,
  shown: { name?(address: string): string; label?(address: string): string | null } = {},
): string {
  const kept = new Map(doc.nodes.map((n) => [n.address, n]));
  const name = (a: string) => nameOnly(shown.name ? shown.name(a) : kept.get(a)?.name);
  const label = (a: string) => (shown.label ? shown.label(a) : kept.get(a)?.label) ?? '';
  const keys = [...EDGE_CSV_COLUMNS];
  const iso = (t: number) => new Date(t * 1000).toISOString();
  return (
    csvHeader(keys, false) +
    doc.edges
      .map((e) => {
        const a = factsOfKey(doc.assets, e.asset);
        return csvRecord(
          keys,
          {
            from: e.from,
            from_name: name(e.from),
            from_label: label(e.from),
            to: e.to,
            to_name: name(e.to),
            to_label: label(e.to),
            asset: e.asset,
            symbol: a.symbol,
            amount: formatUnits(e.amount, a.decimals),
            amount_raw: e.amount,
            decimals: String(a.decimals),
            count: String(e.count),
            first_time: iso(e.firstUtime),
            last_time: iso(e.lastUtime),
            note: e.note,
          },
          new Set(['amount', 'amount_raw', 'decimals', 'count']),
        );
      })
      .join('')
  );
}

/**
 * An edge's movements as CSV: time (ISO UTC), the exact amount in the smallest unit with the
 * asset's symbol and decimals, the transaction's hash and lt, the movement's kind.
 */
export function edgeMovementsCsv(
  edge: Pick<CanvasEdge, 'from' | 'to' | 'asset'>,
  asset: CanvasAsset,
  movements: ReadonlyArray<{
    txHash: string;
    lt: string;
    utime: number;
    amount: string;
    kind: string;
  }>,
): string {
  const keys = ['time', ...FLOW_CSV_COLUMNS, 'tx_hash', 'lt', 'kind'];
  return (
    csvHeader(keys, false) +
    movements
      .map((m) =>
        csvRecord(
          keys,
          {
            time: new Date(m.utime * 1000).toISOString(),
            from: edge.from,
            to: edge.to,
            asset: edge.asset,
            symbol: asset.symbol,
            amount_raw: m.amount,
            decimals: String(asset.decimals),
            tx_hash: m.txHash,
            lt: m.lt,
            kind: m.kind,
          },
          new Set(['amount_raw', 'decimals', 'lt']),
        ),
      )
      .join('')
  );
}
