import { spawn } from 'node:child_process';

/**
 * The program and arguments that open `url` in the system's browser on `platform`. The URL is
 * one argument handed to the program directly, never through a shell: on Windows `cmd /c start`
 * would interpret `&`, `|` and `^` in the URL, so the URL protocol handler is called instead.
 */
export function browserCommand(platform: NodeJS.Platform, url: string): [string, string[]] {
  if (platform === 'darwin') return ['open', [url]];
  if (platform === 'win32') return ['rundll32.exe', ['url.dll,FileProtocolHandler', url]];
  return ['xdg-open', [url]];
}

/** True for a URL that may leave the app for the system browser: http and https only. */
export function isExternalWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Opens an http(s) URL in the system's browser (xdg-open, open, or the Windows URL handler).
 * Used by the web shell; Electron uses `shell.openExternal`. Refuses other schemes. Resolves
 * false when no opener could be started.
 */
export function openInSystemBrowser(url: string): Promise<boolean> {
  if (!isExternalWebUrl(url)) return Promise.resolve(false);
  const [cmd, args] = browserCommand(process.platform, url);
  return new Promise((resolve) => {
    try {
      const child = spawn(cmd, args, { stdio: 'ignore', detached: true, shell: false });
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
