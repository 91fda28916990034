import type { Locator, Page } from '@playwright/test';
import { startLocalNetworkProcess } from '../helpers/local-network-process';
import {
  callShell,
  expect,
  firstLocal,
  go,
  localV3,
  screenshot,
  test,
  useNewProfile,
} from './fixtures';

/**
 * Replay in the app, on the Local profile's demo chain (which the local network serves with its
 * history, so every transaction replays to its exact hash): the transaction page's Replay shows
 * the verdict and the VM's steps with gas and typed stacks; the failed transfer to the jetton
 * minter jumps to the step that threw with its exit code in words; the trace page marks every
 * hop; a what-if with the in-message value below the fees shows the new exit code beside the
 * chain's; a replay kept in a case reopens with its network stopped and the case report
 * carries its verdict. Screenshots (1024 and 1440 px, both themes) with REPLAY_SCREENSHOTS=1.
 */

interface Tx {
  hash: string;
  trace_id?: string | null;
  description?: { compute_ph?: { exit_code?: number } };
}

const SHOOT = !!process.env.REPLAY_SCREENSHOTS;

/** Screenshots of the page at 1024 and 1440 px wide, light and dark (REPLAY_SCREENSHOTS=1). */
async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOOT) return;
  for (const width of [1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Opens a transaction's page with its replay run (`#/tx/<hash>/replay`); its Replay section. */
async function openReplay(page: Page, hash: string): Promise<Locator> {
  await go(page, `#/tx/${encodeURIComponent(hash)}/replay`);
  const panel = page.getByTestId('replay-panel');
  await expect(panel.getByTestId('replay-verdict')).toBeVisible({ timeout: 90_000 });
  return panel;
}

/** The demo's first jetton transfer (v3 `jetton/transfers`): its transaction and trace. */
async function jettonTransfer(shellUrl: string) {
  const t = await firstLocal<{ transaction_hash: string; trace_id?: string | null }>(
    shellUrl,
    'jetton/transfers',
  );
  return { hash: t.transaction_hash, traceId: t.trace_id! };
}

test('Replay from the API console history on a jetton transfer: matches the chain, its steps with gas and typed stack, keyboard', async ({
  page,
  shellUrl,
}) => {
  const { hash } = await jettonTransfer(shellUrl);
  // From the API console's history: the call's answer lists the transaction, Replay opens it.
  await go(page, '#/console/v3/transactions');
  await page.locator('#param-hash').fill(hash, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Call' }).click();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByTestId('console-history-call')).toHaveCount(1, { timeout: 60_000 });
  await shoot(page, 'replay-console');
  await history
    .getByRole('link', { name: /^Replay / })
    .first()
    .click({ timeout: 60_000 });
  await expect(page).toHaveURL(/#\/tx\/.+\/replay$/);
  const panel = page.getByTestId('replay-panel');
  await expect(panel.getByTestId('replay-verdict')).toBeVisible({ timeout: 90_000 });
  const verdict = panel.getByTestId('replay-verdict');
  await expect(verdict).toHaveAttribute('data-verdict', 'match');
  await expect(verdict).toContainText('Matches the chain');
  await expect(panel.getByTestId('replay-exit-words')).toContainText('Exit code 0 (TVM)');
  // Steps: instruction, code position, gas used and left, the stack after it (typed).
  const steps = panel.getByTestId('replay-steps');
  await expect(steps.getByTestId('replay-steps-summary')).toContainText(/\d+ steps, [\d,]+ gas/);
  const first = steps.getByTestId('replay-step').first();
  await expect(first).toHaveAttribute('data-index', '0');
  const row2 = steps.locator('[data-testid="replay-step"][data-index="1"]');
  await expect(row2.locator('.num.mono').first()).toHaveText(/^\d+$/);
  await expect(row2.locator('.stk-type').first()).toHaveText(/^(int|cell|slice|null|tuple)$/);
  // The list is virtualised: far fewer rows drawn than steps.
  const total = Number(
    /([\d,]+) steps/
      .exec((await steps.getByTestId('replay-steps-summary').innerText())!)![1]!
      .replace(/,/g, ''),
  );
  expect(total).toBeGreaterThan(50);
  expect(await steps.getByTestId('replay-step').count()).toBeLessThan(total);
  // Keyboard: End goes to the last step; its details say what it is.
  const list = steps.getByRole('listbox');
  await list.focus();
  await page.keyboard.press('End');
  const detail = steps.getByTestId('replay-step-detail');
  await expect(detail.getByRole('heading', { level: 4 })).toContainText(`Step ${total}:`);
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowDown');
  await expect(detail.getByRole('heading', { level: 4 })).toContainText('Step 2:');
  await expect(detail).toContainText(/\d+ used, \d[\d,]* left/);
  await shoot(page, 'replay-transaction');
});

test('Replay of the failed transfer to the jetton minter: the step that threw and its exit code in words', async ({
  page,
  shellUrl,
}) => {
  const master = await firstLocal<{ address: string }>(shellUrl, 'jetton/masters');
  const { transactions } = await localV3<{ transactions: Tx[] }>(
    shellUrl,
    `transactions?account=${encodeURIComponent(master.address)}&limit=100&sort=asc`,
  );
  const failed = transactions.find((t) => (t.description?.compute_ph?.exit_code ?? 0) > 1)!;
  const code = failed.description!.compute_ph!.exit_code!;
  const panel = await openReplay(page, failed.hash);
  await expect(panel.getByTestId('replay-verdict')).toHaveAttribute('data-verdict', 'match');
  await expect(panel.getByTestId('replay-exit-words')).toContainText(`Exit code ${code}`);
  await panel.getByTestId('replay-jump-throw').click();
  const thrown = panel.locator('[data-testid="replay-step"][data-threw="true"]');
  await expect(thrown).toHaveAttribute('aria-selected', 'true');
  const exception = panel.getByTestId('replay-step-exception');
  await expect(exception).toContainText(`Exception that ended the VM: code ${code}`);
  await expect(exception).toContainText(`Exit code ${code} (`);
  await shoot(page, 'replay-failed');
});

test('a what-if with the in-message value below the fees: the new exit code beside the chain', async ({
  page,
  shellUrl,
}) => {
  const { hash } = await jettonTransfer(shellUrl);
  const panel = await openReplay(page, hash);
  await panel.getByRole('tab', { name: 'What-if' }).click();
  await panel.getByLabel('In-message value (TON)').fill('0.01');
  await panel.getByRole('button', { name: 'Run the what-if' }).click();
  const result = panel.getByTestId('whatif-result');
  await expect(result).toBeVisible({ timeout: 60_000 });
  await expect(result.getByRole('note')).toContainText("not the chain's result");
  await expect(result.getByRole('note')).toContainText('in-message value');
  const compute = result.locator('tr[data-field="compute"]');
  await expect(compute).toHaveAttribute('data-differs', 'true');
  await expect(compute.locator('[data-side="chain"]')).toHaveText(/^exit code 0\b/);
  await expect(compute.locator('[data-side="what-if"]')).toContainText(/exit code -?\d+/);
  await expect(compute.locator('[data-side="what-if"]')).not.toContainText('exit code 0 ');
  await expect(result.getByTestId('whatif-exit-words')).toContainText(/Exit code -?\d+/);
  await shoot(page, 'replay-what-if');
});

test('the trace page replays every hop and marks each node of the graph', async ({
  page,
  shellUrl,
}) => {
  const { traceId } = await jettonTransfer(shellUrl);
  await go(page, `#/trace/${encodeURIComponent(traceId)}`);
  const section = page.getByTestId('trace-replay');
  await section.getByRole('button', { name: 'Replay the trace' }).click({ timeout: 60_000 });
  await expect(section.getByTestId('replay-verdict')).toHaveAttribute('data-verdict', 'match', {
    timeout: 90_000,
  });
  const graph = page.locator('svg.tg-svg');
  const nodes = graph.locator('.tg-node.kind-tx');
  const n = await nodes.count();
  expect(n).toBeGreaterThan(1);
  await expect(graph.getByTestId('tg-mark')).toHaveCount(n);
  await expect(graph.locator('.tg-node.kind-tx[data-mark="match"]')).toHaveCount(n);
  await expect(section.getByTestId('trace-replay-tx')).toHaveCount(n);
  await shoot(page, 'replay-trace');
});

test('a replay kept in a case reopens with its network stopped, and the case report shows its verdict', async ({
  page,
  shellUrl,
}) => {
  test.setTimeout(240_000);
  // A network this test can stop: the Local profile's own runs inside the app.
  let net: Awaited<ReturnType<typeof startLocalNetworkProcess>> | null =
    await startLocalNetworkProcess(['--anonymous-rps', '50']);
  try {
    // Read before the app uses the network: its anonymous limit (1 request/s) is then free.
    const { jetton_transfers } = (await (
      await fetch(`${net.v3Url}/jetton/transfers?limit=1`)
    ).json()) as { jetton_transfers: Array<{ transaction_hash: string }> };
    const profileId = await useNewProfile(shellUrl, 'Replay offline', net);
    await callShell(shellUrl, 'keys:set-rps', { profileId, rps: 50 });
    await page.reload();
    const hash = jetton_transfers[0]!.transaction_hash;
    const panel = await openReplay(page, hash);
    await expect(panel.getByTestId('replay-verdict')).toHaveAttribute('data-verdict', 'match');
    await panel.getByRole('button', { name: 'Save to case…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Case', { exact: true }).selectOption('new');
    await dialog.getByLabel('Name of the new case').fill('Replayed offline');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByRole('status').filter({ hasText: 'Saved to the case' })).toBeVisible({
      timeout: 60_000,
    });

    await net.close();
    net = null;
    const cases = await callShell<Array<{ id: number; name: string }>>(
      shellUrl,
      'workspace:cases-list',
      {
        network: 'local',
      },
    );
    const caseId = cases.find((c) => c.name === 'Replayed offline')!.id;
    await go(page, `#/case/${caseId}`);
    const kept = page.getByTestId('case-replay');
    await expect(kept).toHaveAttribute('data-verdict', 'match', { timeout: 60_000 });
    await kept.getByRole('button', { name: 'Open' }).click();
    const open = kept.getByTestId('case-replay-open');
    await expect(open.getByTestId('replay-verdict')).toContainText('Matches the chain');
    await expect(open.getByTestId('replay-steps-summary')).toContainText(/\d+ steps/);
    await expect(open.getByTestId('replay-step').first()).toBeVisible();
    await shoot(page, 'replay-case');

    const report = await callShell<{ text: string }>(shellUrl, 'workspace:case-export', {
      network: 'local',
      id: caseId,
      format: 'html',
      timeZone: 'utc',
    });
    expect(report.text).toContain('Matches the chain');
  } finally {
    await net?.close();
  }
});
