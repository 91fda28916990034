import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  INVESTIGATION_FLOWS,
  INVESTIGATION_WALLETS,
} from '../../electron/localnet/scenario/demo-roster';
import type { RequestLogEntry } from '../../electron/localnet/server/request-log';
import { demoWallet } from './demo-accounts';
import { exportCsv } from './export-csv';
import { callShell, expect, go, screenshot, setTheme, test, useNewProfile } from './fixtures';
import { canvasAttribution, withTrace } from '../../shared/attribution';
import { traceRulesSchema } from '../../shared/canvas/auto-trace';
import { shorten } from '../../shared/format';
import { formatAddress } from '../../shared/ton/address';
import type { TraceResult } from '../../shared/ipc/channels/canvas';
import {
  expectReadablePicture,
  expectReportAnswer,
  openAutoTrace,
  saveCanvasToNewCase,
} from './canvas-steps';
import {
  startLocalNetworkProcess,
  type LocalNetworkProcess,
} from '../helpers/local-network-process';

/**
 * Follow the money on the demo's investigation (electron/localnet/scenario/demo-roster.ts):
 * on a profile without a key (1 request/s) over a local network run as its own process with
 * the demo, its anonymous limit of 1 request/s and a request log, auto-trace from theft.ton
 * with the default rules reaches exchange.ton (labelled an exchange) and stops there, saying
 * why; every hop on the canvas carries the sum the sender's ledger export gives for that pair;
 * the requests the network logged for the run are the ones the app counted, within 20 % of
 * the estimate shown before it started, and none got a 429.
 */

/**
 * The ledger's reads (electron/core/services/ledger/read-account-ledger.ts) and each read
 * account's DEX swaps (v3 `actions`), as the log names them.
 */
const LEDGER_PATHS =
  /\/api\/v3\/(accountStates|transactions|jetton\/wallets|nft\/transfers|actions)$/;

async function rawOf(role: string): Promise<string> {
  const [, version, keyName = role] = INVESTIGATION_WALLETS.find(([r]) => r === role)!;
  return (await demoWallet(keyName, version)).toRawString().toUpperCase();
}

async function logged(file: string): Promise<RequestLogEntry[]> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as RequestLogEntry);
}

let net: LocalNetworkProcess | null = null;
let dir = '';

test.afterAll(async () => {
  await net?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('auto-trace from the theft reaches the exchange and stops; hops match the ledger export; requests within 20 % of the estimate, no 429 at 1 request/s', async ({
  page,
  shellUrl,
}) => {
  test.setTimeout(600_000);
  dir = mkdtempSync(path.join(tmpdir(), 'investigation-'));
  const logFile = path.join(dir, 'requests.jsonl');
  net = await startLocalNetworkProcess(['--anonymous-rps', '1', '--log', logFile]);
  const profileId = await useNewProfile(shellUrl, 'Investigation', net);

  const theft = await rawOf('theft');
  const exchange = await rawOf('exchange');
  const openedAt = new Date().toISOString();
  const trace = await openAutoTrace(page, shellUrl, theft, exchange, 'The exchange');
  // A hop limit of 3 (the defaults follow every trail to its end: the next test), the
  // estimate at the profile's 1 request/s, with its basis, after reading the start's ledger.
  await trace.getByLabel('Hop limit').fill('3');
  const plan = trace.getByTestId('trace-plan');
  await expect(plan).toContainText(/about \d+ requests, .* at 1 request\/s \(an estimate: /, {
    timeout: 60_000,
  });
  await expect(plan).toContainText('never more than 200 (the budget)');
  const planText = (await plan.textContent()) ?? '';
  const shown = Number(/about (\d+) requests/.exec(planText)?.[1]);
  const spent = Number(/this estimate took (\d+) requests/.exec(planText)?.[1] ?? 0);

  // The log's times (when each request arrived) set the run apart from the estimate's read.
  const startedAt = new Date().toISOString();
  await trace.getByRole('button', { name: 'Start auto-trace' }).click();
  const info = page.getByTestId('canvas-info');
  await expect(info).toContainText(/^Auto-trace: \d+ accounts? read/, { timeout: 300_000 });
  const counted = Number(/(\d+) requests?;/.exec((await info.textContent()) ?? '')?.[1]);

  // It reached the exchange and stopped there, saying why.
  const stops = page.getByRole('region', { name: 'Where trails ended' });
  await expect(stops.locator(`li[data-address="${exchange}"]`)).toContainText(
    'labelled “exchange”',
  );
  await screenshot(page, 'investigation-auto-trace');

  // The network's log: the run's ledger reads are the app's count, none answered 429 (nor
  // the estimate's read of the start), and the estimate shown before the run is within 20 %
  // of what the log counts for it.
  const since = async (t: string) =>
    (await logged(logFile)).filter((e) => e.time >= t && LEDGER_PATHS.test(e.path));
  // The log file is written through a stream: its last lines may land a moment later.
  await expect.poll(async () => (await since(startedAt)).length).toBe(counted);
  const run = (await since(startedAt)).length;
  expect((await since(openedAt)).filter((e) => e.status === 429)).toEqual([]);
  expect(run).toBeGreaterThan(0);
  expect(Math.abs(shown - run), `estimate ${shown}, logged ${run}`).toBeLessThanOrEqual(0.2 * run);
  test.info().annotations.push({
    type: 'requests',
    description: `estimate shown ${shown}, logged for the run ${run} (the estimate's own read of the start before it: ${spent})`,
  });

  // Every hop carries the sum the sender's ledger export gives for that pair: 3 hops read the
  // senders of the chase's first 3 blocks (theft, peel-1, split, peel-2, side-1).
  const flows = page.getByRole('region', { name: 'Flows on the canvas' });
  for (const { from, to } of INVESTIGATION_FLOWS.filter((f) => f.block <= 3)) {
    const [a, b] = [await rawOf(from), await rawOf(to)];
    const rows = await exportCsv(shellUrl, a, 'ledger', profileId);
    const sum = rows
      .filter((r) => r.kind === 'ton_sent' && r.counterparty_raw?.toUpperCase() === b)
      .reduce((s, r) => s - BigInt(r.amount_raw!), 0n);
    expect(sum, `${from} → ${to}`).toBeGreaterThan(0n);
    await expect(
      flows.locator(`tr[data-from="${a}"][data-to="${b}"][data-asset="TON"]`),
    ).toHaveAttribute('data-amount', sum.toString());
  }
});

/**
 * The answer on the canvas (the Local profile, the app's own network): auto-trace from
 * theft.ton with the default rules follows every trail to its end, and the summary says what
 * the CLI's `trace` says (the same attribution, computed here over the app's own trace): 817.7
 * TON and, through swap-desk.ton, 120,000 DEMO (written in its jetton unit) at exchange.ton,
 * 8 TON at side-4.ton, 49.3 TON kept or paid in fees; a second run lists exchange.ton once; a
 * path from theft.ton to exchange.ton is found and drawn on the canvas.
 */
test('auto-trace from the theft gives the whole answer: the summary, each end once, a path shown', async ({
  page,
  shellUrl,
}) => {
  test.setTimeout(180_000);
  await callShell(shellUrl, 'profiles:use', { profileId: 'local' });
  const [theft, exchange, side4, swapDesk] = await Promise.all(
    ['theft', 'exchange', 'side-4', 'swap-desk'].map(rawOf),
  );
  await go(page, `#/canvas/${encodeURIComponent(theft)}`);
  await page
    .getByRole('region', { name: 'Selected account' })
    .getByRole('button', { name: 'Auto-trace…' })
    .click();
  const panel = page.getByRole('region', { name: 'Auto-trace' });
  const info = page.getByTestId('canvas-info');
  const run = async () => {
    const start = panel.getByRole('button', { name: 'Start auto-trace' });
    await start.click();
    // Disabled from the click until the trace's result is on the canvas: a second run's info
    // reads as the first's, so waiting for the text alone let the run land later (and clear
    // the path shown).
    await expect(start).toBeEnabled({ timeout: 120_000 });
    await expect(info).toContainText(/^Auto-trace: \d+ accounts read .*; every trail ended$/);
  };
  await run();

  // The picture reads as a money flow at Fit: every account's name at 10 px or more inside its
  // box, no box over another, where the trails ended right of everything else; at 1024 and
  // 1440 px, light and dark.
  const graph = page.getByTestId('canvas-graph');
  expect(Number(await graph.getAttribute('data-nodes'))).toBeGreaterThanOrEqual(18);
  const sizes: string[] = [];
  for (const width of [1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      const px = await expectReadablePicture(page, [exchange, side4], `${width} px, ${theme}`);
      sizes.push(`${width} px ${theme}: ${px.toFixed(1)} px`);
    }
  }
  await setTheme(page, 'light');
  await page.setViewportSize({ width: 1280, height: 800 });
  test.info().annotations.push({ type: 'smallest name at Fit', description: sizes.join('; ') });

  // Kept in a case: the case counts it, and its report opens with the answer (the sentence,
  // where the value ended, by which paths) and draws the same picture as "Save as SVG".
  await saveCanvasToNewCase(page, 'Theft answer', 'Theft');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Save as SVG' }).click(),
  ]);
  const savedSvg = await readFile((await download.path())!, 'utf8');
  const cases = await callShell<Array<{ id: number; name: string; canvasCount: number }>>(
    shellUrl,
    'workspace:cases-list',
    { network: 'local' },
  );
  const kept = cases.find((c) => c.name === 'Theft answer')!;
  expect(kept.canvasCount).toBe(1);
  const { text: html } = await callShell<{ text: string }>(shellUrl, 'workspace:case-export', {
    network: 'local',
    id: kept.id,
    format: 'html',
    timeZone: 'utc',
  });
  await expectReportAnswer(page, html, savedSvg, { exchange, side4 });

  // The same attribution as the CLI's: the app's trace of the same start, attributed by the
  // shared code the CLI runs.
  const rules = traceRulesSchema.parse({});
  const r = await callShell<TraceResult>(shellUrl, 'canvas:trace', {
    traceId: 'e2e-cli-check',
    profileId: 'local',
    network: 'local',
    start: theft,
    rules,
  });
  const expected = canvasAttribution({
    ...withTrace({ ledgers: [], traces: [] }, theft, r, rules, 0),
    start: theft,
    rule: 'haircut',
  })!;
  const summary = page.getByTestId('attribution-summary');
  // DEMO in its jetton unit (its symbol and its master's short address), as the picture.
  const demo = expected.conversions[0]!.assetOut;
  const demoUnit = `DEMO · ${shorten(formatAddress(demo.slice('jetton:'.length), 'local'), 4, 4)}`;
  // Names as the app shows them (the name and the short address: ` · UQ…`).
  const name = (n: string) => `${n.replace(/\./g, '\\.')}(?: · [^ ,;]+)?`;
  await expect(summary).toHaveText(
    new RegExp(
      `^Of the 990 TON sent from ${name('theft.ton')}, 817\\.7 TON reached .+? \\(8 transfers\\); ` +
        `115 TON were converted at ${name('swap-desk.ton')} into 120,000 ${demoUnit.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, which reached .+?; ` +
        `8 TON sit at ${name('side-4.ton')}; 49\\.3 TON stayed at 14 intermediate wallets, fees included\\.$`,
    ),
  );
  // The selected account (the start) says what it sent.
  await expect(page.getByTestId('account-traced')).toContainText('(the start): sent 990 TON');
  const ends = page.getByRole('region', { name: 'Where trails ended' });
  for (const e of expected.ends) {
    await expect(ends.locator(`li[data-address="${e.address}"]`)).toHaveAttribute(
      'data-amounts',
      e.amounts.map((x) => `${x.asset}:${x.amount}`).join(' '),
    );
  }
  expect(expected.ends.map((e) => e.address).sort()).toEqual([exchange, side4].sort());
  expect(expected.conversions.map((c) => c.account)).toEqual([swapDesk]);
  await expect(page.getByRole('region', { name: 'Not followed' })).toContainText('None');

  // A second run merges: each end listed once.
  await run();
  await expect(ends.locator(`li[data-address="${exchange}"]`)).toHaveCount(1);

  // A path from theft.ton to exchange.ton, drawn on the canvas.
  const paths = page.getByRole('region', { name: 'Paths between two accounts' });
  await paths.getByRole('button', { name: 'Find paths' }).click();
  const found = paths.getByRole('list', { name: 'Paths found' }).locator(':scope > li');
  await expect(found.first()).toHaveAttribute(
    'data-accounts',
    new RegExp(`^${theft} .* ${exchange}$`),
  );
  await found.first().getByRole('button', { name: 'Show on canvas' }).click();
  await expect(found.first().getByRole('button', { name: 'Show on canvas' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const hops = ((await found.first().getAttribute('data-accounts')) ?? '').split(' ').length;
  await expect(graph).toHaveAttribute('data-path-nodes', String(hops));
  await expect(graph).not.toHaveAttribute('data-path-edges', '0');
  await screenshot(page, 'investigation-answer');

  // The case page counts the canvas (it is not "empty").
  await go(page, `#/case/${kept.id}`);
  await expect(page.getByText('0 items, 1 canvas on')).toBeVisible();
  await expect(page.getByText('This case is empty.')).toHaveCount(0);
});
