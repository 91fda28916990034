import { SEED_CONSOLE_GROUPS } from '../helpers/console-groups';
import { expect, go, screenshot, test } from './fixtures';

test('API console: v3 masterchainInfo shows JSON, status and latency', async ({ page }) => {
  await go(page, '#/console');
  await expect(page.getByRole('tab', { name: 'API v3' })).toHaveAttribute('aria-selected', 'true', {
    timeout: 60_000,
  });
  // Every group of the seed is reachable.
  for (const group of SEED_CONSOLE_GROUPS) {
    await expect(page.getByRole('heading', { name: group, exact: true })).toBeVisible();
  }
  await page.getByRole('link', { name: 'masterchainInfo', exact: true }).click();
  await expect(page).toHaveURL(/#\/console\/v3\/masterchainInfo$/);
  await page.getByRole('button', { name: 'Call' }).click();
  await expect(page.getByTestId('console-status')).toHaveText('HTTP 200', { timeout: 60_000 });
  await expect(page.getByTestId('console-latency')).toHaveText(/^\d+ ms$/);
  const json = page.getByLabel('JSON response', { exact: true });
  await expect(json).toContainText('"last"');
  await expect(json).toContainText(/"seqno": \d+/);
  await screenshot(page, 'console');
});

test('API console: a required parameter and a bad value are explained', async ({ page }) => {
  await go(page, '#/console/v3/addressBook');
  const call = page.getByRole('button', { name: 'Call' });
  await expect(call).toBeDisabled({ timeout: 60_000 });
  await expect(page.getByText('Fill in address to call.')).toBeVisible();
  await page.getByLabel(/^address \(required\)/).fill('not-an-address');
  await call.click();
  await expect(page.getByRole('alert')).toContainText('not a TON address', { timeout: 60_000 });

  // v2 operations are there too, grouped as in the seed.
  await page.getByRole('tab', { name: 'API v2' }).click();
  await expect(page.getByRole('heading', { name: 'Configuration', exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Filter operations' }).fill('detectAddress');
  await page.getByRole('link', { name: 'detectAddress', exact: true }).click();
  await expect(page.getByRole('heading', { name: /detectAddress/ })).toBeVisible();
});
