import type { EventPayload } from '../../../shared/ipc/contract';
import { caller, onEvent } from './call';

/** Decodes a signed external message and says whether it can be sent (`send:inspect`). */
export const inspectMessage = caller('send:inspect');
/** Estimates the fees of a signed external message (`send:estimate`, nanotons). */
export const estimateFees = caller('send:estimate');
/** Sends a signed external message after the user confirmed (`send:submit`). */
export const submitMessage = caller('send:submit');
/** The current status of one submission (`send:status`). */
export const readSendStatus = caller('send:status');

/** Every `send:progress` event (a submission's status); returns the unsubscribe function. */
export function onSendProgress(listener: (status: EventPayload<'send:progress'>) => void) {
  return onEvent('send:progress', listener);
}
