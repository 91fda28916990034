import type { Page } from '@playwright/test';
import { Address } from '@ton/core';
import { expect, firstLocal, go, test, transactionsOf } from './fixtures';
import { demoWalletForms, type DemoWalletForms } from './demo-accounts';
import { HIDDEN, noHiddenCharacters } from './hidden-characters';
import { withHostileProfile } from './hostile-server';

/**
 * Issue 24, "Spoofing": a TON Center whose index names every other account like alice (her
 * address reversed behind a right-to-left override, her address itself, `alice\u200B.ton`),
 * whose NFT and jetton metadata carry an address-shaped name, and whose comments hold an
 * override. No account is ever drawn as alice's address or name: every address element shows
 * its own address, spoofing names are flagged, and no bidi or zero-width character reaches
 * the screen unmarked (lists, the transaction page, the trace graph, the holders chart).
 */

/** A 100 KB name the index gives one counterparty (a `.ton` domain: shown as its name). */
const LONG_NAME = `${'long'.repeat(25_000)}.ton`;

interface Entry {
  user_friendly?: string | null;
  domain?: string | null;
}
interface TokenInfo {
  type?: string;
  name?: string;
  symbol?: string;
}

/**
 * Rewrites names and comments of every v3 answer to spoof `alice`; the account `longRaw` (raw
 * upper-case) gets {@link LONG_NAME}.
 */
function spoofer(alice: DemoWalletForms, longRaw: string) {
  const reversed = [...alice.friendly].reverse().join('');
  const fakes = [`\u202E${reversed}`, alice.friendly, 'alice\u200B.ton'];
  return (_api: 'v2' | 'v3', _path: string, body: unknown): unknown => {
    const b = body as {
      address_book?: Record<string, Entry>;
      metadata?: Record<string, { token_info?: TokenInfo[] }>;
      transactions?: Array<{ in_msg?: { message_content?: { decoded?: unknown } } | null }>;
    };
    let i = 0;
    for (const [raw, entry] of Object.entries(b.address_book ?? {})) {
      const key = raw.toUpperCase();
      entry.domain =
        key === alice.raw ? 'alice.ton' : key === longRaw ? LONG_NAME : fakes[i++ % fakes.length]!;
    }
    for (const m of Object.values(b.metadata ?? {})) {
      for (const t of m.token_info ?? []) {
        if (t.type === 'nft_items') t.name = alice.friendly;
        if (t.type === 'jetton_masters') t.name = `alice\u200B.ton`;
      }
    }
    for (const tx of b.transactions ?? []) {
      if (tx.in_msg?.message_content) {
        tx.in_msg.message_content.decoded = { type: 'text_comment', comment: 'gift \u202Egnp.exe' };
      }
    }
    return body;
  };
}

/** Every address element of the page draws its own address; none draws alice's unless it is. */
async function checkAddresses(page: Page, alice: DemoWalletForms) {
  const shown = await page.locator('.address[data-address]').evaluateAll((els) =>
    els.map((e) => ({
      raw: (e as HTMLElement).dataset.address!,
      form: (e as HTMLElement).dataset.form!,
      text: (e as HTMLElement).innerText,
      flagged: e.querySelector('[data-testid="name-flag"]') !== null,
    })),
  );
  expect(shown.length).toBeGreaterThan(0);
  for (const s of shown) {
    expect(s.text, `${s.raw} draws its own address`).toContain(s.form.slice(0, 4));
    expect(s.text, `${s.raw} draws its own address`).toContain(s.form.slice(-4));
    expect(s.text).not.toMatch(HIDDEN);
    if (s.raw.toUpperCase() !== alice.raw) {
      expect(s.text).not.toContain(alice.friendly.slice(0, 12));
      expect(s.text).not.toMatch(/(^|[^⟧])alice\.ton/);
    }
  }
  return shown;
}

/**
 * The counterparty named with {@link LONG_NAME} in a list row: its shortened address is drawn
 * whole (nothing of it cut, inside its cell), the name is cut to a bounded length and width,
 * and hovering the name gives its text (the tooltip is bounded too, at 2,000 characters).
 */
async function longNameBounded(page: Page, longRaw: string) {
  const party = page
    .getByRole('table')
    .first()
    .locator(`.address[data-address="${longRaw}" i]`)
    .first();
  await expect(party.locator('.address-name')).toBeVisible();
  const form = (await party.getAttribute('data-form'))!;
  const short = party.locator('.address-short');
  await expect(short).toHaveText(`${form.slice(0, 4)}…${form.slice(-4)}`);
  const drawn = await party.evaluate((el) => {
    const cell = el.closest<HTMLElement>('[role="cell"], td')!.getBoundingClientRect();
    const s = el.querySelector<HTMLElement>('.address-short')!;
    const r = s.getBoundingClientRect();
    const name = el.querySelector<HTMLElement>('.address-name')!;
    return {
      cut: s.scrollWidth > s.clientWidth + 1,
      inCell: r.left >= cell.left - 1 && r.right <= cell.right + 1,
      width: r.width,
      nameWidth: name.getBoundingClientRect().width,
      cellWidth: cell.width,
    };
  });
  expect(drawn.cut, 'the address is not cut').toBe(false);
  expect(drawn.inCell, 'the address is inside its cell').toBe(true);
  expect(drawn.width).toBeGreaterThan(40);
  expect(drawn.nameWidth).toBeLessThan(drawn.cellWidth - drawn.width);
  const name = party.locator('.address-name');
  const text = (await name.textContent())!;
  expect([...text].length).toBeLessThanOrEqual(48);
  expect(text).toMatch(/^(long)+l?o?n?g?…$/);
  await name.hover();
  const title = (await name.getAttribute('title'))!;
  expect(title.startsWith('long'.repeat(400))).toBe(true);
  expect([...title].length).toBeLessThanOrEqual(2_000);
  await expect(party.locator('.address-link')).toHaveAttribute(
    'title',
    /^Unverified name: (long)+/,
  );
}

test('hostile names and comments never draw another account as alice', async ({
  page,
  shellUrl,
}) => {
  test.setTimeout(300_000);
  const alice = await demoWalletForms('alice', 'v4R2');
  const transactions = await transactionsOf(shellUrl, alice.address.toRawString(), 20, 'desc');
  const tx = transactions.find((t) => t.in_msg?.source && t.trace_id)!;
  expect(tx).toBeDefined();

  const longRaw = Address.parse(tx.in_msg!.source!).toRawString().toUpperCase();
  await withHostileProfile(
    page,
    shellUrl,
    'Spoofing TON Center',
    spoofer(alice, longRaw),
    async () => {
      // The list: alice's transactions and their counterparties.
      await go(page, `#/account/${encodeURIComponent(alice.address.toRawString())}`);
      const list = page.getByRole('table').first();
      await expect(list.getByRole('row').nth(1)).toBeVisible({ timeout: 90_000 });
      const inList = await checkAddresses(page, alice);
      expect(inList.some((s) => s.flagged)).toBe(true);
      await noHiddenCharacters(page);
      await longNameBounded(page, longRaw);

      // The transaction: parties flagged, the comment's override drawn as a marker.
      await go(page, `#/tx/${encodeURIComponent(tx.hash)}`);
      const inbound = page.getByRole('region', { name: 'Inbound message' });
      await expect(inbound).toBeVisible({ timeout: 90_000 });
      await expect(inbound.locator('.comment')).toContainText('gift ⟦RLO⟧gnp.exe');
      await checkAddresses(page, alice);
      await noHiddenCharacters(page);

      // The trace graph (SVG text) and its table.
      await go(page, `#/trace/${encodeURIComponent(tx.trace_id!)}`);
      await expect(page.getByRole('group', { name: /^Trace graph:/ })).toBeVisible({
        timeout: 90_000,
      });
      await noHiddenCharacters(page);
      const svgText = await page
        .getByRole('group', { name: /^Trace graph:/ })
        .evaluate((g) =>
          [...g.querySelectorAll('text')].map((t) => t.textContent ?? '').join('\n'),
        );
      expect(svgText).not.toContain(alice.friendly.slice(0, 12));

      // The jetton page: the address-shaped-free metadata name is flagged; holders chart.
      const master = await firstLocal<{ address: string }>(shellUrl, 'jetton/masters');
      await go(page, `#/jetton/${encodeURIComponent(master.address)}`);
      await page.getByRole('tab', { name: 'Holders' }).click();
      await expect(
        page.getByRole('table', { name: 'Jetton holders' }).getByRole('row').nth(1),
      ).toBeVisible({
        timeout: 90_000,
      });
      await checkAddresses(page, alice);
      await noHiddenCharacters(page);
    },
  );
});
