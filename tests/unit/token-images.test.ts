import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_IMAGE_BYTES,
  MAX_IMAGE_SIDE,
  checkImageBytes,
  imageFetchUrl,
} from '../../electron/core/services/images/image-check';
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
    loader = new ImageLoader({ userDataDir: dir(), enabled: () => enabled, timeoutMs: 300 });
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
