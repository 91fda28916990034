import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { v2Operations } from '../../shared/api/v2-operations';
import { v3Operations } from '../../shared/api/v3-operations';
import * as v3 from '../../shared/api/v3-schemas';
import { validate } from '../../electron/core/client/parse';
import { outputFormOf } from '../../electron/core/client/output-form';
import { HttpError } from '../../electron/core/client/errors';
import { FIXTURES, fixturesPresent, loadFixture } from '../helpers/toncenter-fixtures';

/**
 * The client's response validation (electron/hosts/client/parse.ts): its fast paths (compiled schema,
 * check-only output form) must answer exactly as zod's runtime parser of the same schema.
 */
const present = fixturesPresent('client-validate');
const readJson = (file: string): unknown => loadFixture(file);

/** A v3 transactions page made of the real transactions of the trace captures. */
function realTransactionsPage() {
  const files = readdirSync(FIXTURES).filter((f) => f.startsWith('v3-traces-'));
  const transactions: Record<string, unknown>[] = [];
  const address_book: Record<string, unknown> = {};
  for (const f of files) {
    const page = readJson(f) as {
      traces: { transactions?: Record<string, Record<string, unknown>> }[];
      address_book?: Record<string, unknown>;
    };
    for (const t of page.traces) transactions.push(...Object.values(t.transactions ?? {}));
    Object.assign(address_book, page.address_book);
  }
  return { transactions, address_book };
}

function badResponseOf(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).code).toBe('BAD_RESPONSE');
    return (err as HttpError).message;
  }
  throw new Error('expected BAD_RESPONSE');
}

describe.skipIf(!present)('response validation', () => {
  it('returns what the runtime parser returns for every v2/v3 capture', () => {
    const ops = [...Object.values(v2Operations), ...Object.values(v3Operations)];
    let compared = 0;
    for (const file of readdirSync(FIXTURES).filter((f) => /^v[23]-.*\.json$/.test(f))) {
      if (file.includes('error')) continue;
      const body = readJson(file) as { result?: unknown };
      const data = file.startsWith('v2-') ? body.result : body;
      for (const op of ops) {
        const reference = op.response.safeParse(structuredClone(data));
        if (!reference.success) continue;
        expect(validate(op.response, structuredClone(data), op.name, 200)).toEqual(reference.data);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('keeps unknown fields and checks the known ones of a real transactions page', () => {
    const page = realTransactionsPage();
    expect(page.transactions.length).toBeGreaterThan(20);
    const out = validate(v3.transactionsPage, structuredClone(page), 'transactions', 200);
    expect(out).toEqual(page);
    expect(outputFormOf(v3.transactionsPage)).not.toBeNull();

    const broken = structuredClone(page);
    (broken.transactions[7] as { lt: string }).lt = '12a';
    expect(
      badResponseOf(() => validate(v3.transactionsPage, broken, 'transactions', 200)),
    ).toContain('transactions.7.lt: expected a decimal integer string');
  });

  it('reports wrong addresses and hashes deep in a page with their path', () => {
    const page = realTransactionsPage();
    const tx = page.transactions[3] as { in_msg: { source: string }; hash: string };
    tx.in_msg.source = 'EQApAj3rEnJJSxEjEHVKrH3QZgto_MQMOmk8l72azaXlY1zB';
    expect(badResponseOf(() => validate(v3.transactionsPage, page, 'transactions', 200))).toContain(
      'transactions.3.in_msg.source: expected a raw address',
    );
    tx.in_msg.source = '0:' + '0'.repeat(64);
    tx.hash = tx.hash.slice(1);
    expect(badResponseOf(() => validate(v3.transactionsPage, page, 'transactions', 200))).toContain(
      'transactions.3.hash: expected a base64 hash',
    );
  });

  it('turns an int64 sent as a JSON number into a decimal string', () => {
    const page = realTransactionsPage();
    (page.transactions[0] as Record<string, unknown>).total_fees = 311200;
    const out = validate(v3.transactionsPage, page, 'transactions', 200);
    expect(out.transactions[0]!.total_fees).toBe('311200');
    expect(out.transactions[1]!.total_fees).toBe(
      (page.transactions[1] as { total_fees: string }).total_fees,
    );
  });

  it('still applies value-rewriting checks (no check-only shortcut for them)', () => {
    const schema = z.looseObject({
      name: z.string().trim(),
      tags: z.array(z.string().toLowerCase()),
    });
    expect(outputFormOf(schema)).toBeNull();
    expect(validate(schema, { name: ' a ', tags: ['X'], extra: 1 }, 'x', 200)).toEqual({
      name: 'a',
      tags: ['x'],
      extra: 1,
    });
  });
});
