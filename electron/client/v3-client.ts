import type { OperationSpec } from '../../shared/api/params';
import { toQueryString, type PreparedParams } from '../../shared/api/param-values';
import { throwIfHttpError } from './errors';
import { authHeaders, joinUrl, type Endpoint } from './endpoint';
import { httpRequest } from './transport';
import { parseJson, validate } from './parse';
import type { OperationResult } from './v2-client';

/**
 * Runs one attempt of a v3 operation: GET with repeated keys for arrays, or POST with a JSON
 * body. v3 has no envelope: the body is the payload, validated by the operation's schema;
 * errors are `{error}` with the HTTP status (toncenter's gateway errors use `result`).
 * Throws `HttpError` (typed code) or `AppError` `CANCELLED`.
 */
export async function callV3(
  endpoint: Endpoint,
  op: OperationSpec,
  prepared: PreparedParams,
  signal?: AbortSignal,
): Promise<OperationResult> {
  const headers = authHeaders(endpoint);
  const url = joinUrl(endpoint.baseUrl, op.path);
  const query = op.method === 'GET' ? toQueryString(prepared.wire) : '';
  const res = await httpRequest({
    url: query ? `${url}?${query}` : url,
    method: op.method,
    headers,
    json: op.method === 'POST' ? prepared.wire : undefined,
    signal,
    timeoutMs: endpoint.timeoutMs,
    fetch: endpoint.fetch,
  });
  const apiVersion = res.headers.get('x-api-version');
  throwIfHttpError(res);
  const json = parseJson(res.text, res.status);
  const data = validate(op.response, json, `${op.name} response`, res.status);
  return { data, status: res.status, apiVersion };
}
