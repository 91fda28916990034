/**
 * The desktop app's application menu, as data: the same template on every platform (with the
 * macOS app menu in front there), the usual roles and shortcuts, and one handler per command.
 * main.ts hands it to `Menu.buildFromTemplate`; the types are the subset of Electron's
 * `MenuItemConstructorOptions` used here, so this module needs no Electron.
 */

/** A role Electron implements itself (edit, zoom, window, close, reload …). */
export type MenuRole =
  | 'appMenu'
  | 'editMenu'
  | 'windowMenu'
  | 'close'
  | 'quit'
  | 'resetZoom'
  | 'zoomIn'
  | 'zoomOut'
  | 'togglefullscreen'
  | 'reload'
  | 'forceReload'
  | 'toggleDevTools';

/** One menu item (Electron's `MenuItemConstructorOptions` subset). */
export interface MenuItemSpec {
  label?: string;
  role?: MenuRole;
  type?: 'separator' | 'submenu';
  accelerator?: string;
  submenu?: MenuItemSpec[];
  click?: () => void;
}

/** The commands the app's own menu items run (the roles are Electron's). */
export interface MenuHandlers {
  newWindow(): void;
  exportData(): void;
  importLabels(): void;
  toggleTheme(): void;
  back(): void;
  forward(): void;
  search(): void;
  readme(): void;
  shortcuts(): void;
}

const separator: MenuItemSpec = { type: 'separator' };

/**
 * The menu template. `platform` puts the app menu first on macOS (`darwin`) and picks the
 * Back/Forward keys each platform uses; `development` adds Reload and the developer tools
 * (never in a packaged app).
 */
export function buildMenuTemplate(opts: {
  platform: NodeJS.Platform;
  development: boolean;
  handlers: MenuHandlers;
}): MenuItemSpec[] {
  const { handlers: h } = opts;
  const mac = opts.platform === 'darwin';
  const template: MenuItemSpec[] = [
    {
      label: 'File',
      submenu: [
        { label: 'New Window', accelerator: 'CmdOrCtrl+N', click: h.newWindow },
        separator,
        { label: 'Export…', accelerator: 'CmdOrCtrl+E', click: h.exportData },
        { label: 'Import Labels…', accelerator: 'CmdOrCtrl+I', click: h.importLabels },
        separator,
        { role: 'close' },
        ...(mac ? [] : [{ role: 'quit' as const }]),
      ],
    },
    { role: 'editMenu' },
    {
      label: 'View',
      submenu: [
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        separator,
        { label: 'Toggle Dark Theme', accelerator: 'CmdOrCtrl+Shift+D', click: h.toggleTheme },
        { role: 'togglefullscreen' },
        ...(opts.development
          ? [
              separator,
              { role: 'reload' as const },
              { role: 'forceReload' as const },
              { role: 'toggleDevTools' as const },
            ]
          : []),
      ],
    },
    {
      label: 'Go',
      submenu: [
        { label: 'Back', accelerator: mac ? 'Cmd+[' : 'Alt+Left', click: h.back },
        { label: 'Forward', accelerator: mac ? 'Cmd+]' : 'Alt+Right', click: h.forward },
        separator,
        // `/` focuses the search box too (the renderer's own key, not a menu accelerator, so
        // that typing a slash in a field still types it).
        { label: 'Search', accelerator: 'CmdOrCtrl+L', click: h.search },
      ],
    },
    { role: 'windowMenu' },
    {
      label: 'Help',
      submenu: [
        { label: 'README', click: h.readme },
        { label: 'Keyboard Shortcuts', accelerator: 'CmdOrCtrl+/', click: h.shortcuts },
      ],
    },
  ];
  return mac ? [{ role: 'appMenu' }, ...template] : template;
}

/**
 * The keyboard shortcuts of the menu's own items, one `Label: Accelerator` line each (`CmdOrCtrl`
 * shown as Cmd on macOS, Ctrl elsewhere), plus the renderer's `/` for Search: the text of
 * Help → Keyboard Shortcuts.
 */
export function shortcutLines(
  template: readonly MenuItemSpec[],
  platform: NodeJS.Platform,
): string[] {
  const lines: string[] = [];
  const walk = (items: readonly MenuItemSpec[]) => {
    for (const item of items) {
      if (item.submenu) walk(item.submenu);
      else if (item.label && item.accelerator) {
        const keys = item.accelerator.replace('CmdOrCtrl', platform === 'darwin' ? 'Cmd' : 'Ctrl');
        lines.push(
          `${item.label.replace(/…$/, '')}: ${keys}${item.label === 'Search' ? ' or /' : ''}`,
        );
      }
    }
  };
  walk(template);
  return lines;
}
