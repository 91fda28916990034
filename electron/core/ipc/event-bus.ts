import type { EventName, EventPayload } from '../../../shared/ipc/contract';

/** Sends one contract event to every connected renderer. */
export type Emit = <E extends EventName>(event: E, payload: EventPayload<E>) => void;

type Listener = (event: EventName, payload: unknown) => void;

/**
 * Fan-out of main-to-renderer events: services call `emit`; each transport (Electron window,
 * web-shell socket) subscribes and forwards. Typed by the contract's `events`.
 */
export class EventBus {
  private readonly listeners = new Set<Listener>();

  /** Sends to every transport; one that throws (a payload it cannot serialise, a closed
   * window) does not keep the event from the others or end the emitting service. */
  readonly emit: Emit = (event, payload) => {
    for (const listener of this.listeners) {
      try {
        listener(event, payload);
      } catch (err) {
        console.error(`event ${event}: a transport failed: ${(err as Error).message}`);
      }
    }
  };

  /** Subscribes a transport; returns the unsubscribe function. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
