import { expect, localV3, screenshot, test } from './fixtures';

test('blocks: masterchain info, recent blocks, a masterchain block with shards and transactions', async ({
  page,
  shellUrl,
}) => {
  await page.evaluate((h) => (window.location.hash = h), '#/blocks');
  const info = page.locator('dl[aria-label="Masterchain info"]');
  await expect(info).toContainText(/Last block\s*-1:8000000000000000:\d+/, { timeout: 60_000 });
  const recent = page.getByRole('table', { name: 'Recent blocks' });
  await expect(recent.getByRole('row').nth(1)).toBeVisible();
  await screenshot(page, 'blocks');

  // A masterchain block known to hold transactions: the one of the demo's first jetton transfer.
  const { transactions } = await localV3<{ transactions: Array<{ mc_block_seqno: number }> }>(
    shellUrl,
    'transactions?limit=1&sort=asc&workchain=0',
  );
  const seqno = transactions[0]!.mc_block_seqno;
  await page.evaluate((h) => (window.location.hash = h), `#/block/-1:8000000000000000:${seqno}`);
  await expect(
    page.getByRole('heading', { name: `Block -1:8000000000000000:${seqno}` }),
  ).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.locator('dl[aria-label="Block facts"]')).toContainText('Root hash');
  await expect(page.getByRole('region', { name: 'Shard blocks' })).toBeVisible();
  const txs = page.getByRole('table', { name: 'Block transactions' });
  await expect(txs.getByRole('row').nth(1)).toBeVisible();
  await screenshot(page, 'block');

  // A shard block from the list opens with its own transactions.
  const shardLink = page.getByRole('list', { name: 'Shard blocks' }).getByRole('link').first();
  if (await shardLink.count()) {
    await shardLink.click();
    await expect(page.getByRole('heading', { name: /^Block 0:/ })).toBeVisible({ timeout: 60_000 });
  }
});

test('config: parameters listed by section, known ones decoded', async ({ page }) => {
  await page.evaluate((h) => (window.location.hash = h), '#/config');
  const fees = page.getByRole('list', { name: 'Fees and prices parameters' });
  await expect(fees.getByRole('listitem').first()).toBeVisible({ timeout: 60_000 });
  await page.getByRole('searchbox', { name: 'Filter parameters' }).fill('gas');
  const gas = fees.getByRole('listitem').filter({ hasText: 'Gas prices, basechain' });
  await gas.locator('summary').click();
  await expect(gas.getByLabel('Value of parameter 21')).toContainText('nanotons per gas unit');
  await page.getByRole('searchbox', { name: 'Filter parameters' }).fill('1');
  const elector = page
    .getByRole('list', { name: 'System contracts parameters' })
    .getByRole('listitem')
    .filter({ hasText: 'Elector contract address' });
  await elector.locator('summary').click();
  await expect(
    elector.getByLabel('Value of parameter 1').locator('[data-address]'),
  ).toHaveAttribute('data-address', `-1:${'3'.repeat(64)}`);
  await screenshot(page, 'config');
});
