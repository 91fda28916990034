import { parseString } from '@fast-csv/parse';
import ExcelJS from 'exceljs';
import { callShell, expect } from './fixtures';

/**
 * Exports through the app's IPC (as the Export page does) and reads the CSV back, for tests
 * that compare a view's numbers with an export's.
 */

interface JobView {
  jobId: string;
  progress: { state: string; error: string | null };
}

function parseCsv(text: string): Promise<Array<Record<string, string>>> {
  return new Promise((resolve, reject) => {
    const rows: Array<Record<string, string>> = [];
    parseString(text, { headers: true })
      .on('data', (r: Record<string, string>) => rows.push(r))
      .on('error', reject)
      .on('end', () => resolve(rows));
  });
}

/**
 * Runs an export through IPC (as the Export page does) on `profileId` and returns the file's
 * bytes.
 */
async function exportFile(
  shellUrl: string,
  address: string,
  kind: string,
  format: string,
  profileId: string,
) {
  const job = await callShell<JobView>(shellUrl, 'exports:start', {
    profileId,
    address,
    kind,
    format,
  });
  await expect
    .poll(
      async () => {
        const jobs = await callShell<JobView[]>(shellUrl, 'exports:list', {});
        const j = jobs.find((x) => x.jobId === job.jobId)!;
        if (j.progress.state === 'failed') throw new Error(j.progress.error ?? 'export failed');
        return j.progress.state;
      },
      { timeout: 90_000 },
    )
    .toBe('done');
  const parts: Buffer[] = [];
  let offset: number | null = 0;
  while (offset !== null) {
    const chunk: { base64: string; nextOffset: number | null } = await callShell(
      shellUrl,
      'exports:read-chunk',
      { jobId: job.jobId, offset },
    );
    parts.push(Buffer.from(chunk.base64, 'base64'));
    offset = chunk.nextOffset;
  }
  return Buffer.concat(parts);
}

/**
 * Runs an export through IPC (as the Export page does) on `profileId` (default the Local
 * profile) and returns its CSV rows.
 */
export async function exportCsv(
  shellUrl: string,
  address: string,
  kind: string,
  profileId = 'local',
) {
  return parseCsv((await exportFile(shellUrl, address, kind, 'csv', profileId)).toString('utf8'));
}

/**
 * Runs an XLSX export through IPC and reads it with exceljs: the rows of its `Rows` sheet by
 * header (cells as text), and every sheet's rows as `|`-joined text.
 */
export async function exportXlsx(shellUrl: string, address: string, kind: string) {
  const book = new ExcelJS.Workbook();
  const bytes = await exportFile(shellUrl, address, kind, 'xlsx', 'local');
  await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  const sheets: Record<string, string[]> = {};
  for (const sheet of book.worksheets) {
    const lines: string[] = [];
    sheet.eachRow((row) =>
      lines.push(
        (row.values as unknown[])
          .slice(1)
          .map((v) => String(v ?? ''))
          .join('|'),
      ),
    );
    sheets[sheet.name] = lines;
  }
  const rowsSheet = book.getWorksheet('Rows')!;
  const header = (rowsSheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Array<Record<string, string>> = [];
  rowsSheet.eachRow((row, n) => {
    if (n === 1) return;
    const values = (row.values as unknown[]).slice(1);
    rows.push(Object.fromEntries(header.map((h, i) => [h, String(values[i] ?? '')])));
  });
  return { rows, sheets };
}
