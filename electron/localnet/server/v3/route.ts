import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LocalNetworkInputError } from '../../types';
import { optUint, V3Error } from './params';
import { INTERNAL_ERROR_TEXT, logInternalError } from '../internal-error';
import type { Query } from './params';
import type { LocalNetworkFull } from '../../local-network';

/** A handler returns the response object, or a pre-serialized JSON string (fast paths). */
export type V3Handler = (q: Query, req: FastifyRequest) => unknown | Promise<unknown>;

function fail(reply: FastifyReply, e: unknown) {
  if (e instanceof V3Error || e instanceof LocalNetworkInputError) {
    return reply.code(e.status).send({ error: e.message });
  }
  logInternalError('v3 request', e);
  return reply.code(500).send({ error: INTERNAL_ERROR_TEXT });
}

async function answer(reply: FastifyReply, run: () => unknown) {
  try {
    const out = await run();
    if (typeof out === 'string') return reply.type('application/json; charset=utf-8').send(out);
    return reply.send(out);
  } catch (e) {
    return fail(reply, e);
  }
}

/** Registers a GET route whose errors become `{"error": …}` with the right status. */
export function get(app: FastifyInstance, path: string, handler: V3Handler): void {
  app.get(path, (req, reply) => answer(reply, () => handler((req.query ?? {}) as Query, req)));
}

/** Registers a POST route taking a JSON object body. */
export function post(app: FastifyInstance, path: string, handler: V3Handler): void {
  app.post(path, (req, reply) =>
    answer(reply, () => {
      const body = req.body;
      if (!body || typeof body !== 'object' || Array.isArray(body)) {
        throw new V3Error(422, 'request body must be a JSON object');
      }
      return handler(body as Query, req);
    }),
  );
}

/**
 * A v3 endpoint: the request's query string (GET) or JSON object body (POST), and the network
 * it reads, to the response object (or a pre-serialized JSON string). Errors: `V3Error`.
 */
export type V3Endpoint = (q: Query, net: LocalNetworkFull) => unknown;

/**
 * A route table: `'GET /path'` or `'POST /path'` (relative to /api/v3) → its endpoint, one
 * line per route, each endpoint a named function of its module.
 */
export type V3RouteTable = Readonly<Record<`${'GET' | 'POST'} /${string}`, V3Endpoint>>;

/** Registers every route of `table` on `app` (errors answered as `get`/`post` do). */
export function registerTable(
  app: FastifyInstance,
  net: LocalNetworkFull,
  table: V3RouteTable,
): void {
  for (const [route, endpoint] of Object.entries(table)) {
    const [method, path] = route.split(' ') as ['GET' | 'POST', string];
    (method === 'GET' ? get : post)(app, path, (q) => endpoint(q, net));
  }
}

/** Minimal SQL WHERE builder. */
export class Where {
  readonly parts: string[] = [];
  readonly params: Array<string | number | null> = [];
  add(sql: string, ...params: Array<string | number | null>): this {
    this.parts.push(sql);
    this.params.push(...params);
    return this;
  }
  /**
   * toncenter's time and lt window: `start_utime`/`end_utime` on `utimeCol` and
   * `start_lt`/`end_lt` on `ltCol`, all inclusive (a float utime is truncated). Bad values: 422.
   */
  timeLt(q: Query, utimeCol: string, ltCol: string): this {
    const su = optUint(q, 'start_utime', true);
    const eu = optUint(q, 'end_utime', true);
    const sl = optUint(q, 'start_lt');
    const el = optUint(q, 'end_lt');
    if (su !== undefined) this.add(`${utimeCol} >= ?`, Number(su));
    if (eu !== undefined) this.add(`${utimeCol} <= ?`, Number(eu));
    if (sl !== undefined) this.add(`${ltCol} >= ?`, Number(sl));
    if (el !== undefined) this.add(`${ltCol} <= ?`, Number(el));
    return this;
  }
  /**
   * Transfers that `owners` took part in on the side `direction` names: received (`in`, on
   * `inCol`), sent (`out`, on `outCol`) or either (anything else). No-op when `owners` is empty.
   */
  direction(owners: string[], direction: string | undefined, inCol: string, outCol: string): this {
    if (!owners.length) return this;
    const marks = owners.map(() => '?').join(',');
    if (direction === 'in') return this.add(`${inCol} IN (${marks})`, ...owners);
    if (direction === 'out') return this.add(`${outCol} IN (${marks})`, ...owners);
    return this.add(`(${outCol} IN (${marks}) OR ${inCol} IN (${marks}))`, ...owners, ...owners);
  }
  /** `col IN (?,?…)` for a non-empty list (no-op when empty). */
  in(col: string, values: Array<string | number>): this {
    if (values.length) this.add(`${col} IN (${values.map(() => '?').join(',')})`, ...values);
    return this;
  }
  toString(): string {
    return this.parts.length ? `WHERE ${this.parts.join(' AND ')}` : '';
  }
}
