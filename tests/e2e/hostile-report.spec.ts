import { readFile } from 'node:fs/promises';
import { callShell, createCase, expect, go, paymentFrom, test } from './fixtures';
import { demoWallet, demoWalletForms, type DemoWalletForms } from './demo-accounts';
import { HIDDEN } from './hidden-characters';
import { withHostileProfile } from './hostile-server';

/**
 * Issue 24, "the same treatment in every output": a case built while the app reads a hostile
 * TON Center (every account but alice named with alice's address reversed behind a
 * right-to-left override, every comment `gift \u202Egnp.exe`), with a case name and notes that
 * hold overrides too. The Case page and the exported HTML report draw every hidden character
 * as a visible marker, never draw alice's address from reversed text, and show bob's own
 * address.
 */

interface Entry {
  domain?: string | null;
}

/** Names every account but alice with her address reversed; every comment gets an override. */
function spoofer(alice: DemoWalletForms) {
  const reversed = `\u202E${[...alice.friendly].reverse().join('')}`;
  return (_api: 'v2' | 'v3', _path: string, body: unknown): unknown => {
    const b = body as {
      address_book?: Record<string, Entry>;
      transactions?: Array<{ in_msg?: { message_content?: { decoded?: unknown } } | null }>;
    };
    for (const [raw, entry] of Object.entries(b.address_book ?? {})) {
      if (raw.toUpperCase() !== alice.raw) entry.domain = reversed;
    }
    for (const tx of b.transactions ?? []) {
      if (tx.in_msg?.message_content) {
        tx.in_msg.message_content.decoded = { type: 'text_comment', comment: 'gift \u202Egnp.exe' };
      }
    }
    return body;
  };
}

test('a case report of hostile names, comments and notes marks every hidden character', async ({
  page,
  shellUrl,
}) => {
  test.setTimeout(300_000);
  const alice = await demoWalletForms('alice', 'v4R2');
  const bob = await demoWallet('bob', 'v5R1');
  const bobRaw = bob.toRawString();
  const paid = await paymentFrom(shellUrl, alice.address.toRawString(), bobRaw);
  expect(paid, 'bob has a transaction paid by alice').toBeTruthy();

  // The case: its name and notes hold overrides (a note copied from a comment, say).
  const caseName = `Refund \u202Eesac`;
  const caseId = await createCase(
    shellUrl,
    { name: caseName, note: `Paid to \u202E${[...alice.friendly].reverse().join('')}` },
    [
      { kind: 'address', ref: bobRaw, note: 'Named \u202Egnp.exe by the index' },
      { kind: 'transaction', ref: paid!.hash, note: 'gift \u200B\u202Egnp.exe' },
    ],
  );
  try {
    await withHostileProfile(
      page,
      shellUrl,
      'Report spoofing TON Center',
      spoofer(alice),
      async () => {
        // The Case page: name and notes marked, the summaries in.
        await go(page, `#/case/${caseId}`);
        await expect(page.getByTestId('case-name')).toContainText('Refund ⟦RLO⟧esac', {
          timeout: 60_000,
        });
        await expect(page.getByTestId('case-summary')).toHaveCount(2, { timeout: 90_000 });
        // The transaction's comment hides an override: flagged on the page with its rule.
        await expect(
          page.locator('[data-kind="transaction"] [data-testid="risk-flags"]'),
        ).toHaveAttribute('aria-label', /^Risk flags: /);
        const pageText = await page.evaluate(() => document.body.innerText);
        expect(pageText).not.toMatch(HIDDEN);
        expect(pageText).not.toContain(alice.friendly.slice(0, 16));

        // The HTML report: the same, and bob's own address.
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Export HTML report' }).click(),
        ]);
        const html = await readFile((await download.path())!, 'utf8');
        const report = await page.context().browser()!.newContext({ javaScriptEnabled: false });
        try {
          const view = await report.newPage();
          await view.setContent(html);
          await expect(view.getByRole('heading', { level: 1 })).toContainText('Refund ⟦RLO⟧esac');
          const text = await view.evaluate(() => document.body.innerText);
          expect(text).not.toMatch(HIDDEN);
          expect(text).not.toContain(alice.friendly.slice(0, 16));
          expect(text).toContain('⟦RLO⟧gnp.exe');
          expect(text).toContain(bobRaw);
          // The report lists the flag with its rule and evidence (marked), not a bare verdict.
          const flags = view.getByRole('list', { name: 'Risk flags' });
          await expect(flags).toHaveCount(1);
          await expect(flags).toContainText('(comment: gift ⟦RLO⟧gnp.exe)');
        } finally {
          await report.close();
        }
      },
    );
  } finally {
    await callShell(shellUrl, 'workspace:case-delete', { network: 'local', id: caseId }).catch(
      () => undefined,
    );
  }
});
