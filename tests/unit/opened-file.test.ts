import { beginCell } from '@ton/core';
import { spawnSync } from 'node:child_process';
import { truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readOpenTarget } from '../../electron/hosts/desktop/opened-inbox';
import {
  OPENED_FILE_MAX_BYTES,
  classifyOpenedFile,
  classifyOpenedLink,
} from '../../shared/desktop/opened-file';
import { tempDirForSuite } from '../helpers/temp-dir';
import { CASE_FILE_FORMAT } from '../../shared/workspace/cases';

const RAW = '0:83dfd552e63729b472fcbcc8c45ebcc6691702558b68ec7527e1ba403a0f31a8';
const bytes = (text: string) => new TextEncoder().encode(text);

describe('files opened from the OS go where the buttons take them, with the same checks', () => {
  it('a .boc goes to Send as base64 (binary or text form)', () => {
    const boc = beginCell().storeUint(7, 8).endCell().toBoc();
    expect(classifyOpenedFile('msg.boc', boc)).toEqual({
      kind: 'send',
      fileName: 'msg.boc',
      boc: boc.toString('base64'),
    });
    expect(classifyOpenedFile('msg.BOC', bytes(boc.toString('hex')))).toMatchObject({
      kind: 'send',
      boc: boc.toString('base64'),
    });
  });

  it('an empty .boc is refused with the Send page’s words', () => {
    expect(classifyOpenedFile('empty.boc', new Uint8Array())).toEqual({
      kind: 'refused',
      what: 'empty.boc',
      message: 'empty.boc: The BoC is empty.',
    });
  });

  it('a labels CSV or JSON goes to Labels; a bad line is refused and named', () => {
    expect(classifyOpenedFile('l.csv', bytes(`address,label\n${RAW},Treasury\n`))).toMatchObject({
      kind: 'labels',
      format: 'csv',
      count: 1,
    });
    expect(
      classifyOpenedFile('l.json', bytes(JSON.stringify([{ address: RAW, label: 'T' }]))),
    ).toMatchObject({ kind: 'labels', format: 'json', count: 1 });
    const bad = classifyOpenedFile('l.csv', bytes(`address,label\n${RAW},ok\nnot-an-address,x\n`));
    expect(bad).toMatchObject({
      kind: 'refused',
      message: expect.stringMatching(/Line 3: "not-an-address" is not a TON address/),
    });
  });

  it('a case JSON goes to Cases; a wrong field is refused and named', () => {
    const file = {
      format: CASE_FILE_FORMAT,
      version: 1,
      network: 'mainnet',
      case: { name: 'Drainer' },
      items: [{ kind: 'address', ref: RAW, note: '' }],
    };
    expect(classifyOpenedFile('c.json', bytes(JSON.stringify(file)))).toMatchObject({
      kind: 'case',
      name: 'Drainer',
      items: 1,
    });
    const bad = classifyOpenedFile('c.json', bytes(JSON.stringify({ ...file, version: 2 })));
    expect(bad).toMatchObject({ kind: 'refused', message: expect.stringMatching(/version/) });
  });

  it('other files and non-explorer links are refused, saying what is accepted', () => {
    expect(classifyOpenedFile('notes.txt', bytes('hi'))).toMatchObject({
      kind: 'refused',
      message: expect.stringMatching(/\.boc.*\.csv.*\.json/),
    });
    expect(classifyOpenedLink('https://evil.example/')).toMatchObject({ kind: 'refused' });
    expect(classifyOpenedLink(`https://tonscan.org/address/${RAW}`)).toEqual({
      kind: 'page',
      target: { name: 'account', address: RAW },
      network: 'mainnet',
    });
  });
});

describe('a file opened with the app is read off main, regular files only (issue 36)', () => {
  const dir = tempDirForSuite('opened-file-');

  it('reads a regular file through its handle and classifies it', async () => {
    const file = join(dir(), 'msg.boc');
    const boc = beginCell().storeUint(7, 8).endCell().toBoc();
    writeFileSync(file, boc);
    expect(await readOpenTarget(file)).toEqual({
      kind: 'send',
      fileName: 'msg.boc',
      boc: boc.toString('base64'),
    });
  });

  it('refuses a FIFO with no writer and /dev/zero at once, without reading them', async () => {
    const fifo = join(dir(), 'labels.csv');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    // A blocking open or read would never return (no writer; /dev/zero never ends).
    for (const target of [fifo, '/dev/zero']) {
      const item = await readOpenTarget(target);
      expect(item).toMatchObject({ kind: 'refused' });
      expect(item.kind === 'refused' ? item.message : '').toMatch(/not a regular file/);
    }
    expect((await readOpenTarget(dir())).kind).toBe('refused');
  });

  it('refuses a file over the size limit by its size, before reading it', async () => {
    const big = join(dir(), 'huge.csv');
    writeFileSync(big, '');
    truncateSync(big, OPENED_FILE_MAX_BYTES + 1); // sparse: nothing to read
    const item = await readOpenTarget(big);
    expect(item.kind === 'refused' ? item.message : '').toMatch(/larger than 20 MB/);
  });
});
