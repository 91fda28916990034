import type { TypedApi, TypedCallOptions } from '../../client/typed-api';
import type { PublicKeyRead } from '../../../../shared/ipc/channels/canvas';
import { toRawUpper } from '../../../../shared/ton/address';
import { keyedWalletOfCode, publicKeyFromData } from './wallet-public-key';
import { orInvalidInput } from '../invalid-input';

/** What {@link PublicKeyService} needs of the client: the profile's network, its typed v2. */
export interface PublicKeyClient {
  /** The network of a profile (the cache's key); throws NOT_FOUND for no such profile. */
  networkOf(profileId: string): string;
  /** Typed v2 operations through the profile's throttle. */
  v2(profileId: string): Pick<TypedApi<'v2'>, 'runGetMethod' | 'getAddressInformation'>;
}

/** Exit code of a get-method on an account without code (toncenter, the local network). */
const NO_CODE = -13;

/**
 * Reads wallets' public keys for the canvas's "group by key": v2 `runGetMethod`
 * `get_public_key` (wallets v3R2, v4R2, v5R1 have it), and when that does not answer a key,
 * v2 `getAddressInformation` and the key in the data cell of a standard wallet known by its
 * code hash (./wallet-public-key.ts). Requests go through the profile's throttle at
 * interactive priority (the analyst is waiting). A key found is kept per network and address
 * (a wallet's key is in its data for good); a miss is not kept, since an uninit wallet may be
 * deployed later.
 */
export class PublicKeyService {
  private readonly keys = new Map<string, PublicKeyRead>();

  constructor(private readonly client: PublicKeyClient) {}

  /**
   * Which of `addresses` (any form) have their key kept on the profile's network, raw
   * upper-case: reading those costs no request. Throws INVALID_INPUT for a bad address.
   */
  kept(profileId: string, addresses: readonly string[]): string[] {
    const network = this.client.networkOf(profileId);
    return [...new Set(addresses.map(rawOf))].filter((a) => this.keys.has(`${network}|${a}`));
  }

  /**
   * The keys of `addresses` (any form; answered raw upper-case, in order) and the requests
   * made. Throws INVALID_INPUT for a bad address. `onRead` hears the accounts read so far (a
   * kept key is no read) and the requests after each read. When `signal` aborts, the reads
   * still queued stop and the answer holds only the keys read (or kept) by then, with
   * `cancelled`; any other failure of one address is its `reason`.
   */
  async read(
    profileId: string,
    addresses: readonly string[],
    opts: { signal?: AbortSignal; onRead?(p: { read: number; requests: number }): void } = {},
  ): Promise<{ keys: PublicKeyRead[]; requests: number; cancelled: boolean }> {
    const { signal, onRead } = opts;
    const raws = addresses.map(rawOf);
    const network = this.client.networkOf(profileId);
    const v2 = this.client.v2(profileId);
    let requests = 0;
    let reads = 0;
    // Counted when the throttle sends it, not when queued: a read cancelled with hundreds of
    // get-methods waiting reports the few that went out.
    const call = { signal, onSent: () => requests++ };
    const one = async (address: string): Promise<PublicKeyRead | null> => {
      const kept = this.keys.get(`${network}|${address}`);
      if (kept) return kept;
      if (signal?.aborted) return null;
      let r: PublicKeyRead;
      try {
        r = await readOne(v2, address, call);
      } catch (e) {
        if (signal?.aborted) return null; // stopped: not read
        r = miss(address, `the read failed: ${(e as Error).message}`);
      }
      if (r.publicKey) this.keys.set(`${network}|${address}`, r);
      onRead?.({ read: ++reads, requests });
      return r;
    };
    const keys = await Promise.all([...new Set(raws)].map(one));
    const by = new Map(keys.filter((k) => k !== null).map((k) => [k.address, k]));
    return {
      keys: raws.flatMap((a) => by.get(a) ?? []),
      requests,
      cancelled: keys.includes(null),
    };
  }
}

function miss(address: string, reason: string): PublicKeyRead {
  return { address, publicKey: null, source: null, wallet: null, reason };
}

/** 256-bit number of a legacy stack entry `["num", "0x…"]` as 64 hex digits, else null. */
function keyOfStack(stack: ReadonlyArray<readonly [string, unknown]>): string | null {
  const top = stack[0];
  if (!top || top[0] !== 'num' || typeof top[1] !== 'string') return null;
  try {
    const n = BigInt(top[1]);
    if (n < 0n || n >= 1n << 256n) return null;
    return n.toString(16).padStart(64, '0');
  } catch {
    return null;
  }
}

async function readOne(
  v2: ReturnType<PublicKeyClient['v2']>,
  address: string,
  call: TypedCallOptions,
): Promise<PublicKeyRead> {
  const run = await v2.runGetMethod({ address, method: 'get_public_key', stack: [] }, call);
  if (run.exit_code === 0) {
    const key = keyOfStack(run.stack as Array<[string, unknown]>);
    if (key)
      return { address, publicKey: key, source: 'get_public_key', wallet: null, reason: null };
  }
  if (run.exit_code === NO_CODE) {
    return miss(address, 'no code (uninit or never deployed): no public key to read');
  }
  // No key from the get-method (v1/v2 wallets have none, other contracts neither): the data.
  const info = await v2.getAddressInformation({ address }, call);
  if (info.state !== 'active' || !info.code) {
    return miss(address, `the account is ${info.state || 'not active'}: no public key to read`);
  }
  const wallet = await keyedWalletOfCode(info.code);
  if (!wallet) {
    return miss(
      address,
      `not a standard wallet (get_public_key exit code ${run.exit_code}): no public key`,
    );
  }
  try {
    return {
      address,
      publicKey: publicKeyFromData(wallet, info.data),
      source: 'data',
      wallet,
      reason: null,
    };
  } catch (e) {
    return miss(address, `a ${wallet} wallet whose data cannot be read: ${(e as Error).message}`);
  }
}

function rawOf(address: string): string {
  return orInvalidInput(() => toRawUpper(address));
}
