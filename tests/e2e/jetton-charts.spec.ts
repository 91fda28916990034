import { Address } from '@ton/core';
import type { Page } from '@playwright/test';
import { expectChartFits, pngSize, saveChart } from './chart-checks';
import { expect, localV3, screenshot, test } from './fixtures';

/**
 * The jetton master's Charts tab on the Local profile's demo jetton (DEMO): the holders'
 * slices sum to the total supply the page shows and its top holders are the Holders tab's;
 * the volume of each day is the sum of the transfers the Transfers tab lists for that day.
 */

interface JettonMasters {
  jetton_masters: Array<{
    address: string;
    total_supply: string;
    jetton_content: Record<string, string>;
  }>;
}

/** The demo jetton's master, from the same local network as the app. */
async function demoMaster(shellUrl: string) {
  const { jetton_masters } = await localV3<JettonMasters>(shellUrl, 'jetton/masters?limit=10');
  const m = jetton_masters.find((j) => j.jetton_content.symbol === 'DEMO');
  expect(m, 'the Local profile has the DEMO jetton').toBeDefined();
  return m!;
}

async function openTab(page: Page, address: string, tab: string) {
  await page.evaluate(
    (h) => (window.location.hash = h),
    `#/jetton/${encodeURIComponent(address)}/${tab}`,
  );
  await expect(page.locator('dl[aria-label="Jetton facts"]')).toBeVisible({ timeout: 60_000 });
}

/** The exact smallest units of an Amount widget (its title holds `(N smallest units, D decimals)`). */
async function unitsOf(amount: ReturnType<Page['locator']>): Promise<bigint> {
  const title = (await amount.getAttribute('title'))!;
  return BigInt(/\((\d+) smallest units[,)]/.exec(title)![1]!);
}

test('holders’ share: slices sum to the shown total supply, top holders are the Holders tab’s', async ({
  page,
  shellUrl,
}) => {
  const master = await demoMaster(shellUrl);
  await openTab(page, master.address, 'charts');
  const supplyShown = await unitsOf(page.locator('dl[aria-label="Jetton facts"] .amount').first());
  expect(supplyShown).toBe(BigInt(master.total_supply));

  const chart = page.getByRole('region', { name: /^Holders’ share of the supply/ });
  const bars = chart.getByRole('group', { name: /: bars$/ });
  await expect(bars).toBeVisible({ timeout: 60_000 });
  await expect(chart).toContainText('Total supply');
  // Hover the largest holder's bar: its exact balance and share.
  await bars.locator('a').first().hover();
  const hover = chart.locator('.chart-hover');
  await expect(hover).toContainText('#1');
  await expect(hover).toContainText('DEMO');
  await expect(hover).toContainText('of the supply');
  await screenshot(page, 'jetton-charts');

  // Saved pictures: the SVG holds the bars' labels and shares as drawn; the PNG is the same
  // picture at twice its size.
  const labels = await bars.locator('.flows-label, .share-pct').allTextContents();
  const svg = await saveChart(page, chart, 'SVG');
  expect(svg.name).toMatch(/^jetton-\w{8}-holders\.svg$/);
  const svgText = svg.bytes.toString('utf8');
  expect(svgText).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  for (const text of labels) expect(svgText).toContain(`>${text}<`);
  // Its title: what, whose (the master's address, not its chain-text name), network, block.
  const titleLine = (n: number) =>
    new RegExp(`data-title-line="${n}"[^>]*>([^<]*)<`).exec(svgText)?.[1] ?? '';
  const [what, whose] = titleLine(0).split(' · ');
  expect(what).toMatch(/^Holders’ share of the supply/);
  expect(Address.parse(whose!).equals(Address.parse(master.address))).toBe(true);
  expect(titleLine(1)).toMatch(/^local · as of masterchain block \d+ · saved /);
  const png = await saveChart(page, chart, 'PNG');
  expect(png.name).toMatch(/^jetton-\w{8}-holders\.png$/);
  const viewBox = (await bars.getAttribute('viewBox'))!.split(' ').map(Number);
  // Twice the drawing's size, with the title band on top (two 18 px lines, a 12 px margin).
  expect(pngSize(png.bytes)).toEqual({
    width: viewBox[2]! * 2,
    height: (viewBox[3]! + 2 * 18 + 12) * 2,
  });

  await chart.getByRole('radio', { name: 'Table' }).click();
  const table = chart.getByRole('table', { name: /: table$/ });
  await expect(table).toBeVisible();
  const slices = table.locator('tbody tr[data-units]');
  const units = await slices.evaluateAll((els) => els.map((e) => e.getAttribute('data-units')!));
  expect(units.length).toBeGreaterThan(1);
  expect(units.reduce((s, u) => s + BigInt(u), 0n)).toBe(supplyShown);
  await expect(table.locator('[data-total-units]')).toHaveAttribute(
    'data-total-units',
    supplyShown.toString(),
  );

  // The same holders, in the same order, with the same balances as the Holders tab.
  const holderRows = table.locator('tbody tr[data-slice="holder"]');
  const fromChart = await holderRows.evaluateAll((els) =>
    els.map((e) => {
      const cells = e.querySelectorAll('td');
      // Both name the jetton's unit with its master ("998,500 DEMO · EQAK…tAnA"); the chart
      // writes the separator as text, the Holders tab as spacing.
      const balance = cells[2]!.textContent!.replace(/\s*·\s*/g, ' ').trim();
      return [cells[1]!.textContent!.trim(), balance];
    }),
  );
  expect(fromChart.length).toBeGreaterThan(1);
  expect(fromChart.length).toBeLessThanOrEqual(10);
  await page.getByRole('tab', { name: 'Holders' }).click();
  const list = page.getByRole('table', { name: 'Jetton holders' });
  await expect(list.getByRole('row').nth(1)).toBeVisible({ timeout: 60_000 });
  for (const [i, [owner, balance]] of fromChart.entries()) {
    const cells = list
      .getByRole('row')
      .nth(i + 1)
      .getByRole('cell');
    await expect(cells.nth(1)).toHaveText(owner!);
    expect((await cells.nth(2).textContent())!.replace(/\s+/g, ' ').trim()).toBe(balance);
  }
});

test('volume per day is the sum of the transfers listed for that day', async ({
  page,
  shellUrl,
}) => {
  const master = await demoMaster(shellUrl);
  const { jetton_transfers } = await localV3<{ jetton_transfers: unknown[] }>(
    shellUrl,
    `jetton/transfers?jetton_master=${encodeURIComponent(master.address)}&limit=1000`,
  );
  expect(jetton_transfers.length).toBeGreaterThan(0);

  // What the Transfers tab lists: per UTC day, the amounts of transfers that did not abort.
  await openTab(page, master.address, 'transfers');
  const list = page.getByRole('table', { name: 'Jetton transfers' });
  await expect(list.getByRole('row')).toHaveCount(jetton_transfers.length + 1, {
    timeout: 60_000,
  });
  const listed = await list.getByRole('row').evaluateAll((rows) =>
    rows.slice(1).map((r) => ({
      at: r.querySelector('time')!.getAttribute('datetime')!,
      title: r.querySelector('.amount')!.getAttribute('title')!,
      status: r.querySelector('[data-status]')!.getAttribute('data-status')!,
    })),
  );
  const expected = new Map<string, bigint>();
  for (const t of listed) {
    const day = t.at.slice(0, 10);
    // An aborted transfer moved nothing: its day is listed, at 0 when it has nothing else.
    if (t.status === 'aborted') {
      expected.set(day, expected.get(day) ?? 0n);
      continue;
    }
    const units = BigInt(/\((\d+) smallest units[,)]/.exec(t.title)![1]!);
    expected.set(day, (expected.get(day) ?? 0n) + units);
  }
  expect(expected.size).toBeGreaterThan(0);

  await page.getByRole('tab', { name: 'Charts' }).click();
  await page
    .getByRole('radiogroup', { name: 'Period' })
    .getByRole('radio', { name: 'All history' })
    .click();
  const chart = page.getByRole('region', { name: 'Transfer volume per day (UTC)' });
  const svg = chart.getByRole('img', { name: /^Transfer volume per day/ });
  await expect(svg).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('status').filter({ hasText: 'the whole history' })).toBeVisible();
  // Keyboard: the arrow keys read out a day (the last one: today).
  await svg.focus();
  await page.keyboard.press('ArrowLeft');
  const today = new Date().toISOString().slice(0, 10);
  await expect(chart.locator('.chart-hover')).toContainText(`${today} · `);
  await expect(chart.locator('.chart-hover')).toContainText('DEMO');
  await screenshot(page, 'jetton-charts-volume');

  await chart.getByRole('radio', { name: 'Table' }).click();
  const days = await chart
    .getByRole('table', { name: /: table$/ })
    .locator('tbody tr[data-date]')
    .evaluateAll((els) =>
      els.map((e) => [e.getAttribute('data-date')!, e.getAttribute('data-units')!] as const),
    );
  expect(new Map(days.map(([d, u]) => [d, BigInt(u)]))).toEqual(expected);
});

test('the jetton charts fit a 1024 px window and a 4K screen, in both themes', async ({
  page,
  shellUrl,
}) => {
  const master = await demoMaster(shellUrl);
  for (const [width, height] of [
    [1024, 768],
    [3840, 2160],
  ] as const) {
    await page.setViewportSize({ width, height });
    await openTab(page, master.address, 'charts');
    const frames = page.locator('section.chart-frame');
    await expect(frames).toHaveCount(2, { timeout: 60_000 });
    await expect(page.getByRole('img', { name: /^Transfer volume per day/ })).toBeVisible();
    for (const frame of await frames.all()) await expectChartFits(frame);
    await screenshot(page, `jetton-charts-${width}`);
  }
});
