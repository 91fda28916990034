import { test as base } from '@playwright/test';
import { internal, type Address } from '@ton/core';
import { deterministicMnemonic } from '../../electron/localnet/scenario/mnemonic';
import { DEFAULT_SEED } from '../../electron/localnet/types';
import { signTransfer, testWallet } from '../helpers/sign-transfer';
import { callShell, expect, go, localV3, withRestartableShell } from './fixtures';

/**
 * Issue 24, a real hostile comment: alice sends carol a transfer on the local network whose
 * comment holds a right-to-left override and a zero-width space (no proxy rewrites anything).
 * The transaction page draws the comment with both as visible markers, nothing on screen holds
 * them unmarked, and the comment is flagged with its rule and evidence.
 */

const HIDDEN = /[\u202A-\u202E\u2066-\u2069\u200B-\u200F\u2060\uFEFF]/;
const COMMENT = 'gift \u202Egnp.exe\u200B';

async function seqnoOf(shellUrl: string, address: Address): Promise<number> {
  const res = await localV3<{ wallets: Array<{ seqno?: number }> }>(
    shellUrl,
    `walletStates?address=${encodeURIComponent(address.toRawString())}`,
  );
  return res.wallets[0]?.seqno ?? 0;
}

base(
  'a real on-chain comment with an override and a zero-width space is drawn marked',
  async ({ page }) => {
    base.setTimeout(300_000);
    // A shell of its own: the transfer changes alice's and carol's history.
    await withRestartableShell(page, 'ton-explorer-comment-', async (shell) => {
      const url = shell.current.url;
      const aliceMnemonic = (await deterministicMnemonic(DEFAULT_SEED, 'alice')).join(' ');
      const alice = await testWallet(aliceMnemonic, 'v4R2');
      const carol = await testWallet(
        (await deterministicMnemonic(DEFAULT_SEED, 'carol')).join(' '),
        'v4R2',
      );
      const carolRaw = carol.contract.address.toRawString();
      const { boc } = await signTransfer({
        mnemonic: aliceMnemonic,
        version: 'v4R2',
        seqno: await seqnoOf(url, alice.contract.address),
        validUntil: Math.floor(Date.now() / 1000) + 600,
        messages: [
          internal({
            to: carol.contract.address,
            value: 10_000_000n,
            bounce: false,
            body: COMMENT,
          }),
        ],
      });
      await callShell(url, 'api:call', {
        profileId: 'local',
        api: 'v2',
        operation: 'sendBoc',
        params: { boc: boc.toString('base64') },
      });

      // The transaction as the local network's index has it, comment exactly as sent.
      let hash = '';
      await expect
        .poll(
          async () => {
            const { transactions } = await localV3<{
              transactions: Array<{
                hash: string;
                in_msg: { message_content?: { decoded?: { comment?: string } | null } } | null;
              }>;
            }>(url, `transactions?account=${encodeURIComponent(carolRaw)}&limit=20&sort=desc`);
            const tx = transactions.find(
              (t) => t.in_msg?.message_content?.decoded?.comment === COMMENT,
            );
            hash = tx?.hash ?? '';
            return hash;
          },
          { timeout: 120_000 },
        )
        .not.toBe('');

      await go(page, `#/tx/${encodeURIComponent(hash)}`);
      const inbound = page.getByRole('region', { name: 'Inbound message' });
      await expect(inbound.locator('.comment')).toContainText('gift ⟦RLO⟧gnp.exe⟦ZWSP⟧', {
        timeout: 90_000,
      });
      const flags = page.getByTestId('risk-flags').first();
      await expect(flags).toHaveAttribute('aria-label', /^Risk flags: /);
      const text = await page.evaluate(() => document.body.innerText);
      expect(text).not.toMatch(HIDDEN);

      // carol's transactions list: the same comment, marked.
      await go(page, `#/account/${encodeURIComponent(carolRaw)}`);
      await expect(page.getByRole('table').first()).toContainText('⟦RLO⟧gnp.exe', {
        timeout: 90_000,
      });
      expect(await page.evaluate(() => document.body.innerText)).not.toMatch(HIDDEN);
    });
  },
);
