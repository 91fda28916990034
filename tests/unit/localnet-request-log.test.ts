import { describe, expect, it } from 'vitest';
import { RequestLog, type RequestLogEntry } from '../../electron/localnet/server/request-log';

const entry = (i: number): RequestLogEntry => ({
  time: new Date(i * 1000).toISOString(),
  method: 'GET',
  path: `/api/v2/r${i}`,
  status: 200,
  durationMs: 1,
  keyId: null,
  ip: '127.0.0.1',
});

describe('the local network request log', () => {
  it('keeps only the newest entries, oldest first, however many requests arrive', () => {
    const log = new RequestLog(undefined, 3);
    for (let i = 0; i < 10; i++) log.add(entry(i));
    expect(log.entries().map((e) => e.path)).toEqual(['/api/v2/r7', '/api/v2/r8', '/api/v2/r9']);
  });

  it('returns every entry in order before it is full', () => {
    const log = new RequestLog(undefined, 5);
    for (let i = 0; i < 2; i++) log.add(entry(i));
    expect(log.entries().map((e) => e.path)).toEqual(['/api/v2/r0', '/api/v2/r1']);
  });
});
