import { Address } from '@ton/core';
import { expect, localV3, screenshot, test } from './fixtures';

interface NftItems {
  nft_items: Array<{
    address: string;
    index: string;
    owner_address: string | null;
    collection_address: string | null;
    content: Record<string, string>;
  }>;
}
interface NftCollections {
  nft_collections: Array<{
    address: string;
    next_item_index: string;
    collection_content: Record<string, string>;
  }>;
}

test('NFT item: metadata, owner linked to the account, collection with its items grid', async ({
  page,
  shellUrl,
}) => {
  const { nft_items } = await localV3<NftItems>(shellUrl, 'nft/items?limit=10');
  const item = nft_items.find((i) => i.collection_address && i.owner_address)!;
  expect(item).toBeTruthy();
  await page.evaluate(
    (h) => (window.location.hash = h),
    `#/nft/${encodeURIComponent(item.address)}`,
  );

  const name = item.content.name ?? `NFT #${item.index}`;
  await expect(page.getByRole('heading', { name })).toBeVisible({ timeout: 60_000 });
  if (item.content.description)
    await expect(page.getByText(item.content.description)).toBeVisible();
  const facts = page.locator('dl[aria-label="NFT facts"]');
  await expect(facts).toContainText(`Index${item.index}`);
  await expect(
    page.getByRole('table', { name: 'NFT transfers' }).getByRole('row').nth(1),
  ).toBeVisible();
  await screenshot(page, 'nft-item');

  // The collection: metadata with its on-chain image, and the items grid.
  const { nft_collections } = await localV3<NftCollections>(
    shellUrl,
    `nft/collections?collection_address=${item.collection_address}&limit=1`,
  );
  const collection = nft_collections[0]!;
  await facts
    .getByRole('link', { name: collection.collection_content.name ?? 'Open the collection' })
    .click();
  await expect(page).toHaveURL(/#\/nft-collection\//);
  const title = collection.collection_content.name ?? 'Unnamed collection';
  await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('dl[aria-label="Collection facts"]')).toContainText(
    `Items minted${collection.next_item_index}`,
  );
  const cover = page.getByRole('img', { name: `${title} cover` });
  await expect(cover).toHaveAttribute('src', /^data:image\//);
  const grid = page.getByRole('list', { name: 'Collection items' });
  await expect(grid.getByRole('listitem')).toHaveCount(
    Math.min(Number(collection.next_item_index), 48),
  );
  await screenshot(page, 'nft-collection');

  // Back to the item through the grid, then its owner's account.
  await grid.getByRole('link', { name: `NFT ${name}` }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible({ timeout: 60_000 });
  await facts.getByRole('link').first().click();
  await expect(page).toHaveURL(/#\/account\//);
  const opened = decodeURIComponent(new URL(page.url()).hash.split('/')[2]!);
  expect(Address.parse(opened).equals(Address.parse(item.owner_address!))).toBe(true);
});
