import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  findOperation,
  listOperations,
  type OperationParams,
  type OperationResponse,
} from '../../shared/api/catalogue';
import { prepareParams, toQueryString } from '../../shared/api/param-values';
import type { AppError } from '../../shared/ipc/errors';

const HASH_B64 = '6ftmb9ZeLXBHnFosLsQSrQjWj831dnazuqNKraPJXbg=';
const A = '0:83dfd552e63729b472fcbcc8c45ebcc6691702558b68ec7527e1ba403a0f31a8';
const B = 'EQApAj3rEnJJSxEjEHVKrH3QZgto_MQMOmk8l72azaXlY1zB';

describe('the operation catalogue', () => {
  it('has every v2 and v3 operation of the seed', () => {
    const v2 = listOperations('v2').map((o) => o.path);
    expect(v2).toHaveLength(34);
    expect(v2).toContain('/getTransactions');
    const v3 = listOperations('v3').map((o) => `${o.method} ${o.path}`);
    expect(v3).toHaveLength(49);
    expect(v3).toContain('POST /decode');
    expect(v3).toContain('GET /decode');
    const sends = [...listOperations('v2'), ...listOperations('v3')]
      .filter((o) => o.send)
      .map((o) => o.name);
    expect(sends.sort()).toEqual(['message', 'sendBoc', 'sendBocReturnHash']);
  });

  it('derives params and response types from the data', () => {
    expectTypeOf<OperationParams<'v2', 'getTransactions'>>().toEqualTypeOf<{
      address: string;
      limit?: number;
      lt?: bigint | string;
      hash?: string;
      to_lt?: bigint | string;
      archival?: boolean;
      exclusive?: boolean;
    }>();
    expectTypeOf<OperationParams<'v3', 'transactions'>['account']>().toEqualTypeOf<
      string[] | undefined
    >();
    expectTypeOf<OperationResponse<'v2', 'getAddressBalance'>>().toEqualTypeOf<string>();
  });
});

describe('prepareParams', () => {
  it('sends v3 arrays as repeated keys and percent-encodes base64 hashes', () => {
    const op = findOperation('v3', 'transactions')!;
    const { wire } = prepareParams(op, { account: [A, B], hash: [HASH_B64] });
    const qs = toQueryString(wire);
    expect(qs).toContain(`account=${encodeURIComponent(A)}&account=${encodeURIComponent(B)}`);
    expect(qs).toContain('hash=6ftmb9ZeLXBHnFosLsQSrQjWj831dnazuqNKraPJXbg%3D');
    expect(new URLSearchParams(qs).getAll('hash')).toEqual([HASH_B64]);
    expect(qs).not.toMatch(/hash=[^&]*\+/);
  });

  it('always sends limit on paginated operations and checks its maximum', () => {
    const op = findOperation('v3', 'jetton/transfers')!;
    expect(prepareParams(op, {}).wire.limit).toBe(10);
    expect(prepareParams(findOperation('v3', 'dns/records')!, { domain: 'x.ton' }).wire.limit).toBe(
      100,
    );
    expect(prepareParams(findOperation('v2', 'getTransactions')!, { address: A }).wire.limit).toBe(
      10,
    );
    expect(() => prepareParams(op, { limit: 1001 })).toThrow(/between 1 and 1000/);
  });

  it('turns hashes in any form into canonical base64', () => {
    const op = findOperation('v3', 'adjacentTransactions')!;
    const hex = 'e9fb666fd65e2d70479c5a2c2ec412ad08d68fcdf57676b3baa34aada3c95db8';
    expect(prepareParams(op, { hash: hex }).wire.hash).toBe(HASH_B64);
  });

  it('coerces CLI strings to typed values and keeps client-only options apart', () => {
    const op = findOperation('v2', 'getTransactions')!;
    const p = prepareParams(op, {
      address: A,
      limit: '5',
      lt: '123',
      hash: HASH_B64,
      archival: 'true',
      exclusive: 'true',
    });
    expect(p.wire).toEqual({ address: A, limit: 5, lt: '123', hash: HASH_B64, archival: true });
    expect(p.client).toEqual({ exclusive: true });
  });

  it('names the parameter in every error', () => {
    const op = findOperation('v2', 'getAddressInformation')!;
    let err: AppError | undefined;
    try {
      prepareParams(op, { address: 'nope' });
    } catch (e) {
      err = e as AppError;
    }
    expect(err?.code).toBe('INVALID_INPUT');
    expect(err?.message).toMatch(/address.*not a TON address/);
    expect(() => prepareParams(op, {})).toThrow(/"address" is required/);
    expect(() => prepareParams(op, { address: A, foo: 1 })).toThrow(/unknown parameter "foo"/);
    expect(() => prepareParams(findOperation('v2', 'sendBoc')!, { boc: 'bm90IGEgYm9j' })).toThrow(
      /not a valid base64 BoC/,
    );
  });
});
