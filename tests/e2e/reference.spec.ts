import { internal } from '@ton/core';
import { deterministicMnemonic } from '../../electron/localnet/scenario/mnemonic';
import { DEFAULT_SEED } from '../../electron/localnet/types';
import { signTransfer } from '../helpers/sign-transfer';
import { demoWallet } from './demo-accounts';
import { callShell, expect, localV3, screenshot, startShell, test, go } from './fixtures';

/**
 * The reference pages on the app's Local profile (embedded local network, demo scenario):
 * validators and config from the local chain's own configuration, top accounts, pending
 * transactions, and the empty states (with their reason) of what the local network does not
 * run: elections, complaints, stake events, nominator pools, DNS, multisig, vesting.
 */

test('validators: the local validator set table, shares adding up to 100 %', async ({ page }) => {
  await go(page, '#/validators');
  const sets = page.getByRole('region', { name: 'Validator sets' });
  await expect(sets.getByRole('table', { name: 'Current validator set' })).toBeVisible({
    timeout: 60_000,
  });
  const round = sets.getByRole('definition').filter({ hasText: 'on the masterchain' });
  const total = Number(/^(\d+)/.exec((await round.textContent()) ?? '')![1]);
  expect(total).toBeGreaterThan(0);
  await expect(page.getByTestId('validator-share-sum')).toHaveText(
    `${total} validators listed; their weights add up to 100 % of the total weight.`,
  );
  // Every share shown is a positive percentage.
  const shares = await page.getByTestId('validator-share').allTextContents();
  expect(shares.length).toBeGreaterThan(5);
  for (const s of shares) expect(Number(s.replace(' %', ''))).toBeGreaterThan(0);
  // On Local the set's round is the copied configuration's, and the page says so.
  await expect(
    sets
      .getByRole('definition')
      .filter({ hasText: /^(starts|ended|running)/ })
      .first(),
  ).toContainText('copied with the configuration the local network started from');
  await screenshot(page, 'validators-sets');

  // The cycles the local network derives from config 32/34/36: three rows.
  await page.getByRole('tab', { name: 'Cycles' }).click();
  const cycles = page.getByRole('table', { name: 'Validation cycles' });
  await expect(cycles.locator('[role="row"][aria-rowindex]')).toHaveCount(4); // header + 3
  await expect(page.getByText('3 cycles')).toBeVisible();
});

test('config: param 34 as a table, gas prices (20, 21) as numbers with units', async ({ page }) => {
  await go(page, '#/config');
  await expect(page.getByRole('heading', { name: 'Blockchain configuration' })).toBeVisible({
    timeout: 60_000,
  });
  const param = (n: number) => page.getByRole('listitem', { name: new RegExp(`^Parameter ${n}:`) });
  await param(34).locator('summary').click();
  await expect(param(34).getByRole('table', { name: 'Current validator set' })).toBeVisible();
  await expect(param(34).getByTestId('validator-share-sum')).toContainText('100 %');

  for (const [n, price] of [
    [20, '10,000 nanotons per gas unit'],
    [21, '400 nanotons per gas unit'],
  ] as const) {
    await param(n).locator('summary').click();
    const row = param(n).locator('.kv-row', { hasText: 'Gas price' }).first();
    await expect(row.locator('dd')).toContainText(price);
    await expect(
      param(n).locator('.kv-row', { hasText: 'Gas limit per transaction' }).locator('dd'),
    ).toContainText('gas units');
  }
  // The raw cell is one click away.
  await param(21).getByRole('button', { name: 'Show the raw cell' }).click();
  await expect(param(21).locator('.config-raw pre')).toHaveText(/^te6/);
  await screenshot(page, 'config-params');

  // A direct link opens one parameter.
  await go(page, '#/config/15');
  await expect(param(15).locator('.kv-row', { hasText: 'Validation round length' })).toBeVisible();
});

test('top accounts: the demo faucet first', async ({ page }) => {
  const faucet = await demoWallet('faucet', 'v4R2');
  await go(page, '#/top-accounts');
  const table = page.getByRole('table', { name: 'Top accounts' });
  const first = table.locator('[role="row"][aria-rowindex="2"]');
  await expect(first.locator('[data-address]')).toHaveAttribute(
    'data-address',
    faucet.toRawString(),
    { timeout: 60_000 },
  );
  await expect(first.getByRole('cell').first()).toHaveText('1');
  await screenshot(page, 'top-accounts');
});

test('pages the local network cannot fill say so, with the reason', async ({ page }) => {
  const faucet = (await demoWallet('faucet', 'v4R2')).toRawString();
  const expectEmpty = async (title: string, reason: RegExp) => {
    const state = page.locator('.state-empty', { hasText: title });
    await expect(state).toBeVisible({ timeout: 30_000 });
    await expect(state).toContainText(reason);
  };
  for (const [tab, title] of [
    ['elections', 'No validator elections on this network'],
    ['complaints', 'No validator complaints on this network'],
    ['events', 'No elector stake events on this network'],
  ] as const) {
    await go(page, `#/validators/${tab}`);
    await expectEmpty(title, /runs no elector contract/);
  }
  await go(page, `#/staking/pool/${encodeURIComponent(faucet)}`);
  await expectEmpty('No nominator pools on this network', /runs no nominator pool contracts/);

  await go(page, `#/account/${encodeURIComponent(faucet)}/roles`);
  await expectEmpty('No domains point to this account', /only its demo names/);
  await expectEmpty('No nominator pools on this network', /runs no nominator pool contracts/);
  await expectEmpty('No multisig wallets or orders on this network', /no multisig wallets/);
  await expectEmpty('No vesting contracts on this network', /no vesting contracts/);
  await screenshot(page, 'account-roles-empty');

  await go(page, '#/dns/no-such-domain-e2e.ton');
  await expectEmpty('No such domain', /only its demo names/);
  await page.getByLabel('Bidder address').fill(faucet);
  await page.getByRole('button', { name: 'Show auctions' }).click();
  await expectEmpty('No DNS auctions on this network', /no TON DNS auction contracts/);
});

test('DNS: a local demo name with its owner and wallet, listed on its account', async ({
  page,
}) => {
  const alice = (await demoWallet('alice', 'v4R2')).toRawString();
  await go(page, '#/dns/alice.ton');
  const facts = page.getByRole('region', { name: 'Domain alice.ton' });
  await expect(
    facts.locator('.kv-row', { hasText: 'Owner' }).locator('[data-address]'),
  ).toHaveAttribute('data-address', alice, { timeout: 30_000 });
  await expect(
    facts.locator('.kv-row', { hasText: 'Wallet' }).locator('[data-address]'),
  ).toHaveAttribute('data-address', alice);
  await go(page, `#/account/${encodeURIComponent(alice)}/roles`);
  await expect(
    page
      .getByRole('region', { name: 'Domains pointing here' })
      .getByRole('link', { name: 'alice.ton' }),
  ).toBeVisible({ timeout: 30_000 });
  await screenshot(page, 'dns-alice');
});

test('pending: a sent BoC shows pending, then confirmed', async ({ browser }) => {
  // A slow block producer keeps the message pending long enough to see it.
  const shell = await startShell({ localBlockIntervalMs: 8_000 });
  const page = await browser.newPage();
  try {
    await page.goto(shell.url);
    await expect(page.getByRole('radiogroup', { name: 'Profile' })).toBeVisible({
      timeout: 120_000,
    });
    const alice = await demoWallet('alice', 'v4R2');
    const bob = await demoWallet('bob', 'v5R1');
    await go(page, `#/pending/${encodeURIComponent(alice.toRawString())}`);
    await expect(page.getByText('Nothing pending for this account')).toBeVisible({
      timeout: 60_000,
    });

    const wallets = await localV3<{ wallets: Array<{ seqno?: number }> }>(
      shell.url,
      `walletStates?address=${encodeURIComponent(alice.toRawString())}`,
    );
    const { boc } = await signTransfer({
      mnemonic: (await deterministicMnemonic(DEFAULT_SEED, 'alice')).join(' '),
      version: 'v4R2',
      seqno: wallets.wallets[0]?.seqno ?? 0,
      validUntil: Math.floor(Date.now() / 1000) + 600,
      messages: [internal({ to: bob, value: 100_000_000n, bounce: false, body: 'pending e2e' })],
    });
    // Sent through the app (the same IPC the Send page uses), so its key and rate apply.
    await callShell(shell.url, 'api:call', {
      profileId: 'local',
      api: 'v3',
      operation: 'message',
      params: { boc: boc.toString('base64') },
    });

    const pending = page.getByRole('table', { name: 'Pending traces' });
    await expect(pending.locator('tbody tr')).toHaveCount(1, { timeout: 8_000 });
    await expect(pending.locator('[data-status]')).toHaveAttribute('data-status', 'pending');
    await expect(pending.locator('[data-status]')).toHaveText('Pending');
    const actions = page.getByRole('table', { name: 'Pending actions' });
    await expect(actions.locator('[data-status]')).toHaveAttribute('data-status', 'pending');
    await screenshot(page, 'pending-live');

    // The next block takes it in: it leaves the pending list and shows confirmed.
    const confirmed = page.getByRole('table', { name: 'Confirmed traces' });
    await expect(confirmed.locator('[data-status]')).toHaveAttribute('data-status', 'complete', {
      timeout: 30_000,
    });
    await expect(page.getByText('Nothing pending for this account')).toBeVisible();
  } finally {
    await page.close();
    await shell.stop();
  }
});
