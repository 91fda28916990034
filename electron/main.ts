// Electron glue: the window, its security settings, and the IPC wrapper around the router.
// Everything else lives in plain-Node modules so it runs in tests and in the web shell; the
// settings themselves are data in hosts/desktop/window-security.ts and the sender check is core/ipc/sender.ts.
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  net,
  Notification,
  protocol,
  screen,
  session,
  shell,
} from 'electron';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseExplorerLink } from '../shared/desktop/explorer-link';
import type { AppCommand } from '../shared/ipc/channels/app';
import { CHANNEL_NAMES } from '../shared/ipc/contract';
import { IPC_EVENT_CHANNEL, ipcChannelName, type EventMessageBody } from '../shared/ipc/wire';
import { buildMenuTemplate, shortcutLines } from './hosts/desktop/app-menu';
import { createAppCore, type AppCore, type AppCoreOptions } from './core/app/create-app';
import { openTargetsFromArgv } from './hosts/desktop/launch-args';
import { OpenedInbox, readOpenTarget } from './hosts/desktop/opened-inbox';
import { runSmoke } from './hosts/desktop/smoke';
import { loadWindowState, saveWindowState } from './hosts/desktop/window-state';
import { acquireInstanceLock } from './core/app/instance-lock';
import { installProcessGuard } from './core/app/process-guard';
import { resolveUserDataDir } from './core/app/user-data';
import { isExternalWebUrl } from './core/app/system-browser';
import {
  resolveAppFile,
  WINDOW_CSP,
  WINDOW_WEB_PREFERENCES,
} from './hosts/desktop/window-security';
import { APP_ORIGIN, APP_SCHEME, isAppUrl, isTrustedSender } from './core/ipc/sender';
import {
  MOVE_DAMAGED_FLAG,
  moveAsideIfDamaged,
  resolveDamagedWorkspace,
  type DamagedWorkspaceChoice,
} from './core/services/workspace/workspace-db';

const rendererDir = path.join(__dirname, '..', 'renderer');

protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);

const userDataDir = resolveUserDataDir();
installProcessGuard('desktop app');
app.setPath('userData', userDataDir);

/** `npm start -- --smoke`: run the smoke steps in a hidden window, print a line each, exit. */
const smoke = process.argv.includes('--smoke');
const windowSignals = new Map<number, AbortController>();
let mainWindow: BrowserWindow | null = null;
let core: AppCore | null = null;
/** Files and links from the OS (argv, open-file, drop, second launch) until the renderer takes them. */
const inbox = new OpenedInbox((item) => sendToActive({ event: 'app:open', payload: item }));
/** Reads an opened file off main's thread (never a blocking read), delivering in arrival order. */
let opening: Promise<void> = Promise.resolve();
const openTarget = (target: string): Promise<void> => {
  opening = opening.then(async () => inbox.deliver(await readOpenTarget(target)));
  return opening;
};

/** The focused app window, else the first one. */
const activeWindow = () => BrowserWindow.getFocusedWindow() ?? mainWindow;

/** One event to the active window only (an opened file must be imported once, not per window). */
function sendToActive(body: EventMessageBody): void {
  const win = activeWindow();
  if (win && !win.isDestroyed()) win.webContents.send(IPC_EVENT_CHANNEL, body);
}

// macOS hands files opened with the app (Finder, file associations) as events, also before ready.
app.on('open-file', (event, file) => {
  event.preventDefault();
  void openTarget(file);
});

/** The window's renderer did not navigate away (a drop or a link): open what it pointed at. */
function openNavigationTarget(url: string, initiatedByPage: boolean): void {
  // A dropped file navigates with no initiator; the page itself may not read files this way.
  if (url.startsWith('file:') && !initiatedByPage) void openTarget(fileURLToPath(url));
  else if (parseExplorerLink(url)) void openTarget(url);
}

/** Opens an app window on the renderer: restored size and position, shown when ready unless `hidden`. */
function createWindow(appCore: AppCore, hidden: boolean): BrowserWindow {
  const state = loadWindowState(
    userDataDir,
    screen.getAllDisplays().map((d) => d.workArea),
  );
  const win = new BrowserWindow({
    ...(state.x !== undefined && state.y !== undefined ? { x: state.x, y: state.y } : {}),
    width: state.width,
    height: state.height,
    title: 'TON Explorer',
    show: false,
    webPreferences: { ...WINDOW_WEB_PREFERENCES, preload: path.join(__dirname, 'preload.cjs') },
  });
  if (state.maximized) win.maximize();
  mainWindow = win;
  const windowId = win.webContents.id;
  windowSignals.set(windowId, new AbortController());
  const unsubscribe = appCore.bus.subscribe((event, payload) => {
    const body: EventMessageBody = { event, payload };
    if (!win.isDestroyed()) win.webContents.send(IPC_EVENT_CHANNEL, body);
  });
  win.on('close', () => {
    if (!smoke) {
      const b = win.getNormalBounds();
      saveWindowState(userDataDir, { ...b, maximized: win.isMaximized() });
    }
  });
  win.on('closed', () => {
    windowSignals.get(windowId)?.abort();
    windowSignals.delete(windowId);
    unsubscribe();
    if (mainWindow === win) mainWindow = BrowserWindow.getAllWindows()[0] ?? null;
  });
  if (!hidden) win.once('ready-to-show', () => win.show());
  return win;
}

/** The application menu; its commands act on the focused window. */
function installMenu(appCore: AppCore): void {
  const command = (c: AppCommand) =>
    sendToActive({ event: 'app:command', payload: { command: c } });
  const go = (hash: string) =>
    void activeWindow()?.webContents.executeJavaScript(`location.hash = ${JSON.stringify(hash)}`);
  const template = buildMenuTemplate({
    platform: process.platform,
    development: !app.isPackaged,
    handlers: {
      newWindow: () => void createWindow(appCore, false).loadURL(`${APP_ORIGIN}/index.html`),
      exportData: () => go('#/exports'),
      importLabels: async () => {
        const owner = activeWindow();
        const options = {
          properties: ['openFile' as const],
          filters: [{ name: 'Labels (CSV, JSON)', extensions: ['csv', 'json'] }],
        };
        const r = owner
          ? await dialog.showOpenDialog(owner, options)
          : await dialog.showOpenDialog(options);
        if (!r.canceled && r.filePaths[0]) await openTarget(r.filePaths[0]);
      },
      toggleTheme: () => command('toggle-theme'),
      back: () => activeWindow()?.webContents.navigationHistory.goBack(),
      forward: () => activeWindow()?.webContents.navigationHistory.goForward(),
      search: () => command('search'),
      readme: () => void shell.openPath(path.join(app.getAppPath(), 'README.md')),
      shortcuts: () =>
        void dialog.showMessageBox({
          type: 'info',
          title: 'Keyboard shortcuts',
          message: 'Keyboard shortcuts',
          detail: shortcutLines(template, process.platform).join('\n'),
        }),
    },
  });
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(template as Electron.MenuItemConstructorOptions[]),
  );
}

/** The smoke run over a hidden window: renderer drawn, calls through the preload bridge. */
async function smokeRun(appCore: AppCore): Promise<number> {
  let win: BrowserWindow | null = null;
  return runSmoke(
    {
      openWindow: async () => {
        win = createWindow(appCore, true);
      },
      loadRenderer: async () => {
        await win!.loadURL(`${APP_ORIGIN}/index.html`);
        await win!.webContents.executeJavaScript(
          `new Promise((resolve, reject) => { const t = Date.now(); (function check() {
             if (document.getElementById('root')?.childElementCount) resolve(true);
             else if (Date.now() - t > 60000) reject(new Error('the renderer drew nothing in 60 s'));
             else setTimeout(check, 50); })(); })`,
        );
      },
      invoke: (channel, payload) =>
        win!.webContents.executeJavaScript(
          `window.tonExplorer.channels[${JSON.stringify(channel)}](${JSON.stringify(payload)})`,
        ),
    },
    (line) => console.log(line),
  );
}

/**
 * The dialog for a damaged workspace file: its path and what is wrong, and the two ways out.
 * Moving it aside keeps the file (renamed); quitting leaves it untouched.
 */
async function askAboutDamagedWorkspace(damage: Error): Promise<DamagedWorkspaceChoice> {
  const r = await dialog.showMessageBox({
    type: 'error',
    title: 'TON Explorer',
    message: 'The workspace file is damaged',
    detail: damage.message,
    buttons: ['Move it aside and start with an empty workspace', 'Quit'],
    defaultId: 1,
    cancelId: 1,
    noLink: true,
  });
  return r.response === 0 ? 'move-aside' : 'quit';
}

/** Starts the desktop app: the folder's lock, the workspace, the renderer's origin, the core, the IPC, a window. */
async function start(): Promise<void> {
  await app.whenReady();
  // Also excludes a web shell or CLI on the same folder (Electron's lock covers Electron only).
  const instanceLock = acquireInstanceLock(userDataDir, 'the desktop app');
  if (!(await workspaceUsable())) {
    instanceLock.release();
    app.exit(1);
    return;
  }
  serveRenderer();
  core = await createDesktopCore();
  const appCore = core;
  handleIpc(appCore);

  if (smoke) {
    const code = await smokeRun(appCore);
    await appCore.close();
    instanceLock.release();
    app.exit(code);
    return;
  }
  installMenu(appCore);
  for (const target of openTargetsFromArgv(process.argv, process.cwd(), app.isPackaged)) {
    void openTarget(target);
  }
  await opening; // the files the app was launched with wait in the inbox for the renderer
  await createWindow(appCore, false).loadURL(`${APP_ORIGIN}/index.html`);

  app.on('window-all-closed', () => {
    void appCore.close().finally(() => {
      instanceLock.release();
      app.quit();
    });
  });
}

/**
 * Whether the app may open the workspace: a damaged one is moved aside (on the flag, or when
 * the user chooses it in a dialog; they are told where it went) or the user quits (false).
 */
async function workspaceUsable(): Promise<boolean> {
  if (process.argv.includes(MOVE_DAMAGED_FLAG)) moveAsideIfDamaged(userDataDir);
  // A damaged workspace: the user chooses in a dialog (move it aside and start fresh, or quit).
  const damaged = await resolveDamagedWorkspace(userDataDir, askAboutDamagedWorkspace);
  if (!damaged.proceed) return false;
  if (damaged.movedTo) {
    void dialog.showMessageBox({
      type: 'info',
      title: 'TON Explorer',
      message: 'Started with an empty workspace',
      detail:
        `The damaged workspace was kept as ${damaged.movedTo}. ` +
        'Restore a backup in Settings → Workspace backup if you have one.',
    });
  }
  return true;
}

/** Serves the built renderer from app://renderer/ (never file://, never remote) under the window CSP; no permissions. */
function serveRenderer(): void {
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
}

/** The app core with Electron's pieces: the system browser, the save dialog, OS notifications, the inbox. */
function createDesktopCore(): Promise<AppCore> {
  return createAppCore({
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
    notify: notifyAlert,
    takeOpened: () => inbox.take(),
  });
}

/** A watch alert as an OS notification; clicking it focuses the window on the transaction (hash route). */
function notifyAlert(alert: Parameters<NonNullable<AppCoreOptions['notify']>>[0]): void {
  if (!Notification.isSupported()) return;
  const n = new Notification({ title: 'TON Explorer: watched account', body: alert.message });
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
}

/**
 * One Electron IPC handler per contract channel, each a call of the router: the sender checked
 * (an app window's own frame), the call cancelled when its window closes.
 */
function handleIpc(appCore: AppCore): void {
  const closedSignal = AbortSignal.abort();
  for (const name of CHANNEL_NAMES) {
    ipcMain.handle(ipcChannelName(name), (event, payload: unknown) => {
      const trusted = isTrustedSender(
        event.senderFrame,
        event.sender.id,
        new Set(windowSignals.keys()),
      );
      return appCore.router.dispatch(name, payload, {
        sender: { trusted, description: `electron frame ${event.senderFrame?.url ?? '?'}` },
        signal: windowSignals.get(event.sender.id)?.signal ?? closedSignal,
      });
    });
  }
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
  contents.on('will-navigate', (event) => {
    guard(event);
    // A file or an explorer link dropped on the window arrives as a navigation to it.
    if (!isAppUrl(event.url)) openNavigationTarget(event.url, Boolean(event.initiator));
  });
  contents.on('will-redirect', guard);
  contents.on('will-frame-navigate', guard);
  contents.on('will-attach-webview', (event) => event.preventDefault());
});

if (!app.requestSingleInstanceLock()) {
  console.error('TON Explorer is already running for this user-data folder.');
  if (smoke) {
    console.log(
      'smoke FAILED window: window opened (hidden): another instance holds this user data',
    );
    app.exit(1);
  } else app.quit();
} else {
  // A second launch (double-clicking a file, a link handed to the app) gives its arguments here.
  app.on('second-instance', (_event, argv: string[] = [], workingDirectory = process.cwd()) => {
    for (const target of openTargetsFromArgv(argv, workingDirectory, app.isPackaged)) {
      void openTarget(target);
    }
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  start().catch((err: unknown) => {
    console.error(`TON Explorer failed to start: ${err instanceof Error ? err.message : err}`);
    app.exit(1);
  });
}
