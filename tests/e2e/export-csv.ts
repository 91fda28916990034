import { parseString } from '@fast-csv/parse';
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
 * Runs an export through IPC (as the Export page does) on `profileId` (default the Local
 * profile) and returns its CSV rows.
 */
export async function exportCsv(
  shellUrl: string,
  address: string,
  kind: string,
  profileId = 'local',
) {
  const job = await callShell<JobView>(shellUrl, 'exports:start', {
    profileId,
    address,
    kind,
    format: 'csv',
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
  let text = '';
  let offset: number | null = 0;
  while (offset !== null) {
    const chunk: { base64: string; nextOffset: number | null } = await callShell(
      shellUrl,
      'exports:read-chunk',
      { jobId: job.jobId, offset },
    );
    text += Buffer.from(chunk.base64, 'base64').toString('utf8');
    offset = chunk.nextOffset;
  }
  return parseCsv(text);
}
