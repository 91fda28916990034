import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { EventBus } from '../../core/ipc/event-bus';
import type { Router } from '../../core/ipc/router';
import {
  SESSION_PATH,
  SOCKET_PATH,
  type CallMessage,
  type ServerMessage,
} from '../../../shared/ipc/wire';
import { createStaticHandler } from './static-files';

export interface WebShellOptions {
  router: Router;
  bus: EventBus;
  /** Folder of the built renderer (vite output). */
  staticDir: string;
  /** Port on 127.0.0.1; 0 or absent = a random free port. */
  port?: number;
  /** Per-launch token; random when absent (tests may pass one). */
  token?: string;
  /** Largest accepted socket message, bytes (BoCs, exports' parameters). */
  maxMessageBytes?: number;
  /** Where socket and stream errors are reported (default: nowhere; they never end the process). */
  onSocketError?(where: string, err: Error): void;
}

/** A running web shell. `url` includes the token and is what the user opens. */
export interface WebShell {
  url: string;
  /**
   * What to open in the browser: `origin/?code=…`, a one-time launch code the page exchanges
   * for the session token (`POST /session`), so the token never appears on a command line.
   */
  launchUrl: string;
  origin: string;
  port: number;
  token: string;
  close(): Promise<void>;
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  421: 'Misdirected Request',
};

/**
 * The web shell: the app's renderer served on 127.0.0.1 and the same IPC router over a
 * WebSocket. A socket is accepted only with the per-launch token (`SOCKET_PATH?token=…`), a
 * Host that is the shell's own and an Origin equal to the shell's own; anything else is refused
 * at the upgrade (401/403/421), its socket destroyed, and never reaches the router. Every socket
 * and stream has an error path: a hostile or broken peer fails its own connection, never the
 * process.
 */
export async function startWebShell(opts: WebShellOptions): Promise<WebShell> {
  const token = opts.token ?? randomBytes(24).toString('base64url');
  const launchCodeText = randomBytes(24).toString('base64url');
  const shell: Shell = {
    opts,
    token,
    tokenBuf: Buffer.from(token),
    launchCode: Buffer.from(launchCodeText),
    port: 0,
    origin: '',
    csp: '',
    reportError: (where) => (err) => opts.onSocketError?.(where, err),
  };
  const server = createServer((req, res) => handleHttp(shell, req, res));
  server.on('clientError', (err: Error, socket: Duplex) => refuseBadRequest(shell, err, socket));
  const wss = new WebSocketServer({ noServer: true, maxPayload: opts.maxMessageBytes ?? 8 << 20 });
  wss.on('error', shell.reportError('socket server'));
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) =>
    handleUpgrade(shell, wss, req, socket, head),
  );

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  Object.assign(shell, { port, origin, csp: contentSecurityPolicy(port) });

  return {
    url: `${origin}/?token=${token}`,
    launchUrl: `${origin}/?code=${launchCodeText}`,
    origin,
    port,
    token,
    async close() {
      for (const client of wss.clients) client.terminate();
      wss.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A running shell's secrets and identity: the session token, the one-time launch code (null
 * once spent), and its port, origin and CSP (set once it listens).
 */
interface Shell {
  opts: WebShellOptions;
  token: string;
  tokenBuf: Buffer;
  launchCode: Buffer | null;
  port: number;
  origin: string;
  csp: string;
  /** The error listener of one place (`onSocketError` with its name). */
  reportError(where: string): (err: Error) => void;
}

/** The Hosts the shell answers to. */
function ownHosts(shell: Shell): Set<string> {
  return new Set([`127.0.0.1:${shell.port}`, `localhost:${shell.port}`]);
}

/** The Origins allowed to open a socket or exchange the launch code. */
function ownOrigins(shell: Shell): Set<string> {
  return new Set([shell.origin, `http://localhost:${shell.port}`]);
}

/** The page's Content-Security-Policy: its own scripts, and sockets only to the shell. */
function contentSecurityPolicy(port: number): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    `connect-src 'self' ws://127.0.0.1:${port} ws://localhost:${port}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * One HTTP request: refused (421) unless its Host is the shell's own; `POST /session` exchanges
 * the launch code, anything else is a static file. A failure answers 500 (or drops the stream).
 */
function handleHttp(shell: Shell, req: IncomingMessage, res: ServerResponse): void {
  res.on('error', shell.reportError('http response'));
  if (!ownHosts(shell).has(req.headers.host ?? '')) {
    res.writeHead(421, { 'Content-Type': 'text/plain' }).end('Misdirected request: wrong Host.');
    return;
  }
  const handled =
    new URL(req.url ?? '/', 'http://localhost').pathname === SESSION_PATH
      ? exchangeLaunchCode(shell, req, res)
      : createStaticHandler(
          shell.opts.staticDir,
          shell.csp,
          shell.reportError('static file'),
        )(req, res);
  handled.catch((err: Error) => {
    shell.reportError('http request')(err);
    if (!res.headersSent) res.writeHead(500).end('Internal error');
    else res.destroy();
  });
}

/** A malformed request or a reset mid-request: answer 400 when still possible, then drop it. */
function refuseBadRequest(shell: Shell, err: Error, socket: Duplex): void {
  shell.reportError('http client')(err);
  if (socket.writable && (err as NodeJS.ErrnoException).code !== 'ECONNRESET') {
    socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  }
  socket.destroy();
}

/** A socket upgrade: refused with its status unless {@link checkUpgrade} accepts it. */
function handleUpgrade(
  shell: Shell,
  wss: WebSocketServer,
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
): void {
  // From here the raw socket is ours: without a listener, a reset would end the process.
  socket.on('error', (err) => {
    shell.reportError('upgrade socket')(err);
    socket.destroy();
  });
  const refusal = checkUpgrade(shell, req);
  if (refusal) {
    const body = refusal.message;
    socket.end(
      `HTTP/1.1 ${refusal.status} ${REASONS[refusal.status] ?? 'Refused'}\r\n` +
        `Content-Type: text/plain\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n` +
        body,
      () => socket.destroy(),
    );
    return;
  }
  wss.handleUpgrade(req, socket, head, (ws) => onConnection(shell, ws, req));
}

/** Why a socket upgrade is refused (Host 421, path 403, token 401, Origin 403), or null. */
function checkUpgrade(
  shell: Shell,
  req: IncomingMessage,
): { status: number; message: string } | null {
  if (!ownHosts(shell).has(req.headers.host ?? '')) {
    return { status: 421, message: 'Misdirected request: wrong Host.' };
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname !== SOCKET_PATH) return { status: 403, message: 'Unknown socket path.' };
  const given = Buffer.from(url.searchParams.get('token') ?? '');
  if (given.length !== shell.tokenBuf.length || !timingSafeEqual(given, shell.tokenBuf)) {
    return {
      status: 401,
      message: 'Missing or wrong web shell token: open the URL the app printed.',
    };
  }
  const reqOrigin = req.headers.origin;
  if (!reqOrigin || !ownOrigins(shell).has(reqOrigin)) {
    return { status: 403, message: `Origin not allowed: ${reqOrigin ?? '(none)'}.` };
  }
  return null;
}

/**
 * `POST /session` with the one-time launch code as the body answers `{ token }`, once: the
 * code is spent by the first correct attempt. Only the shell's own page may ask (Origin).
 */
async function exchangeLaunchCode(
  shell: Shell,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  if (req.method !== 'POST') {
    res.writeHead(405, { Allow: 'POST' }).end('Method not allowed');
    return;
  }
  if (!ownOrigins(shell).has(req.headers.origin ?? '')) {
    res.writeHead(403, { 'Content-Type': 'text/plain' }).end('Origin not allowed.');
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 256) {
      res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Launch code too long.');
      req.destroy();
      return;
    }
    chunks.push(chunk);
  }
  const given = Buffer.concat(chunks);
  const code = shell.launchCode;
  if (!code || given.length !== code.length || !timingSafeEqual(given, code)) {
    res
      .writeHead(401, { 'Content-Type': 'text/plain' })
      .end('This launch link was already used or is wrong: open the URL the app printed.');
    return;
  }
  shell.launchCode = null;
  res
    .writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
    .end(JSON.stringify({ token: shell.token }));
}

/**
 * An accepted socket: the bus's events go out to it, its calls go to the router (cancelled
 * when it closes), and each answer goes back with its call's id.
 */
function onConnection(shell: Shell, ws: WebSocket, req: IncomingMessage): void {
  const { opts, reportError } = shell;
  const abort = new AbortController();
  const description = `web socket ${req.socket.remoteAddress ?? '?'}:${req.socket.remotePort ?? '?'}`;
  // Invalid UTF-8, an oversized message or a reset: ws closes the socket (1007, 1009, 1006)
  // after this event; without a listener it would end the process.
  ws.on('error', reportError('web socket'));
  const send = (msg: ServerMessage) => {
    if (ws.readyState !== ws.OPEN) return;
    const text = serialise(msg, reportError('web socket send'));
    if (text !== null) ws.send(text);
  };
  const unsubscribe = opts.bus.subscribe((event, payload) =>
    send({ type: 'event', event, payload }),
  );
  ws.on('close', () => {
    unsubscribe();
    abort.abort();
  });
  ws.on('message', (raw, isBinary) => {
    const call = isBinary ? null : parseCall(raw.toString());
    if (!call) {
      send(MALFORMED_CALL);
      return;
    }
    void opts.router
      .dispatch(call.channel, call.payload, {
        sender: { trusted: true, description },
        signal: abort.signal,
      })
      .then((result) => send({ type: 'result', id: call.id, result }))
      .catch(reportError('web socket call'));
  });
}

/** The answer to a socket message that is not a call. */
const MALFORMED_CALL: ServerMessage = {
  type: 'result',
  id: null,
  result: {
    ok: false,
    error: {
      code: 'INVALID_REQUEST',
      message: 'Malformed socket message: expected {type:"call", id, channel, payload}.',
    },
  },
};

/**
 * A socket message's text. A result that cannot be serialised (nested too deep for
 * `JSON.stringify`, a BigInt) becomes that call's `INTERNAL` error, so one answer fails its own
 * call and never the process; an event that cannot be is dropped (and reported).
 */
function serialise(msg: ServerMessage, report: (err: Error) => void): string | null {
  try {
    return JSON.stringify(msg);
  } catch (err) {
    const error = err instanceof Error ? err : new Error(String(err));
    report(error);
    if (msg.type !== 'result') return null;
    return JSON.stringify({
      type: 'result',
      id: msg.id,
      result: {
        ok: false,
        error: {
          code: 'INTERNAL',
          message: `The result could not be sent to the window (${error.message}).`,
        },
      },
    } satisfies ServerMessage);
  }
}

function parseCall(text: string): CallMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (v.type !== 'call' || typeof v.id !== 'number' || !Number.isSafeInteger(v.id)) return null;
  return { type: 'call', id: v.id, channel: v.channel as string, payload: v.payload };
}
