import { Address } from '@ton/core';
import { normalizeAddress } from '../../shared/ton/address';
import { expectChartFits, pngSize, saveChart } from './chart-checks';
import { chooseRadio, expect, go, localV3, screenshot, test } from './fixtures';
import { exportCsv } from './export-csv';
import { demoWallet } from './demo-accounts';

/**
 * The account page's Charts tab on the Local profile: alice's balance chart ends at the
 * balance in the header with one point per transaction, and her flows per counterparty equal
 * the sums of her CSV exports (TON and jetton transfers) over the same period (her whole
 * history), produced through the app's IPC.
 */

/** Sums of export rows per counterparty (the other side of each row), smallest units. */
function sumsByCounterparty(
  rows: Array<Record<string, string>>,
  me: string,
): Map<string, { inflow: bigint; outflow: bigint }> {
  const out = new Map<string, { inflow: bigint; outflow: bigint }>();
  for (const r of rows) {
    const dir = r.direction!;
    const other = dir === 'out' ? r.to_raw! : dir === 'self' ? me : r.from_raw!;
    const amount = BigInt(r.amount_raw!);
    // A message that moves nothing (the poisoner's 0 TON with a comment) is an export row
    // but no movement of the ledger, so no flow.
    if (amount === 0n) continue;
    const s = out.get(other) ?? { inflow: 0n, outflow: 0n };
    if (dir !== 'out') s.inflow += amount;
    if (dir === 'out' || dir === 'self') s.outflow += amount;
    out.set(other, s);
  }
  return out;
}

test('alice’s balance chart ends at the header balance, one point per transaction', async ({
  page,
  shellUrl,
}) => {
  const alice = await demoWallet('alice', 'v4R2');
  const raw = alice.toRawString();
  const { transactions } = await localV3<{ transactions: unknown[] }>(
    shellUrl,
    `transactions?account=${encodeURIComponent(raw)}&limit=1000`,
  );
  await go(page, `#/account/${encodeURIComponent(alice.toString({ bounceable: false }))}/charts`);
  await chooseRadio(page, 'Period', 'All history');
  const ton = page.getByRole('region', { name: 'TON balance', exact: true });
  const chart = ton.locator('.balance-chart');
  await expect(chart).toHaveAttribute('data-points', String(transactions.length), {
    timeout: 60_000,
  });
  // The header's balance (its exact nanotons are in the amount's title).
  const header = page.locator('dl[aria-label="Account facts"] .amount').first();
  const title = (await header.getAttribute('title'))!;
  const headerNano = /\((\d+) nanotons\)/.exec(title)![1]!;
  await expect(chart).toHaveAttribute('data-last-balance', headerNano);
  await expect(ton.locator('canvas').first()).toBeVisible();
  // Hover shows the exact balance of a point.
  const box = (await ton.locator('.u-over').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.move(box.x + box.width - 2, box.y + box.height / 2);
  await expect(ton.locator('.chart-hover')).toContainText('balance');
  await screenshot(page, 'charts-balance');

  // Saved pictures: the PNG is the drawn canvas under a title band; the SVG draws the line and
  // the in/out dots under its title: what and whose, the period, network and block.
  const png = await saveChart(page, ton, 'PNG');
  expect(png.name).toMatch(/^balance-\w{8}\.png$/);
  const canvas = ton.locator('canvas').first();
  const saved = pngSize(png.bytes);
  expect(saved.width).toBe(Number(await canvas.getAttribute('width')));
  expect(saved.height).toBeGreaterThan(Number(await canvas.getAttribute('height')));
  const svg = (await saveChart(page, ton, 'SVG')).bytes.toString('utf8');
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  expect(svg).toMatch(/<path d="M[\d.]+,[\d.]+H/);
  expect(svg).toContain('<circle');
  const titleLine = (n: number) =>
    new RegExp(`data-title-line="${n}"[^>]*>([^<]*)<`).exec(svg)?.[1] ?? '';
  const [what, whose] = titleLine(0).split(' · ');
  expect(what).toBe('TON balance');
  expect(Address.parse(whose!).equals(alice)).toBe(true);
  expect(titleLine(1)).toMatch(/^in its history · local · as of masterchain block \d+ · saved /);

  // Table view: the same points, the last one at the header's balance.
  await ton.getByRole('radio', { name: 'Table' }).click();
  const table = ton.getByRole('table', { name: 'TON balance: points' });
  await expect(table).toBeVisible();
  await expect(table.locator(`[data-balance="${headerNano}"]`).first()).toBeVisible();
});

test('alice’s flows per counterparty equal her CSV exports’ sums', async ({ page, shellUrl }) => {
  const alice = await demoWallet('alice', 'v4R2');
  const me = normalizeAddress(alice.toRawString());
  const friendly = alice.toString({ bounceable: false });
  await go(page, `#/account/${encodeURIComponent(friendly)}/charts`);
  await chooseRadio(page, 'Period', 'All history');
  const flows = page.getByRole('region', { name: 'Flows by counterparty (TON)' });
  await expect(flows.getByRole('group', { name: /top \d+ counterparties/ })).toBeVisible({
    timeout: 60_000,
  });
  await screenshot(page, 'charts-flows');

  const expected = sumsByCounterparty(await exportCsv(shellUrl, friendly, 'ton-transfers'), me);
  const rows = flows.locator('tbody tr[data-counterparty]');
  await expect(rows).toHaveCount(expected.size);
  const shown = await rows.evaluateAll((els) =>
    els.map((e) => [
      e.getAttribute('data-counterparty')!,
      e.getAttribute('data-in')!,
      e.getAttribute('data-out')!,
    ]),
  );
  for (const [cp, inflow, outflow] of shown) {
    expect(expected.get(cp!), `counterparty ${cp}`).toEqual({
      inflow: BigInt(inflow!),
      outflow: BigInt(outflow!),
    });
  }

  // The DEMO jetton: the same against the ledger export's jetton movements (transfers, the
  // mint and any burn: the master is the counterparty of a mint or burn).
  const ledgerRows = await exportCsv(shellUrl, friendly, 'ledger');
  const jExpected = new Map<string, { inflow: bigint; outflow: bigint }>();
  for (const r of ledgerRows.filter((x) => x.asset_raw && x.kind?.startsWith('jetton_'))) {
    const cp = normalizeAddress(r.counterparty_raw!);
    const s = jExpected.get(cp) ?? { inflow: 0n, outflow: 0n };
    const amount = BigInt(r.amount_raw!);
    if (amount > 0n) s.inflow += amount;
    else s.outflow -= amount;
    jExpected.set(cp, s);
  }
  expect(ledgerRows.some((x) => x.kind === 'jetton_minted')).toBe(true);
  // A jetton's unit names its master (`DEMO · EQAb…x9Zt`): it never reads as TON.
  const asset = page.getByLabel('Asset');
  await asset.selectOption(
    (await asset.locator('option', { hasText: /^DEMO · \S{4}…\S{4}$/ }).getAttribute('value'))!,
  );
  const jflows = page.getByRole('region', {
    name: /^Flows by counterparty \(DEMO · \S{4}…\S{4}\)$/,
  });
  const jrows = jflows.locator('tbody tr[data-counterparty]');
  await expect(jrows).toHaveCount(jExpected.size);
  for (const [cp, inflow, outflow] of await jrows.evaluateAll((els) =>
    els.map((e) => [
      e.getAttribute('data-counterparty')!,
      e.getAttribute('data-in')!,
      e.getAttribute('data-out')!,
    ]),
  )) {
    expect(jExpected.get(normalizeAddress(cp!))).toEqual({
      inflow: BigInt(inflow!),
      outflow: BigInt(outflow!),
    });
  }

  // A bar opens its counterparty.
  await jflows.getByRole('group', { name: /top/ }).locator('a .flows-label').first().click();
  await expect(page).toHaveURL(/#\/account\/0%3A|#\/account\/0:/);
});

test('alice’s charts fit a 1024 px window and a 4K screen, in both themes', async ({ page }) => {
  const alice = (await demoWallet('alice', 'v4R2')).toString({ bounceable: false });
  for (const [width, height] of [
    [1024, 768],
    [3840, 2160],
  ] as const) {
    await page.setViewportSize({ width, height });
    await go(page, `#/account/${encodeURIComponent(alice)}/charts`);
    const balance = page.getByRole('region', { name: 'TON balance', exact: true });
    await expect(balance.locator('canvas').first()).toBeVisible({ timeout: 60_000 });
    const flows = page.getByRole('region', { name: 'Flows by counterparty (TON)' });
    await expect(flows.getByRole('group', { name: /top \d+ counterparties/ })).toBeVisible();
    await expectChartFits(balance);
    await expectChartFits(flows);
    // The balance chart uses the width it has (a time series wants it).
    const [canvasW, frameW] = await balance.evaluate((el) => [
      el.querySelector('canvas')!.getBoundingClientRect().width,
      el.getBoundingClientRect().width,
    ]);
    expect(canvasW).toBeGreaterThan(frameW * 0.95);
    await screenshot(page, `charts-${width}`);
  }
});
