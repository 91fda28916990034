import type { OperationParams, OperationResponse } from '../../../../shared/api/catalogue';
import { AppError } from '../../../../shared/ipc/errors';
import type { LedgerGap } from '../../../../shared/ledger';
import type { AddressBook } from '../../../../shared/ton/metadata-map';
import type { TypedApi } from '../../client/typed-api';

/** True for the error of a request the user (or a gone caller) cancelled. */
const cancelled = (err: unknown) => err instanceof AppError && err.code === 'CANCELLED';

/** The v3 operations a ledger read uses. */
export type LedgerOperation = 'accountStates' | 'transactions' | 'jetton/wallets' | 'nft/transfers';

/**
 * The typed v3 functions a ledger read calls: the profile's (`api.typed(profileId).v3`,
 * through its throttle), each answer validated once by the client against the catalogue's
 * response schema.
 */
export type LedgerApi = Pick<TypedApi<'v3'>, LedgerOperation>;

/** `address_book` entries (raw upper-case → user-friendly form and domain): the API schema's. */
export type { AddressBook };

/** Most list rows one ledger read keeps, over all its lists (the rest is a declared gap). */
export const LEDGER_MAX_ROWS = 100_000;
/** Most list pages one ledger read asks for, over all its lists (the rest is a declared gap). */
export const LEDGER_MAX_PAGES = 1_000;

/**
 * How far one ledger read may go: rows kept and pages asked for over all its lists, and
 * requests made (absent: no cap of its own). What lies past a bound is declared as a gap,
 * so an account that answers full pages forever costs a bounded time and memory.
 */
export interface LedgerReadBounds {
  maxRows?: number;
  maxPages?: number;
  maxRequests?: number;
}

/**
 * The v3 side of one ledger read: calls the typed operations (answers validated by the
 * client, against the catalogue's schema: never parsed twice), counts the requests, gathers every `address_book` seen, and turns a page that cannot be read, or that
 * lies past the read's bounds ({@link LedgerReadBounds}), into a declared gap (the ledger's
 * rule: never a silent hole).
 */
export class LedgerSource {
  /** Gaps declared so far, in the order they were met. */
  readonly gaps: LedgerGap[] = [];
  /** Every `address_book` entry seen so far. */
  readonly book: AddressBook = {};
  /** Requests made so far. */
  requests = 0;
  /** List rows kept and list pages asked for so far (all lists). */
  private rows = 0;
  private pagesRead = 0;
  private readonly maxRows: number;
  private readonly maxPages: number;

  /**
   * @param v3 the typed v3 functions to read with
   * @param limit rows per page (1..1000)
   * @param bounds how far the read may go (default {@link LEDGER_MAX_ROWS} rows and
   *   {@link LEDGER_MAX_PAGES} pages, or as many as those rows take at `limit` a page)
   */
  constructor(
    private readonly v3: LedgerApi,
    readonly limit: number,
    private readonly bounds: LedgerReadBounds = {},
  ) {
    this.maxRows = bounds.maxRows ?? LEDGER_MAX_ROWS;
    // Small pages (a page size of 10) still reach the row bound: the page bound is never
    // below what the rows take.
    this.maxPages = bounds.maxPages ?? Math.max(LEDGER_MAX_PAGES, Math.ceil(this.maxRows / limit));
  }

  /** Why the next page of a list may not be asked for (a bound reached), or null. */
  private bound(): string | null {
    if (this.rows >= this.maxRows) return `the read keeps at most ${this.maxRows} rows`;
    if (this.pagesRead >= this.maxPages) return `the read asks for at most ${this.maxPages} pages`;
    const cap = this.bounds.maxRequests;
    if (cap !== undefined && this.requests >= cap) {
      return `its budget of ${cap} requests is spent`;
    }
    return null;
  }

  /**
   * One v3 request, its answer as the client validated it (throws the client's error, or that
   * the read's request budget is spent).
   */
  async call<N extends LedgerOperation>(
    op: N,
    params: OperationParams<'v3', N>,
  ): Promise<OperationResponse<'v3', N>> {
    const cap = this.bounds.maxRequests;
    if (cap !== undefined && this.requests >= cap) {
      throw new Error(`not read: its budget of ${cap} requests is spent`);
    }
    this.requests++;
    const data = await this.v3[op](params);
    Object.assign(this.book, (data as { address_book?: AddressBook }).address_book ?? {});
    return data;
  }

  /**
   * Every row of a paged list, `limit` rows a page from offset 0 until a short page; a page
   * that fails ends the list with a gap naming `what` and the offset.
   */
  async pages<T>(what: string, read: (offset: number) => Promise<T[]>): Promise<T[]> {
    const all: T[] = [];
    for (let offset = 0; ; offset += this.limit) {
      const bound = this.bound();
      if (bound) {
        this.gaps.push({ reason: `${what}, rows from ${offset} on, were not read: ${bound}` });
        return all;
      }
      this.pagesRead++;
      let rows: T[];
      try {
        rows = await read(offset);
      } catch (err) {
        if (cancelled(err)) throw err; // a stopped read is no gap: it ends the read
        this.declareGap(`${what}, rows from ${offset} on, could not be read`, err);
        return all;
      }
      // A page larger than the room left (a server ignoring `limit`) is cut there.
      const room = this.maxRows - this.rows;
      const kept = rows.length > room ? rows.slice(0, room) : rows;
      this.rows += kept.length;
      all.push(...kept);
      if (kept.length < rows.length) {
        this.gaps.push({
          reason: `${what}, rows from ${offset + kept.length} on, were not read: the read keeps at most ${this.maxRows} rows`,
        });
        return all;
      }
      if (rows.length < this.limit) return all;
    }
  }

  /**
   * Every row of a v3 list read oldest first (`sort: 'asc'`, `limit` rows a page): `params`
   * are its filters, `rowsOf` picks the rows out of an answer. A failed page is a gap naming
   * `what` (see {@link pages}).
   */
  async listAsc<N extends 'transactions' | 'nft/transfers', R>(
    what: string,
    op: N,
    params: OperationParams<'v3', N>,
    rowsOf: (data: OperationResponse<'v3', N>) => R[],
  ): Promise<R[]> {
    return this.pages(what, async (offset) =>
      rowsOf(await this.call(op, { ...params, sort: 'asc', limit: this.limit, offset })),
    );
  }

  /**
   * Records a gap: `what` could not be read, with the error's message. A cancellation is
   * rethrown: the whole read stops.
   */
  declareGap(what: string, err: unknown): void {
    if (cancelled(err)) throw err;
    this.gaps.push({ reason: `${what}: ${(err as Error).message}` });
  }
}
