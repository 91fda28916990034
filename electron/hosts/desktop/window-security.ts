import path from 'node:path';
import { isAppUrl } from '../../core/ipc/sender';

/**
 * The desktop window's security settings, as data, so `main.ts` stays wiring and the settings
 * are tested: isolated, sandboxed renderer without Node, web security on.
 */
export const WINDOW_WEB_PREFERENCES = {
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInSubFrames: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  webviewTag: false,
  spellcheck: false,
} as const;

/** Content-Security-Policy of every response the window loads: only the app's own origin. */
export const WINDOW_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/**
 * The file under `rendererDir` that an `app://renderer/...` request names, or null when the
 * request is for another host or escapes the folder (`..`, encoded `%2e%2e`, absolute paths).
 */
export function resolveAppFile(rendererDir: string, requestUrl: string): string | null {
  if (!isAppUrl(requestUrl)) return null;
  const url = new URL(requestUrl);
  let rel: string;
  try {
    rel = decodeURIComponent(url.pathname === '/' ? '/index.html' : url.pathname);
  } catch {
    return null;
  }
  if (rel.includes('\0')) return null;
  const root = path.resolve(rendererDir);
  const file = path.resolve(root, '.' + rel);
  return file.startsWith(root + path.sep) ? file : null;
}
