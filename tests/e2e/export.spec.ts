import { readFile } from 'node:fs/promises';
import { expect, localV3, screenshot, test } from './fixtures';
import { demoWallet } from './demo-accounts';

/**
 * Reports from the UI on the Local profile (embedded local network, demo scenario): an export
 * of alice's transactions shows its progress while it runs and a summary at the end whose row
 * count is what v3 holds for her; in the web shell the finished file downloads.
 */

test('an export started from the UI streams progress and ends with a summary and a download', async ({
  page,
  shellUrl,
}) => {
  const alice = (await demoWallet('alice', 'v4R2')).toString({ bounceable: false });
  const raw = (await demoWallet('alice', 'v4R2')).toRawString();
  const expected = (
    await localV3<{ transactions: unknown[] }>(
      shellUrl,
      `transactions?account=${encodeURIComponent(raw)}&limit=1000&offset=0`,
    )
  ).transactions.length;

  // The account page's Export link lands here with the address filled in.
  await page.evaluate((a) => {
    window.location.hash = `#/exports/${encodeURIComponent(a)}`;
  }, alice);
  await expect(page.getByRole('heading', { name: 'Export', exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue(alice);
  await page.getByLabel('What to export').selectOption('transactions');
  await page.getByLabel('Format').selectOption('csv');
  await page.getByRole('button', { name: 'Start export' }).click();

  const card = page.locator('article.export-job').first();
  await expect(card).toBeVisible();
  // Progress is streamed: the card is seen running with a row count, then done.
  await expect(card.locator('.export-state')).toHaveText(/Running|Done/);
  await expect(card.getByTestId('export-rows')).not.toHaveText('0', { timeout: 60_000 });
  await expect(card.locator('.export-state')).toHaveText('Done', { timeout: 90_000 });
  await expect(card.getByTestId('summary-rows')).toHaveText(String(expected));
  await expect(card.getByRole('region', { name: 'Summary' })).toContainText('Fees:');
  await screenshot(page, 'exports');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Download' }).click(),
  ]);
  const text = await readFile((await download.path())!, 'utf8');
  const lines = text.split('\r\n').filter((l) => l.length > 0);
  expect(lines[0]).toMatch(/^time_utc,unix_time,lt,tx_hash,/);
  expect(lines.length - 1).toBe(expected);
});

test('a bad address is refused before anything starts', async ({ page }) => {
  await page.evaluate(() => {
    window.location.hash = '#/exports';
  });
  await page.getByRole('textbox', { name: 'Address' }).fill('not an address');
  await expect(page.getByText('This is not a TON address.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start export' })).toBeDisabled();
});
