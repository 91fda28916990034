import { demoWallet } from './demo-accounts';
import { readFile } from 'node:fs/promises';
import { normalizeAddress } from '../../shared/ton/address';
import { callShell, chooseRadio, expect, go, localV3, screenshot, test } from './fixtures';
import { openAutoTrace, reopenCanvasFromCase, saveCanvasToNewCase } from './canvas-steps';

/**
 * The investigation canvas on the Local profile: from alice's account page ("Open in canvas"),
 * expand her in and out; the flow to bob carries the amount her Flows table (Charts tab) shows
 * for bob, and its movements sum to it; the accounts table lists every node drawn and moves
 * with the arrow keys; the flows table sorts by amount; saved into a new case, the canvas
 * reopens from the case page with the same accounts and flows.
 */

test('alice on the canvas: expand, the flow to bob, the tables, save to a case and reopen', async ({
  page,
  shellUrl,
}) => {
  test.setTimeout(300_000);
  const alice = (await demoWallet('alice', 'v4R2')).toRawString().toUpperCase();
  const bob = (await demoWallet('bob', 'v5R1')).toRawString().toUpperCase();

  // What alice's Flows (Charts tab, all history) says she sent bob.
  await go(page, `#/account/${encodeURIComponent(alice)}/charts`);
  await chooseRadio(page, 'Period', 'All history');
  const flows = page.getByRole('region', { name: 'Flows by counterparty (TON)' });
  const bobFlow = flows.locator(`tbody tr[data-counterparty="${bob.toLowerCase()}"]`);
  await expect(bobFlow).toBeAttached({ timeout: 60_000 });
  const flowOut = await bobFlow.getAttribute('data-out');
  expect(BigInt(flowOut!)).toBeGreaterThan(0n);

  // From the account page to the canvas.
  await page.getByRole('link', { name: 'Open in canvas' }).click();
  await expect(page).toHaveURL(/#\/canvas\/0/);
  await expect(page.getByRole('heading', { level: 1, name: /^Canvas/ })).toBeVisible();
  const graph = page.getByTestId('canvas-graph');
  await expect(graph).toHaveAttribute('data-nodes', '1');
  const panel = page.getByRole('region', { name: 'Selected account' });
  await panel.getByRole('button', { name: 'Expand in and out' }).click();
  await expect(page.getByTestId('canvas-info')).toContainText(/of \d+ counterpart/, {
    timeout: 60_000,
  });

  // The flow to bob: the Flows amount, and its movements add up to it.
  const edges = page.getByRole('region', { name: 'Flows on the canvas' });
  const toBob = edges.locator(`tr[data-from="${alice}"][data-to="${bob}"][data-asset="TON"]`);
  await expect(toBob).toHaveAttribute('data-amount', flowOut!);
  await toBob.getByRole('button', { name: /^Movements of this flow/ }).click();
  const moves = page.getByRole('region', { name: 'Movements of the selected flow' });
  await expect(moves.locator('tbody tr').first()).toBeVisible({ timeout: 60_000 });
  const amounts = await moves
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-amount')!));
  expect(amounts.reduce((s, a) => s + BigInt(a), 0n).toString()).toBe(flowOut);
  await expect(moves.locator('tbody tr a').first()).toHaveAttribute('href', /#\/tx\//);
  await screenshot(page, 'canvas');

  // The edge list (CSV) has the flow with its exact amount; the picture saves as a PNG.
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export edges CSV' }).click(),
  ]);
  const csvText = await readFile((await csv.path())!, 'utf8');
  expect(csvText.split('\r\n')[0]).toBe(
    'from,to,asset,symbol,amount_raw,decimals,count,first_time,last_time,note',
  );
  expect(csvText).toContain(`${alice},${bob},TON,TON,${flowOut},9,`);
  const [png] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Save as PNG' }).click(),
  ]);
  expect(png.suggestedFilename()).toBe('canvas.png');
  const bytes = await readFile((await png.path())!);
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');

  // The accounts table lists every node drawn, alice and bob among them.
  const nodes = page.getByRole('region', { name: 'Accounts on the canvas' });
  const nodeRows = nodes.locator('tbody tr');
  const drawn = Number(await graph.getAttribute('data-nodes'));
  expect(drawn).toBeGreaterThan(2);
  await expect(nodeRows).toHaveCount(drawn);
  await expect(nodes.locator(`tr[data-address="${alice}"]`)).toBeVisible();
  await expect(nodes.locator(`tr[data-address="${bob}"] a[href*="#/account/"]`)).toBeVisible();
  // Keyboard: the arrow keys move between rows; Enter selects the account.
  await nodeRows.nth(0).focus();
  await page.keyboard.press('ArrowDown');
  await expect(nodeRows.nth(1)).toBeFocused();
  const second = await nodeRows.nth(1).getAttribute('data-address');
  await page.keyboard.press('Enter');
  await expect(nodeRows.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(
    panel.locator(`.address[data-address="${second!.toLowerCase()}"]`).first(),
  ).toBeAttached();

  // The flows table sorts by amount, both ways (TON rows first).
  const tonAmounts = async () =>
    (
      await edges
        .locator('tbody tr[data-asset="TON"]')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-amount')!))
    ).map(BigInt);
  const desc = await tonAmounts();
  expect(desc).toEqual([...desc].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)));
  await edges.getByRole('button', { name: /^Amount/ }).click();
  expect(await tonAmounts()).toEqual([...desc].reverse());
  const flowCount = await edges.locator('tbody tr').count();
  expect(Number(await graph.getAttribute('data-edges'))).toBe(flowCount);

  // Save into a new case; reopen it from the case page.
  await saveCanvasToNewCase(page, 'Canvas case', 'Alice flows');

  await reopenCanvasFromCase(page, 'Canvas case', 'Alice flows', async (kept) => {
    await expect(kept).toContainText(`${drawn} accounts`);
  });
  await expect(graph).toHaveAttribute('data-nodes', String(drawn));
  await expect(graph).toHaveAttribute('data-edges', String(flowCount));
  await expect(
    page
      .getByRole('region', { name: 'Flows on the canvas' })
      .locator(`tr[data-from="${alice}"][data-to="${bob}"][data-asset="TON"]`),
  ).toHaveAttribute('data-amount', flowOut!);
  await expect(
    page.getByRole('region', { name: 'Accounts on the canvas' }).locator('tbody tr'),
  ).toHaveCount(drawn);

  // Its case deleted meanwhile (as from another window): Save no longer offers the case, and
  // files the canvas into one that exists.
  const cases = await callShell<Array<{ id: number; name: string }>>(
    shellUrl,
    'workspace:cases-list',
    { network: 'local' },
  );
  const gone = cases.find((c) => c.name === 'Canvas case')!;
  await callShell(shellUrl, 'workspace:case-delete', { network: 'local', id: gone.id });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByRole('dialog');
  const choice = dialog.getByLabel('Case', { exact: true });
  await expect(choice.locator(`option[value="${gone.id}"]`)).toHaveCount(0);
  await expect(choice).not.toHaveValue(String(gone.id));
  if ((await choice.inputValue()) === 'new') {
    await dialog.getByLabel('Name of the new case').fill('Canvas case again');
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Saved as “Alice flows”' }),
  ).toBeVisible();
});

test('auto-trace from alice shows its plan, follows her payments and stops at the account labelled an exchange', async ({
  page,
  shellUrl,
}) => {
  test.setTimeout(300_000);
  const alice = (await demoWallet('alice', 'v4R2')).toRawString().toUpperCase();
  const bob = (await demoWallet('bob', 'v5R1')).toRawString().toUpperCase();
  const carol = (await demoWallet('carol', 'v4R2')).toRawString().toUpperCase();
  const trace = await openAutoTrace(page, shellUrl, alice, carol, 'Carol OTC');
  await trace.getByLabel('Hop limit').fill('2');
  await trace.getByLabel('Accounts followed from each').fill('10');
  await expect(trace.getByTestId('trace-plan')).toContainText(
    /about \d+ requests, \d+ s at \d+ requests?\/s \(an estimate: \d+ accounts read over 2 hops .*never more than 200 \(the budget\)/,
    { timeout: 60_000 },
  );
  await trace.getByRole('button', { name: 'Start auto-trace' }).click();
  await expect(page.getByTestId('canvas-info')).toContainText(/^Auto-trace: \d+ accounts read/, {
    timeout: 180_000,
  });
  const stops = page.getByRole('region', { name: 'Where trails ended' });
  await expect(stops.locator(`li[data-address="${carol}"]`)).toContainText('labelled “exchange”');
  // The hop to bob carries what alice's transactions sent him (v3, summed here).
  const { transactions } = await localV3<{
    transactions: Array<{
      out_msgs: Array<{ destination: string | null; value: string | null }>;
    }>;
  }>(shellUrl, `transactions?account=${alice}&limit=1000&sort=asc`);
  const sent = transactions
    .flatMap((t) => t.out_msgs)
    .filter((m) => m.destination && normalizeAddress(m.destination) === normalizeAddress(bob))
    .reduce((sum, m) => sum + BigInt(m.value ?? 0), 0n);
  expect(sent).toBeGreaterThan(0n);
  await expect(
    page
      .getByRole('region', { name: 'Flows on the canvas' })
      .locator(`tr[data-from="${alice}"][data-to="${bob}"][data-asset="TON"]`),
  ).toHaveAttribute('data-amount', sent.toString());
  await screenshot(page, 'canvas-auto-trace');
});
