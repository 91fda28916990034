import type {
  ChannelName,
  EventName,
  EventPayload,
  RequestOf,
  ResponseOf,
} from '../../../shared/ipc/contract';
import { AppError } from '../../../shared/ipc/errors';
import { SOCKET_PATH } from '../../../shared/ipc/wire';
import { createElectronTransport } from './electron-transport';
import { createSocketTransport } from './socket-transport';
import type { Transport, TransportStatus } from './types';

const TOKEN_KEY = 'ton-explorer.web-shell-token';

/** A transport for pages opened without the token: never connects, says why. */
function createMissingTokenTransport(): Transport {
  const status: TransportStatus = {
    state: 'closed',
    reason: 'No access token: open the exact URL the app printed (it ends with ?token=…).',
  };
  return {
    kind: 'web',
    invoke: () =>
      Promise.resolve({ ok: false, error: { code: 'FORBIDDEN', message: status.reason } }),
    on: () => () => undefined,
    onStatus(listener) {
      listener(status);
      return () => undefined;
    },
  };
}

/** Chooses the transport once at start: Electron's preload if present, else the web shell. */
function pickTransport(): Transport {
  if (window.tonExplorer) return createElectronTransport(window.tonExplorer);
  const params = new URLSearchParams(window.location.search);
  const fromUrl = params.get('token');
  if (fromUrl) {
    sessionStorage.setItem(TOKEN_KEY, fromUrl);
    // Keep the token out of the visible address bar and history.
    params.delete('token');
    const rest = params.toString();
    window.history.replaceState(
      null,
      '',
      window.location.pathname + (rest ? `?${rest}` : '') + window.location.hash,
    );
  }
  const token = fromUrl ?? sessionStorage.getItem(TOKEN_KEY);
  if (!token) return createMissingTokenTransport();
  const wsUrl = `ws://${window.location.host}${SOCKET_PATH}?token=${encodeURIComponent(token)}`;
  return createSocketTransport(wsUrl);
}

let transport: Transport | null = null;
function getTransport(): Transport {
  return (transport ??= pickTransport());
}

/**
 * The renderer's bridge to main: typed by the IPC contract, transport-agnostic. `call` resolves
 * with the channel's response or throws an {@link AppError} carrying the error data.
 */
export const bridge = {
  get kind() {
    return getTransport().kind;
  },
  async call<C extends ChannelName>(channel: C, request: RequestOf<C>): Promise<ResponseOf<C>> {
    const result = await getTransport().invoke(channel, request);
    if (!result.ok) throw new AppError(result.error);
    return result.data as ResponseOf<C>;
  },
  on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void {
    return getTransport().on(event, listener);
  },
  onStatus(listener: (status: TransportStatus) => void): () => void {
    return getTransport().onStatus(listener);
  },
};

export type { TransportStatus };
