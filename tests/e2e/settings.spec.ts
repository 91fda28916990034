import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demoWallet } from './demo-accounts';
import { expect, screenshot, test, go } from './fixtures';
import {
  startLocalNetworkProcess,
  type LocalNetworkProcess,
} from '../helpers/local-network-process';

test('Network panel lists the v3 requests of a visited account with status 200', async ({
  page,
}) => {
  const alice = (await demoWallet('alice', 'v4R2')).toRawString();
  await go(page, `#/account/${encodeURIComponent(alice)}`);
  await expect(
    page.getByRole('table', { name: 'Transactions' }).getByRole('row').nth(1),
  ).toBeVisible({ timeout: 90_000 });

  const toggle = page.getByRole('button', { name: 'Network', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('region', { name: 'Network', exact: true });
  const table = panel.getByRole('table', { name: 'Requests' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Time',
    'API',
    'Operation',
    'Path',
    'Status',
    'Duration',
    'Retries',
    'Queue wait',
  ]);
  // The account page's v3 `transactions` call, answered 200.
  const txRow = table
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'transactions', exact: true }) })
    .first();
  await expect(txRow.getByRole('cell').nth(1)).toHaveText('v3');
  await expect(txRow.getByRole('cell').nth(3)).toContainText('/transactions?');
  await expect(txRow.getByRole('cell').nth(4)).toHaveText('200');
  await expect(txRow.getByRole('cell').nth(5)).toHaveText(/^\d+(\.\d+)? (ms|s)$/);
  // The one background v2 call made on activation: the status bar knows the v2 version.
  await expect(
    table.getByRole('row').filter({ has: page.getByRole('cell', { name: 'getMasterchainInfo' }) }),
  ).not.toHaveCount(0);
  await expect(page.getByTestId('status-v2-version')).toHaveText(/^API v2 \d+\.\d+/);

  // Live: a new request shows up without reopening the panel.
  const before = await table.getByRole('row').count();
  await go(page, '#/blocks');
  await expect
    .poll(() => table.getByRole('row').count(), { timeout: 30_000 })
    .toBeGreaterThan(before);
  await screenshot(page, 'network-panel');
  await panel.getByRole('button', { name: 'Close the Network panel' }).click();
  await expect(panel).toHaveCount(0);
});

test.describe('Settings', () => {
  let net: LocalNetworkProcess | null = null;
  let keysDir = '';
  const validKey = 'e2e-local-key-7f3a9c1d5b2e8QZ4K';
  const testnetKey = 'e2e-testnet-key-0b6d2f4a8c1e3XY9';
  const unknownKey = 'e2e-unknown-key-5c7e9a1b3d5fNOPE';

  test.beforeAll(async () => {
    keysDir = mkdtempSync(path.join(tmpdir(), 'ton-explorer-keys-'));
    const keysFile = path.join(keysDir, 'keys.json');
    writeFileSync(
      keysFile,
      JSON.stringify([
        { key: validKey, network: 'local', rps: 100 },
        { key: testnetKey, network: 'testnet', rps: 100 },
      ]),
    );
    // Its own network with keys (the empty scenario: only the key checks matter here).
    net = await startLocalNetworkProcess(['--scenario', 'empty', '--keys', keysFile]);
  });

  test.afterAll(async () => {
    await net?.close();
    if (keysDir) rmSync(keysDir, { recursive: true, force: true });
  });

  test('profiles: add a self-hosted one, set keys (refused and accepted), rate, remove', async ({
    page,
  }) => {
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

    // Built-in profiles are listed with network and URLs, and cannot be removed.
    const mainnet = page.getByRole('region', { name: 'Profile Mainnet' });
    await expect(mainnet).toContainText('https://toncenter.com/api/v2');
    await expect(mainnet).toContainText('https://toncenter.com/api/v3');
    await expect(mainnet).toContainText('Built-in profiles cannot be removed.');
    await expect(mainnet.getByRole('button', { name: 'Remove profile' })).toHaveCount(0);
    // Local runs with the embedded network's per-launch key.
    await expect(page.getByTestId('key-status-local')).toHaveText(/^Key ending in \S{4}, /);

    // Adding: wrong fields are explained, nothing is added.
    const add = page.getByRole('form', { name: 'Add a profile' });
    await add.getByRole('button', { name: 'Add profile' }).click();
    await expect(add).toContainText('Name is required.');
    await add.getByRole('textbox', { name: 'Name' }).fill('Self-hosted');
    await add.getByRole('combobox', { name: 'Network' }).selectOption('local');
    await add.getByRole('textbox', { name: 'API v2 URL' }).fill(net!.v3Url);
    await add.getByRole('textbox', { name: 'API v3 URL' }).fill(net!.v3Url);
    await add.getByRole('button', { name: 'Add profile' }).click();
    await expect(add).toContainText('This is the v3 URL: the v2 one ends in /api/v2.');
    await expect(page.getByRole('region', { name: 'Profile Self-hosted' })).toHaveCount(0);
    await add.getByRole('textbox', { name: 'API v2 URL' }).fill(net!.v2Url);
    await add.getByRole('button', { name: 'Add profile' }).click();

    const card = page.getByRole('region', { name: 'Profile Self-hosted' });
    await expect(card).toContainText(net!.v2Url);
    await expect(card).toContainText(net!.v3Url);
    await expect(page.getByRole('radio', { name: /Self-hosted/ })).toBeVisible();
    const status = card.locator('[data-testid^="key-status-"]');
    await expect(status).toHaveText(/^No key: 1 req\/s/);

    const keyForm = card.getByRole('form', { name: 'API key for Self-hosted' });
    const keyField = keyForm.getByLabel('API key');
    await expect(keyField).toHaveAttribute('type', 'password');
    const save = keyForm.getByRole('button', { name: 'Save key' });

    // An unknown key: the seed's words.
    await keyField.fill(unknownKey);
    await save.click();
    await expect(keyForm.getByRole('alert')).toContainText('This key does not exist', {
      timeout: 30_000,
    });
    await expect(status).toHaveText(/^No key/);

    // A key issued for testnet, on a local profile.
    await keyField.fill(testnetKey);
    await save.click();
    await expect(keyForm.getByRole('alert')).toContainText('This key is for another network', {
      timeout: 30_000,
    });

    // A valid key with the 25 req/s plan: last 4 and the rate shown, the key gone from the page.
    await keyField.fill(validKey);
    await keyForm.getByRole('radio', { name: '25 req/s' }).check();
    await save.click();
    await expect(status).toHaveText(`Key ending in ${validKey.slice(-4)}, 25 req/s`, {
      timeout: 30_000,
    });
    await expect(keyForm.getByRole('status')).toContainText(
      `Key saved: ends in ${validKey.slice(-4)}, 25 req/s.`,
    );
    await expect(keyField).toHaveValue('');
    const leaks = await page.evaluate(
      (secrets) => {
        const values = [...document.querySelectorAll('input, textarea')].map(
          (e) => (e as HTMLInputElement).value,
        );
        const text = document.documentElement.outerHTML + values.join('\n');
        return secrets.filter((s) => text.includes(s));
      },
      [validKey, testnetKey, unknownKey],
    );
    expect(leaks).toEqual([]);
    await screenshot(page, 'settings');

    // Change the rate (custom), then remove the key.
    const rateForm = card.getByRole('form', { name: 'Rate for Self-hosted' });
    await rateForm.getByRole('radio', { name: 'Custom' }).check();
    await rateForm.getByRole('spinbutton', { name: 'Custom rate (requests per second)' }).fill('0');
    await rateForm.getByRole('button', { name: 'Save rate' }).click();
    await expect(rateForm.getByRole('alert')).toContainText('positive number');
    await rateForm.getByRole('spinbutton', { name: 'Custom rate (requests per second)' }).fill('3');
    await rateForm.getByRole('button', { name: 'Save rate' }).click();
    await expect(status).toHaveText(`Key ending in ${validKey.slice(-4)}, 3 req/s`);
    await card
      .getByRole('form', { name: 'Rate for Self-hosted' })
      .getByRole('button', { name: 'Remove key' })
      .click();
    await expect(status).toHaveText(/^No key: 1 req\/s/);

    // Remove the custom profile (with a confirmation).
    await card.getByRole('button', { name: 'Remove profile' }).click();
    await card.getByRole('button', { name: 'Confirm removal' }).click();
    await expect(card).toHaveCount(0);
    await expect(page.getByRole('radio', { name: /Self-hosted/ })).toHaveCount(0);
  });
});
