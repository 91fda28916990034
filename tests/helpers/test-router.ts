import type { Handlers } from '../../electron/core/ipc/router';

/**
 * A full handler set for transport tests that records every call, so a test can assert that a
 * refused request executed nothing. Channels not given answer with a recognisable marker.
 */
export function recordingHandlers(overrides: Partial<Handlers> = {}) {
  const calls: Array<{ channel: string; request: unknown }> = [];
  const handlers = new Proxy({} as Handlers, {
    get(_target, channel: string) {
      const custom = (overrides as Record<string, unknown>)[channel] as
        ((req: unknown, ctx: unknown) => unknown) | undefined;
      return (request: unknown, ctx: unknown) => {
        calls.push({ channel, request });
        return custom ? custom(request, ctx) : { handled: channel };
      };
    },
  });
  return { handlers, calls };
}
