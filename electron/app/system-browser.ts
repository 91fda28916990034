import { spawn } from 'node:child_process';

/**
 * Opens an http(s) URL in the system's browser (xdg-open, open, or start). Used by the web
 * shell; Electron uses `shell.openExternal`. Refuses other schemes. Resolves false when no
 * opener could be started.
 */
export function openInSystemBrowser(url: string): Promise<boolean> {
  if (!/^https?:\/\//i.test(url)) return Promise.resolve(false);
  const [cmd, args] =
    process.platform === 'darwin'
      ? ['open', [url]]
      : process.platform === 'win32'
        ? ['cmd', ['/c', 'start', '""', url]]
        : ['xdg-open', [url]];
  return new Promise((resolve) => {
    try {
      const child = spawn(cmd, args, { stdio: 'ignore', detached: true });
      child.once('error', () => resolve(false));
      child.once('spawn', () => {
        child.unref();
        resolve(true);
      });
    } catch {
      resolve(false);
    }
  });
}
