import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TokenImageResult } from '../../../../shared/ipc/channels/images';
import { writeFileAtomic } from '../atomic-file';
import {
  IMAGE_TIMEOUT_MS,
  ImageRefused,
  MAX_IMAGE_BYTES,
  checkImageBytes,
  imageFetchUrl,
  tooLarge,
} from './image-check';

/** Folder of the image cache inside the user-data folder (beside the workspace database). */
export const IMAGE_CACHE_DIR = 'image-cache';

export interface ImageLoaderOptions {
  userDataDir: string;
  /** True when the profile opted in to "Load images from the internet". */
  enabled(profileId: string): boolean;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Reads a response body, refusing it as soon as it passes {@link MAX_IMAGE_BYTES}. */
async function readCapped(res: Response, signal: AbortSignal): Promise<Uint8Array> {
  const declared = Number(res.headers.get('content-length'));
  if (declared > MAX_IMAGE_BYTES) {
    await res.body?.cancel().catch(() => undefined);
    throw new ImageRefused(tooLarge(declared));
  }
  const reader = res.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    if (signal.aborted) throw signal.reason;
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > MAX_IMAGE_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw new ImageRefused(tooLarge());
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/**
 * Loads off-chain token/NFT images for the renderer, in main only: nothing is fetched unless
 * the profile opted in; http(s) (and ipfs:// through a gateway) only, no cookies or credentials,
 * no referrer, a time limit ({@link IMAGE_TIMEOUT_MS}), a size limit, and the bytes checked by
 * `checkImageBytes` (raster types only, SVG refused). Accepted images are kept on disk under
 * `<userData>/image-cache/` by the SHA-256 of their URL and re-checked when read back; the
 * renderer gets a `data:` URI, so its CSP never has to allow a remote host.
 */
export class ImageLoader {
  private readonly fetchFn: typeof fetch;
  private readonly dir: string;
  private readonly inFlight = new Map<string, Promise<TokenImageResult>>();

  constructor(private readonly opts: ImageLoaderOptions) {
    this.fetchFn = opts.fetch ?? fetch;
    this.dir = path.join(opts.userDataDir, IMAGE_CACHE_DIR);
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
    const job = this.loadUrl(url, key).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, job);
    return job;
  }

  private async loadUrl(url: URL, key: string): Promise<TokenImageResult> {
    const file = path.join(this.dir, key);
    const cached = await readFile(file).catch(() => null);
    if (cached) {
      try {
        return loaded(new Uint8Array(cached));
      } catch {
        // A cache file that no longer passes is fetched again below.
      }
    }
    const timeout = AbortSignal.timeout(this.opts.timeoutMs ?? IMAGE_TIMEOUT_MS);
    try {
      const res = await this.fetchFn(url, {
        signal: timeout,
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
        redirect: 'follow',
        headers: { accept: 'image/png,image/jpeg,image/gif,image/webp' },
      });
      if (!res.ok) {
        await res.body?.cancel().catch(() => undefined);
        throw new ImageRefused(`the server answered HTTP ${res.status}`);
      }
      const bytes = await readCapped(res, timeout);
      const result = loaded(bytes);
      await writeFileAtomic(file, bytes);
      return result;
    } catch (err) {
      if (timeout.aborted) {
        return {
          status: 'refused',
          reason: `no answer within ${(this.opts.timeoutMs ?? IMAGE_TIMEOUT_MS) / 1000} s`,
        };
      }
      if (err instanceof ImageRefused) return refusedOf(err);
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
