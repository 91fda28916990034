import type { OperationSpec } from '../../../shared/api/params';
import { toQueryString, type PreparedParams } from '../../../shared/api/param-values';
import { httpRequest, type HttpRequest, type HttpResponse } from './transport';

/** Where and how to reach one API generation of a profile. The key lives only here, in main. */
export interface Endpoint {
  /** Base URL ending in `/api/v2` or `/api/v3` (no trailing slash needed). */
  baseUrl: string;
  /** Sent as `X-API-Key`; absent = anonymous (1 request/s). */
  apiKey?: string | null;
  /** v2 only: call through `POST /jsonRPC` instead of the REST path (same method names). */
  transport?: 'rest' | 'jsonrpc';
  /** Per-attempt time limit, ms. */
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** Joins a base URL and an operation path without doubling slashes. */
export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Request headers of an endpoint: the key goes in `X-API-Key`, never in the query string. */
export function authHeaders(endpoint: Endpoint): Record<string, string> {
  return endpoint.apiKey ? { 'X-API-Key': endpoint.apiKey } : {};
}

/** The parts of every request to `endpoint`: its key header, time limit and fetch. */
export function endpointRequest(
  endpoint: Endpoint,
  signal?: AbortSignal,
): Pick<HttpRequest, 'headers' | 'signal' | 'timeoutMs' | 'fetch'> {
  return {
    headers: authHeaders(endpoint),
    signal,
    timeoutMs: endpoint.timeoutMs,
    fetch: endpoint.fetch,
  };
}

/**
 * Sends `op` REST-style: GET with the prepared parameters as the query string (arrays as
 * repeated keys), or POST with them as the JSON body. Throws like {@link httpRequest}.
 */
export function sendRest(
  endpoint: Endpoint,
  op: OperationSpec,
  prepared: PreparedParams,
  signal?: AbortSignal,
): Promise<HttpResponse> {
  const url = joinUrl(endpoint.baseUrl, op.path);
  const base = endpointRequest(endpoint, signal);
  if (op.method === 'POST')
    return httpRequest({ ...base, url, method: 'POST', json: prepared.wire });
  const query = toQueryString(prepared.wire);
  return httpRequest({ ...base, url: query ? `${url}?${query}` : url, method: 'GET' });
}
