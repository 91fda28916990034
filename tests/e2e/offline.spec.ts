import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test as base } from '@playwright/test';
import { callShell, startShell } from './fixtures';
import { startLocalnetProcess } from './localnet-process';

/** A free port on 127.0.0.1. */
async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const port = (srv.address() as { port: number }).port;
  await new Promise<void>((resolve) => srv.close(() => resolve()));
  return port;
}

const test = base;

test('viewed pages persist across a restart on another port and show "Offline, as of block N" with the network down', async ({
  page,
}) => {
  test.setTimeout(300_000);
  // The network this profile reads: a local network the test can take down.
  let net: Awaited<ReturnType<typeof startLocalnetProcess>> | null = await startLocalnetProcess();
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'ton-explorer-offline-'));
  // The cache lives in the user-data folder, not the page's origin: the restart below comes
  // back on another port (a new origin, an empty localStorage) and still shows the pages.
  const port = await freePort();
  let shell = await startShell({ port, userDataDir });
  try {
    const { jetton_masters } = (await (
      await fetch(`${net.v3Url}/jetton/masters?limit=1`)
    ).json()) as { jetton_masters: Array<{ address: string }> };
    const master = jetton_masters[0]!.address;

    const state = await callShell<{ profiles: Array<{ id: string; name: string }> }>(
      shell.url,
      'profiles:add',
      {
        name: 'Offline test',
        network: 'local',
        v2Url: net.v2Url,
        v3Url: net.v3Url,
      },
    );
    const profile = state.profiles.find((p) => p.name === 'Offline test')!;
    await callShell(shell.url, 'profiles:use', { profileId: profile.id });

    await page.goto(shell.url);
    await page.evaluate(
      (h) => (window.location.hash = h),
      `#/jetton/${encodeURIComponent(master)}`,
    );
    await expect(page.getByRole('heading', { name: /Demo Jetton/ })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
    // The persister writes at most once a second; give it time to save.
    await page.waitForTimeout(1_500);

    // Restart the app with the network down.
    await shell.stop();
    await net.close();
    net = null;
    let otherPort = await freePort();
    while (otherPort === port) otherPort = await freePort();
    shell = await startShell({ port: otherPort, userDataDir });
    await page.goto(`${shell.url}#/jetton/${encodeURIComponent(master)}`);

    await expect(page.getByRole('heading', { name: /Demo Jetton/ })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByTestId('offline-banner')).toContainText(
      /Offline, as of block \d+, .*\d{2}:\d{2}:\d{2}/,
      {
        timeout: 120_000,
      },
    );
    await expect(page.locator('dl[aria-label="Jetton facts"]')).toContainText('Total supply');
  } finally {
    await shell.stop();
    await net?.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
});
