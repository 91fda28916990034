import type { IpcResult } from '../../../shared/ipc/errors';
import type { CallMessage, ServerMessage } from '../../../shared/ipc/wire';
import type { Transport, TransportStatus } from './types';

interface Pending {
  resolve: (result: IpcResult<unknown>) => void;
}

type EventListeners = Map<string, Set<(payload: unknown) => void>>;

/**
 * What one server frame does: a call's result resolves that call, an event reaches its
 * listeners. A frame that is not JSON, or is neither, is ignored.
 */
function dispatchFrame(
  text: string,
  pending: Map<number, Pending>,
  eventListeners: EventListeners,
): void {
  let data: Partial<ServerMessage>;
  try {
    data = JSON.parse(text) as Partial<ServerMessage>;
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
}

/** Resolves every call in flight with a NETWORK error (the connection dropped). */
function failPending(pending: Map<number, Pending>): void {
  for (const [id, p] of pending) {
    pending.delete(id);
    p.resolve({
      ok: false,
      error: { code: 'NETWORK', message: 'Lost the connection to the app; retrying.' },
    });
  }
}

/** What the user is told when the socket closes with `code` after `attempt` failed tries. */
function closeReason(code: number, attempt: number): string {
  // Refused at the upgrade (bad token or origin): the browser reports code 1006.
  return code === 1006 && attempt >= 2
    ? 'Cannot connect to the app. Open the exact URL the app printed (it holds the access token).'
    : 'Disconnected from the app; reconnecting…';
}

/** Subscribes `listener` to `event`; returns the unsubscribe. */
function addListener(
  eventListeners: EventListeners,
  event: string,
  listener: (payload: unknown) => void,
): () => boolean {
  let set = eventListeners.get(event);
  if (!set) eventListeners.set(event, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/**
 * Transport over the web shell's WebSocket (`SOCKET_PATH?token=…`). Reconnects with backoff; calls
 * made while disconnected wait for the connection, and calls in flight when it drops resolve
 * with a NETWORK error so the UI can retry.
 */
export function createSocketTransport(socketUrl: string | Promise<string>): Transport {
  let ws: WebSocket | null = null;
  let nextId = 1;
  let status: TransportStatus = { state: 'connecting' };
  let attempt = 0;
  const pending = new Map<number, Pending>();
  const queued: string[] = [];
  const eventListeners: EventListeners = new Map();
  const statusListeners = new Set<(status: TransportStatus) => void>();

  const setStatus = (next: TransportStatus) => {
    status = next;
    for (const l of statusListeners) l(next);
  };

  let resolvedUrl: string | null = null;
  const connect = () => {
    setStatus({ state: 'connecting' });
    if (resolvedUrl === null) {
      Promise.resolve(socketUrl).then(
        (u) => {
          resolvedUrl = u;
          connect();
        },
        (err: unknown) =>
          setStatus({ state: 'closed', reason: err instanceof Error ? err.message : String(err) }),
      );
      return;
    }
    const socket = new WebSocket(resolvedUrl);
    ws = socket;
    socket.onopen = () => {
      attempt = 0;
      setStatus({ state: 'open' });
      while (queued.length) socket.send(queued.shift()!);
    };
    socket.onmessage = (msg) => dispatchFrame(String(msg.data), pending, eventListeners);
    socket.onclose = (ev) => {
      ws = null;
      failPending(pending);
      setStatus({ state: 'closed', reason: closeReason(ev.code, attempt) });
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
    on: (event, listener) =>
      addListener(eventListeners, event, listener as (payload: unknown) => void),
    onStatus(listener) {
      statusListeners.add(listener);
      listener(status);
      return () => statusListeners.delete(listener);
    },
  };
}
