import type { Locator, Page } from '@playwright/test';
import type cytoscape from 'cytoscape';
import { shorten } from '../../shared/format';
import { formatAddress } from '../../shared/ton/address';
import { callShell, expect, go } from './fixtures';

/** Steps on the investigation canvas that several specs take: auto-trace, saving to a case. */

/**
 * Labels `exchange` (raw) `label`, category exchange (where auto-trace stops), opens the
 * canvas at `start` (raw) and the Auto-trace panel of its selected account; returns the panel.
 */
export async function openAutoTrace(
  page: Page,
  shellUrl: string,
  start: string,
  exchange: string,
  label: string,
): Promise<Locator> {
  await callShell(shellUrl, 'workspace:label-set', {
    network: 'local',
    address: exchange,
    label,
    category: 'exchange',
  });
  await go(page, `#/canvas/${encodeURIComponent(start)}`);
  const panel = page.getByRole('region', { name: 'Selected account' });
  await panel.getByRole('button', { name: 'Auto-trace…' }).click();
  return page.getByRole('region', { name: 'Auto-trace' });
}

/**
 * Saves the open canvas as `canvasName` into a new case `caseName` ("Save to case…") and waits
 * for the app to say it is saved.
 */
export async function saveCanvasToNewCase(page: Page, caseName: string, canvasName: string) {
  await page.getByRole('button', { name: 'Save to case…' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Case', { exact: true }).selectOption('new');
  await dialog.getByLabel('Name of the new case').fill(caseName);
  await dialog.getByLabel('Name of the canvas').fill(canvasName);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: `Saved as “${canvasName}”` }),
  ).toBeVisible();
}

/**
 * Opens case `caseName` from the Cases page; `check` looks at its Canvases region first; then
 * reopens the canvas `canvasName` from there and waits for its heading.
 */
export async function reopenCanvasFromCase(
  page: Page,
  caseName: string,
  canvasName: string,
  check: (canvases: Locator) => Promise<void> = async () => undefined,
) {
  await go(page, '#/cases');
  await page.getByRole('link', { name: caseName }).click();
  const canvases = page.getByRole('region', { name: 'Canvases' });
  await check(canvases);
  await canvases.getByRole('link', { name: canvasName }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`^Canvas: ${canvasName}`) }),
  ).toBeVisible();
}

/** A box on screen (CSS px). */
interface ScreenBox {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** What the drawing shows now: each account's box, name and text, each flow label's box. */
interface DrawnPicture {
  /** The drawing's area on the page. */
  area: { w: number; h: number };
  accounts: Array<{
    id: string;
    lines: string[];
    body: ScreenBox;
    text: ScreenBox;
    /** Font size on screen (px). */
    font: number;
    color: string;
    fill: string;
  }>;
  labels: Array<{ id: string; body: ScreenBox; text: ScreenBox; font: number }>;
  /** Flows cytoscape could not draw (its `badLine`: a route starting inside its node). */
  undrawn: string[];
}

/** Reads the drawing (cytoscape's own geometry, on screen: CSS px inside the drawing). */
export function drawnPicture(graph: Locator): Promise<DrawnPicture> {
  return graph.evaluate((el) => {
    // cytoscape.js keeps its instance on its container (`_cyreg`).
    const cy = (el as unknown as { _cyreg: { cy: cytoscape.Core } })._cyreg.cy;
    const zoom = cy.zoom();
    const box = (b: cytoscape.BoundingBox12) => ({ x1: b.x1, y1: b.y1, x2: b.x2, y2: b.y2 });
    const body = (n: cytoscape.NodeSingular) =>
      box(n.renderedBoundingBox({ includeLabels: false, includeOverlays: false }));
    const text = (n: cytoscape.NodeSingular) =>
      box(
        n.renderedBoundingBox({
          includeNodes: false,
          includeEdges: false,
          includeLabels: true,
          includeOverlays: false,
        }),
      );
    const font = (n: cytoscape.NodeSingular) => parseFloat(n.style('font-size')) * zoom;
    return {
      area: { w: el.clientWidth, h: el.clientHeight },
      accounts: cy.nodes('[kind = "account"]').map((n) => ({
        id: n.id(),
        lines: String(n.data('label')).split('\n'),
        body: body(n),
        text: text(n),
        font: font(n),
        color: n.style('color'),
        fill: n.style('background-color'),
      })),
      undrawn: cy
        .edges()
        .filter((e) => {
          // The renderer's own scratch (not in the typings): what it drew the edge with.
          const rs = (
            e as unknown as {
              _private: { rscratch: { badLine?: boolean; allpts?: number[] | null } };
            }
          )._private.rscratch;
          return !!rs.badLine || !rs.allpts?.length;
        })
        .map((e) => e.id()),
      labels: cy.nodes('[kind = "flow-label"]').map((n) => ({
        id: n.id(),
        body: body(n),
        text: text(n),
        font: font(n),
      })),
    };
  }) as Promise<DrawnPicture>;
}

const overlaps = (a: ScreenBox, b: ScreenBox) =>
  a.x1 < b.x2 && b.x1 < a.x2 && a.y1 < b.y2 && b.y1 < a.y2;
const inside = (a: ScreenBox, b: ScreenBox, slack = 1) =>
  a.x1 >= b.x1 - slack && a.x2 <= b.x2 + slack && a.y1 >= b.y1 - slack && a.y2 <= b.y2 + slack;

/**
 * After "Fit": every account is on screen with its name drawn at 10 px or more, inside its
 * box; no box (accounts, flow labels) overlaps another; each `ends` account (raw) is right of
 * every other account. Returns the smallest name size measured (px).
 */
export async function expectReadablePicture(
  page: Page,
  ends: readonly string[],
  what: string,
): Promise<number> {
  await page.getByRole('button', { name: 'Fit', exact: true }).click();
  const graph = page.getByTestId('canvas-graph');
  // Fit animates nothing, but the drawing settles on the next frame.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
  const p = await drawnPicture(graph);
  // The picture as measured, for the eye (test-results/screenshots/).
  await graph.screenshot({
    path: `test-results/screenshots/canvas-fit-${what.replace(/[^a-z0-9]+/gi, '-')}.png`,
  });
  expect(p.accounts.length, what).toBeGreaterThan(1);
  expect(p.undrawn, `${what}: every flow is drawn`).toEqual([]);
  const all = [
    ...p.accounts.map((a) => ({ id: a.id, box: a.body })),
    ...p.labels.map((l) => ({ id: l.id, box: l.body })),
  ];
  for (const a of p.accounts) {
    expect(a.font, `${what}: name size of ${a.lines[0]}`).toBeGreaterThanOrEqual(10);
    expect(a.lines[0], `${what}: ${a.id} has a name`).toBeTruthy();
    expect(inside(a.text, a.body), `${what}: the text of ${a.lines[0]} fits its box`).toBe(true);
    expect(
      inside(a.body, { x1: 0, y1: 0, x2: p.area.w, y2: p.area.h }),
      `${what}: ${a.lines[0]} on screen`,
    ).toBe(true);
    expect(a.color, `${what}: ${a.lines[0]} readable`).not.toBe(a.fill);
  }
  for (const l of p.labels)
    expect(inside(l.text, l.body), `${what}: flow label ${l.id} fits its box`).toBe(true);
  for (let i = 0; i < all.length; i++)
    for (let j = i + 1; j < all.length; j++)
      expect(overlaps(all[i]!.box, all[j]!.box), `${what}: ${all[i]!.id} / ${all[j]!.id}`).toBe(
        false,
      );
  const endBoxes = p.accounts.filter((a) => ends.includes(a.id));
  expect(endBoxes.length, `${what}: the ends are drawn`).toBe(ends.length);
  const rightmost = Math.max(
    ...p.accounts.filter((a) => !ends.includes(a.id)).map((a) => a.body.x2),
  );
  for (const e of endBoxes)
    expect(e.body.x1, `${what}: ${e.lines[0]} right of every other account`).toBeGreaterThan(
      rightmost,
    );
  return Math.min(...p.accounts.map((a) => a.font));
}

/** The geometry of a canvas drawing (SVG): nodes, flows and labels as placed, in order. */
interface SvgGeometry {
  nodes: string[];
  flows: string[];
  labels: string[];
}

/**
 * The case report of the demo's trace (`html`) states the answer: it opens with the executive
 * summary (817.7 TON and the 120,000 DEMO, in its jetton unit, converted at swap-desk.ton
 * reaching exchange.ton), then where the value ended (exchange.ton and side-4.ton with their
 * amounts), the paths (each hop with its transaction and time), the picture and the
 * reconciliation, in that order; on the Local network it links nothing (no web-shell URL); its
 * picture is the same drawing as the canvas's "Save as SVG" (`savedSvg`).
 */
export async function expectReportAnswer(
  page: Page,
  html: string,
  savedSvg: string,
  who: { exchange: string; side4: string },
): Promise<void> {
  expect(html).not.toMatch(/127\.0\.0\.1|localhost|[?&]token=/);
  const order = [
    'aria-label="Executive summary"',
    'class="statement answer-ends"',
    'class="statement answer-paths"',
    '<figure class="picture canvas-picture"',
    'class="statement answer-reconciliation"',
  ];
  const at = order.map((k) => html.indexOf(k));
  expect(
    at.every((i) => i > 0),
    `${order.join(', ')} at ${at.join(', ')}`,
  ).toBe(true);
  expect([...at].sort((a, b) => a - b)).toEqual(at);
  const r = await page.evaluate(
    ([text, svg]) => {
      const geometry = (root: Element) => ({
        nodes: [...root.querySelectorAll('g.node')].map(
          (g) =>
            `${g.getAttribute('data-address') ?? g.getAttribute('data-entity')} ${g.getAttribute('transform')} ${g.querySelector('rect')?.getAttribute('width')}x${g.querySelector('rect')?.getAttribute('height')}`,
        ),
        flows: [...root.querySelectorAll('g.edge path')].map((p) => p.getAttribute('d') ?? ''),
        labels: [...root.querySelectorAll('g.flow-label rect')].map(
          (x) => `${x.getAttribute('x')},${x.getAttribute('y')}`,
        ),
      });
      const d = new DOMParser().parseFromString(text, 'text/html');
      const saved = new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;
      const drawn = d.querySelector('.canvas-picture svg');
      const rows = (cls: string) => [...d.querySelectorAll(`table.${cls} tbody tr`)];
      return {
        summary: d.querySelector('.executive-summary .answer')?.textContent ?? '',
        hrefs: [...d.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')),
        ends: rows('answer-ends').map((tr) => ({
          address: tr.getAttribute('data-address'),
          amounts: [...tr.querySelectorAll('.amount')].map(
            (a) => `${a.getAttribute('data-asset')}=${a.getAttribute('data-raw')}`,
          ),
        })),
        paths: rows('answer-paths').map((tr) => ({
          to: tr.getAttribute('data-to'),
          hops: tr.querySelectorAll('li[data-tx]').length,
          times: tr.querySelectorAll('li time').length,
        })),
        report: drawn ? geometry(drawn) : null,
        saved: geometry(saved),
      };
    },
    [html, savedSvg] as const,
  );
  expect(r.hrefs, 'Local: plain ids, no link').toEqual([]);
  expect(r.ends.map((e) => e.address).sort()).toEqual([who.exchange, who.side4].sort());
  const atExchange = r.ends.find((e) => e.address === who.exchange)!.amounts;
  expect(atExchange).toContain('TON=817700000000');
  const demo = atExchange.find((a) => /^jetton:.*=120000000000000$/.test(a));
  expect(demo).toBeDefined();
  expect(r.summary).toContain('Of the 990 TON sent from theft.ton, 817.7 TON reached exchange.ton');
  // DEMO in its jetton unit (its symbol and its master's short address), as the picture.
  const master = demo!.slice('jetton:'.length).split('=')[0]!;
  const unit = `DEMO · ${shorten(formatAddress(master, 'local'), 4, 4)}`;
  expect(r.summary).toContain(`into 120,000 ${unit}, which reached exchange.ton`);
  expect(r.summary).toContain('8 TON sit at side-4.ton');
  expect(r.paths.filter((p) => p.to === who.exchange).length).toBeGreaterThan(1);
  for (const p of r.paths) {
    expect(p.hops).toBeGreaterThan(0);
    expect(p.times).toBe(p.hops);
  }
  expect(r.report, 'the report draws the canvas').not.toBeNull();
  expect(r.report as SvgGeometry).toEqual(r.saved);
}
