import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildMenuTemplate,
  shortcutLines,
  type MenuHandlers,
  type MenuItemSpec,
} from '../../electron/hosts/desktop/app-menu';
import { openTargetsFromArgv } from '../../electron/hosts/desktop/launch-args';
import {
  DEFAULT_WINDOW_STATE,
  WINDOW_STATE_FILE,
  loadWindowState,
  saveWindowState,
} from '../../electron/hosts/desktop/window-state';

const handlers = (): MenuHandlers => ({
  newWindow: vi.fn(),
  exportData: vi.fn(),
  importLabels: vi.fn(),
  toggleTheme: vi.fn(),
  back: vi.fn(),
  forward: vi.fn(),
  search: vi.fn(),
  readme: vi.fn(),
  shortcuts: vi.fn(),
});
const items = (t: MenuItemSpec[]): MenuItemSpec[] =>
  t.flatMap((i) => (i.submenu ? items(i.submenu) : [i]));

describe('the application menu', () => {
  it('calls a different handler from each of its own items, and every handler is reachable', () => {
    const h = handlers();
    const own = items(
      buildMenuTemplate({ platform: 'linux', development: false, handlers: h }),
    ).filter((i) => i.click);
    for (const item of own) item.click!();
    for (const [name, fn] of Object.entries(h)) expect(fn, name).toHaveBeenCalledTimes(1);
    expect(own).toHaveLength(Object.keys(h).length);
  });

  it('has no reload or developer tools when packaged; macOS gets its app menu first', () => {
    const roles = (t: MenuItemSpec[]) => items(t).flatMap((i) => (i.role ? [i.role] : []));
    const packaged = buildMenuTemplate({
      platform: 'win32',
      development: false,
      handlers: handlers(),
    });
    expect(roles(packaged)).not.toEqual(expect.arrayContaining(['reload']));
    expect(roles(packaged)).not.toContain('toggleDevTools');
    const mac = buildMenuTemplate({ platform: 'darwin', development: true, handlers: handlers() });
    expect(mac[0]).toEqual({ role: 'appMenu' });
    expect(roles(mac)).toEqual(expect.arrayContaining(['reload', 'toggleDevTools']));
  });

  it('lists its shortcuts with the platform’s modifier', () => {
    const t = (platform: NodeJS.Platform) =>
      shortcutLines(
        buildMenuTemplate({ platform, development: false, handlers: handlers() }),
        platform,
      );
    expect(t('linux')).toEqual(
      expect.arrayContaining(['New Window: Ctrl+N', 'Back: Alt+Left', 'Search: Ctrl+L or /']),
    );
    expect(t('darwin')).toEqual(expect.arrayContaining(['Back: Cmd+[', 'Search: Cmd+L or /']));
  });
});

describe('window state', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'window-state-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const display = [{ x: 0, y: 0, width: 1920, height: 1080 }];

  it('round-trips size, position and maximised state', () => {
    const state = { x: 200, y: 100, width: 1100, height: 700, maximized: true };
    saveWindowState(dir, state);
    expect(loadWindowState(dir, display)).toEqual(state);
  });

  it('drops a position no display shows (a monitor unplugged), keeping the size', () => {
    saveWindowState(dir, { x: 2500, y: 100, width: 1100, height: 700, maximized: false });
    expect(loadWindowState(dir, display)).toEqual({ width: 1100, height: 700, maximized: false });
  });

  it('opens with the default for a missing or broken file', () => {
    expect(loadWindowState(dir, display)).toEqual(DEFAULT_WINDOW_STATE);
    writeFileSync(path.join(dir, WINDOW_STATE_FILE), '{"width": 10');
    expect(loadWindowState(dir, display)).toEqual(DEFAULT_WINDOW_STATE);
  });
});

describe('files and links in a launch’s arguments', () => {
  it('skips the executable, the entry script and options; makes files absolute', () => {
    const cwd = path.join(tmpdir(), 'somewhere');
    expect(
      openTargetsFromArgv(
        [
          '/usr/bin/electron',
          'dist/electron/main.cjs',
          '--user-data',
          '/data',
          '--smoke',
          'a.boc',
          'https://tonscan.org/tx/x',
        ],
        cwd,
        false,
      ),
    ).toEqual([path.join(cwd, 'a.boc'), 'https://tonscan.org/tx/x']);
    expect(openTargetsFromArgv(['C:\\\\TON Explorer.exe', 'labels.csv'], cwd, true)).toEqual([
      path.join(cwd, 'labels.csv'),
    ]);
  });
});
