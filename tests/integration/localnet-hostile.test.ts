/* eslint-disable @typescript-eslint/no-explicit-any -- response JSON is checked field by field */
import type { Cell } from '@ton/core';
import { beginCell, storeStateInit } from '@ton/core';
import { keyPairFromSeed } from '@ton/crypto';
import { WalletContractV4 } from '@ton/ton';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startLocalNetwork,
  type StartedLocalNetwork,
  type DemoWalletInfo,
} from '../helpers/localnet';

/**
 * Hostile input against the local network: nothing a request sends may crash or poison the
 * shared emulator, out-of-range values are 422 (never 500), and error bodies never carry
 * internal error text.
 */

let ln: StartedLocalNetwork;
let alice: DemoWalletInfo;

/** A cell `levels` references deep (the protocol allows 512 for a message). */
function deepCell(levels: number): Cell {
  let c = beginCell().storeUint(1, 8).endCell();
  for (let i = 0; i < levels; i++) c = beginCell().storeRef(c).endCell();
  return c;
}

async function call(
  url: string,
  body: unknown,
  contentType = 'application/json',
): Promise<{ status: number; body: any }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // keep the text
  }
  return { status: res.status, body: parsed };
}

async function get(url: string): Promise<{ status: number; body: any }> {
  const res = await fetch(url);
  return { status: res.status, body: await res.json() };
}

/** alice's seqno through v2 runGetMethod: the get-method a poisoned emulator would fail. */
async function seqnoWorks(): Promise<void> {
  const r = await call(`${ln.v2Url}/runGetMethod`, {
    address: alice.address,
    method: 'seqno',
    stack: [],
  });
  expect(r.status).toBe(200);
  expect(r.body.result.exit_code).toBe(0);
}

beforeAll(async () => {
  ln = await startLocalNetwork();
  alice = ln.wallets.find((w) => w.version === 'v4R2' && w.name !== 'faucet')!;
});

afterAll(async () => {
  await ln?.close();
});

describe('cells deeper than the protocol allows', () => {
  const deep = deepCell(700).toBoc().toString('base64');
  const empty = beginCell().endCell().toBoc().toString('base64');

  it('v2 estimateFee with a 700-level body is 422 and get-methods still work', async () => {
    const r = await call(`${ln.v2Url}/estimateFee`, {
      address: alice.address,
      body: deep,
      ignore_chksig: true,
    });
    expect(r.status).toBe(422);
    expect(r.body.error).toMatch(/depth/);
    await seqnoWorks();
    const fee = await call(`${ln.v2Url}/estimateFee`, {
      address: alice.address,
      body: beginCell().endCell().toBoc().toString('base64'),
      ignore_chksig: true,
    });
    expect(fee.status).toBe(200);
  });

  it('a form-encoded body is refused with 415 before it reaches the emulator', async () => {
    const r = await call(
      `${ln.v2Url}/estimateFee`,
      JSON.stringify({ address: alice.address, body: deep }),
      'application/x-www-form-urlencoded',
    );
    expect(r.status).toBe(415);
    const v3 = await call(
      `${ln.v3Url}/estimateFee`,
      JSON.stringify({ address: alice.address, body: deep }),
      'text/plain',
    );
    expect(v3.status).toBe(415);
    await seqnoWorks();
  });

  it('every BoC input of v2 and v3 refuses the deep cell with 422', async () => {
    const cases: Array<[string, unknown]> = [
      [`${ln.v2Url}/sendBoc`, { boc: deep }],
      [`${ln.v2Url}/sendBocReturnHash`, { boc: deep }],
      [`${ln.v2Url}/estimateFee`, { address: alice.address, body: empty, init_code: deep }],
      [`${ln.v2Url}/estimateFee`, { address: alice.address, body: empty, init_data: deep }],
      [
        `${ln.v2Url}/runGetMethod`,
        { address: alice.address, method: 'seqno', stack: [['tvm.Cell', deep]] },
      ],
      [
        `${ln.v2Url}/runGetMethodStd`,
        {
          address: alice.address,
          method: 'seqno',
          stack: [{ '@type': 'tvm.stackEntryCell', cell: { bytes: deep } }],
        },
      ],
      [`${ln.v3Url}/message`, { boc: deep }],
      [`${ln.v3Url}/estimateFee`, { address: alice.address, body: deep }],
      [
        `${ln.v3Url}/estimateFee`,
        { address: alice.address, body: 'te6cckEBAQEAAgAAAEysuc0=', init_code: deep },
      ],
      [
        `${ln.v3Url}/runGetMethod`,
        { address: alice.address, method: 'seqno', stack: [{ type: 'cell', value: deep }] },
      ],
    ];
    for (const [url, body] of cases) {
      const r = await call(url, body);
      expect({ url, status: r.status }).toEqual({ url, status: 422 });
    }
    await seqnoWorks();
  });

  it('an input the emulator still traps on fails alone: the emulator is replaced', async () => {
    // 512 levels are within the protocol's limit, so the request reaches the emulator, whose
    // recursive cell code may trap on it; that request fails, the network goes on.
    const r = await call(`${ln.v2Url}/estimateFee`, {
      address: alice.address,
      body: deepCell(511).toBoc().toString('base64'),
      ignore_chksig: true,
    });
    expect(r.status).not.toBe(422);
    // Whatever failed inside is logged, never returned as text.
    expect(JSON.stringify(r.body)).not.toMatch(/memory access|RuntimeError|Error:/);
    await seqnoWorks();
  });
});

describe('out-of-range input is 422 with a clear message, never 500', () => {
  const hex = 'AB'.repeat(32);

  it('a raw address with a workchain outside int8, or text after the hash', async () => {
    for (const address of [`300:${hex}`, `-129:${hex}`, `0:${hex}:1`]) {
      const v2 = await get(`${ln.v2Url}/getAddressInformation?address=${address}`);
      expect({ address, status: v2.status }).toEqual({ address, status: 422 });
      const v3 = await get(`${ln.v3Url}/transactions?account=${address}&limit=1`);
      expect({ address, status: v3.status }).toEqual({ address, status: 422 });
      expect(v3.body.error).toMatch(/invalid address/);
    }
  });

  it('an offset beyond int64', async () => {
    const r = await get(`${ln.v3Url}/transactions?limit=1&offset=${'9'.repeat(30)}`);
    expect(r.status).toBe(422);
    expect(r.body.error).toMatch(/offset/);
    const max = await get(`${ln.v3Url}/transactions?limit=1&offset=9223372036854775807`);
    expect(max.status).toBe(200);
    expect(max.body.transactions).toEqual([]);
  });

  it('stack integers wider than 257 bits and unknown v3 stack entry types', async () => {
    const wide = `0x1${'0'.repeat(64)}`; // 2^256: one past TVM's largest integer
    const v2 = await call(`${ln.v2Url}/runGetMethod`, {
      address: alice.address,
      method: 'seqno',
      stack: [['num', wide]],
    });
    expect(v2.status).toBe(422);
    expect(v2.body.error).toMatch(/257 bits/);
    const v3 = await call(`${ln.v3Url}/runGetMethod`, {
      address: alice.address,
      method: 'seqno',
      stack: [{ type: 'num', value: wide }],
    });
    expect(v3.status).toBe(422);
    const unknown = await call(`${ln.v3Url}/runGetMethod`, {
      address: alice.address,
      method: 'seqno',
      stack: [{ type: 'tuple', value: [] }],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error).toMatch(/unsupported stack entry type "tuple"/);
    // The largest TVM integer itself is fine.
    const fits = await call(`${ln.v3Url}/runGetMethod`, {
      address: alice.address,
      method: 'seqno',
      stack: [{ type: 'num', value: `0x${'f'.repeat(63)}` }],
    });
    expect(fits.status).toBe(200);
  });
});

describe('estimateFee for a message the account does not accept', () => {
  it('prices the deploy of an unfunded wallet as toncenter does: fees with gas 0', async () => {
    const keys = keyPairFromSeed(randomBytes(32));
    const wallet = WalletContractV4.create({ workchain: 0, publicKey: keys.publicKey });
    const body = wallet
      .createTransfer({ seqno: 0, secretKey: keys.secretKey, messages: [] })
      .toBoc()
      .toString('base64');
    const init = beginCell().store(storeStateInit(wallet.init)).endCell();
    expect(init.refs.length).toBe(2);
    const request = {
      address: wallet.address.toRawString(),
      body,
      init_code: wallet.init.code.toBoc().toString('base64'),
      init_data: wallet.init.data.toBoc().toString('base64'),
    };
    const v2 = await call(`${ln.v2Url}/estimateFee`, { ...request, ignore_chksig: false });
    expect(v2.status).toBe(200);
    expect(v2.body.result['@type']).toBe('query.fees');
    const fees = v2.body.result.source_fees;
    expect(fees['@type']).toBe('fees');
    expect(fees.gas_fee).toBe(0);
    expect(fees.fwd_fee).toBe(0);
    expect(fees.storage_fee).toBe(0); // no account yet: nothing stored
    expect(Number.isInteger(fees.in_fwd_fee) && fees.in_fwd_fee > 0).toBe(true);
    expect(v2.body.result.destination_fees).toEqual([]);
    const v3 = await call(`${ln.v3Url}/estimateFee`, request);
    expect(v3.status).toBe(200);
    expect(v3.body.source_fees).toEqual({
      in_fwd_fee: fees.in_fwd_fee,
      storage_fee: 0,
      gas_fee: 0,
      fwd_fee: 0,
    });
  });
});

describe('get-method input is bounded at parse time (422, a clear message), never the emulator', () => {
  const num = (i: number) => ['num', String(i)];

  it('a numeric method id of 2^40', async () => {
    const r = await call(`${ln.v2Url}/runGetMethod`, {
      address: alice.address,
      method: 2 ** 40,
      stack: [],
    });
    expect(r.status).toBe(422);
    expect(r.body.error).toMatch(/method id must be an integer from -2147483648 to 2147483647/);
    await seqnoWorks();
  });

  it('a flat stack of 600 numbers, and 5,000-entry stacks (flat, and as one list)', async () => {
    const flat600 = Array.from({ length: 600 }, (_, i) => num(i));
    const flat5000 = Array.from({ length: 5000 }, (_, i) => num(i));
    const list5000 = [
      [
        'list',
        {
          elements: Array.from({ length: 5000 }, (_, i) => ({
            '@type': 'tvm.stackEntryNumber',
            number: { number: String(i) },
          })),
        },
      ],
    ];
    for (const stack of [flat600, flat5000, list5000]) {
      const r = await call(`${ln.v2Url}/runGetMethod`, {
        address: alice.address,
        method: 'seqno',
        stack,
      });
      expect({ entries: stack.length, status: r.status }).toEqual({
        entries: stack.length,
        status: 422,
      });
      expect(r.body.error).toMatch(/more than 255 entries/);
    }
    const v3 = await call(`${ln.v3Url}/runGetMethod`, {
      address: alice.address,
      method: 'seqno',
      stack: Array.from({ length: 600 }, (_, i) => ({ type: 'num', value: String(i) })),
    });
    expect(v3.status).toBe(422);
    expect(v3.body.error).toMatch(/more than 255 entries/);
    // Nothing reached the emulator: it was never replaced, and the next get-method answers.
    await seqnoWorks();
  });

  it('a cell entry larger than the entry limit', async () => {
    const r = await call(`${ln.v2Url}/runGetMethod`, {
      address: alice.address,
      method: 'seqno',
      stack: [['tvm.Cell', 'A'.repeat(70_000)]],
    });
    expect(r.status).toBe(422);
    expect(r.body.error).toMatch(/at most 65536/);
  });

  it('a stack within the limits still runs', async () => {
    const r = await call(`${ln.v2Url}/runGetMethod`, {
      address: alice.address,
      method: 'seqno',
      stack: Array.from({ length: 200 }, (_, i) => num(i)),
    });
    expect(r.status).toBe(200);
  });
});
