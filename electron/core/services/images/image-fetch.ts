import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import {
  checkImageUrlAddress,
  isExemptHost,
  resolvePublic,
  type ExemptHosts,
  type HostLookup,
} from './image-address';
import { ImageRefused, MAX_IMAGE_BYTES, imageFetchUrl, tooLarge } from './image-check';

/** Redirects followed for one image, each checked again like the first address. */
export const MAX_IMAGE_REDIRECTS = 3;

/** How an image is fetched: the resolver, hosts exempt from the address rules (tests). */
export interface ImageFetchOptions {
  lookup: HostLookup;
  exempt: ExemptHosts;
  signal: AbortSignal;
}

/**
 * The connection's own resolver: the host is resolved once, every address checked
 * (`resolvePublic`), and the socket connects to one of those, so the address checked is the
 * address used (no second DNS answer in between).
 */
function guardedLookup(lookup: HostLookup, exempt: boolean): LookupFunction {
  return (hostname, options, callback) => {
    const resolved = exempt ? lookup(hostname) : resolvePublic(hostname, lookup);
    resolved.then(
      (addresses) => {
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (err: Error) => callback(err as NodeJS.ErrnoException, ''),
    );
  };
}

/** One GET of `url` (no redirect followed); resolves with the response head and body stream. */
function get(url: URL, opts: ImageFetchOptions, exempt: boolean): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(url, {
      agent: false,
      signal: opts.signal,
      lookup: guardedLookup(opts.lookup, exempt),
      headers: { accept: 'image/png,image/jpeg,image/gif,image/webp' },
    });
    req.once('response', resolve);
    req.once('error', reject);
  });
}

/** Reads a response body, refusing it as soon as it passes {@link MAX_IMAGE_BYTES}. */
async function readCapped(res: IncomingMessage): Promise<Uint8Array> {
  const declared = Number(res.headers['content-length']);
  if (declared > MAX_IMAGE_BYTES) {
    res.destroy();
    throw new ImageRefused(tooLarge(declared));
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > MAX_IMAGE_BYTES) {
      res.destroy();
      throw new ImageRefused(tooLarge());
    }
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks, total));
}

const isRedirect = (status: number) => [301, 302, 303, 307, 308].includes(status);

/**
 * Fetches an image's bytes from `raw` (a TEP-64 `image` value): the address checked before any
 * request (`imageFetchUrl`, `checkImageUrlAddress`) and again at connect (`resolvePublic`), no
 * cookies or referrer, redirects followed by hand, at most {@link MAX_IMAGE_REDIRECTS}, each
 * target checked as the first was, the body cut off past the size limit. Throws
 * {@link ImageRefused} naming why; the caller's `signal` bounds the time.
 */
export async function fetchImageBytes(raw: string, opts: ImageFetchOptions): Promise<Uint8Array> {
  let written = raw;
  let url = imageFetchUrl(raw);
  for (let redirects = 0; ; redirects++) {
    checkImageUrlAddress(url, written, opts.exempt);
    const res = await get(url, opts, isExemptHost(url, opts.exempt));
    if (isRedirect(res.statusCode ?? 0) && res.headers.location) {
      res.destroy();
      if (redirects >= MAX_IMAGE_REDIRECTS) {
        throw new ImageRefused(`more than ${MAX_IMAGE_REDIRECTS} redirects`);
      }
      // An absolute Location is checked as written (a number for an IP is refused as such).
      const location = res.headers.location;
      written = /^[a-z][a-z0-9+.-]*:/i.test(location) ? location : new URL(location, url).href;
      url = imageFetchUrl(written);
      continue;
    }
    if ((res.statusCode ?? 0) < 200 || (res.statusCode ?? 0) > 299) {
      res.destroy();
      throw new ImageRefused(`the server answered HTTP ${res.statusCode}`);
    }
    return readCapped(res);
  }
}
