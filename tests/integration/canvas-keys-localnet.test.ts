import { Address, internal } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canvasKeyHandlers } from '../../electron/core/ipc/handlers/canvas-keys';
import { createRouter, type CallContext, type Handlers } from '../../electron/core/ipc/router';
import { PublicKeyService } from '../../electron/core/services/canvas/public-keys';
import type { ProfileServices } from '../../electron/core/services/profile-services';
import { groupBySharedKey, canvasView } from '../../shared/canvas/entities';
import type { PublicKeyRead } from '../../shared/ipc/channels/canvas';
import type { IpcResult } from '../../shared/ipc/errors';
import { toRawUpper } from '../../shared/ton/address';
import { newCanvas } from '../../renderer/src/features/canvas/canvas-model';
import { chainSeqno, demoWallet, sendBocAndSettle } from '../helpers/localnet';
import { servicesWithProfileOn } from '../helpers/local-profile';
import { localNetworkForSuite } from '../helpers/localnet-suite';
import { signTransfer, testWallet } from '../helpers/sign-transfer';
import { tempDirForSuite } from '../helpers/temp-dir';

/**
 * "Group wallets by key" on the local network, through the real router and the profile's
 * throttle: alice's v4R2 wallet and a v5R1 wallet of her mnemonic (deployed here: funded by
 * alice, then its first transfer carries its state init) answer the same public key, the one
 * of her mnemonic; bob's wallet another; a v3R2 wallet of her mnemonic that was never deployed
 * and the demo's jetton master answer no key, each with its reason. Grouping the four on a
 * canvas makes one entity of alice's two wallets.
 */

const ctx: CallContext = {
  sender: { trusted: true, description: 'test' },
  signal: new AbortController().signal,
};

const now = () => Math.floor(Date.now() / 1000);

describe('wallet public keys on the local network', () => {
  const ln = localNetworkForSuite({}, 180_000);
  const dir = tempDirForSuite('canvas-keys-');
  let services: ProfileServices;
  let profileId: string;
  let call: <T>(channel: string, payload: unknown) => Promise<T>;
  let aliceV5: string;
  let aliceV3: string;
  let aliceKey: string;

  beforeAll(async () => {
    const alice = demoWallet(ln, 'alice');
    expect(alice.version).toBe('v4R2');
    const v5 = await testWallet(alice.mnemonic, 'v5R1');
    aliceKey = v5.keys.publicKey.toString('hex');
    aliceV5 = toRawUpper(v5.contract.address.toRawString());
    aliceV3 = toRawUpper((await testWallet(alice.mnemonic, 'v3R2')).contract.address.toRawString());
    // alice funds her v5R1 wallet; its first transfer deploys it.
    const fund = await signTransfer({
      mnemonic: alice.mnemonic,
      version: 'v4R2',
      seqno: await chainSeqno(ln, alice.address),
      validUntil: now() + 600,
      messages: [internal({ to: v5.contract.address, value: 2_000_000_000n, bounce: false })],
    });
    await sendBocAndSettle(ln, fund.boc);
    const deploy = await signTransfer({
      mnemonic: alice.mnemonic,
      version: 'v5R1',
      seqno: 0,
      validUntil: now() + 600,
      withInit: true,
      messages: [
        internal({ to: Address.parse(alice.address), value: 100_000_000n, bounce: false }),
      ],
    });
    await sendBocAndSettle(ln, deploy.boc);
    expect(await chainSeqno(ln, aliceV5)).toBe(1);

    ({ services, profileId } = await servicesWithProfileOn(ln, dir(), 'Keys'));
    const keys = new PublicKeyService({
      networkOf: (id) => services.store.get(id).network,
      v2: (id) => services.api.typed(id).v2,
    });
    const router = createRouter(canvasKeyHandlers(keys, () => {}) as Handlers);
    call = async <T>(channel: string, payload: unknown): Promise<T> => {
      const res = (await router.dispatch(channel, payload, ctx)) as IpcResult<T>;
      if (!res.ok) throw new Error(`${res.error.code}: ${res.error.message}`);
      return res.data;
    };
  }, 180_000);
  afterAll(async () => {
    await services?.close();
  });

  it("gives alice's v4R2 and v5R1 wallets the same key, bob's another, and says why none", async () => {
    const alice = toRawUpper(demoWallet(ln, 'alice').address);
    const bob = toRawUpper(demoWallet(ln, 'bob').address);
    const master = toRawUpper((ln.accounts.jettonMaster as { address: string }).address);
    const before = services.api.log.list(profileId).length;
    const r = await call<{ keys: PublicKeyRead[]; requests: number }>('canvas:public-keys', {
      profileId,
      addresses: [alice, aliceV5, bob, aliceV3, master],
    });
    const [a4, a5, b, a3, m] = r.keys;
    expect(a4).toMatchObject({ address: alice, publicKey: aliceKey, source: 'get_public_key' });
    expect(a5).toMatchObject({ address: aliceV5, publicKey: aliceKey, source: 'get_public_key' });
    expect(b!.publicKey).toMatch(/^[0-9a-f]{64}$/);
    expect(b!.publicKey).not.toBe(aliceKey);
    expect(a3).toMatchObject({ publicKey: null });
    expect(a3!.reason).toMatch(/no code/);
    expect(m).toMatchObject({ publicKey: null });
    expect(m!.reason).toMatch(/not a standard wallet/);
    // Every request went through the profile's client: 5 get-methods, 1 state read (master).
    expect(r.requests).toBe(6);
    expect(services.api.log.list(profileId).length - before).toBe(6);

    // On a canvas, the key rule groups alice's two wallets and nothing else.
    let doc = newCanvas(alice);
    doc = {
      ...doc,
      nodes: [alice, aliceV5, bob, aliceV3, master].map((address, i) => ({
        address,
        x: i * 100,
        y: 0,
        expanded: [],
        note: '',
      })),
    };
    const grouped = groupBySharedKey(doc, new Map(r.keys.map((k) => [k.address, k.publicKey])));
    expect(grouped.grouped).toBe(1);
    expect(grouped.doc.groups.map((g) => g.members)).toEqual([[alice, aliceV5]]);
    expect(canvasView(grouped.doc).nodes).toHaveLength(4);

    // Asked again: the keys found are kept, only the misses are read again.
    const again = await call<{ keys: PublicKeyRead[]; requests: number }>('canvas:public-keys', {
      profileId,
      addresses: [alice, aliceV5, aliceV3],
    });
    expect(again.keys.map((k) => k.publicKey)).toEqual([aliceKey, aliceKey, null]);
    expect(again.requests).toBe(1);
  });
});
