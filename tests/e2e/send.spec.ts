import type { Page } from '@playwright/test';
import { Address, SendMode, beginCell, internal } from '@ton/core';
import { deterministicMnemonic } from '../../electron/localnet/scenario/mnemonic';
import { DEFAULT_SEED } from '../../electron/localnet/types';
import { internalMessageBoc, signTransfer, testWallet } from '../helpers/sign-transfer';
import { callShell, expect, localV3, screenshot, test } from './fixtures';

/**
 * Sending a signed BoC through the UI on the app's Local profile (embedded local network, demo
 * scenario, default seed): a transfer signed here with a demo wallet's mnemonic is pasted, its
 * summary, checks and fee are shown, it is sent on an explicit confirmation and followed to a
 * confirmed success; bad BoCs get their clear message and nothing is sent.
 */

async function mnemonicOf(name: string): Promise<string> {
  return (await deterministicMnemonic(DEFAULT_SEED, name)).join(' ');
}

async function seqnoOf(shellUrl: string, address: Address): Promise<number> {
  const res = await localV3<{ wallets: Array<{ seqno?: number }> }>(
    shellUrl,
    `walletStates?address=${encodeURIComponent(address.toRawString())}`,
  );
  return res.wallets[0]?.seqno ?? 0;
}

/** How many sends the app made on the Local profile (its request log, the Network panel). */
async function sendsLogged(shellUrl: string): Promise<number> {
  const log = await callShell<Array<{ operation: string }>>(shellUrl, 'api:log', {
    profileId: 'local',
  });
  return log.filter(
    (e) =>
      e.operation === 'sendBocReturnHash' || e.operation === 'sendBoc' || e.operation === 'message',
  ).length;
}

async function openSend(page: Page) {
  await page.getByRole('link', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Send a signed message' })).toBeVisible();
}

async function paste(page: Page, boc: string) {
  await page.getByLabel('Signed message (BoC, base64 or hex)').fill(boc);
}

const now = () => Math.floor(Date.now() / 1000);

test('a transfer signed with a demo wallet is checked, estimated, sent once and confirmed', async ({
  page,
  shellUrl,
}) => {
  const alice = await testWallet(await mnemonicOf('alice'), 'v4R2');
  const bob = await testWallet(await mnemonicOf('bob'), 'v5R1');
  await openSend(page);
  const seqno = await seqnoOf(shellUrl, alice.contract.address);
  const { boc } = await signTransfer({
    mnemonic: await mnemonicOf('alice'),
    version: 'v4R2',
    seqno,
    validUntil: now() + 600,
    messages: [
      internal({ to: bob.contract.address, value: 200_000_000n, bounce: false, body: 'e2e rent' }),
    ],
  });
  const sendsBefore = await sendsLogged(shellUrl);

  // First a mode-0 transfer with a used seqno: its checks fail, and the page says that mode 0
  // takes the forward fee out of the value.
  const mode0 = await signTransfer({
    mnemonic: await mnemonicOf('alice'),
    version: 'v4R2',
    seqno: seqno - 1,
    validUntil: now() + 600,
    sendMode: SendMode.NONE,
    messages: [internal({ to: bob.contract.address, value: 200_000_000n, bounce: false })],
  });
  await paste(page, mode0.boc.toString('base64'));
  await expect(page.getByTestId('check-seqno')).toHaveAttribute('data-status', 'fail', {
    timeout: 60_000,
  });
  await expect(page.getByTestId('send-mode-note')).toHaveText(
    'Send mode 0 does not pay the forward fee separately (no +1): the fee is taken out of the 0.2 TON, so the recipient receives a little less.',
  );
  await expect(page.getByRole('button', { name: 'Confirm and send' })).toHaveCount(0);

  // Another BoC: its own checks run (none of the previous one's stay on screen).
  await paste(page, boc.toString('base64'));
  await expect(page.getByTestId('send-mode-note')).toHaveCount(0);
  await expect(page.getByTestId('send-internal-message')).toContainText(
    'mode 3 (fees paid separately, errors ignored)',
  );

  const summary = page.getByRole('region', { name: 'Message' });
  await expect(summary).toContainText('External-in message');
  await expect(summary).toContainText('v4R2');
  await expect(
    page.locator('dl[aria-label="Decoded message"] .kv-row', { hasText: 'Seqno' }).locator('dd'),
  ).toHaveText(String(seqno));
  const message = page.getByTestId('send-internal-message');
  await expect(message).toContainText('0.2 TON');
  await expect(message).toContainText('e2e rent');
  await expect(message).toContainText('bounce no');
  await expect(page.getByLabel('Destination address forms')).toContainText(
    alice.contract.address.toRawString(),
  );

  for (const id of ['parse', 'seqno', 'valid-until', 'balance']) {
    await expect(page.getByTestId(`check-${id}`)).toHaveAttribute('data-status', 'pass', {
      timeout: 60_000,
    });
  }
  await expect(page.getByTestId('send-fee')).toContainText(/0\.\d+ TON/, { timeout: 60_000 });
  expect(await sendsLogged(shellUrl)).toBe(sendsBefore); // checks and fee never send
  await screenshot(page, 'send-summary');

  await page.getByRole('button', { name: 'Confirm and send' }).click();
  await expect(page.getByTestId('send-status')).toBeVisible();
  const outcome = page.getByTestId('send-outcome');
  await expect(outcome).toHaveAttribute('data-kind', 'success', { timeout: 90_000 });
  await expect(outcome).toContainText('Success');
  await expect(page.getByTestId('send-status')).toHaveAttribute('data-phase', 'done');
  await expect(page.locator('.send-txs tbody tr')).not.toHaveCount(0);
  expect(await sendsLogged(shellUrl)).toBe(sendsBefore + 1);
  expect(await seqnoOf(shellUrl, alice.contract.address)).toBe(seqno + 1);
  await screenshot(page, 'send-confirmed');

  // Once confirmed, the checks run again (the seqno is now used) and sending the same BoC again
  // is not offered.
  await expect(page.getByTestId('check-seqno')).toHaveAttribute('data-status', 'fail', {
    timeout: 60_000,
  });
  await expect(page.getByTestId('check-seqno')).toContainText(
    `Stale seqno: the message has seqno ${seqno}`,
  );
  await expect(page.getByTestId('send-done-note')).toContainText(
    'its seqno is used: the same BoC cannot be sent again',
  );
  await expect(page.getByRole('button', { name: 'Send the same BoC again' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Confirm and send' })).toHaveCount(0);
  expect(await sendsLogged(shellUrl)).toBe(sendsBefore + 1);
});

test('bad BoCs get a clear message and nothing is sent', async ({ page, shellUrl }) => {
  const aliceMnemonic = await mnemonicOf('alice');
  const alice = await testWallet(aliceMnemonic, 'v4R2');
  const bob = await testWallet(await mnemonicOf('bob'), 'v5R1');
  await openSend(page);
  const sendsBefore = await sendsLogged(shellUrl);
  const confirm = page.getByRole('button', { name: 'Confirm and send' });
  const transfer = { to: bob.contract.address, value: 1_000_000n, bounce: false };

  // Malformed.
  const good = await signTransfer({
    mnemonic: aliceMnemonic,
    version: 'v4R2',
    seqno: 0,
    validUntil: now() + 600,
    messages: [internal(transfer)],
  });
  await paste(page, good.boc.toString('base64').slice(0, 50));
  await expect(page.getByTestId('check-parse')).toHaveAttribute('data-status', 'fail');
  await expect(page.getByTestId('check-parse')).toContainText('The BoC does not parse');
  await expect(confirm).toHaveCount(0);

  // An internal message.
  const internalBoc = internalMessageBoc(alice.contract.address, bob.contract.address);
  await paste(page, internalBoc.toString('hex'));
  await expect(page.getByTestId('check-parse')).toContainText('internal message');
  await expect(page.getByTestId('check-parse')).toContainText('not an external-in message');
  await expect(confirm).toHaveCount(0);

  // Signed for another network: bob's v5R1 key with the testnet wallet id.
  const testnet = await signTransfer({
    mnemonic: await mnemonicOf('bob'),
    version: 'v5R1',
    networkGlobalId: -3,
    seqno: 1,
    validUntil: now() + 600,
    messages: [internal({ ...transfer, to: alice.contract.address })],
  });
  await paste(page, testnet.boc.toString('base64'));
  await expect(page.getByTestId('check-network')).toHaveAttribute('data-status', 'fail', {
    timeout: 60_000,
  });
  await expect(page.getByTestId('check-network')).toContainText('signed for testnet');
  await expect(confirm).toHaveCount(0);

  // A stale seqno.
  const seqno = await seqnoOf(shellUrl, alice.contract.address);
  const stale = await signTransfer({
    mnemonic: aliceMnemonic,
    version: 'v4R2',
    seqno: seqno - 1,
    validUntil: now() + 600,
    messages: [internal(transfer)],
  });
  await paste(page, stale.boc.toString('base64'));
  await expect(page.getByTestId('check-seqno')).toHaveAttribute('data-status', 'fail', {
    timeout: 60_000,
  });
  await expect(page.getByTestId('check-seqno')).toContainText(
    `Stale seqno: the message has seqno ${seqno - 1}`,
  );
  await expect(confirm).toHaveCount(0);

  // An expired valid_until.
  const expired = await signTransfer({
    mnemonic: aliceMnemonic,
    version: 'v4R2',
    seqno,
    validUntil: now() - 300,
    messages: [internal(transfer)],
  });
  await paste(page, expired.boc.toString('base64'));
  await expect(page.getByTestId('check-valid-until')).toHaveAttribute('data-status', 'fail', {
    timeout: 60_000,
  });
  await expect(page.getByTestId('check-valid-until')).toContainText('Expired');
  await expect(confirm).toHaveCount(0);
  await screenshot(page, 'send-refused');

  expect(await sendsLogged(shellUrl)).toBe(sendsBefore);
  expect(await seqnoOf(shellUrl, alice.contract.address)).toBe(seqno);
});

/** The demo jetton wallet of `owner` (v3 `jetton/wallets` of the app's Local network). */
async function jettonWalletOf(shellUrl: string, owner: Address): Promise<Address> {
  const res = await localV3<{ jetton_wallets: Array<{ address: string }> }>(
    shellUrl,
    `jetton/wallets?owner_address=${encodeURIComponent(owner.toRawString())}&limit=1`,
  );
  return Address.parse(res.jetton_wallets[0]!.address);
}

/** A TEP-74 `transfer` of `amount` units to `to`, excess back to `back`, 0.01 TON forwarded. */
function jettonTransferBody(amount: bigint, to: Address, back: Address) {
  return beginCell()
    .storeUint(0x0f8a7ea5, 32)
    .storeUint(34, 64)
    .storeCoins(amount)
    .storeAddress(to)
    .storeAddress(back)
    .storeBit(false)
    .storeCoins(10_000_000n)
    .storeBit(false)
    .endCell();
}

/** Sends what is on the page and waits for "as predicted"; no failed check is left in red. */
async function sendAndAgree(page: Page) {
  await page.getByRole('button', { name: 'Confirm and send' }).click();
  await expect(page.getByTestId('send-outcome')).toHaveAttribute('data-kind', 'success', {
    timeout: 90_000,
  });
  await expect(page.getByTestId('preflight-agreement')).toHaveAttribute(
    'data-agreement',
    'as predicted',
    { timeout: 60_000 },
  );
  await expect(page.getByTestId('preflight-agreement')).toContainText('As predicted');
  await expect(page.locator('.send-check[data-status="fail"]')).toHaveCount(0);
}

test('preflight: a jetton transfer and a mode-128 transfer are predicted before Send and come out as predicted', async ({
  page,
  shellUrl,
}) => {
  const alice = await testWallet(await mnemonicOf('alice'), 'v4R2');
  const carol = await testWallet(await mnemonicOf('carol'), 'v4R2');
  const bob = await testWallet(await mnemonicOf('bob'), 'v5R1');
  await openSend(page);

  // A jetton transfer: alice's jetton wallet, carol's (notified) and the excess back to alice.
  const aliceJetton = await jettonWalletOf(shellUrl, alice.contract.address);
  const jetton = await signTransfer({
    mnemonic: await mnemonicOf('alice'),
    version: 'v4R2',
    seqno: await seqnoOf(shellUrl, alice.contract.address),
    validUntil: now() + 600,
    messages: [
      internal({
        to: aliceJetton,
        value: 100_000_000n,
        bounce: true,
        body: jettonTransferBody(5_000_000_000n, carol.contract.address, alice.contract.address),
      }),
    ],
  });
  await paste(page, jetton.boc.toString('base64'));
  const panel = page.getByTestId('preflight');
  await expect(panel).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId('preflight-pin')).toContainText('Emulated on masterchain block');
  await expect(panel.getByRole('group', { name: /^Trace graph: 5 transactions/ })).toBeVisible();
  await expect(panel.getByTestId('preflight-tx')).toHaveCount(5);
  await expect(panel.locator('[data-testid="preflight-tx"][data-status="success"]')).toHaveCount(5);
  await expect(panel.locator('[data-testid="preflight-change"][data-asset="jetton"]')).toHaveCount(
    2,
  );
  await expect(panel.getByTestId('preflight-change').first()).toContainText('−0.');
  await expect(page.getByTestId('preflight-risk')).toContainText('leaves the sender for good');
  await expect(page.getByTestId('preflight-risk')).toContainText('5 ');
  await expect(page.getByTestId('preflight-no-warnings')).toBeVisible();
  await page.getByTestId('preflight-risk').scrollIntoViewIfNeeded();
  await screenshot(page, 'send-preflight-jetton');
  await sendAndAgree(page);

  // Mode 128: carol sends bob everything she has.
  const sweep = await signTransfer({
    mnemonic: await mnemonicOf('carol'),
    version: 'v4R2',
    seqno: await seqnoOf(shellUrl, carol.contract.address),
    validUntil: now() + 600,
    sendMode: SendMode.CARRY_ALL_REMAINING_BALANCE,
    messages: [internal({ to: bob.contract.address, value: 0n, bounce: false, body: 'all' })],
  });
  await paste(page, sweep.boc.toString('base64'));
  await expect(page.getByTestId('preflight-warning-whole-balance')).toBeVisible({
    timeout: 90_000,
  });
  await expect(page.getByTestId('preflight-warning-whole-balance')).toContainText(
    'carries the whole remaining balance',
  );
  await expect(page.getByTestId('preflight-warning-balance-share')).toContainText('100.0 %');
  await expect(panel.getByRole('group', { name: /^Trace graph: 2 transactions/ })).toBeVisible();
  await expect(panel.getByTestId('preflight-change')).toHaveCount(2);
  await expect(page.getByTestId('preflight-risk-ton')).not.toHaveText('0 TON');
  await page.getByTestId('preflight-risk').scrollIntoViewIfNeeded();
  await screenshot(page, 'send-preflight-mode-128');
  await sendAndAgree(page);
});
