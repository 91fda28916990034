import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LocalNetworkInputError, type LocalNetwork } from '../../types';
import { accountMethods } from './accounts';
import { blockMethods } from './blocks';
import type { V2Context, V2Method } from './context';
import { errorEnvelope, okEnvelope, V2Error } from './errors';
import { INTERNAL_ERROR_TEXT, logInternalError } from '../internal-error';
import { Params } from './params';
import { runMethodMethods } from './run-method';
import { sendMethods } from './send';
import { transactionMethods } from './transactions';
import { utilMethods } from './utils';

/**
 * The v2 API (toncenter ton-http-api 2.1's contract) as a fastify plugin, to
 * be registered under `/api/v2`:
 * - every operation at `GET /<name>` (query string) and `POST /<name>` (JSON body), except the
 *   POST-only ones (runGetMethod(Std), sendBoc, sendBocReturnHash, estimateFee) whose GET is 405;
 * - `POST /jsonRPC` with `{jsonrpc, id, method, params}` answering the same envelope (id and
 *   jsonrpc echoed);
 * - `{ok, result, @extra}` / `{ok: false, error, code}` envelopes with HTTP status = code.
 */

/** Every v2 operation by name (REST path without the slash = JSON-RPC method name). */
export const V2_METHODS: Record<string, V2Method> = {
  ...accountMethods,
  ...blockMethods,
  ...transactionMethods,
  ...sendMethods,
  ...runMethodMethods,
  ...utilMethods,
};

/** Options of the v2 plugin. */
export interface V2PluginOptions {
  net: LocalNetwork;
}

/** Runs one operation and maps every failure to `{code, error}`; never throws. */
async function invoke(
  name: string,
  raw: Record<string, unknown>,
  ctx: V2Context,
  httpMethod: 'GET' | 'POST',
): Promise<{ code: number; result?: unknown; error?: string }> {
  const method = Object.hasOwn(V2_METHODS, name) ? V2_METHODS[name] : undefined;
  if (!method) return { code: 404, error: 'Not Found' };
  if (method.postOnly && httpMethod === 'GET') {
    return { code: 405, error: 'method GET is not supported' };
  }
  try {
    const result = await method.run(new Params(raw), ctx);
    return { code: 200, result };
  } catch (e) {
    if (e instanceof V2Error) return { code: e.code, error: e.message };
    // Input errors carry toncenter's own texts (4xx, and the liteserver's 500 for a refused
    // message); anything else is internal: logged whole, answered with a fixed text.
    if (e instanceof LocalNetworkInputError) return { code: e.status, error: e.message };
    logInternalError(`v2 ${name}`, e);
    return { code: 500, error: INTERNAL_ERROR_TEXT };
  }
}

function queryParams(req: FastifyRequest): Record<string, unknown> {
  const q = { ...((req.query as Record<string, unknown> | undefined) ?? {}) };
  delete q.api_key;
  return q;
}

function bodyParams(req: FastifyRequest): Record<string, unknown> {
  const body = req.body;
  if (body === undefined || body === null || body === '') return queryParams(req);
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw new V2Error(422, 'failed to parse post request: body must be a JSON object');
  }
  return { ...queryParams(req), ...(body as Record<string, unknown>) };
}

function send(
  reply: FastifyReply,
  started: number,
  r: { code: number; result?: unknown; error?: string },
  extra?: Record<string, unknown>,
) {
  const body =
    r.code === 200 ? okEnvelope(r.result, started) : errorEnvelope(r.code, r.error!, started);
  return reply
    .code(r.code)
    .type('application/json')
    .send({ ...body, ...extra });
}

/**
 * Parses a JSON body: empty → undefined. Only `application/json` bodies are parsed; any other
 * type is refused with 415 (a form or text/plain POST is what a web page can send without a
 * CORS preflight, so accepting it would let any page drive this server).
 */
function parseJsonBody(
  _req: FastifyRequest,
  body: string,
  done: (err: Error | null, v?: unknown) => void,
) {
  if (body.trim() === '') return done(null, undefined);
  try {
    done(null, JSON.parse(body));
  } catch (e) {
    done(new V2Error(422, `failed to parse post request: ${(e as Error).message}`));
  }
}

/** Registers the v2 routes (see the module docstring). */
export async function registerV2Routes(app: FastifyInstance, opts: V2PluginOptions): Promise<void> {
  const ctx: V2Context = { net: opts.net };

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parseJsonBody);

  app.setErrorHandler((err: Error & { statusCode?: number; code?: unknown }, _req, reply) => {
    const started = Date.now();
    let code = err instanceof V2Error ? err.code : (err.statusCode ?? 500);
    let message = err.message;
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') message = 'request body is too large';
    if (code === 400) code = 422;
    if (code >= 500) {
      logInternalError('v2 request', err);
      message = INTERNAL_ERROR_TEXT;
    }
    return reply.code(code).send(errorEnvelope(code, message, started));
  });

  app.setNotFoundHandler((_req, reply) => reply.code(404).send(errorEnvelope(404, 'Not Found')));

  app.get('/healthcheck', async (_req, reply) => reply.type('text/plain').send('OK'));

  app.get('/jsonRPC', async (_req, reply) =>
    reply.code(405).send(errorEnvelope(405, 'method GET is not supported')),
  );

  app.post('/jsonRPC', async (req, reply) => {
    const started = Date.now();
    const body = req.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      return send(reply, started, {
        code: 422,
        error: 'failed to parse post request: expected a JSON-RPC object',
      });
    }
    const { id, method, params } = body as Record<string, unknown>;
    const echo = { id: id ?? null, jsonrpc: '2.0' };
    if (typeof method !== 'string' || method === '') {
      return send(
        reply,
        started,
        { code: 422, error: 'failed to validate request: missing method' },
        echo,
      );
    }
    if (method === 'jsonRPC' || !Object.hasOwn(V2_METHODS, method)) {
      return send(reply, started, { code: 422, error: `Unknown method: ${method}` }, echo);
    }
    let raw: Record<string, unknown>;
    if (params === undefined || params === null) raw = {};
    else if (Array.isArray(params)) {
      if (params.length > 0) {
        return send(reply, started, { code: 422, error: 'params must contain an object' }, echo);
      }
      raw = {};
    } else if (typeof params === 'object') raw = params as Record<string, unknown>;
    else return send(reply, started, { code: 422, error: 'params must contain an object' }, echo);
    return send(reply, started, await invoke(method, raw, ctx, 'POST'), echo);
  });

  app.get<{ Params: { method: string } }>('/:method', async (req, reply) => {
    const started = Date.now();
    return send(reply, started, await invoke(req.params.method, queryParams(req), ctx, 'GET'));
  });

  app.post<{ Params: { method: string } }>('/:method', async (req, reply) => {
    const started = Date.now();
    let raw: Record<string, unknown>;
    try {
      raw = bodyParams(req);
    } catch (e) {
      return send(reply, started, { code: 422, error: (e as Error).message });
    }
    return send(reply, started, await invoke(req.params.method, raw, ctx, 'POST'));
  });
}
