import { callShell, expect, firstLocal, go, test, useNewProfile } from './fixtures';
import { demoWallet } from './demo-accounts';
import { localUpstream, startHostileServer } from './hostile-server';

/**
 * Issue 24, "Fake TON": a jetton with `symbol: "TON"`, `name: "Toncoin"` never looks like native
 * TON. Its amounts read as a jetton (the symbol flagged, the master's short address beside
 * it, "smallest units" in the tooltip, never nanotons) on the Jettons tab and the jetton page.
 */

interface TokenInfo {
  type?: string;
  name?: string;
  symbol?: string;
}

/** Every jetton of every v3 answer becomes "Toncoin (TON)". */
function fakeTon(_api: 'v2' | 'v3', _path: string, body: unknown): unknown {
  const b = body as {
    metadata?: Record<string, { token_info?: TokenInfo[] }>;
    jetton_masters?: Array<{ jetton_content?: Record<string, unknown> }>;
  };
  for (const m of Object.values(b.metadata ?? {})) {
    for (const t of m.token_info ?? []) {
      if (t.type === 'jetton_masters' || t.type === 'jetton_wallets') {
        t.symbol = 'TON';
        t.name = 'Toncoin';
      }
    }
  }
  for (const j of b.jetton_masters ?? []) {
    if (j.jetton_content) Object.assign(j.jetton_content, { symbol: 'TON', name: 'Toncoin' });
  }
  return body;
}

test('a jetton named Toncoin (TON) reads as a flagged jetton with its master, never as TON', async ({
  page,
  shellUrl,
}) => {
  test.setTimeout(300_000);
  const alice = await demoWallet('alice', 'v4R2');
  const master = await firstLocal<{ address: string }>(shellUrl, 'jetton/masters');
  const server = await startHostileServer(await localUpstream(shellUrl));
  server.rewrite = fakeTon;
  try {
    await useNewProfile(shellUrl, 'Fake TON Center', server);
    await page.goto(shellUrl);

    // The Jettons tab: the balance is a jetton amount, flagged, with the master beside it.
    await go(page, `#/account/${encodeURIComponent(alice.toRawString())}`);
    await page.getByRole('tab', { name: 'Jettons' }).click();
    const held = page.getByRole('table', { name: 'Jettons held' });
    const balance = held.locator('.amount').first();
    await expect(balance).toBeVisible({ timeout: 90_000 });
    await expect(balance).toHaveAttribute('data-asset', 'jetton');
    await expect(balance.getByTestId('fake-ton-flag')).toBeVisible();
    await expect(balance.locator('.jetton-master-short')).toHaveText(/\S{4}…\S{4}/);
    expect(await balance.getAttribute('title')).not.toContain('nanotons');
    await expect(held.locator('.amount[data-asset="ton"]')).toHaveCount(0);

    // The jetton page: the total supply too.
    await go(page, `#/jetton/${encodeURIComponent(master.address)}`);
    const facts = page.locator('dl[aria-label="Jetton facts"]');
    const supply = facts.locator('.amount').first();
    await expect(supply).toBeVisible({ timeout: 90_000 });
    await expect(supply).toHaveAttribute('data-asset', 'jetton');
    await expect(supply.getByTestId('fake-ton-flag')).toBeVisible();
    expect(await supply.getAttribute('title')).toMatch(/smallest units/);
    expect(await supply.getAttribute('title')).not.toContain('nanotons');
  } finally {
    await callShell(shellUrl, 'profiles:use', { profileId: 'local' }).catch(() => undefined);
    await server.close();
  }
});
