import type { Locator, Page } from '@playwright/test';
import { MINUS } from '../../shared/format';
import { formatUnits } from '../../shared/ton/units';
import { readCsvText } from '../../shared/csv/csv-writer';
import { demoRaws, demoWallet } from './demo-accounts';
import { createCase, expect, go, test } from './fixtures';
import { appV3 } from './local-api';
import { exportCsv, exportXlsx } from './export-csv';

/**
 * The ledger reads the same on every view (issue 19): on the Local profile's demo, the fee
 * breakdown of every transaction page sums to its total, and the bounced payment (alice pays
 * 1 TON, bounceable, to an address with no contract) reads the same on the transaction page
 * and the Transactions tab.
 */

interface Msg {
  hash: string;
  source?: string | null;
  destination?: string | null;
  value?: string | null;
  fwd_fee?: string | null;
  ihr_fee?: string | null;
  bounce?: boolean | null;
  bounced?: boolean | null;
  opcode?: string | null;
}
interface Tx {
  hash: string;
  account: string;
  lt: string;
  total_fees: string;
  trace_id?: string | null;
  block_ref?: { workchain: number; shard: string; seqno: number } | null;
  in_msg?: Msg | null;
  out_msgs: Msg[];
  account_state_before?: { balance?: string | null } | null;
  account_state_after?: { balance?: string | null } | null;
}

/** Exact nanotons of a TON Amount widget (its title ends with `(N nanotons)`). */
async function nanotonsOf(amount: Locator): Promise<bigint> {
  const title = (await amount.getAttribute('title'))!;
  return BigInt(/\((-?\d+) nanotons\)/.exec(title)![1]!);
}

/** Every demo transaction (v3 `transactions`, lt order). */
async function demoTransactions(shellUrl: string): Promise<Tx[]> {
  const r = await appV3<{ transactions: Tx[] }>(shellUrl, 'transactions', {
    sort: 'asc',
    limit: 1000,
  });
  return r.transactions;
}

/** The demo's bounced payment: alice's bounceable 1 TON and the transaction that returned it. */
async function bouncedPayment(shellUrl: string) {
  const alice = (await demoWallet('alice', 'v4R2')).toRawString().toUpperCase();
  const txs = await demoTransactions(shellUrl);
  const back = txs.find((t) => t.account === alice && t.in_msg?.bounced)!;
  expect(back, 'alice receives a bounce').toBeDefined();
  const sent = txs.find(
    (t) =>
      t.account === alice &&
      t.trace_id === back.trace_id &&
      t.out_msgs.some((m) => m.bounce && m.destination === back.in_msg!.source),
  )!;
  const payment = sent.out_msgs.find((m) => m.destination === back.in_msg!.source)!;
  return {
    alice,
    sent,
    back,
    value: BigInt(payment.value!),
    returned: BigInt(back.in_msg!.value!),
  };
}

/**
 * The demo's ledger events the export tests read: alice's bounced payment
 * ({@link bouncedPayment}) and carol (raw upper-case), who burns 100 DEMO.
 */
async function bounceAndBurn(shellUrl: string) {
  const [carol] = await demoRaws('carol');
  return { ...(await bouncedPayment(shellUrl)), carol: carol.toUpperCase() };
}

type Rows = Array<Record<string, string>>;

/**
 * A CSV or XLSX text cell as the chain wrote it (`readCsvText`: the export's formula rule puts
 * `'` before a cell starting with `+`, and a base64 hash starts with `+` one time in 64).
 */
const cellText = (cell: string | undefined) => (cell === undefined ? cell : readCsvText(cell));

/**
 * What a ledger export (`file`: CSV or XLSX) says of the demo's bounce, mint and burn: alice's
 * payment marked bounced with what it sent and what came back, the return's own row (its
 * transaction), the mint of 1,000,000 DEMO to her; carol's burn of 100 DEMO.
 */
function expectBounceMintBurn(
  file: string,
  aliceRows: Rows,
  carolRows: Rows,
  b: Awaited<ReturnType<typeof bouncedPayment>>,
) {
  const sentRow = aliceRows.find((r) => r.kind === 'ton_sent' && r.bounce_returned_raw)!;
  expect(sentRow, `the ${file} marks the payment that bounced`).toBeDefined();
  expect(BigInt(sentRow.amount_raw!)).toBe(-b.value);
  expect(BigInt(sentRow.bounce_returned_raw!)).toBe(b.returned);
  const backRow = aliceRows.find((r) => r.kind === 'bounce_returned' && r.asset_raw === '')!;
  expect(BigInt(backRow.amount_raw!)).toBe(b.returned);
  expect(cellText(backRow.tx_hash)).toBe(b.back.hash);
  const amounts = (rows: Rows, kind: string) =>
    rows.filter((r) => r.kind === kind).map((r) => r.amount_raw);
  expect(amounts(aliceRows, 'jetton_minted')).toEqual(['1000000000000000']);
  expect(amounts(carolRows, 'jetton_burned')).toEqual(['-100000000000']);
}

async function openTx(page: Page, hash: string) {
  await go(page, `#/tx/${encodeURIComponent(hash)}`);
  await expect(page.getByTestId('fee-total')).toBeVisible({ timeout: 60_000 });
}

test('the fee breakdown sums to the total on every demo transaction page', async ({
  page,
  shellUrl,
}) => {
  test.setTimeout(600_000);
  const txs = await demoTransactions(shellUrl);
  expect(txs.length).toBeGreaterThan(50);
  for (const tx of txs) {
    await openTx(page, tx.hash);
    const expected =
      BigInt(tx.total_fees) +
      tx.out_msgs.reduce((s, m) => s + BigInt(m.fwd_fee ?? 0) + BigInt(m.ihr_fee ?? 0), 0n);
    const total = await nanotonsOf(page.getByTestId('fee-total').locator('.amount'));
    const parts = page.getByTestId('fee-part').locator('.amount');
    let sum = 0n;
    for (const part of await parts.all()) sum += await nanotonsOf(part);
    expect({ hash: tx.hash, total, sum }).toEqual({
      hash: tx.hash,
      total: expected,
      sum: expected,
    });
  }
});

test('a payment that bounced says so on its transaction page, net, with a link to the return', async ({
  page,
  shellUrl,
}) => {
  const b = await bouncedPayment(shellUrl);
  await openTx(page, b.sent.hash);
  const bounced = page.getByTestId('tx-bounced');
  await expect(bounced).toBeVisible({ timeout: 60_000 });
  const [sentAmount, backAmount] = await bounced.locator('.amount').all();
  expect(await nanotonsOf(sentAmount!)).toBe(b.value);
  expect(await nanotonsOf(backAmount!)).toBe(b.returned);
  // Moved is net of what came back.
  const moved = page.getByTestId('tx-moved').locator('.amount').first();
  expect(await nanotonsOf(moved)).toBe(b.value - b.returned);
  await expect(page.getByTestId('tx-moved')).toContainText(MINUS);
  await bounced.getByRole('link', { name: 'the return transaction' }).click();
  // The return transaction's page links back to the payment.
  const hex = Buffer.from(b.back.hash, 'base64').toString('hex');
  await expect(page.locator('dl[aria-label="Transaction facts"]')).toContainText(hex, {
    timeout: 60_000,
  });
  await expect(page.getByRole('link', { name: 'the payment that bounced' })).toBeVisible({
    timeout: 60_000,
  });
});

test('alice’s mint order has its own lines on its transaction page and its row, as a burn has: + the jettons, to the owner', async ({
  page,
  shellUrl,
}) => {
  const alice = (await demoWallet('alice', 'v4R2')).toRawString().toUpperCase();
  const txs = await demoTransactions(shellUrl);
  // Block 6: alice (the minter's admin) orders 1,000,000 DEMO for herself and 250,000 for bob.
  const order = txs.find(
    (t) => t.account === alice && t.out_msgs.some((m) => m.opcode === '0x00000015'),
  )!;
  expect(order, 'alice orders the mints').toBeDefined();
  await openTx(page, order.hash);
  const minted = page.getByTestId('tx-minted');
  await expect(minted).toHaveCount(2, { timeout: 60_000 });
  const mine = minted.and(page.locator('[data-amount="1000000000000000"]'));
  await expect(mine).toContainText('+1,000,000 DEMO');
  await expect(minted.and(page.locator('[data-amount="250000000000000"]'))).toContainText(
    '+250,000 DEMO',
  );
  const title = (await mine.locator('.amount').first().getAttribute('title'))!;
  expect(title).toContain('(1000000000000000 smallest units');

  // alice's Transactions tab: the order's row reads as the TON it cost, with the jettons
  // ordered unsigned; the jettons count once, signed, where they arrive.
  await go(page, `#/account/${encodeURIComponent(alice)}`);
  const table = page.getByRole('table', { name: 'Transactions', exact: true });
  const mintRow = table
    .getByRole('row')
    .filter({ has: page.locator(`[data-hash="${order.hash}"]`) })
    .filter({ has: page.getByTestId('row-mint-order') });
  await expect(mintRow).toHaveCount(1, { timeout: 60_000 });
  const cost = order.out_msgs.reduce((sum, m) => sum + BigInt(m.value ?? 0), 0n);
  expect(await nanotonsOf(mintRow.locator('.amount.native').first())).toBe(cost);
  const ordered = mintRow.locator('.amount.jetton').first();
  await expect(ordered).toHaveText(/^1,000,000 DEMO/);
  expect(await ordered.getAttribute('title')).toContain('(1000000000000000 smallest units');
});

test('the bounced payment’s own row on the Transactions tab says Bounced, net, with what came back', async ({
  page,
  shellUrl,
}) => {
  const b = await bouncedPayment(shellUrl);
  await go(page, `#/account/${encodeURIComponent(b.alice)}`);
  const table = page.getByRole('table', { name: 'Transactions' });
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 60_000 });
  const cell = table.getByTestId('row-bounced');
  await expect(cell).toHaveCount(1, { timeout: 60_000 });
  await cell.scrollIntoViewIfNeeded();
  const row = table.getByRole('row').filter({ has: page.getByTestId('row-bounced') });
  await expect(row.locator('.pill', { hasText: 'Bounced' })).toBeVisible();
  const [net, sent, back] = await cell.locator('.amount').all();
  expect(await nanotonsOf(net!)).toBe(b.value - b.returned);
  expect(await nanotonsOf(sent!)).toBe(b.value);
  expect(await nanotonsOf(back!)).toBe(b.returned);
  await cell.getByRole('link').click();
  const hex = Buffer.from(b.back.hash, 'base64').toString('hex');
  await expect(page.locator('dl[aria-label="Transaction facts"]')).toContainText(hex, {
    timeout: 60_000,
  });
});

test('alice’s DEMO chart and flows show the mint; TON flows count fees and net to her balance', async ({
  page,
  shellUrl,
}) => {
  const alice = (await demoWallet('alice', 'v4R2')).toRawString().toUpperCase();
  const { jetton_wallets } = await appV3<{
    jetton_wallets: Array<{ balance: string; jetton: string }>;
  }>(shellUrl, 'jetton/wallets', { owner_address: [alice], limit: 10, offset: 0 });
  const wallet = jetton_wallets[0]!;
  const { accounts } = await appV3<{ accounts: Array<{ balance: string }> }>(
    shellUrl,
    'accountStates',
    { address: [alice] },
  );
  const MINT = 1_000_000_000_000_000n;
  await go(page, `#/account/${encodeURIComponent(alice)}/charts`);
  await page.getByRole('radio', { name: 'All history' }).check();

  // TON: in − out − fees over the whole history (from an empty account) is the balance now.
  const tonTotal = page
    .getByRole('region', { name: 'Flows by counterparty (TON)' })
    .getByTestId('flows-total');
  await expect(tonTotal).toHaveAttribute('data-net', accounts[0]!.balance, { timeout: 60_000 });
  expect(BigInt((await tonTotal.getAttribute('data-fees'))!)).toBeGreaterThan(0n);
  await expect(tonTotal).toContainText('fees');

  // DEMO balance: the first point is the mint, the last the wallet's balance.
  const chart = page.getByRole('region', { name: /^Balance of jetton DEMO/ });
  await chart.getByRole('radio', { name: 'Table' }).click();
  const table = chart.getByRole('table', { name: /points$/ });
  await expect(table.locator(`[data-balance="${MINT}"]`).first()).toBeVisible({
    timeout: 60_000,
  });
  await expect(chart.locator('.balance-chart')).toHaveAttribute(
    'data-last-balance',
    wallet.balance,
  );

  // DEMO flows: +1,000,000 from the master; the net is the wallet's balance.
  const asset = page.getByLabel('Asset');
  await asset.selectOption(
    (await asset.locator('option', { hasText: /^DEMO · / }).getAttribute('value'))!,
  );
  const jflows = page.getByRole('region', { name: /^Flows by counterparty \(DEMO/ });
  const master = wallet.jetton.toLowerCase();
  await expect(jflows.locator(`tbody tr[data-counterparty="${master}"]`)).toHaveAttribute(
    'data-in',
    MINT.toString(),
  );
  await expect(jflows.getByTestId('flows-total')).toHaveAttribute('data-net', wallet.balance);
});

test('the ledger CSV carries the same bounce, mint and burn as the views', async ({
  page,
  shellUrl,
}) => {
  test.setTimeout(300_000);
  const { carol, ...b } = await bounceAndBurn(shellUrl);
  // alice: the bounced payment (sent, what came back, the return's hash) and the mint; carol:
  // the burn, −100 DEMO; in their ledger CSVs, then on carol's Transactions tab.
  expectBounceMintBurn(
    'CSV',
    await exportCsv(shellUrl, b.alice, 'ledger'),
    await exportCsv(shellUrl, carol, 'ledger'),
    b,
  );
  await go(page, `#/account/${encodeURIComponent(carol)}`);
  const table = page.getByRole('table', { name: 'Transactions' });
  const burnRow = table.getByRole('row').filter({ hasText: 'Jetton burn' });
  await expect(burnRow).toHaveCount(1, { timeout: 60_000 });
  const title = (await burnRow.locator('.amount.jetton').first().getAttribute('title'))!;
  expect(title).toContain('(100000000000 smallest units');
  await expect(burnRow.locator('.amount.jetton').first()).toContainText(`${MINUS}100 DEMO`);
});

test('the trace tree says Bounced on the payment’s own transaction too', async ({
  page,
  shellUrl,
}) => {
  const b = await bouncedPayment(shellUrl);
  await go(page, `#/trace/${encodeURIComponent(b.back.trace_id!)}`);
  const tree = page.getByRole('list', { name: 'Trace tree' });
  await expect(tree.getByRole('listitem').first()).toBeVisible({ timeout: 60_000 });
  // The payment (alice), the failed delivery (no contract there) and the return.
  const sender = tree.locator('.trace-tx').first();
  await expect(sender.locator('.pill')).toHaveText('Bounced');
  await expect(tree.locator('.pill', { hasText: /^Bounced$/ })).toHaveCount(2);
  await expect(tree.locator('.pill', { hasText: 'Bounce returned' })).toHaveCount(1);
});

/** The Bounced pill of the payment: the ledger's status, with what was sent and came back. */
async function expectBouncedPill(pill: Locator, value: bigint, returned: bigint) {
  await expect(pill).toHaveText('Bounced');
  const title = (await pill.getAttribute('title'))!;
  expect(title).toContain(`payment of ${formatUnits(value, 9, { group: true })} TON`);
  expect(title).toContain(`${formatUnits(returned, 9, { group: true })} TON came back`);
}

test('History by trace and the block page say Bounced on the payment, with what came back', async ({
  page,
  shellUrl,
}) => {
  const b = await bouncedPayment(shellUrl);
  // History by trace: the payment's action, from the ledger's bounce link.
  await go(page, `#/account/${encodeURIComponent(b.alice)}/history`);
  const history = page.getByRole('table', { name: 'History by trace' });
  await expect(history.getByRole('row').nth(1)).toBeVisible({ timeout: 60_000 });
  const trace = encodeURIComponent(b.sent.trace_id!);
  const row = history.getByRole('row').filter({ has: page.locator(`a[href$="/trace/${trace}"]`) });
  await row.first().scrollIntoViewIfNeeded();
  await expectBouncedPill(row.first().locator('.pill[data-status="bounced"]'), b.value, b.returned);

  // The block page of the payment: its own row says Bounced (the return is in a later block).
  const ref = b.sent.block_ref!;
  await go(page, `#/block/${ref.workchain}:${ref.shard}:${ref.seqno}`);
  const table = page.getByRole('table', { name: 'Block transactions' });
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 60_000 });
  const paid = table.locator('.pill[title^="Bounced: the payment of"]');
  await expect(paid).toHaveCount(1, { timeout: 60_000 });
  await expectBouncedPill(paid, b.value, b.returned);
});

/**
 * Every distinct hover text of a balance chart (its region): the chart's hover line names the
 * point nearest the cursor. Points are in order of x, so the text changes only where the nearest
 * point changes: a coarse sweep, then halving every stretch whose two ends differ, finds every
 * point a 3 px sweep finds, in a fraction of the moves. The mouse moves are the page's own
 * events, each read two frames later (the hover line is React state).
 */
async function hoverTexts(chart: Locator): Promise<string[]> {
  const over = chart.locator('.u-over');
  await expect(over).toBeVisible({ timeout: 60_000 });
  await over.scrollIntoViewIfNeeded();
  return chart.evaluate(async (region) => {
    const el = region.querySelector('.u-over')!;
    const hover = region.querySelector('.chart-hover');
    const box = el.getBoundingClientRect();
    const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));
    const at = async (x: number) => {
      el.dispatchEvent(
        new MouseEvent('mousemove', {
          bubbles: true,
          clientX: box.left + x,
          clientY: box.top + box.height / 2,
        }),
      );
      await frame();
      await frame();
      return hover?.textContent ?? '';
    };
    const seen = new Set<string>();
    const refine = async (l: number, tl: string, r: number, tr: string): Promise<void> => {
      if (tl === tr || r - l <= 3) return;
      const m = Math.floor((l + r) / 2);
      const tm = await at(m);
      seen.add(tm);
      await refine(l, tl, m, tm);
      await refine(m, tm, r, tr);
    };
    let prev = { x: 1, text: await at(1) };
    seen.add(prev.text);
    for (let x = 25; ; x += 24) {
      const cur = { x: Math.min(x, box.width - 1), text: await at(Math.min(x, box.width - 1)) };
      seen.add(cur.text);
      await refine(prev.x, prev.text, cur.x, cur.text);
      prev = cur;
      if (cur.x >= box.width - 1) break;
    }
    return [...seen];
  });
}

const ton = (nano: bigint | string) => `${formatUnits(nano, 9, { group: true })} TON`;

const signed = (v: bigint, unit: (x: bigint) => string) => `${v >= 0n ? '+' : ''}${unit(v)}`;

test('the chart’s hover and the ledger XLSX carry the same bounce, mint and burn', async ({
  page,
  shellUrl,
}) => {
  test.setTimeout(600_000);
  const { carol, ...b } = await bounceAndBurn(shellUrl);

  // The XLSX: the same rows as the CSV (exceljs reads it), statements on its Summary sheet.
  const alice = await exportXlsx(shellUrl, b.alice, 'ledger');
  expectBounceMintBurn('XLSX', alice.rows, (await exportXlsx(shellUrl, carol, 'ledger')).rows, b);
  // Its statements (TON and DEMO at least) reconcile: every difference is 0.
  const differences = alice.sheets.Summary!.filter((l) => l.startsWith('  difference|'));
  expect(differences.length).toBeGreaterThanOrEqual(2);
  for (const d of differences) expect(d).toMatch(/^ {2}difference\|0\b/);

  // alice's TON chart: the payment's point and the return's, balance and change as the chain
  // says (the ledger's balance after; the change is the transaction's movements, fees in).
  await go(page, `#/account/${encodeURIComponent(b.alice)}/charts`);
  await page.getByRole('radio', { name: 'All history' }).check();
  const tonTexts = await hoverTexts(page.getByRole('region', { name: 'TON balance' }));
  for (const tx of [b.sent, b.back]) {
    const after = BigInt(tx.account_state_after!.balance!);
    const change = after - BigInt(tx.account_state_before!.balance!);
    const text = tonTexts.find((t) => t.endsWith(`lt ${tx.lt}`));
    expect(text, `a hover names lt ${tx.lt}`).toBeDefined();
    expect(text).toContain(`balance ${ton(after)}`);
    expect(text).toContain(signed(change, ton));
    // The XLSX's balance after for that transaction is the chart's.
    const row = alice.rows.find((r) => cellText(r.tx_hash) === tx.hash && r.asset_raw === '')!;
    expect(BigInt(row.balance_after_raw!)).toBe(after);
  }
  // The return's point adds what came back less the fee it paid.
  const backFee = BigInt(b.back.total_fees);
  expect(tonTexts.find((t) => t.endsWith(`lt ${b.back.lt}`))).toContain(
    signed(b.returned - backFee, ton),
  );

  // alice's DEMO chart: the mint's point, +1,000,000 DEMO to a balance of 1,000,000 DEMO.
  const demo = page.getByRole('region', { name: /^Balance of jetton DEMO/ });
  const mintTexts = await hoverTexts(demo);
  // The unit is the symbol with the master's short address ("DEMO · EQAK…tAnA").
  expect(
    mintTexts.filter((t) => /balance 1,000,000 DEMO\b.* · \+1,000,000 DEMO\b/.test(t)),
    mintTexts.join('\n'),
  ).toHaveLength(1);

  // carol's DEMO chart: the burn's point, −100 DEMO.
  await go(page, `#/account/${encodeURIComponent(carol)}/charts`);
  await page.getByRole('radio', { name: 'All history' }).check();
  const burnTexts = await hoverTexts(page.getByRole('region', { name: /^Balance of jetton DEMO/ }));
  expect(
    burnTexts.filter((t) => t.includes(` · ${MINUS}100 DEMO`) && t.includes(' · out · ')),
  ).toHaveLength(1);
});

test('the case report carries the bounce and a reconciliation statement per account and asset', async ({
  page,
  shellUrl,
  browser,
}) => {
  test.setTimeout(600_000);
  const { carol, ...b } = await bounceAndBurn(shellUrl);
  const caseId = await createCase(shellUrl, { name: 'Ledger numbers' }, [
    { kind: 'address', ref: b.alice },
    { kind: 'address', ref: carol },
    { kind: 'transaction', ref: b.sent.hash },
  ]);
  // The Case page: the payment says Bounced, net, with what came back (as the Transactions tab).
  await go(page, `#/case/${caseId}`);
  await expect(page.getByTestId('case-summary')).toHaveCount(3, { timeout: 90_000 });
  const bounced = page.getByTestId('case-bounced');
  await expect(bounced).toBeVisible({ timeout: 60_000 });
  const [net, sent, back] = await bounced.locator('.amount').all();
  expect(await nanotonsOf(net!)).toBe(b.value - b.returned);
  expect(await nanotonsOf(sent!)).toBe(b.value);
  expect(await nanotonsOf(back!)).toBe(b.returned);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export HTML report' }).click(),
  ]);
  const { readFile } = await import('node:fs/promises');
  const html = await readFile((await download.path())!, 'utf8');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const report = await context.newPage();
  await report.setContent(html);

  // The payment's item: Bounced, net of what came back.
  const item = report.locator('.item', {
    hasText: Buffer.from(b.sent.hash, 'base64').toString('hex'),
  });
  await expect(item.locator('.status')).toHaveText('Bounced');
  await expect(item.locator('.summary')).toContainText(
    `${MINUS}${ton(b.value - b.returned)} (${ton(b.value)} sent, ${ton(b.returned)} came back)`,
  );

  /** The exact smallest units of a statement's cells (asset, opening, in, out, fees, closing, chain, difference). */
  const statementRow = async (account: string, asset: string) => {
    const row = report.locator(
      `table.statement[data-account="${account}" i] tr[data-asset="${asset}" i]`,
    );
    await expect(row).toHaveCount(1);
    const cells = await row.locator('td').all();
    const raw = await Promise.all(cells.slice(1).map((c) => c.getAttribute('data-raw')));
    const [opening, inn, out, fees, closing, chain, difference] = raw.map((v) => BigInt(v!));
    return { opening, in: inn!, out: out!, fees: fees!, closing: closing!, chain, difference };
  };
  const wallets = async (owner: string) =>
    (
      await appV3<{ jetton_wallets: Array<{ balance: string; jetton: string }> }>(
        shellUrl,
        'jetton/wallets',
        { owner_address: [owner], limit: 10, offset: 0 },
      )
    ).jetton_wallets[0]!;
  const { accounts } = await appV3<{ accounts: Array<{ balance: string }> }>(
    shellUrl,
    'accountStates',
    { address: [b.alice] },
  );

  // alice, TON: opening + in − out − fees = closing = her balance now; the bounce is counted.
  const aliceTon = await statementRow(b.alice, 'TON');
  expect(aliceTon.opening + aliceTon.in - aliceTon.out - aliceTon.fees).toBe(aliceTon.closing);
  expect(aliceTon.closing).toBe(BigInt(accounts[0]!.balance));
  expect(aliceTon.difference).toBe(0n);
  // alice, DEMO: the mint is what came in; closing is her jetton wallet's balance.
  const aliceWallet = await wallets(b.alice);
  const aliceDemo = await statementRow(b.alice, `jetton:${aliceWallet.jetton}`);
  expect(aliceDemo.in).toBe(1_000_000_000_000_000n);
  expect(aliceDemo.closing).toBe(BigInt(aliceWallet.balance));
  expect(aliceDemo.difference).toBe(0n);
  // carol, DEMO: what went out is her ledger's (the burn of 100 DEMO among it).
  const carolRows = await exportCsv(shellUrl, carol, 'ledger');
  const carolWallet = await wallets(carol);
  const carolOut = carolRows
    .filter((r) => r.asset_raw.toUpperCase() === carolWallet.jetton.toUpperCase())
    .map((r) => BigInt(r.amount_raw!))
    .filter((v) => v < 0n)
    .reduce((s, v) => s - v, 0n);
  expect(
    carolRows.some((r) => r.kind === 'jetton_burned' && r.amount_raw === '-100000000000'),
  ).toBe(true);
  const carolDemo = await statementRow(carol, `jetton:${carolWallet.jetton}`);
  expect(carolDemo.out).toBe(carolOut);
  expect(carolDemo.closing).toBe(BigInt(carolWallet.balance));
  expect(carolDemo.difference).toBe(0n);
  await context.close();
});

/** The cell of `row` under the column headed `header` (the table's own header row). */
async function cellUnder(table: Locator, row: Locator, header: string): Promise<Locator> {
  const heads = await table.getByRole('columnheader').allTextContents();
  const i = heads.indexOf(header);
  expect(i, `a ${header} column`).toBeGreaterThanOrEqual(0);
  return row.getByRole('cell').nth(i);
}

test('one number per movement: the fee, the bounce, the mint and bob’s call read the same on the list, History, the transaction page, Flows and the ledger CSV', async ({
  page,
  shellUrl,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const b = await bouncedPayment(shellUrl);
  const [bob] = (await demoRaws('bob')).map((r) => r.toUpperCase());
  const txs = await demoTransactions(shellUrl);
  const csv = await exportCsv(shellUrl, b.alice, 'ledger');
  const ofTx = (hash: string, kind: string) =>
    csv.filter((r) => cellText(r.tx_hash) === hash && r.kind === kind && r.asset_raw === '');
  const table = page.getByRole('table', { name: 'Transactions', exact: true });
  const rowOf = (hash: string) =>
    table.getByRole('row').filter({ has: page.locator(`[data-hash="${hash}"]`) });

  // The fee of alice's 5 TON payment: the ledger's (own fees + forward fee) on the list, the
  // page and in the CSV.
  const lunch = txs.find(
    (t) =>
      t.account === b.alice &&
      t.out_msgs.some((m) => m.destination === bob && m.value === '5000000000'),
  )!;
  const fee =
    BigInt(lunch.total_fees) +
    lunch.out_msgs.reduce((s, m) => s + BigInt(m.fwd_fee ?? 0) + BigInt(m.ihr_fee ?? 0), 0n);
  expect(ofTx(lunch.hash, 'fee').map((r) => BigInt(r.amount_raw!))).toEqual([-fee]);
  await go(page, `#/account/${encodeURIComponent(b.alice)}`);
  await expect(rowOf(lunch.hash)).toHaveCount(1, { timeout: 60_000 });
  const feeCell = await cellUnder(table, rowOf(lunch.hash), 'Fee');
  expect(await nanotonsOf(feeCell.locator('.amount'))).toBe(fee);

  // The bounce: one net amount on the payment's row, its return linked and not counted again.
  const net = b.value - b.returned;
  const sentRow = ofTx(b.sent.hash, 'ton_sent').find((r) => r.bounce_returned_raw)!;
  expect(-BigInt(sentRow.amount_raw!) - BigInt(sentRow.bounce_returned_raw!)).toBe(net);
  const paid = rowOf(b.sent.hash).getByTestId('row-bounced');
  await paid.scrollIntoViewIfNeeded();
  expect(await nanotonsOf(paid.locator('.amount').first())).toBe(net);
  await expect(paid.locator('.amount').first()).toContainText(MINUS);
  const back = rowOf(b.back.hash).getByTestId('row-bounce-return');
  await expect(back).toBeVisible();
  await expect(back.locator('.amount')).not.toContainText(/^[+−-]/);
  await expect(back.getByRole('link')).toHaveAttribute(
    'href',
    `#/tx/${encodeURIComponent(b.sent.hash)}`,
  );
  // bob's 0xdeadbeef call: one headline, Bounced, on his row and on the transaction's page.
  const call = txs.find(
    (t) => t.account === bob && t.out_msgs.some((m) => m.opcode === '0xdeadbeef'),
  )!;
  expect(call, 'bob calls the minter with 0xdeadbeef').toBeDefined();
  await go(page, `#/account/${encodeURIComponent(bob)}`);
  await expect(rowOf(call.hash).locator('.pill')).toHaveText('Bounced', { timeout: 60_000 });
  await go(page, `#/tx/${encodeURIComponent(call.hash)}`);
  await expect(page.getByRole('heading', { level: 1 }).locator('.pill')).toHaveText('Bounced', {
    timeout: 60_000,
  });
  await expect(page.getByTestId('status-reason')).toContainText('This transaction itself: Success');

  // The mint: its jettons signed once on alice's list; the order's row its TON cost (the CSV's).
  await go(page, `#/account/${encodeURIComponent(b.alice)}`);
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 60_000 });
  await table.evaluate((t) => t.scrollTo({ top: t.scrollHeight }));
  const minted = table.locator('.amount.jetton.in[title*="(1000000000000000 smallest units"]');
  await expect(minted).toHaveCount(1, { timeout: 30_000 });
  const orderTx = txs.find(
    (t) => t.account === b.alice && t.out_msgs.some((m) => m.opcode === '0x00000015'),
  )!;
  const order = rowOf(orderTx.hash);
  await expect(order.getByTestId('row-mint-order')).toBeVisible();
  const orderSent = ofTx(orderTx.hash, 'ton_sent').reduce((s, r) => s + BigInt(r.amount_raw!), 0n);
  expect(-(await nanotonsOf(order.locator('.amount.native').first()))).toBe(orderSent);

  // The transaction page and History say the payment's net; Flows nets it per counterparty.
  await openTx(page, b.sent.hash);
  // Net once the trace (with the return) is in.
  await expect(page.getByTestId('tx-bounced')).toBeVisible({ timeout: 60_000 });
  expect(await nanotonsOf(page.getByTestId('tx-moved').locator('.amount').first())).toBe(net);
  await go(page, `#/account/${encodeURIComponent(b.alice)}/history`);
  const history = page.getByRole('table', { name: 'History by trace' });
  const action = history.getByTestId('row-bounced');
  await expect(action).toHaveCount(1, { timeout: 60_000 });
  expect(await nanotonsOf(action.locator('.amount').first())).toBe(net);
  await go(page, `#/account/${encodeURIComponent(b.alice)}/charts`);
  await page.getByRole('radio', { name: 'All history' }).check();
  const nobody = b.back.in_msg!.source!.toLowerCase();
  const flow = page
    .getByRole('region', { name: 'Flows by counterparty (TON)' })
    .locator(`tbody tr[data-counterparty="${nobody}" i]`);
  await expect(flow).toHaveCount(1, { timeout: 60_000 });
  const inflow = BigInt((await flow.getAttribute('data-in'))!);
  const outflow = BigInt((await flow.getAttribute('data-out'))!);
  expect(outflow - inflow).toBe(net);
});
