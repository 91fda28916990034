import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test as base } from '@playwright/test';
import { callShell, screenshot, startShell } from './fixtures';
import { startLocalNetworkProcess } from '../helpers/local-network-process';

/** A free port on 127.0.0.1. */
async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const port = (srv.address() as { port: number }).port;
  await new Promise<void>((resolve) => srv.close(() => resolve()));
  return port;
}

const test = base;

test('viewed pages persist across a restart on another port; the one offline banner says what is cached, as of which block', async ({
  page,
}) => {
  test.setTimeout(300_000);
  // The network this profile reads: a local network the test can take down.
  let net: Awaited<ReturnType<typeof startLocalNetworkProcess>> | null =
    await startLocalNetworkProcess();
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
    await expect(page.getByTestId('connectivity-banner')).toHaveCount(0);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
    // "As of block N" needs a block the app knew: wait for the status bar's masterchain seqno
    // (at 1 request/s it can come after the page), then for the persister (at most one write a
    // second) to have saved every entry of the profile with a seqno, the jetton page's own
    // query (v3 `jetton/masters`) among them: a save can come before that answer did.
    await expect(page.getByTestId('status-chain')).toHaveText(/Masterchain seqno \d+/, {
      timeout: 60_000,
    });
    await expect
      .poll(
        async () => {
          const { entries } = await callShell<{
            entries: Array<{ profileId: string; key: string; seqno: number | null }>;
          }>(shell.url, 'workspace:cache-load', { maxAgeMs: 3_600_000 });
          const mine = entries.filter((e) => e.profileId === profile.id);
          return (
            mine.some((e) => e.key.includes('jetton/masters')) &&
            mine.every((e) => e.seqno !== null)
          );
        },
        { timeout: 30_000 },
      )
      .toBe(true);

    // Restart the app with the network down.
    await shell.stop();
    await net.close();
    net = null;
    let otherPort = await freePort();
    while (otherPort === port) otherPort = await freePort();
    shell = await startShell({ port: otherPort, userDataDir });
    await page.goto(`${shell.url}#/jetton/${encodeURIComponent(master)}`);

    // A restart on a loaded machine starts the built-in local network and the keychain before
    // the app answers: allow it as long as openApp does.
    await expect(page.getByRole('heading', { name: /Demo Jetton/ })).toBeVisible({
      timeout: 120_000,
    });
    // The refused connection marks the profile offline: one banner, saying what is cached.
    const banner = page.getByTestId('connectivity-banner');
    await expect(banner).toContainText(
      /Showing the cached copy as of block \d+, .*\d{2}:\d{2}:\d{2}/,
      {
        timeout: 120_000,
      },
    );
    await expect(banner).toContainText('ECONNREFUSED');
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
    await expect(page.locator('dl[aria-label="Jetton facts"]')).toContainText('Total supply');
  } finally {
    await shell.stop();
    await net?.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
});

test('a network whose name does not resolve is offline at once: one banner, no error boxes', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const shell = await startShell();
  try {
    // `.invalid` never resolves (RFC 6761): the same ENOTFOUND as toncenter.com without internet.
    const state = await callShell<{ profiles: Array<{ id: string; name: string }> }>(
      shell.url,
      'profiles:add',
      {
        name: 'Unreachable mainnet',
        network: 'mainnet',
        v2Url: 'https://toncenter.invalid/api/v2',
        v3Url: 'https://toncenter.invalid/api/v3',
      },
    );
    const profile = state.profiles.find((p) => p.name === 'Unreachable mainnet')!;
    await callShell(shell.url, 'profiles:use', { profileId: profile.id });
    const account = 'EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2N';
    await page.goto(`${shell.url}#/account/${account}`);
    // Ready when main has answered profiles:list (slow on a loaded machine).
    await expect(page.getByRole('radiogroup', { name: 'Profile' })).toBeVisible({
      timeout: 120_000,
    });

    // No timed assertion: the banner comes with the first failed request (no retries, no
    // queue wait), whatever the machine's speed.
    const banner = page.getByTestId('connectivity-banner');
    await expect(banner).toContainText('Offline: Unreachable mainnet cannot be reached.', {
      timeout: 60_000,
    });
    await expect(banner).toContainText('ENOTFOUND');
    await expect(banner).toContainText('Not reached since the app started.');
    await expect(page.getByTestId('status-chain')).toHaveText('Offline');
    await expect(page.getByTestId('status-throttle')).toContainText(/Checking again in \d+ s/);
    // One error surface: the banner. The page's parts say they have nothing cached.
    await expect(page.getByTestId('offline-placeholder').first()).toBeVisible();
    await expect(page.locator('main [role="alert"]')).toHaveCount(0);
    await expect(page.locator('.state-error')).toHaveCount(0);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
    await expect(page.getByTestId('connectivity-banner')).toHaveCount(1);
    // "Retry now" asks again at once: the profile's request log grows without waiting.
    const logged = async () =>
      (await callShell<unknown[]>(shell.url, 'api:log', { profileId: profile.id })).length;
    const before = await logged();
    await banner.getByRole('button', { name: 'Retry now' }).click();
    await expect.poll(logged, { timeout: 30_000 }).toBeGreaterThan(before);
    await expect(banner).toContainText('ENOTFOUND');
    // The MAINNET badge reads in both themes: white on a dark blue, never on the page colour.
    const badge = page.getByTestId('network-badge');
    await expect(badge).toHaveText('MAINNET');
    for (const theme of ['light', 'dark'] as const) {
      const toggle = page.getByRole('button', { name: `Switch to ${theme} theme` });
      if (await toggle.isVisible()) await toggle.click();
      const look = await badge.evaluate((el) => ({
        fg: getComputedStyle(el).color,
        bg: getComputedStyle(el).backgroundColor,
      }));
      expect(look.fg).toBe('rgb(255, 255, 255)');
      expect(look.bg).toBe('rgb(11, 79, 156)');
    }
    await screenshot(page, 'offline-account');
  } finally {
    await shell.stop();
  }
});
