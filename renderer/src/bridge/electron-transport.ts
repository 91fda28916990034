import type { IpcResult } from '../../../shared/ipc/errors';
import type { PreloadBridge, Transport } from './types';

/** Transport over the Electron preload's contextBridge API. */
export function createElectronTransport(preload: PreloadBridge): Transport {
  return {
    kind: 'electron',
    invoke(channel, payload): Promise<IpcResult<unknown>> {
      const fn = preload.channels[channel];
      if (!fn) {
        return Promise.resolve({
          ok: false,
          error: { code: 'UNKNOWN_CHANNEL', message: `Unknown channel "${channel}".` },
        });
      }
      return fn(payload);
    },
    on(event, listener) {
      return preload.on(event, listener as (payload: unknown) => void);
    },
    onStatus(listener) {
      listener({ state: 'open' });
      return () => undefined;
    },
  };
}
