import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import type { LocalNetwork } from '../types';
import { extractApiKey, KeyChecker, type ApiKeyConfig } from './auth';
import { FaultInjector, type ActiveFault, type FaultSpec } from './faults';
import { RateLimiter } from './rate-limit';
import { RequestLog, type RequestLogEntry } from './request-log';
import { INTERNAL_ERROR_TEXT, logInternalError } from './internal-error';
import { registerV2Routes } from './v2/index';
import { registerV3Routes } from './v3/index';

/**
 * The local network's HTTP server (fastify): toncenter's `/api/v2` and `/api/v3` over a
 * `LocalNetwork`, with toncenter's authentication and limits:
 * - API key in `X-API-Key` or `api_key`; an unknown key → 401 `API key does not exist`; a key
 *   issued for another network than `network` → 403 `Network not allowed`; then the rate:
 *   anonymous clients get `anonymousRps` (default 1) per client IP, keys their own `rps`;
 *   excess → 429 `Ratelimit exceeded`. These errors use the v2-style body on both generations:
 *   `{"ok": false, "error": "...", "code": N}`.
 * - `X-API-Version` on every response: `V2_API_VERSION` under /api/v2, the index schema version
 *   (`V3_API_VERSION`) under /api/v3.
 * - A request log (`requestLog`, and `logFile` as JSON lines): time, method, path, status,
 *   duration, key id — never the key itself.
 * - Fault injection for client tests (off by default): `faults` option or `injectFaults(...)`;
 *   the next N matching requests answer 429 (with or without Retry-After), 500/502/503, hang,
 *   reset the connection or return malformed JSON. Faults apply before auth and rate limits.
 *   See `./faults.ts` for the rule format (also the CLI's `--faults`).
 */

/** Semantic version sent as `X-API-Version` on v2 (2 = API, 1 = the C++-compatible variant). */
export const V2_API_VERSION = '2.1.0';

/** Index schema version sent as `X-API-Version` on v3 (toncenter's indexer schema). */
export const V3_API_VERSION = '1.2.6';

/** Body of the auth and rate errors (v2 style, on both generations). */
export function gatewayError(
  code: number,
  error: string,
): { ok: false; error: string; code: number } {
  return { ok: false, error, code };
}

/** Options of `createLocalNetworkServer`. */
export interface LocalNetworkServerOptions {
  net: LocalNetwork;
  /** Network this server answers for (default `local`); keys of others get 403. */
  network?: string;
  keys?: ApiKeyConfig[];
  /** Requests/s per client IP without a key (default 1; `Infinity` = unlimited). */
  anonymousRps?: number;
  /** JSON-lines request log file (appended). */
  logFile?: string;
  /** Fault rules active from the start (test-only). */
  faults?: FaultSpec[];
  /** Requests kept in memory by `requestLog` (default `REQUEST_LOG_CAPACITY`). */
  requestLogSize?: number;
  /** Largest accepted request body, bytes (default 1 MiB); larger → 413. */
  bodyLimit?: number;
}

/** A running (or ready to listen) local server. */
export interface LocalNetworkServer {
  readonly app: FastifyInstance;
  /** Starts listening; returns the base URL `http://host:port`. Port 0 = random. */
  listen(port?: number, host?: string): Promise<string>;
  /** Closes connections (including hung ones) and the log file. Does not close the network. */
  close(): Promise<void>;
  /** Base URL once listening (`http://127.0.0.1:N`), else "". */
  readonly url: string;
  readonly v2Url: string;
  readonly v3Url: string;
  /** The newest answered (or dropped) requests, oldest first (`requestLogSize` of them). */
  readonly requestLog: RequestLogEntry[];
  /** Adds fault rules (see `./faults.ts`). */
  injectFaults(specs: FaultSpec | FaultSpec[]): void;
  /** Drops pending fault rules. */
  clearFaults(): void;
  /** Forgets rate-limit state (every client starts with a full bucket). */
  resetRateLimits(): void;
}

interface RequestState {
  started: number;
  keyId: string | null;
  fault?: string;
}

const STATE = Symbol('localNetworkRequestState');
type WithState = FastifyRequest & { [STATE]?: RequestState };

function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
}

function isV2(path: string): boolean {
  return path === '/api/v2' || path.startsWith('/api/v2/');
}

/** A connection held open by a `hang` fault, with the timer that ends it. */
type Hang = { timer: NodeJS.Timeout; socket: Socket };

/** What the gateway hooks share: auth, rate limits, faults, the request log, hung sockets. */
interface Gateway {
  checker: KeyChecker;
  limiter: RateLimiter;
  faults: FaultInjector;
  log: RequestLog;
  hangs: Set<Hang>;
}

/** The fastify instance with its limits; bodies are JSON only. */
function createApp(opts: LocalNetworkServerOptions): FastifyInstance {
  const app = Fastify({
    logger: false,
    bodyLimit: opts.bodyLimit ?? 1024 * 1024,
    // toncenter takes up to 1000 addresses in one query string (about 80 KB in raw form);
    // Node's default 16 KB request-line-and-headers limit would refuse them.
    http: { maxHeaderSize: 128 * 1024 },
    // Hung (fault-injected) and keep-alive connections must not hold up close().
    forceCloseConnections: true,
    routerOptions: { ignoreTrailingSlash: true },
  });
  // Bodies are JSON only: fastify's built-in text/plain parser would hand a string to handlers
  // that a web page can POST without a CORS preflight; without a parser such a body gets 415.
  app.removeContentTypeParser('text/plain');
  return app;
}

/** Logs a request a fault dropped without an answer (status 0). */
function logDropped(log: RequestLog, req: WithState, fault: string): void {
  const st = req[STATE]!;
  log.add({
    time: new Date(Date.now() - (performance.now() - st.started)).toISOString(),
    method: req.method,
    path: pathOf(req.url),
    status: 0,
    durationMs: Math.round((performance.now() - st.started) * 1000) / 1000,
    keyId: st.keyId,
    ip: req.ip,
    fault,
  });
}

/** Holds the request's connection open for `hangMs`, then destroys it. */
function hang(g: Gateway, req: WithState, reply: FastifyReply, hangMs: number): FastifyReply {
  reply.hijack();
  const socket = req.raw.socket;
  const entry = {
    socket,
    timer: setTimeout(() => {
      g.hangs.delete(entry);
      socket.destroy();
    }, hangMs),
  };
  g.hangs.add(entry);
  socket.once('close', () => {
    clearTimeout(entry.timer);
    g.hangs.delete(entry);
  });
  logDropped(g.log, req, 'hang');
  return reply;
}

/** Answers (or drops) the request as the fault `f` says. */
function applyFault(
  g: Gateway,
  req: WithState,
  reply: FastifyReply,
  f: ActiveFault,
  path: string,
): FastifyReply {
  req[STATE]!.fault = f.kind;
  switch (f.kind) {
    case '429':
      if (f.retryAfter !== undefined) reply.header('Retry-After', String(f.retryAfter));
      return reply.code(429).send(gatewayError(429, 'Ratelimit exceeded'));
    case '500':
    case '502':
    case '503': {
      const code = Number(f.kind);
      const text =
        code === 500
          ? 'Internal Server Error'
          : code === 502
            ? 'Bad Gateway'
            : 'Service Unavailable';
      return reply.code(code).send(isV2(path) ? gatewayError(code, text) : { error: text });
    }
    case 'malformed':
      return reply.code(200).type('application/json').send('{"ok": true, "result": {"@type": ');
    case 'hang':
      return hang(g, req, reply, f.hangMs);
    case 'reset':
      reply.hijack();
      if (typeof req.raw.socket.resetAndDestroy === 'function') req.raw.socket.resetAndDestroy();
      else req.raw.socket.destroy();
      logDropped(g.log, req, 'reset');
      return reply;
  }
}

/** Before routing: a pending fault first, then the API key, then the client's rate. */
function installAdmission(app: FastifyInstance, g: Gateway): void {
  app.addHook('onRequest', async (request, reply) => {
    const req = request as WithState;
    req[STATE] = { started: performance.now(), keyId: null };
    const path = pathOf(req.url);
    const fault = g.faults.take(path);
    if (fault) return applyFault(g, req, reply, fault, path);
    const auth = g.checker.check(extractApiKey(req.headers, req.query), req.ip);
    req[STATE].keyId = auth.keyId;
    if (!auth.ok) return reply.code(auth.status).send(gatewayError(auth.status, auth.error));
    if (!g.limiter.take(auth.clientId, auth.rps)) {
      return reply.code(429).send(gatewayError(429, 'Ratelimit exceeded'));
    }
    return undefined;
  });
}

/** On every answer: `X-API-Version`, v3's `Server-Timing`, and the request log entry. */
function installResponseHooks(app: FastifyInstance, log: RequestLog): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const v2 = isV2(pathOf(request.url));
    if (!reply.hasHeader('x-api-version')) {
      reply.header('X-API-Version', v2 ? V2_API_VERSION : V3_API_VERSION);
    }
    const st = (request as WithState)[STATE];
    if (!v2 && st && !reply.hasHeader('server-timing')) {
      // toncenter's v3 reports its handler time this way.
      reply.header('Server-Timing', `app;dur=${(performance.now() - st.started).toFixed(3)}`);
    }
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const st = (request as WithState)[STATE];
    if (!st) return;
    const durationMs = performance.now() - st.started;
    log.add({
      time: new Date(Date.now() - durationMs).toISOString(),
      method: request.method,
      path: pathOf(request.url),
      status: reply.statusCode,
      durationMs: Math.round(durationMs * 1000) / 1000,
      keyId: st.keyId,
      ip: request.ip,
      ...(st.fault ? { fault: st.fault } : {}),
    });
  });
}

/** Errors and unknown paths in each generation's error shape; internal errors logged whole. */
function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((err: Error & { statusCode?: number; code?: unknown }, request, reply) => {
    let code = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
    // Unparsable bodies: toncenter answers 422 (v3 BodyParser, v2 "failed to parse"). A body
    // that is not application/json stays 415: only JSON is parsed, so that a form or text/plain
    // POST (sent by any web page without a CORS preflight) never reaches a handler.
    if (typeof err.code === 'string' && err.code.startsWith('FST_ERR_CTP_') && code === 400) {
      code = 422;
    }
    if (code >= 500) logInternalError(`${request.method} ${pathOf(request.url)}`, err);
    const message = code >= 500 ? INTERNAL_ERROR_TEXT : err.message;
    return reply
      .code(code)
      .send(isV2(pathOf(request.url)) ? gatewayError(code, message) : { error: message });
  });
  app.setNotFoundHandler((request, reply) =>
    isV2(pathOf(request.url))
      ? reply.code(404).send(gatewayError(404, 'Not Found'))
      : reply.code(404).send({ error: 'not found' }),
  );
}

/** The handle of a built server: listen, close (hung connections first), log and faults. */
function serverHandle(app: FastifyInstance, g: Gateway): LocalNetworkServer {
  let url = '';
  let closing: Promise<void> | undefined;
  return {
    app,
    async listen(port = 0, host = '127.0.0.1') {
      await app.listen({ port, host });
      const addr = app.server.address();
      const actualPort = typeof addr === 'object' && addr ? addr.port : port;
      url = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`;
      return url;
    },
    close() {
      closing ??= (async () => {
        for (const h of g.hangs) {
          clearTimeout(h.timer);
          h.socket.destroy();
        }
        g.hangs.clear();
        await app.close();
        await g.log.close();
      })();
      return closing;
    },
    get url() {
      return url;
    },
    get v2Url() {
      return url ? `${url}/api/v2` : '';
    },
    get v3Url() {
      return url ? `${url}/api/v3` : '';
    },
    get requestLog() {
      return g.log.entries();
    },
    injectFaults: (specs) => g.faults.inject(specs),
    clearFaults: () => g.faults.clear(),
    resetRateLimits: () => g.limiter.reset(),
  };
}

/**
 * Builds the server (routes registered, not yet listening). Throws on bad options (e.g. a
 * non-positive rate).
 */
export async function createLocalNetworkServer(
  opts: LocalNetworkServerOptions,
): Promise<LocalNetworkServer> {
  const network = opts.network ?? 'local';
  const anonymousRps = opts.anonymousRps ?? 1;
  if (!(anonymousRps > 0)) throw new Error(`anonymousRps must be positive, got ${anonymousRps}`);
  const checker = new KeyChecker(opts.keys ?? [], network, anonymousRps);
  const limiter = new RateLimiter();
  const faults = new FaultInjector();
  if (opts.faults) faults.inject(opts.faults);
  const log = new RequestLog(opts.logFile, opts.requestLogSize);
  const g: Gateway = { checker, limiter, faults, log, hangs: new Set() };
  const app = createApp(opts);
  installAdmission(app, g);
  installResponseHooks(app, g.log);
  installErrorHandlers(app);
  await app.register(registerV2Routes, { prefix: '/api/v2', net: opts.net });
  await app.register(registerV3Routes, { prefix: '/api/v3', net: opts.net });
  return serverHandle(app, g);
}
