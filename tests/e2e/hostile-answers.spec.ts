import { callShell, expect, localV3, test, useNewProfile } from './fixtures';
import { localUpstream, startHostileServer } from './hostile-server';

/**
 * Issue 24, "one field of the wrong type blanks the window": a TON Center that sends
 * `message_content.decoded.comment` as an object. The message's panel shows its error (show
 * raw / retry), the rest of the page and the app work, the answer is not kept in the offline
 * cache, and a new window after the server is fixed shows the right page.
 */

interface Tx {
  hash: string;
  in_msg: { source: string | null; message_content?: { decoded?: unknown } } | null;
}

/** Every transaction of a v3 answer gets a text comment that is an object. */
function poisonComments(_api: 'v2' | 'v3', path: string, body: unknown): unknown {
  if (path !== '/transactions') return body;
  const b = body as { transactions?: Tx[] };
  for (const tx of b.transactions ?? []) {
    if (tx.in_msg?.message_content) {
      tx.in_msg.message_content.decoded = {
        type: 'text_comment',
        comment: { poisoned: 'hostile-object-comment', nested: [1, 2] },
      };
    }
  }
  return body;
}

test('a comment of the wrong type fails its message panel alone; the answer is not cached; a new window after the fix is right', async ({
  page,
  shellUrl,
}) => {
  test.setTimeout(300_000);
  // An internal transfer's transaction of the demo scenario (its inbound message has a source).
  const { transactions } = await localV3<{ transactions: Tx[] }>(
    shellUrl,
    'transactions?limit=50&sort=desc',
  );
  const tx = transactions.find((t) => t.in_msg?.source)!;
  expect(tx).toBeDefined();

  const server = await startHostileServer(await localUpstream(shellUrl));
  try {
    server.rewrite = poisonComments;
    const profileId = await useNewProfile(shellUrl, 'Hostile TON Center', server);
    await page.goto(`${shellUrl}#/tx/${encodeURIComponent(tx.hash)}`);

    const failed = page.getByTestId('render-error').filter({ hasText: 'Inbound message' });
    await expect(failed).toBeVisible({ timeout: 60_000 });
    await expect(failed).toContainText('message_content.decoded.comment');
    await expect(failed).toContainText('object');
    // The rest of the page works: the transaction's own facts and the outbound part.
    await expect(page.getByRole('heading', { name: /Outbound messages/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Inbound message' })).toBeVisible();
    // Show raw: the answer as the server sent it.
    await failed.getByRole('button', { name: 'Show raw' }).click();
    await expect(failed.getByLabel('Raw answer')).toContainText('hostile-object-comment');
    // The app still works: another page opens.
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'Config' })
      .click();
    await expect(page.getByRole('heading', { name: 'Blockchain configuration' })).toBeVisible({
      timeout: 60_000,
    });

    // The persister saved the profile's other answers, never the poisoned one.
    await expect
      .poll(
        async () => {
          const { entries } = await callShell<{
            entries: Array<{ profileId: string; key: string; value: string }>;
          }>(shellUrl, 'workspace:cache-load', { maxAgeMs: 3_600_000 });
          const mine = entries.filter((e) => e.profileId === profileId);
          if (mine.some((e) => e.value.includes('hostile-object-comment'))) return 'poisoned kept';
          return mine.some((e) => e.key.includes('getConfigAll')) ? 'saved, clean' : 'waiting';
        },
        { timeout: 60_000 },
      )
      .toBe('saved, clean');

    // The server is fixed: a new window shows the right page.
    server.rewrite = null;
    const fresh = await page.context().newPage();
    await fresh.goto(`${shellUrl}#/tx/${encodeURIComponent(tx.hash)}`);
    await expect(fresh.getByRole('region', { name: 'Inbound message' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(fresh.getByTestId('render-error')).toHaveCount(0);
    await expect(fresh.getByRole('region', { name: 'Inbound message' })).toContainText('From');
    await fresh.close();
  } finally {
    await callShell(shellUrl, 'profiles:use', { profileId: 'local' }).catch(() => undefined);
    await server.close();
  }
});

/** The masterchain's last block dated past what a date can hold (the year 3 million). */
function farFutureBlock(_api: 'v2' | 'v3', path: string, body: unknown): unknown {
  if (path !== '/masterchainInfo') return body;
  const b = body as { last?: { gen_utime?: string } };
  if (b.last) b.last.gen_utime = '99999999999999';
  return body;
}

test('a page that throws while rendering shows its error with a way back; the header, the status bar and other pages work', async ({
  page,
  shellUrl,
}) => {
  test.setTimeout(180_000);
  const server = await startHostileServer(await localUpstream(shellUrl));
  try {
    // The Blocks page draws the last block's time itself (no panel of its own around it).
    server.rewrite = farFutureBlock;
    await useNewProfile(shellUrl, 'Far-future TON Center', server);
    await page.goto(`${shellUrl}#/config`);
    const config = page.getByRole('heading', { name: 'Blockchain configuration' });
    await expect(config).toBeVisible({ timeout: 60_000 });
    const nav = page.getByRole('navigation', { name: 'Sections' });
    await nav.getByRole('link', { name: 'Blocks' }).click();

    // The route's error, in words, with the way back; nothing of the page is drawn.
    const failed = page.getByTestId('render-error');
    await expect(failed).toContainText('This page could not be shown', { timeout: 60_000 });
    await expect(failed).toContainText('Invalid time value');
    await expect(failed).toContainText('the header and the other pages work');
    await expect(page.getByRole('heading', { name: 'Recent blocks' })).toHaveCount(0);
    // The header and the status bar around it still work (the bar reads the same answer).
    await expect(page.getByTestId('status-chain')).toHaveText(/^Masterchain seqno \d+$/);
    await page.getByRole('button', { name: /^Switch to (dark|light) theme$/ }).click();
    await expect(failed).toBeVisible();
    await expect(failed.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '#/');

    // "Go back": the page before, drawn normally.
    await failed.getByRole('button', { name: 'Go back' }).click();
    await expect(config).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('render-error')).toHaveCount(0);

    // Back on the failing route, then another route from the header renders normally.
    await nav.getByRole('link', { name: 'Blocks' }).click();
    await expect(failed).toBeVisible({ timeout: 60_000 });
    await nav.getByRole('link', { name: 'Labels' }).click();
    await expect(page.getByRole('heading', { name: 'Labels', exact: true })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByTestId('render-error')).toHaveCount(0);
  } finally {
    await callShell(shellUrl, 'profiles:use', { profileId: 'local' }).catch(() => undefined);
    await server.close();
  }
});
