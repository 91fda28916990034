import { Address } from '@ton/core';
import { demoWallet } from './demo-accounts';
import { INVESTIGATION_WALLETS, POISONING } from '../../electron/localnet/scenario/demo-roster';
import { readFile } from 'node:fs/promises';
import { normalizeAddress } from '../../shared/ton/address';
import { formatUnits } from '../../shared/ton/units';
import { callShell, chooseRadio, expect, go, localV3, screenshot, test } from './fixtures';
import { openAutoTrace, reopenCanvasFromCase, saveCanvasToNewCase } from './canvas-steps';

/**
 * The investigation canvas on the Local profile: from alice's account page ("Open in canvas"),
 * expand her in and out; the flow to bob carries the amount her Flows table (Charts tab) shows
 * for bob, and its movements sum to it; the accounts table lists every node drawn and moves
 * with the arrow keys; the flows table sorts by amount; saved into a new case, the canvas
 * reopens from the case page with the same accounts and flows. Known entities and patterns:
 * alice's list flags the demo's poisoning transfer (the lookalike beside carol); the theft's
 * trace stops at the exchange by its built-in Local label, provenance shown; the peel
 * chain is marked and side-1's smurfs are suggested as one entity (shared funder).
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
    'from,from_name,from_label,to,to_name,to_label,asset,symbol,amount,amount_raw,decimals,count,first_time,last_time,note',
  );
  // Beside the raw amount, the amount in TON; names and labels beside the addresses.
  const row = csvText
    .split('\r\n')
    .find((l) => l.startsWith(`${alice},`) && l.includes(`,${bob},`));
  expect(row).toMatch(
    new RegExp(
      `^${alice},[^,]*,[^,]*,${bob},[^,]*,[^,]*,TON,TON,${formatUnits(flowOut!, 9).replace('.', '\\.')},${flowOut},9,`,
    ),
  );
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

test('built-in labels and pattern flags on Local: the poisoning transfer on alice’s list, the theft’s trace stopping at the exchange by its built-in label, the peel chain marked', async ({
  page,
  shellUrl,
}) => {
  test.setTimeout(300_000);
  // alice's list: the zero-value transfer from carol's lookalike is flagged, the lookalike
  // beside the genuine carol, both whole.
  const alice = (await demoWallet('alice', 'v4R2')).toRawString();
  const carol = await demoWallet('carol', 'v4R2');
  const { transactions } = await localV3<{
    transactions: Array<{
      hash: string;
      in_msg: { source: string | null; value: string | null } | null;
    }>;
  }>(shellUrl, `transactions?account=${alice}&limit=100`);
  const poisoning = transactions.find((t) => t.in_msg?.value === '0' && t.in_msg.source)!;
  const poisoner = poisoning.in_msg!.source!;
  const friendly = (a: string) => Address.parse(a).toString({ bounceable: false });
  await go(page, `#/account/${encodeURIComponent(alice)}`);
  const table = page.getByRole('table', { name: 'Transactions' });
  const row = table.getByRole('row').filter({ hasText: POISONING.comment });
  await expect(row.getByTestId('risk-flags')).toHaveText('⚠ Lookalike address', {
    timeout: 60_000,
  });
  await row.getByTestId('risk-flags').click();
  const popover = page.getByRole('dialog', { name: 'Risk flags' });
  await expect(popover.getByTestId('risk-evidence')).toHaveText(friendly(poisoner));
  await expect(popover.getByTestId('lookalike-address')).toHaveText(friendly(poisoner));
  await expect(popover.getByTestId('genuine-address')).toHaveText(friendly(carol.toRawString()));
  await screenshot(page, 'risk-address-poisoning');
  await page.keyboard.press('Escape');
  // The lookalike is tagged wherever it shows (here: its row's counterparty).
  await expect(row.getByTestId('lookalike-tag')).toBeVisible();
  // History by trace flags the same transfer by the same rule.
  await go(page, `#/account/${encodeURIComponent(alice)}/history`);
  await expect(
    page
      .getByRole('table', { name: 'History by trace' })
      .locator('[data-testid="risk-flags"][data-rules~="address-poisoning"]'),
  ).toHaveCount(1, { timeout: 60_000 });
  // Kept in the workspace: after a reload (the session's memory gone), the transfer's own page,
  // which reads no list of alice's, still tags the lookalike.
  await page.reload();
  await go(page, `#/tx/${encodeURIComponent(poisoning.hash)}`);
  await expect(page.getByTestId('lookalike-tag').first()).toBeVisible({ timeout: 30_000 });

  // The theft's trace by the default rules, without labelling anything: the exchange's
  // built-in (Local demo) label ends it, its provenance said; the peel chain is marked.
  const role = async (r: string) => {
    const [, version, key = r] = INVESTIGATION_WALLETS.find(([x]) => x === r)!;
    return (await demoWallet(key, version)).toRawString().toUpperCase();
  };
  const [theft, exchange] = [await role('theft'), await role('exchange')];
  await go(page, `#/canvas/${encodeURIComponent(theft)}`);
  await page
    .getByRole('region', { name: 'Selected account' })
    .getByRole('button', { name: 'Auto-trace…' })
    .click();
  const trace = page.getByRole('region', { name: 'Auto-trace' });
  await trace.getByRole('button', { name: 'Start auto-trace' }).click();
  await expect(page.getByTestId('canvas-info')).toContainText(/^Auto-trace: \d+ accounts read/, {
    timeout: 180_000,
  });
  const stop = page
    .getByRole('region', { name: 'Where trails ended' })
    .locator(`li[data-address="${exchange}"]`);
  await expect(stop).toContainText(
    'labelled “CEX” (Local Exchange) by Local demo labels (built-in) · CEX · source electron/localnet/scenario/demo-roster.ts (role exchange)',
  );
  const chain = await Promise.all(['peel-1', 'peel-2', 'peel-3', 'mule', 'exchange'].map(role));
  await expect(page.getByTestId('canvas-graph')).toHaveAttribute('data-peel', '5');
  const patterns = page.getByRole('region', { name: 'Patterns on the canvas' });
  await expect(patterns.getByTestId('peel-chain')).toHaveAttribute(
    'data-accounts',
    chain.join(' '),
  );
  await expect(patterns.getByTestId('peel-chain')).toContainText('4 hops');
  const accounts = page.getByRole('region', { name: 'Accounts on the canvas' });
  await expect(
    accounts.locator(`tr[data-address="${chain[0]}"]`).getByTestId('risk-flags'),
  ).toContainText('Peel chain');
  // Shared funder: side-1 first funded the three smurfs in one block, a suggestion to group.
  const funder = patterns.getByTestId('shared-funder').filter({ hasText: 'side-1.ton' });
  await expect(funder).toContainText('first funded these');
  for (const smurf of ['smurf-1', 'smurf-2', 'smurf-3']) {
    await expect(funder).toContainText(`${smurf}.ton`);
  }
  await expect(funder.getByRole('button', { name: 'Group as one entity' })).toBeVisible();
  await screenshot(page, 'canvas-peel-chain');
});
