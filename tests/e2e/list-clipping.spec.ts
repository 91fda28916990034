import type { Page } from '@playwright/test';
import { demoRaws, demoWallet } from './demo-accounts';
import { callShell, expect, go, localV3, test } from './fixtures';

/**
 * Every list page of the Local profile at 1024x768, 1440x900 and 3840x2160, light and dark:
 * no number, time, address or hash in a list cell (or column header) is cut — its text fits
 * its element and its cell — and nothing in a cell is drawn over something else (a tag or
 * chip over an address). One load per page; the sizes and themes change in place.
 */

const SIZES = [
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
  { width: 3840, height: 2160 },
] as const;

/** What the walk found wrong on one page, size and theme (empty when nothing). */
async function defects(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const cells = document.querySelectorAll<HTMLElement>(
      '[role="cell"], [role="columnheader"], td, th, .plain-list > li',
    );
    // Elements holding a number, a time, an address or a hash, label chips (and headers).
    const TEXT = 'time, .amount, .num, .mono, .more-chip, .address-label';
    // Things drawn side by side inside a cell, which must not overlap.
    const PARTS =
      '.address-label, .address-link, .address-tag, .copy-button, .icon-button, .more-chip, .amount, time, .pill';
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    for (const cell of cells) {
      const cellRect = cell.getBoundingClientRect();
      if (cellRect.width === 0 || cellRect.height === 0) continue;
      const header = cell.getAttribute('role') === 'columnheader' || cell.tagName === 'TH';
      const texts = header ? [cell] : [...cell.querySelectorAll<HTMLElement>(TEXT)];
      for (const el of texts) {
        if (!el.textContent?.trim()) continue;
        // Cut by its own box or by any box up to the cell (overflow: hidden, ellipsis).
        for (let box: HTMLElement | null = el; box; box = box.parentElement) {
          const style = getComputedStyle(box);
          if (style.overflowX !== 'visible' && box.scrollWidth > box.clientWidth + 1) {
            out.push(`cut: ${describe(el)} (in ${describe(box)})`);
            break;
          }
          if (box === cell) break;
        }
        // Its text reaches past the cell's edges.
        const range = document.createRange();
        range.selectNodeContents(el);
        const r = range.getBoundingClientRect();
        if (r.width > 0 && (r.right > cellRect.right + 1 || r.left < cellRect.left - 1)) {
          out.push(`outside its cell: ${describe(el)}`);
        }
      }
      if (header) continue;
      const parts = [...cell.querySelectorAll<HTMLElement>(PARTS)]
        .filter((p) => !p.parentElement?.closest(PARTS) || p.matches('.copy-button, .icon-button'))
        .map((p) => ({ p, r: p.getBoundingClientRect() }))
        .filter(({ r }) => r.width > 0 && r.height > 0);
      for (let i = 0; i < parts.length; i++) {
        for (let j = i + 1; j < parts.length; j++) {
          const a = parts[i]!;
          const b = parts[j]!;
          if (a.p.contains(b.p) || b.p.contains(a.p)) continue;
          const w = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
          const h = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
          if (w > 1 && h > 1) out.push(`overlap: ${describe(a.p)} and ${describe(b.p)}`);
        }
      }
    }
    return [...new Set(out)];
  });
}

/** Sets the theme through the header's toggle. */
async function theme(page: Page, to: 'light' | 'dark'): Promise<void> {
  const toggle = page.getByRole('button', { name: `Switch to ${to} theme` });
  if (await toggle.isVisible()) await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', to);
}

test('no number, time or address is cut and nothing overlaps in any list', async ({
  page,
  shellUrl,
}) => {
  test.setTimeout(480_000);
  const [alice, bob] = await demoRaws('alice', 'bob');
  // A label and a watch, so the Labels and Alerts pages have rows (and chips beside addresses).
  await callShell(shellUrl, 'workspace:label-set', {
    network: 'local',
    address: bob,
    label: 'Bob, a long label to crowd the cell',
    color: 'green',
    category: 'person',
    note: '',
  });
  await callShell(shellUrl, 'workspace:watch-set', {
    network: 'local',
    address: alice,
    rules: {
      anyTransaction: true,
      balanceAboveNano: null,
      balanceBelowNano: null,
      stateChange: false,
      jettonBalanceChange: false,
      nftTransfer: false,
    },
  });
  const v3 = <T>(q: string) => localV3<T>(shellUrl, q);
  const tx = (
    await v3<{ transactions: Array<{ block_ref: Record<string, string | number> }> }>(
      'transactions?limit=1&sort=desc',
    )
  ).transactions[0]!.block_ref;
  const jetton = (
    await v3<{ jetton_masters: Array<{ address: string }> }>('jetton/masters?limit=1')
  ).jetton_masters[0]!.address;
  const collection = (
    await v3<{ nft_collections: Array<{ address: string }> }>('nft/collections?limit=1')
  ).nft_collections[0]!.address;
  const item = (await v3<{ nft_items: Array<{ address: string }> }>('nft/items?limit=1'))
    .nft_items[0]!.address;
  const enc = encodeURIComponent;
  const lists: Record<string, string> = {
    'account transactions': `#/account/${enc(bob)}/transactions`,
    'account history': `#/account/${enc(alice)}/history`,
    'account jettons': `#/account/${enc(alice)}/jettons`,
    block: `#/block/${tx.workchain}:${enc(String(tx.shard))}:${tx.seqno}`,
    blocks: '#/blocks',
    'top accounts': '#/top-accounts',
    'jetton holders': `#/jetton/${enc(jetton)}/holders`,
    'jetton transfers': `#/jetton/${enc(jetton)}/transfers`,
    'NFT collection transfers': `#/nft-collection/${enc(collection)}/transfers`,
    'NFT item transfers': `#/nft/${enc(item)}`,
    validators: '#/validators',
    labels: '#/labels',
    alerts: '#/alerts',
  };

  const found: string[] = [];
  for (const [name, hash] of Object.entries(lists)) {
    await page.setViewportSize(SIZES[1]);
    await go(page, hash);
    // The list is in: a cell with a number, time, address or hash in it.
    await expect(
      page
        .locator('[role="cell"], td, .plain-list > li')
        .filter({ has: page.locator('time, .amount, .mono, .address') })
        .first(),
      name,
    ).toBeVisible({ timeout: 60_000 });
    for (const size of SIZES) {
      await page.setViewportSize(size);
      for (const t of ['light', 'dark'] as const) {
        await theme(page, t);
        // Names arrive after their rows (lookups in batches) and the columns widen on the next
        // frame, so a name can be cut for a frame: what counts is what stays.
        let left: string[] = [];
        await expect
          .poll(async () => (left = await defects(page)).length, { timeout: 5_000 })
          .toBe(0)
          .catch(() => undefined);
        for (const d of left) found.push(`${name} ${size.width}x${size.height} ${t}: ${d}`);
      }
    }
  }
  expect(found, 'clipped or overlapping text').toEqual([]);
});

/**
 * What decides a transaction's row is on screen without a sideways scroll: every status and
 * transaction-link cell drawn lies inside the window. Then, with every column shown (the
 * Columns menu) so the table scrolls sideways, the header stays whole and on top: at points
 * along it, scrolled right and down, what is drawn is the header, never a row.
 */
async function fitDefects(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const table = document.querySelector<HTMLElement>('[role="table"][aria-label="Transactions"]')!;
    const heads = [...table.querySelectorAll('[role="columnheader"]')].map((h) => h.textContent);
    for (const name of ['Status', 'Transaction']) {
      const i = heads.indexOf(name);
      if (i < 0) {
        out.push(`no ${name} column`);
        continue;
      }
      for (const row of table.querySelectorAll('.vtable-body > [role="row"]')) {
        const r = row.children[i]!.getBoundingClientRect();
        if (r.right > window.innerWidth || r.left < 0) {
          out.push(
            `${name} cell off screen (columns ${table.style.getPropertyValue('--vtable-grid')})`,
          );
        }
      }
    }
    return [...new Set(out)];
  });
}

/** Rows drawn over the header, checked at points along it (empty when none). */
async function headerDefects(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const table = document.querySelector<HTMLElement>('[role="table"][aria-label="Transactions"]')!;
    const head = table.querySelector<HTMLElement>('.vtable-head')!;
    const box = table.getBoundingClientRect();
    const h = head.getBoundingClientRect();
    const out: string[] = [];
    if (h.left > box.left + 1 || h.right < box.left + table.clientWidth - 1) {
      out.push(`header ${Math.round(h.left)}..${Math.round(h.right)} short of the table`);
    }
    const y = h.top + h.height / 2;
    for (let x = box.left + 4; x < box.left + table.clientWidth; x += 40) {
      const hit = document.elementFromPoint(x, y);
      if (!hit || !head.contains(hit)) out.push(`at x=${Math.round(x)}: ${hit?.className}`);
    }
    return out;
  });
}

test('the columns that decide a transaction fit at 1024 and 1440; scrolled sideways, the header stays whole', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const [alice, bob] = await demoRaws('alice', 'bob');
  const theft = (await demoWallet('theft', 'v4R2')).toRawString();
  const accounts = [
    ['alice', alice],
    ['bob', bob],
    ['theft', theft],
  ] as const;
  const found: string[] = [];
  for (const [name, raw] of accounts) {
    await page.setViewportSize(SIZES[0]);
    await go(page, `#/account/${encodeURIComponent(raw)}/transactions`);
    const table = page.getByRole('table', { name: 'Transactions' });
    await expect(table.getByRole('row').nth(2)).toBeVisible({ timeout: 60_000 });
    for (const size of SIZES.slice(0, 2)) {
      await page.setViewportSize(size);
      for (const t of ['light', 'dark'] as const) {
        await theme(page, t);
        let left: string[] = [];
        await expect
          .poll(async () => (left = await fitDefects(page)).length, { timeout: 5_000 })
          .toBe(0)
          .catch(() => undefined);
        for (const d of left) found.push(`${name} ${size.width} ${t}: ${d}`);
      }
    }
  }
  // Every column shown at 1024: a sideways scroll, with the header whole above the rows.
  await page.setViewportSize(SIZES[0]);
  const chooser = page.getByRole('button', { name: /^Columns of Transactions/ });
  await chooser.click();
  for (const box of await page
    .getByRole('group', { name: 'Columns of Transactions' })
    .getByRole('checkbox')
    .all()) {
    await box.check();
  }
  await page.keyboard.press('Escape');
  const table = page.getByRole('table', { name: 'Transactions' });
  await expect.poll(() => table.evaluate((t) => t.scrollWidth - t.clientWidth)).toBeGreaterThan(50);
  for (const t of ['light', 'dark'] as const) {
    await theme(page, t);
    await table.evaluate((el) => el.scrollTo({ left: el.scrollWidth, top: 60 }));
    for (const d of await headerDefects(page)) found.push(`scrolled ${t}: ${d}`);
  }
  await chooser.click();
  await page.getByRole('button', { name: 'Fit to the window' }).click();
  expect(found, 'cells off screen or rows over the header').toEqual([]);
});
