import { demoRaws } from './demo-accounts';
import {
  exportTransactionsCsv,
  expect,
  go,
  paymentFrom,
  screenshot,
  testOnOwnShell,
} from './fixtures';

/**
 * Labels on the Local profile: a label set on alice's account page shows on bob's
 * Transactions tab and on a trace page, search finds alice by it, an export has it in the
 * counterparty label column, and it survives kill -9 of the app.
 */

const LABEL = 'Alice e2e label';

testOnOwnShell(
  'a label is shown everywhere, found by search, exported, and survives kill -9',
  'ton-explorer-labels-',
  600_000,
  async (page, shell) => {
    const [alice, bob] = await demoRaws('alice', 'bob');

    // Label alice on her account page.
    await go(page, `#/account/${encodeURIComponent(alice)}`);
    await expect(page.getByRole('heading', { name: 'Wallet' })).toBeVisible({ timeout: 60_000 });
    await page.getByTestId('account-label').getByRole('button', { name: 'Label…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Label this address' });
    await dialog.getByLabel('Label', { exact: true }).fill(LABEL);
    await dialog.getByRole('radio', { name: 'green' }).check();
    await dialog.getByLabel('Note').fill('Seen paying bob for lunch.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('account-label')).toContainText(LABEL);
    await expect(page.getByTestId('account-label')).toContainText('Seen paying bob for lunch.');
    await screenshot(page, 'labels-account');

    // Bob's Transactions tab shows alice (who paid him) under her label.
    await go(page, `#/account/${encodeURIComponent(bob)}/transactions`);
    const table = page.getByRole('table', { name: 'Transactions' });
    await expect(table.getByTestId('address-label').filter({ hasText: LABEL }).first()).toBeVisible(
      { timeout: 60_000 },
    );

    // A trace of alice's payment to bob shows the label too.
    const fromAlice = await paymentFrom(shell.current.url, alice, bob);
    expect(fromAlice, 'bob has a transaction paid by alice').toBeTruthy();
    await go(page, `#/trace/${encodeURIComponent(fromAlice!.trace_id)}`);
    await expect(page.getByTestId('address-label').filter({ hasText: LABEL }).first()).toBeVisible({
      timeout: 60_000,
    });
    await screenshot(page, 'labels-trace');

    // Search by the label lands on alice's page.
    await go(page, '#/');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(LABEL);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#/account/${encodeURIComponent(alice)}`));
    await expect(page.getByTestId('account-label')).toContainText(LABEL);

    // An export of bob's transactions has alice's label in the counterparty (from) column.
    const lines = await exportTransactionsCsv(page, bob);
    const header = lines[0]!.split(',');
    const fromRaw = header.indexOf('from_raw');
    const fromLabel = header.indexOf('from_label');
    // The name the app shows, then the user's label, right after the raw address.
    expect(header.indexOf('from_name')).toBe(fromRaw + 1);
    expect(fromLabel).toBe(fromRaw + 2);
    const aliceRows = lines.slice(1).filter((l) => l.split(',')[fromRaw] === alice);
    expect(aliceRows.length).toBeGreaterThan(0);
    for (const row of aliceRows) expect(row.split(',')[fromLabel]).toBe(LABEL);

    // kill -9 the app, start it again on the same folder: the label is still there.
    await shell.restart('kill');
    await go(page, `#/account/${encodeURIComponent(alice)}`);
    await expect(page.getByTestId('account-label')).toContainText(LABEL, { timeout: 60_000 });
    await go(page, '#/labels');
    await expect(
      page.getByRole('table').getByRole('cell', { name: LABEL, exact: true }),
    ).toBeVisible();
    await screenshot(page, 'labels-page');
  },
);
