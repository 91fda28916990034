import {
  accountEdges,
  edgeMovements,
  topCounterparties,
  type EdgeMovement,
} from '../../../../shared/canvas/edges';
import type { CanvasAsset } from '../../../../shared/canvas/document';
import type { CanvasExpansion } from '../../../../shared/ipc/channels/canvas';
import { toRawUpper } from '../../../../shared/ton/address';
import { assetLabel } from '../ledger/asset-label';
import {
  readAccountLedger,
  type AccountLedgerRead,
  type LedgerApi,
} from '../ledger/read-account-ledger';
import { orInvalidInput } from '../invalid-input';
import { attributionMovements } from '../../../../shared/attribution/movements';
import { swapFromAction } from '../../../../shared/attribution/swaps';
import type { SwapRecord } from '../../../../shared/attribution/types';
import { aroundEach, type TypedApi, type TypedCallOptions } from '../../client/typed-api';

/** The typed v3 functions the canvas reads: a ledger's and `actions` (swaps). */
export type CanvasApi = LedgerApi & Pick<TypedApi<'v3'>, 'actions'>;

/**
 * A profile's typed v3 functions (`api.typed(profileId, defaults).v3`: through its throttle,
 * each answer validated once, against the catalogue's schema); `defaults` are options of
 * every call (signal, `onSent`).
 */
export type ProfileV3 = (profileId: string, defaults?: TypedCallOptions) => CanvasApi;

/**
 * Most list rows a canvas read keeps (all lists of one account's ledger): an account that
 * answers full pages forever is read this far, the rest declared as a gap of the expansion.
 */
export const CANVAS_MAX_ROWS = 20_000;

/** A period of a ledger read, unix seconds inclusive (absent = open). */
export interface CanvasPeriod {
  fromUnix?: number;
  toUnix?: number;
}

/** What {@link CanvasService.expand} takes (see the `canvas:expand` channel). */
export interface ExpandRequest extends CanvasPeriod {
  profileId: string;
  account: string;
  direction: 'in' | 'out' | 'both';
  limit: number;
  offset: number;
  asset?: string;
  minAmount?: string;
  signal?: AbortSignal;
  /**
   * Most requests this read may make (auto-trace's budget): one more rejects with
   * {@link RequestCapReached} and the partial read is dropped, never kept or answered.
   */
  maxRequests?: number;
  /**
   * Most requests an Expand may make (its budget): the pages past it are declared as a gap of
   * the answer, which is not kept for later expansions.
   */
  budget?: number;
  /** Called each time one of the read's requests goes out (the throttle released it). */
  onSent?: () => void;
}

/** A ledger read stopped at its `maxRequests`; `requests` were made before it stopped. */
export class RequestCapReached extends Error {
  constructor(readonly requests: number) {
    super(`the request budget is spent (${requests} requests made)`);
    this.name = 'RequestCapReached';
  }
}

export interface CanvasServiceOptions {
  v3: ProfileV3;
  /** Ledger reads kept for "load more" and edge lists (default 32, least recently used out). */
  cacheSize?: number;
  /** How long a kept read is reused, ms (default 60 000): a live chain moves on. */
  maxAgeMs?: number;
  now?: () => number;
}

/**
 * The canvas's reads in main: expands a node from the account's ledger
 * (electron/core/services/ledger/read-account-ledger.ts, v3 through the profile's throttle) into
 * its top counterparties (shared/canvas/edges.ts), and lists an edge's movements. A read is
 * kept for a minute, so "load more" and opening an edge of a node just expanded cost no
 * request.
 */
export class CanvasService {
  private readonly reads = new Map<
    string,
    { at: number; read: Promise<AccountLedgerRead>; done?: AccountLedgerRead }
  >();
  private readonly cacheSize: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor(private readonly opts: CanvasServiceOptions) {
    this.cacheSize = opts.cacheSize ?? 32;
    this.maxAgeMs = opts.maxAgeMs ?? 60_000;
    this.now = opts.now ?? Date.now;
  }

  /**
   * Expands a node (see the `canvas:expand` channel). Throws INVALID_INPUT for a bad address,
   * {@link RequestCapReached} when the read would pass `maxRequests`.
   */
  async expand(req: ExpandRequest): Promise<CanvasExpansion> {
    const account = rawOf(req.account);
    const { read, requests } = await this.ledger(req.profileId, account, req, req);
    return expansionOf(account, read, req, requests);
  }

  /**
   * The expansion `req` asks for when its ledger read (same account and period) is kept and
   * done: no request is made (`requests` 0). Null when it would need a read.
   */
  keptExpansion(req: ExpandRequest): CanvasExpansion | null {
    const account = rawOf(req.account);
    const hit = this.reads.get(this.key(req.profileId, account, req));
    if (!hit?.done || this.now() - hit.at > this.maxAgeMs) return null;
    return expansionOf(account, hit.done, req, 0);
  }

  /**
   * The movements of the edge `from` → `to` in `asset`, read from whichever end's ledger is
   * kept (else `from`'s).
   */
  async edgeMovements(
    req: CanvasPeriod & { profileId: string; from: string; to: string; asset: string },
    signal?: AbortSignal,
  ): Promise<{ movements: EdgeMovement[] }> {
    const from = rawOf(req.from);
    const to = rawOf(req.to);
    const side =
      this.kept(req.profileId, to, req) && !this.kept(req.profileId, from, req) ? to : from;
    const { read } = await this.ledger(req.profileId, side, req, { signal });
    return {
      movements: edgeMovements({ from, to, asset: req.asset }, read.movements, req),
    };
  }

  /**
   * The DEX swaps `account` sent from `fromUnix` on (v3 `actions`, type `jetton_swap`, one
   * page of 100, oldest first): one request. Throws the client's error.
   */
  async swaps(
    req: CanvasPeriod & { profileId: string; account: string },
    signal?: AbortSignal,
  ): Promise<SwapRecord[]> {
    const account = rawOf(req.account);
    const data = await this.opts.v3(req.profileId, { signal }).actions({
      account,
      action_type: ['jetton_swap'],
      ...(req.fromUnix !== undefined ? { start_utime: req.fromUnix } : {}),
      ...(req.toUnix !== undefined ? { end_utime: req.toUnix } : {}),
      sort: 'asc',
      limit: 100,
    });
    return data.actions.flatMap((a) => {
      const s = swapFromAction(a);
      return s && s.account === account ? [s] : [];
    });
  }

  private key(profileId: string, account: string, p: CanvasPeriod): string {
    return `${profileId}|${account}|${p.fromUnix ?? ''}|${p.toUnix ?? ''}`;
  }

  private kept(profileId: string, account: string, p: CanvasPeriod): boolean {
    const hit = this.reads.get(this.key(profileId, account, p));
    return !!hit && this.now() - hit.at <= this.maxAgeMs;
  }

  /**
   * The account's ledger for the period: a kept read, or a new one (then kept). A read capped
   * by `maxRequests` is kept only when it finished within the cap; one cut by an Expand's
   * `budget` is answered (with its gap) and not kept. Every read keeps at most
   * {@link CANVAS_MAX_ROWS} rows.
   */
  private async ledger(
    profileId: string,
    account: string,
    p: CanvasPeriod,
    o: Pick<ExpandRequest, 'signal' | 'maxRequests' | 'budget' | 'onSent'>,
  ): Promise<{ read: AccountLedgerRead; requests: number }> {
    const key = this.key(profileId, account, p);
    const hit = this.reads.get(key);
    if (hit && this.now() - hit.at <= this.maxAgeMs) {
      this.reads.delete(key);
      this.reads.set(key, hit); // most recently used last
      return { read: await hit.read, requests: 0 };
    }
    const { maxRequests } = o;
    let made = 0;
    let cut = false;
    const v3 = aroundEach(
      this.opts.v3(profileId, { signal: o.signal, onSent: o.onSent }),
      (_, call) => {
        if (maxRequests !== undefined && made >= maxRequests) {
          cut = true;
          return Promise.reject(new RequestCapReached(made));
        }
        made++;
        return call();
      },
    );
    const read = readAccountLedger(v3, {
      account,
      fromUnix: p.fromUnix,
      toUnix: p.toUnix,
      bounds: { maxRows: CANVAS_MAX_ROWS, maxRequests: o.budget },
    });
    if (maxRequests === undefined) return this.keep(key, read, o.budget);
    let done: AccountLedgerRead;
    try {
      done = await read;
    } catch (err) {
      throw cut ? new RequestCapReached(made) : err;
    }
    // Pages past the cap became gaps: a partial read is neither answered nor kept.
    if (cut) throw new RequestCapReached(made);
    this.reads.set(key, { at: this.now(), read: Promise.resolve(done), done });
    this.trim();
    return { read: done, requests: done.requests };
  }

  /**
   * Keeps a read under `key` while it runs and once done (a failed one is dropped, so the next
   * expansion tries again; one that spent its whole `budget` too: it may be cut short).
   */
  private async keep(
    key: string,
    read: Promise<AccountLedgerRead>,
    budget: number | undefined,
  ): Promise<{ read: AccountLedgerRead; requests: number }> {
    const entry: { at: number; read: Promise<AccountLedgerRead>; done?: AccountLedgerRead } = {
      at: this.now(),
      read,
    };
    this.reads.set(key, entry);
    read
      .then((d) => {
        if (budget !== undefined && d.requests >= budget) this.reads.delete(key);
        else entry.done = d;
      })
      .catch(() => this.reads.delete(key));
    this.trim();
    const done = await read;
    return { read: done, requests: done.requests };
  }

  private trim(): void {
    while (this.reads.size > this.cacheSize) this.reads.delete(this.reads.keys().next().value!);
  }
}

/** The expansion `req` asks for from an account's ledger read (see `canvas:expand`). */
function expansionOf(
  account: string,
  read: AccountLedgerRead,
  req: ExpandRequest,
  requests: number,
): CanvasExpansion {
  const edges = accountEdges(account, read.movements, {
    asset: req.asset,
    minAmount: req.minAmount,
    fromUnix: req.fromUnix,
    toUnix: req.toUnix,
    carriers: jettonWalletsOf(read),
  });
  const page = topCounterparties(account, edges, req.direction, {
    limit: req.limit,
    offset: req.offset,
    rankAsset: req.asset,
  });
  const shown = page.counterparties.flatMap((c) => c.edges);
  const assets: Record<string, CanvasAsset> = {};
  for (const e of shown) {
    if (assets[e.asset]) continue;
    const asset =
      e.asset === 'TON'
        ? ({ type: 'ton' } as const)
        : ({ type: 'jetton', master: e.asset.slice('jetton:'.length) } as const);
    assets[e.asset] = assetLabel(read, { asset });
  }
  const gaps = [...new Set(read.statements.flatMap((s) => s.gaps.map((g) => g.reason)))];
  const opening = Object.fromEntries(read.statements.map((st) => [st.key, st.opening]));
  return {
    account,
    counterparties: page.counterparties.map((c) => c.address),
    edges: shown,
    total: page.total,
    allCounterparties: topCounterparties(
      account,
      accountEdges(account, read.movements, { carriers: jettonWalletsOf(read) }),
      'both',
      { limit: 0 },
    ).total,
    nextOffset: page.nextOffset,
    assets,
    book: read.book,
    gaps,
    requests,
    ledger: {
      address: account,
      movements: attributionMovements(account, read.movements, jettonWalletsOf(read)),
      opening,
    },
  };
}

/**
 * The jetton wallets a ledger read knows: the account's own (v3 `jetton/wallets`) and every
 * address its `address_book` says is one (interface `jetton_wallet`).
 */
function jettonWalletsOf(read: AccountLedgerRead): Set<string> {
  const out = new Set(read.jettons.map((j) => toRawUpper(j.wallet.address)));
  for (const [raw, entry] of Object.entries(read.book)) {
    const interfaces = (entry as { interfaces?: readonly string[] | null }).interfaces;
    if (interfaces?.includes('jetton_wallet')) out.add(toRawUpper(raw));
  }
  return out;
}

function rawOf(address: string): string {
  return orInvalidInput(() => toRawUpper(address));
}
