import { Address } from '@ton/core';
import { expect, firstLocal, go, localV3, screenshot, test } from './fixtures';

interface JettonMaster {
  address: string;
  total_supply: string;
  mintable: boolean;
  jetton_content: Record<string, string>;
}
interface JettonWallets {
  jetton_wallets: Array<{ address: string; owner: string; balance: string }>;
}

/** `1234500000000` with 9 decimals → `1,234.5` (what a reader expects to see). */
function humanUnits(raw: string, decimals: number): string {
  const v = BigInt(raw);
  const base = 10n ** BigInt(decimals);
  const whole = (v / base).toLocaleString('en-US');
  const frac = (v % base).toString().padStart(decimals, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : whole;
}

test('jetton master: metadata, supply with decimals, holders by balance, a holder opens', async ({
  page,
  shellUrl,
}) => {
  const master = await firstLocal<JettonMaster>(shellUrl, 'jetton/masters');
  const decimals = Number(master.jetton_content.decimals ?? 9);
  await go(page, `#/jetton/${encodeURIComponent(master.address)}`);

  const name = master.jetton_content.name!;
  await expect(page.getByRole('heading', { name: new RegExp(name) })).toBeVisible({
    timeout: 60_000,
  });
  const facts = page.locator('dl[aria-label="Jetton facts"]');
  await expect(facts).toContainText(
    `${humanUnits(master.total_supply, decimals)} ${master.jetton_content.symbol}`,
  );
  await expect(facts).toContainText(master.mintable ? 'Yes' : 'No');
  await expect(facts).toContainText('Admin');
  await expect(page.getByRole('img', { name: `${name} logo` })).toBeVisible();

  // Holders: the server's order by balance, each holder once.
  const { jetton_wallets } = await localV3<JettonWallets>(
    shellUrl,
    `jetton/wallets?jetton_address=${master.address}&sort=desc&exclude_zero_balance=true&limit=50`,
  );
  expect(jetton_wallets.length).toBeGreaterThan(1);
  const table = page.getByRole('table', { name: 'Jetton holders' });
  await expect(table.getByRole('row')).toHaveCount(jetton_wallets.length + 1);
  await expect(page.getByText('the order can shift between pages')).toBeVisible();
  const top = jetton_wallets[0]!;
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow).toContainText(humanUnits(top.balance, decimals));
  // Its share of the total supply, to 4 decimals (rounded half up), computed here on bigints.
  const scaled =
    (BigInt(top.balance) * 2_000_000n + BigInt(master.total_supply)) /
    (2n * BigInt(master.total_supply));
  const pct = `${scaled / 10_000n}.${String(scaled % 10_000n).padStart(4, '0')} %`;
  await expect(firstRow.getByTestId('supply-share')).toHaveText(pct);
  await screenshot(page, 'jetton');

  await page.getByRole('tab', { name: 'Transfers' }).click();
  await expect(
    page.getByRole('table', { name: 'Jetton transfers' }).getByRole('row').nth(1),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Burns' }).click();
  await expect(
    page.getByRole('table', { name: 'Jetton burns' }).getByRole('row').nth(1),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Holders' }).click();

  // The top holder's owner link opens that account.
  await table.getByRole('row').nth(1).getByRole('cell').nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/#\/account\//);
  const opened = decodeURIComponent(new URL(page.url()).hash.split('/')[2]!);
  expect(Address.parse(opened).equals(Address.parse(top.owner))).toBe(true);
  await expect(page.locator('dl[aria-label="Account facts"]')).toContainText('Balance', {
    timeout: 60_000,
  });
});

test('an address that is not a jetton master says so', async ({ page }) => {
  await go(page, `#/jetton/0:${'0'.repeat(64)}`);
  await expect(page.getByText('Not a jetton master')).toBeVisible({ timeout: 60_000 });
});
