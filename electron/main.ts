// Electron glue: the window, its security settings, and the IPC wrapper around the router.
// Everything else lives in plain-Node modules so it runs in tests and in the web shell.
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  net,
  Notification,
  protocol,
  session,
  shell,
} from 'electron';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHANNEL_NAMES } from '../shared/ipc/contract';
import { createAppCore } from './app/create-app';
import { resolveUserDataDir } from './app/user-data';

const APP_SCHEME = 'app';
const APP_ORIGIN = `${APP_SCHEME}://renderer`;
const rendererDir = path.join(__dirname, '..', 'renderer');

protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);

const userDataDir = resolveUserDataDir();
app.setPath('userData', userDataDir);

/** True when the request comes from our own window's main frame, served from our origin. */
function isTrustedSender(
  frame: Electron.WebFrameMain | null,
  windows: Set<number>,
  senderId: number,
) {
  if (!frame || frame.parent !== null) return false;
  if (!windows.has(senderId)) return false;
  try {
    return new URL(frame.url).origin === APP_ORIGIN;
  } catch {
    return false;
  }
}

async function start(): Promise<void> {
  await app.whenReady();

  // Serve the built renderer from app://renderer/ (never file://, never remote).
  protocol.handle(APP_SCHEME, (request) => {
    const url = new URL(request.url);
    const rel = decodeURIComponent(url.pathname === '/' ? '/index.html' : url.pathname);
    const file = path.resolve(rendererDir, '.' + rel);
    if (!file.startsWith(rendererDir + path.sep)) return new Response('Forbidden', { status: 403 });
    return net.fetch(pathToFileURL(file).toString());
  });

  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({
      responseHeaders: {
        ...details.responseHeaders,
        'Content-Security-Policy': [
          "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; object-src 'none'; base-uri 'none'",
        ],
      },
    });
  });
  session.defaultSession.setPermissionRequestHandler((_wc, _perm, cb) => cb(false));

  const core = await createAppCore({
    userDataDir,
    shell: 'electron',
    version: app.getVersion(),
    openExternal: async (url) => {
      if (!/^https?:\/\//i.test(url)) return false;
      await shell.openExternal(url);
      return true;
    },
    chooseSavePath: async (suggested, format) => {
      const owner = BrowserWindow.getFocusedWindow();
      const options = {
        defaultPath: suggested,
        filters: [{ name: format.toUpperCase(), extensions: [format] }],
      };
      const r = owner
        ? await dialog.showSaveDialog(owner, options)
        : await dialog.showSaveDialog(options);
      return r.canceled || !r.filePath ? null : r.filePath;
    },
    notify: (alert) => {
      if (!Notification.isSupported()) return;
      const n = new Notification({ title: 'TON Explorer: watched account', body: alert.message });
      // Clicking focuses the window on the transaction (hash route) when the alert has one.
      n.on('click', () => {
        const win = BrowserWindow.getAllWindows()[0];
        if (!win) return;
        if (alert.txHash) {
          void win.webContents.executeJavaScript(
            `location.hash = ${JSON.stringify(`#/tx/${encodeURIComponent(alert.txHash)}`)}`,
          );
        }
        win.show();
        win.focus();
      });
      n.show();
    },
  });

  const windowIds = new Set<number>();
  for (const name of CHANNEL_NAMES) {
    ipcMain.handle(`tx:${name}`, (event, payload: unknown) => {
      const trusted = isTrustedSender(event.senderFrame, windowIds, event.sender.id);
      return core.router.dispatch(name, payload, {
        sender: { trusted, description: `electron frame ${event.senderFrame?.url ?? '?'}` },
        signal: new AbortController().signal,
      });
    });
  }

  const win = new BrowserWindow({
    width: 1280,
    height: 820,
    title: 'TON Explorer',
    show: false,
    webPreferences: {
      preload: path.join(__dirname, 'preload.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
    },
  });
  windowIds.add(win.webContents.id);
  const unsubscribe = core.bus.subscribe((event, payload) => {
    if (!win.isDestroyed()) win.webContents.send('tx-event', { event, payload });
  });
  win.on('closed', () => {
    windowIds.delete(win.webContents.id);
    unsubscribe();
  });
  win.once('ready-to-show', () => win.show());
  await win.loadURL(`${APP_ORIGIN}/index.html`);

  app.on('window-all-closed', () => {
    void core.close().finally(() => app.quit());
  });
}

// Deny new windows and navigation app-wide; external http(s) links go to the system browser.
app.on('web-contents-created', (_event, contents) => {
  contents.setWindowOpenHandler(({ url }) => {
    if (/^https?:\/\//i.test(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
  contents.on('will-navigate', (event, url) => {
    if (!url.startsWith(APP_ORIGIN)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
});

start().catch((err: unknown) => {
  console.error('TON Explorer failed to start:', err);
  app.exit(1);
});
