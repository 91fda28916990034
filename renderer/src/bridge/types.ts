import type { EventName, EventPayload } from '../../../shared/ipc/contract';
import type { IpcResult } from '../../../shared/ipc/errors';
import type { PreloadBridge } from '../../../shared/ipc/wire';

/**
 * The one transport interface the renderer talks through. Electron's preload and the web
 * shell's WebSocket both implement it; nothing above this layer knows which one it has.
 */
export interface Transport {
  readonly kind: 'electron' | 'web';
  /** Sends one request; resolves with the contract's result envelope (never rejects for
   * application errors; rejects only if the transport itself is gone). */
  invoke(channel: string, payload: unknown): Promise<IpcResult<unknown>>;
  /** Subscribes to a main-to-renderer event; returns the unsubscribe function. */
  on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void;
  /** Connection state for the web shell (Electron is always connected). */
  onStatus(listener: (status: TransportStatus) => void): () => void;
}

export type TransportStatus =
  { state: 'connecting' } | { state: 'open' } | { state: 'closed'; reason: string };

export type { PreloadBridge };

declare global {
  interface Window {
    tonExplorer?: PreloadBridge;
  }
}
