import type { AppInfo } from '../../../shared/ipc/channels/app';
import type { Handlers } from '../router';

export interface AppHandlerDeps {
  info: AppInfo;
  /** Opens an http(s) URL outside the app (Electron's shell, or the system browser). */
  openExternal(url: string): Promise<boolean>;
}

/** Handlers of the `app:*` channels. */
export function appHandlers(
  deps: AppHandlerDeps,
): Pick<Handlers, 'app:info' | 'app:open-external'> {
  return {
    'app:info': () => deps.info,
    'app:open-external': async ({ url }) => ({ opened: await deps.openExternal(url) }),
  };
}
