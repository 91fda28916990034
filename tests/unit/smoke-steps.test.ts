import { describe, expect, it, vi } from 'vitest';
import { SMOKE_STEPS, runSmoke, type SmokeHost } from '../../electron/hosts/desktop/smoke';

/** A host whose calls answer ok, except those `failing` names. */
function host(failing: Partial<Record<string, string>> = {}): SmokeHost & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    openWindow: vi.fn(async () => {
      if (failing.window) throw new Error(failing.window);
    }),
    loadRenderer: vi.fn(async () => undefined),
    invoke: vi.fn(async (channel: string) => {
      calls.push(channel);
      const message = failing[channel];
      if (message) return { ok: false as const, error: { code: 'INTERNAL' as const, message } };
      return { ok: true as const, data: channel === 'app:info' ? { version: '1.0.0' } : {} };
    }),
  };
}

describe('the smoke run', () => {
  it('runs window, renderer, one IPC call, workspace and Local network in order: exit 0', async () => {
    const h = host();
    const lines: string[] = [];
    expect(await runSmoke(h, (l) => lines.push(l))).toBe(0);
    expect(SMOKE_STEPS.map((s) => s.id)).toEqual([
      'window',
      'renderer',
      'ipc',
      'workspace',
      'localnet',
    ]);
    expect(h.calls).toEqual(['app:info', 'workspace:labels-list', 'api:call']);
    expect(lines).toHaveLength(SMOKE_STEPS.length + 1);
    expect(lines.at(-1)).toBe('smoke passed: 5 steps');
  });

  it('stops at the first failing step, names it and exits non-zero', async () => {
    const h = host({ 'workspace:labels-list': 'SQLite binding not loadable' });
    const lines: string[] = [];
    expect(await runSmoke(h, (l) => lines.push(l))).toBe(1);
    expect(lines.at(-1)).toBe(
      'smoke FAILED workspace: workspace database opened (labels read): workspace:labels-list: INTERNAL SQLite binding not loadable',
    );
    expect(h.calls).not.toContain('api:call');
  });

  it('names the window step when the window cannot open', async () => {
    const lines: string[] = [];
    expect(await runSmoke(host({ window: 'no display' }), (l) => lines.push(l))).toBe(1);
    expect(lines).toEqual(['smoke FAILED window: window opened (hidden): no display']);
  });
});
