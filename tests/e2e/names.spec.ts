import { Address } from '@ton/core';
import type { Page } from '@playwright/test';
import { WALLETS } from '../../electron/localnet/scenario/demo-roster';
import { demoWallet } from './demo-accounts';
import { expect, screenshot, test } from './fixtures';
import { appV3 } from './local-api';

interface JettonWallets {
  jetton_wallets: Array<{ address: string; owner: string; jetton: string; balance: string }>;
}
interface JettonTransfers {
  jetton_transfers: Array<{ transaction_hash: string; trace_id: string | null }>;
}
interface NftItems {
  nft_items: Array<{ address: string; index: string; collection_address: string | null }>;
}
interface NftTransfers {
  nft_transfers: Array<{ transaction_hash: string; trace_id: string | null; nft_address: string }>;
}
interface Transactions {
  transactions: Array<{ hash: string; trace_id: string | null }>;
}

const raw = (a: string) => Address.parse(a).toRawString();

/** "998500000000000" with 9 decimals → "998,500". */
function units(value: string, decimals: number): string {
  const v = BigInt(value);
  const base = 10n ** BigInt(decimals);
  const whole = (v / base).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const frac = (v % base).toString().padStart(decimals, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : whole;
}

async function open(page: Page, hash: string): Promise<void> {
  await page.evaluate((h) => (window.location.hash = h), hash);
}

/** Every rendered address widget: its raw address and the user-friendly form it shows. */
async function renderedForms(page: Page): Promise<Array<{ raw: string; form: string }>> {
  return page.locator('[data-address]').evaluateAll((els) =>
    els.map((e) => ({
      raw: e.getAttribute('data-address')!,
      form: e.getAttribute('data-form')!,
    })),
  );
}

test('a jetton wallet account page names its owner and its jetton', async ({ page, shellUrl }) => {
  const alice = (await demoWallet('alice', 'v4R2')).toRawString();
  const { jetton_wallets } = await appV3<JettonWallets>(shellUrl, 'jetton/wallets', {
    owner_address: [alice],
    limit: 1,
  });
  const w = jetton_wallets[0]!;
  await open(page, `#/account/${encodeURIComponent(w.address)}`);
  const block = page.getByRole('region', { name: 'Jetton wallet' });
  await expect(block.getByRole('heading', { name: /DEMO jetton wallet/ })).toBeVisible({
    timeout: 60_000,
  });
  const facts = block.locator('dl[aria-label="Jetton wallet facts"]');
  await expect(facts.locator(`[data-address="${raw(w.owner)}"]`)).toBeVisible();
  await expect(facts.locator(`[data-address="${raw(w.jetton)}"]`)).toContainText(
    'Demo Jetton (DEMO)',
  );
  await expect(facts).toContainText(`${units(w.balance, 9)} DEMO`);
  await screenshot(page, 'names-jetton-wallet');
  await block.getByRole('link', { name: 'Open the jetton' }).click();
  await expect(page).toHaveURL(/#\/jetton\//);
  await screenshot(page, 'names-jetton-wallet-linked');
});

test('an NFT item appears by name in History and in NFT transfers', async ({ page, shellUrl }) => {
  const alice = (await demoWallet('alice', 'v4R2')).toRawString();
  const { nft_items } = await appV3<NftItems>(shellUrl, 'nft/items', { limit: 100 });
  const item0 = nft_items.find((i) => i.index === '0')!;
  await open(page, `#/account/${encodeURIComponent(alice)}/history`);
  const history = page.getByRole('table', { name: /history/i });
  await expect(history.locator(`[data-address="${raw(item0.address)}"]`).first()).toContainText(
    'Demo Item #0',
    { timeout: 60_000 },
  );
  await expect(history).toContainText(/transferred\s*NFT\s*Demo Item #0\s*\S{4}…\S{4}\s*⋯\s*to/);
  await screenshot(page, 'names-history');

  await open(page, `#/nft-collection/${encodeURIComponent(item0.collection_address!)}/transfers`);
  const transfers = page.getByRole('table', { name: 'NFT transfers' });
  await expect(transfers.locator(`[data-address="${raw(item0.address)}"]`)).toContainText(
    'Demo Item #0',
    { timeout: 60_000 },
  );
});

test('no transaction or trace page shows two forms of one address; wallets UQ, contracts EQ', async ({
  page,
  shellUrl,
}) => {
  const wallets = new Set<string>();
  for (const [name, version] of WALLETS)
    wallets.add((await demoWallet(name, version)).toRawString());
  const contracts = new Set<string>();
  const jw = await appV3<JettonWallets>(shellUrl, 'jetton/wallets', { limit: 100 });
  for (const w of jw.jetton_wallets) contracts.add(raw(w.address)).add(raw(w.jetton));
  const items = await appV3<NftItems>(shellUrl, 'nft/items', { limit: 100 });
  for (const i of items.nft_items) {
    contracts.add(raw(i.address));
    if (i.collection_address) contracts.add(raw(i.collection_address));
  }
  const expected = (r: string): string | null => {
    const a = Address.parseRaw(r);
    if (wallets.has(r)) return a.toString({ urlSafe: true, bounceable: false });
    if (contracts.has(r)) return a.toString({ urlSafe: true, bounceable: true });
    return null;
  };

  const jt = (await appV3<JettonTransfers>(shellUrl, 'jetton/transfers', { limit: 1, sort: 'asc' }))
    .jetton_transfers[0]!;
  const nt = (await appV3<NftTransfers>(shellUrl, 'nft/transfers', { limit: 1, sort: 'asc' }))
    .nft_transfers[0]!;
  const carol = (await demoWallet('carol', 'v4R2')).toRawString();
  const ton = (
    await appV3<Transactions>(shellUrl, 'transactions', { account: [carol], limit: 1, sort: 'asc' })
  ).transactions[0]!;
  const pages = [
    `#/tx/${encodeURIComponent(jt.transaction_hash)}`,
    `#/trace/${encodeURIComponent(jt.trace_id!)}`,
    `#/tx/${encodeURIComponent(nt.transaction_hash)}`,
    `#/trace/${encodeURIComponent(nt.trace_id!)}`,
    `#/tx/${encodeURIComponent(ton.hash)}`,
    `#/trace/${encodeURIComponent(ton.trace_id!)}`,
  ];
  let checked = 0;
  for (const hash of pages) {
    await open(page, hash);
    await expect(page.getByRole('heading', { level: 1, name: /^(Transaction|Trace)/ })).toBeVisible(
      {
        timeout: 60_000,
      },
    );
    await expect(page.locator('[data-address]').first()).toBeVisible();
    // Names and forms of addresses outside the page's own address book arrive from a
    // background lookup: what counts is the settled page.
    await expect
      .poll(
        async () => {
          const problems: string[] = [];
          const seen = new Map<string, string>();
          for (const { raw: r, form } of await renderedForms(page)) {
            const before = seen.get(r);
            if (before && before !== form) problems.push(`${r}: both ${before} and ${form}`);
            seen.set(r, form);
            const want = expected(r);
            if (want && want !== form) problems.push(`${r}: shows ${form}, expected ${want}`);
          }
          checked = Math.max(checked, seen.size);
          return problems;
        },
        { message: `address forms on ${hash}`, timeout: 20_000 },
      )
      .toEqual([]);
  }
  expect(checked).toBeGreaterThan(2);
  // The jetton transfer's account is a jetton wallet: named by its jetton and owner although
  // v3 `transactions` carries no metadata.
  await open(page, pages[0]!);
  await expect(page.locator('dl[aria-label="Transaction facts"]')).toContainText(
    /DEMO wallet of \S+/,
    { timeout: 30_000 },
  );
  for (const width of [1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `names-trace-${width}`);
  }
});
