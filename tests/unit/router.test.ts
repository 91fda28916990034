import { describe, expect, it } from 'vitest';
import { createRouter, type CallContext } from '../../electron/core/ipc/router';
import { AppError } from '../../shared/ipc/errors';
import { recordingHandlers } from '../helpers/test-router';

const trusted: CallContext = {
  sender: { trusted: true, description: 'test window' },
  signal: new AbortController().signal,
};

describe('IPC router', () => {
  it('dispatches a valid request to its handler with defaults applied', async () => {
    const { handlers, calls } = recordingHandlers();
    const router = createRouter(handlers);
    const result = await router.dispatch(
      'api:call',
      { profileId: 'local', api: 'v3', operation: 'masterchainInfo' },
      trusted,
    );
    expect(result).toEqual({ ok: true, data: { handled: 'api:call' } });
    expect(calls).toHaveLength(1);
    // zod defaults reach the handler: params {} and interactive priority.
    expect(calls[0]!.request).toMatchObject({ params: {}, priority: 'interactive' });
  });

  it('rejects an unknown channel with a clear error and runs nothing', async () => {
    const { handlers, calls } = recordingHandlers();
    const result = await createRouter(handlers).dispatch(
      'fs:read-file',
      { path: '/etc/passwd' },
      trusted,
    );
    expect(result).toEqual({
      ok: false,
      error: { code: 'UNKNOWN_CHANNEL', message: 'Unknown channel "fs:read-file".' },
    });
    expect(calls).toHaveLength(0);
  });

  it.each<{
    what: string;
    channel: unknown;
    payload: unknown;
    ctx: CallContext;
    code: string;
    /** What the error message must name (a substring or a pattern each). */
    names: Array<string | RegExp>;
  }>([
    {
      what: 'a channel name that is not a string',
      channel: { evil: true },
      payload: {},
      ctx: trusted,
      code: 'UNKNOWN_CHANNEL',
      names: [],
    },
    {
      what: 'a malformed payload (not an object)',
      channel: 'profiles:use',
      payload: 'local',
      ctx: trusted,
      code: 'INVALID_REQUEST',
      names: ['profiles:use'],
    },
    {
      what: 'a payload whose fields have the wrong type, naming the field',
      channel: 'api:call',
      payload: { profileId: 'local', api: 'v4', operation: 42 },
      ctx: trusted,
      code: 'INVALID_REQUEST',
      names: [/api/, /operation/],
    },
    {
      what: 'an untrusted sender before looking at the request',
      channel: 'profiles:list',
      payload: {},
      ctx: {
        sender: { trusted: false, description: 'frame https://evil.example' },
        signal: new AbortController().signal,
      },
      code: 'FORBIDDEN',
      names: ['https://evil.example'],
    },
  ])('rejects $what and runs nothing', async ({ channel, payload, ctx, code, names }) => {
    const { handlers, calls } = recordingHandlers();
    const result = await createRouter(handlers).dispatch(channel, payload, ctx);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe(code);
      for (const name of names) expect(result.error.message).toMatch(name);
    }
    expect(calls).toHaveLength(0);
  });

  it('returns errors thrown by handlers as data, never as thrown strings', async () => {
    const { handlers } = recordingHandlers({
      'profiles:list': () => {
        throw new AppError({
          code: 'RATE_LIMITED',
          message: 'Rate limited',
          status: 429,
          retryAfterMs: 2000,
        });
      },
      'app:info': () => {
        throw new Error('boom');
      },
    });
    const router = createRouter(handlers);
    expect(await router.dispatch('profiles:list', {}, trusted)).toEqual({
      ok: false,
      error: { code: 'RATE_LIMITED', message: 'Rate limited', status: 429, retryAfterMs: 2000 },
    });
    const internal = await router.dispatch('app:info', {}, trusted);
    expect(internal).toEqual({
      ok: false,
      error: { code: 'INTERNAL', message: 'Internal error: boom' },
    });
  });
});
