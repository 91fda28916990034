import { Address } from '@ton/core';
import type { Locator, Page } from '@playwright/test';
import { pngSize, saveChart } from './chart-checks';
import { chooseRadio, demoJettonTransfer, expect, go, localV3, screenshot, test } from './fixtures';
import { demoWallet } from './demo-accounts';

/**
 * The trace page's graph on the Local profile: its nodes and edges are the v3 trace's
 * transactions and messages (fetched from the same local network), an account keeps its
 * letter when it transacts again (the bounce returns to its sender), and a node opens its
 * transaction.
 */

interface Msg {
  hash: string;
  source: string | null;
  destination: string | null;
  value: string | null;
  bounced: boolean | null;
}
interface Tx {
  hash: string;
  account: string;
  lt: string;
  trace_id?: string | null;
  in_msg: Msg | null;
  out_msgs: Msg[];
}
interface Traces {
  traces: Array<{ trace_id: string; transactions: Record<string, Tx> }>;
}

const raw = (a: string) => Address.parse(a).toRawString().toUpperCase();

/**
 * The text of each node (letter, name, status, ⚠; not the mark badge on its corner) and of
 * each edge label, with the least room it leaves to its box on any side, in the graph's units
 * (px at zoom 1: the same at any zoom and window width).
 */
async function textRoom(graph: Locator) {
  return graph.locator('[data-node], .tg-label').evaluateAll((boxes) =>
    boxes.flatMap((n) => {
      const r = n.querySelector<SVGRectElement>(':scope > rect')!.getBBox();
      return [...n.querySelectorAll<SVGTextElement>(':scope > text')].map((t) => {
        const b = t.getBBox();
        const room = Math.min(
          b.x - r.x,
          b.y - r.y,
          r.x + r.width - (b.x + b.width),
          r.y + r.height - (b.y + b.height),
        );
        return { text: `${t.getAttribute('class')} "${t.lastChild?.textContent}"`, room };
      });
    }),
  );
}

async function openTrace(page: Page, traceId: string) {
  await go(page, `#/trace/${encodeURIComponent(traceId)}`);
  const graph = page.getByRole('group', { name: /^Trace graph:/ });
  await expect(graph).toBeVisible({ timeout: 60_000 });
  return graph;
}

test('the demo jetton transfer: graph nodes and edges are the v3 trace', async ({
  page,
  shellUrl,
}) => {
  const transfer = (await demoJettonTransfer(shellUrl))!;
  expect(transfer, 'the demo transfer of 1,500 DEMO to carol').toBeDefined();
  const { traces } = await localV3<Traces>(
    shellUrl,
    `traces?trace_id=${encodeURIComponent(transfer.trace_id!)}`,
  );
  const txs = Object.values(traces[0]!.transactions);
  const internal = txs.filter((t) => t.in_msg?.source);

  const graph = await openTrace(page, transfer.trace_id!);
  // Count: one node per transaction, one edge per message (internal ones plus the external).
  await expect(graph).toHaveAttribute('data-nodes', String(txs.length));
  await expect(graph).toHaveAttribute('data-edges', String(internal.length + 1));
  const nodes = graph.locator('[data-node]');
  await expect(nodes).toHaveCount(txs.length);
  // Accounts: every node is its transaction's account; one letter per account.
  const drawn = await nodes.evaluateAll((els) =>
    els.map((e) => ({
      id: e.getAttribute('data-node')!,
      account: e.getAttribute('data-account')!,
      letter: e.getAttribute('data-letter')!,
    })),
  );
  const letters = new Map<string, string>();
  for (const n of drawn) {
    const tx = txs.find((t) => t.hash === n.id)!;
    expect(n.account).toBe(raw(tx.account));
    expect(letters.get(n.account) ?? n.letter).toBe(n.letter);
    letters.set(n.account, n.letter);
  }
  expect(new Set(letters.values()).size).toBe(letters.size);
  // Edges: each drawn message goes from the transaction that sent it to the one it caused
  // (the external message that started the trace from outside).
  const sender = new Map(txs.flatMap((t) => t.out_msgs.map((m) => [m.hash, t.hash] as const)));
  const expectedEdges = txs
    .filter((t) => t.in_msg)
    .map((t) => `${t.in_msg!.hash}|${sender.get(t.in_msg!.hash) ?? 'external'}|${t.hash}`)
    .sort();
  const drawnEdges = await graph
    .locator('path[data-edge]')
    .evaluateAll((els) =>
      els.map(
        (e) =>
          `${e.getAttribute('data-edge')}|${e.getAttribute('data-from')}|${e.getAttribute('data-to')}`,
      ),
    );
  expect(drawnEdges.sort()).toEqual(expectedEdges);

  // Both themes draw the graph: the node's outline (its status tone) stands out from the page
  // and its name from its box, and the colours are the theme's.
  const look = () =>
    graph
      .locator('[data-node] .tg-box')
      .first()
      .evaluate((box) => ({
        box: getComputedStyle(box).fill,
        outline: getComputedStyle(box).stroke,
        name: getComputedStyle(box.parentElement!.querySelector('.tg-name')!).fill,
        page: getComputedStyle(document.body).backgroundColor,
      }));
  // Every node's and edge label's text keeps at least 4 px inside its box, the long names too
  // ("DEMO wallet of alice.ton · EQAb…": cut with … to fit, the whole name in the title), in
  // both themes and at 1024 px.
  await expect(
    graph.locator('.tg-name title').filter({ hasText: 'DEMO wallet of' }).first(),
  ).toBeAttached({ timeout: 30_000 });
  const textFits = async () => {
    const rooms = await textRoom(graph);
    // Three lines per node (a fourth, ⚠, when flagged), two per edge label (the external's too).
    expect(rooms.length).toBeGreaterThanOrEqual(txs.length * 3 + (internal.length + 1) * 2);
    expect(rooms.filter((t) => !(t.room >= 4))).toEqual([]);
  };
  await textFits();
  const light = await look();
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect.poll(look).not.toEqual(light);
  const dark = await look();
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 1024, height: 768 });
  await textFits();
  await page.setViewportSize(size);
  for (const theme of [light, dark]) {
    expect(theme.outline).not.toBe(theme.page);
    expect(theme.name).not.toBe(theme.box);
  }
  expect(dark.page).not.toBe(light.page);
  expect(dark.name).not.toBe(light.name);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();

  // The excess returns to the sender (alice): her letter again.
  const alice = raw((await demoWallet('alice', 'v4R2')).toRawString());
  expect(drawn.filter((n) => n.account === alice).map((n) => n.letter)).toEqual(['A', 'A']);

  // Values: the table view of the same data lists each message's TON value.
  await screenshot(page, 'trace-graph');

  // Saved pictures hold the whole graph: every node's letter, and a PNG of the graph's size.
  const frame = page.getByRole('region', { name: 'Trace graph' });
  const svg = (await saveChart(page, frame, 'SVG')).bytes.toString('utf8');
  expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  for (const n of drawn) expect(svg).toContain(`>${n.letter}</text>`);
  // Every node of the branching trace lies inside the saved picture (the lower branch too),
  // under a title naming the trace, its time, the network and the block it is as of.
  const inside = await page.evaluate((markup) => {
    const host = document.createElement('div');
    host.style.cssText = 'position:fixed;left:0;top:0;z-index:99';
    host.innerHTML = markup;
    document.body.appendChild(host);
    const root = host.querySelector('svg')!;
    const frameBox = root.getBoundingClientRect();
    const nodes = [...root.querySelectorAll('[data-node]')].map((n) => {
      const r = n.getBoundingClientRect();
      return (
        r.width > 0 &&
        r.left >= frameBox.left - 0.5 &&
        r.top >= frameBox.top - 0.5 &&
        r.right <= frameBox.right + 0.5 &&
        r.bottom <= frameBox.bottom + 0.5
      );
    });
    const title = [...root.querySelectorAll('[data-title-line]')].map((t) => t.textContent);
    const size = {
      width: Number(root.getAttribute('width')),
      height: Number(root.getAttribute('height')),
    };
    host.remove();
    return { nodes, title, size };
  }, svg);
  expect(inside.nodes).toHaveLength(drawn.length);
  expect(inside.nodes.every(Boolean), 'every node inside the saved SVG').toBe(true);
  // The id in the form the app shows hashes in: hex by default (as on the page), not base64.
  const hexId = Buffer.from(transfer.trace_id!, 'base64').toString('hex');
  expect(inside.title[0]).toContain(`Trace ${hexId}`);
  expect(inside.title[0]).toContain(`${txs.length} transactions`);
  expect(inside.title[1]).toMatch(
    /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC(?:[+-][\d:]+)? … .* · local · as of masterchain block \d+$/,
  );
  // The PNG is the same whole picture, at twice its size.
  const png = pngSize((await saveChart(page, frame, 'PNG')).bytes);
  expect(Math.abs(png.width - inside.size.width * 2)).toBeLessThanOrEqual(2);
  expect(Math.abs(png.height - inside.size.height * 2)).toBeLessThanOrEqual(2);
  await chooseRadio(page, 'Trace graph: view', 'Table');
  const table = page.getByRole('table', { name: 'Trace graph messages' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(internal.length + 1);
  for (const t of internal) {
    const row = table.locator(`tr[data-edge="${t.in_msg!.hash}"]`);
    await expect(row.locator('[data-value-nano]')).toHaveAttribute(
      'data-value-nano',
      t.in_msg!.value!,
    );
  }
  await expect(table).toContainText('1,500 DEMO');
  await chooseRadio(page, 'Trace graph: view', 'Chart');

  // Hover shows the account's status and fees; clicking a node opens its transaction.
  const second = [...txs].sort((a, b) => (BigInt(a.lt) < BigInt(b.lt) ? -1 : 1))[1]!;
  const node = page.locator(`[data-node="${second.hash}"]`);
  await node.hover();
  await expect(page.getByRole('tooltip')).toContainText('Fees:');
  await node.click();
  await expect(page).toHaveURL(new RegExp(`#/tx/${encodeURIComponent(second.hash)}`));
  await expect(page.getByRole('heading', { name: /^Transaction/ })).toBeVisible();
});

test('the bounce returns to its sender’s letter; Tab and Enter open a node', async ({
  page,
  shellUrl,
}) => {
  const alice = (await demoWallet('alice', 'v4R2')).toRawString();
  const { transactions } = await localV3<{ transactions: Tx[] }>(
    shellUrl,
    `transactions?account=${encodeURIComponent(alice)}&limit=100&sort=asc`,
  );
  const back = transactions.find((t) => t.in_msg?.bounced)!;
  expect(back, 'alice receives the bounce of her transfer to nobody').toBeDefined();
  const graph = await openTrace(page, back.trace_id!);
  const nodes = graph.locator('[data-node]');
  await expect(nodes).toHaveCount(3);
  // Alice sent the transfer (first node) and receives its bounce: the same account, letter A.
  await expect(graph.locator(`[data-node="${back.hash}"]`)).toHaveAttribute('data-letter', 'A');
  await expect(graph.locator(`[data-node="${back.hash}"]`)).toHaveAttribute(
    'data-account',
    raw(alice),
  );
  await expect(nodes.nth(0)).toHaveAttribute('data-letter', 'A');
  await expect(nodes.nth(0)).toHaveAttribute('data-account', raw(alice));
  await expect(nodes.nth(1)).toHaveAttribute('data-letter', 'B');
  await expect(nodes.nth(1)).toHaveAttribute('data-status', 'bounced');
  await screenshot(page, 'trace-graph-bounce');

  // Keyboard: focus the first node, Tab to the next ones, Enter opens the focused one.
  await nodes.nth(0).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(graph.locator(`[data-node="${back.hash}"]`)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/tx/${encodeURIComponent(back.hash)}`));
});
