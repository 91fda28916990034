import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { transaction } from '../../shared/api/v3-schemas';
import type { ChainTransaction } from '../../shared/api/v3-rows';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The project's read-only reference folder beside the repository (`../shared`). */
const REFERENCE = path.resolve(repoRoot, '../shared');

/** The real toncenter captures (`../shared/fixtures/toncenter`). */
export const FIXTURES = path.join(REFERENCE, 'fixtures', 'toncenter');

/** toncenter's API documents (`../shared/api`: OpenAPI files with examples). */
export const API_DOCS = path.join(REFERENCE, 'api');

/**
 * Whether a reference folder (the captures by default) is there. Absent: a warning naming the
 * suite and the folder, and `false` (the suite skips) outside CI; in CI (`process.env.CI`) an
 * Error, since a skipped suite there would hide a broken checkout.
 */
export function fixturesPresent(suite: string, dir: string = FIXTURES): boolean {
  const present = existsSync(dir);
  if (!present && process.env.CI) {
    throw new Error(`${suite} tests need ${dir} (absent); it is required when CI is set`);
  }
  if (!present) console.warn(`skipping ${suite} tests that read ${dir}: it is absent`);
  return present;
}

/** A capture parsed as JSON. */
export function loadFixture<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(FIXTURES, file), 'utf8')) as T;
}

/** The captured v3 traces with a whole tree (v3-traces-10 repeats 01; 12 is trimmed). */
export const TRACE_FIXTURES = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '11'].map(
  (n) => `v3-traces-${n}.json`,
);

/**
 * Every account of every captured whole trace ({@link TRACE_FIXTURES}), with that account's
 * transactions in the trace.
 */
export function traceAccounts<T extends { account: string }>(): Array<{
  account: string;
  txs: T[];
}> {
  return TRACE_FIXTURES.flatMap((file) => {
    const doc = loadFixture<{ traces: Array<{ transactions: Record<string, T> }> }>(file);
    const all = Object.values(doc.traces[0]!.transactions);
    return [...new Set(all.map((t) => t.account))].map((account) => ({
      account,
      txs: all.filter((t) => t.account === account),
    }));
  });
}

/**
 * Every transaction of every capture that carries some (v3 traces and emulated traces), parsed
 * by the chain model's v3 transaction schema, with the file it is from.
 */
export function capturedTransactions(): Array<{ file: string; tx: ChainTransaction }> {
  const files = readdirSync(FIXTURES).filter((f) => /^(v3-traces|emulate-v1)-.*\.json$/.test(f));
  return files.flatMap((file) => {
    const doc = loadFixture<{
      traces?: Array<{ transactions: Record<string, unknown> }>;
      transactions?: Record<string, unknown>;
    }>(file);
    const rows = doc.traces
      ? doc.traces.flatMap((t) => Object.values(t.transactions))
      : Object.values(doc.transactions ?? {});
    return z
      .array(transaction)
      .parse(rows)
      .map((tx) => ({ file, tx }));
  });
}
