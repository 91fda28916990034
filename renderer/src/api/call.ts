import type { ChannelName, RequestOf, ResponseOf } from '../../../shared/ipc/contract';
import { bridge } from '../bridge';

/**
 * A plain async function for one channel: the contract's request in, its response out. Throws
 * the bridge's `AppError` (code and message from main) when the call fails. The area modules
 * of `api/` name one of these per channel a page calls imperatively (a save, a start, a cancel).
 */
export function caller<C extends ChannelName>(channel: C) {
  return (request: RequestOf<C>): Promise<ResponseOf<C>> => bridge.call(channel, request);
}

/**
 * Subscribes to one main-to-renderer event (payload typed by the contract); returns the
 * unsubscribe function, to be returned from an effect.
 */
export const onEvent: typeof bridge.on = (event, listener) => bridge.on(event, listener);
