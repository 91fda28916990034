import { test as base, type Page } from '@playwright/test';
import { Address, internal, toNano, type MessageRelaxed } from '@ton/core';
import { JettonWallet } from '@ton-community/assets-sdk';
import {
  addressOnlySender,
  captureProvider,
} from '../../electron/localnet/scenario/capture-provider';
import {
  callShell,
  expect,
  go,
  localV3,
  screenshot,
  withRestartableShell,
  type RestartableShell,
} from './fixtures';
import { aliceAndCarol, demoSends } from './local-wallet';
import { firstPollDone, openTheUnreadAlert, watchAccount } from './watches';

/**
 * Watching an account on the Local profile: a transfer sent to a watched demo wallet becomes
 * one alert (the poll interval is shortened for the test), which links to the transaction,
 * keeps its read state across a restart, and is never alerted twice.
 */

const INTERVAL_MS = 1_500;

/**
 * Waits until the poller has answered `n` more polls from now: counted in the app's request log
 * (`api:log`), one v3 `accountStates` a poll, so no sleep stands in for "a few polls".
 */
async function pollsFinished(shellUrl: string, n: number) {
  const log = () =>
    callShell<Array<{ operation: string; status: number | null; startedAt: number }>>(
      shellUrl,
      'api:log',
      { profileId: 'local' },
    );
  // The log keeps the newest entries, so count polls started after the newest one seen now.
  const since = Math.max(0, ...(await log()).map((e) => e.startedAt));
  const polls = async () =>
    (await log()).filter(
      (e) => e.operation === 'accountStates' && e.status === 200 && e.startedAt > since,
    ).length;
  await expect.poll(polls, { timeout: 60_000 }).toBeGreaterThanOrEqual(n);
}

/**
 * A watch test: the poll interval shortened to {@link INTERVAL_MS}, and the app open on a shell
 * with a user-data folder of its own (kept across `shell.restart`).
 */
function watchTest(title: string, body: (page: Page, shell: RestartableShell) => Promise<void>) {
  base(title, async ({ page }) => {
    base.setTimeout(600_000);
    process.env.TON_EXPLORER_WATCH_INTERVAL_MS = String(INTERVAL_MS);
    try {
      await withRestartableShell(page, 'ton-explorer-watch-', (shell) => body(page, shell));
    } finally {
      delete process.env.TON_EXPLORER_WATCH_INTERVAL_MS;
    }
  });
}

watchTest(
  'a transfer to a watched wallet alerts once, and the alert survives a restart',
  async (page, shell) => {
    const { carol, carolRaw } = await aliceAndCarol();
    // The default rule: any new transaction.
    await watchAccount(page, carolRaw, async (dialog) => {
      await expect(dialog.getByRole('checkbox', { name: 'Any new transaction' })).toBeChecked();
    });

    // The first poll records where carol is; only what happens after is news.
    await firstPollDone(shell.current.url);

    await demoSends(shell.current.url, 'alice', 'v4R2', [
      internal({
        to: carol.contract.address,
        value: 300_000_000n,
        bounce: false,
        body: 'watch me',
      }),
    ]);

    // The alert appears (no timing asserted: the element is awaited) with the unread count.
    const items = await openTheUnreadAlert(page);
    await expect(items.first()).toHaveAttribute('data-read', 'false');
    await expect(items.first()).toContainText('New transaction on');
    await screenshot(page, 'alerts');

    // Several more polls: still exactly one alert for that transaction.
    const alertsNow = () =>
      callShell<{ alerts: Array<{ txHash: string | null }> }>(
        shell.current.url,
        'workspace:alerts-list',
        {
          network: 'local',
        },
      );
    const before = (await alertsNow()).alerts;
    await pollsFinished(shell.current.url, 3); // three more polls; the count must not grow
    expect((await alertsNow()).alerts).toEqual(before);

    // Restart: the alert is still listed, unread; mark it read, restart again: read.
    await shell.restart('stop');
    await go(page, '#/alerts');
    await expect(page.getByTestId('alert-item')).toHaveCount(1);
    await expect(page.getByTestId('alert-item').first()).toHaveAttribute('data-read', 'false');
    await page.getByTestId('alert-item').first().getByRole('button', { name: 'Mark read' }).click();
    await expect(page.getByTestId('alerts-unread')).toHaveText('Alerts');
    // The bell is drawn (an SVG), not a font glyph a Linux desktop may lack.
    const bell = page.getByTestId('alerts-unread').getByTestId('bell-icon');
    await expect(bell).toBeVisible();
    expect((await bell.boundingBox())!.width).toBeGreaterThan(8);
    await shell.restart('kill');
    await go(page, '#/alerts');
    await expect(page.getByTestId('alert-item')).toHaveCount(1);
    await expect(page.getByTestId('alert-item').first()).toHaveAttribute('data-read', 'true');
    const txLink = page
      .getByTestId('alert-item')
      .first()
      .getByRole('link', { name: /New transaction/ });
    await txLink.click();
    await expect(page).toHaveURL(/#\/tx\//);
  },
);

watchTest(
  'a jetton sent to a wallet watched for jetton balance changes alerts in DEMO',
  async (page, shell) => {
    const { alice, carol, carolRaw } = await aliceAndCarol();
    // Only the jetton rule: carol's TON transactions are not news here.
    await watchAccount(page, carolRaw, async (dialog) => {
      await dialog.getByRole('checkbox', { name: 'Any new transaction' }).uncheck();
      await dialog.getByRole('checkbox', { name: 'Jetton balance change' }).check();
    });
    await firstPollDone(shell.current.url);

    // alice sends carol 7 DEMO through her jetton wallet (a TEP-74 transfer she signs).
    const { jetton_wallets } = await localV3<{ jetton_wallets: Array<{ address: string }> }>(
      shell.current.url,
      `jetton/wallets?owner_address=${encodeURIComponent(alice.contract.address.toRawString())}`,
    );
    const jw = JettonWallet.createFromAddress(Address.parse(jetton_wallets[0]!.address));
    const messages: MessageRelaxed[] = [];
    await jw.send(
      captureProvider(jw.address, null, messages),
      addressOnlySender(alice.contract.address),
      carol.contract.address,
      toNano('7'),
      { returnExcess: true, value: toNano('0.1') },
    );
    await demoSends(shell.current.url, 'alice', 'v4R2', messages);

    const item = await openTheUnreadAlert(page);
    const text = (await item.first().textContent())!;
    const [was, is] = /Jetton balance of .*: ([\d,.]+) DEMO · \S+ → ([\d,.]+) DEMO/
      .exec(text)!
      .slice(1)
      .map((v) => Number(v.replace(/,/g, '')));
    expect(is! - was!).toBe(7);
    await expect(page.getByRole('list', { name: 'Watched accounts' })).toContainText(
      'jetton balance change',
    );
  },
);
