import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonDepth, MAX_JSON_DEPTH, parseJson } from '../../electron/core/client/parse';
import { httpRequest } from '../../electron/core/client/transport';

const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('JSON nesting depth', () => {
  it('counts arrays and objects, not brackets inside strings or after escaped quotes', () => {
    expect(jsonDepth('{"a":[1,{"b":2}]}')).toBe(3);
    expect(jsonDepth('{"a":"[[[{{{"}')).toBe(1);
    expect(jsonDepth('{"a":"say \\"[[[\\" then \\\\","b":[[]]}')).toBe(3);
    expect(jsonDepth('"[["')).toBe(0);
  });

  it('parses an answer at the limit and refuses one past it as BAD_RESPONSE', () => {
    expect(parseJson(nested(MAX_JSON_DEPTH), 200)).toBeInstanceOf(Array);
    expect(() => parseJson(nested(MAX_JSON_DEPTH + 1), 200)).toThrow(
      expect.objectContaining({ code: 'BAD_RESPONSE', status: 200 }),
    );
    // Brackets inside a string do not count.
    const inString = JSON.stringify({ note: '['.repeat(5000) });
    expect(parseJson(inString, 200)).toEqual({ note: '['.repeat(5000) });
  });
});

describe('answer size limit', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      const body = `{"pad":"${'x'.repeat(2000)}"}`;
      if (req.url === '/declared') {
        res.writeHead(200, { 'content-length': Buffer.byteLength(body) }).end(body);
      } else {
        res.writeHead(200); // chunked: the size is known only by reading
        res.write(body.slice(0, 1000));
        res.end(body.slice(1000));
      }
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it.each(['/declared', '/chunked'])('refuses a body over the limit (%s)', async (p) => {
    await expect(
      httpRequest({ url: base + p, method: 'GET', timeoutMs: 5000, maxBodyBytes: 1500 }),
    ).rejects.toMatchObject({ code: 'BAD_RESPONSE', message: expect.stringMatching(/not read/) });
    const whole = await httpRequest({ url: base + p, method: 'GET', timeoutMs: 5000 });
    expect(JSON.parse(whole.text).pad).toHaveLength(2000);
  });
});
