import { createReadStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { NUMERIC_COLUMNS, type ColumnDef } from '../../../../../shared/exports/columns';
import type { ExportSummary } from '../../../../../shared/exports/summary';
import { unixToIso } from '../../../../../shared/exports/iso-time';

/** Columns written as numbers in the workbook when the value is exactly representable. */

/**
 * A decimal string as a number for Excel, only when nothing is lost: at most 15 significant
 * digits (Excel's precision) and the number prints back as the same text. Otherwise null and
 * the cell stays text (the `_raw` columns are always text).
 */
export function exactNumber(text: string): number | null {
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  const significant = text.replace(/^-/, '').replace('.', '').replace(/^0+/, '');
  if (significant.length > 15) return null;
  const n = Number(text);
  const fraction = text.split('.')[1]?.length ?? 0;
  return Number.isFinite(n) && n.toFixed(fraction) === text ? n : null;
}

/** Rows of the summary sheet: label/value pairs, then one line per asset. */
export function summaryRows(summary: ExportSummary): (string | number)[][] {
  const time = (t: number | null) => (t === null ? '' : unixToIso(t));
  const rows: (string | number)[][] = [
    ['Export', summary.kind],
    ['Address', summary.address],
    ['Rows', summary.rows],
    ['Items read', summary.items],
    ['From (requested)', summary.from ?? 'whole history'],
    ['To (requested)', summary.to ?? 'now'],
    ['First row time (UTC)', time(summary.firstTime)],
    ['Last row time (UTC)', time(summary.lastTime)],
    ['Pinned end lt', summary.pinnedEndLt ?? ''],
    ['Fees (TON)', summary.fees],
    ['Fees (nanotons)', summary.feesNano],
    ['Pages', summary.pages],
    ['Duplicates dropped', summary.duplicatesDropped],
    ['Finished (UTC)', new Date(summary.finishedAt).toISOString()],
    [],
    ['Asset', 'Symbol', 'Decimals', 'In', 'Out', 'In (smallest unit)', 'Out (smallest unit)'],
  ];
  for (const t of summary.totals) {
    rows.push([t.asset, t.symbol, t.decimals, t.in, t.out, t.inUnits, t.outUnits]);
  }
  if (summary.statements?.length) {
    rows.push(
      [],
      ['Statement (smallest unit)', 'Opening', 'In', 'Out', 'Fees', 'Closing', 'Chain balance'],
    );
    for (const s of summary.statements) {
      rows.push([
        s.symbol ?? s.key,
        s.opening,
        s.in,
        s.out,
        s.fees,
        s.closing,
        s.chainBalance ?? 'not known',
      ]);
      rows.push(['  difference', s.difference ?? 'not known', ...s.notes]);
      for (const g of s.gaps) rows.push(['  gap', g.reason]);
    }
  }
  return rows;
}

/**
 * Builds the XLSX file from the export's JSON Lines partial file: a "Summary" sheet, then a
 * "Rows" sheet with one row per line, streamed (exceljs WorkbookWriter) so memory stays flat.
 * Writes to `<target>.tmp` and renames over `target` at the end. Throws when a line is not JSON.
 */
export async function writeXlsxFromJsonl(
  jsonlPath: string,
  target: string,
  columns: readonly ColumnDef[],
  summary: ExportSummary,
): Promise<void> {
  const tmp = `${target}.tmp`;
  // Loaded here, not with the app: loading exceljs is most of a second of every start.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: tmp,
    useStyles: true,
    useSharedStrings: false,
  });
  try {
    const sheet = workbook.addWorksheet('Summary');
    sheet.columns = [
      { width: 24 },
      { width: 48 },
      { width: 10 },
      { width: 24 },
      { width: 24 },
      { width: 28 },
      { width: 28 },
    ];
    for (const row of summaryRows(summary)) sheet.addRow(row).commit();
    sheet.commit();

    const data = workbook.addWorksheet('Rows', { views: [{ state: 'frozen', ySplit: 1 }] });
    data.columns = columns.map((col) => ({
      header: col.key,
      key: col.key,
      width: Math.max(12, col.key.length + 2),
    }));
    const lines = createInterface({
      input: createReadStream(jsonlPath, 'utf8'),
      crlfDelay: Infinity,
    });
    let lineNo = 0;
    for await (const line of lines) {
      lineNo++;
      if (!line) continue;
      let cells: Record<string, string>;
      try {
        cells = JSON.parse(line) as Record<string, string>;
      } catch {
        throw new Error(`${jsonlPath} line ${lineNo} is not JSON`);
      }
      const values = columns.map((col) => {
        const v = cells[col.key] ?? '';
        return NUMERIC_COLUMNS.has(col.key) ? (exactNumber(v) ?? v) : v;
      });
      data.addRow(values).commit();
    }
    data.commit();
    await workbook.commit();
    await rename(tmp, target);
  } catch (err) {
    await rm(tmp, { force: true });
    throw err;
  }
}
