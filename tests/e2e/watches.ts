import type { Locator, Page } from '@playwright/test';
import { callShell, expect, go } from './fixtures';

/**
 * Watching an account through the app on the Local profile's network: the watch dialog, the
 * poller's first poll, and the alert it raises.
 */

/**
 * Opens the watch dialog on the account page of `address` (raw), lets `chooseRules` set its
 * rules (default: keep them), confirms, and waits for the page to say the account is watched;
 * `timeoutMs` bounds the wait for the page's Watch button.
 */
export async function watchAccount(
  page: Page,
  address: string,
  chooseRules: (dialog: Locator) => Promise<void> = async () => undefined,
  timeoutMs = 60_000,
) {
  await go(page, `#/account/${encodeURIComponent(address)}`);
  await page.getByRole('button', { name: '☆ Watch…' }).click({ timeout: timeoutMs });
  const dialog = page.getByRole('dialog', { name: 'Watch this account' });
  await chooseRules(dialog);
  await dialog.getByRole('button', { name: 'Watch', exact: true }).click();
  await expect(page.getByRole('button', { name: '★ Watching…' })).toBeVisible();
}

/** Waits (up to `timeoutMs`) for the first poll of the (only) watch: it records where the account is. */
export async function firstPollDone(shellUrl: string, timeoutMs = 60_000) {
  await expect
    .poll(
      async () =>
        (
          await callShell<Array<{ lastLt: string | null }>>(shellUrl, 'workspace:watch-list', {
            network: 'local',
          })
        )[0]?.lastLt ?? null,
      { timeout: timeoutMs },
    )
    .not.toBeNull();
}

/** Waits for the one unread alert to be announced, opens the alerts and returns their items. */
export async function openTheUnreadAlert(page: Page): Promise<Locator> {
  await expect(page.getByTestId('alerts-unread')).toHaveText('1 unread', {
    timeout: 120_000,
  });
  await page.getByTestId('alerts-unread').click();
  const items = page.getByTestId('alert-item');
  await expect(items).toHaveCount(1);
  return items;
}
