import type { OpenedItem } from '../../../shared/desktop/opened-file';
import type { EventPayload } from '../../../shared/ipc/contract';
import { caller, onEvent } from './call';
import { hostKind } from './connection';

const takeOpened = caller('app:take-opened');

/**
 * Subscribes to what the desktop app's main process hands the window: files and links from
 * the OS (`app:open`) and menu commands (`app:command`). In Electron the items queued before
 * the window was ready (`app:take-opened`) are handed to `onOpen` first, in order. Returns
 * the unsubscribe function.
 */
export function onDesktopEvents(
  onOpen: (item: OpenedItem) => Promise<void>,
  onCommand: (command: EventPayload<'app:command'>['command']) => void,
): () => void {
  const offOpen = onEvent('app:open', (item) => void onOpen(item));
  const offCommand = onEvent('app:command', ({ command }) => onCommand(command));
  if (hostKind() === 'electron') {
    void takeOpened({})
      .then(async (items) => {
        for (const item of items) await onOpen(item);
      })
      .catch(() => undefined);
  }
  return () => {
    offOpen();
    offCommand();
  };
}
