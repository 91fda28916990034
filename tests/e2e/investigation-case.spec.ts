import { test as base } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { CanvasDocument, CanvasSummary } from '../../shared/canvas/document';
import { demoWallet } from './demo-accounts';
import { callShell, expect, go, withRestartableShell } from './fixtures';

/**
 * The investigation kept in a case survives a restart: on the Local profile, the canvas at
 * theft.ton expanded out is saved into a new case; the app is stopped and started again on the
 * same user-data folder; the canvas reopened from the case page shows the same accounts and
 * flows.
 */

/** Saves the canvas shown into a new case `caseName` as `name` (the Save to case dialog). */
async function saveCanvas(page: Page, caseName: string, name: string) {
  await page.getByRole('button', { name: 'Save to case…' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Case', { exact: true }).selectOption('new');
  await dialog.getByLabel('Name of the new case').fill(caseName);
  await dialog.getByLabel('Name of the canvas').fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `Saved as “${name}”` })).toBeVisible();
}

/** The nodes of a kept canvas (address and position), by name, through the app's IPC. */
async function keptNodes(shellUrl: string, name: string) {
  const cases = await callShell<Array<{ id: number; name: string }>>(
    shellUrl,
    'workspace:cases-list',
    {
      network: 'local',
    },
  );
  const caseId = cases.find((c) => c.name === 'Theft case')!.id;
  const list = await callShell<CanvasSummary[]>(shellUrl, 'canvas:list', {
    network: 'local',
    caseId,
  });
  const id = list.find((c) => c.name === name)!.id;
  const { doc } = await callShell<{ doc: CanvasDocument }>(shellUrl, 'canvas:get', {
    network: 'local',
    id,
  });
  return doc.nodes.map((n) => ({ address: n.address, x: n.x, y: n.y }));
}

base(
  'the canvas of the theft, kept in a case, reopens the same after a restart',
  async ({ page }) => {
    base.setTimeout(600_000);
    const theft = (await demoWallet('theft', 'v4R2')).toRawString().toUpperCase();
    await withRestartableShell(page, 'ton-explorer-investigation-', async (shell) => {
      await go(page, `#/canvas/${encodeURIComponent(theft)}`);
      const graph = page.getByTestId('canvas-graph');
      await expect(graph).toHaveAttribute('data-nodes', '1', { timeout: 120_000 });
      const panel = page.getByRole('region', { name: 'Selected account' });
      await panel.getByRole('button', { name: 'Expand funds out' }).click();
      await expect(page.getByTestId('canvas-info')).toContainText(/of \d+ counterpart/, {
        timeout: 120_000,
      });
      // The theft and where it split: hop-a and hop-b.
      await expect(graph).toHaveAttribute('data-nodes', '3');
      const edges = await graph.getAttribute('data-edges');
      await saveCanvas(page, 'Theft case', 'Theft');
      const saved = await keptNodes(shell.current.url, 'Theft');
      expect(saved.map((n) => n.address).sort()).toContain(theft);

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
      await expect(
        page
          .getByRole('region', { name: 'Accounts on the canvas' })
          .locator(`tr[data-address="${theft}"]`),
      ).toBeVisible();
    });
  },
);
