import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Cell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { findOperation } from '../../shared/api/catalogue';
import type { OperationSpec } from '../../shared/api/params';
import { AppError } from '../../shared/ipc/errors';
import { nanoToTon, toBigInt } from '../../shared/ton/amount';
import { normalizeAddress, parseAddress } from '../../shared/ton/address';
import { toBase64Hash, toHexHash } from '../../shared/ton/hash';
import { callOperation } from '../../electron/core/client/call-operation';
import type { Endpoint } from '../../electron/core/client/endpoint';
import { FIXTURES, fixturesPresent } from '../helpers/toncenter-fixtures';

/**
 * Real toncenter captures (../shared/fixtures/toncenter) through the client's own parsing path
 * (fetch → envelope → zod schema), then decoded with the shared helpers.
 */
const present = fixturesPresent('client-fixtures');

/** Operation a fixture belongs to, from its file name (INDEX.md naming). */
function operationOf(file: string): OperationSpec | null {
  const base = file.replace(/-\d+\.json$/, '');
  const aliases: Record<string, string> = {
    shards: 'getShards',
    getOutMsgQueueSizes: 'getOutMsgQueueSize',
    account: 'addressInformation',
  };
  let m = /^(?:docs-)?v2-(?:jsonrpc-)?(\w+)$/.exec(base);
  if (m && !base.includes('error')) return findOperation('v2', aliases[m[1]!] ?? m[1]!) ?? null;
  m = /^v3-([\w-]+)$/.exec(base);
  if (m && !base.includes('error')) {
    const name = aliases[m[1]!] ?? m[1]!.replace('jetton-', 'jetton/').replace('nft-', 'nft/');
    return findOperation('v3', name) ?? null;
  }
  return null;
}

function fakeEndpoint(status: number, body: string, base: string): Endpoint {
  return {
    baseUrl: base,
    timeoutMs: 5000,
    fetch: (async () =>
      new Response(body, {
        status,
        headers: { 'content-type': 'application/json' },
      })) as typeof fetch,
  };
}

/** Minimal valid params for an operation (the fake server ignores them). */
function dummyParams(op: OperationSpec): Record<string, unknown> {
  const ZERO = '0:' + '0'.repeat(64);
  const out: Record<string, unknown> = {};
  for (const p of op.params) {
    if (!p.required || p.default !== undefined) continue;
    const t = p.type.replace('array-of-', '');
    out[p.name] =
      t === 'address'
        ? ZERO
        : t === 'hash'
          ? 'A'.repeat(43) + '='
          : t === 'int' || t === 'bigint'
            ? '1'
            : t === 'boc'
              ? 'te6cckEBAQEAAgAAAEysuc0='
              : t === 'stack'
                ? '[]'
                : 'x';
  }
  return out;
}

async function parseFixture(file: string) {
  const op = operationOf(file)!;
  let text = readFileSync(path.join(FIXTURES, file), 'utf8');
  if (file === 'v3-jetton-masters-01.json') text = `{"jetton_masters":[${text}]}`; // a pasted list element
  const { prepareParams } = await import('../../shared/api/param-values');
  const res = await callOperation(
    fakeEndpoint(200, text, `http://x/api/${op.api}`),
    op,
    prepareParams(op, dummyParams(op)),
  );
  return { op, data: res.data as never };
}

const files = present ? readdirSync(FIXTURES).filter((f) => f.endsWith('.json')) : [];
const operationFiles = files.filter((f) => operationOf(f));

describe.skipIf(!present)('real toncenter captures', () => {
  it('maps every v2/v3 capture to a catalogue operation', () => {
    const unmapped = files.filter((f) => !operationOf(f) && !/^(boc-|emulate-|.*error)/.test(f));
    expect(unmapped).toEqual([]);
    expect(operationFiles.length).toBeGreaterThan(50);
  });

  it.each(operationFiles)('%s parses with no BAD_RESPONSE', async (file) => {
    const { data } = await parseFixture(file);
    expect(data).toBeDefined();
  });

  it('decodes amounts in nanotons with full precision', async () => {
    const bal = await parseFixture('v2-getAddressBalance-01.json');
    expect(toBigInt(bal.data)).toBe(5610477699352n);
    expect(nanoToTon(bal.data)).toBe('5610.477699352');
    // Python 2.0 sends the JSON number 0 for an uninitialized account: still a decimal string.
    const info = await parseFixture('v2-jsonrpc-getAddressInformation-02.json');
    expect((info.data as { balance: string }).balance).toBe('0');
    const jm = await parseFixture('v3-jetton-masters-01.json');
    const supply = (jm.data as { jetton_masters: { total_supply: string }[] }).jetton_masters[0]!
      .total_supply;
    expect(toBigInt(supply)).toBe(102701033769173431754n);
  });

  it('decodes v2 transactions: BoC hash equals transaction_id.hash, addresses normalise', async () => {
    for (const file of [
      'v2-jsonrpc-getTransactions-01.json',
      'v2-jsonrpc-getTransactions-02.json',
    ]) {
      const { data } = await parseFixture(file);
      const txs = data as {
        data: string;
        transaction_id: { hash: string; lt: string };
        in_msg?: { destination: string };
      }[];
      expect(txs.length).toBe(10);
      for (const tx of txs) {
        const hash = Cell.fromBase64(tx.data).hash().toString('base64');
        expect(hash).toBe(tx.transaction_id.hash);
        expect(toHexHash(tx.transaction_id.hash)).toHaveLength(64);
        expect(toBigInt(tx.transaction_id.lt) > 0n).toBe(true);
      }
      const dests = new Set(
        txs
          .map((t) => t.in_msg?.destination)
          .filter(Boolean)
          .map((a) => normalizeAddress(a!)),
      );
      expect(dests.size).toBe(1); // every inbound message of one account's history goes to it
    }
  });

  it('decodes v3 traces: body hashes, raw addresses match the address book', async () => {
    const traceFiles = operationFiles.filter((f) => f.startsWith('v3-traces-'));
    expect(traceFiles.length).toBeGreaterThan(5);
    for (const file of traceFiles) {
      const { data } = await parseFixture(file);
      const page = data as {
        traces: {
          transactions?: Record<
            string,
            {
              account: string;
              hash: string;
              in_msg?: { message_content?: { hash?: string; body?: string } };
            }
          >;
        }[];
        address_book?: Record<string, { user_friendly?: string | null }>;
      };
      for (const trace of page.traces) {
        for (const [key, tx] of Object.entries(trace.transactions ?? {})) {
          expect(tx.hash).toBe(key);
          expect(toBase64Hash(toHexHash(tx.hash))).toBe(tx.hash);
          const mc = tx.in_msg?.message_content;
          if (mc?.body && mc.hash)
            expect(Cell.fromBase64(mc.body).hash().toString('base64')).toBe(mc.hash);
        }
      }
      for (const [raw, row] of Object.entries(page.address_book ?? {})) {
        if (row.user_friendly)
          expect(normalizeAddress(row.user_friendly)).toBe(normalizeAddress(raw));
      }
    }
  });

  it('reads unpackAddress / packAddress results as the same account', async () => {
    const unpacked = await parseFixture('v2-unpackAddress-01.json');
    expect(normalizeAddress(unpacked.data)).toBe(
      normalizeAddress('EQApAj3rEnJJSxEjEHVKrH3QZgto_MQMOmk8l72azaXlY1zB'),
    );
    const packed = await parseFixture('v2-packAddress-01.json');
    expect(parseAddress(packed.data).raw).toBe(
      '0:29023deb1272494b112310754aac7dd0660b68fcc40c3a693c97bd9acda5e563',
    );
  });

  const errorCases: [string, number, string][] = [
    ['docs-v2-error-401-01.json', 401, 'INVALID_KEY'],
    ['docs-v2-error-403-01.json', 403, 'WRONG_NETWORK'],
    ['docs-v2-error-429-01.json', 429, 'RATE_LIMITED'],
    ['server-v2-error-404-01.json', 404, 'BAD_REQUEST'],
    ['v2-jsonrpc-error-500-01.json', 500, 'SERVER'],
    ['v2-jsonrpc-error-503-01.json', 503, 'SERVER'],
    ['v2-sendBocReturnHash-error-500-01.json', 500, 'SERVER'],
    ['v3-walletInformation-error-01.json', 409, 'BAD_REQUEST'],
  ];
  it.each(errorCases)('%s maps to a typed error', async (file, status, code) => {
    const text = readFileSync(path.join(FIXTURES, file), 'utf8');
    const op = file.startsWith('v3')
      ? findOperation('v3', 'walletInformation')!
      : findOperation('v2', 'sendBocReturnHash')!;
    const { prepareParams } = await import('../../shared/api/param-values');
    const err = await callOperation(
      fakeEndpoint(status, text, 'http://x'),
      op,
      prepareParams(op, dummyParams(op)),
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe(code);
    expect((err as AppError).status).toBe(status);
    const body = JSON.parse(text) as { error?: string; result?: string };
    const serverText = body.error ?? body.result ?? '';
    if (code === 'INVALID_KEY') expect((err as AppError).message).toMatch(/key does not exist/i);
    else if (code === 'WRONG_NETWORK')
      expect((err as AppError).message).toMatch(/another network/i);
    else expect((err as AppError).message).toContain(serverText.slice(0, 40));
  });
});
