import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpRequest } from '../../electron/core/client/transport';
import { isRetryable } from '../../shared/ipc/errors';

/** Two local servers on two origins: one redirects to the other, which records what it got. */
let redirecting: Server;
let target: Server;
let targetOrigin = '';
const received: IncomingHttpHeaders[] = [];

const listen = (s: Server) =>
  new Promise<string>((resolve) =>
    s.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(s.address() as AddressInfo).port}`),
    ),
  );

beforeAll(async () => {
  target = createServer((req, res) => {
    received.push(req.headers);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  targetOrigin = await listen(target);
  redirecting = createServer((req, res) => {
    res.writeHead(req.url?.startsWith('/308') ? 308 : 302, {
      location: `${targetOrigin}/api/v3/transactions`,
    });
    res.end();
  });
  await listen(redirecting);
});

afterAll(async () => {
  await new Promise((r) => redirecting.close(r));
  await new Promise((r) => target.close(r));
});

describe('HTTP transport', () => {
  it.each(['/302', '/308'])(
    'never follows a redirect (%s): the key stays home, the error says why',
    async (p) => {
      const port = (redirecting.address() as AddressInfo).port;
      const call = httpRequest({
        url: `http://127.0.0.1:${port}${p}`,
        method: 'GET',
        headers: { 'X-API-Key': 'secret-key-1234' },
        timeoutMs: 5000,
      });
      await expect(call).rejects.toMatchObject({
        code: 'BAD_RESPONSE',
        message: expect.stringContaining(`redirect to ${targetOrigin}`),
      });
      // Not retried: the one retry rule says a BAD_RESPONSE is final.
      const code = await call.then(
        () => 'none',
        (e: { code: string }) => e.code,
      );
      expect(isRetryable(code)).toBe(false);
      expect(received).toEqual([]);
    },
  );
});
