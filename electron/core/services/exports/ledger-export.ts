import { rm } from 'node:fs/promises';
import path from 'node:path';
import { csvHeader, csvRecord } from '../../../../shared/csv/csv-writer';
import { COLUMNS, columnKeys, NUMERIC_COLUMNS } from '../../../../shared/exports/columns';
import { isoToUnix } from '../../../../shared/exports/kinds';
import type { ExportSummary } from '../../../../shared/exports/summary';
import { AppError } from '../../../../shared/ipc/errors';
import { normalizeAddress } from '../../../../shared/ton/address';
import { readAccountLedger, type AccountLedgerRead } from '../ledger/read-account-ledger';
import { assetLabel } from '../ledger/asset-label';
import { assertDestinationFolder, type RunExportOptions } from './export-base';
import { partialPathFor } from './checkpoint-store';
import { backgroundV3, plainProgress } from './job-progress';
import { ledgerRows } from './rows/ledger-rows';
import type { ExportRow } from './rows/row-types';
import type { Network } from '../../../../shared/profiles';
import { addLabelCells, addNameCells } from './rows/label-cells';
import { factsFromMaps } from '../../../../shared/ton/address-names';
import { type MetadataEntry } from '../../../../shared/ton/metadata-map';

type MetadataMap = Record<string, MetadataEntry>;
import { addRows, assetTotals, emptyTotals, feesTon } from './summary-accumulator';
import { jsonlRecord } from './writers/jsonl-encoder';
import { PartialFile } from './writers/partial-file';
import { writeXlsxFromJsonl } from './writers/xlsx-writer';
import { orInvalidInput } from '../invalid-input';

/** Signed amounts and balances stay numbers in CSV (never `'`-prefixed like text). */
const LEDGER_NUMERIC: ReadonlySet<string> = new Set([
  ...NUMERIC_COLUMNS,
  'amount_raw',
  'balance_after',
  'balance_after_raw',
  'bounce_returned_raw',
]);

/**
 * The `ledger` export: every movement of an account in the period (shared/ledger), one row
 * each, plus one reconciliation statement per asset in the summary (the XLSX summary sheet,
 * the CLI's output and the Export page). The ledger is read whole before the file is
 * written (a statement needs every movement), so this export has no checkpoint: a stopped
 * run starts over. Resolves with the summary; rejects with `AppError` (`INVALID_INPUT`,
 * `CANCELLED`, or the client's error when the account cannot be read).
 */
export async function runLedgerExport(opts: RunExportOptions): Promise<ExportSummary> {
  const { request } = opts;
  orInvalidInput(() => normalizeAddress(request.address));
  const outPath = path.resolve(request.outPath);
  await assertDestinationFolder(outPath);
  const startedAt = Date.now();
  const progress = (state: 'running' | 'done', rows: number, pages: number) =>
    opts.onProgress?.(plainProgress(opts.jobId, state, rows, pages));
  progress('running', 0, 0);
  const { read, pages } = await readLedger(opts, (n) => progress('running', 0, n));
  const network = await opts.deps.network(request.profileId);
  const movements = request.order === 'desc' ? [...read.movements].reverse() : read.movements;
  const rows = ledgerExportRows(read, movements, network, opts.deps);
  const partialPath = partialPathFor(outPath);
  const file = await writeLedgerRows(request, partialPath, rows);
  const totals = addRows(emptyTotals(), rows);
  const summary: ExportSummary = {
    kind: 'ledger',
    format: request.format,
    address: request.address,
    rows: rows.length,
    items: movements.length,
    totals: assetTotals(totals),
    feesNano: totals.feesNano,
    fees: feesTon(totals),
    firstTime: totals.firstTime,
    lastTime: totals.lastTime,
    pinnedEndLt: read.movements.at(-1)?.lt ?? null,
    from: request.from ?? null,
    to: request.to ?? null,
    pages,
    duplicatesDropped: 0,
    startedAt,
    finishedAt: Date.now(),
    statements: read.statements,
  };
  if (request.format === 'xlsx') {
    await file.close();
    await writeXlsxFromJsonl(partialPath, outPath, COLUMNS.ledger, summary);
    await rm(partialPath, { force: true });
  } else {
    await file.commit(outPath);
  }
  progress('done', rows.length, pages);
  return summary;
}

/** The account's whole ledger in the request's period, and how many v3 pages it took. */
async function readLedger(
  opts: RunExportOptions,
  onPage: (pages: number) => void,
): Promise<{ read: AccountLedgerRead; pages: number }> {
  const { request, signal } = opts;
  const call = backgroundV3(opts.deps, request.profileId);
  let pages = 0;
  const read = await readAccountLedger(
    async (operation, params) => {
      if (signal.aborted) throw new AppError({ code: 'CANCELLED', message: 'Export cancelled' });
      const data = await call(operation, params, signal);
      onPage(++pages);
      return data;
    },
    {
      account: request.address,
      fromUnix: request.from ? isoToUnix(request.from) : undefined,
      toUnix: request.to ? isoToUnix(request.to) : undefined,
      pageSize: request.pageSize,
    },
  );
  return { read, pages };
}

/** One row per movement, with the names and labels every export writes (the shared cells). */
function ledgerExportRows(
  read: AccountLedgerRead,
  movements: AccountLedgerRead['movements'],
  network: Network,
  deps: RunExportOptions['deps'],
): ExportRow[] {
  const rows = ledgerRows(movements, {
    network,
    book: read.book,
    jetton: (master) => assetLabel(read, { asset: { type: 'jetton', master } }),
  });
  // Names and labels as every export writes them (one rule: the shared identity and label cells).
  addNameCells(
    rows,
    network,
    factsFromMaps(
      [read.book],
      read.jettons.map((j) => j.metadata as MetadataMap),
    ),
  );
  const labels = deps.labels;
  if (labels) addLabelCells(rows, (raws) => labels(network, raws));
  return rows;
}

/** Writes the rows to a partial file (CSV, or JSON Lines also for XLSX) and returns it open. */
async function writeLedgerRows(
  request: RunExportOptions['request'],
  partialPath: string,
  rows: ExportRow[],
): Promise<PartialFile> {
  const keys = columnKeys('ledger');
  const file = await PartialFile.open(partialPath, null);
  if (request.format === 'csv') {
    await file.append(
      csvHeader(keys, request.bom) +
        rows.map((r) => csvRecord(keys, r.cells, LEDGER_NUMERIC)).join(''),
    );
  } else {
    await file.append(rows.map((r) => jsonlRecord(keys, r.cells)).join(''));
  }
  return file;
}
