import { expect, localV3, test, useNewProfile } from './fixtures';
import { localUpstream, startHostileServer } from './hostile-server';
import { startImageServer } from '../helpers/image-server';

/**
 * Issue 22, "NFT and jetton images: off by default, an opt-in per profile": NFT items whose
 * metadata points at a local image host (started here; no internet). Off, the page shows a
 * placeholder and no request reaches the host; after "Load images from the internet" is turned
 * on in Settings the picture appears, fetched by main, and an SVG, an oversized file and a web
 * page posing as a PNG are refused with a placeholder naming the reason.
 */

interface NftItems {
  nft_items: Array<{
    address: string;
    index: string;
    collection_address: string | null;
    content: Record<string, unknown> | null;
  }>;
}

interface JettonMasters {
  jetton_masters: Array<{ jetton_content: Record<string, unknown> | null }>;
}

/** Which picture each item of the demo collection points at, by its index modulo 4. */
const PICTURE_BY_INDEX = ['/ok.png', '/evil.svg', '/big.png', '/page.png'] as const;

test('token images: none fetched until the profile opts in; then shown, and bad ones refused with a reason', async ({
  page,
  shellUrl,
}) => {
  test.setTimeout(240_000);
  // Waits for the local network; the items as it indexes them, before any rewrite.
  const { nft_items } = await localV3<NftItems>(shellUrl, 'nft/items?limit=50');
  const first = nft_items.find((i) => i.collection_address && i.index === '0')!;
  expect(first).toBeTruthy();
  const name = (first.content?.name as string | undefined) ?? 'NFT #0';
  const { jetton_wallets } = await localV3<{
    jetton_wallets: Array<{ owner: string; balance: string }>;
  }>(shellUrl, 'jetton/wallets?limit=20&exclude_zero_balance=true');
  const holder = jetton_wallets.find((w) => w.balance !== '0')!.owner;
  const images = await startImageServer();
  const server = await startHostileServer(await localUpstream(shellUrl));
  try {
    server.rewrite = (_api, path, body) => {
      if (path === '/jetton/masters') {
        // The demo jetton's logo hosted off-chain too: the Jettons tab's icon follows the opt-in.
        for (const m of (body as JettonMasters).jetton_masters) {
          m.jetton_content = { ...(m.jetton_content ?? {}), image: images.url('/ok.png') };
          delete m.jetton_content.image_data;
        }
        return body;
      }
      if (path !== '/nft/items') return body;
      for (const item of (body as NftItems).nft_items) {
        const picture = PICTURE_BY_INDEX[Number(item.index) % PICTURE_BY_INDEX.length]!;
        item.content = { ...(item.content ?? {}), image: images.url(picture) };
        delete item.content.image_data;
      }
      return body;
    };
    await useNewProfile(shellUrl, 'Pictures', server);

    // Off (the default): a placeholder that says why, and not one request to the image host.
    await page.goto(`${shellUrl}#/nft/${encodeURIComponent(first.address)}`);
    await expect(page.getByRole('heading', { name })).toBeVisible({ timeout: 60_000 });
    await expect(
      page.getByRole('img', { name: `${name}: image hosted off-chain, not loaded` }),
    ).toBeVisible();
    await expect(page.locator('img.token-image')).toHaveCount(0);
    // The demo jetton's holder: its icon in Jettons held is a placeholder too.
    await page.goto(`${shellUrl}#/account/${encodeURIComponent(holder)}/jettons`);
    const held = page.getByRole('table', { name: 'Jettons held' });
    await expect(
      held.getByRole('img', { name: 'DEMO icon: image hosted off-chain, not loaded' }),
    ).toBeVisible({ timeout: 60_000 });
    expect(images.requests).toEqual([]);

    // Opt in for this profile in Settings.
    await page.goto(`${shellUrl}#/settings`);
    const optIn = page
      .getByRole('region', { name: 'Profile Pictures' })
      .getByRole('checkbox', { name: 'Load images from the internet' });
    await expect(optIn).not.toBeChecked();
    await optIn.click(); // saved in main; the box follows the profile list
    await expect(optIn).toBeChecked();
    // The other profiles stay off.
    await expect(
      page
        .getByRole('region', { name: 'Profile Local' })
        .getByRole('checkbox', { name: 'Load images from the internet' }),
    ).not.toBeChecked();

    // On: the picture is there, as checked bytes handed over by main (a data: URI).
    await page.goto(`${shellUrl}#/nft/${encodeURIComponent(first.address)}`);
    const picture = page.getByRole('img', { name, exact: true });
    await expect(picture).toHaveAttribute('src', /^data:image\/png;base64,/, { timeout: 30_000 });
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    expect(images.requests).toContain('/ok.png');
    expect(images.cookies).toEqual([]);
    await page.goto(`${shellUrl}#/account/${encodeURIComponent(holder)}/jettons`);
    await expect(
      page.getByRole('table', { name: 'Jettons held' }).getByRole('img', { name: 'DEMO icon' }),
    ).toHaveAttribute('src', /^data:image\/png;base64,/, { timeout: 30_000 });

    // The collection's grid: the good pictures shown, each bad one refused with its reason.
    await page.goto(`${shellUrl}#/nft-collection/${encodeURIComponent(first.collection_address!)}`);
    const grid = page.getByRole('list', { name: 'Collection items' });
    await expect(grid.locator('img.token-image[src^="data:image/png"]')).toHaveCount(3, {
      timeout: 60_000,
    });
    await expect(
      grid.getByRole('img', {
        name: /: image refused: an SVG image: SVG can carry scripts, so it is not shown$/,
      }),
    ).toHaveCount(3);
    await expect(
      grid.getByRole('img', { name: /: image refused: too large: 3 MiB \(limit 1 MiB\)$/ }),
    ).toHaveCount(3);
    await expect(
      grid.getByRole('img', {
        name: /: image refused: not an image \(a web page or other markup\)$/,
      }),
    ).toHaveCount(3);
    // A refused image is a placeholder, never its URL drawn as the picture.
    await expect(grid).not.toContainText(images.url('/'));
  } finally {
    await server.close();
    await images.close();
  }
});
