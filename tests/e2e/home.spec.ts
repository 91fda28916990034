import { demoWallet } from './demo-accounts';
import { expect, screenshot, test } from './fixtures';

test('Home on Local: start links lead to the demo wallets, jetton, collection, the canvas at the theft and bounce; latest activity', async ({
  page,
}) => {
  const start = page.getByRole('region', { name: 'Start here' });
  await expect(start).toBeVisible({ timeout: 60_000 });
  await expect(start.getByRole('link', { name: 'DEMO', exact: true })).toBeVisible({
    timeout: 60_000,
  });
  const latest = page.getByRole('table', { name: 'Latest transactions' }).getByRole('row').nth(1);
  await expect(latest).toBeVisible({ timeout: 60_000 });
  // Each says what it was and what it moved, as the account's own list does.
  await expect(latest.locator('.amount').first()).toBeVisible();
  await expect(latest.locator('.pill')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Latest blocks with transactions' }).getByRole('row').nth(1),
  ).toBeVisible();
  await screenshot(page, 'home-local');

  // alice.ton opens alice's wallet (the name resolved by the search).
  const alice = await demoWallet('alice', 'v4R2');
  await start.getByRole('link', { name: 'alice.ton' }).click();
  await expect(page).toHaveURL(
    new RegExp(`#/account/${encodeURIComponent(alice.toRawString().toUpperCase())}`, 'i'),
    { timeout: 60_000 },
  );
  await page.goBack();

  await start.getByRole('link', { name: 'DEMO', exact: true }).click();
  await expect(page).toHaveURL(/#\/jetton\//);
  await expect(page.getByRole('heading', { name: /DEMO/ }).first()).toBeVisible({
    timeout: 60_000,
  });
  await page.goBack();

  await start.getByRole('link', { name: 'Demo Collection' }).click();
  await expect(page).toHaveURL(/#\/nft-collection\//, { timeout: 60_000 });
  await page.goBack();

  // The investigation's theft opens on the canvas (its name found on the chain).
  const theft = await demoWallet('theft', 'v4R2');
  await start.getByRole('link', { name: 'trace it on the canvas' }).click();
  await expect(page).toHaveURL(
    new RegExp(`#/canvas/${encodeURIComponent(theft.toRawString().toUpperCase())}`, 'i'),
  );
  await page.goBack();

  await start.getByRole('link', { name: /bounced transaction/ }).click();
  await expect(page).toHaveURL(/#\/tx\//);
  await expect(page.getByText(/Bounced/).first()).toBeVisible({ timeout: 60_000 });
});

test('Blocks: with transactions only lists blocks that hold transactions', async ({ page }) => {
  await page.evaluate((h) => (window.location.hash = h), '#/blocks');
  await page.getByRole('checkbox', { name: 'With transactions only' }).check();
  const table = page.getByRole('table', { name: 'Blocks with transactions' });
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 60_000 });
  const counts = await table.locator('tbody tr td:last-child').allTextContents();
  expect(counts.length).toBeGreaterThan(0);
  for (const c of counts) expect(Number(c)).toBeGreaterThan(0);
});

test('a page load asks for nothing that fails: the favicon is inline, no /favicon.ico 404', async ({
  page,
  shellUrl,
}) => {
  const failed: string[] = [];
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${new URL(r.url()).pathname}`);
  });
  page.on('requestfailed', (r) => failed.push(`failed ${new URL(r.url()).pathname}`));
  await page.goto(shellUrl);
  await expect(page.getByRole('radiogroup', { name: 'Profile' })).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml,/);
  expect(asked).not.toContain('/favicon.ico');
  expect(failed).toEqual([]);
});
