import type { OperationSpec } from '../../../shared/api/params';
import type { PreparedParams } from '../../../shared/api/param-values';
import { envelope } from '../../../shared/api/v2-schemas';
import { badResponse, errorForStatus, serverMessage, throwIfHttpError } from './errors';
import { endpointRequest, joinUrl, sendRest, type Endpoint } from './endpoint';
import { httpRequest } from './transport';
import { parseJson, validate } from './parse';

/** One successful exchange: the validated payload, HTTP status and `X-API-Version`. */
export interface OperationResult<T = unknown> {
  data: T;
  status: number;
  apiVersion: string | null;
}

let rpcId = 0;

/**
 * Runs one attempt of a v2 operation (REST: GET query or POST JSON body; or `POST /jsonRPC`
 * with the same method name and params) and returns the envelope's `result`, validated by the
 * operation's schema. Decides success by HTTP status and `ok`; error text comes from `error`
 * or `result` (toncenter's gateway puts a 429's text there). Throws `HttpError` (typed code) or
 * `AppError` `CANCELLED`.
 */
export async function callV2(
  endpoint: Endpoint,
  op: OperationSpec,
  prepared: PreparedParams,
  signal?: AbortSignal,
): Promise<OperationResult> {
  const res =
    endpoint.transport === 'jsonrpc'
      ? await httpRequest({
          ...endpointRequest(endpoint, signal),
          url: joinUrl(endpoint.baseUrl, '/jsonRPC'),
          method: 'POST',
          json: { jsonrpc: '2.0', id: ++rpcId, method: op.name, params: prepared.wire },
        })
      : await sendRest(endpoint, op, prepared, signal);

  const apiVersion = res.headers.get('x-api-version');
  throwIfHttpError(res);
  const json = parseJson(res.text, res.status);
  const env = envelope.safeParse(json);
  if (!env.success) throw badResponse('v2 body is not an {ok, result} envelope', res.status);
  if (!env.data.ok) {
    // 200 with ok:false should not happen (HTTP status mirrors `code`), but a proxy may do it.
    const code = typeof env.data.code === 'number' && env.data.code >= 400 ? env.data.code : 500;
    throw errorForStatus(code, serverMessage(json, res.text), null);
  }
  if (!('result' in env.data)) throw badResponse('v2 envelope has no result', res.status);
  const data = validate(op.response, env.data.result, `${op.name} result`, res.status);
  return { data, status: res.status, apiVersion };
}
