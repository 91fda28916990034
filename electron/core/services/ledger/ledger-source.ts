import type { z } from 'zod';
import type { LedgerGap } from '../../../../shared/ledger';

/** One v3 GET through the profile's throttle (the app's client); resolves with the body. */
export type V3Get = (operation: string, params: Record<string, unknown>) => Promise<unknown>;

/** `address_book` entries (raw upper-case → user-friendly form and domain). */
export type AddressBook = Record<string, { user_friendly?: string | null; domain?: string | null }>;

/**
 * The v3 side of one ledger read: validates each answer against its zod schema, counts the
 * requests, gathers every `address_book` seen, and turns a page that cannot be read into a
 * declared gap (the ledger's rule: never a silent hole).
 */
export class LedgerSource {
  /** Gaps declared so far, in the order they were met. */
  readonly gaps: LedgerGap[] = [];
  /** Every `address_book` entry seen so far. */
  readonly book: AddressBook = {};
  /** Requests made so far. */
  requests = 0;

  /**
   * @param get the v3 GET to use
   * @param limit rows per page (1..1000)
   */
  constructor(
    private readonly get: V3Get,
    readonly limit: number,
  ) {}

  /** One v3 request, its answer parsed by `schema` (throws the client's or zod's error). */
  async call<T extends z.ZodType>(schema: T, op: string, params: object): Promise<z.output<T>> {
    this.requests++;
    const data = schema.parse(await this.get(op, params as Record<string, unknown>)) as z.output<T>;
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
      let rows: T[];
      try {
        rows = await read(offset);
      } catch (err) {
        this.declareGap(`${what}, rows from ${offset} on, could not be read`, err);
        return all;
      }
      all.push(...rows);
      if (rows.length < this.limit) return all;
    }
  }

  /**
   * Every row of a v3 list read oldest first (`sort: 'asc'`, `limit` rows a page): `params`
   * are its filters, `rowsOf` picks the rows out of an answer. A failed page is a gap naming
   * `what` (see {@link pages}).
   */
  async listAsc<T extends z.ZodType, R>(
    what: string,
    schema: T,
    op: string,
    params: object,
    rowsOf: (data: z.output<T>) => R[],
  ): Promise<R[]> {
    return this.pages(what, async (offset) =>
      rowsOf(await this.call(schema, op, { ...params, sort: 'asc', limit: this.limit, offset })),
    );
  }

  /** Records a gap: `what` could not be read, with the error's message. */
  declareGap(what: string, err: unknown): void {
    this.gaps.push({ reason: `${what}: ${(err as Error).message}` });
  }
}
