import { createHash } from 'node:crypto';
import path from 'node:path';
import type { TokenImageResult } from '../../../../shared/ipc/channels/images';
import { systemLookup, type ExemptHosts, type HostLookup } from './image-address';
import { ImageCache } from './image-cache';
import { IMAGE_TIMEOUT_MS, ImageRefused, checkImageBytes, imageFetchUrl } from './image-check';
import { fetchImageBytes } from './image-fetch';

/** Folder of the image cache inside the user-data folder (beside the workspace database). */
export const IMAGE_CACHE_DIR = 'image-cache';

export interface ImageLoaderOptions {
  userDataDir: string;
  /** True when the profile opted in to "Load images from the internet". */
  enabled(profileId: string): boolean;
  timeoutMs?: number;
  /** Resolves host names (the system's by default). */
  lookup?: HostLookup;
  /** Hosts exempt from the address rules (tests only; see image-address.ts). */
  exemptHosts?: ExemptHosts;
  /** Bound of the cache on disk, bytes (default 64 MiB). */
  cacheMaxBytes?: number;
}

/**
 * Loads off-chain token/NFT images for the renderer, in main only: nothing is fetched unless
 * the profile opted in; http(s) (and ipfs:// through a gateway) only, from public addresses on
 * ports 80 and 443 only (image-address.ts: the host resolved and every address checked before
 * the request, redirects followed by hand and checked the same way), no cookies or
 * credentials, no referrer, a time limit ({@link IMAGE_TIMEOUT_MS}), a size limit, and the
 * bytes checked by `checkImageBytes` (raster types only, SVG refused). Accepted images are kept
 * on disk under `<userData>/image-cache/` by the SHA-256 of their URL, bounded with least
 * recently used eviction, and re-checked when read back; the renderer gets a `data:` URI, so
 * its CSP never has to allow a remote host.
 */
export class ImageLoader {
  private readonly cache: ImageCache;
  private readonly inFlight = new Map<string, Promise<TokenImageResult>>();

  constructor(private readonly opts: ImageLoaderOptions) {
    this.cache = new ImageCache(path.join(opts.userDataDir, IMAGE_CACHE_DIR), opts.cacheMaxBytes);
  }

  /** The image at `rawUrl` for a profile: `off`, `loaded` (data URI) or `refused` with why. */
  async load(profileId: string, rawUrl: string): Promise<TokenImageResult> {
    if (!this.opts.enabled(profileId)) return { status: 'off' };
    let url: URL;
    try {
      url = imageFetchUrl(rawUrl);
    } catch (err) {
      return refusedOf(err);
    }
    const key = createHash('sha256').update(url.href).digest('hex');
    const running = this.inFlight.get(key);
    if (running) return running;
    const job = this.loadUrl(rawUrl, key).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, job);
    return job;
  }

  private async loadUrl(rawUrl: string, key: string): Promise<TokenImageResult> {
    const cached = await this.cache.get(key);
    if (cached) {
      try {
        return loaded(cached);
      } catch {
        await this.cache.drop(key); // no longer passes: fetched again below
      }
    }
    const timeoutMs = this.opts.timeoutMs ?? IMAGE_TIMEOUT_MS;
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const bytes = await fetchImageBytes(rawUrl, {
        lookup: this.opts.lookup ?? systemLookup,
        exempt: this.opts.exemptHosts ?? [],
        signal,
      });
      const result = loaded(bytes);
      await this.cache.put(key, bytes);
      return result;
    } catch (err) {
      if (signal.aborted)
        return { status: 'refused', reason: `no answer within ${timeoutMs / 1000} s` };
      if (err instanceof ImageRefused) return refusedOf(err);
      // A refusal raised inside the connection's own lookup arrives wrapped by http.
      const cause = (err as { cause?: unknown }).cause;
      if (cause instanceof ImageRefused) return refusedOf(cause);
      return { status: 'refused', reason: `could not be fetched (${(err as Error).message})` };
    }
  }
}

function loaded(bytes: Uint8Array): TokenImageResult {
  const { mime } = checkImageBytes(bytes);
  return {
    status: 'loaded',
    mime,
    bytes: bytes.length,
    dataUri: `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`,
  };
}

function refusedOf(err: unknown): TokenImageResult {
  if (err instanceof ImageRefused) return { status: 'refused', reason: err.message };
  throw err;
}
