import { Address, beginCell, type Cell } from '@ton/core';
import { WalletContractV2R2, WalletContractV3R1 } from '@ton/ton';
import { describe, expect, it } from 'vitest';
import {
  PublicKeyService,
  type PublicKeyClient,
} from '../../electron/core/services/canvas/public-keys';
import { walletContract } from '../helpers/sign-transfer';

/**
 * The public-key reads of "group by key", over an answering v2 made of real wallet states
 * (@ton/ton's contracts' code and data cells): the get-method's key when it answers, else the
 * key in the data cell of a wallet known by its code hash (v2R2, v3R1 have no
 * `get_public_key`), no key with the reason for an uninit account or another contract; keys
 * kept per network and address.
 */

const key = (b: number) => Buffer.alloc(32, b);
const hex = (b: Buffer) => b.toString('hex');

interface State {
  code: Cell | null;
  data: Cell | null;
  /** What `get_public_key` answers: a key, or an exit code. */
  getMethod: Buffer | number;
}

function chain(states: Map<string, State>) {
  const calls: string[] = [];
  const client: PublicKeyClient = {
    networkOf: (id) => (id === 'test' ? 'testnet' : 'mainnet'),
    v2: () => ({
      runGetMethod: async ({ address }, o) => {
        o?.onSent?.(); // the request goes out (a throttle would call it on release)
        calls.push(`run ${address}`);
        const s = states.get(address)!;
        return typeof s.getMethod === 'number'
          ? { gas_used: 0, exit_code: s.getMethod, stack: [] }
          : { gas_used: 0, exit_code: 0, stack: [['num', `0x${hex(s.getMethod)}`]] };
      },
      getAddressInformation: async ({ address }, o) => {
        o?.onSent?.();
        calls.push(`info ${address}`);
        const s = states.get(address)!;
        return {
          balance: '1',
          code: s.code?.toBoc().toString('base64') ?? '',
          data: s.data?.toBoc().toString('base64') ?? '',
          last_transaction_id: { '@type': 'internal.transactionId', lt: '1', hash: '' },
          sync_utime: 0,
          state: s.code ? 'active' : 'uninitialized',
        } as never;
      },
    }),
  };
  return { client, calls };
}

const raw = (a: Address) => a.toRawString().toUpperCase();

describe('wallet public keys', () => {
  const v4 = walletContract(key(1), 'v4R2');
  const v5 = walletContract(key(1), 'v5R1');
  const v3r2 = walletContract(key(2), 'v3R2');
  const v2 = WalletContractV2R2.create({ workchain: 0, publicKey: key(3) });
  const v3r1 = WalletContractV3R1.create({ workchain: 0, publicKey: key(4) });
  const uninit = walletContract(key(5), 'v4R2');
  const other = Address.parse(`0:${'7'.repeat(64)}`);
  const states = new Map<string, State>([
    [raw(v4.address), { ...v4.init, getMethod: key(1) }],
    [raw(v5.address), { ...v5.init, getMethod: key(1) }],
    [raw(v3r2.address), { ...v3r2.init, getMethod: 11 }], // a node that cannot run it
    [raw(v2.address), { ...v2.init, getMethod: 11 }],
    [raw(v3r1.address), { ...v3r1.init, getMethod: 11 }],
    [raw(uninit.address), { code: null, data: null, getMethod: -13 }],
    [
      raw(other),
      { code: beginCell().storeUint(42, 8).endCell(), data: beginCell().endCell(), getMethod: 11 },
    ],
  ]);

  it('reads v4R2 and v5R1 of one key by get_public_key: the same key', async () => {
    const { client, calls } = chain(states);
    const r = await new PublicKeyService(client).read('p', [
      v4.address.toString(),
      raw(v5.address),
    ]);
    expect(r.keys.map((k) => [k.address, k.publicKey, k.source])).toEqual([
      [raw(v4.address), hex(key(1)), 'get_public_key'],
      [raw(v5.address), hex(key(1)), 'get_public_key'],
    ]);
    expect(r.requests).toBe(2);
    expect(calls).toHaveLength(2);
  });

  it('reads the data cell when the get-method does not answer, naming the wallet', async () => {
    const { client } = chain(states);
    const r = await new PublicKeyService(client).read('p', [
      raw(v3r2.address),
      raw(v2.address),
      raw(v3r1.address),
    ]);
    expect(r.keys.map((k) => [k.publicKey, k.source, k.wallet])).toEqual([
      [hex(key(2)), 'data', 'v3R2'],
      [hex(key(3)), 'data', 'v2R2'],
      [hex(key(4)), 'data', 'v3R1'],
    ]);
    expect(r.requests).toBe(6); // a get-method and a state read each
  });

  it('answers no key, and says why, for an uninit account and for another contract', async () => {
    const { client, calls } = chain(states);
    const r = await new PublicKeyService(client).read('p', [raw(uninit.address), raw(other)]);
    expect(r.keys[0]).toMatchObject({ publicKey: null, source: null });
    expect(r.keys[0]!.reason).toMatch(/no code \(uninit or never deployed\)/);
    expect(r.keys[1]).toMatchObject({ publicKey: null });
    expect(r.keys[1]!.reason).toMatch(/not a standard wallet \(get_public_key exit code 11\)/);
    // No state read for an account without code: there is no data to read.
    expect(calls.filter((c) => c.startsWith('info'))).toEqual([`info ${raw(other)}`]);
  });

  it('keeps keys found per network and address; misses are asked again', async () => {
    const { client, calls } = chain(states);
    const service = new PublicKeyService(client);
    await service.read('p', [raw(v4.address), raw(uninit.address)]);
    const again = await service.read('p', [raw(v4.address), raw(uninit.address)]);
    expect(again.keys[0]!.publicKey).toBe(hex(key(1)));
    expect(again.requests).toBe(1); // only the uninit one
    const test = await service.read('test', [raw(v4.address)]); // another network
    expect(test.requests).toBe(1);
    expect(calls.filter((c) => c === `run ${raw(v4.address)}`)).toHaveLength(2);
  });

  it('one failing read is its reason, not the answer; a bad address is INVALID_INPUT', async () => {
    const { client } = chain(states);
    const failing: PublicKeyClient = {
      ...client,
      v2: (id) => ({
        ...client.v2(id),
        runGetMethod: async (p, o) => {
          if (p.address === raw(v5.address)) throw new Error('HTTP 500');
          return client.v2(id).runGetMethod(p, o);
        },
      }),
    };
    const r = await new PublicKeyService(failing).read('p', [raw(v4.address), raw(v5.address)]);
    expect(r.keys[0]!.publicKey).toBe(hex(key(1)));
    expect(r.keys[1]).toMatchObject({ publicKey: null, reason: 'the read failed: HTTP 500' });
    await expect(new PublicKeyService(client).read('p', ['nope'])).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    });
  });

  it('tells which keys are kept (no request), the reads as they go, and stops on abort with what it read', async () => {
    const { client, calls } = chain(states);
    const service = new PublicKeyService(client);
    await service.read('p', [raw(v4.address), raw(uninit.address)]);
    // Kept: the key found, not the miss; per network; no request to know it.
    const before = calls.length;
    expect(
      service.kept('p', [v4.address.toString(), raw(uninit.address), raw(v5.address)]),
    ).toEqual([raw(v4.address)]);
    expect(service.kept('test', [raw(v4.address)])).toEqual([]);
    expect(calls).toHaveLength(before);

    // Progress counts reads (a kept key is none) and requests.
    const heard: Array<{ read: number; requests: number }> = [];
    const r = await service.read('p', [raw(v4.address), raw(v5.address), raw(v3r2.address)], {
      onRead: (p) => heard.push(p),
    });
    expect(r).toMatchObject({ requests: 3, cancelled: false });
    expect(heard.map((p) => p.read)).toEqual([1, 2]);
    expect(heard.at(-1)).toEqual({ read: 2, requests: 3 });

    // Aborted after the first read: the answer holds the keys read by then, and says so.
    const stop = new AbortController();
    const slow: PublicKeyClient = {
      ...client,
      v2: (id) => ({
        ...client.v2(id),
        runGetMethod: async (p, o) => {
          if (p.address !== raw(v2.address)) {
            await new Promise<never>((_, reject) =>
              o?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
            );
          }
          return client.v2(id).runGetMethod(p, o);
        },
      }),
    };
    const partial = await new PublicKeyService(slow).read(
      'p',
      [raw(v2.address), raw(v3r1.address), raw(v5.address)],
      { signal: stop.signal, onRead: () => stop.abort() },
    );
    expect(partial.cancelled).toBe(true);
    expect(partial.keys.map((k) => [k.address, k.publicKey])).toEqual([
      [raw(v2.address), hex(key(3))],
    ]);
  });

  it('counts a request when the throttle sends it: a cancelled read of 300 reports the 5 sent', async () => {
    const addresses = Array.from({ length: 300 }, (_, i) =>
      raw(new Address(0, Buffer.alloc(32, i % 256).fill(i >> 8, 0, 1))),
    );
    const stop = new AbortController();
    // A throttle of 5: the first five requests go out at once, the rest wait in the queue,
    // which a cancel empties without sending them.
    let released = 0;
    const queued: PublicKeyClient = {
      networkOf: () => 'mainnet',
      v2: () => ({
        runGetMethod: async (_p, o) =>
          new Promise<never>((_, reject) => {
            if (released < 5) {
              released++;
              o?.onSent?.();
            }
            o?.signal?.addEventListener('abort', () => reject(new Error('cancelled')));
          }),
        getAddressInformation: async () => {
          throw new Error('not reached');
        },
      }),
    };
    const reading = new PublicKeyService(queued).read('p', addresses, { signal: stop.signal });
    await new Promise((r) => setTimeout(r, 10));
    stop.abort();
    const r = await reading;
    expect(r).toMatchObject({ requests: 5, cancelled: true, keys: [] });
  });
});
