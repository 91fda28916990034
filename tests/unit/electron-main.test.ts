// The Electron glue (main.ts, preload.ts) run against a mocked `electron` module: what the
// window is created with, what the session and protocol handlers answer, which navigations and
// windows are refused, which IPC senders are trusted, and the packaged app's fuses. Each
// assertion names the exact setting so that changing any one of them fails here.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { beginCell } from '@ton/core';
import { load as loadYaml } from 'js-yaml';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANNEL_NAMES, EVENT_NAMES } from '../../shared/ipc/contract';
import { IPC_EVENT_CHANNEL, ipcChannelName, type PreloadBridge } from '../../shared/ipc/wire';
import { EventBus } from '../../electron/core/ipc/event-bus';
import { INSTANCE_LOCK_FILE } from '../../electron/core/app/instance-lock';
import { WINDOW_STATE_FILE } from '../../electron/hosts/desktop/window-state';
import { CASE_FILE_FORMAT } from '../../shared/workspace/cases';
import type { AppCoreOptions } from '../../electron/core/app/create-app';

/** vi.waitFor's default (1 s) is shorter than a busy 2-core CI machine can take. */
const WAIT = { timeout: 15_000 };

type Listener = (...args: never[]) => unknown;

/** A stand-in for the parts of Electron that main.ts and preload.ts use, recording each call. */
const fake = vi.hoisted(() => {
  const state = {
    singleInstance: true,
    appHandlers: new Map<string, Listener>(),
    windows: [] as Array<{
      options: { webPreferences: Record<string, unknown> };
      handlers: Map<string, Listener>;
      loadedUrl: string | null;
      webContents: { id: number };
      /** What main.ts sent to the window's renderer. */
      sent: ReturnType<typeof vi.fn>;
      focus: ReturnType<typeof vi.fn>;
      restore: ReturnType<typeof vi.fn>;
      minimized: boolean;
      maximize: ReturnType<typeof vi.fn>;
      executed: string[];
      history: { goBack: ReturnType<typeof vi.fn>; goForward: ReturnType<typeof vi.fn> };
      self: unknown;
    }>,
    menuTemplate: null as Array<Record<string, unknown>> | null,
    /** What the window's renderer answers to main's executeJavaScript (default: nothing). */
    execute: null as ((code: string) => unknown) | null,
    openDialogPaths: [] as string[],
    ipcHandlers: new Map<string, Listener>(),
    schemes: [] as unknown[],
    protocolHandlers: new Map<string, (req: { url: string }) => unknown>(),
    fetched: [] as string[],
    headersHandler: null as Listener | null,
    permissionRequest: null as Listener | null,
    permissionCheck: null as Listener | null,
    exposed: new Map<string, unknown>(),
    rendererListeners: new Map<string, Set<Listener>>(),
  };
  const app = {
    setPath: vi.fn(),
    getVersion: () => '0.0.0-test',
    whenReady: vi.fn(() => Promise.resolve()),
    requestSingleInstanceLock: vi.fn(() => state.singleInstance),
    on: vi.fn((event: string, handler: Listener) => state.appHandlers.set(event, handler)),
    quit: vi.fn(),
    exit: vi.fn(),
    isPackaged: false,
    getAppPath: () => '/app',
  };
  class BrowserWindow {
    static getAllWindows = () => state.windows.map((w) => w.self);
    static getFocusedWindow = () => null;
    private readonly record;
    readonly webContents;
    constructor(options: { webPreferences: Record<string, unknown> }) {
      const sent = vi.fn();
      const executed: string[] = [];
      const history = { goBack: vi.fn(), goForward: vi.fn() };
      this.webContents = {
        id: 100 + state.windows.length,
        send: sent,
        navigationHistory: history,
        executeJavaScript: (code: string) => {
          executed.push(code);
          return Promise.resolve(state.execute?.(code));
        },
      };
      this.record = {
        maximize: vi.fn(),
        executed,
        history,
        sent,
        options,
        handlers: new Map<string, Listener>(),
        loadedUrl: null as string | null,
        webContents: this.webContents,
        focus: vi.fn(),
        restore: vi.fn(),
        minimized: false,
        self: this,
      };
      state.windows.push(this.record);
    }
    on(event: string, handler: Listener) {
      this.record.handlers.set(event, handler);
    }
    once(event: string, handler: Listener) {
      this.record.handlers.set(event, handler);
    }
    loadURL(url: string) {
      this.record.loadedUrl = url;
      return Promise.resolve();
    }
    isDestroyed = () => false;
    isMaximized = () => true;
    maximize = () => this.record.maximize();
    getNormalBounds = () => ({ x: 40, y: 30, width: 1000, height: 700 });
    isMinimized = () => this.record.minimized;
    restore = () => this.record.restore();
    focus = () => this.record.focus();
    show = vi.fn();
  }
  const electron = {
    app,
    BrowserWindow,
    dialog: {
      showSaveDialog: vi.fn(),
      showOpenDialog: vi.fn(() =>
        Promise.resolve({ canceled: false, filePaths: state.openDialogPaths }),
      ),
      showMessageBox: vi.fn(() => Promise.resolve({ response: 0 })),
    },
    Menu: {
      buildFromTemplate: vi.fn((template: Array<Record<string, unknown>>) => {
        state.menuTemplate = template;
        return { template };
      }),
      setApplicationMenu: vi.fn(),
    },
    screen: {
      getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }],
    },
    ipcMain: {
      handle: vi.fn((channel: string, handler: Listener) =>
        state.ipcHandlers.set(channel, handler),
      ),
    },
    net: {
      fetch: vi.fn((url: string) => {
        state.fetched.push(url);
        return Promise.resolve(new Response('ok'));
      }),
    },
    Notification: Object.assign(vi.fn(), { isSupported: () => false }),
    protocol: {
      registerSchemesAsPrivileged: vi.fn((schemes: unknown[]) => state.schemes.push(...schemes)),
      handle: vi.fn((scheme: string, handler: (req: { url: string }) => unknown) =>
        state.protocolHandlers.set(scheme, handler),
      ),
    },
    session: {
      defaultSession: {
        webRequest: {
          onHeadersReceived: vi.fn((handler: Listener) => (state.headersHandler = handler)),
        },
        setPermissionRequestHandler: vi.fn((h: Listener) => (state.permissionRequest = h)),
        setPermissionCheckHandler: vi.fn((h: Listener) => (state.permissionCheck = h)),
      },
    },
    shell: {
      openExternal: vi.fn(() => Promise.resolve()),
      openPath: vi.fn(() => Promise.resolve('')),
    },
    contextBridge: {
      exposeInMainWorld: vi.fn((key: string, api: unknown) => state.exposed.set(key, api)),
    },
    ipcRenderer: {
      invoke: vi.fn((channel: string, payload: unknown) =>
        Promise.resolve({ ok: true, data: { channel, payload } }),
      ),
      on: vi.fn((channel: string, l: Listener) => {
        const set = state.rendererListeners.get(channel) ?? new Set();
        set.add(l);
        state.rendererListeners.set(channel, set);
      }),
      removeListener: vi.fn((channel: string, l: Listener) =>
        state.rendererListeners.get(channel)?.delete(l),
      ),
    },
  };
  return { state, electron };
});

/** The app core main.ts builds, minus services: a real event bus and a recording router. */
const core = vi.hoisted(() => ({
  options: null as AppCoreOptions | null,
  dispatch: vi.fn((..._args: unknown[]) => Promise.resolve({ ok: true, data: null })),
  close: vi.fn(() => Promise.resolve()),
  bus: null as EventBus | null,
}));

vi.mock('electron', () => ({ ...fake.electron, default: fake.electron }));
vi.mock('../../electron/core/app/create-app', () => ({
  createAppCore: vi.fn((options: AppCoreOptions) => {
    core.options = options;
    return Promise.resolve({
      router: { dispatch: core.dispatch },
      bus: core.bus,
      close: core.close,
    });
  }),
}));

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
let userDataDir: string;
const savedUserData = process.env.TON_EXPLORER_USER_DATA;

/** Imports main.ts afresh (it starts on import) and waits until the window has loaded. */
async function startMain(): Promise<void> {
  vi.resetModules();
  const windows = fake.state.windows.length;
  await import('../../electron/main');
  if (fake.state.singleInstance) {
    // This start's own window (files it was launched with are read first, off main's thread).
    await vi.waitFor(() => {
      expect(fake.state.windows.length).toBeGreaterThan(windows);
      expect(win().loadedUrl).not.toBeNull();
    }, WAIT);
  }
}

const win = () => fake.state.windows.at(-1)!;

beforeAll(() => {
  userDataDir = mkdtempSync(path.join(os.tmpdir(), 'electron-main-'));
  process.env.TON_EXPLORER_USER_DATA = userDataDir;
});
afterAll(() => {
  if (savedUserData === undefined) delete process.env.TON_EXPLORER_USER_DATA;
  else process.env.TON_EXPLORER_USER_DATA = savedUserData;
  rmSync(userDataDir, { recursive: true, force: true });
});

describe('main.ts with a mocked electron', () => {
  beforeAll(async () => {
    fake.state.singleInstance = true;
    core.bus = new EventBus();
    await startMain();
  });

  it('creates the window isolated, sandboxed, without Node, web security on', () => {
    // Stated here as what must be on and what must be off (not read from the source), so a
    // weakened setting fails this test.
    const on = ['contextIsolation', 'sandbox', 'webSecurity'];
    const off = [
      'nodeIntegration',
      'nodeIntegrationInSubFrames',
      'allowRunningInsecureContent',
      'webviewTag',
      'spellcheck',
    ];
    expect(win().options.webPreferences).toEqual({
      ...Object.fromEntries([...on.map((k) => [k, true]), ...off.map((k) => [k, false])]),
      preload: expect.stringMatching(/preload\.cjs$/),
    });
    expect(win().loadedUrl).toBe('app://renderer/index.html');
    expect(fake.electron.app.setPath).toHaveBeenCalledWith('userData', userDataDir);
  });

  it('registers app:// as standard and secure, with no CSP bypass or CORS exemption', () => {
    expect(fake.state.schemes).toEqual([
      { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } },
    ]);
  });

  it('puts a same-origin Content-Security-Policy on every response', () => {
    const callback = vi.fn();
    fake.state.headersHandler!(
      { responseHeaders: { 'Content-Type': ['text/html'] } } as never,
      callback as never,
    );
    const headers = callback.mock.calls[0]![0].responseHeaders as Record<string, string[]>;
    expect(headers['Content-Type']).toEqual(['text/html']);
    const csp = headers['Content-Security-Policy']![0]!;
    const directives = new Map(
      csp.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name!, values.join(' ')] as const;
      }),
    );
    expect(directives.get('default-src')).toBe("'self'");
    expect(directives.get('script-src')).toBe("'self'");
    expect(directives.get('connect-src')).toBe("'self'");
    expect(directives.get('object-src')).toBe("'none'");
    expect(directives.get('base-uri')).toBe("'none'");
    expect(directives.get('frame-ancestors')).toBe("'none'");
  });

  it('serves app:// only from the renderer folder: 403 for another host or an escape', async () => {
    const handler = fake.state.protocolHandlers.get('app')!;
    fake.state.fetched.length = 0;
    await handler({ url: 'app://renderer/assets/a.js' });
    expect(fake.state.fetched).toHaveLength(1);
    expect(fileURLToPath(fake.state.fetched[0]!)).toBe(
      path.join(repoRoot, 'electron', '..', 'renderer', 'assets', 'a.js'),
    );
    for (const url of ['app://renderer/..%2f..%2fetc%2fpasswd', 'app://renderer.evil/index.html']) {
      const res = (await handler({ url })) as Response;
      expect(res.status, url).toBe(403);
    }
    expect(fake.state.fetched).toHaveLength(1);
  });

  it('refuses every permission request and check', () => {
    const cb = vi.fn();
    fake.state.permissionRequest!({} as never, 'media' as never, cb as never);
    expect(cb).toHaveBeenCalledWith(false);
    expect(fake.state.permissionCheck!({} as never, 'notifications' as never)).toBe(false);
  });

  describe('every web contents', () => {
    const contents = {
      handlers: new Map<string, Listener>(),
      windowOpen: null as ((d: { url: string }) => { action: string }) | null,
      setWindowOpenHandler(h: (d: { url: string }) => { action: string }) {
        this.windowOpen = h;
      },
      on(event: string, h: Listener) {
        this.handlers.set(event, h);
      },
    };
    beforeAll(() =>
      fake.state.appHandlers.get('web-contents-created')!({} as never, contents as never),
    );
    beforeEach(() => fake.electron.shell.openExternal.mockClear());

    it('opens no window; http(s) links go to the system browser, nothing else does', () => {
      expect(contents.windowOpen!({ url: 'https://tonviewer.com/?a=1&b=2' })).toEqual({
        action: 'deny',
      });
      expect(fake.electron.shell.openExternal).toHaveBeenCalledWith(
        'https://tonviewer.com/?a=1&b=2',
      );
      fake.electron.shell.openExternal.mockClear();
      for (const url of ['app://renderer/index.html', 'file:///etc/passwd', 'javascript:alert(1)'])
        expect(contents.windowOpen!({ url }), url).toEqual({ action: 'deny' });
      expect(fake.electron.shell.openExternal).not.toHaveBeenCalled();
    });

    it.each(['will-navigate', 'will-redirect', 'will-frame-navigate'])(
      '%s away from the app origin is prevented; within it is allowed',
      (event) => {
        const guard = contents.handlers.get(event);
        expect(guard, event).toBeDefined();
        for (const url of ['https://evil.example/', 'app://renderer.evil/', 'file:///etc/passwd']) {
          const e = { url, preventDefault: vi.fn() };
          guard!(e as never);
          expect(e.preventDefault, url).toHaveBeenCalled();
        }
        const own = { url: 'app://renderer/index.html#/tx/abc', preventDefault: vi.fn() };
        guard!(own as never);
        expect(own.preventDefault).not.toHaveBeenCalled();
      },
    );

    it('never attaches a webview', () => {
      const e = { preventDefault: vi.fn() };
      contents.handlers.get('will-attach-webview')!(e as never);
      expect(e.preventDefault).toHaveBeenCalled();
    });
  });

  it('openExternal of the core opens http(s) only', async () => {
    fake.electron.shell.openExternal.mockClear();
    expect(await core.options!.openExternal('javascript:alert(1)')).toBe(false);
    expect(fake.electron.shell.openExternal).not.toHaveBeenCalled();
    expect(await core.options!.openExternal('https://ton.org/')).toBe(true);
  });

  describe('IPC', () => {
    const own = { url: 'app://renderer/index.html', parent: null };
    const call = (channel: string, event: object) =>
      fake.state.ipcHandlers.get(ipcChannelName(channel))!(event as never, { x: 1 } as never);
    const lastCtx = () =>
      core.dispatch.mock.calls.at(-1)![2] as { sender: { trusted: boolean }; signal: AbortSignal };

    it('registers one handler per contract channel and nothing else', () => {
      expect([...fake.state.ipcHandlers.keys()].sort()).toEqual(
        CHANNEL_NAMES.map(ipcChannelName).sort(),
      );
    });

    it('trusts only the own window, main frame, app origin', async () => {
      const channel = CHANNEL_NAMES[0]!;
      const id = win().webContents.id;
      await call(channel, { senderFrame: own, sender: { id } });
      expect(core.dispatch.mock.calls.at(-1)!.slice(0, 2)).toEqual([channel, { x: 1 }]);
      expect(lastCtx().sender.trusted).toBe(true);
      expect(lastCtx().signal.aborted).toBe(false);
      for (const event of [
        { senderFrame: { url: own.url, parent: {} }, sender: { id } },
        { senderFrame: { url: 'app://renderer.evil/', parent: null }, sender: { id } },
        { senderFrame: own, sender: { id: id + 1 } },
        { senderFrame: null, sender: { id } },
      ]) {
        await call(channel, event);
        expect(lastCtx().sender.trusted, JSON.stringify(event)).toBe(false);
      }
    });

    it('forwards bus events to the window on the one event channel', () => {
      core.bus!.emit('profiles:changed', { profiles: [], activeId: 'local' });
      expect(win().sent).toHaveBeenCalledWith(IPC_EVENT_CHANNEL, {
        event: 'profiles:changed',
        payload: { profiles: [], activeId: 'local' },
      });
    });

    it('a second launch focuses the window (restoring it when minimized)', () => {
      win().minimized = true;
      fake.state.appHandlers.get('second-instance')!();
      expect(win().restore).toHaveBeenCalled();
      expect(win().focus).toHaveBeenCalled();
    });

    it('aborts the signal of calls in flight when the window closes; later calls are refused', async () => {
      const channel = CHANNEL_NAMES[0]!;
      const id = win().webContents.id;
      await call(channel, { senderFrame: own, sender: { id } });
      const inFlight = lastCtx().signal;
      win().handlers.get('closed')!();
      expect(inFlight.aborted).toBe(true);
      await call(channel, { senderFrame: own, sender: { id } });
      expect(lastCtx().sender.trusted).toBe(false);
      expect(lastCtx().signal.aborted).toBe(true);
    });

    it('holds the user-data lock while running and releases it when the last window closes', async () => {
      const lock = path.join(userDataDir, INSTANCE_LOCK_FILE);
      expect(existsSync(lock)).toBe(true);
      fake.state.appHandlers.get('window-all-closed')!();
      await vi.waitFor(() => expect(fake.electron.app.quit).toHaveBeenCalled(), WAIT);
      expect(core.close).toHaveBeenCalled();
      expect(existsSync(lock)).toBe(false);
    });
  });
});

describe('a second desktop instance on the same user data', () => {
  it('is refused by Electron’s single-instance lock: it quits without opening a window', async () => {
    fake.state.singleInstance = false;
    fake.electron.app.quit.mockClear();
    fake.electron.app.whenReady.mockClear();
    const windowsBefore = fake.state.windows.length;
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await startMain();
      expect(fake.electron.app.quit).toHaveBeenCalled();
      expect(error).toHaveBeenCalledWith(expect.stringMatching(/already running/));
      expect(fake.electron.app.whenReady).not.toHaveBeenCalled();
      expect(fake.state.windows).toHaveLength(windowsBefore);
    } finally {
      error.mockRestore();
    }
  });
});

describe('desktop conventions (menu, window state, files and links from the OS)', () => {
  const RAW = '0:83dfd552e63729b472fcbcc8c45ebcc6691702558b68ec7527e1ba403a0f31a8';
  const HASH = 'ab'.repeat(32);
  const savedArgv = process.argv;
  let files: string;
  let bocFile: string;
  let labelsFile: string;
  let caseFile: string;
  type MenuItem = { label?: string; role?: string; submenu?: MenuItem[]; click?: () => unknown };
  const menuItem = (top: string, label: string): MenuItem => {
    const menu = (fake.state.menuTemplate as MenuItem[]).find((m) => m.label === top)!;
    return menu.submenu!.find((i) => i.label === label)!;
  };
  /** What main sent the renderer as `app:open` / `app:command` events since `from`. */
  const sentEvents = (name: string) =>
    win()
      .sent.mock.calls.map((c) => c[1] as { event: string; payload: unknown })
      .filter((b) => b.event === name)
      .map((b) => b.payload);

  beforeAll(async () => {
    files = mkdtempSync(path.join(os.tmpdir(), 'electron-open-'));
    bocFile = path.join(files, 'message.boc');
    writeFileSync(bocFile, beginCell().storeUint(1, 8).endCell().toBoc());
    labelsFile = path.join(files, 'labels.csv');
    writeFileSync(labelsFile, `address,label\n${RAW},Treasury\n`);
    caseFile = path.join(files, 'case.json');
    writeFileSync(
      caseFile,
      JSON.stringify({
        format: CASE_FILE_FORMAT,
        version: 1,
        network: 'mainnet',
        case: { name: 'Drainer' },
        items: [{ kind: 'address', ref: RAW }],
      }),
    );
    writeFileSync(
      path.join(userDataDir, WINDOW_STATE_FILE),
      JSON.stringify({ x: 100, y: 50, width: 900, height: 600, maximized: true }),
    );
    fake.state.singleInstance = true;
    core.bus = new EventBus();
    // Launched as Linux and Windows hand a file opened with the app: in argv.
    process.argv = [
      process.execPath,
      'dist/electron/main.cjs',
      '--user-data',
      userDataDir,
      bocFile,
    ];
    await startMain();
  });
  afterAll(async () => {
    process.argv = savedArgv;
    rmSync(files, { recursive: true, force: true });
    // Quit as the last window closes: releases the user-data lock for the next start.
    fake.electron.app.quit.mockClear();
    fake.state.appHandlers.get('window-all-closed')!();
    await vi.waitFor(() => expect(fake.electron.app.quit).toHaveBeenCalled(), WAIT);
  });

  it('restores the saved size, position and maximised state, and saves them on close', () => {
    expect(win().options).toMatchObject({ x: 100, y: 50, width: 900, height: 600 });
    expect(win().maximize).toHaveBeenCalled();
    win().handlers.get('close')!();
    expect(JSON.parse(readFileSync(path.join(userDataDir, WINDOW_STATE_FILE), 'utf8'))).toEqual({
      x: 40,
      y: 30,
      width: 1000,
      height: 700,
      maximized: true,
    });
  });

  it('hands a file given in argv to the renderer when it asks (it was not listening yet)', () => {
    expect(core.options!.takeOpened!()).toEqual([
      expect.objectContaining({ kind: 'send', fileName: 'message.boc' }),
    ]);
    expect(core.options!.takeOpened!()).toEqual([]);
  });

  it('routes a file from macOS open-file to Labels, with the labels parser’s check', async () => {
    const event = { preventDefault: vi.fn() };
    const before = sentEvents('app:open').length;
    fake.state.appHandlers.get('open-file')!(event as never, labelsFile as never);
    expect(event.preventDefault).toHaveBeenCalled();
    // Read off main's thread: delivered when the read is done.
    await vi.waitFor(() => expect(sentEvents('app:open').length).toBe(before + 1), WAIT);
    expect(sentEvents('app:open').at(-1)).toMatchObject({
      kind: 'labels',
      format: 'csv',
      count: 1,
    });
  });

  it('routes a file dropped on the window to Cases; a page cannot open files by navigating', async () => {
    const contents = { handlers: new Map<string, Listener>(), setWindowOpenHandler: vi.fn() };
    const on = (event: string, h: Listener) => contents.handlers.set(event, h);
    fake.state.appHandlers.get('web-contents-created')!({} as never, { ...contents, on } as never);
    const navigate = contents.handlers.get('will-navigate')!;
    const drop = { url: pathToFileURL(caseFile).href, preventDefault: vi.fn() };
    const dropped = sentEvents('app:open').length;
    navigate(drop as never);
    expect(drop.preventDefault).toHaveBeenCalled();
    await vi.waitFor(() => expect(sentEvents('app:open').length).toBe(dropped + 1), WAIT);
    expect(sentEvents('app:open').at(-1)).toMatchObject({ kind: 'case', name: 'Drainer' });
    const before = sentEvents('app:open').length;
    const byPage = {
      url: pathToFileURL(caseFile).href,
      initiator: { url: 'app://renderer/' },
      preventDefault: vi.fn(),
    };
    navigate(byPage as never);
    expect(byPage.preventDefault).toHaveBeenCalled();
    expect(sentEvents('app:open')).toHaveLength(before);
    // An explorer link dropped (or followed) opens its page in the app.
    navigate({ url: `https://tonscan.org/tx/${HASH}`, preventDefault: vi.fn() } as never);
    await vi.waitFor(() => expect(sentEvents('app:open').length).toBe(before + 1), WAIT);
    expect(sentEvents('app:open').at(-1)).toEqual({
      kind: 'page',
      target: { name: 'transaction', hash: HASH },
      network: 'mainnet',
    });
  });

  it('a second launch hands its file or link to the running window and focuses it', async () => {
    win().focus.mockClear();
    const before = sentEvents('app:open').length;
    fake.state.appHandlers.get('second-instance')!(
      {} as never,
      [process.execPath, 'dist/electron/main.cjs', `https://tonviewer.com/${RAW}`] as never,
      files as never,
    );
    await vi.waitFor(() => expect(sentEvents('app:open').length).toBe(before + 1), WAIT);
    expect(sentEvents('app:open').at(-1)).toEqual({
      kind: 'page',
      target: { name: 'account', address: RAW },
      network: 'mainnet',
    });
    fake.state.appHandlers.get('second-instance')!(
      {} as never,
      [process.execPath, 'dist/electron/main.cjs', 'labels.csv'] as never,
      files as never,
    );
    await vi.waitFor(() => expect(sentEvents('app:open').length).toBe(before + 2), WAIT);
    expect(sentEvents('app:open').at(-1)).toMatchObject({ kind: 'labels', fileName: 'labels.csv' });
    expect(win().focus).toHaveBeenCalled();
  });

  it('has File, Edit, View, Go, Window and Help menus with the usual roles', () => {
    const template = fake.state.menuTemplate as MenuItem[];
    expect(fake.electron.Menu.setApplicationMenu).toHaveBeenCalled();
    expect(template.map((m) => m.label ?? m.role)).toEqual(
      process.platform === 'darwin'
        ? ['appMenu', 'File', 'editMenu', 'View', 'Go', 'windowMenu', 'Help']
        : ['File', 'editMenu', 'View', 'Go', 'windowMenu', 'Help'],
    );
    const roles = (top: string) =>
      template.find((m) => m.label === top)!.submenu!.flatMap((i) => (i.role ? [i.role] : []));
    expect(roles('File')).toContain('close');
    expect(roles('View')).toEqual(expect.arrayContaining(['resetZoom', 'zoomIn', 'zoomOut']));
    // Not packaged: the development items are there.
    expect(roles('View')).toEqual(expect.arrayContaining(['reload', 'toggleDevTools']));
  });

  it('runs each menu command: every item does what it says', async () => {
    const windows = fake.state.windows.length;
    menuItem('File', 'New Window').click!();
    expect(fake.state.windows).toHaveLength(windows + 1);
    await vi.waitFor(() => expect(win().loadedUrl).toBe('app://renderer/index.html'), WAIT);

    menuItem('File', 'Export…').click!();
    expect(win().executed.at(-1)).toBe('location.hash = "#/exports"');

    fake.state.openDialogPaths = [labelsFile];
    await menuItem('File', 'Import Labels…').click!();
    expect(sentEvents('app:open').at(-1)).toMatchObject({ kind: 'labels', fileName: 'labels.csv' });

    menuItem('View', 'Toggle Dark Theme').click!();
    expect(sentEvents('app:command').at(-1)).toEqual({ command: 'toggle-theme' });
    menuItem('Go', 'Search').click!();
    expect(sentEvents('app:command').at(-1)).toEqual({ command: 'search' });
    menuItem('Go', 'Back').click!();
    expect(win().history.goBack).toHaveBeenCalled();
    menuItem('Go', 'Forward').click!();
    expect(win().history.goForward).toHaveBeenCalled();

    menuItem('Help', 'README').click!();
    expect(fake.electron.shell.openPath).toHaveBeenCalledWith(path.join('/app', 'README.md'));
    menuItem('Help', 'Keyboard Shortcuts').click!();
    const box = fake.electron.dialog.showMessageBox.mock.calls.at(-1) as unknown as [
      { detail: string },
    ];
    expect(box[0].detail).toMatch(/Search: (Ctrl|Cmd)\+L or \//);
  });
});

describe('npm start -- --smoke with a mocked electron', () => {
  const savedArgv = process.argv;
  afterAll(() => {
    process.argv = savedArgv;
    fake.state.execute = null;
  });

  it('runs every step in a hidden window through the preload bridge, one line each, exit 0', async () => {
    const calls: string[] = [];
    fake.state.execute = (code) => {
      const call = /^window\.tonExplorer\.channels\[("[^"]+")\]/.exec(code);
      if (!call) return true; // the renderer has drawn
      const channel = JSON.parse(call[1]!) as string;
      calls.push(channel);
      return { ok: true, data: channel === 'app:info' ? { version: '0.0.0-test' } : {} };
    };
    fake.state.singleInstance = true;
    core.bus = new EventBus();
    fake.electron.app.exit.mockClear();
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      process.argv = [process.execPath, 'dist/electron/main.cjs', '--smoke'];
      vi.resetModules();
      await import('../../electron/main');
      await vi.waitFor(() => expect(fake.electron.app.exit).toHaveBeenCalled(), WAIT);
      expect(fake.electron.app.exit).toHaveBeenCalledWith(0);
      const lines = log.mock.calls.map((c) => String(c[0]));
      expect(lines).toEqual([
        expect.stringMatching(/^smoke ok window: /),
        expect.stringMatching(/^smoke ok renderer: /),
        expect.stringMatching(/^smoke ok ipc: /),
        expect.stringMatching(/^smoke ok workspace: /),
        expect.stringMatching(/^smoke ok localnet: /),
        'smoke passed: 5 steps',
      ]);
      expect(calls).toEqual(['app:info', 'workspace:labels-list', 'api:call']);
      expect((win().self as { show: ReturnType<typeof vi.fn> }).show).not.toHaveBeenCalled();
      expect(win().handlers.has('ready-to-show')).toBe(false);
      expect(core.close).toHaveBeenCalled();
    } finally {
      log.mockRestore();
    }
  });

  it('exits 1 naming the step when the renderer’s call fails', async () => {
    fake.state.execute = (code) =>
      code.includes('tonExplorer')
        ? { ok: false, error: { code: 'INTERNAL', message: 'cannot open workspace.sqlite' } }
        : true;
    fake.electron.app.exit.mockClear();
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      vi.resetModules();
      await import('../../electron/main');
      await vi.waitFor(() => expect(fake.electron.app.exit).toHaveBeenCalledWith(1), WAIT);
      expect(log.mock.calls.at(-1)![0]).toMatch(
        /^smoke FAILED ipc: .*cannot open workspace\.sqlite/,
      );
    } finally {
      log.mockRestore();
    }
  });
});

describe('preload.ts with a mocked electron', () => {
  let bridge: PreloadBridge;
  beforeAll(async () => {
    vi.resetModules();
    await import('../../electron/preload');
    bridge = fake.state.exposed.get('tonExplorer') as PreloadBridge;
  });

  it('exposes one object: a function per contract channel and `on`, nothing else', async () => {
    expect([...fake.state.exposed.keys()]).toEqual(['tonExplorer']);
    expect(Object.keys(bridge).sort()).toEqual(['channels', 'on']);
    expect(Object.keys(bridge.channels).sort()).toEqual([...CHANNEL_NAMES].sort());
    const channel = CHANNEL_NAMES[0]!;
    await bridge.channels[channel]!({ a: 1 });
    expect(fake.electron.ipcRenderer.invoke).toHaveBeenCalledWith(ipcChannelName(channel), {
      a: 1,
    });
  });

  it('delivers contract events without Electron’s event object; unknown events are refused', () => {
    expect(() => bridge.on('no:such-event', () => undefined)).toThrow(/Unknown event/);
    const listener = vi.fn((..._args: unknown[]) => undefined);
    const off = bridge.on(EVENT_NAMES[0]!, listener);
    const deliver = (body: object) => {
      for (const l of fake.state.rendererListeners.get(IPC_EVENT_CHANNEL) ?? [])
        (l as (e: unknown, b: object) => void)({ sender: 'ipcRenderer' }, body);
    };
    deliver({ event: EVENT_NAMES[0], payload: { n: 1 } });
    deliver({ event: 'other', payload: { n: 2 } });
    expect(listener.mock.calls).toEqual([[{ n: 1 }]]);
    off();
    deliver({ event: EVENT_NAMES[0], payload: { n: 3 } });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('the packaged app’s fuses', () => {
  it('no Node mode, no inspector or NODE_OPTIONS, asar-only with integrity, no file:// extras', () => {
    const config = loadYaml(readFileSync(path.join(repoRoot, 'electron-builder.yml'), 'utf8')) as {
      electronFuses: Record<string, boolean>;
    };
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableNodeCliInspectArguments: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableCookieEncryption: true,
      onlyLoadAppFromAsar: true,
      enableEmbeddedAsarIntegrityValidation: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });
});
