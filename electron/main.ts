// Electron glue: the window, its security settings, and the IPC wrapper around the router.
// Everything else lives in plain-Node modules so it runs in tests and in the web shell; the
// settings themselves are data in app/window-security.ts and the sender check is ipc/sender.ts.
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
import { IPC_EVENT_CHANNEL, ipcChannelName, type EventMessageBody } from '../shared/ipc/wire';
import { createAppCore } from './app/create-app';
import { acquireInstanceLock } from './app/instance-lock';
import { installProcessGuard } from './app/process-guard';
import { resolveUserDataDir } from './app/user-data';
import { isExternalWebUrl } from './app/system-browser';
import { resolveAppFile, WINDOW_CSP, WINDOW_WEB_PREFERENCES } from './app/window-security';
import { APP_ORIGIN, APP_SCHEME, isAppUrl, isTrustedSender } from './ipc/sender';
import { MOVE_DAMAGED_FLAG, moveAsideIfDamaged } from './services/workspace/workspace-db';

const rendererDir = path.join(__dirname, '..', 'renderer');

protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);

const userDataDir = resolveUserDataDir();
installProcessGuard('desktop app');
app.setPath('userData', userDataDir);

let mainWindow: BrowserWindow | null = null;

async function start(): Promise<void> {
  await app.whenReady();
  // Also excludes a web shell or CLI on the same folder (Electron's lock covers Electron only).
  const instanceLock = acquireInstanceLock(userDataDir, 'the desktop app');
  if (process.argv.includes(MOVE_DAMAGED_FLAG)) moveAsideIfDamaged(userDataDir);

  // Serve the built renderer from app://renderer/ (never file://, never remote).
  protocol.handle(APP_SCHEME, (request) => {
    const file = resolveAppFile(rendererDir, request.url);
    if (!file) return new Response('Forbidden', { status: 403 });
    return net.fetch(pathToFileURL(file).toString());
  });

  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({
      responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [WINDOW_CSP] },
    });
  });
  session.defaultSession.setPermissionRequestHandler((_wc, _perm, cb) => cb(false));
  session.defaultSession.setPermissionCheckHandler(() => false);

  const core = await createAppCore({
    userDataDir,
    shell: 'electron',
    version: app.getVersion(),
    openExternal: async (url) => {
      if (!isExternalWebUrl(url)) return false;
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

  // One abort signal per window, aborted when it closes (the router's contract).
  const windowSignals = new Map<number, AbortController>();
  const closedSignal = AbortSignal.abort();
  for (const name of CHANNEL_NAMES) {
    ipcMain.handle(ipcChannelName(name), (event, payload: unknown) => {
      const trusted = isTrustedSender(
        event.senderFrame,
        event.sender.id,
        new Set(windowSignals.keys()),
      );
      return core.router.dispatch(name, payload, {
        sender: { trusted, description: `electron frame ${event.senderFrame?.url ?? '?'}` },
        signal: windowSignals.get(event.sender.id)?.signal ?? closedSignal,
      });
    });
  }

  const win = new BrowserWindow({
    width: 1280,
    height: 820,
    title: 'TON Explorer',
    show: false,
    webPreferences: { ...WINDOW_WEB_PREFERENCES, preload: path.join(__dirname, 'preload.cjs') },
  });
  mainWindow = win;
  const windowId = win.webContents.id;
  windowSignals.set(windowId, new AbortController());
  const unsubscribe = core.bus.subscribe((event, payload) => {
    const body: EventMessageBody = { event, payload };
    if (!win.isDestroyed()) win.webContents.send(IPC_EVENT_CHANNEL, body);
  });
  win.on('closed', () => {
    windowSignals.get(windowId)?.abort();
    windowSignals.delete(windowId);
    unsubscribe();
    mainWindow = null;
  });
  win.once('ready-to-show', () => win.show());
  await win.loadURL(`${APP_ORIGIN}/index.html`);

  app.on('window-all-closed', () => {
    void core.close().finally(() => {
      instanceLock.release();
      app.quit();
    });
  });
}

// Deny new windows, navigation, redirects and frame navigation away from the app's origin,
// app-wide; external http(s) links go to the system browser.
app.on('web-contents-created', (_event, contents) => {
  contents.setWindowOpenHandler(({ url }) => {
    if (isExternalWebUrl(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
  const guard = (event: { url: string; preventDefault(): void }) => {
    if (!isAppUrl(event.url)) event.preventDefault();
  };
  contents.on('will-navigate', guard);
  contents.on('will-redirect', guard);
  contents.on('will-frame-navigate', guard);
  contents.on('will-attach-webview', (event) => event.preventDefault());
});

if (!app.requestSingleInstanceLock()) {
  console.error('TON Explorer is already running for this user-data folder.');
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  start().catch((err: unknown) => {
    console.error(`TON Explorer failed to start: ${err instanceof Error ? err.message : err}`);
    app.exit(1);
  });
}
