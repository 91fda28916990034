import type { Page } from '@playwright/test';
import { demoWallet } from './demo-accounts';
import { demoJettonTransfer, expect, go, screenshot, test } from './fixtures';

/**
 * One identity and one date-time format on the Local profile: the trace graph's nodes and the
 * flows chart name the demo's accounts as the lists do (alice.ton, "DEMO wallet of alice.ton"),
 * never by a bare address the app has a name for; every date-time on a page is in the one
 * format and names its time zone, local time or UTC as Settings say.
 */

/** `2026-11-24 07:05:42 UTC` or `… UTC+2` / `… UTC-3:30`. */
const DATE_TIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC([+-]\d{1,2}(:\d\d)?)?$/;

async function shownTimes(page: Page): Promise<string[]> {
  return page.locator('main time').allTextContents();
}

test('the demo jetton transfer’s graph names every account as the lists do', async ({
  page,
  shellUrl,
}) => {
  const transfer = (await demoJettonTransfer(shellUrl))!;
  await go(page, `#/trace/${encodeURIComponent(transfer.trace_id!)}`);
  const graph = page.getByRole('group', { name: /^Trace graph:/ });
  await expect(graph).toBeVisible({ timeout: 60_000 });
  const names = graph.locator('.tg-node .tg-name title');
  // alice, her DEMO wallet, carol's DEMO wallet and carol: every node has its name.
  await expect(names.filter({ hasText: 'DEMO wallet of alice.ton' }).first()).toBeAttached({
    timeout: 30_000,
  });
  for (const name of await names.allTextContents()) {
    // The name, then (for names the user did not give) the short address beside it.
    expect(name).toMatch(/^((alice|carol)\.ton|DEMO wallet of (alice|carol)\.ton)( · \S+…\S+)?$/);
  }
  // The table view says the same.
  await page.getByRole('radio', { name: 'Table' }).first().click();
  const table = page.getByRole('table', { name: 'Trace graph messages' });
  await expect(table).toContainText('DEMO wallet of carol.ton');
  await screenshot(page, 'identity-trace-graph');
});

test('alice’s DEMO flows chart names her counterparty by domain', async ({ page }) => {
  const alice = await demoWallet('alice', 'v4R2');
  await go(page, `#/account/${encodeURIComponent(alice.toString({ bounceable: false }))}/charts`);
  const asset = page.getByLabel('Asset');
  const demo = asset.locator('option', { hasText: /^DEMO · \S{4}…\S{4}$/ });
  await asset.selectOption((await demo.getAttribute('value', { timeout: 60_000 }))!);
  const flows = page.getByRole('region', {
    name: /^Flows by counterparty \(DEMO · \S{4}…\S{4}\)$/,
  });
  const labels = flows.getByRole('group', { name: /top/ }).locator('.flows-label');
  await expect(labels.first()).toBeVisible({ timeout: 60_000 });
  await expect(labels.filter({ hasText: 'carol.ton' })).toHaveCount(1);
  await screenshot(page, 'identity-flows');
});

test('every date-time has the one format and its zone; Settings switch local time and UTC', async ({
  page,
}) => {
  const alice = await demoWallet('alice', 'v4R2');
  const account = `#/account/${encodeURIComponent(alice.toString({ bounceable: false }))}`;
  await go(page, account);
  const list = page.getByRole('table').first();
  await expect(list.locator('time').first()).toBeVisible({ timeout: 60_000 });
  for (const t of await shownTimes(page)) expect(t).toMatch(DATE_TIME);

  await go(page, '#/settings');
  await page.getByRole('radio', { name: /^UTC/ }).check();
  await go(page, account);
  await expect(list.locator('time').first()).toBeVisible({ timeout: 60_000 });
  const utc = await shownTimes(page);
  expect(utc.length).toBeGreaterThan(0);
  for (const t of utc) expect(t).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/);
  await go(page, '#/blocks');
  await expect(page.locator('main time').first()).toBeVisible({ timeout: 60_000 });
  for (const t of await shownTimes(page)) expect(t).toMatch(/ UTC$/);
  await screenshot(page, 'identity-times-utc');
});
