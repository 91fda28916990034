import { z } from 'zod';
import { channel } from '../define';

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
};
