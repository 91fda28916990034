import { DEMO_NAMES } from '../../electron/localnet/scenario/demo-roster';
import { demoWallet } from './demo-accounts';
import { search } from './search-box';
import { expect, screenshot, test } from './fixtures';

test('a local .ton name typed in search opens the account it names', async ({ page }) => {
  expect(DEMO_NAMES).toContainEqual(['alice.ton', 'alice']);
  const alice = await demoWallet('alice', 'v4R2');
  await search(page, 'Alice.TON');
  await expect(page).toHaveURL(
    new RegExp(`#/account/${encodeURIComponent(alice.toRawString().toUpperCase())}`, 'i'),
    { timeout: 60_000 },
  );
  await expect(page.getByRole('heading', { name: 'Wallet' })).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('.account-domain')).toContainText('alice.ton');
  // The wallet's non-bounceable form is the shown one.
  await expect(page.locator('.account-header .forms-list')).toContainText(
    alice.toString({ urlSafe: true, bounceable: false }),
  );
  // Elsewhere the wallet is called by its name: alice's own history names her.
  await page.getByRole('tab', { name: 'History by trace' }).click();
  const history = page.getByRole('table', { name: 'History by trace' });
  await expect(history.locator(`[data-address="${alice.toRawString()}"]`).first()).toContainText(
    'alice.ton',
    { timeout: 60_000 },
  );
  await screenshot(page, 'dns-resolved');
});

test('a name that does not resolve says so in words', async ({ page }) => {
  await search(page, 'nobody-here.ton');
  await expect(page.getByText('nobody-here.ton does not resolve')).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByText(/No DNS record with this name on this network/)).toBeVisible();
  await expect(page).toHaveURL(/#\/search\//);

  // A Telegram username is looked up as its .t.me name.
  await search(page, '@nobody_here');
  await expect(page.getByText('nobody_here.t.me does not resolve')).toBeVisible({
    timeout: 60_000,
  });
  await screenshot(page, 'dns-unresolved');
});
