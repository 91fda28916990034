import type { IpcResult } from './errors';

/**
 * The wire names both sides of the IPC edge use, in one place: Electron's channel prefix and
 * event channel (main.ts, preload.ts), and the web shell's socket path and message types
 * (hosts/web-shell/server.ts, renderer/src/bridge/). Nothing else spells them.
 */

/**
 * Prefix of every Electron IPC channel of the contract; keeps ours apart from others. Named for
 * the app, not `tx:`, which an explorer's reader takes for "transaction".
 */
export const IPC_CHANNEL_PREFIX = 'explorer:';

/** Electron IPC name of a contract channel (`explorer:profiles:list`). */
export const ipcChannelName = (channel: string): string => `${IPC_CHANNEL_PREFIX}${channel}`;

/** The one Electron channel main-to-renderer events travel on, as {@link EventMessageBody}. */
export const IPC_EVENT_CHANNEL = 'explorer-event';

/** Body of a main-to-renderer event on {@link IPC_EVENT_CHANNEL}. */
export interface EventMessageBody {
  event: string;
  payload: unknown;
}

/** Path of the web shell's socket endpoint; the session token goes in the `token` parameter. */
export const SOCKET_PATH = '/ipc';

/**
 * Path where the web shell exchanges the one-time launch code (the `code` parameter of the URL
 * the browser was opened with) for the session token: `POST` with the code as the body, once.
 */
export const SESSION_PATH = '/session';

/** Renderer -> main over the socket: one contract call, answered by a {@link ResultMessage}. */
export interface CallMessage {
  type: 'call';
  id: number;
  channel: string;
  payload: unknown;
}

/** Main -> renderer: the answer to the call with the same id. */
export interface ResultMessage {
  type: 'result';
  /** The call's id, or null when the message could not be read at all. */
  id: number | null;
  result: IpcResult<unknown>;
}

/** Main -> renderer: one contract event. */
export interface EventMessage extends EventMessageBody {
  type: 'event';
}

export type ServerMessage = ResultMessage | EventMessage;

/** What the Electron preload exposes on `window.tonExplorer`. */
export interface PreloadBridge {
  /** One function per contract channel, nothing else. */
  channels: Record<string, (payload: unknown) => Promise<IpcResult<unknown>>>;
  on(event: string, listener: (payload: unknown) => void): () => void;
}
