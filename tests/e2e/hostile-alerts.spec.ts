import { test as base } from '@playwright/test';
import { internal } from '@ton/core';
import { deterministicMnemonic } from '../../electron/localnet/scenario/mnemonic';
import { DEFAULT_SEED } from '../../electron/localnet/types';
import { signTransfer, testWallet } from '../helpers/sign-transfer';
import {
  callShell,
  expect,
  go,
  localV3,
  screenshot,
  withRestartableShell,
  useNewProfile,
} from './fixtures';
import { localUpstream, startHostileServer } from './hostile-server';

/**
 * Issue 24, "Spoofing", the alert surface: a TON Center whose index names carol with alice's
 * address reversed behind a right-to-left override. A transfer to watched carol becomes an
 * alert that flags the name instead of showing it, beside carol's own short address, and never
 * reads as alice's address.
 */

const HIDDEN = /[\u202A-\u202E\u2066-\u2069\u200B-\u200F\u2060\uFEFF]/;

base(
  'an alert names a watched account by a spoofing name only marked, beside its own address',
  async ({ page }) => {
    base.setTimeout(600_000);
    process.env.TON_EXPLORER_WATCH_INTERVAL_MS = '1500';
    try {
      await withRestartableShell(page, 'ton-explorer-hostile-alert-', async (shell) => {
        const shellUrl = shell.current.url;
        const aliceMnemonic = (await deterministicMnemonic(DEFAULT_SEED, 'alice')).join(' ');
        const alice = await testWallet(aliceMnemonic, 'v4R2');
        const carol = await testWallet(
          (await deterministicMnemonic(DEFAULT_SEED, 'carol')).join(' '),
          'v4R2',
        );
        const aliceFriendly = alice.contract.address.toString({ bounceable: false });
        const carolRaw = carol.contract.address.toRawString();
        const carolFriendly = carol.contract.address.toString({ bounceable: false });
        const spoof = `\u202E${[...aliceFriendly].reverse().join('')}`;

        const server = await startHostileServer(await localUpstream(shellUrl));
        server.rewrite = (_api, _path, body) => {
          const book = (body as { address_book?: Record<string, { domain?: string | null }> })
            .address_book;
          for (const [raw, entry] of Object.entries(book ?? {})) {
            if (raw.toUpperCase() === carolRaw.toUpperCase()) entry.domain = spoof;
          }
          return body;
        };
        try {
          await useNewProfile(shellUrl, 'Spoofing TON Center', server);
          await page.goto(shellUrl);

          // Watch carol (any new transaction); the first poll records where she is.
          await go(page, `#/account/${encodeURIComponent(carolRaw)}`);
          await page.getByRole('button', { name: '☆ Watch…' }).click({ timeout: 90_000 });
          const dialog = page.getByRole('dialog', { name: 'Watch this account' });
          await dialog.getByRole('button', { name: 'Watch', exact: true }).click();
          await expect(page.getByRole('button', { name: '★ Watching…' })).toBeVisible();
          await expect
            .poll(
              async () =>
                (
                  await callShell<Array<{ lastLt: string | null }>>(
                    shellUrl,
                    'workspace:watch-list',
                    {
                      network: 'local',
                    },
                  )
                )[0]?.lastLt ?? null,
              { timeout: 90_000 },
            )
            .not.toBeNull();

          // alice pays carol (sent through the Local profile itself).
          const { wallets } = await localV3<{ wallets: Array<{ seqno?: number }> }>(
            shellUrl,
            `walletStates?address=${encodeURIComponent(alice.contract.address.toRawString())}`,
          );
          const { boc } = await signTransfer({
            mnemonic: aliceMnemonic,
            version: 'v4R2',
            seqno: wallets[0]?.seqno ?? 0,
            validUntil: Math.floor(Date.now() / 1000) + 600,
            messages: [
              internal({ to: carol.contract.address, value: 200_000_000n, bounce: false }),
            ],
          });
          await callShell(shellUrl, 'api:call', {
            profileId: 'local',
            api: 'v2',
            operation: 'sendBoc',
            params: { boc: boc.toString('base64') },
          });

          await expect(page.getByTestId('alerts-unread')).toHaveText('1 unread', {
            timeout: 120_000,
          });
          await page.getByTestId('alerts-unread').click();
          const item = page.getByTestId('alert-item');
          await expect(item).toHaveCount(1);
          const text = await item.innerText();
          expect(text).toContain('New transaction on');
          // A name that reads as an address (here reversed behind an override) is not shown:
          // a flag stands in its place, carol's own address beside it.
          expect(text).toMatch(/New transaction on ⚠ \(/);
          expect(text).not.toMatch(HIDDEN);
          expect(text).not.toContain(aliceFriendly);
          expect(text).toContain(carolFriendly.slice(0, 4));
          expect(text).toContain(carolFriendly.slice(-4));
          // The stored alert says the same (what OS notifications are made from).
          const { alerts } = await callShell<{ alerts: Array<{ message: string }> }>(
            shellUrl,
            'workspace:alerts-list',
            { network: 'local' },
          );
          expect(alerts).toHaveLength(1);
          expect(alerts[0]!.message).not.toMatch(HIDDEN);
          expect(alerts[0]!.message).toContain(carolFriendly.slice(-4));
          await screenshot(page, 'hostile-alert');
        } finally {
          await callShell(shellUrl, 'profiles:use', { profileId: 'local' }).catch(() => undefined);
          await server.close();
        }
      });
    } finally {
      delete process.env.TON_EXPLORER_WATCH_INTERVAL_MS;
    }
  },
);
