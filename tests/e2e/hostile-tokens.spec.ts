import type { Locator, Page } from '@playwright/test';
import { chooseRadio, demoJettonTransfer, expect, firstLocal, go, localV3, test } from './fixtures';
import { demoWallet } from './demo-accounts';
import { noHiddenCharacters as noHiddenText } from './hidden-characters';
import { withHostileProfile } from './hostile-server';

/**
 * Issue 24, "Spoofing" and "Fake TON" on the token surfaces: a TON Center whose metadata names
 * every NFT item with alice's address reversed behind a right-to-left override, every NFT
 * collection `alice\u200B.ton`, and every jetton `Toncoin\u202E (TON\u200B)`. The NFT item and
 * collection pages, the NFT cards, the token identity of a token contract's account page, the
 * chart units, the trace graph's edges and the search results draw that text isolated and
 * bounded with every hidden character as a visible marker, flag the spoofing names, and read
 * the jetton as a flagged jetton with its master, never as TON. "Hide flagged" on the NFT
 * card lists hides the flagged cards and counts them.
 */

const FAKE_SYMBOL = 'TON\u200B';
const FAKE_NAME = 'Toncoin\u202E';
/** A risk badge with flags the user has not overridden. */
const FLAGGED = '[data-testid="risk-flags"]:not(.risk-overridden)';

interface TokenInfo {
  type?: string;
  name?: string;
  symbol?: string;
  description?: string;
}

/** Poisons the token metadata of every v3 answer (see the file's comment). */
function poisoner(aliceFriendly: string) {
  const nftName = `\u202E${[...aliceFriendly].reverse().join('')}`;
  const collectionName = 'alice\u200B.ton';
  return (_api: 'v2' | 'v3', _path: string, body: unknown): unknown => {
    const b = body as {
      metadata?: Record<string, { token_info?: TokenInfo[] }>;
      nft_items?: Array<{
        content?: Record<string, unknown> | null;
        collection?: { collection_content?: Record<string, unknown> | null } | null;
      }>;
      nft_collections?: Array<{ collection_content?: Record<string, unknown> | null }>;
      jetton_masters?: Array<{ jetton_content?: Record<string, unknown> | null }>;
    };
    for (const m of Object.values(b.metadata ?? {})) {
      for (const t of m.token_info ?? []) {
        if (t.type === 'nft_items') t.name = nftName;
        if (t.type === 'nft_collections') t.name = collectionName;
        if (t.type === 'jetton_masters' || t.type === 'jetton_wallets') {
          t.symbol = FAKE_SYMBOL;
          t.name = FAKE_NAME;
        }
      }
    }
    for (const i of b.nft_items ?? []) {
      if (i.content) Object.assign(i.content, { name: nftName, description: `gift \u202Egnp.exe` });
      if (i.collection?.collection_content) i.collection.collection_content.name = collectionName;
    }
    for (const c of b.nft_collections ?? []) {
      if (c.collection_content) c.collection_content.name = collectionName;
    }
    for (const j of b.jetton_masters ?? []) {
      if (j.jetton_content)
        Object.assign(j.jetton_content, { symbol: FAKE_SYMBOL, name: FAKE_NAME });
    }
    return body;
  };
}

/** Nothing on screen (HTML text, SVG text, option labels) holds an unmarked hidden character. */
const noHiddenCharacters = (page: Page) => noHiddenText(page, 'svg text, option');

/** No text on screen reads as alice's address (the override reversed it back). */
async function aliceNotDrawn(page: Page, aliceFriendly: string) {
  const text = await page.evaluate(() => document.body.innerText);
  expect(text).not.toContain(aliceFriendly.slice(0, 16));
}

/**
 * "Hide flagged" on a list of NFT cards: the flagged cards go, the unflagged stay, the count
 * of what is hidden shows; unchecked, every card is back.
 */
async function hideFlaggedCards(page: Page, filters: Locator, cards: Locator) {
  const total = await cards.count();
  const flagged = await cards.filter({ has: page.locator(FLAGGED) }).count();
  expect(flagged).toBeGreaterThan(0);
  await filters.getByLabel('Hide flagged').check();
  await expect(filters.getByTestId('risk-hidden-count')).toHaveText(`(${flagged} hidden)`);
  await expect(cards).toHaveCount(total - flagged);
  await expect(cards.locator(FLAGGED)).toHaveCount(0);
  if (flagged === total) {
    await expect(page.getByText(`${flagged} flagged, hidden by “Hide flagged”.`)).toBeVisible();
  }
  await filters.getByLabel('Hide flagged').uncheck();
  await expect(cards).toHaveCount(total);
}

test('hostile token names are drawn marked, flagged and bounded on every token surface', async ({
  page,
  shellUrl,
}) => {
  test.setTimeout(420_000);
  const alice = await demoWallet('alice', 'v4R2');
  const aliceFriendly = alice.toString({ urlSafe: true, bounceable: false });
  const { nft_items } = await localV3<{
    nft_items: Array<{
      address: string;
      collection_address: string | null;
      owner_address: string | null;
    }>;
  }>(shellUrl, 'nft/items?limit=10');
  const item = nft_items.find((i) => i.collection_address && i.owner_address)!;
  expect(item, 'the demo has an NFT item of a collection').toBeDefined();
  const master = await firstLocal<{ address: string }>(shellUrl, 'jetton/masters');
  const { jetton_wallets } = await localV3<{ jetton_wallets: Array<{ address: string }> }>(
    shellUrl,
    `jetton/wallets?owner_address=${encodeURIComponent(alice.toRawString())}&limit=1`,
  );
  const transfer = (await demoJettonTransfer(shellUrl))!;
  expect(transfer, 'the demo transfer of 1,500 DEMO to carol').toBeDefined();

  await withHostileProfile(
    page,
    shellUrl,
    'Token spoofing TON Center',
    poisoner(aliceFriendly),
    async () => {
      // The NFT item page: its address-shaped name flagged, the override a marker.
      await go(page, `#/nft/${encodeURIComponent(item.address)}`);
      const heading = page.locator('.token-header h2');
      await expect(heading).toContainText('⟦RLO⟧', { timeout: 90_000 });
      await expect(heading.getByTestId('name-flag')).toHaveAttribute(
        'aria-label',
        /looks like an address/,
      );
      await expect(page.locator('.token-header')).toContainText('gift ⟦RLO⟧gnp.exe');
      await expect(page.locator('.token-header p.muted').getByTestId('name-flag')).toHaveAttribute(
        'aria-label',
        /\.ton name without a resolved DNS record/,
      );
      await noHiddenCharacters(page);
      await aliceNotDrawn(page, aliceFriendly);

      // The collection page and its cards: every card flagged, with the item's own address.
      await go(page, `#/nft-collection/${encodeURIComponent(item.collection_address!)}`);
      await expect(page.locator('.token-header h2').getByTestId('name-flag')).toBeVisible({
        timeout: 90_000,
      });
      const cards = page.getByRole('list', { name: 'Collection items' }).locator('.nft-card');
      await expect(cards.first()).toBeVisible({ timeout: 90_000 });
      for (const card of await cards.all()) {
        await expect(card.getByTestId('name-flag')).toBeVisible();
        await expect(card).toContainText(/Index \d+ · \S{4}…\S{4}/);
        // The risk rules' badge too (the Transactions tab's component), naming both rules.
        await expect(card.getByTestId('risk-flags')).toHaveAttribute(
          'data-rules',
          'hidden-characters address-like-name',
        );
      }
      await noHiddenCharacters(page);
      await aliceNotDrawn(page, aliceFriendly);
      // Hide flagged on the cards (the lists' control): every card here is flagged, so all go,
      // and the count says so; unchecked, they are back.
      await hideFlaggedCards(page, page.getByRole('group', { name: 'Item filters' }), cards);

      // The NFTs held by the item's owner: the same name flags on each card of the list.
      await go(page, `#/account/${encodeURIComponent(item.owner_address!)}/nfts`);
      const held = page
        .getByRole('list', { name: 'NFTs held' })
        .locator('.nft-card')
        .filter({ has: page.getByTestId('name-flag') });
      await expect(held.first()).toBeVisible({ timeout: 90_000 });
      for (const card of await held.all()) {
        await expect(card.getByTestId('risk-flags')).toHaveText('⚠ 2 flags');
        await card.getByTestId('risk-flags').click();
        const popover = page.getByRole('dialog', { name: 'Risk flags' });
        await expect(popover.getByTestId('risk-flag')).toHaveCount(2);
        await expect(popover.getByTestId('risk-evidence').first()).toContainText('⟦U+202E RLO⟧');
        await page.keyboard.press('Escape');
      }
      await hideFlaggedCards(
        page,
        page.getByRole('group', { name: 'NFT filters' }),
        page.getByRole('list', { name: 'NFTs held' }).locator('.nft-card'),
      );
      await noHiddenCharacters(page);
      await aliceNotDrawn(page, aliceFriendly);

      // The NFT item's account page: its token identity.
      await go(page, `#/account/${encodeURIComponent(item.address)}`);
      const nftIdentity = page.getByRole('region', { name: 'NFT item' });
      await expect(nftIdentity.getByTestId('name-flag').first()).toBeVisible({ timeout: 90_000 });
      await noHiddenCharacters(page);
      await aliceNotDrawn(page, aliceFriendly);

      // Alice's jetton wallet: a flagged jetton, never "TON jetton wallet" bare.
      await go(page, `#/account/${encodeURIComponent(jetton_wallets[0]!.address)}`);
      const walletIdentity = page.getByRole('region', { name: 'Jetton wallet' });
      const title = walletIdentity.getByRole('heading');
      await expect(title).toContainText('TON⟦ZWSP⟧', { timeout: 90_000 });
      await expect(title.getByTestId('name-flag').first()).toHaveAttribute(
        'aria-label',
        /native TON/,
      );
      await expect(walletIdentity.locator('.amount')).toHaveAttribute('data-asset', 'jetton');
      await noHiddenCharacters(page);

      // Alice's charts: the jetton's unit names its master and is flagged, in options and SVG.
      await go(page, `#/account/${encodeURIComponent(alice.toRawString())}/charts`);
      const option = page.getByLabel('Jetton').locator('option').first();
      await expect(option).toHaveText(/^TON⟦ZWSP⟧ ⚠ · \S{4}…\S{4}$/, { timeout: 90_000 });
      await expect(
        page.getByRole('region', { name: /^Balance of jetton TON⟦ZWSP⟧ ⚠ · \S{4}…\S{4}$/ }),
      ).toBeVisible();
      await noHiddenCharacters(page);

      // The trace graph: the jetton edge reads as a flagged jetton (SVG and table).
      await go(page, `#/trace/${encodeURIComponent(transfer.trace_id!)}`);
      const graph = page.getByRole('group', { name: /^Trace graph:/ });
      await expect(graph).toBeVisible({ timeout: 90_000 });
      const labels = await graph.evaluate((g) =>
        [...g.querySelectorAll('.tg-label-value')].map((t) => t.textContent ?? ''),
      );
      const jettonLabels = labels.filter((l) => l.startsWith('1,500 '));
      expect(jettonLabels.length).toBeGreaterThan(0);
      for (const l of jettonLabels) expect(l).toMatch(/^1,500 TON⟦ZWSP⟧ ⚠/);
      await chooseRadio(page, 'Trace graph: view', 'Table');
      await expect(page.getByRole('table', { name: 'Trace graph messages' })).toContainText(
        /1,500 TON⟦ZWSP⟧ ⚠ · \S{4}…\S{4}/,
      );
      await noHiddenCharacters(page);

      // Search: the jetton found by its name, drawn marked and flagged as reading as TON.
      await go(page, `#/search/${encodeURIComponent('Tonc')}`);
      const results = page.getByRole('list', { name: 'Search results' });
      const jetton = results.getByRole('listitem').filter({ hasText: 'Jetton' }).first();
      await expect(jetton).toBeVisible({ timeout: 90_000 });
      await expect(jetton).toContainText('TON⟦ZWSP⟧');
      await expect(jetton).toContainText('Toncoin⟦RLO⟧');
      await expect(jetton.getByTestId('name-flag').first()).toHaveAttribute(
        'aria-label',
        /native TON/,
      );
      await expect(jetton.locator('.address')).toHaveAttribute(
        'data-address',
        new RegExp(`^${master.address}$`, 'i'),
      );
      await noHiddenCharacters(page);
    },
  );
});
