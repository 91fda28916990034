import { test as base } from '@playwright/test';
import { internal } from '@ton/core';
import { callShell, expect, screenshot, withRestartableShell } from './fixtures';
import { HIDDEN } from './hidden-characters';
import { withHostileProfile, type Rewrite } from './hostile-server';
import { aliceAndCarol, demoSends } from './local-wallet';
import { firstPollDone, openTheUnreadAlert, watchAccount } from './watches';

/**
 * Issue 24, "Spoofing", the alert surface: a TON Center whose index names carol with alice's
 * address reversed behind a right-to-left override. A transfer to watched carol becomes an
 * alert that flags the name instead of showing it, beside carol's own short address, and never
 * reads as alice's address.
 */

base(
  'an alert names a watched account by a spoofing name only marked, beside its own address',
  async ({ page }) => {
    base.setTimeout(600_000);
    process.env.TON_EXPLORER_WATCH_INTERVAL_MS = '1500';
    try {
      await withRestartableShell(page, 'ton-explorer-hostile-alert-', async (shell) => {
        const shellUrl = shell.current.url;
        const { alice, carol, carolRaw } = await aliceAndCarol();
        const aliceFriendly = alice.contract.address.toString({ bounceable: false });
        const carolFriendly = carol.contract.address.toString({ bounceable: false });
        const spoof = `\u202E${[...aliceFriendly].reverse().join('')}`;

        const spoofCarol: Rewrite = (_api, _path, body) => {
          const book = (body as { address_book?: Record<string, { domain?: string | null }> })
            .address_book;
          for (const [raw, entry] of Object.entries(book ?? {})) {
            if (raw.toUpperCase() === carolRaw.toUpperCase()) entry.domain = spoof;
          }
          return body;
        };
        await withHostileProfile(page, shellUrl, 'Spoofing TON Center', spoofCarol, async () => {
          // Watch carol (any new transaction); the first poll records where she is.
          await watchAccount(page, carolRaw, undefined, 90_000);
          await firstPollDone(shellUrl, 90_000);

          // alice pays carol (sent through the Local profile itself).
          await demoSends(shellUrl, 'alice', 'v4R2', [
            internal({ to: carol.contract.address, value: 200_000_000n, bounce: false }),
          ]);

          const item = await openTheUnreadAlert(page);
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
        });
      });
    } finally {
      delete process.env.TON_EXPLORER_WATCH_INTERVAL_MS;
    }
  },
);
