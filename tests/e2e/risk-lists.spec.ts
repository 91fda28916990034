import type { Page } from '@playwright/test';
import { Address, Cell, toNano } from '@ton/core';
import { configParse44 } from '@ton/ton/dist/config/ConfigParser.js';
import { DUST_NANO, SPAM_COMMENT, fakeTonJetton, payWithComment } from '../helpers/hostile-chain';
import { demoRaws, demoWallet } from './demo-accounts';
import { demoSends } from './local-wallet';
import { callShell, expect, go, localV3, test } from './fixtures';

/**
 * Risk flags beyond the Transactions tab, by the same rules and the same badge (issue 24): on
 * the local chain eve sends carol a spam comment and a dust payment, pays an address on the
 * suspended list of configuration parameter 44 and mints a fake TON jetton to it (and to carol). carol's
 * History tab flags the comment and the dust and "Hide flagged" hides them with a count; the
 * fake jetton's Holders list flags the suspended owner; on the canvas from eve the suspended
 * account is marked in the drawing and flagged in the accounts table.
 */

interface Tx {
  in_msg: { source: string | null } | null;
}

test('History, Holders and the canvas flag by the Transactions tab rules, with the same badge', async ({
  page,
  shellUrl,
}) => {
  test.setTimeout(600_000);
  // An address the local network's configuration suspends (its parameter 44 is mainnet's).
  const config = await callShell<{ data: { config: { bytes: string } } }>(shellUrl, 'api:call', {
    profileId: 'local',
    api: 'v2',
    operation: 'getConfigParam',
    params: { config_id: 44 },
  });
  // Decoded as the app does (@ton/ton's configParse44), raw lower-case.
  const suspended = configParse44(Cell.fromBase64(config.data.config.bytes).beginParse())
    .addresses.map((a) => a.toRawString())
    .find((a) => a.startsWith('0:'));
  expect(suspended, 'a suspended basechain address in parameter 44').toBeDefined();
  const victim = Address.parseRaw(suspended!);

  const carol = await demoWallet('carol', 'v4R2');
  const eve = await demoWallet('eve', 'v5R1');
  const fake = await fakeTonJetton(eve, victim, toNano('998400'), 'lists');
  // The same master (same admin, content and salt) mints to carol too: a second holder.
  const toCarol = await fakeTonJetton(eve, carol, toNano('1000'), 'lists');
  expect(toCarol.master.equals(fake.master)).toBe(true);
  await demoSends(shellUrl, 'eve', 'v5R1', [
    ...fake.messages,
    ...toCarol.messages,
    payWithComment(carol, 50_000_000n, SPAM_COMMENT),
    payWithComment(carol, DUST_NANO, null),
    payWithComment(victim, toNano('0.2'), null),
  ]);
  const eveRaw = eve.toRawString();
  const fromEve = async () =>
    (
      await localV3<{ transactions: Tx[] }>(
        shellUrl,
        `transactions?account=${encodeURIComponent(carol.toRawString())}&limit=50`,
      )
    ).transactions.filter(
      (t) => t.in_msg?.source && Address.parse(t.in_msg.source).toRawString() === eveRaw,
    ).length;
  await expect.poll(fromEve, { timeout: 120_000 }).toBe(2);
  // Both holders indexed before the Holders tab is read.
  const holdersIndexed = async () =>
    (
      await localV3<{ jetton_wallets: unknown[] }>(
        shellUrl,
        `jetton/wallets?jetton_address=${encodeURIComponent(fake.master.toRawString())}&exclude_zero_balance=true&limit=10`,
      )
    ).jetton_wallets.length;
  await expect.poll(holdersIndexed, { timeout: 120_000 }).toBe(2);

  // carol's History: the spam comment and the dust payment carry their rules.
  await go(page, `#/account/${encodeURIComponent(carol.toRawString())}/history`);
  const history = page.getByRole('table', { name: 'History by trace' });
  const spamRow = history.getByRole('row').filter({ hasText: 'ton-gift.io/claim' });
  await expect(spamRow.getByTestId('risk-flags')).toHaveText('⚠ Spam comment', {
    timeout: 90_000,
  });
  await spamRow.getByTestId('risk-flags').click();
  const popover = page.getByRole('dialog', { name: 'Risk flags' });
  await expect(popover.getByTestId('risk-evidence')).toHaveText(SPAM_COMMENT);
  await page.keyboard.press('Escape');
  const dust = history.locator('[data-testid="risk-flags"][data-rules~="dust"]');
  await expect(dust).toHaveCount(1);
  await dust.click();
  await expect(popover.getByTestId('risk-evidence')).toHaveText('100000 nanotons (0.0001 TON)');
  await page.keyboard.press('Escape');
  // Hide flagged: the flagged rows go, and the count of what is hidden shows.
  const flagged = await history.locator('[data-testid="risk-flags"]:not(.risk-overridden)').count();
  expect(flagged).toBeGreaterThanOrEqual(2);
  // The box reads on one line with its words, left of them.
  const box = (await page.getByLabel('Hide flagged').boundingBox())!;
  const words = (await page.locator('label.risk-hide-flagged').boundingBox())!;
  const middle = (r: { y: number; height: number }) => r.y + r.height / 2;
  expect(box.height).toBeGreaterThan(0);
  expect(
    Math.abs(middle(box) - middle(words)),
    'one line, not the box above the words',
  ).toBeLessThan(3);
  expect(box.x - words.x, 'the box first').toBeLessThan(box.width);
  await page.getByLabel('Hide flagged').check();
  await expect(page.getByTestId('risk-hidden-count')).toHaveText(`(${flagged} hidden)`);
  await expect(history.getByText('ton-gift.io/claim')).toHaveCount(0);
  await expect(history.getByTestId('risk-flags')).toHaveCount(0);
  await page.getByLabel('Hide flagged').uncheck();
  await expect(spamRow.getByTestId('risk-flags')).toBeVisible();

  // The fake jetton's holders: the suspended owner is flagged with its evidence; every row
  // shows the fake jetton's balance (its amount marked), so every row carries its flags too.
  await go(page, `#/jetton/${encodeURIComponent(fake.master.toRawString())}/holders`);
  const holders = page.getByRole('table', { name: 'Jetton holders' });
  const suspendedBadge = holders.locator(
    '[data-testid="risk-flags"][data-rules~="suspended-address"]',
  );
  await expect(suspendedBadge).toHaveCount(1, { timeout: 90_000 });
  await expect(suspendedBadge).toHaveAttribute('data-rules', /impersonates-ton/);
  await suspendedBadge.click();
  await expect(popover.getByTestId('risk-evidence').filter({ hasText: suspended! })).toHaveCount(1);
  await page.keyboard.press('Escape');
  // Hide flagged on the holders: every row shows a mark, so every row goes, and the count says so.
  const holderRows = (await holders.getByRole('row').count()) - 1;
  expect(holderRows).toBe(2);
  await page.getByLabel('Hide flagged').check();
  await expect(page.getByTestId('risk-hidden-count')).toHaveText(`(${holderRows} hidden)`);
  await expect(page.getByText('Every holder loaded is hidden')).toBeVisible();
  await page.getByLabel('Hide flagged').uncheck();

  // The canvas from eve: the suspended account is marked in the drawing and in its table row.
  await go(page, `#/canvas/${encodeURIComponent(eveRaw)}`);
  const graph = page.getByTestId('canvas-graph');
  await expect(graph).toHaveAttribute('data-nodes', '1', { timeout: 60_000 });
  await expect(graph).toHaveAttribute('data-flagged', '0');
  await page
    .getByRole('region', { name: 'Selected account' })
    .getByRole('button', { name: 'Expand in and out' })
    .click();
  const nodes = page.getByRole('region', { name: 'Accounts on the canvas' });
  const victimRow = nodes.locator(`tr[data-address="${suspended!.toUpperCase()}"]`);
  await expect(victimRow.getByTestId('risk-flags')).toHaveText('⚠ Suspended address', {
    timeout: 90_000,
  });
  await expect(graph).toHaveAttribute('data-flagged', '1');
  await expect(graph).toHaveAttribute('aria-label', /\(1 flagged\)/);
  // Only the suspended account: eve and carol carry no account flag.
  await expect(nodes.getByTestId('risk-flags')).toHaveCount(1);

  // Settings: a dust threshold under the payment (0.00005 TON) and it is no longer dust; the
  // spam comment stays flagged.
  await go(page, '#/settings');
  const settings = page.getByRole('region', { name: 'Risk flags' });
  await settings.getByLabel('Dust threshold (TON)').fill('0.00005');
  await settings.getByRole('button', { name: 'Save threshold' }).click();
  await expect(settings.getByRole('status')).toHaveText('Saved: 0.00005 TON.');
  await go(page, `#/account/${encodeURIComponent(carol.toRawString())}/history`);
  await expect(spamRow.getByTestId('risk-flags')).toHaveText('⚠ Spam comment', {
    timeout: 60_000,
  });
  await expect(dust).toHaveCount(0);
});

/** Marks drawn in the page's main region: ⚠ by names and amounts, badges not overridden. */
async function marks(page: Page): Promise<number> {
  return page
    .locator(
      'main [data-testid="name-flag"], main [data-testid="fake-ton-flag"], main [data-testid="risk-flags"]:not(.risk-overridden)',
    )
    .count();
}

test('domain NFTs carry no mark; the demo\'s fake "TON" jetton is flagged wherever it shows, until a trusted label clears every mark; "Hide flagged" counts every row with a mark', async ({
  page,
  shellUrl,
}) => {
  test.setTimeout(300_000);
  const [aliceRaw, dave] = await demoRaws('alice', 'dave');
  const theft = (await demoWallet('theft', 'v4R2')).toRawString();
  const { jetton_masters } = await localV3<{
    jetton_masters: Array<{ address: string; jetton_content: { symbol?: string } }>;
  }>(shellUrl, 'jetton/masters?limit=10');
  const fake = jetton_masters.find((m) => m.jetton_content.symbol === 'TON')!.address;
  expect(fake, 'the demo mints a jetton that calls itself TON').toBeDefined();
  const enc = encodeURIComponent;

  // alice's own alice.ton and theft's theft.ton resolve to their owners: no mark.
  await go(page, `#/account/${enc(aliceRaw)}/nfts`);
  const card = page
    .getByRole('list', { name: 'NFTs held' })
    .getByRole('listitem')
    .filter({ hasText: 'alice.ton' });
  await expect(card.first()).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => marks(page)).toBe(0);
  await go(page, `#/account/${enc(theft)}/history`);
  const mint = page.getByRole('table', { name: 'History by trace' }).getByRole('row').filter({
    hasText: 'theft.ton (domain NFT)',
  });
  await expect(mint.first()).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => marks(page)).toBe(0);

  // dave's fake TON: flagged on his Transactions and History rows, Jettons tab, jetton page.
  const views = [
    `#/account/${enc(dave)}/transactions`,
    `#/account/${enc(dave)}/history`,
    `#/account/${enc(dave)}/jettons`,
    `#/jetton/${enc(fake)}`,
  ];
  for (const view of views) {
    await go(page, view);
    await expect.poll(() => marks(page), { timeout: 60_000, message: view }).toBeGreaterThan(0);
  }
  // Hide flagged on dave's lists counts every row that shows a mark.
  for (const [view, table] of [
    [views[0]!, 'Transactions'],
    [views[1]!, 'History by trace'],
  ] as const) {
    await go(page, view);
    const rows = page.getByRole('table', { name: table, exact: true }).getByRole('row');
    await expect(rows.nth(1)).toBeVisible({ timeout: 60_000 });
    await expect.poll(() => marks(page), { timeout: 30_000 }).toBeGreaterThan(0);
    const marked = await rows
      .filter({
        has: page.locator(
          '[data-testid="name-flag"], [data-testid="fake-ton-flag"], [data-testid="risk-flags"]:not(.risk-overridden)',
        ),
      })
      .count();
    await page.getByLabel('Hide flagged').check();
    await expect(page.getByTestId('risk-hidden-count')).toHaveText(`(${marked} hidden)`);
    await expect.poll(() => marks(page)).toBe(0);
    await page.getByLabel('Hide flagged').uncheck();
  }

  // A "trusted" label on the jetton clears every mark of its flags, everywhere.
  await callShell(shellUrl, 'workspace:label-set', {
    network: 'local',
    address: fake,
    label: 'Known fake, trusted for this test',
    color: null,
    category: 'trusted',
    note: '',
  });
  for (const view of views) {
    await go(page, view);
    await expect(page.locator('main')).toContainText(/TON|Toncoin/, { timeout: 60_000 });
    await expect.poll(() => marks(page), { timeout: 30_000, message: view }).toBe(0);
  }
});
