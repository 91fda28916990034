import { AppError } from '../../../shared/ipc/errors';
import { HttpError } from './errors';

/** One HTTP exchange as the clients need it: status, headers and the body text. */
export interface HttpResponse {
  status: number;
  headers: Headers;
  text: string;
}

export interface HttpRequest {
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** JSON body for POST (serialised here, sent with `Content-Type: application/json`). */
  json?: unknown;
  /** Aborts the request (cancellation by the caller). */
  signal?: AbortSignal;
  /** Per-attempt time limit in ms. */
  timeoutMs: number;
  /** Largest body read, bytes (default {@link MAX_BODY_BYTES}); a longer one is not read on. */
  maxBodyBytes?: number;
  fetch?: typeof fetch;
}

/**
 * The largest answer body the client reads: 32 MiB. A 1000-row v3 `transactions` page is about
 * 3 MiB; a larger answer is a hostile or broken server, and reading it whole would hold it (and
 * its parse) in memory, then send it to the window as one message.
 */
export const MAX_BODY_BYTES = 32 << 20;

const mib = (bytes: number) => `${Math.round((bytes / (1 << 20)) * 10) / 10} MiB`;

function tooLarge(status: number, limit: number, declared?: number): HttpError {
  const size = declared === undefined ? `more than ${mib(limit)}` : mib(declared);
  return new HttpError({
    code: 'BAD_RESPONSE',
    message: `The server's answer is ${size}; answers over ${mib(limit)} are not read.`,
    status,
  });
}

/**
 * Reads a response body as UTF-8 text, chunk by chunk, and stops (cancelling the stream, so the
 * rest is never downloaded) as soon as it passes `limit` bytes: throws `HttpError`
 * `BAD_RESPONSE` then, at once when `Content-Length` already says so.
 */
async function readBodyText(res: Response, limit: number): Promise<string> {
  const declared = Number(res.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) {
    await res.body?.cancel().catch(() => undefined);
    throw tooLarge(res.status, limit, declared);
  }
  if (!res.body) return '';
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(res.status, limit);
    }
    parts.push(decoder.decode(value, { stream: true }));
  }
  parts.push(decoder.decode());
  return parts.join('');
}

/** The server cannot be reached at all: its name does not resolve, nothing listens, or there is
 * no route. Retrying the request at once cannot help; the profile is offline. */
const UNREACHABLE_CODES = /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ENETUNREACH|EHOSTUNREACH|ENETDOWN/;
/** The connection broke mid-way: a repeat may succeed. */
const CONNECTION_CODES = /ECONNRESET|EPIPE|UND_ERR_SOCKET|ETIMEDOUT|UND_ERR_CLOSED/;

function describeCause(err: unknown): string {
  let cur: unknown = err;
  const parts: string[] = [];
  for (let i = 0; i < 4 && cur; i++) {
    const e = cur as { code?: string; message?: string; cause?: unknown };
    if (e.code) parts.push(e.code);
    else if (e.message) parts.push(e.message);
    cur = e.cause;
  }
  return parts.join(': ') || String(err);
}

/** A 3xx answer: a bad response that names where it pointed, never followed. */
function redirectError(url: string, res: Response): HttpError {
  let target = res.headers.get('location') ?? '(no Location)';
  try {
    target = new URL(target, url).origin;
  } catch {
    // keep the header text
  }
  return new HttpError({
    code: 'BAD_RESPONSE',
    message: `The server answered ${res.status} (a redirect to ${target}); redirects are not followed because the API key would go along. Put the final URL in the profile.`,
    status: res.status,
  });
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'the server';
  }
}

/**
 * Sends one HTTP request with `fetch`, bounded by `AbortSignal.timeout`. Throws `AppError`
 * `CANCELLED` when the caller's signal aborts, `HttpError` `TIMEOUT` when the time limit is
 * hit (body included), `HttpError` `OFFLINE` when the server cannot be reached (name not
 * resolved, connection refused, network unreachable), `HttpError` `NETWORK` when the connection
 * fails otherwise or is reset, and `HttpError` `BAD_RESPONSE` (not retried) for a 3xx (redirects
 * are never followed, so the key never reaches another origin) and for a body over
 * `maxBodyBytes` (read as a stream and stopped there, never whole). Never logs or returns request
 * headers (they carry the key).
 */
export async function httpRequest(req: HttpRequest): Promise<HttpResponse> {
  const timeout = AbortSignal.timeout(req.timeoutMs);
  const signal = req.signal ? AbortSignal.any([req.signal, timeout]) : timeout;
  const headers: Record<string, string> = { accept: 'application/json', ...req.headers };
  let body: string | undefined;
  if (req.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(req.json);
  }
  const doFetch = req.fetch ?? fetch;
  try {
    // Never follow a redirect: fetch would carry the API key header to wherever it points.
    const res = await doFetch(req.url, {
      method: req.method,
      headers,
      body,
      signal,
      redirect: 'manual',
    });
    if (res.status >= 300 && res.status < 400) {
      await res.body?.cancel().catch(() => undefined);
      throw redirectError(req.url, res);
    }
    const text = await readBodyText(res, req.maxBodyBytes ?? MAX_BODY_BYTES);
    return { status: res.status, headers: res.headers, text };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if (req.signal?.aborted) {
      throw new AppError({ code: 'CANCELLED', message: 'The request was cancelled.' });
    }
    if (timeout.aborted) {
      throw new HttpError({
        code: 'TIMEOUT',
        message: `No answer within ${Math.round(req.timeoutMs / 100) / 10} s.`,
      });
    }
    const cause = describeCause(err);
    if (UNREACHABLE_CODES.test(cause)) {
      throw new HttpError({
        code: 'OFFLINE',
        message: `Cannot reach ${hostOf(req.url)}: ${cause}`,
      });
    }
    const reset = CONNECTION_CODES.test(cause) ? ' (connection failed or was reset)' : '';
    throw new HttpError({ code: 'NETWORK', message: `Network error${reset}: ${cause}` });
  }
}
