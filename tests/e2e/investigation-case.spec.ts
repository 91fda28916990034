import { readFile } from 'node:fs/promises';
import { test as base } from '@playwright/test';
import type { Locator } from '@playwright/test';
import type cytoscape from 'cytoscape';
import type { CanvasDocument, CanvasSummary } from '../../shared/canvas/document';
import { compactUnits } from '../../shared/ton/units';
import { demoWallet } from './demo-accounts';
import { callShell, expect, go, withRestartableShell } from './fixtures';
import { saveCanvasToNewCase } from './canvas-steps';

/**
 * The investigation kept in a case survives a restart: on the Local profile, the canvas at
 * theft.ton expanded out, one node dragged aside, is saved into a new case; the app is stopped
 * and started again on the same user-data folder; the canvas reopened from the case page
 * draws the same accounts and flows at the same places (within 1 px), and the case's HTML
 * report draws it: an inline SVG holding every node with its name and address and every
 * flow with its amount. The canvas page's "Save as SVG" gives the same drawing as a file.
 */

/** The case named `caseName` and its kept canvas `name`, through the app's IPC. */
async function keptCanvas(shellUrl: string, caseName: string, name: string) {
  const cases = await callShell<Array<{ id: number; name: string }>>(
    shellUrl,
    'workspace:cases-list',
    { network: 'local' },
  );
  const caseId = cases.find((c) => c.name === caseName)!.id;
  const list = await callShell<CanvasSummary[]>(shellUrl, 'canvas:list', {
    network: 'local',
    caseId,
  });
  const id = list.find((c) => c.name === name)!.id;
  const { doc } = await callShell<{ doc: CanvasDocument }>(shellUrl, 'canvas:get', {
    network: 'local',
    id,
  });
  return { caseId, doc };
}

type Positions = Record<string, { x: number; y: number }>;

/** Where the drawing has each node (its model position, graph units), by address. */
function drawn(graph: Locator): Promise<Positions> {
  return graph.evaluate((el) => {
    // cytoscape.js keeps its instance on its container (`_cyreg`).
    const cy = (el as unknown as { _cyreg: { cy: cytoscape.Core } })._cyreg.cy;
    const out: Record<string, { x: number; y: number }> = {};
    // Accounts (flow labels are nodes of their own, placed by the layout).
    cy.nodes('[kind = "account"]').forEach((n) => {
      out[n.id()] = { ...n.position() };
    });
    return out;
  });
}

/** Every node of `a` is in `b` at the same place within 1 px, and no other. */
function expectSamePlaces(a: Positions, b: Positions, what: string) {
  expect(Object.keys(b).sort(), what).toEqual(Object.keys(a).sort());
  for (const [id, p] of Object.entries(a)) {
    expect(Math.abs(b[id]!.x - p.x), `${what}: x of ${id}`).toBeLessThanOrEqual(1);
    expect(Math.abs(b[id]!.y - p.y), `${what}: y of ${id}`).toBeLessThanOrEqual(1);
  }
}

base(
  'the canvas of the theft, kept in a case, reopens the same after a restart and is drawn in the case report',
  async ({ page }) => {
    base.setTimeout(600_000);
    const theft = (await demoWallet('theft', 'v4R2')).toRawString().toUpperCase();
    const peel1 = (await demoWallet('peel-1', 'v5R1')).toRawString().toUpperCase();
    await withRestartableShell(page, 'ton-explorer-investigation-', async (shell) => {
      await go(page, `#/canvas/${encodeURIComponent(theft)}`);
      const graph = page.getByTestId('canvas-graph');
      await expect(graph).toHaveAttribute('data-nodes', '1', { timeout: 120_000 });
      const panel = page.getByRole('region', { name: 'Selected account' });
      await panel.getByRole('button', { name: 'Expand funds out' }).click();
      await expect(page.getByTestId('canvas-info')).toContainText(/of \d+ counterpart/, {
        timeout: 120_000,
      });
      // The theft and where it split: peel-1 (the peel chain) and split.
      await expect(graph).toHaveAttribute('data-nodes', '3');
      const edges = await graph.getAttribute('data-edges');
      const accounts = page.getByRole('region', { name: 'Accounts on the canvas' });
      await expect(accounts.locator(`tr[data-address="${theft}"]`)).toContainText('theft.ton');

      // Drag peel-1 aside, so its place is the analyst's, not the expansion's.
      const start = (await drawn(graph))[peel1]!;
      const at = await graph.evaluate(
        (el, id) =>
          (el as unknown as { _cyreg: { cy: cytoscape.Core } })._cyreg.cy
            .getElementById(id)
            .renderedPosition(),
        peel1,
      );
      const box = (await graph.boundingBox())!;
      await page.mouse.move(box.x + at.x, box.y + at.y);
      await page.mouse.down();
      await page.mouse.move(box.x + at.x + 40, box.y + at.y + 60, { steps: 8 });
      await page.mouse.up();
      await expect.poll(async () => (await drawn(graph))[peel1]!.y).toBeGreaterThan(start.y + 10);
      const before = await drawn(graph);

      await saveCanvasToNewCase(page, 'Theft case', 'Theft');
      const saved = await keptCanvas(shell.current.url, 'Theft case', 'Theft');
      const savedPlaces = Object.fromEntries(
        saved.doc.nodes.map((n) => [n.address, { x: n.x, y: n.y }]),
      );
      expectSamePlaces(before, savedPlaces, 'saved');
      expect(saved.doc.nodes.find((n) => n.address === theft)!.name).toContain('theft.ton');
      // Kept with the masterchain block it is as of (the latest when saved).
      expect(saved.doc.asOfBlock).toBeGreaterThan(0);

      await shell.restart('stop');
      await go(page, '#/cases');
      await page.getByRole('link', { name: 'Theft case' }).click();
      const kept = page.getByRole('region', { name: 'Canvases' });
      await kept.getByRole('link', { name: 'Theft' }).click();
      await expect(page.getByRole('heading', { level: 1, name: /^Canvas: Theft/ })).toBeVisible({
        timeout: 60_000,
      });
      await expect(graph).toHaveAttribute('data-nodes', '3');
      await expect(graph).toHaveAttribute('data-edges', edges!);
      await expect(accounts.locator(`tr[data-address="${theft}"]`)).toBeVisible();
      expectSamePlaces(savedPlaces, await drawn(graph), 'reopened');

      // The case's HTML report draws the canvas inline: every node with its name and
      // address at its saved place, every flow with its amount (as the flows table has it).
      const { text } = await callShell<{ text: string }>(
        shell.current.url,
        'workspace:case-export',
        { network: 'local', id: saved.caseId, format: 'html', timeZone: 'utc' },
      );
      const svg = await page.evaluate((html) => {
        const d = new DOMParser().parseFromString(html, 'text/html');
        const el = d.querySelector('[data-canvas="Theft"] figure svg');
        if (!el) return null;
        // The drawing on its own is a well-formed SVG document.
        const alone = new DOMParser().parseFromString(el.outerHTML, 'image/svg+xml');
        return {
          wellFormed:
            !alone.querySelector('parsererror') && alone.documentElement.localName === 'svg',
          scripts: d.querySelectorAll('script:not([type="application/json"])').length,
          title: el.getAttribute('aria-label') ?? '',
          nodes: [...el.querySelectorAll('g.node')].map((g) => ({
            address: g.getAttribute('data-address'),
            transform: g.getAttribute('transform'),
            text: g.textContent ?? '',
          })),
          edges: [...el.querySelectorAll('g.edge')].map((g) => ({
            from: g.getAttribute('data-from'),
            to: g.getAttribute('data-to'),
            amount: g.getAttribute('data-amount'),
            label:
              el.querySelector(
                `g.flow-label[data-bundle="${g.getAttribute('data-from')}>${g.getAttribute('data-to')}"]`,
              )?.textContent ?? '',
          })),
        };
      }, text);
      expect(svg, 'the report has the canvas as inline SVG').not.toBeNull();
      expect(svg!.wellFormed).toBe(true);
      expect(svg!.scripts).toBe(0);
      // Titled with start, period, network and the block it is as of.
      expect(svg!.title).toMatch(
        /^Canvas “Theft” from theft\.ton.* \(0:[0-9A-F]{64}\) · all history · local · as of masterchain block \d+, /,
      );
      expect(svg!.title).toContain(`as of masterchain block ${saved.doc.asOfBlock},`);
      expect(svg!.nodes).toHaveLength(saved.doc.nodes.length);
      for (const n of saved.doc.nodes) {
        const g = svg!.nodes.find((s) => s.address === n.address);
        expect(g, n.address).toBeDefined();
        const [x, y] = (/^translate\((\S+) (\S+)\)$/.exec(g!.transform ?? '') ?? [])
          .slice(1)
          .map(Number);
        expect(Math.abs(x! - n.x), `report: x of ${n.address}`).toBeLessThanOrEqual(1);
        expect(Math.abs(y! - n.y), `report: y of ${n.address}`).toBeLessThanOrEqual(1);
        expect(g!.text).toContain(n.address);
        if (n.name) expect(g!.text).toContain(n.name);
      }
      expect(svg!.nodes.find((s) => s.address === theft)!.text).toContain('theft.ton');
      const flows = page.getByRole('region', { name: 'Flows on the canvas' });
      expect(svg!.edges).toHaveLength(saved.doc.edges.length);
      for (const e of saved.doc.edges) {
        const g = svg!.edges.find((s) => s.from === e.from && s.to === e.to);
        expect(g, `${e.from} → ${e.to}`).toBeDefined();
        await expect(
          flows.locator(`tr[data-from="${e.from}"][data-to="${e.to}"][data-asset="TON"]`),
        ).toHaveAttribute('data-amount', g!.amount!);
        // The label: the amount (abbreviated past 4 digits) over its unit.
        expect(g!.label).toBe(`${compactUnits(e.amount, 9)}TON`);
      }

      // "Save as SVG" on the canvas page: a file that parses as SVG and holds every node.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Save as SVG' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('canvas.svg');
      const file = await readFile((await download.path())!, 'utf8');
      const exported = await page.evaluate((t) => {
        const d = new DOMParser().parseFromString(t, 'image/svg+xml');
        return {
          wellFormed: !d.querySelector('parsererror') && d.documentElement.localName === 'svg',
          nodes: [...d.querySelectorAll('g.node')].map((g) => g.getAttribute('data-address')),
          edges: d.querySelectorAll('g.edge').length,
        };
      }, file);
      expect(exported.wellFormed).toBe(true);
      expect(exported.nodes.sort()).toEqual(saved.doc.nodes.map((n) => n.address).sort());
      expect(exported.edges).toBe(saved.doc.edges.length);
    });
  },
);
