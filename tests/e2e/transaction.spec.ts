import { expect, localV3, screenshot, test } from './fixtures';

interface JettonTransfers {
  jetton_transfers: Array<{ transaction_hash: string; trace_id?: string | null }>;
}

test('a jetton transfer shows decoded messages, phases and fees, then its trace', async ({
  page,
  shellUrl,
}) => {
  const { jetton_transfers } = await localV3<JettonTransfers>(shellUrl, 'jetton/transfers?limit=1');
  const transfer = jetton_transfers[0]!;
  await page.evaluate(
    (h) => (window.location.hash = h),
    `#/tx/${encodeURIComponent(transfer.transaction_hash)}`,
  );

  await expect(page.getByRole('heading', { name: /^Transaction/ })).toBeVisible({
    timeout: 60_000,
  });
  const inbound = page.getByRole('region', { name: 'Inbound message' });
  await expect(inbound).toContainText(/Jetton (transfer|internal transfer)/);
  await expect(page.locator('dl[aria-label="Phases"]')).toContainText(/exit code \d+/);
  await expect(page.locator('dl[aria-label="Fees"]')).toContainText('Total fees');
  await screenshot(page, 'transaction');

  await page.getByRole('link', { name: 'Open the trace' }).click();
  await expect(page).toHaveURL(/#\/trace\//);
  await expect(page.getByRole('heading', { name: /^Trace/ })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('list', { name: 'Actions summary' })).toContainText(
    'Jetton transfer',
  );
  const tree = page.getByRole('list', { name: 'Trace tree' });
  await expect(tree.getByRole('listitem').first()).toBeVisible();
  expect(await tree.getByRole('listitem').count()).toBeGreaterThan(1);
  await screenshot(page, 'trace');
});

test('an unknown transaction says it was not found', async ({ page }) => {
  await page.evaluate((h) => (window.location.hash = h), `#/tx/${'A'.repeat(43)}=`);
  await expect(page.getByText('Transaction not found')).toBeVisible({ timeout: 60_000 });
});
