import { demoRaws } from './demo-accounts';
import { expect, localV3, screenshot, test, go } from './fixtures';

/**
 * Rows say what moved: the demo's jetton transfer from alice to carol (1,500 DEMO, 9 decimals)
 * reads "−1,500 DEMO" with carol (the owner, not her jetton wallet) on the other side on the
 * Transactions tab, in History and on the trace page; the transaction's external message is
 * read as alice's signed wallet request (seqno, valid_until, the jetton transfer it asks for).
 */

interface Tx {
  hash: string;
  trace_id: string;
  out_msgs: Array<{ opcode?: string | null; destination?: string | null }>;
}

const JETTON_TRANSFER = '0x0f8a7ea5';
const MINUS_1500_DEMO = /[−-]1,500 DEMO/;

test('the demo jetton transfer reads −1,500 DEMO to carol everywhere; its external message is a wallet request', async ({
  page,
  shellUrl,
}) => {
  test.setTimeout(180_000);
  const [alice, carol] = await demoRaws('alice', 'carol');
  const { transactions } = await localV3<{ transactions: Tx[] }>(
    shellUrl,
    `transactions?account=${encodeURIComponent(alice)}&limit=100`,
  );
  const transfer = transactions.find((t) => t.out_msgs[0]?.opcode === JETTON_TRANSFER)!;
  expect(transfer, 'alice sent a jetton transfer').toBeDefined();
  const carolLink = `[data-address="${carol}" i]`;

  // Transactions tab: amount with decimals and symbol, carol as the counterparty, the operation.
  await go(page, `#/account/${encodeURIComponent(alice)}`);
  const table = page.getByRole('table', { name: 'Transactions' });
  const row = table.getByRole('row').filter({ hasText: 'Jetton transfer' }).first();
  await expect(row).toContainText(MINUS_1500_DEMO, { timeout: 60_000 });
  await expect(row.locator(carolLink).first()).toBeVisible();
  await expect(row).not.toContainText('0.1 TON');
  await screenshot(page, 'token-rows-transactions');

  // History by trace: the jetton transfer action, signed from alice's side.
  await go(page, `#/account/${encodeURIComponent(alice)}/history`);
  const history = page.getByRole('table', { name: 'History by trace' });
  const action = history.getByRole('row').filter({ hasText: 'Jetton transfer' }).first();
  await expect(action).toContainText(MINUS_1500_DEMO, { timeout: 60_000 });
  await expect(action.locator(carolLink).first()).toBeVisible();

  // Trace page: alice's node in the tree reads the same, to carol.
  await go(page, `#/trace/${encodeURIComponent(transfer.trace_id)}`);
  const root = page.getByRole('list', { name: 'Trace tree' }).locator('.trace-tx').first();
  await expect(root).toContainText(MINUS_1500_DEMO, { timeout: 60_000 });
  await expect(root.locator(carolLink).first()).toBeVisible();
  await expect(root).toContainText('Jetton transfer');
  await screenshot(page, 'token-rows-trace');

  // Transaction page: the external inbound message is alice's signed wallet request.
  await go(page, `#/tx/${encodeURIComponent(transfer.hash)}`);
  const inbound = page.getByRole('region', { name: 'Inbound message' });
  await expect(inbound).toContainText('Wallet v4R2 request', { timeout: 60_000 });
  await expect(inbound.locator('dl[aria-label="Wallet request"]')).toContainText(/seqno\s*\d+/);
  await expect(inbound.locator('dl[aria-label="Wallet request"]')).toContainText(
    /valid_until\s*\d{10}/,
  );
  const signed = inbound.getByRole('region', { name: 'Signed out-message 1' });
  await expect(signed).toContainText('Jetton transfer');
  await expect(signed).toContainText('1,500 DEMO');
  await expect(page.getByText(/Unknown operation/)).toHaveCount(0);
  await expect(page.getByTestId('tx-moved')).toContainText(MINUS_1500_DEMO);
  // The outbound message to alice's jetton wallet prints the jetton amount with decimals.
  const outbound = page.getByRole('region', { name: 'Outbound message 1' });
  await expect(outbound).toContainText('1,500 DEMO');
  await expect(outbound).not.toContainText('1500000000000');
  await screenshot(page, 'token-rows-transaction');
});
