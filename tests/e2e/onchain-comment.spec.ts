import { internal } from '@ton/core';
import { expect, go, localV3, testOnOwnShell } from './fixtures';
import { HIDDEN } from './hidden-characters';
import { aliceAndCarol, demoSends } from './local-wallet';

/**
 * Issue 24, a real hostile comment: alice sends carol a transfer on the local network whose
 * comment holds a right-to-left override and a zero-width space (no proxy rewrites anything).
 * The transaction page draws the comment with both as visible markers, nothing on screen holds
 * them unmarked, and the comment is flagged with its rule and evidence.
 */

const COMMENT = 'gift \u202Egnp.exe\u200B';

// A shell of its own: the transfer changes alice's and carol's history.
testOnOwnShell(
  'a real on-chain comment with an override and a zero-width space is drawn marked',
  'ton-explorer-comment-',
  300_000,
  async (page, shell) => {
    const url = shell.current.url;
    const { carol, carolRaw } = await aliceAndCarol();
    await demoSends(url, 'alice', 'v4R2', [
      internal({ to: carol.contract.address, value: 10_000_000n, bounce: false, body: COMMENT }),
    ]);

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
  },
);
