import { z } from 'zod';
import { channel, event } from '../define';
import type { OpenedItem } from '../../desktop/opened-file';

/** How the renderer is hosted: inside Electron, or in a browser through the web shell. */
export type ShellKind = 'electron' | 'web';

/** What the renderer learns about the running app at start. */
export interface AppInfo {
  version: string;
  shell: ShellKind;
  /** Absolute path of the user-data folder (profiles, caches, export checkpoints). */
  userDataDir: string;
}

export const appChannels = {
  'app:info': channel(z.object({})).returns<AppInfo>(),
  /** Opens an http(s) URL in the system browser; other schemes are refused. */
  'app:open-external': channel(
    z.object({
      url: z
        .string()
        .url()
        .refine((u) => /^https?:\/\//i.test(u), 'http(s) only'),
    }),
  ).returns<{ opened: boolean }>(),
  /**
   * Files and links the OS handed the desktop app before the renderer listened (the app was
   * launched with them); emptied by the call. Later ones arrive as `app:open` events.
   */
  'app:take-opened': channel(z.object({})).returns<OpenedItem[]>(),
};

/** Menu commands the renderer carries out (the rest main does itself). */
export const APP_COMMANDS = ['search', 'toggle-theme'] as const;
export type AppCommand = (typeof APP_COMMANDS)[number];

export const appEvents = {
  /** A file or link the OS handed the desktop app (argv, open-file, drop, second launch). */
  'app:open': event<OpenedItem>(),
  /** A menu command for the renderer: focus the search box, switch light/dark theme. */
  'app:command': event<{ command: AppCommand }>(),
};
