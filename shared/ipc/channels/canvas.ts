import { z } from 'zod';
import { channel, event } from '../define';
import { REQUESTS_PER_READ, traceRulesSchema, type TraceEstimate } from '../../canvas/auto-trace';
import { networkSchema } from '../../profiles';
import { FLOW_DIRECTIONS, type CanvasEdge, type EdgeMovement } from '../../canvas/edges';
import {
  canvasDocumentSchema,
  type CanvasAsset,
  type CanvasDocument,
  type CanvasSummary,
} from '../../canvas/document';
import type { BookRow } from '../../ton/metadata-map';
import type { AccountLedgerInput, StopReason } from '../../attribution/types';

const address = z.string().min(1).max(128);
const assetKey = z.string().regex(/^(TON|jetton:-?\d+:[0-9A-Fa-f]{64})$/, 'TON or jetton:<master>');
const unix = z.number().int().nonnegative();
/** The period of a ledger read (unix seconds, inclusive; absent = open). */
const period = { fromUnix: unix.optional(), toUnix: unix.optional() };
const caseId = z.number().int().positive();
const profileId = z.string().min(1).max(100);
const traceId = z.string().min(1).max(80);

/** Most requests one Expand makes unless told otherwise (its ledger read's hard cap). */
export const EXPAND_BUDGET = 120;
/** The id the renderer gives a public-key read to follow and cancel it. */
const readId = z.string().min(1).max(80);

/** What one expansion of a node answers. Addresses raw upper-case. */
export interface CanvasExpansion {
  account: string;
  /** The page of counterparties, ranked (largest first). */
  counterparties: string[];
  /** The edges between the account and those counterparties (every asset that passed). */
  edges: CanvasEdge[];
  /** Counterparties matching in all; `nextOffset` asks for the next page (null: none). */
  total: number;
  /** Counterparties of the account in the period, either way, before any filter. */
  allCounterparties: number;
  nextOffset: number | null;
  /** Symbol and decimals of every asset of `edges`. */
  assets: Record<string, CanvasAsset>;
  /** v3 `address_book` rows the ledger read saw (raw upper-case keys): names, forms, interfaces. */
  book: Record<string, BookRow>;
  /** What the ledger could not read (pages, breaks in the chain): the sums may be short. */
  gaps: string[];
  /** Requests this expansion made (0 when the account's ledger was read moments ago). */
  requests: number;
  /**
   * The account's movements in the period read, as attribution reads them (every
   * counterparty, not only this page's), with its opening balances: what the canvas's
   * attribution runs on. Absent from an expansion that was not read (an estimate's).
   */
  ledger?: AccountLedgerInput;
}

/**
 * A wallet's public key as `canvas:public-keys` read it: `publicKey` 64 hex digits (lower-case)
 * or null with `reason` saying why there is none (no code, not a wallet that has a key, the
 * read failed). `source`: the get-method `get_public_key` (v2 `runGetMethod`) or the wallet's
 * data cell (v2 `getAddressInformation`, the layout of the wallet its code hash names).
 */
export interface PublicKeyRead {
  /** Raw upper-case. */
  address: string;
  publicKey: string | null;
  source: 'get_public_key' | 'data' | null;
  /** The standard wallet its code is, when the data cell was read (`v4R2`…). */
  wallet: string | null;
  reason: string | null;
}

/** Progress of a public-key read with a `readId`, after each account read (kept keys not counted). */
export interface PublicKeyProgress {
  readId: string;
  /** Accounts read so far in this call, and requests made. */
  read: number;
  requests: number;
}

/** Progress of an auto-trace, after each account read. */
export interface TraceProgress {
  traceId: string;
  /** The hop being read (1 = the start's counterparties). */
  hop: number;
  /** Accounts read so far, and requests made. */
  reads: number;
  requests: number;
  /** Accounts waiting to be read at this hop. */
  queued: number;
}

/** Where a trail ended or was cut short, and why (`reason` in words, `code` for the engine). */
export interface TraceStop {
  account: string;
  reason: string;
  /** Why, as attribution classes it (an end or the frontier); absent on older traces. */
  code?: StopReason;
}

/**
 * What an auto-trace found: every expansion it made, in order (a trace of outflows keeps of
 * each only the counterparties traced value reached), where trails ended or were cut short,
 * and the ledgers it read (what attribution runs on).
 */
export interface TraceResult {
  expansions: CanvasExpansion[];
  direction: 'in' | 'out';
  stops: TraceStop[];
  /** Every account read, with its movements (outflow traces; empty for inflows). */
  ledgers: AccountLedgerInput[];
  requests: number;
  /** `done` (every trail ended), `budget` (the request budget ran out) or `cancelled`. */
  ended: 'done' | 'budget' | 'cancelled';
  /** The last hop reached. */
  hops: number;
}

/** Where an auto-trace starts and by which rules (`canvas:trace`, `canvas:trace-plan`). */
const traceStart = {
  profileId,
  network: networkSchema,
  start: address,
  rules: traceRulesSchema,
};

export const canvasChannels = {
  /**
   * Expands a node: reads the account's ledger (v3, through the profile's throttle at
   * interactive priority) and answers its top `limit` counterparties from `offset` in
   * `direction`, ranked by amount, with the edges to them. The read is bounded: at most
   * `budget` requests and 20 000 rows, what lies past declared in `gaps`. With an `expandId`,
   * `canvas:expand-cancel` stops it (CANCELLED). INVALID_INPUT for a bad address.
   */
  'canvas:expand': channel(
    z.object({
      profileId,
      account: address,
      direction: z.enum(FLOW_DIRECTIONS).default('both'),
      limit: z.number().int().min(1).max(200).default(10),
      offset: z.number().int().min(0).default(0),
      asset: assetKey.optional(),
      minAmount: z.string().regex(/^\d+$/, 'an amount in the smallest unit').max(80).optional(),
      ...period,
      budget: z.number().int().min(REQUESTS_PER_READ).max(10_000).default(EXPAND_BUDGET),
      expandId: z.string().min(1).max(80).optional(),
    }),
  ).returns<CanvasExpansion>(),
  /** Stops a running Expand started with an `expandId`. */
  'canvas:expand-cancel': channel(z.object({ expandId: z.string().min(1).max(80) })).returns<{
    cancelled: boolean;
  }>(),
  /** The movements an edge sums (time, amount, transaction), lt order. */
  'canvas:edge-movements': channel(
    z.object({
      profileId,
      from: address,
      to: address,
      asset: assetKey,
      ...period,
    }),
  ).returns<{ movements: EdgeMovement[] }>(),
  /**
   * Auto-trace from `start` by `rules` (shared/canvas/auto-trace.ts), through the profile's
   * throttle; progress goes out as `canvas:trace-progress`. `canvas:trace-cancel` stops it:
   * it then resolves with what it found so far (`ended: 'cancelled'`).
   */
  'canvas:trace': channel(z.object({ traceId, ...traceStart })).returns<TraceResult>(),
  /**
   * The request estimate of an auto-trace before it starts (shared/canvas/auto-trace.ts
   * `TraceEstimate`): reads the start's ledger when it is not kept (through the profile's
   * throttle, within the rules' budget; `spent` says what that took), then walks the rules
   * over what is known. With a `traceId`, `canvas:trace-cancel` stops it (CANCELLED).
   */
  'canvas:trace-plan': channel(
    z.object({ ...traceStart, traceId: traceId.optional() }),
  ).returns<TraceEstimate>(),
  'canvas:trace-cancel': channel(z.object({ traceId })).returns<{
    cancelled: boolean;
  }>(),
  /**
   * The public keys of wallets (up to 500 addresses), through the profile's throttle at
   * interactive priority, one get-method each (a data read more for wallets without it); keys
   * found are kept per network and address. One address's failure is its `reason`, never the
   * whole answer's; INVALID_INPUT for a bad address. With a `readId`, progress goes out as
   * `canvas:public-keys-progress` and `canvas:public-keys-cancel` stops it: it then answers
   * the keys read so far (`keys` holds only those) with `cancelled: true`.
   */
  'canvas:public-keys': channel(
    z.object({
      profileId,
      addresses: z.array(address).min(1).max(500),
      readId: readId.optional(),
    }),
  ).returns<{ keys: PublicKeyRead[]; requests: number; cancelled: boolean }>(),
  /**
   * Which of `addresses` have their public key kept on the profile's network (raw upper-case):
   * a `canvas:public-keys` read of those costs no request. Makes no request itself.
   */
  'canvas:public-keys-kept': channel(
    z.object({
      profileId,
      addresses: z.array(address).min(1).max(10_000),
    }),
  ).returns<{ kept: string[] }>(),
  'canvas:public-keys-cancel': channel(z.object({ readId })).returns<{
    cancelled: boolean;
  }>(),
  /** The canvases kept in a case, most recently saved first. NOT_FOUND for no such case. */
  'canvas:list': channel(z.object({ network: networkSchema, caseId })).returns<CanvasSummary[]>(),
  /**
   * Saves a canvas into a case under `name` (replacing the case's canvas of that name).
   * NOT_FOUND for no such case of the network.
   */
  'canvas:save': channel(
    z.object({
      network: networkSchema,
      caseId,
      name: z.string().trim().min(1).max(120),
      doc: canvasDocumentSchema,
    }),
  ).returns<CanvasSummary>(),
  /** A kept canvas as saved. NOT_FOUND when it is not a canvas of the network. */
  'canvas:get': channel(z.object({ network: networkSchema, id: caseId })).returns<{
    summary: CanvasSummary;
    doc: CanvasDocument;
  }>(),
  'canvas:delete': channel(z.object({ network: networkSchema, id: caseId })).returns<{
    removed: boolean;
  }>(),
};

export const canvasEvents = {
  'canvas:trace-progress': event<TraceProgress>(),
  'canvas:public-keys-progress': event<PublicKeyProgress>(),
};
