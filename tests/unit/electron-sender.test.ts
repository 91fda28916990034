import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserCommand } from '../../electron/core/app/system-browser';
import { resolveAppFile } from '../../electron/hosts/desktop/window-security';
import { isAppUrl, isTrustedSender } from '../../electron/core/ipc/sender';

const own = new Set([1]);
const main = (url: string) => ({ url, parent: null });

describe('IPC sender check', () => {
  it('accepts the own window, main frame, app origin', () => {
    expect(isTrustedSender(main('app://renderer/index.html'), 1, own)).toBe(true);
  });
  it('refuses a subframe, another window, another origin, a missing frame', () => {
    expect(isTrustedSender({ url: 'app://renderer/x', parent: {} }, 1, own)).toBe(false);
    expect(isTrustedSender(main('app://renderer/index.html'), 2, own)).toBe(false);
    expect(isTrustedSender(main('https://evil.example/'), 1, own)).toBe(false);
    expect(isTrustedSender(null, 1, own)).toBe(false);
  });
  it('compares origins, not prefixes', () => {
    expect(isAppUrl('app://renderer/index.html')).toBe(true);
    for (const url of [
      'app://renderer.evil/',
      'app://renderer@evil/',
      'app://renderer:81/',
      'file:///app://renderer',
      'nonsense',
    ])
      expect(isAppUrl(url), url).toBe(false);
  });
});

describe('window security helpers', () => {
  it('the app:// path guard serves only files under the renderer folder', () => {
    const dir = path.resolve('/opt/app/renderer');
    expect(resolveAppFile(dir, 'app://renderer/')).toBe(path.join(dir, 'index.html'));
    expect(resolveAppFile(dir, 'app://renderer/assets/a.js')).toBe(path.join(dir, 'assets/a.js'));
    for (const url of [
      'app://renderer/..%2f..%2fetc%2fpasswd',
      'app://renderer.evil/index.html',
      'app://renderer/%E0%A4%A',
    ])
      expect(resolveAppFile(dir, url), url).toBeNull();
  });
  it('opens URLs on Windows without cmd (which would interpret &)', () => {
    const url = 'https://tonviewer.com/?a=1&b=2';
    const [cmd, args] = browserCommand('win32', url);
    expect(cmd).not.toMatch(/cmd/i);
    expect(args).toContain(url);
  });
});
