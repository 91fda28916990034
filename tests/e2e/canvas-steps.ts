import type { Locator, Page } from '@playwright/test';
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
