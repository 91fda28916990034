import type { Page } from '@playwright/test';
import { Address } from '@ton/core';
import { demoWallet } from './demo-accounts';
import { expect, localV3, screenshot, test } from './fixtures';

async function openAccount(page: Page, address: string, tab?: string) {
  const hash = `#/account/${encodeURIComponent(address)}${tab ? `/${tab}` : ''}`;
  await page.evaluate((h) => (window.location.hash = h), hash);
}

interface JettonWallets {
  jetton_wallets: Array<{ address: string; owner: string; balance: string; jetton: string }>;
}

const raw = (a: string) => Address.parseRaw(a).toRawString();

test('header facts, then transactions newest and oldest first and filtered by lt and time', async ({
  page,
  shellUrl,
}) => {
  const alice = (await demoWallet('alice', 'v4R2')).toRawString();
  await openAccount(page, alice);
  await expect(page.getByRole('heading', { name: 'Wallet' })).toBeVisible({ timeout: 60_000 });
  const facts = page.locator('dl[aria-label="Account facts"]');
  await expect(facts).toContainText(/Balance\s*[\d,]+(\.\d+)? TON/);
  await expect(facts).toContainText('active');
  await expect(facts).toContainText(/seqno \d+/);
  await expect(facts).toContainText('Code hash');
  await expect(facts).toContainText('Last activity');

  const table = page.getByRole('table', { name: 'Transactions' });
  const firstHash = () => table.getByRole('row').nth(1).getByRole('cell').last().innerText();
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const newest = await firstHash();
  await page.getByRole('combobox', { name: 'Order' }).selectOption('asc');
  await expect.poll(firstHash).not.toBe(newest);
  await screenshot(page, 'account-transactions');

  const { transactions } = await localV3<{ transactions: Array<{ lt: string; hash: string }> }>(
    shellUrl,
    `transactions?account=${alice}&limit=10&sort=asc`,
  );
  expect(transactions.length).toBeGreaterThan(1);
  const pick = transactions[1]!;
  await page.getByLabel('From lt').fill(pick.lt);
  await page.getByLabel('To lt').fill(pick.lt);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(page.getByText('1 transaction, end of history')).toBeVisible();

  await page.getByLabel('From lt').fill('5');
  await page.getByLabel('To lt').fill('4');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByRole('alert')).toContainText('From lt is greater than To lt.');

  await page.getByRole('button', { name: 'Reset' }).click();
  await page.getByLabel('From time').fill('2999-01-01T00:00:00');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('None match these filters.')).toBeVisible();
});

test('History by trace words actions plainly and links their traces', async ({ page }) => {
  const alice = (await demoWallet('alice', 'v4R2')).toRawString();
  await openAccount(page, alice, 'history');
  await expect(page.getByRole('tab', { name: 'History by trace' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const table = page.getByRole('table', { name: 'History by trace' });
  await expect(table.getByText('TON transfer').first()).toBeVisible({ timeout: 60_000 });
  await expect(table.getByRole('link', { name: 'Open trace' }).first()).toBeVisible();
  await screenshot(page, 'account-history');
});

test('Jettons held apply the master metadata, and get_wallet_data runs on a jetton wallet', async ({
  page,
  shellUrl,
}) => {
  const { jetton_wallets } = await localV3<JettonWallets>(
    shellUrl,
    'jetton/wallets?limit=20&exclude_zero_balance=true',
  );
  const holder = jetton_wallets.find((w) => w.balance !== '0')!;
  await openAccount(page, holder.owner, 'jettons');
  const table = page.getByRole('table', { name: 'Jettons held' });
  await expect(table.getByText('Demo Jetton').first()).toBeVisible({ timeout: 60_000 });
  await screenshot(page, 'account-jettons');

  await openAccount(page, holder.address, 'methods');
  await expect(page.getByLabel('Method', { exact: true })).toHaveValue('get_wallet_data');
  await page.getByRole('button', { name: 'Run' }).click();
  const result = page.getByRole('region', { name: 'Get-method result' });
  await expect(result).toContainText('Exit code 0', { timeout: 60_000 });
  const stack = result.getByRole('list', { name: 'Result stack' });
  await expect(stack.getByRole('listitem').first()).toContainText(
    BigInt(holder.balance).toString(),
  );
  await expect(stack.locator(`[data-address="${raw(holder.owner)}"]`)).toBeVisible();
  await expect(stack.locator(`[data-address="${raw(holder.jetton)}"]`)).toBeVisible();
  await screenshot(page, 'account-get-methods');

  // A bad argument is refused before anything is sent.
  await page.getByRole('button', { name: 'Add argument' }).click();
  await page.getByLabel('Argument 1 value').fill('12x');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByRole('alert')).toContainText('Argument 1');
  // The new error replaces the previous result.
  await expect(result).toHaveCount(0);
});

test('get-methods on a wallet start with seqno; a missing method says so', async ({ page }) => {
  const bob = (await demoWallet('bob', 'v5R1')).toRawString();
  await openAccount(page, bob, 'methods');
  const method = page.getByLabel('Method', { exact: true });
  await expect(method).toHaveValue('seqno', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Run' }).click();
  const result = page.getByRole('region', { name: 'Get-method result' });
  await expect(result).toContainText('Exit code 0', { timeout: 60_000 });
  await expect(result.getByRole('list', { name: 'Result stack' })).toContainText(/^\d+/);

  await method.fill('no_such_method');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(result).toContainText('method not found (exit code 11)', { timeout: 60_000 });
  await expect(result.getByRole('list', { name: 'Result stack' })).toHaveCount(0);
  await screenshot(page, 'account-get-method-missing');
});

test('NFTs held show the items and open an item page', async ({ page, shellUrl }) => {
  const { nft_items } = await localV3<{
    nft_items: Array<{ address: string; owner_address: string }>;
  }>(shellUrl, 'nft/items?limit=1');
  const item = nft_items[0]!;
  await openAccount(page, item.owner_address, 'nfts');
  const list = page.getByRole('list', { name: 'NFTs held' });
  await expect(list.getByRole('listitem').first()).toBeVisible({ timeout: 60_000 });
  await screenshot(page, 'account-nfts');
  await list
    .getByRole('link', { name: /^Open NFT/ })
    .first()
    .click();
  await expect(page).toHaveURL(/#\/nft\//);
});

test('State shows code and data BoCs with copy and download', async ({ page }) => {
  const alice = (await demoWallet('alice', 'v4R2')).toRawString();
  await openAccount(page, alice, 'state');
  await expect(page.getByRole('heading', { name: 'Code' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Copy code BoC' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Download code-/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^code-[0-9a-f]{8}\.boc$/);
  await screenshot(page, 'account-state');
});

test('switching to Testnet and back never mixes data', async ({ page }) => {
  const alice = (await demoWallet('alice', 'v4R2')).toRawString();
  await openAccount(page, alice);
  const facts = page.locator('dl[aria-label="Account facts"]');
  await expect(facts).toContainText('TON', { timeout: 60_000 });
  const localBalance = (await facts.getByRole('definition').first().innerText()).trim();

  await page.getByRole('radio', { name: /^Testnet/ }).click();
  await expect(page.getByTestId('network-badge')).toHaveText('TESTNET');
  await expect(page.getByTestId('status-profile')).toHaveText('Testnet');
  // Testnet has its own data (or, offline, an error): never Local's balance.
  await expect(page.getByText(localBalance, { exact: true })).toHaveCount(0);
  await screenshot(page, 'account-testnet');

  await page.getByRole('radio', { name: /^Local/ }).click();
  await expect(page.getByTestId('network-badge')).toHaveText('LOCAL');
  await expect(facts.getByRole('definition').first()).toHaveText(localBalance, { timeout: 60_000 });
});
