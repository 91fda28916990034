import { readFile } from 'node:fs/promises';
import { parseString } from '@fast-csv/parse';
import type { ApiKeyConfig } from '../../electron/localnet/server/auth';
import type { StartedLocalNetwork } from './localnet';
import { readCsvText } from '../../shared/csv/csv-writer';

/**
 * Test helpers for exports: the reference set read straight from the local server's v3 API
 * (plain fetch with an unlimited key, offset pages over static data: independent of the
 * export code), and readers for the files an export wrote.
 */

/** Every item of a v3 list endpoint, by offset pages of 1000. */
export async function fetchAll(
  v3Url: string,
  path: string,
  params: Record<string, string>,
  listKey: string,
  apiKey: string,
): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  for (let offset = 0; ; offset += 1000) {
    const q = new URLSearchParams({
      ...params,
      limit: '1000',
      offset: String(offset),
      sort: 'asc',
    });
    const res = await fetch(`${v3Url}${path}?${q}`, { headers: { 'X-API-Key': apiKey } });
    if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
    const page = ((await res.json()) as Record<string, unknown>)[listKey] as Record<
      string,
      unknown
    >[];
    out.push(...page);
    if (page.length < 1000) return out;
  }
}

/** An unlimited API key for reference reads: start the network with `keys: [REFERENCE_KEY]`. */
export const REFERENCE_KEY: ApiKeyConfig = {
  key: 'reference-reader-key',
  network: 'local',
  rps: Infinity,
};

/** {@link fetchAll} from `ln`'s v3 with {@link REFERENCE_KEY} (never rate-limited). */
export function fetchReference(
  ln: StartedLocalNetwork,
  path: string,
  params: Record<string, string>,
  listKey: string,
): Promise<Record<string, unknown>[]> {
  return fetchAll(ln.v3Url, path, params, listKey, REFERENCE_KEY.key);
}

/** Rows of a CSV export as objects keyed by header (RFC 4180 parser: fast-csv). */
export async function readCsv(
  file: string,
  opts: { cells: 'exact' | 'as-written' } = { cells: 'exact' },
): Promise<Record<string, string>[]> {
  let text = await readFile(file, 'utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return new Promise((resolve, reject) => {
    const rows: Record<string, string>[] = [];
    parseString(text, { headers: true })
      // The exact text of each cell: the CSV formula rule's one leading `'` removed.
      .on('data', (r: Record<string, string>) =>
        rows.push(
          opts.cells === 'exact'
            ? Object.fromEntries(Object.entries(r).map(([k, v]) => [k, readCsvText(v)]))
            : r,
        ),
      )
      .on('error', reject)
      .on('end', () => resolve(rows));
  });
}

/** Rows of a JSON Lines export. */
export async function readJsonl(file: string): Promise<Record<string, string>[]> {
  const text = await readFile(file, 'utf8');
  return text
    .split('\n')
    .filter((l) => l.length > 0)
    .map((l) => JSON.parse(l) as Record<string, string>);
}
