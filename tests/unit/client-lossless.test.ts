import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { parseJson, validate } from '../../electron/core/client/parse';
import { int, int64 } from '../../shared/api/schema-kit';

describe('response parsing keeps int64 exact', () => {
  it('a 2^64-sized JSON number stays its exact decimal string, through validation', () => {
    const body =
      '{"balance": 18446744073709551615, "lt": -9223372036854775807, "seqno": 42, "ratio": 0.5, "note": "x"}';
    const parsed = parseJson(body, 200);
    const schema = z.object({ balance: int64, lt: int64, seqno: int, ratio: z.number() });
    expect(validate(schema, parsed, 'account', 200)).toMatchObject({
      balance: '18446744073709551615',
      lt: '-9223372036854775807',
      seqno: 42,
      ratio: 0.5,
    });
  });

  it('long numbers inside arrays and strings are handled, safe numbers stay numbers', () => {
    expect(
      parseJson('[12345678901234567890, 9007199254740991, "12345678901234567890"]', 200),
    ).toEqual(['12345678901234567890', 9007199254740991, '12345678901234567890']);
  });

  it('a body that is not JSON is still a BAD_RESPONSE', () => {
    expect(() => parseJson('{"balance": 184467440737095516150', 200)).toThrow(/not JSON/);
  });
});
