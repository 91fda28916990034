/**
 * The sender check of Electron IPC: a request runs only when it comes from the app's own
 * window, from the main frame, showing the app's own origin. Pure (no Electron import) so it
 * is tested on its own; `main.ts` feeds it the event's frame and sender id.
 */

/** Scheme and host the renderer is served from (`app://renderer/index.html`). */
export const APP_SCHEME = 'app';
export const APP_HOST = 'renderer';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/**
 * True when `url` is on the app's own origin. Compares scheme and host exactly (never a string
 * prefix: `app://renderer.evil` and `app://renderer@evil` are other origins). WHATWG `origin`
 * is "null" for custom schemes, hence the explicit comparison.
 */
export function isAppUrl(url: string): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  return (
    u.protocol === `${APP_SCHEME}:` && u.host === APP_HOST && u.username === '' && u.password === ''
  );
}

/** The parts of Electron's `WebFrameMain` the check reads. */
export interface SenderFrame {
  url: string;
  /** Null for a main frame. */
  parent: unknown;
}

/**
 * True when the request comes from one of `ownWindows` (web contents ids), from its main frame,
 * on the app's origin. A missing frame (navigated away or destroyed), a subframe, another
 * window or another origin is refused.
 */
export function isTrustedSender(
  frame: SenderFrame | null | undefined,
  senderId: number,
  ownWindows: ReadonlySet<number>,
): boolean {
  if (!frame || frame.parent !== null) return false;
  if (!ownWindows.has(senderId)) return false;
  return isAppUrl(frame.url);
}
