import path from 'node:path';
import { NUMERIC_COLUMNS } from '../../../../shared/exports/columns';
import { isoToUnix } from '../../../../shared/exports/kinds';
import type { ExportSummary } from '../../../../shared/exports/summary';
import { AppError } from '../../../../shared/ipc/errors';
import { normalizeAddress } from '../../../../shared/ton/address';
import { readAccountLedger, type AccountLedgerRead } from '../ledger/read-account-ledger';
import { assetLabel } from '../ledger/asset-label';
import {
  assertDestinationFolder,
  finishOutput,
  rowEncoder,
  type ExportKindRun,
  type RunExportOptions,
} from './export-base';
import { partialPathFor } from './checkpoint-store';
import { backgroundV3, plainProgress } from './job-progress';
import { ledgerRows } from './rows/ledger-rows';
import type { ExportRow } from './rows/row-types';
import type { Network } from '../../../../shared/profiles';
import { addLabelCells, addNameCells } from './rows/label-cells';
import { factsFromMaps } from '../../../../shared/ton/address-names';
import { type MetadataEntry } from '../../../../shared/ton/metadata-map';
import { addRows, assetTotals, emptyTotals, feesTon } from './summary-accumulator';
import { PartialFile } from './writers/partial-file';
import { orInvalidInput } from '../invalid-input';
import { aroundEach } from '../../client/typed-api';

type MetadataMap = Record<string, MetadataEntry>;

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
export const runLedgerExport: ExportKindRun = async (opts) => {
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
  await finishOutput(file, partialPath, outPath, summary);
  progress('done', rows.length, pages);
  return summary;
};

/** The account's whole ledger in the request's period, and how many v3 pages it took. */
async function readLedger(
  opts: RunExportOptions,
  onPage: (pages: number) => void,
): Promise<{ read: AccountLedgerRead; pages: number }> {
  const { request, signal } = opts;
  let pages = 0;
  const v3 = aroundEach(backgroundV3(opts.deps, request.profileId, signal), async (_, call) => {
    if (signal.aborted) throw new AppError({ code: 'CANCELLED', message: 'Export cancelled' });
    const data = await call();
    onPage(++pages);
    return data;
  });
  const read = await readAccountLedger(v3, {
    account: request.address,
    fromUnix: request.from ? isoToUnix(request.from) : undefined,
    toUnix: request.to ? isoToUnix(request.to) : undefined,
    pageSize: request.pageSize,
  });
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
  const enc = rowEncoder(request, LEDGER_NUMERIC);
  const file = await PartialFile.open(partialPath, null);
  await file.append(enc.header + enc.encode(rows));
  return file;
}
