import { plural } from '../../../../shared/plural';
import type { Network } from '../../../../shared/profiles';
import type { CaseItemSummary } from '../../../../shared/workspace/cases';
import { useUiStore } from '../../stores/ui-store';
import { exportCase, onCaseExportProgress } from '../../api/cases';

/** The summaries of a case's items, by item id, as the export carries them. */
export type CaseSummaries = Record<string, CaseItemSummary>;

/** How to draw an item's picture (an SVG document), by item id: traces' graphs. */
export type CasePictures = Record<string, () => Promise<string>>;

/** A report export under way: its id (for Cancel) and what it is doing, in words. */
export interface ReportReading {
  exportId: string;
  text: string;
}

/**
 * The summaries an export carries: for the HTML report each picture is drawn now and added to
 * its item's summary; the JSON stays data (the summaries as they are).
 */
async function summariesWithPictures(
  summaries: CaseSummaries,
  pictures: CasePictures,
  format: 'html' | 'json',
): Promise<CaseSummaries> {
  const out = { ...summaries };
  if (format !== 'html') return out;
  for (const [id, draw] of Object.entries(pictures)) {
    if (out[id]) out[id] = { ...out[id], picture: await draw() };
  }
  return out;
}

/**
 * Exports a case as an HTML report or JSON (`workspace:case-export`), with its items'
 * summaries. The report reads only what the case and workspace do not hold (its accounts'
 * statements): `onReading` hears its id and progress while it runs, then null. Resolves to the
 * file's name and text; throws what the export threw.
 */
export async function exportCaseReport({
  network,
  caseId,
  format,
  summaries,
  pictures,
  onReading,
}: {
  network: Network;
  caseId: number;
  format: 'html' | 'json';
  summaries: CaseSummaries;
  pictures: CasePictures;
  onReading(reading: ReportReading | null): void;
}) {
  const withPictures = await summariesWithPictures(summaries, pictures, format);
  const exportId = `report-${caseId}-${Date.now()}`;
  onReading({ exportId, text: 'Writing the report…' });
  const stop = onCaseExportProgress((p) => {
    if (p.exportId === exportId) {
      onReading({
        exportId,
        text: `Reading statements: ${p.read} of ${plural(p.total, 'account')}, ${plural(p.requests, 'request')}…`,
      });
    }
  });
  try {
    return await exportCase({
      network,
      id: caseId,
      format,
      summaries: withPictures,
      timeZone: useUiStore.getState().timeZone,
      exportId,
    });
  } finally {
    stop();
    onReading(null);
  }
}
