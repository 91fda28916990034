import { deterministicMnemonic } from '../../electron/localnet/scenario/mnemonic';
import { testWallet } from '../helpers/sign-transfer';
import { expect, go, screenshot, test, useNewProfile } from './fixtures';
import {
  startLocalNetworkProcess,
  type LocalNetworkProcess,
} from '../helpers/local-network-process';

/**
 * "Group wallets by key" at 1 request/s (a profile without a key over a local network run as
 * its own process with the demo, on a seed of its own so that no key read by another test is
 * kept, and an anonymous limit of 1 request/s), on the faucet's canvas: before
 * it reads, the plan says how many accounts need a read, the requests and the time at
 * 1 request/s; while it reads, progress; Cancel, from the keyboard, stops it mid-way and
 * groups by the keys read so far, saying it was cancelled; those keys are kept, so the next
 * plan counts them as costing nothing; read to the end, every key is kept and the next
 * "Group wallets by key" groups at once, without a plan, at no request.
 */

let net: LocalNetworkProcess | null = null;

test.afterAll(async () => {
  await net?.close();
});

/** The numbers of a plan's sentence (shared/canvas/key-read-plan.ts `keyReadPlanText`). */
function planNumbers(text: string) {
  const m =
    /^Plan: (\d+) of (\d+) accounts to read(?: \((\d+) keys? kept from earlier reads cost nothing\))?: about (\d+) requests?, (.+) at 1 request\/s \(one get-method each\); at most (\d+) when/.exec(
      text,
    );
  expect(m, text).not.toBeNull();
  const [, toRead, accounts, kept, requests, , most] = m!;
  return {
    toRead: Number(toRead),
    accounts: Number(accounts),
    kept: Number(kept ?? 0),
    requests: Number(requests),
    most: Number(most),
  };
}

test('the plan shows before reading; Cancel mid-way groups by the keys read so far and keeps them', async ({
  page,
  shellUrl,
}) => {
  test.setTimeout(600_000);
  const seed = 'group-key-cancel';
  net = await startLocalNetworkProcess(['--anonymous-rps', '1', '--seed', seed]);
  await useNewProfile(shellUrl, 'Slow keys', net);
  const faucet = (
    await testWallet((await deterministicMnemonic(seed, 'faucet')).join(' '), 'v4R2')
  ).contract.address
    .toRawString()
    .toUpperCase();

  // The faucet and every wallet it funded.
  await go(page, `#/canvas/${encodeURIComponent(faucet)}`);
  const graph = page.getByTestId('canvas-graph');
  await expect(graph).toHaveAttribute('data-nodes', '1');
  await page.getByLabel('Top').fill('40');
  await page
    .getByRole('region', { name: 'Selected account' })
    .getByRole('button', { name: 'Expand in and out' })
    .click();
  const info = page.getByTestId('canvas-info');
  await expect(info).toContainText(/of \d+ counterpart/, { timeout: 180_000 });
  const nodes = Number(await graph.getAttribute('data-nodes'));
  expect(nodes).toBeGreaterThan(5);

  // The plan, before any read: every account to read, one request each, two at most.
  const button = page.getByRole('button', { name: 'Group wallets by key' });
  await button.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: 'Group wallets by key' });
  const plan = panel.getByTestId('key-plan');
  await expect(plan).toContainText('at 1 request/s');
  const first = planNumbers((await plan.textContent()) ?? '');
  expect(first.accounts).toBe(nodes);
  expect(first.toRead).toBe(nodes - first.kept);
  expect(first.requests).toBe(first.toRead);
  expect(first.most).toBe(2 * first.toRead);
  expect(first.kept).toBe(0); // a network of its own: nothing read before
  await expect(panel.getByTestId('key-progress')).toHaveCount(0); // nothing read yet

  // Start (the focus is on it; the screenshots' theme switch takes it, so it goes back), then
  // Cancel (the focus moves to it) once a few are read.
  const start = panel.getByRole('button', { name: 'Start reading keys' });
  await expect(start).toBeFocused();
  await screenshot(page, 'canvas-group-key-plan');
  await start.focus();
  await page.keyboard.press('Enter');
  const progress = panel.getByTestId('key-progress');
  await expect(progress).toContainText(
    new RegExp(`^[2-9] of ${first.toRead} accounts read, \\d+ requests`),
    {
      timeout: 60_000,
    },
  );
  await expect(panel.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');

  // Grouped by what was read, and said so.
  await expect(panel).toHaveCount(0, { timeout: 30_000 });
  await expect(info).toContainText(
    new RegExp(
      `cancelled after \\d+ of ${first.toRead} accounts read: grouped by the keys read so far`,
    ),
  );
  const text = (await info.textContent()) ?? '';
  const read = Number(/cancelled after (\d+) of/.exec(text)![1]);
  const found = Number(/^Group by key: (\d+) of/.exec(text)![1]);
  expect(read).toBeGreaterThanOrEqual(2);
  expect(read).toBeLessThan(first.toRead);
  expect(found).toBeGreaterThan(first.kept);
  expect(found).toBeLessThanOrEqual(first.kept + read);
  await expect(button).toBeFocused();

  // The keys read are kept: the next plan counts them as costing nothing. Cancel (Escape)
  // closes it unread, the focus back on the button.
  await page.keyboard.press('Enter');
  await expect(plan).toContainText('at 1 request/s');
  const second = planNumbers((await plan.textContent()) ?? '');
  expect(second.kept).toBe(found);
  expect(second.toRead).toBe(nodes - found);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(button).toBeFocused();

  // Read to the end: every account of the faucet's canvas is a wallet with its key.
  await page.keyboard.press('Enter');
  await expect(start).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(info).toContainText(
    `Group by key: ${nodes} of ${nodes} accounts have a readable public key`,
    { timeout: 60_000 },
  );
  await expect(info).not.toContainText('cancelled');
  await expect(info).toContainText(new RegExp(`· ${second.toRead} requests?$`));

  // Every key kept: it groups at once, without a plan to confirm, at no request.
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(info).toContainText('· 0 requests');
  await expect(start).toHaveCount(0);
});
