import { Address } from '@ton/core';
import { demoWallet } from './demo-accounts';
import { search } from './search-box';
import { expect, go, test } from './fixtures';

/** `text` with its character at `i` replaced by another base64url character. */
function mistype(text: string, i: number): string {
  return text.slice(0, i) + (text[i] === 'A' ? 'B' : 'A') + text.slice(i + 1);
}

test('search ranks one list, best match first: a jetton symbol, then a label; "alice" suggests alice.ton', async ({
  page,
}) => {
  // Label bob "demo desk" on his account page.
  const bob = (await demoWallet('bob', 'v5R1')).toRawString();
  await go(page, `#/account/${encodeURIComponent(bob)}`);
  await page.getByTestId('account-label').getByRole('button', { name: 'Label…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Label this address' });
  await dialog.getByLabel('Label', { exact: true }).fill('demo desk');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await search(page, 'demo');
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('listitem').nth(1)).toBeVisible({ timeout: 60_000 });
  await expect(results.getByRole('listitem').nth(0)).toContainText('Jetton: DEMO');
  await expect(results.getByRole('listitem').nth(1)).toContainText('Your label: demo desk');
  await expect(page.getByText('Nothing matches')).toHaveCount(0);

  await results.getByRole('link', { name: 'DEMO', exact: true }).click();
  await expect(page).toHaveURL(/#\/jetton\//);

  await search(page, 'alice');
  await expect(results.getByRole('listitem').first()).toContainText('Name: alice.ton', {
    timeout: 60_000,
  });
  await results.getByRole('link', { name: 'alice.ton' }).click();
  const alice = await demoWallet('alice', 'v4R2');
  await expect(page).toHaveURL(
    new RegExp(`#/account/${encodeURIComponent(alice.toRawString().toUpperCase())}`, 'i'),
  );
});

test('search says precisely what is wrong with an address', async ({ page }) => {
  const alice = await demoWallet('alice', 'v4R2');
  const friendly = alice.toString({ urlSafe: true, bounceable: false });

  await search(page, mistype(friendly, 20));
  await expect(
    page.getByText(/checksum of this 48-character address does not match/),
  ).toBeVisible();
  await expect(page.getByText('Nothing matches')).toHaveCount(0);

  await search(page, friendly.slice(0, 46));
  await expect(
    page.getByText('A user-friendly address has 48 characters; this one has 46.'),
  ).toBeVisible();

  await search(page, alice.toRawString().slice(0, -3));
  await expect(
    page.getByText('A raw address has 64 hex digits after the colon; this one has 61.'),
  ).toBeVisible();

  // The testnet form on the Mainnet profile: said, with a way to open it anyway.
  await page
    .getByRole('radiogroup', { name: 'Profile' })
    .getByRole('radio', { name: /Mainnet/ })
    .click();
  await search(page, Address.parse(friendly).toString({ testOnly: true, urlSafe: true }));
  await expect(
    page.getByText(
      'This address is written in testnet form (kQ…/0Q…), and the profile is on mainnet.',
    ),
  ).toBeVisible();
  await page
    .getByRole('radiogroup', { name: 'Profile' })
    .getByRole('radio', { name: /Local/ })
    .click();
});

test('Pending and DNS address fields take .ton names and say what is wrong', async ({ page }) => {
  const alice = await demoWallet('alice', 'v4R2');
  await go(page, '#/pending');
  await page.getByLabel('Account to watch').fill('alice.ton');
  await page.getByRole('button', { name: 'Watch' }).click();
  await expect(page).toHaveURL(
    new RegExp(`#/pending/${encodeURIComponent(alice.toRawString())}$`, 'i'),
    { timeout: 60_000 },
  );
  await page.getByLabel('Account to watch').fill(mistype(alice.toString({ urlSafe: true }), 20));
  await page.getByRole('button', { name: 'Watch' }).click();
  await expect(
    page.getByText(/checksum of this 48-character address does not match/),
  ).toBeVisible();

  await go(page, '#/dns');
  await page.getByLabel('Bidder address').fill('bob.ton');
  await page.getByRole('button', { name: 'Show auctions' }).click();
  await expect(page.getByText('No DNS auctions on this network')).toBeVisible({ timeout: 60_000 });
  await page.getByLabel('Bidder address').fill('nobody-here.ton');
  await page.getByRole('button', { name: 'Show auctions' }).click();
  await expect(page.getByText('nobody-here.ton does not resolve on this network.')).toBeVisible({
    timeout: 60_000,
  });
});
