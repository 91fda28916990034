import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A 1×1 PNG (a real, decodable picture). */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A 1×1 GIF. */
export const GIF_1X1 = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);
/** An SVG that would run a script if it were shown as a document. */
export const EVIL_SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><script>fetch("http://127.0.0.1:9/steal")</script><rect width="10" height="10"/></svg>',
);

/** The 1×1 PNG with its header saying `width`×`height` (a "decompression bomb" header). */
export function pngClaiming(width: number, height: number): Buffer {
  const b = Buffer.from(PNG_1X1);
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  return b;
}

/** A PNG signature followed by `size` bytes of padding: over any sane limit when large. */
export function bigPng(size: number): Buffer {
  return Buffer.concat([PNG_1X1, Buffer.alloc(size - PNG_1X1.length)]);
}

/**
 * Paths the image server answers: real pictures, and each kind of image the app must refuse
 * (too big by header, too big while streaming, too many pixels, SVG with a script, an HTML page
 * sent as image/png, 404, and one that never answers).
 */
const ROUTES: Record<string, (res: ServerResponse) => void> = {
  '/ok.png': (res) => res.writeHead(200, { 'content-type': 'image/png' }).end(PNG_1X1),
  '/ok.gif': (res) => res.writeHead(200, { 'content-type': 'image/gif' }).end(GIF_1X1),
  '/big.png': (res) => {
    const body = bigPng(3 * 1024 * 1024);
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': body.length }).end(body);
  },
  '/stream-big.png': (res) => {
    // No content-length: the size shows only while reading.
    res.writeHead(200, { 'content-type': 'image/png', 'transfer-encoding': 'chunked' });
    res.write(PNG_1X1);
    for (let i = 0; i < 20; i++) res.write(Buffer.alloc(128 * 1024));
    res.end();
  },
  '/huge-pixels.png': (res) =>
    res.writeHead(200, { 'content-type': 'image/png' }).end(pngClaiming(20_000, 20_000)),
  '/evil.svg': (res) => res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(EVIL_SVG),
  '/page.png': (res) =>
    res.writeHead(200, { 'content-type': 'image/png' }).end('<!doctype html><p>not a picture'),
  '/hang.png': () => undefined,
};

/** A local image host for tests (127.0.0.1, random port); no internet involved. */
export interface ImageServer {
  /** `http://127.0.0.1:<port><path>`. */
  url(path: string): string;
  /** `127.0.0.1:<port>`. */
  readonly host: string;
  /** Paths requested so far, in order. */
  readonly requests: string[];
  /** Cookie headers received (the app must never send one). */
  readonly cookies: string[];
  close(): Promise<void>;
}

/** Starts the image server; unknown paths answer 404. */
export async function startImageServer(): Promise<ImageServer> {
  const requests: string[] = [];
  const cookies: string[] = [];
  const server = createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://x');
    const p = u.pathname;
    requests.push(p);
    if (req.headers.cookie) cookies.push(req.headers.cookie);
    // `/redirect?to=<url>`: a 302 to anywhere; `/hops/<n>`: n redirects before /ok.png.
    const to = p === '/redirect' ? u.searchParams.get('to') : null;
    const hops = /^\/hops\/(\d+)$/.exec(p);
    const n = hops ? Number(hops[1]) : 0;
    const route = ROUTES[p];
    if (to) res.writeHead(302, { location: to }).end();
    else if (hops) res.writeHead(302, { location: n > 1 ? `/hops/${n - 1}` : '/ok.png' }).end();
    else if (route) route(res);
    else res.writeHead(404, { 'set-cookie': 'tracker=1' }).end('missing');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (p) => `http://127.0.0.1:${port}${p}`,
    host: `127.0.0.1:${port}`,
    requests,
    cookies,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
