import type { Page } from '@playwright/test';
import { SMOKE_STEPS, runSmoke, type SmokeHost } from '../../electron/hosts/desktop/smoke';
import type { IpcResult } from '../../shared/ipc/errors';
import { expect, openApp, test } from './fixtures';

// `npm start -- --smoke` runs these steps in Electron (hidden window, preload bridge); here the
// same list runs against the web shell: the window is a headless Chromium page, and the calls
// go from that page over the shell's socket, as the renderer's own bridge sends them.

/** In the page: one contract call over the web shell's socket, with the page's session token. */
async function invokeInPage(arg: { channel: string; payload: unknown }): Promise<unknown> {
  const token = sessionStorage.getItem('ton-explorer.web-shell-token') ?? '';
  const ws = new WebSocket(`ws://${location.host}/ipc?token=${encodeURIComponent(token)}`);
  return new Promise((resolve, reject) => {
    ws.onopen = () => ws.send(JSON.stringify({ type: 'call', id: 1, ...arg }));
    ws.onmessage = (e) => {
      const m = JSON.parse(String(e.data)) as { type: string; id: number; result: unknown };
      if (m.type !== 'result' || m.id !== 1) return;
      ws.close();
      resolve(m.result);
    };
    ws.onerror = () => reject(new Error('the web shell socket failed'));
  });
}

test('the smoke steps of `npm start -- --smoke` pass against the web shell', async ({
  browser,
  shellUrl,
}) => {
  test.setTimeout(240_000);
  let page: Page | null = null;
  const host: SmokeHost = {
    openWindow: async () => {
      page = await browser.newPage();
    },
    loadRenderer: () => openApp(page!, shellUrl),
    invoke: async (channel, payload) =>
      (await page!.evaluate(invokeInPage, { channel, payload })) as IpcResult<unknown>,
  };
  const lines: string[] = [];
  try {
    const code = await runSmoke(host, (line) => lines.push(line));
    expect(lines.join('\n')).not.toContain('FAILED');
    expect(code).toBe(0);
  } finally {
    await (page as Page | null)?.close();
  }
  expect(lines).toEqual([
    ...SMOKE_STEPS.map((s) => expect.stringMatching(new RegExp(`^smoke ok ${s.id}: `))),
    `smoke passed: ${SMOKE_STEPS.length} steps`,
  ]);
});
