import { expect, firstLocal, go, screenshot, test } from './fixtures';

interface JettonTransfer {
  transaction_hash: string;
  trace_id?: string | null;
}

test('a jetton transfer shows decoded messages, phases and fees, then its trace', async ({
  page,
  shellUrl,
}) => {
  const transfer = await firstLocal<JettonTransfer>(shellUrl, 'jetton/transfers');
  await go(page, `#/tx/${encodeURIComponent(transfer.transaction_hash)}`);

  await expect(page.getByRole('heading', { name: /^Transaction/ })).toBeVisible({
    timeout: 60_000,
  });
  const inbound = page.getByRole('region', { name: 'Inbound message' });
  await expect(inbound).toContainText(/Jetton (transfer|internal transfer)/);
  await expect(page.locator('dl[aria-label="Phases"]')).toContainText(/exit code \d+/);
  await expect(page.locator('dl[aria-label="Fees"]')).toContainText('Total fees');
  await screenshot(page, 'transaction');

  await page.getByRole('link', { name: 'Open the trace' }).click();
  await expect(page).toHaveURL(/#\/trace\//);
  await expect(page.getByRole('heading', { level: 1, name: /^Trace/ })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole('list', { name: 'Actions summary' })).toContainText(
    'Jetton transfer',
  );
  const tree = page.getByRole('list', { name: 'Trace tree' });
  await expect(tree.getByRole('listitem').first()).toBeVisible();
  expect(await tree.getByRole('listitem').count()).toBeGreaterThan(1);
  await screenshot(page, 'trace');
});

test('an unknown transaction says it was not found', async ({ page }) => {
  await go(page, `#/tx/${'A'.repeat(43)}=`);
  await expect(page.getByText('Transaction not found')).toBeVisible({ timeout: 60_000 });
});

test('hashes show as hex by default, as base64 when chosen in Settings, with both forms to copy', async ({
  page,
  shellUrl,
}) => {
  const b64 = (await firstLocal<JettonTransfer>(shellUrl, 'jetton/transfers')).transaction_hash;
  const hex = Buffer.from(b64, 'base64').toString('hex');
  const openTx = () => go(page, `#/tx/${encodeURIComponent(b64)}`);
  await openTx();
  const facts = page.locator('dl[aria-label="Transaction facts"]');
  await expect(facts).toContainText(hex, { timeout: 60_000 });
  await expect(facts).not.toContainText(b64);
  // The menu offers both forms whatever is shown.
  await facts.getByRole('button', { name: 'Both forms of the transaction hash' }).click();
  // The panel is in a portal above the page, not inside the facts.
  const forms = page.getByRole('group', { name: 'Forms of the transaction hash' });
  await expect(forms).toContainText(hex);
  await expect(forms).toContainText(b64);
  await expect(
    forms.getByRole('button', { name: 'Copy transaction hash as base64' }),
  ).toBeVisible();

  await go(page, '#/settings');
  const display = page.getByRole('region', { name: 'Display' });
  await display.getByRole('radio', { name: /Base64/ }).check();
  await openTx();
  await expect(facts).toContainText(b64, { timeout: 60_000 });
  await expect(facts).not.toContainText(hex);
  // Kept across a reload, like the theme.
  await page.reload();
  await expect(page.locator('dl[aria-label="Transaction facts"]')).toContainText(b64, {
    timeout: 60_000,
  });
  await screenshot(page, 'transaction-base64');
  await go(page, '#/settings');
  await page.getByRole('region', { name: 'Display' }).getByRole('radio', { name: /Hex/ }).check();
});
