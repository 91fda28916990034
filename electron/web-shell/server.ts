import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { EventBus } from '../ipc/event-bus';
import type { Router } from '../ipc/router';
import { SOCKET_PATH, type CallMessage, type ServerMessage } from '../../shared/ipc/wire';
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
}

/** A running web shell. `url` includes the token and is what the user opens. */
export interface WebShell {
  url: string;
  origin: string;
  port: number;
  token: string;
  close(): Promise<void>;
}

/**
 * The web shell: the app's renderer served on 127.0.0.1 and the same IPC router over a
 * WebSocket. A socket is accepted only with the per-launch token (`/ipc?token=…`) and an
 * Origin equal to the shell's own; anything else is refused at the upgrade with a 401/403 and
 * never reaches the router.
 */
export async function startWebShell(opts: WebShellOptions): Promise<WebShell> {
  const token = opts.token ?? randomBytes(24).toString('base64url');
  const tokenBuf = Buffer.from(token);
  let origin = '';
  let csp = '';
  const serveStatic = (req: IncomingMessage, res: ServerResponse) =>
    createStaticHandler(opts.staticDir, csp)(req, res);

  const server = createServer((req, res) => {
    serveStatic(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end('Internal error');
    });
  });
  const wss = new WebSocketServer({ noServer: true, maxPayload: opts.maxMessageBytes ?? 8 << 20 });

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const refusal = checkUpgrade(req);
    if (refusal) {
      socket.end(
        `HTTP/1.1 ${refusal.status} ${refusal.status === 401 ? 'Unauthorized' : 'Forbidden'}\r\n` +
          `Content-Type: text/plain\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(refusal.message)}\r\n\r\n` +
          refusal.message,
      );
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, req));
  });

  function checkUpgrade(req: IncomingMessage): { status: number; message: string } | null {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== SOCKET_PATH) return { status: 403, message: 'Unknown socket path.' };
    const given = Buffer.from(url.searchParams.get('token') ?? '');
    if (given.length !== tokenBuf.length || !timingSafeEqual(given, tokenBuf)) {
      return {
        status: 401,
        message: 'Missing or wrong web shell token: open the URL the app printed.',
      };
    }
    const reqOrigin = req.headers.origin;
    if (reqOrigin !== origin && reqOrigin !== origin.replace('127.0.0.1', 'localhost')) {
      return { status: 403, message: `Origin not allowed: ${reqOrigin ?? '(none)'}.` };
    }
    return null;
  }

  function onConnection(ws: WebSocket, req: IncomingMessage): void {
    const abort = new AbortController();
    const description = `web socket ${req.socket.remoteAddress ?? '?'}:${req.socket.remotePort ?? '?'}`;
    const send = (msg: ServerMessage) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(msg));
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
        send({
          type: 'result',
          id: null,
          result: {
            ok: false,
            error: {
              code: 'INVALID_REQUEST',
              message: 'Malformed socket message: expected {type:"call", id, channel, payload}.',
            },
          },
        });
        return;
      }
      void opts.router
        .dispatch(call.channel, call.payload, {
          sender: { trusted: true, description },
          signal: abort.signal,
        })
        .then((result) => send({ type: 'result', id: call.id, result }));
    });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    `connect-src 'self' ws://127.0.0.1:${port} ws://localhost:${port}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');

  return {
    url: `${origin}/?token=${token}`,
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
