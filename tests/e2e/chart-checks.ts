import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';

/** A file a chart saved: its suggested name and bytes. */
export interface SavedChart {
  name: string;
  bytes: Buffer;
}

/**
 * Clicks the chart frame's "Save as PNG" or "Save as SVG" in `chart` (its region) and returns
 * the downloaded file.
 */
export async function saveChart(
  page: Page,
  chart: Locator,
  format: 'PNG' | 'SVG',
): Promise<SavedChart> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    chart.getByRole('button', { name: `Save as ${format}` }).click(),
  ]);
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Width and height of a PNG (its IHDR chunk, which the format puts first); throws when the
 * bytes are not a PNG.
 */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) {
    throw new Error('not a PNG file');
  }
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** How a chart frame sits in the window (CSS px); see {@link expectChartFits}. */
async function frameFit(frame: Locator) {
  return frame.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const chart = el.querySelector('svg, canvas')!.getBoundingClientRect();
    const actions = el.querySelector('.chart-actions')!.getBoundingClientRect();
    return {
      overflow: el.scrollWidth - el.clientWidth,
      right: box.right,
      chartRight: chart.right,
      actionsRight: actions.right,
      window: window.innerWidth,
    };
  });
}

/**
 * Asserts that a chart frame fits the window: nothing sticks out of it, it ends inside the
 * window, its chart ends inside it, and its toolbar's buttons end over the chart (not at the
 * far edge of a wide screen).
 */
export async function expectChartFits(frame: Locator): Promise<void> {
  // Retried until it holds: after the window is resized, a chart redraws at its new width on
  // its next resize observation, a moment after the page shows the old one.
  await expect(async () => {
    const fit = await frameFit(frame);
    expect(fit.overflow).toBeLessThanOrEqual(0);
    expect(fit.right).toBeLessThanOrEqual(fit.window);
    expect(fit.chartRight).toBeLessThanOrEqual(fit.right + 1);
    expect(fit.actionsRight - fit.chartRight).toBeLessThan(40);
  }).toPass({ timeout: 15_000 });
}
