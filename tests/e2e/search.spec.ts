import { randomBytes } from 'node:crypto';
import { demoWallet } from './demo-accounts';
import { search } from './search-box';
import { expect, localV3, test } from './fixtures';

test('a wallet found by its user-friendly address shows its balance and transactions', async ({
  page,
}) => {
  const alice = await demoWallet('alice', 'v4R2');
  await search(page, alice.toString({ urlSafe: true, bounceable: false }));
  await expect(page).toHaveURL(/#\/account\//);
  await expect(page.getByRole('heading', { name: 'Wallet' })).toBeVisible({ timeout: 60_000 });
  const facts = page.getByRole('definition').first();
  await expect(facts).toContainText(/\d[\d,]*(\.\d+)? TON/);
  const table = page.getByRole('table', { name: 'Transactions' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  expect(await table.getByRole('row').count()).toBeGreaterThan(1);
});

test('raw and bounceable forms land on the same account', async ({ page }) => {
  const bob = await demoWallet('bob', 'v5R1');
  for (const form of [bob.toRawString(), bob.toString({ urlSafe: true, bounceable: true })]) {
    await search(page, form);
    await expect(page.getByText(bob.toRawString(), { exact: true })).toBeVisible({
      timeout: 60_000,
    });
  }
});

test('transaction hashes in hex and base64url open the transaction', async ({ page, shellUrl }) => {
  const alice = await demoWallet('alice', 'v4R2');
  const { transactions } = await localV3<{ transactions: Array<{ hash: string }> }>(
    shellUrl,
    `transactions?account=${alice.toRawString()}&limit=1`,
  );
  const hash = transactions[0]!.hash;
  const bytes = Buffer.from(hash, 'base64');
  for (const form of [bytes.toString('hex'), bytes.toString('base64url')]) {
    await search(page, form);
    await expect(page).toHaveURL(/#\/tx\//);
    await expect(page.getByRole('heading', { name: /Transaction/ })).toBeVisible({
      timeout: 60_000,
    });
    // Shown in the default hash form (hex), whatever form was searched.
    await expect(page.getByText(bytes.toString('hex'), { exact: true })).toBeVisible();
  }
});

test('a message hash lists the transactions of the message', async ({ page, shellUrl }) => {
  const alice = await demoWallet('alice', 'v4R2');
  const { transactions } = await localV3<{
    transactions: Array<{ out_msgs: Array<{ hash: string }> }>;
  }>(shellUrl, `transactions?account=${alice.toRawString()}&limit=50`);
  const msg = transactions.flatMap((t) => t.out_msgs)[0]!;
  await search(page, msg.hash);
  await expect(page.getByText('This is a message.')).toBeVisible({ timeout: 60_000 });
  await expect(
    page.getByRole('list', { name: 'Transactions of the message' }).getByRole('listitem'),
  ).not.toHaveCount(0);
});

test('a block id routes to the block page', async ({ page }) => {
  await search(page, '-1:8000000000000000:1');
  await expect(page).toHaveURL(/#\/block\/-1:8000000000000000:1$/);
});

test('input that is nothing, or a hash nobody knows, says so clearly', async ({ page }) => {
  await search(page, 'definitely not a thing');
  await expect(page.getByText('Nothing matches')).toBeVisible();
  await search(page, randomBytes(32).toString('hex'));
  await expect(page.getByText('Nothing matches')).toBeVisible({ timeout: 60_000 });
  await expect(
    page.getByText(/No transaction, message, trace or block with this hash/),
  ).toBeVisible();
});

test('Esc clears the search box', async ({ page }) => {
  await page.keyboard.press('/');
  const box = page.getByRole('searchbox', { name: 'Search' });
  await box.fill('something');
  await box.press('Escape');
  await expect(box).toHaveValue('');
});

test('keyboard: a search focuses the page it opens; the list moves with the arrows and Enter opens a row; a dialog takes focus and gives it back', async ({
  page,
}) => {
  const box = page.getByRole('searchbox', { name: 'Search' });
  await box.fill('bob.ton');
  await box.press('Enter');
  const tab = page.getByRole('tab', { name: 'Transactions' });
  await expect(tab).toBeFocused({ timeout: 60_000 });
  // At most 5 Tab presses from the search to bob's Transactions tab (none: it has the focus).
  let presses = 0;
  while (!(await tab.evaluate((el) => el === document.activeElement)) && presses <= 5) {
    await page.keyboard.press('Tab');
    presses++;
  }
  expect(presses).toBeLessThanOrEqual(5);
  // The search box starts empty on the page it opened.
  await expect(box).toHaveValue('');

  // The list is one Tab stop; Down moves to the second row and Enter opens its transaction.
  const table = page.getByRole('table', { name: 'Transactions', exact: true });
  await expect(table.getByRole('row').nth(2)).toBeVisible({ timeout: 60_000 });
  const second = await table
    .getByRole('row')
    .nth(2)
    .locator('[data-hash]')
    .last()
    .getAttribute('data-hash');
  await table.focus();
  await page.keyboard.press('ArrowDown');
  await expect(table.getByRole('row').nth(2)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/tx/${encodeURIComponent(second!)}$`));

  // "Add to case…": focus in its first field; Esc closes it and focus is back on the button.
  const add = page.getByRole('button', { name: 'Add to case…' });
  await add.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(add).toBeFocused();
});
