import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

/**
 * Serves the built renderer from `root`; unknown paths without an extension fall back to
 * `index.html` (client-side routes). Refuses anything outside `root`. HTML gets `csp`. A file
 * that cannot be read mid-way or a client gone mid-way ends that response only
 * (`onStreamError`).
 */
export function createStaticHandler(
  root: string,
  csp: string,
  onStreamError: (err: Error) => void = () => undefined,
) {
  const absRoot = path.resolve(root);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end('Method not allowed');
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    let rel: string;
    try {
      rel = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400).end('Bad path');
      return;
    }
    let file = path.resolve(absRoot, '.' + rel);
    if (file !== absRoot && !file.startsWith(absRoot + path.sep)) {
      res.writeHead(403).end('Forbidden');
      return;
    }
    let info = await stat(file).catch(() => null);
    if (info?.isDirectory()) {
      file = path.join(file, 'index.html');
      info = await stat(file).catch(() => null);
    }
    if (!info && path.extname(rel) === '') {
      file = path.join(absRoot, 'index.html');
      info = await stat(file).catch(() => null);
    }
    if (!info || !info.isFile()) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
    const headers: Record<string, string | number> = {
      'Content-Type': type,
      'Content-Length': info.size,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': type.startsWith('text/html') ? 'no-store' : 'public, max-age=3600',
    };
    if (type.startsWith('text/html')) headers['Content-Security-Policy'] = csp;
    res.writeHead(200, headers);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    pipeline(createReadStream(file), res, (err) => {
      if (err) onStreamError(err);
    });
  };
}
