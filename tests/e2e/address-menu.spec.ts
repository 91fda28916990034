import type { Locator, Page } from '@playwright/test';
import { demoWallet } from './demo-accounts';
import { expect, firstLocal, go, localV3, test } from './fixtures';

/**
 * The address "⋯" menu inside list rows, keyboard only: on a row of the Transactions tab, of
 * a block's transactions and of a jetton's Holders, Enter opens the menu above the table
 * (nothing paints over it), Tab reaches "Label…", Enter opens the label dialog with focus in
 * it, Tab stays inside the dialog, Enter saves, focus comes back to the "⋯" button, and the
 * row shows the label. Esc closes a menu and gives focus back; a skip link reaches the page.
 */

/** The menu button of the first address in `table` that has one, and that address (raw). */
async function firstMenu(table: Locator): Promise<{ button: Locator; raw: string }> {
  const address = table.locator('.address[data-address]').first();
  await expect(address).toBeVisible({ timeout: 60_000 });
  const raw = (await address.getAttribute('data-address'))!;
  return { button: address.getByRole('button', { name: 'All forms of the address' }), raw };
}

/** Presses Tab until the focused element's text matches `name` (at most `max` presses). */
async function tabTo(page: Page, name: RegExp, max = 12): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const text = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (name.test(text)) return;
  }
  throw new Error(`no element named ${String(name)} within ${max} Tab presses`);
}

/** True when the element's centre is drawn by it (or a child): nothing paints over it. */
function onTop(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
}

/** Labels the first address of `table` through its row's "⋯" menu with the keyboard alone. */
async function labelByKeyboard(page: Page, table: Locator, label: string): Promise<void> {
  const { button, raw } = await firstMenu(table);
  // Reaching the row is the table's job (Tab order); from the row's menu button on, keys only.
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('group', { name: 'Address forms' });
  await expect(menu).toBeVisible();
  const item = menu.getByRole('button', { name: /^(Label|Edit label)…$/ });
  expect(await onTop(item), 'no row paints over the menu').toBe(true);
  await tabTo(page, /^(Label|Edit label)…$/);
  await expect(item).toBeFocused();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(menu).toBeHidden();
  const field = dialog.getByLabel('Label', { exact: true });
  await expect(field).toBeFocused();
  // Focus is trapped: a dozen Tabs never leave the dialog. Past its last button, focus
  // lands on a focus guard and moves to the first field on the next animation frame
  // (Floating UI), so each check waits for focus to settle rather than reading it at once.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    await expect
      .poll(() => dialog.evaluate((d) => d.contains(document.activeElement)), { timeout: 2_000 })
      .toBe(true);
  }
  await field.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(label);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await expect(
    table.locator(`.address[data-address="${raw}"]`).first().getByTestId('address-label'),
  ).toHaveText(label);
}

test('a counterparty is labelled from a row menu, keyboard only, on three lists', async ({
  page,
  shellUrl,
}) => {
  test.setTimeout(300_000);
  const bob = (await demoWallet('bob', 'v5R1')).toRawString();

  // The skip link is the first Tab stop and moves focus to the page.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  // Bob's Transactions tab.
  await go(page, `#/account/${encodeURIComponent(bob)}/transactions`);
  const txs = page.getByRole('table', { name: 'Transactions' });
  // Esc closes an open menu and gives focus back to its button.
  const { button } = await firstMenu(txs);
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'Address forms' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('group', { name: 'Address forms' })).toBeHidden();
  await expect(button).toBeFocused();
  await labelByKeyboard(page, txs, 'Row menu: transactions');

  // A block with transactions.
  const tx = await firstLocal<{ block_ref: { workchain: number; shard: string; seqno: number } }>(
    shellUrl,
    'transactions',
  );
  const b = tx.block_ref;
  await go(page, `#/block/${b.workchain}:${encodeURIComponent(b.shard)}:${b.seqno}`);
  await labelByKeyboard(
    page,
    page.getByRole('table', { name: 'Block transactions' }),
    'Row menu: block',
  );

  // The demo jetton's Holders.
  const { jetton_masters } = await localV3<{ jetton_masters: Array<{ address: string }> }>(
    shellUrl,
    'jetton/masters?limit=1',
  );
  await go(page, `#/jetton/${encodeURIComponent(jetton_masters[0]!.address)}`);
  await labelByKeyboard(
    page,
    page.getByRole('table', { name: 'Jetton holders' }),
    'Row menu: holders',
  );
});

test('more recipients read as "2 more" with a tooltip saying who got what, not as an amount', async ({
  page,
}) => {
  // Dave's v5R1 wallet paid alice, bob and carol in one transaction ("split 1/3…3/3").
  const dave = (await demoWallet('dave', 'v5R1')).toRawString();
  await go(page, `#/account/${encodeURIComponent(dave)}/transactions`);
  const chip = page
    .getByRole('table', { name: 'Transactions' })
    .getByTestId('more-recipients')
    .first();
  await expect(chip).toHaveText('2 more', { timeout: 60_000 });
  // Nothing like a signed figure beside the counterparty.
  const cell = chip.locator('xpath=ancestor::*[@role="cell"]');
  await expect(cell).not.toContainText('+2');
  // The transaction's one sentence (shared/ledger/tx-sentence.ts): each recipient's part.
  const sentence = /^-[\d,.]+ TON: [\d,.]+ to [^,]+, [\d,.]+ to [^,]+, [\d,.]+ to \S/;
  await chip.hover();
  await expect(page.getByRole('tooltip')).toHaveText(sentence);
  // Keyboard users get it too: the chip takes focus and shows the same tooltip.
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toBeHidden();
  await chip.locator('xpath=..').focus();
  await expect(page.getByRole('tooltip')).toHaveText(sentence);
});
