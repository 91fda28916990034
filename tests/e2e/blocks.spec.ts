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
  // The count in the facts is the table's: the masterchain block's own and its shards'.
  const count = page.locator('dl[aria-label="Block facts"] dt:text-is("Transactions") + dd');
  await expect(count).toContainText('in the shard blocks it commits', { timeout: 60_000 });
  const listed = Number(await txs.getAttribute('aria-rowcount')) - 1;
  expect(listed).toBeGreaterThan(0);
  expect(Number((await count.textContent())!.split(' ')[0])).toBe(listed);
  await screenshot(page, 'block');

  // Next and Previous walk the chain: the next block's Previous is this block.
  const facts = page.locator('dl[aria-label="Block facts"]');
  await facts.getByRole('link', { name: `Next block -1:8000000000000000:${seqno + 1}` }).click();
  await expect(
    page.getByRole('heading', { name: `Block -1:8000000000000000:${seqno + 1}` }),
  ).toBeVisible({ timeout: 60_000 });
  await page
    .locator('dl[aria-label="Block facts"]')
    .getByRole('link', { name: `-1:8000000000000000:${seqno}`, exact: true })
    .click();
  await expect(
    page.getByRole('heading', { name: `Block -1:8000000000000000:${seqno}` }),
  ).toBeVisible({ timeout: 60_000 });

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

test('the newest block says it has no next block yet', async ({ page, shellUrl }) => {
  const { blocks } = await localV3<{ blocks: Array<{ seqno: number }> }>(
    shellUrl,
    'blocks?workchain=-1&limit=1&sort=desc',
  );
  // The chain keeps growing: a block far ahead of the tip is "not indexed", the tip's next is
  // either the following block (if it appeared meanwhile) or "None yet".
  const tip = blocks[0]!.seqno;
  await page.evaluate((h) => (window.location.hash = h), `#/block/-1:8000000000000000:${tip}`);
  const next = page.locator('dl[aria-label="Block facts"]').locator('dd').last();
  await expect(next).toContainText(
    new RegExp(`None yet: this is the newest indexed block|-1:8000000000000000:${tip + 1}`),
    { timeout: 60_000 },
  );
});
