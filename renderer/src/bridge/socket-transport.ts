import type { IpcResult } from '../../../shared/ipc/errors';
import type { CallMessage, ServerMessage } from '../../../shared/ipc/wire';
import type { Transport, TransportStatus } from './types';

interface Pending {
  resolve: (result: IpcResult<unknown>) => void;
}

/**
 * Transport over the web shell's WebSocket (`SOCKET_PATH?token=…`). Reconnects with backoff; calls
 * made while disconnected wait for the connection, and calls in flight when it drops resolve
 * with a NETWORK error so the UI can retry.
 */
export function createSocketTransport(socketUrl: string): Transport {
  let ws: WebSocket | null = null;
  let nextId = 1;
  let status: TransportStatus = { state: 'connecting' };
  let attempt = 0;
  const pending = new Map<number, Pending>();
  const queued: string[] = [];
  const eventListeners = new Map<string, Set<(payload: unknown) => void>>();
  const statusListeners = new Set<(status: TransportStatus) => void>();

  const setStatus = (next: TransportStatus) => {
    status = next;
    for (const l of statusListeners) l(next);
  };

  const connect = () => {
    setStatus({ state: 'connecting' });
    const socket = new WebSocket(socketUrl);
    ws = socket;
    socket.onopen = () => {
      attempt = 0;
      setStatus({ state: 'open' });
      while (queued.length) socket.send(queued.shift()!);
    };
    socket.onmessage = (msg) => {
      let data: Partial<ServerMessage>;
      try {
        data = JSON.parse(String(msg.data)) as Partial<ServerMessage>;
      } catch {
        return;
      }
      if (data.type === 'result' && typeof data.id === 'number') {
        const p = pending.get(data.id);
        pending.delete(data.id);
        if (p && data.result) p.resolve(data.result);
      } else if (data.type === 'event' && typeof data.event === 'string') {
        for (const l of eventListeners.get(data.event) ?? []) l(data.payload);
      }
    };
    socket.onclose = (ev) => {
      ws = null;
      for (const [id, p] of pending) {
        pending.delete(id);
        p.resolve({
          ok: false,
          error: { code: 'NETWORK', message: 'Lost the connection to the app; retrying.' },
        });
      }
      // Refused at the upgrade (bad token or origin): the browser reports code 1006.
      const reason =
        ev.code === 1006 && attempt >= 2
          ? 'Cannot connect to the app. Open the exact URL the app printed (it holds the access token).'
          : 'Disconnected from the app; reconnecting…';
      setStatus({ state: 'closed', reason });
      attempt++;
      setTimeout(connect, Math.min(500 * 2 ** Math.min(attempt, 5), 10_000));
    };
  };
  connect();

  return {
    kind: 'web',
    invoke(channel, payload) {
      const id = nextId++;
      const call: CallMessage = { type: 'call', id, channel, payload };
      const text = JSON.stringify(call);
      return new Promise((resolve) => {
        pending.set(id, { resolve });
        if (ws && ws.readyState === WebSocket.OPEN) ws.send(text);
        else queued.push(text);
      });
    },
    on(event, listener) {
      let set = eventListeners.get(event);
      if (!set) eventListeners.set(event, (set = new Set()));
      const l = listener as (payload: unknown) => void;
      set.add(l);
      return () => set.delete(l);
    },
    onStatus(listener) {
      statusListeners.add(listener);
      listener(status);
      return () => statusListeners.delete(listener);
    },
  };
}
