import type { Page } from '@playwright/test';
import { demoWallet } from './demo-accounts';
import { expect, localV3, screenshot, test } from './fixtures';

/**
 * Every page of the app at 1024x700 (the smallest supported window) and 1440x900, light and
 * dark: the page never scrolls sideways, the profile switcher and the theme toggle stay inside
 * the viewport, and a screenshot of each is saved for a look.
 */

const SIZES = [
  { width: 1024, height: 700 },
  { width: 1440, height: 900 },
] as const;

interface Pages {
  [name: string]: string;
}

/** The hash of every page, with real demo data of the Local profile. */
async function pages(shellUrl: string): Promise<Pages> {
  const alice = (await demoWallet('alice', 'v4R2')).toRawString();
  const { transactions } = await localV3<{
    transactions: Array<{ hash: string; trace_id: string | null }>;
  }>(shellUrl, `transactions?account=${alice}&limit=5&sort=desc`);
  const tx = transactions.find((t) => t.trace_id) ?? transactions[0]!;
  const { blocks } = await localV3<{
    blocks: Array<{ workchain: number; shard: string; seqno: number }>;
  }>(shellUrl, 'blocks?workchain=-1&limit=1&sort=desc');
  const block = blocks[0]!;
  const { jetton_masters } = await localV3<{ jetton_masters: Array<{ address: string }> }>(
    shellUrl,
    'jetton/masters?limit=1',
  );
  const { nft_collections } = await localV3<{ nft_collections: Array<{ address: string }> }>(
    shellUrl,
    'nft/collections?limit=1',
  );
  const { nft_items } = await localV3<{ nft_items: Array<{ address: string }> }>(
    shellUrl,
    'nft/items?limit=1',
  );
  const enc = encodeURIComponent;
  const account = `#/account/${enc(alice)}`;
  return {
    home: '#/',
    'account-transactions': account,
    'account-history': `${account}/history`,
    'account-jettons': `${account}/jettons`,
    'account-nfts': `${account}/nfts`,
    'account-methods': `${account}/methods`,
    'account-state': `${account}/state`,
    transaction: `#/tx/${enc(tx.hash)}`,
    trace: `#/trace/${enc(tx.trace_id ?? tx.hash)}`,
    blocks: '#/blocks',
    block: `#/block/${block.workchain}:${enc(block.shard)}:${block.seqno}`,
    config: '#/config',
    jetton: `#/jetton/${enc(jetton_masters[0]!.address)}`,
    'nft-collection': `#/nft-collection/${enc(nft_collections[0]!.address)}`,
    'nft-item': `#/nft/${enc(nft_items[0]!.address)}`,
    console: '#/console/v3/transactions',
    send: '#/send',
    exports: '#/exports',
    settings: '#/settings',
    labels: '#/labels',
    search: `#/search/${enc('alice')}`,
  };
}

/** Waits until the page has no loading indicator left (or 30 s: a slow part is still laid out). */
async function settled(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator('main .state-loading, main .spinner').count(), { timeout: 30_000 })
    .toBe(0)
    .catch(() => undefined);
}

async function expectInViewport(page: Page, name: string): Promise<void> {
  const overflow = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(overflow.scrollWidth, `${name}: the page scrolls sideways`).toBeLessThanOrEqual(
    overflow.innerWidth,
  );
  const viewport = page.viewportSize()!;
  for (const [what, locator] of [
    ['profile switcher', page.getByRole('radiogroup', { name: 'Profile' })],
    ['theme toggle', page.getByRole('button', { name: /Switch to (dark|light) theme/ })],
  ] as const) {
    const box = await locator.boundingBox();
    expect(box, `${name}: ${what} is not shown`).not.toBeNull();
    expect(box!.x, `${name}: ${what} starts off-screen`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${name}: ${what} ends off-screen`).toBeLessThanOrEqual(
      viewport.width,
    );
    expect(box!.y + box!.height, `${name}: ${what} is below the fold`).toBeLessThanOrEqual(
      viewport.height,
    );
  }
}

for (const size of SIZES) {
  test(`every page fits ${size.width}x${size.height}: no sideways scroll, header controls visible`, async ({
    page,
    shellUrl,
  }) => {
    test.setTimeout(600_000);
    await page.setViewportSize(size);
    const all = await pages(shellUrl);
    const failures: string[] = [];
    for (const [name, hash] of Object.entries(all)) {
      await page.evaluate((h) => (window.location.hash = h), hash);
      await settled(page);
      try {
        await expectInViewport(page, name);
      } catch (err) {
        failures.push((err as Error).message.split('\n')[0]!);
      }
      await screenshot(page, `layout-${size.width}-${name}`);
    }
    expect(failures).toEqual([]);
  });
}
