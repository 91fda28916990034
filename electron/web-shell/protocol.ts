import type { IpcResult } from '../../shared/ipc/errors';

/**
 * Wire format of the web shell's WebSocket (the same contract as Electron's IPC).
 * Renderer -> main: `call`. Main -> renderer: `result` (answers a call by id) and `event`.
 */
export interface CallMessage {
  type: 'call';
  id: number;
  channel: string;
  payload: unknown;
}

export interface ResultMessage {
  type: 'result';
  /** The call's id, or null when the message could not be read at all. */
  id: number | null;
  result: IpcResult<unknown>;
}

export interface EventMessage {
  type: 'event';
  event: string;
  payload: unknown;
}

export type ServerMessage = ResultMessage | EventMessage;

/** Path of the socket endpoint; the token goes in the `token` query parameter. */
export const SOCKET_PATH = '/ipc';
