import path from 'node:path';
import { Address } from '@ton/core';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnKeys } from '../../shared/exports/columns';
import { exportRequestSchema, type ExportRequestInput } from '../../shared/exports/kinds';
import type { ProfileServices } from '../../electron/core/services/profile-services';
import { servicesOnLocalNetwork } from '../helpers/local-profile';
import { tempDirForSuite } from '../helpers/temp-dir';
import { runExport } from '../../electron/core/services/exports/export-job';
import { exportDepsFromServices } from '../../electron/core/services/exports/services-deps';
import { startLocalNetwork, type StartedLocalNetwork } from '../helpers/localnet';
import { readCsv, readJsonl } from '../helpers/export-reference';

/**
 * Exports name every address as the app does: beside each `*_raw` column a `*_name` with the
 * `.ton` domain or the token's name (the demo's alice is "alice.ton", its jetton "Demo Jetton
 * (DEMO)"), the jetton a transaction moved is the master (not the jetton wallet), and the
 * `operation` words are the same in every export. Real local network, real files.
 */

let ln: StartedLocalNetwork;
let services: ProfileServices;
const dir = tempDirForSuite('export-names-');
let alice: string;
let master: string;

const raw = (a: string) => Address.parse(a).toRawString();

function request(input: Partial<ExportRequestInput> & Pick<ExportRequestInput, 'kind' | 'format'>) {
  return exportRequestSchema.parse({
    profileId: 'local',
    address: alice,
    pageSize: 100,
    ...input,
  }) as ReturnType<typeof exportRequestSchema.parse> & { outPath: string };
}

const run = (req: ReturnType<typeof request>) =>
  runExport({
    jobId: 'names',
    request: req,
    deps: exportDepsFromServices(services),
    signal: new AbortController().signal,
  });

beforeAll(async () => {
  ln = await startLocalNetwork();
  alice = (ln.accounts.wallets as { name: string; address: string }[]).find(
    (w) => w.name === 'alice',
  )!.address;
  master = (ln.accounts.jettonMaster as { address: string }).address;
  services = await servicesOnLocalNetwork(ln, dir());
}, 300_000);

afterAll(async () => {
  await services?.close();
  await ln?.close();
});

describe('names in exports', () => {
  it('puts a *_name column beside every *_raw address column, before its label', () => {
    for (const kind of ['transactions', 'jetton-transfers', 'nft-transfers'] as const) {
      const keys = columnKeys(kind);
      for (const base of ['from', 'to']) {
        const at = keys.indexOf(`${base}_raw`);
        expect(keys.slice(at, at + 3), kind).toEqual([
          `${base}_raw`,
          `${base}_name`,
          `${base}_label`,
        ]);
      }
    }
  });

  it('transactions (CSV, XLSX): alice is alice.ton, the moved jetton is its master, named', async () => {
    await run(request({ kind: 'transactions', format: 'csv', outPath: path.join(dir(), 't.csv') }));
    const rows = await readCsv(path.join(dir(), 't.csv'));
    const mine = rows.filter((r) => r.from_raw === raw(alice) || r.to_raw === raw(alice));
    expect(mine.length).toBeGreaterThan(0);
    for (const r of mine) {
      const side = r.from_raw === raw(alice) ? 'from' : 'to';
      expect(r[`${side}_name`], r.tx_hash).toBe('alice.ton');
    }
    const jettonRows = rows.filter((r) => r.moved_asset === 'DEMO');
    expect(jettonRows.length).toBeGreaterThan(0);
    for (const r of jettonRows) {
      expect(r.moved_token_raw, r.tx_hash).toBe(raw(master));
      expect(r.moved_token_name, r.tx_hash).toBe('Demo Jetton (DEMO)');
      expect(r.operation === 'Jetton transfer' || r.operation === 'Jetton notification').toBe(true);
    }
    // Every counterparty the chain names is named (here: the demo's other wallets).
    expect(rows.some((r) => /^(bob|carol)\.ton$/.test(r.counterparty_name ?? ''))).toBe(true);

    await run(
      request({ kind: 'transactions', format: 'xlsx', outPath: path.join(dir(), 't.xlsx') }),
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(path.join(dir(), 't.xlsx'));
    const sheet = book.getWorksheet('Rows')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    const fromRaw = header.indexOf('from_raw') + 1;
    const fromName = header.indexOf('from_name') + 1;
    expect(fromName).toBe(fromRaw + 1);
    let named = 0;
    sheet.eachRow((row, n) => {
      if (n === 1 || row.getCell(fromRaw).text !== raw(alice)) return;
      expect(row.getCell(fromName).text).toBe('alice.ton');
      named++;
    });
    expect(named).toBeGreaterThan(0);
  });

  it('jetton transfers (JSONL): owners by domain, the master by name, the same operation word', async () => {
    await run(
      request({ kind: 'jetton-transfers', format: 'jsonl', outPath: path.join(dir(), 'j.jsonl') }),
    );
    const rows = await readJsonl(path.join(dir(), 'j.jsonl'));
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.jetton_master_raw).toBe(raw(master));
      expect(r.jetton_master_name).toBe('Demo Jetton (DEMO)');
      expect(r.operation).toBe('Jetton transfer');
      const side = r.from_raw === raw(alice) ? 'from' : 'to';
      expect(r[`${side}_name`]).toBe('alice.ton');
    }
  });
});
