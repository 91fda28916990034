import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { toHexHash } from '../../shared/ton/hash';
import { demoRaws } from './demo-accounts';
import { expect, go, paymentFrom, screenshot, test } from './fixtures';

/**
 * Cases on the Local profile: two demo wallets, a transaction between them and its trace go
 * into a case ("Add to case…" on their pages and in an address's ⋯ menu), with notes; the Case page shows their current
 * summaries; the exported HTML report opens in a browser with the network blocked and shows
 * every item and note (user text escaped, nothing fetched).
 */

const CASE_NAME = 'Lunch money <b>case</b>';
const NOTES = {
  alice: 'Alice paid <script>alert(1)</script> bob',
  bob: 'Bob received & kept it',
  tx: 'The lunch payment',
  trace: 'Whole chain of the payment',
  caseNote: 'Opened after a user report.',
};

/** Opens "Add to case…" on the current page and adds the item with `note`. */
async function addToCase(page: Page, note: string, newCase?: string, shoot = false) {
  await page.getByRole('button', { name: 'Add to case…' }).click({ timeout: 60_000 });
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /to a case$/ })).toBeVisible();
  if (newCase) {
    await expect(dialog.getByLabel('Case', { exact: true })).toHaveValue('new');
    await dialog.getByLabel('Name of the new case').fill(newCase);
  } else {
    await expect(dialog.getByLabel('Case', { exact: true })).toHaveValue(/^\d+$/);
  }
  await dialog.getByLabel('Note (optional)').fill(note);
  // The modal dialog holds the focus (the theme toggle is behind it): light only.
  if (shoot) {
    await page.screenshot({
      path: path.resolve('test-results', 'screenshots', 'case-add-dialog.png'),
    });
  }
  await dialog.getByRole('button', { name: 'Add to case' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Added to' })).toBeVisible();
}

test('a case with two addresses, a transaction, a trace and notes exports to an HTML report that reads offline', async ({
  page,
  shellUrl,
  browser,
}) => {
  test.setTimeout(300_000);
  const [alice, bob] = await demoRaws('alice', 'bob');
  const paid = await paymentFrom(shellUrl, alice, bob);
  expect(paid, 'bob has a transaction paid by alice').toBeTruthy();
  const txHash = paid!.hash;
  const traceId = paid!.trace_id;

  // Alice's account page: a new case; Escape closes the dialog without adding.
  await go(page, `#/account/${encodeURIComponent(alice)}`);
  await expect(page.getByRole('heading', { name: 'Wallet' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Add to case…' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await addToCase(page, NOTES.alice, CASE_NAME, true);

  // On the transaction's page, bob (its account) goes in from his address menu (⋯), then
  // the transaction itself; both default to that case.
  await go(page, `#/tx/${encodeURIComponent(txHash)}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Transaction/ })).toBeVisible({
    timeout: 60_000,
  });
  await page
    .locator(`.address[data-address="${bob}"]`)
    .first()
    .getByRole('button', { name: 'All forms of the address' })
    .click();
  await page
    .getByRole('group', { name: 'Address forms' })
    .getByRole('button', { name: 'Add to case…' })
    .click();
  const menuDialog = page.getByRole('dialog');
  await expect(
    menuDialog.getByRole('heading', { name: 'Add this address to a case' }),
  ).toBeVisible();
  await expect(menuDialog.getByText(bob, { exact: true })).toBeVisible();
  await menuDialog.getByLabel('Note (optional)').fill(NOTES.bob);
  await menuDialog.getByRole('button', { name: 'Add to case' }).click();
  await expect(menuDialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `Added to ${CASE_NAME}` })).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await addToCase(page, NOTES.tx);
  // ...and so does the trace it belongs to.
  await page.getByRole('link', { name: 'Open the trace' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Trace/ })).toBeVisible({
    timeout: 60_000,
  });
  await addToCase(page, NOTES.trace);

  // The Cases page lists it; the Case page shows the items with their current summaries.
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Cases' })
    .click();
  await expect(page.getByTestId('case-row')).toHaveCount(1);
  await expect(page.getByTestId('case-row')).toContainText('4');
  await screenshot(page, 'cases-page');
  await page.getByRole('link', { name: CASE_NAME }).click();
  await expect(page.getByTestId('case-name')).toHaveText(CASE_NAME);
  const items = page.getByTestId('case-item');
  await expect(items).toHaveCount(4);
  await expect(page.getByTestId('case-summary')).toHaveCount(4, { timeout: 60_000 });
  await expect(
    page.locator('[data-kind="address"] [data-testid="case-summary"]').first(),
  ).toContainText('TON');
  await expect(
    page.locator('[data-kind="transaction"] [data-testid="case-summary"]'),
  ).toContainText(/TON/);

  // Notes are editable: the case note (Ctrl+Enter saves) and an item's note.
  const caseNote = page.getByLabel('Case note');
  await caseNote.fill(NOTES.caseNote);
  await caseNote.press('Control+Enter');
  await expect(page.getByRole('button', { name: 'Save note' })).toHaveCount(0);
  const txNote = page.getByLabel('Note on this transaction');
  await expect(txNote).toHaveValue(NOTES.tx);
  await txNote.fill(`${NOTES.tx}, confirmed`);
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByRole('button', { name: 'Save note' })).toHaveCount(0);
  await expect(txNote).toHaveValue(`${NOTES.tx}, confirmed`);
  await screenshot(page, 'case-page');
  await page.setViewportSize({ width: 1024, height: 768 });
  await screenshot(page, 'case-page-1024');
  await page.setViewportSize({ width: 1440, height: 900 });

  // Export the HTML report (the web shell downloads it).
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export HTML report' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^case-.*\.html$/);
  const dir = mkdtempSync(path.join(tmpdir(), 'ton-explorer-case-'));
  try {
    const file = path.join(dir, download.suggestedFilename());
    await writeFile(file, await readFile((await download.path())!));

    // Open it with the network blocked: nothing may be requested, everything must show.
    const context = await browser.newContext({ offline: true, javaScriptEnabled: false });
    const reportUrl = pathToFileURL(file).toString();
    const requested: string[] = [];
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (url === reportUrl) return route.continue();
      requested.push(url);
      return route.abort();
    });
    const report = await context.newPage();
    await report.goto(reportUrl);
    await expect(report.getByRole('heading', { level: 1 })).toHaveText(`Case: ${CASE_NAME}`);
    await expect(report.getByText(NOTES.caseNote)).toBeVisible();
    // Each item's own reference (a transaction's account is named again in its facts line),
    // hashes in the form Settings show (hex by default).
    const itemRefs = report.locator('.item > div > .ref');
    for (const ref of [alice, bob, toHexHash(txHash), toHexHash(traceId!)]) {
      await expect(itemRefs.filter({ hasText: new RegExp(`^${ref}$`) })).toHaveCount(1);
    }
    for (const note of [NOTES.alice, NOTES.bob, `${NOTES.tx}, confirmed`, NOTES.trace]) {
      await expect(report.getByText(note, { exact: true })).toBeVisible();
    }
    // The summaries the Case page showed are in the report.
    await expect(report.locator('.summary .status')).toHaveCount(4);
    await expect(report.locator('.summary').first()).toContainText('Balance');
    // The trace's graph is in the report as a picture that draws offline (a broken image would
    // shrink to its alt text).
    const picture = report.getByRole('img', { name: `Graph of trace id ${traceId}` });
    await expect(picture).toBeVisible();
    expect((await picture.boundingBox())!.height).toBeGreaterThan(60);
    expect(requested).toEqual([]);
    await report.setViewportSize({ width: 1024, height: 800 });
    await report.screenshot({
      path: path.resolve('test-results', 'screenshots', 'case-report.png'),
      fullPage: true,
    });
    await context.close();

    // The workspace backup (Settings) holds the case; importing it back adds nothing new.
    await go(page, '#/settings');
    const [backup] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export backup' }).click(),
    ]);
    expect(backup.suggestedFilename()).toBe('workspace-local.json');
    const backupFile = path.join(dir, backup.suggestedFilename());
    await writeFile(backupFile, await readFile((await backup.path())!));
    const parsed = JSON.parse(await readFile(backupFile, 'utf8')) as {
      cases: Array<{ name: string; items: unknown[] }>;
    };
    expect(parsed.cases.map((c) => [c.name, c.items.length])).toEqual([[CASE_NAME, 4]]);
    await page.getByLabel('Import workspace backup').setInputFiles(backupFile);
    await expect(page.getByTestId('backup-report')).toContainText(
      'Imported 0 labels, 0 watched accounts, 0 new cases and 0 case items (1 case merged)',
    );
    await screenshot(page, 'settings-backup');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
