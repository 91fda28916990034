import { internal } from '@ton/core';
import { deterministicMnemonic } from '../../electron/localnet/scenario/mnemonic';
import { DEFAULT_SEED } from '../../electron/localnet/types';
import { signTransfer, testWallet } from '../helpers/sign-transfer';
import { callShell, expect, go, localV3, screenshot, test } from './fixtures';
import { reopenCanvasFromCase, saveCanvasToNewCase } from './canvas-steps';

/**
 * Entities on the canvas, on the Local profile, with the keyboard only: dave (v5R1) funds a
 * v4R2 wallet of his own mnemonic and that wallet's first transfer deploys it; on dave's
 * canvas, expanded out, "Group wallets by key" shows its plan, then draws the two as one node with the rule "same
 * public key …" (the key of his mnemonic), the flow between them is set apart, the entity's
 * row opens its panel, and Ungroup draws them apart again; two other accounts chosen in the
 * table group by hand with a note. On the demo's investigation, mule and mule-v5 (v4R2 and
 * v5R1 of one mnemonic) group into one node whose flow to the exchange is the sum of theirs,
 * and a canvas saved into a case reopens with the entity.
 */

async function sendFrom(shellUrl: string, boc: Buffer) {
  await callShell(shellUrl, 'api:call', {
    profileId: 'local',
    api: 'v2',
    operation: 'sendBoc',
    params: { boc: boc.toString('base64') },
  });
}

async function walletState(shellUrl: string, address: string) {
  const { wallets } = await localV3<{
    wallets: Array<{ seqno?: number | null; balance?: string | null }>;
  }>(shellUrl, `walletStates?address=${encodeURIComponent(address)}`);
  return wallets[0] ?? null;
}

test("dave's two wallets of one key group into one node and ungroup; a hand group keeps its note", async ({
  page,
  shellUrl,
}) => {
  test.setTimeout(400_000);
  const mnemonic = (await deterministicMnemonic(DEFAULT_SEED, 'dave')).join(' ');
  const dave = await testWallet(mnemonic, 'v5R1');
  const twin = await testWallet(mnemonic, 'v4R2');
  const daveRaw = dave.contract.address.toRawString().toUpperCase();
  const twinRaw = twin.contract.address.toRawString().toUpperCase();
  const key = dave.keys.publicKey.toString('hex');

  // dave funds the v4R2 wallet of his mnemonic; its first transfer (with its state init) deploys it.
  const seqno = (await walletState(shellUrl, daveRaw))?.seqno ?? 0;
  const fund = await signTransfer({
    mnemonic,
    version: 'v5R1',
    seqno,
    validUntil: Math.floor(Date.now() / 1000) + 600,
    messages: [internal({ to: twin.contract.address, value: 3_000_000_000n, bounce: false })],
  });
  await sendFrom(shellUrl, fund.boc);
  await expect
    .poll(async () => BigInt((await walletState(shellUrl, twinRaw))?.balance ?? '0') > 0n, {
      timeout: 60_000,
    })
    .toBe(true);
  const deploy = await signTransfer({
    mnemonic,
    version: 'v4R2',
    seqno: 0,
    validUntil: Math.floor(Date.now() / 1000) + 600,
    withInit: true,
    messages: [internal({ to: dave.contract.address, value: 500_000_000n, bounce: false })],
  });
  await sendFrom(shellUrl, deploy.boc);
  await expect
    .poll(async () => (await walletState(shellUrl, twinRaw))?.seqno ?? 0, { timeout: 60_000 })
    .toBe(1);

  // dave's canvas, every counterparty out.
  await go(page, `#/canvas/${encodeURIComponent(daveRaw)}`);
  const graph = page.getByTestId('canvas-graph');
  await expect(graph).toHaveAttribute('data-nodes', '1');
  await page.getByLabel('Top').fill('200');
  const panel = page.getByRole('region', { name: 'Selected account' });
  await panel.getByRole('button', { name: 'Expand in and out' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('canvas-info')).toContainText(/of \d+ counterpart/, {
    timeout: 60_000,
  });
  const nodes = page.getByRole('region', { name: 'Accounts on the canvas' });
  await expect(nodes.locator(`tr[data-address="${twinRaw}"]`)).toBeVisible();
  const before = Number(await graph.getAttribute('data-nodes'));
  const flowsBefore = Number(await graph.getAttribute('data-edges'));

  // Group by key, from the keyboard: first the plan (accounts to read, requests, time at the
  // profile's rate) with the focus on Start; then dave and his twin become one node with the
  // rule on it.
  await page.getByRole('button', { name: 'Group wallets by key' }).focus();
  await page.keyboard.press('Enter');
  const keys = page.getByRole('region', { name: 'Group wallets by key' });
  await expect(keys.getByTestId('key-plan')).toContainText(
    new RegExp(
      `^Plan: \\d+ of ${before} accounts to read.*: about \\d+ requests?, \\d+ s at \\d+ requests?/s \\(one get-method each\\); at most \\d+ when the get-method does not answer`,
    ),
  );
  await expect(keys.getByRole('button', { name: 'Start reading keys' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(graph).toHaveAttribute('data-entities', '1', { timeout: 60_000 });
  await expect(graph).toHaveAttribute('data-nodes', String(before - 1));
  await expect(page.getByTestId('canvas-info')).toContainText('1 entity grouped');
  const entityRow = nodes.locator('tr[data-entity]');
  await expect(entityRow).toHaveCount(1);
  await expect(entityRow).toContainText(`same public key ${key.slice(0, 4)}…${key.slice(-4)}`);
  await expect(entityRow.locator('[data-member]')).toHaveCount(2);
  await expect(entityRow.locator(`[data-member="${daveRaw}"]`)).toBeAttached();
  await expect(entityRow.locator(`[data-member="${twinRaw}"]`)).toBeAttached();
  await expect(nodes.locator(`tr[data-address="${twinRaw}"]`)).toHaveCount(0);
  // The flows between the two wallets are inside the entity: not drawn, said so.
  await expect(page.getByTestId('inside-flows')).toContainText(/^2 flows between wallets/);
  await expect(graph).toHaveAttribute('data-edges', String(flowsBefore - 2));
  await screenshot(page, 'canvas-entity');

  // The entity's row, reached with the keyboard, opens its panel; Ungroup draws them apart.
  await entityRow.focus();
  await page.keyboard.press('Enter');
  const entity = page.getByRole('region', { name: 'Selected entity' });
  await expect(entity.getByTestId('entity-rule')).toHaveText(
    `same public key ${key.slice(0, 4)}…${key.slice(-4)}`,
  );
  await entity.getByRole('button', { name: 'Ungroup' }).focus();
  await page.keyboard.press('Enter');
  await expect(graph).toHaveAttribute('data-entities', '0');
  await expect(graph).toHaveAttribute('data-nodes', String(before));
  await expect(graph).toHaveAttribute('data-edges', String(flowsBefore));

  // By hand: two accounts chosen in the table (Space on their checkboxes), grouped with a note.
  const others = nodes.locator('tbody tr[data-address]');
  const third = others.nth(2);
  const fourth = others.nth(3);
  for (const row of [third, fourth]) {
    await row.getByRole('checkbox', { name: 'Choose for grouping' }).focus();
    await page.keyboard.press('Space');
  }
  const form = page.getByRole('form', { name: 'Group chosen accounts' });
  await form.getByLabel('Why they are one (note)').fill('same desk');
  await form.getByRole('button', { name: 'Group chosen accounts' }).focus();
  await page.keyboard.press('Enter');
  await expect(graph).toHaveAttribute('data-entities', '1');
  await expect(
    page.getByRole('region', { name: 'Selected entity' }).getByTestId('entity-rule'),
  ).toHaveText('grouped by hand');
  await expect(page.getByLabel('Note on this entity')).toHaveValue('same desk');
});

test("the demo's mule and mule-v5 (one key, v4R2 and v5R1) group into one node whose flow to the exchange is their sum", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const raw = async (keyName: string, version: 'v4R2' | 'v5R1') =>
    (
      await testWallet((await deterministicMnemonic(DEFAULT_SEED, keyName)).join(' '), version)
    ).contract.address
      .toRawString()
      .toUpperCase();
  const exchange = await raw('exchange', 'v4R2');
  const mule = await raw('mule', 'v4R2');
  const muleV5 = await raw('mule', 'v5R1');

  await go(page, `#/canvas/${encodeURIComponent(exchange)}`);
  const graph = page.getByTestId('canvas-graph');
  await page
    .getByRole('region', { name: 'Selected account' })
    .getByRole('button', { name: 'Expand funds in' })
    .click();
  await expect(page.getByTestId('canvas-info')).toContainText(/of \d+ counterpart/, {
    timeout: 60_000,
  });
  const flows = page.getByRole('region', { name: 'Flows on the canvas' });
  const amountOf = async (from: string) =>
    BigInt(
      (await flows
        .locator(`tr[data-from="${from}"][data-to="${exchange}"][data-asset="TON"]`)
        .getAttribute('data-amount'))!,
    );
  const sum = (await amountOf(mule)) + (await amountOf(muleV5));
  expect(sum).toBeGreaterThan(500_000_000_000n); // 400 + 105 TON

  await page.getByRole('button', { name: 'Group wallets by key' }).click();
  await page.getByRole('button', { name: 'Start reading keys' }).click();
  await expect(graph).toHaveAttribute('data-entities', '1', { timeout: 60_000 });
  const entityRow = page
    .getByRole('region', { name: 'Accounts on the canvas' })
    .locator('tr[data-entity]');
  await expect(entityRow.locator('[data-member]')).toHaveCount(2);
  await expect(entityRow.locator(`[data-member="${mule}"]`)).toBeAttached();
  await expect(entityRow.locator(`[data-member="${muleV5}"]`)).toBeAttached();
  const id = await entityRow.getAttribute('data-entity');
  const entityFlow = flows.locator(
    `tr[data-from="${id}"][data-to="${exchange}"][data-asset="TON"]`,
  );
  await expect(entityFlow).toHaveAttribute('data-amount', sum.toString());

  // Saved into a case and reopened from it: the same entity, the same summed flow.
  await saveCanvasToNewCase(page, 'Mules case', 'Mules');
  await reopenCanvasFromCase(page, 'Mules case', 'Mules');
  await expect(graph).toHaveAttribute('data-entities', '1');
  await expect(entityRow).toContainText('same public key');
  await expect(entityFlow).toHaveAttribute('data-amount', sum.toString());
});
