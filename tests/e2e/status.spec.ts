import type { Locator, Page } from '@playwright/test';
import { demoWallet } from './demo-accounts';
import { expect, localV3, screenshot, test, go, exportTransactionsCsv } from './fixtures';

/**
 * One status, everywhere: the demo's first 10,000 TON "welcome" deposit to alice (sent
 * non-bounceable while her wallet had no code: compute phase skipped, `no_state`) reads the same
 * status word on the Transactions tab, the transaction page, the block page, History and the
 * trace page, and in the CSV export of her transactions.
 */

interface Tx {
  hash: string;
  trace_id: string;
  block_ref: { workchain: number; shard: string; seqno: number };
  description: { compute_ph?: { skipped?: boolean; reason?: string } };
  in_msg: { message_content?: { decoded?: { comment?: string } } };
}

/** The link to a transaction's page, whichever hash form (base64 or hex) the app shows. */
function txLink(page: Page, hashB64: string): Locator {
  const hex = Buffer.from(hashB64, 'base64').toString('hex');
  return page.locator(`a[href*="${encodeURIComponent(hashB64)}"], a[href*="${hex}" i]`);
}

/** Splits one CSV line (RFC 4180 quoting) into its cells. */
function csvCells(line: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      out.push(cell);
      cell = '';
    } else cell += ch;
  }
  out.push(cell);
  return out;
}

test('the welcome deposit to an undeployed wallet reads "Credited" on every page and in the CSV export', async ({
  page,
  shellUrl,
}) => {
  test.setTimeout(240_000);
  const aliceAddr = await demoWallet('alice', 'v4R2');
  const alice = aliceAddr.toRawString();
  const { transactions } = await localV3<{ transactions: Tx[] }>(
    shellUrl,
    `transactions?account=${encodeURIComponent(alice)}&sort=asc&limit=1`,
  );
  const welcome = transactions[0]!;
  expect(welcome.in_msg.message_content?.decoded?.comment).toBe('welcome alice');
  expect(welcome.description.compute_ph).toMatchObject({ skipped: true, reason: 'no_state' });
  const word = 'Credited';

  // Transactions tab, oldest first: the welcome deposit is the first row.
  await go(page, `#/account/${encodeURIComponent(alice)}`);
  const txTable = page.getByRole('table', { name: 'Transactions' });
  await page.getByRole('combobox', { name: 'Order' }).selectOption('asc');
  const txRow = txTable.getByRole('row').filter({ has: txLink(page, welcome.hash) });
  await expect(txRow.locator('.pill[data-status]')).toHaveText(word, { timeout: 60_000 });
  await expect(txRow.locator('.pill[data-status]')).toHaveAttribute('title', /no_state/);

  // Transaction page: the headline pill, its reason, and the phases without a contradiction.
  await go(page, `#/tx/${encodeURIComponent(welcome.hash)}`);
  const heading = page.getByRole('heading', { name: /^Transaction/ });
  await expect(heading.locator('.pill')).toHaveText(word);
  await expect(page.getByTestId('status-reason')).toContainText('A completed deposit');
  await expect(page.locator('dl[aria-label="Phases"]')).toContainText('skipped (no_state)');
  await expect(page.locator('dl[aria-label="Phases"]')).not.toContainText('Aborted');
  await screenshot(page, 'status-transaction-credited');

  // Block page: the row of the same transaction.
  const b = welcome.block_ref;
  await go(page, `#/block/${b.workchain}:${encodeURIComponent(b.shard)}:${b.seqno}`);
  const blockRow = page
    .getByRole('table', { name: 'Block transactions' })
    .getByRole('row')
    .filter({ has: txLink(page, welcome.hash) });
  await expect(blockRow.locator('.pill')).toHaveText(word, { timeout: 60_000 });

  // History by trace: the welcome transfer is the oldest action, at the end of the list.
  await go(page, `#/account/${encodeURIComponent(alice)}/history`);
  const history = page.getByRole('table', { name: 'History by trace' });
  await expect(history.getByRole('row').nth(1)).toBeVisible({ timeout: 60_000 });
  await expect
    .poll(
      async () => {
        await history.evaluate((el) => (el.scrollTop = el.scrollHeight));
        return history.getByText('End of history').count();
      },
      { timeout: 60_000 },
    )
    .toBe(1);
  const historyRow = history.getByRole('row').filter({ hasText: 'welcome alice' });
  await expect(historyRow.locator('.pill')).toHaveText(word, { timeout: 30_000 });
  await screenshot(page, 'status-history-credited');

  // Trace page: the transaction's node in the tree and the action of alice's transfer.
  await go(page, `#/trace/${encodeURIComponent(welcome.trace_id)}`);
  const node = page.locator('.trace-tx').filter({ has: txLink(page, welcome.hash) });
  await expect(node.locator('.pill')).toHaveText(word, { timeout: 60_000 });
  const action = page
    .getByRole('list', { name: 'Actions summary' })
    .getByRole('listitem')
    .filter({ hasText: 'welcome alice' });
  await expect(action.locator('.pill')).toHaveText(word);
  await expect(page.getByRole('heading', { level: 1, name: /^Trace/ }).locator('.pill')).toHaveText(
    'Complete',
  );
  await screenshot(page, 'status-trace-credited');

  // CSV export of alice's transactions: the row of the same transaction.
  const lines = await exportTransactionsCsv(page, aliceAddr.toString({ bounceable: false }));
  const header = csvCells(lines[0]!);
  const row = lines
    .map(csvCells)
    .find((cells) => cells[header.indexOf('tx_hash')] === welcome.hash);
  expect(row, 'the welcome transaction is in the export').toBeDefined();
  expect(row![header.indexOf('status')]).toBe(word);
  expect(row![header.indexOf('status_detail')]).toContain('no_state');
});
