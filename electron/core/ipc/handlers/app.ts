import type { AppInfo } from '../../../../shared/ipc/channels/app';
import type { OpenedItem } from '../../../../shared/desktop/opened-file';
import type { Handlers } from '../router';

export interface AppHandlerDeps {
  info: AppInfo;
  /** Opens an http(s) URL outside the app (Electron's shell, or the system browser). */
  openExternal(url: string): Promise<boolean>;
  /** Files and links handed to the desktop app and not yet taken (none in the web shell). */
  takeOpened?(): OpenedItem[];
}

/** Handlers of the `app:*` channels. */
export function appHandlers(
  deps: AppHandlerDeps,
): Pick<Handlers, 'app:info' | 'app:open-external' | 'app:take-opened'> {
  return {
    'app:info': () => deps.info,
    'app:open-external': async ({ url }) => ({ opened: await deps.openExternal(url) }),
    'app:take-opened': () => deps.takeOpened?.() ?? [],
  };
}
