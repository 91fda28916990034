import { test, type Page } from '@playwright/test';
import { Address } from '@ton/core';
import { FAKE_TON, SPAM_COMMENT, hostileBatch } from '../helpers/hostile-chain';
import { demoWallet } from './demo-accounts';
import { demoSends } from './local-wallet';
import { expect, go, localV3, withRestartableShell } from './fixtures';

/**
 * Risk flags on the Local profile: eve puts on the local chain a jetton dressed as TON (symbol
 * "TON", name "Toncoin", minted to carol with the standard TEP-74 minter), a spam comment and
 * a dust payment to carol. Each is flagged with its rule and the exact evidence; "Hide flagged"
 * hides them and says how many (on Transactions and Jettons held); "Ignore this rule here" and a
 * label of category "trusted" stick across a restart of the app.
 */

interface Tx {
  hash: string;
  trace_id: string | null;
  in_msg: { source: string | null; value: string | null } | null;
}

/** A risk badge with flags the user has not overridden. */
const FLAGGED = '[data-testid="risk-flags"]:not(.risk-overridden)';

/** Opens the popover of the risk badge in `row` and returns it. */
async function openFlags(page: Page, row: ReturnType<Page['getByRole']>) {
  await row.getByTestId('risk-flags').click();
  return page.getByRole('dialog', { name: 'Risk flags' });
}

test('a fake TON jetton, a spam comment and a dust payment are flagged with their evidence; hide flagged counts; an override survives a restart', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await withRestartableShell(page, 'ton-explorer-risk-', async (shell) => {
    const carol = await demoWallet('carol', 'v4R2');
    const carolRaw = carol.toRawString();
    const eveAddress = await demoWallet('eve', 'v5R1');
    const fake = await hostileBatch(eveAddress, carol);
    await demoSends(shell.current.url, 'eve', 'v5R1', fake.messages);
    const eveRaw = eveAddress.toRawString();
    const fromEve = async () =>
      (
        await localV3<{ transactions: Tx[] }>(
          shell.current.url,
          `transactions?account=${encodeURIComponent(carolRaw)}&limit=50`,
        )
      ).transactions.filter(
        (t) => t.in_msg?.source && Address.parse(t.in_msg.source).toRawString() === eveRaw,
      ).length;
    await expect.poll(fromEve, { timeout: 120_000 }).toBe(2);

    // Transactions: the spam comment and the dust payment carry their rule and evidence.
    await go(page, `#/account/${encodeURIComponent(carolRaw)}`);
    const table = page.getByRole('table', { name: 'Transactions' });
    const spamRow = table.getByRole('row').filter({ hasText: SPAM_COMMENT });
    await expect(spamRow.getByTestId('risk-flags')).toHaveText('⚠ Spam comment', {
      timeout: 60_000,
    });
    let popover = await openFlags(page, spamRow);
    await expect(popover.getByTestId('risk-evidence')).toHaveText(SPAM_COMMENT);
    await expect(popover).toContainText('a link "ton-gift.io/claim"');
    await page.keyboard.press('Escape');

    const dustRow = table.getByRole('row').filter({ hasText: '+0.0001 TON' });
    await expect(dustRow.getByTestId('risk-flags')).toHaveText('⚠ Dust payment');
    popover = await openFlags(page, dustRow);
    await expect(popover.getByTestId('risk-evidence')).toHaveText('100000 nanotons (0.0001 TON)');
    await expect(popover).toContainText('under the dust threshold of 0.001 TON');
    await page.keyboard.press('Escape');

    // Hide flagged: the flagged rows go, and the count of what is hidden shows.
    const flagged = await table.locator('[data-testid="risk-flags"]:not(.risk-overridden)').count();
    expect(flagged).toBeGreaterThanOrEqual(2);
    await page.getByLabel('Hide flagged').check();
    await expect(page.getByTestId('risk-hidden-count')).toHaveText(`(${flagged} hidden)`);
    await expect(table.getByText(SPAM_COMMENT)).toHaveCount(0);
    await expect(table.getByTestId('risk-flags')).toHaveCount(0);
    await page.getByLabel('Hide flagged').uncheck();

    // Jettons held: the fake TON reads as a flagged jetton, on its symbol and its name.
    await go(page, `#/account/${encodeURIComponent(carolRaw)}/jettons`);
    const jettons = page.getByRole('table', { name: 'Jettons held' });
    const fakeRow = jettons.getByRole('row').filter({ hasText: FAKE_TON.name });
    await expect(fakeRow.getByTestId('risk-flags')).toHaveText('⚠ Looks like TON', {
      timeout: 60_000,
    });
    popover = await openFlags(page, fakeRow);
    await expect(popover.getByTestId('risk-evidence')).toHaveText([FAKE_TON.symbol, FAKE_TON.name]);
    await page.keyboard.press('Escape');
    const demoRow = jettons.getByRole('row').filter({ hasText: 'Demo Jetton' });
    await expect(demoRow).toBeVisible();
    await expect(demoRow.getByTestId('risk-flags')).toHaveCount(0);
    // Hide flagged on Jettons held: the fake TON goes, the Demo Jetton stays, the count shows.
    const flaggedJettons = await jettons.locator(FLAGGED).count();
    expect(flaggedJettons).toBeGreaterThanOrEqual(1);
    await page.getByLabel('Hide flagged').check();
    await expect(page.getByTestId('risk-hidden-count')).toHaveText(`(${flaggedJettons} hidden)`);
    await expect(fakeRow).toHaveCount(0);
    await expect(demoRow).toBeVisible();
    await expect(jettons.locator(FLAGGED)).toHaveCount(0);
    await page.getByLabel('Hide flagged').uncheck();
    await expect(fakeRow).toBeVisible();

    // The trace graph: eve's payments to carol are marked, and listed with their flags.
    const { transactions } = await localV3<{ transactions: Tx[] }>(
      shell.current.url,
      `transactions?account=${encodeURIComponent(carolRaw)}&limit=50`,
    );
    const traceId = transactions.find(
      (t) => t.in_msg?.source && Address.parse(t.in_msg.source).toRawString() === eveRaw,
    )?.trace_id;
    expect(traceId, "eve's payment belongs to a trace").toBeTruthy();
    await go(page, `#/trace/${encodeURIComponent(traceId!)}`);
    const traceFlags = page.getByRole('list', { name: 'Risk flags in the trace' });
    await expect(traceFlags).toContainText('⚠ Spam comment', { timeout: 60_000 });
    await expect(traceFlags).toContainText('⚠ Dust payment');
    // Every listed node is marked in the drawing (the two payments at least).
    const listed = await traceFlags.getByRole('listitem').count();
    expect(listed).toBeGreaterThanOrEqual(2);
    await expect(page.getByTestId('tg-flag')).toHaveCount(listed);

    // "Ignore this rule here" on the dust payment: overridden, counted, and kept across a restart.
    await go(page, `#/account/${encodeURIComponent(carolRaw)}`);
    popover = await openFlags(page, dustRow);
    await popover.getByRole('button', { name: 'Ignore this rule here' }).click();
    await expect(dustRow.getByTestId('risk-flags')).toHaveText('1 overridden');

    // A label of category "trusted" on the fake jetton's master: its flags are overridden on
    // Jettons held (said so, not dropped), and "Hide flagged" no longer hides it.
    await go(page, `#/account/${encodeURIComponent(fake.master.toRawString())}`);
    await page.getByTestId('account-label').getByRole('button', { name: 'Label…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Label this address' });
    await dialog.getByLabel('Label', { exact: true }).fill('Test jetton of eve');
    await dialog.getByLabel('Category').fill('trusted');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const trustedFake = async () => {
      await go(page, `#/account/${encodeURIComponent(carolRaw)}/jettons`);
      await expect(fakeRow.getByTestId('risk-flags')).toHaveText(/^\d+ overridden$/, {
        timeout: 60_000,
      });
      popover = await openFlags(page, fakeRow);
      await expect(popover).toContainText('the address is labelled trusted');
      await page.keyboard.press('Escape');
      await page.getByLabel('Hide flagged').check();
      await expect(fakeRow).toBeVisible();
      await page.getByLabel('Hide flagged').uncheck();
    };
    await trustedFake();

    await shell.restart('stop');
    await go(page, `#/account/${encodeURIComponent(carolRaw)}`);
    await expect(dustRow.getByTestId('risk-flags')).toHaveText('1 overridden', {
      timeout: 60_000,
    });
    await expect(spamRow.getByTestId('risk-flags')).toHaveText('⚠ Spam comment');
    // The trusted label survives the restart too.
    await trustedFake();
  });
});
