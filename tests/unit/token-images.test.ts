import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_IMAGE_BYTES,
  MAX_IMAGE_SIDE,
  checkImageBytes,
  imageFetchUrl,
} from '../../electron/core/services/images/image-check';
import { ImageCache } from '../../electron/core/services/images/image-cache';
import { IMAGE_CACHE_DIR, ImageLoader } from '../../electron/core/services/images/image-loader';
import {
  EVIL_SVG,
  GIF_1X1,
  PNG_1X1,
  bigPng,
  pngClaiming,
  startImageServer,
  type ImageServer,
} from '../helpers/image-server';
import { tempDirForSuite } from '../helpers/temp-dir';

/** A baseline JPEG header: SOI, APP0 (JFIF), then SOF0 of 300×200 pixels. */
function jpegOf(width: number, height: number): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
}

describe('checkImageBytes (type from the bytes, size limits, SVG refused)', () => {
  it('accepts PNG, GIF and JPEG by their signatures and reads their size', () => {
    expect(checkImageBytes(PNG_1X1)).toEqual({ mime: 'image/png', width: 1, height: 1 });
    expect(checkImageBytes(GIF_1X1)).toEqual({ mime: 'image/gif', width: 1, height: 1 });
    expect(checkImageBytes(jpegOf(300, 200))).toEqual({
      mime: 'image/jpeg',
      width: 300,
      height: 200,
    });
  });

  it('refuses SVG (it can carry scripts) and markup sent as an image, naming which', () => {
    expect(() => checkImageBytes(EVIL_SVG)).toThrow(/SVG/);
    expect(() => checkImageBytes(Buffer.from('\uFEFF  <svg onload="x()"/>'))).toThrow(/SVG/);
    expect(() => checkImageBytes(Buffer.from('<!doctype html><p>hi'))).toThrow(/not an image/);
    expect(() => checkImageBytes(Buffer.from('GIF8'))).toThrow(/not a PNG, JPEG, GIF or WebP/);
    expect(() => checkImageBytes(new Uint8Array())).toThrow(/empty/);
  });

  it('refuses more bytes than the limit and more pixels a side than the limit', () => {
    expect(() => checkImageBytes(bigPng(MAX_IMAGE_BYTES))).not.toThrow();
    expect(() => checkImageBytes(bigPng(MAX_IMAGE_BYTES + 1))).toThrow(/too large: 1 MiB/);
    expect(() => checkImageBytes(pngClaiming(MAX_IMAGE_SIDE, 10))).not.toThrow();
    expect(() => checkImageBytes(pngClaiming(MAX_IMAGE_SIDE + 1, 10))).toThrow(
      /4097×10 pixels \(limit 4096 a side\)/,
    );
    expect(() => checkImageBytes(jpegOf(10, 30_000))).toThrow(/10×30000 pixels/);
    expect(() => checkImageBytes(pngClaiming(0, 10))).toThrow(/no pixels/);
  });

  it('fetches http(s) and ipfs:// (through a gateway) only', () => {
    expect(imageFetchUrl(' https://x.org/a.png ').href).toBe('https://x.org/a.png');
    expect(imageFetchUrl('ipfs://bafy123/1.png').href).toBe('https://ipfs.io/ipfs/bafy123/1.png');
    expect(() => imageFetchUrl('file:///etc/passwd')).toThrow(/a file: address/);
    expect(() => imageFetchUrl('javascript:alert(1)')).toThrow(/a javascript: address/);
    expect(() => imageFetchUrl('https://u:p@x.org/a.png')).toThrow(/user name/);
    expect(() => imageFetchUrl('not a url')).toThrow(/not a web address/);
  });
});

describe('ImageLoader (main fetches, opt-in, limits, disk cache)', () => {
  const dir = tempDirForSuite('token-images-');
  let server: ImageServer;
  let enabled = true;
  let loader: ImageLoader;
  beforeAll(async () => {
    server = await startImageServer();
    loader = new ImageLoader({
      userDataDir: dir(),
      enabled: () => enabled,
      timeoutMs: 300,
      exemptHosts: [server.host],
    });
  });
  afterAll(() => server.close());

  it('fetches nothing while the profile has not opted in', async () => {
    enabled = false;
    expect(await loader.load('p', server.url('/ok.png'))).toEqual({ status: 'off' });
    expect(server.requests).toEqual([]);
    enabled = true;
  });

  it('returns an accepted picture as a data URI, without cookies, and keeps it on disk', async () => {
    const first = await loader.load('p', server.url('/ok.png'));
    expect(first).toEqual({
      status: 'loaded',
      mime: 'image/png',
      bytes: PNG_1X1.length,
      dataUri: `data:image/png;base64,${PNG_1X1.toString('base64')}`,
    });
    expect(await readdir(join(dir(), IMAGE_CACHE_DIR))).toHaveLength(1);
    const again = await loader.load('p', server.url('/ok.png'));
    expect(again).toEqual(first);
    expect(server.requests.filter((p) => p === '/ok.png')).toHaveLength(1); // from the cache
    expect(server.cookies).toEqual([]);
  });

  it('refuses each bad image with a reason and caches none of them', async () => {
    const reasons: Record<string, string> = {};
    for (const p of [
      '/big.png',
      '/stream-big.png',
      '/huge-pixels.png',
      '/evil.svg',
      '/page.png',
      '/missing.png',
      '/hang.png',
    ]) {
      const r = await loader.load('p', server.url(p));
      expect(r.status, p).toBe('refused');
      reasons[p] = r.status === 'refused' ? r.reason : '';
    }
    expect(reasons).toEqual({
      '/big.png': 'too large: 3 MiB (limit 1 MiB)',
      '/stream-big.png': 'too large: more than 1 MiB',
      '/huge-pixels.png': 'too large: 20000×20000 pixels (limit 4096 a side)',
      '/evil.svg': 'an SVG image: SVG can carry scripts, so it is not shown',
      '/page.png': 'not an image (a web page or other markup)',
      '/missing.png': 'the server answered HTTP 404',
      '/hang.png': 'no answer within 0.3 s',
    });
    expect(await readdir(join(dir(), IMAGE_CACHE_DIR))).toHaveLength(1);
  });
});

describe('where images may come from (issue 36: no chain-chosen request to this machine or its network)', () => {
  const dir = tempDirForSuite('token-images-ssrf-');
  /** The "public" host the loader is allowed to use in this test (exempt by host and port). */
  let allowed: ImageServer;
  /** What chain data must never reach: a service on this machine. */
  let inside: ImageServer;
  let loader: ImageLoader;
  const lookups: string[] = [];
  beforeAll(async () => {
    allowed = await startImageServer();
    inside = await startImageServer();
    loader = new ImageLoader({
      userDataDir: dir(),
      enabled: () => true,
      timeoutMs: 2000,
      exemptHosts: [allowed.host],
      // Names chain data may use, resolved to what an attacker would point them at.
      lookup: async (host) => {
        lookups.push(host);
        const to: Record<string, string[]> = {
          localhost: ['127.0.0.1'],
          'evil.example': ['127.0.0.1'],
          'mixed.example': ['93.184.216.34', '10.1.2.3'],
          'router.example': ['192.168.1.1'],
          'metadata.example': ['169.254.169.254'],
          'v6.example': ['::1'],
        };
        return (to[host] ?? []).map((address) => ({
          address,
          family: address.includes(':') ? 6 : 4,
        }));
      },
    });
  });
  afterAll(async () => {
    await allowed.close();
    await inside.close();
  });

  it('refuses loopback, private, link-local, CGNAT, multicast and unspecified addresses, v4 and v6, and numbers for IPs, before any request', async () => {
    const port = inside.host.split(':')[1];
    const cases: Record<string, RegExp> = {
      [inside.url('/ok.png')]: /port \d+: images come from 80 or 443/,
      'http://127.0.0.1/admin/delete?all=1': /127\.0\.0\.1 is a loopback/,
      [`http://localhost:80/ok.png?p=${port}`]: /localhost resolves to 127\.0\.0\.1 is a loopback/,
      'http://evil.example/ok.png': /evil\.example resolves to 127\.0\.0\.1 is a loopback/,
      'http://mixed.example/ok.png': /10\.1\.2\.3 is a private network/,
      'https://router.example/logo.png': /192\.168\.1\.1 is a private network/,
      'http://metadata.example/latest': /169\.254\.169\.254 is a link-local/,
      'http://v6.example/a.png': /::1 is a loopback/,
      'http://2130706433/a.png':
        /an IP address written as a number \(2130706433, that is 127\.0\.0\.1\)/,
      'http://0x7f.1/a.png': /written as a number \(0x7f\.1/,
      'http://0177.0.0.1/a.png': /written as a number/,
      'http://10.0.0.1/a.png': /private network/,
      'http://172.16.5.4/a.png': /private network/,
      'http://100.64.0.1/a.png': /carrier-grade NAT/,
      'http://224.0.0.1/a.png': /multicast/,
      'http://0.0.0.0/a.png': /unspecified/,
      'http://[::]/a.png': /unspecified/,
      'http://[fe80::1]/a.png': /link-local/,
      'http://[fd12::1]/a.png': /unique-local/,
      'http://[ff02::1]/a.png': /multicast/,
      'http://[::ffff:127.0.0.1]/a.png': /loopback/,
      'http://93.184.216.34:8080/a.png': /port 8080/,
    };
    for (const [url, why] of Object.entries(cases)) {
      const r = await loader.load('p', url);
      expect(r.status, url).toBe('refused');
      expect(r.status === 'refused' ? r.reason : '', url).toMatch(why);
    }
    expect(inside.requests).toEqual([]);
    expect(allowed.requests).toEqual([]);
  });

  it('follows redirects by hand, checking each: one to loopback is refused, more than 3 are refused', async () => {
    const toInside = allowed.url(`/redirect?to=${encodeURIComponent('http://127.0.0.1/steal')}`);
    const r1 = await loader.load('p', toInside);
    expect(r1).toEqual({
      status: 'refused',
      reason: expect.stringMatching(/127\.0\.0\.1 is a loopback/),
    });
    const toName = allowed.url(`/redirect?to=${encodeURIComponent('http://evil.example/x.png')}`);
    expect((await loader.load('p', toName)).status).toBe('refused');
    const toNumber = allowed.url(`/redirect?to=${encodeURIComponent('http://2130706433/x.png')}`);
    expect(await loader.load('p', toNumber)).toMatchObject({
      reason: expect.stringMatching(/written as a number/),
    });
    expect(inside.requests).toEqual([]);

    expect((await loader.load('p', allowed.url('/hops/3'))).status).toBe('loaded');
    expect(await loader.load('p', allowed.url('/hops/4'))).toEqual({
      status: 'refused',
      reason: 'more than 3 redirects',
    });
  });
});

describe('the image cache on disk', () => {
  const dir = tempDirForSuite('token-images-lru-');
  it('stays within its bound, the least recently used going first', async () => {
    const cache = new ImageCache(join(dir(), 'c'), 250);
    const key = (i: number) => String(i).repeat(64).slice(0, 64);
    await cache.put(key(1), new Uint8Array(100));
    await cache.put(key(2), new Uint8Array(100));
    expect(await cache.get(key(1))).not.toBeNull(); // 1 is now the most recently used
    await cache.put(key(3), new Uint8Array(100)); // 300 > 250: 2 goes
    expect(await cache.size()).toBe(200);
    expect((await readdir(join(dir(), 'c'))).sort()).toEqual([key(1), key(3)]);
    // The order survives a restart (it is the files' modification times).
    await new Promise((r) => setTimeout(r, 20));
    expect(await new ImageCache(join(dir(), 'c'), 250).get(key(1))).not.toBeNull();
    await new Promise((r) => setTimeout(r, 20));
    await new ImageCache(join(dir(), 'c'), 250).put(key(4), new Uint8Array(100));
    expect((await readdir(join(dir(), 'c'))).sort()).toEqual([key(1), key(4)]);
  });
});
