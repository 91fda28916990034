import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base, type Page } from '@playwright/test';
import { Address, internal, toNano, type MessageRelaxed } from '@ton/core';
import { JettonWallet } from '@ton-community/assets-sdk';
import {
  addressOnlySender,
  captureProvider,
} from '../../electron/localnet/scenario/capture-provider';
import { deterministicMnemonic } from '../../electron/localnet/scenario/mnemonic';
import { DEFAULT_SEED } from '../../electron/localnet/types';
import { signTransfer, testWallet } from '../helpers/sign-transfer';
import {
  callShell,
  expect,
  localV3,
  screenshot,
  startShell,
  type RunningShell,
  go,
} from './fixtures';

/**
 * Watching an account on the Local profile: a transfer sent to a watched demo wallet becomes
 * one alert (the poll interval is shortened for the test), which links to the transaction,
 * keeps its read state across a restart, and is never alerted twice.
 */

const INTERVAL_MS = 1_500;

async function openApp(page: Page, shell: RunningShell) {
  await page.goto(shell.url);
  await expect(page.getByRole('radiogroup', { name: 'Profile' })).toBeVisible({ timeout: 120_000 });
}

async function seqnoOf(shellUrl: string, address: Address): Promise<number> {
  const res = await localV3<{ wallets: Array<{ seqno?: number }> }>(
    shellUrl,
    `walletStates?address=${encodeURIComponent(address.toRawString())}`,
  );
  return res.wallets[0]?.seqno ?? 0;
}

/** alice's mnemonic and the alice and carol demo wallets (v4R2) of the default seed. */
async function aliceAndCarol() {
  const aliceMnemonic = (await deterministicMnemonic(DEFAULT_SEED, 'alice')).join(' ');
  const alice = await testWallet(aliceMnemonic, 'v4R2');
  const carol = await testWallet(
    (await deterministicMnemonic(DEFAULT_SEED, 'carol')).join(' '),
    'v4R2',
  );
  return { aliceMnemonic, alice, carol, carolRaw: carol.contract.address.toRawString() };
}

/** Waits for the first poll of the (only) watch: it records where the account is. */
async function firstPollDone(shellUrl: string) {
  await expect
    .poll(
      async () =>
        (
          await callShell<Array<{ lastLt: string | null }>>(shellUrl, 'workspace:watch-list', {
            network: 'local',
          })
        )[0]?.lastLt ?? null,
      { timeout: 60_000 },
    )
    .not.toBeNull();
}

/** Sends a signed message BoC through the app (v2 `sendBoc` on the Local profile). */
async function sendThroughApp(shellUrl: string, boc: Buffer) {
  await callShell(shellUrl, 'api:call', {
    profileId: 'local',
    api: 'v2',
    operation: 'sendBoc',
    params: { boc: boc.toString('base64') },
  });
}

base(
  'a transfer to a watched wallet alerts once, and the alert survives a restart',
  async ({ page }) => {
    base.setTimeout(600_000);
    process.env.TON_EXPLORER_WATCH_INTERVAL_MS = String(INTERVAL_MS);
    const userDataDir = mkdtempSync(path.join(tmpdir(), 'ton-explorer-watch-'));
    let shell = await startShell({ userDataDir });
    try {
      const { aliceMnemonic, alice, carol, carolRaw } = await aliceAndCarol();
      await openApp(page, shell);

      await go(page, `#/account/${encodeURIComponent(carolRaw)}`);
      await page.getByRole('button', { name: '☆ Watch…' }).click({ timeout: 60_000 });
      const dialog = page.getByRole('dialog', { name: 'Watch this account' });
      await expect(dialog.getByRole('checkbox', { name: 'Any new transaction' })).toBeChecked();
      await dialog.getByRole('button', { name: 'Watch', exact: true }).click();
      await expect(page.getByRole('button', { name: '★ Watching…' })).toBeVisible();

      // The first poll records where carol is; only what happens after is news.
      await firstPollDone(shell.url);

      const { boc } = await signTransfer({
        mnemonic: aliceMnemonic,
        version: 'v4R2',
        seqno: await seqnoOf(shell.url, alice.contract.address),
        validUntil: Math.floor(Date.now() / 1000) + 600,
        messages: [
          internal({
            to: carol.contract.address,
            value: 300_000_000n,
            bounce: false,
            body: 'watch me',
          }),
        ],
      });
      await sendThroughApp(shell.url, boc);

      // The alert appears (no timing asserted: the element is awaited) with the unread count.
      await expect(page.getByTestId('alerts-unread')).toHaveText('🔔 1 unread', {
        timeout: 120_000,
      });
      await page.getByTestId('alerts-unread').click();
      const items = page.getByTestId('alert-item');
      await expect(items).toHaveCount(1);
      await expect(items.first()).toHaveAttribute('data-read', 'false');
      await expect(items.first()).toContainText('New transaction on');
      await screenshot(page, 'alerts');

      // Several more polls: still exactly one alert for that transaction.
      const alertsNow = () =>
        callShell<{ alerts: Array<{ txHash: string | null }> }>(
          shell.url,
          'workspace:alerts-list',
          {
            network: 'local',
          },
        );
      const before = (await alertsNow()).alerts;
      await page.waitForTimeout(INTERVAL_MS * 3); // let a few polls run; the count must not grow
      expect((await alertsNow()).alerts).toEqual(before);

      // Restart: the alert is still listed, unread; mark it read, restart again: read.
      await shell.stop();
      shell = await startShell({ userDataDir });
      await openApp(page, shell);
      await go(page, '#/alerts');
      await expect(page.getByTestId('alert-item')).toHaveCount(1);
      await expect(page.getByTestId('alert-item').first()).toHaveAttribute('data-read', 'false');
      await page
        .getByTestId('alert-item')
        .first()
        .getByRole('button', { name: 'Mark read' })
        .click();
      await expect(page.getByTestId('alerts-unread')).toHaveText('🔔 Alerts');
      await shell.kill();
      shell = await startShell({ userDataDir });
      await openApp(page, shell);
      await go(page, '#/alerts');
      await expect(page.getByTestId('alert-item')).toHaveCount(1);
      await expect(page.getByTestId('alert-item').first()).toHaveAttribute('data-read', 'true');
      const txLink = page
        .getByTestId('alert-item')
        .first()
        .getByRole('link', { name: /New transaction/ });
      await txLink.click();
      await expect(page).toHaveURL(/#\/tx\//);
    } finally {
      await shell.stop();
      rmSync(userDataDir, { recursive: true, force: true });
      delete process.env.TON_EXPLORER_WATCH_INTERVAL_MS;
    }
  },
);

base(
  'a jetton sent to a wallet watched for jetton balance changes alerts in DEMO',
  async ({ page }) => {
    base.setTimeout(600_000);
    process.env.TON_EXPLORER_WATCH_INTERVAL_MS = String(INTERVAL_MS);
    const userDataDir = mkdtempSync(path.join(tmpdir(), 'ton-explorer-watch-jetton-'));
    const shell = await startShell({ userDataDir });
    try {
      const { aliceMnemonic, alice, carol, carolRaw } = await aliceAndCarol();
      await openApp(page, shell);

      // Only the jetton rule: carol's TON transactions are not news here.
      await go(page, `#/account/${encodeURIComponent(carolRaw)}`);
      await page.getByRole('button', { name: '☆ Watch…' }).click({ timeout: 60_000 });
      const dialog = page.getByRole('dialog', { name: 'Watch this account' });
      await dialog.getByRole('checkbox', { name: 'Any new transaction' }).uncheck();
      await dialog.getByRole('checkbox', { name: 'Jetton balance change' }).check();
      await dialog.getByRole('button', { name: 'Watch', exact: true }).click();
      await expect(page.getByRole('button', { name: '★ Watching…' })).toBeVisible();
      await firstPollDone(shell.url);

      // alice sends carol 7 DEMO through her jetton wallet (a TEP-74 transfer she signs).
      const { jetton_wallets } = await localV3<{ jetton_wallets: Array<{ address: string }> }>(
        shell.url,
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
      const { boc } = await signTransfer({
        mnemonic: aliceMnemonic,
        version: 'v4R2',
        seqno: await seqnoOf(shell.url, alice.contract.address),
        validUntil: Math.floor(Date.now() / 1000) + 600,
        messages,
      });
      await sendThroughApp(shell.url, boc);

      await expect(page.getByTestId('alerts-unread')).toHaveText('🔔 1 unread', {
        timeout: 120_000,
      });
      await page.getByTestId('alerts-unread').click();
      const item = page.getByTestId('alert-item');
      await expect(item).toHaveCount(1);
      const text = (await item.first().textContent())!;
      const [was, is] = /DEMO balance of .*: ([\d,.]+) DEMO → ([\d,.]+) DEMO/
        .exec(text)!
        .slice(1)
        .map((v) => Number(v.replace(/,/g, '')));
      expect(is! - was!).toBe(7);
      await expect(page.getByRole('list', { name: 'Watched accounts' })).toContainText(
        'jetton balance change',
      );
    } finally {
      await shell.stop();
      rmSync(userDataDir, { recursive: true, force: true });
      delete process.env.TON_EXPLORER_WATCH_INTERVAL_MS;
    }
  },
);
