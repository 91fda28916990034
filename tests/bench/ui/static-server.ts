import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.map': 'application/json',
};

/** A running static server of the bench pages: its base URL (`http://127.0.0.1:N/`). */
export interface StaticServer {
  url: string;
  server: Server;
}

/**
 * Serves the files of `dir` (the built bench pages) on 127.0.0.1 at a random port, `index` at
 * `/`; 404 for anything outside `dir` or not a file. Close it with `server.close()`.
 */
export async function serveStatic(dir: string, index: string): Promise<StaticServer> {
  const server = createServer((req, res) => {
    const rel = new URL(req.url ?? '/', 'http://x').pathname.slice(1) || index;
    const file = path.resolve(dir, rel);
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end('Not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}
