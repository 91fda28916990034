import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { callShell, useNewProfile } from './fixtures';

/** Rewrites one JSON answer of the upstream server; `path` is the operation's path (`/transactions`). */
export type Rewrite = (api: 'v2' | 'v3', path: string, body: unknown) => unknown;

/** A "TON Center" that a profile can point at: the real local network behind, answers rewritten. */
export interface HostileServer {
  v2Url: string;
  v3Url: string;
  /** The rewrite applied now; null passes answers unchanged (the server "fixed"). */
  rewrite: Rewrite | null;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Starts a hostile TON Center on 127.0.0.1: `/api/v2/…` and `/api/v3/…` are forwarded to the
 * given upstream base URLs (a local network), and each JSON answer goes through `rewrite`
 * first, as a proxy that poisons names, metadata, comments or field types would.
 */
export async function startHostileServer(upstream: {
  v2Url: string;
  v3Url: string;
}): Promise<HostileServer> {
  const state: { rewrite: Rewrite | null } = { rewrite: null };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const m = /^\/api\/(v2|v3)(\/.*)$/.exec(url.pathname);
      if (!m) {
        res.writeHead(404).end();
        return;
      }
      const api = m[1] as 'v2' | 'v3';
      const base = api === 'v2' ? upstream.v2Url : upstream.v3Url;
      const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
      const headers: Record<string, string> = {};
      for (const h of ['content-type', 'x-api-key', 'accept']) {
        const v = req.headers[h];
        if (typeof v === 'string') headers[h] = v;
      }
      const up = await fetch(`${base.replace(/\/$/, '')}${m[2]}${url.search}`, {
        method: req.method ?? 'GET',
        headers,
        ...(body ? { body: new Uint8Array(body) } : {}),
      });
      let text = await up.text();
      const rewrite = state.rewrite;
      if (rewrite && up.ok && (up.headers.get('content-type') ?? '').includes('json')) {
        text = JSON.stringify(rewrite(api, m[2]!, JSON.parse(text)));
      }
      const out: Record<string, string> = {
        'content-type': up.headers.get('content-type') ?? 'application/json',
      };
      const retry = up.headers.get('retry-after');
      if (retry) out['retry-after'] = retry;
      res.writeHead(up.status, out).end(text);
    })().catch((e: unknown) => {
      res.writeHead(502).end(String(e));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    v2Url: `http://127.0.0.1:${port}/api/v2`,
    v3Url: `http://127.0.0.1:${port}/api/v3`,
    get rewrite() {
      return state.rewrite;
    },
    set rewrite(r) {
      state.rewrite = r;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The v2 and v3 URLs of a running shell's Local profile network. On a fresh user-data folder
 * the local network is still starting when the app first answers, so this waits for it (up to
 * `timeoutMs`) and throws if it never gets a URL.
 */
export async function localUpstream(
  shellUrl: string,
  timeoutMs = 180_000,
): Promise<{ v2Url: string; v3Url: string }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await callShell<{ profiles: Array<{ id: string; v3Url: string | null }> }>(
      shellUrl,
      'profiles:list',
      {},
    );
    const v3Url = state.profiles.find((p) => p.id === 'local')?.v3Url;
    if (v3Url) return { v3Url, v2Url: v3Url.replace(/\/api\/v3$/, '/api/v2') };
    if (Date.now() > deadline) {
      throw new Error(`the Local profile has no server URL after ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Runs `body` while the app reads a hostile TON Center: a {@link startHostileServer} in front of
 * the shell's local network with `rewrite` on every answer, a new profile `profileName` on it
 * in use and `page` opened on the app. Afterwards the Local profile is in use again and the
 * server is closed, whatever `body` did.
 */
export async function withHostileProfile(
  page: Page,
  shellUrl: string,
  profileName: string,
  rewrite: Rewrite,
  body: () => Promise<void>,
): Promise<void> {
  const server = await startHostileServer(await localUpstream(shellUrl));
  server.rewrite = rewrite;
  try {
    await useNewProfile(shellUrl, profileName, server);
    await page.goto(shellUrl);
    await body();
  } finally {
    await callShell(shellUrl, 'profiles:use', { profileId: 'local' }).catch(() => undefined);
    await server.close();
  }
}
