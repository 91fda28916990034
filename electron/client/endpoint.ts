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
