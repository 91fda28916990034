import { Address, type MessageRelaxed } from '@ton/core';
import {
  createLocalNetwork,
  describeAccounts,
  type LocalNetworkFull,
} from '../../electron/localnet/local-network';
import {
  createLocalNetworkServer,
  type LocalNetworkServer,
} from '../../electron/localnet/server/app';
import type { ApiKeyConfig } from '../../electron/localnet/server/auth';
import type { FaultSpec } from '../../electron/localnet/server/faults';
import { DEFAULT_SEED, type LocalNetworkOptions } from '../../electron/localnet/types';
import type { ChainJettonTransfer, ChainTransaction } from '../../shared/api/v3-rows';
import { signTransfer, type TestWalletVersion } from './sign-transfer';

/**
 * Starts a real local network (sandbox chain + index) and its HTTP server on 127.0.0.1 at a
 * random port, for integration tests. Defaults: demo scenario, manual ticks (call
 * `net.tick()`), network `local`, and NO anonymous rate limit (pass `anonymousRps: 1` to get
 * the seed's 1 request/s). Always `await close()` in `afterAll`.
 */

export interface StartLocalNetworkOptions {
  scenario?: 'demo' | 'empty';
  seed?: string;
  history?: number;
  /** Block producer interval, ms; 0 (default) = manual `net.tick()`. */
  blockIntervalMs?: number;
  /** Server network name (default `local`). */
  network?: string;
  keys?: ApiKeyConfig[];
  /** Requests/s per client IP without a key; default `Infinity` (unlimited). */
  anonymousRps?: number;
  faults?: FaultSpec[];
  logFile?: string;
}

/** One demo wallet of the accounts document. */
export interface DemoWalletInfo {
  name: string;
  /** `v4R2` or `v5R1` */
  version: string;
  /** Raw `0:HEX` (upper-case). */
  address: string;
  /** Non-bounceable user-friendly form. */
  userFriendly: string;
  /** 24 words separated by spaces. */
  mnemonic: string;
}

export interface StartedLocalNetwork {
  /** The network (chain, index, producer); `net.tick()` runs a block now. */
  net: LocalNetworkFull;
  server: LocalNetworkServer;
  /** `http://127.0.0.1:N/api/v2` */
  v2Url: string;
  /** `http://127.0.0.1:N/api/v3` */
  v3Url: string;
  /** The `--accounts-out` document (demo wallets with mnemonics, jetton, NFTs). */
  accounts: ReturnType<typeof describeAccounts>;
  /** `accounts.wallets`, typed (empty for the `empty` scenario). */
  wallets: DemoWalletInfo[];
  /** Stops the server, then the network. */
  close(): Promise<void>;
}

/** What a test network may set; the rest is the tests' default. */
type TestNetworkChoices = Pick<
  StartLocalNetworkOptions,
  'scenario' | 'seed' | 'history' | 'blockIntervalMs' | 'network'
>;

/**
 * The options of a local network with the tests' defaults: demo scenario, default seed, no
 * history, manual ticks (`net.tick()`), network `local`, kept in memory (no `dbPath`).
 */
export function testNetworkOptions(opts: TestNetworkChoices = {}): LocalNetworkOptions {
  return {
    scenario: opts.scenario ?? 'demo',
    seed: opts.seed ?? DEFAULT_SEED,
    history: opts.history ?? 0,
    blockIntervalMs: opts.blockIntervalMs ?? 0,
    network: opts.network ?? 'local',
  };
}

/**
 * A local network without its HTTP server, with the tests' defaults
 * ({@link testNetworkOptions}). Close it with `net.close()`.
 */
export function createTestNetwork(opts: TestNetworkChoices = {}): Promise<LocalNetworkFull> {
  return createLocalNetwork(testNetworkOptions(opts));
}

export async function startLocalNetwork(
  opts: StartLocalNetworkOptions = {},
): Promise<StartedLocalNetwork> {
  const network = opts.network ?? 'local';
  const net = await createTestNetwork(opts);
  let server: LocalNetworkServer;
  try {
    server = await createLocalNetworkServer({
      net,
      network,
      keys: opts.keys,
      anonymousRps: opts.anonymousRps ?? Infinity,
      faults: opts.faults,
      logFile: opts.logFile,
    });
    await server.listen(0, '127.0.0.1');
  } catch (e) {
    await net.close();
    throw e;
  }
  net.startProducer();
  const accounts = describeAccounts(net);
  return {
    net,
    server,
    v2Url: server.v2Url,
    v3Url: server.v3Url,
    accounts,
    wallets: (accounts.wallets as DemoWalletInfo[] | undefined) ?? [],
    async close() {
      net.stopProducer();
      await server.close();
      await net.close();
    },
  };
}

/** GETs `query` (path and query string) from a started network's v3; throws on a non-2xx. */
export async function getV3<T>(net: StartedLocalNetwork, query: string): Promise<T> {
  const res = await fetch(`${net.v3Url}/${query.replace(/^\//, '')}`);
  if (!res.ok) throw new Error(`v3 ${query}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * A v3 operation of a started network with its parameters (a list parameter repeats its key,
 * as toncenter reads it); the JSON body. Throws on an HTTP error.
 */
export async function getV3Json(
  net: StartedLocalNetwork,
  operation: string,
  params: Record<string, unknown>,
): Promise<unknown> {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    for (const one of Array.isArray(v) ? v : [v]) q.append(k, String(one));
  }
  return getV3<unknown>(net, `${operation}?${q}`);
}

/** The demo wallet `name` (alice, bob, carol…) of a started network; throws when absent. */
export function demoWallet(net: StartedLocalNetwork, name: string): DemoWalletInfo {
  const wallet = net.wallets.find((w) => w.name === name);
  if (!wallet) throw new Error(`no demo wallet ${name} on this network`);
  return wallet;
}

/**
 * The demo wallet `name` of a started network with its transactions and jetton transfers (the
 * first 1000 of each, v3's default order).
 */
export async function demoHistory(
  net: StartedLocalNetwork,
  name: string,
): Promise<{
  wallet: DemoWalletInfo;
  transactions: ChainTransaction[];
  jetton_transfers: ChainJettonTransfer[];
}> {
  const wallet = demoWallet(net, name);
  const a = encodeURIComponent(wallet.address);
  const { transactions } = await getV3<{ transactions: ChainTransaction[] }>(
    net,
    `transactions?account=${a}&limit=1000`,
  );
  const { jetton_transfers } = await getV3<{ jetton_transfers: ChainJettonTransfer[] }>(
    net,
    `jetton/transfers?owner_address=${a}&limit=1000`,
  );
  return { wallet, transactions, jetton_transfers };
}

/** The seqno of the wallet at `address` (any form) on a started network's chain (its `seqno` get-method). */
export async function chainSeqno(net: StartedLocalNetwork, address: string): Promise<number> {
  const r = await net.net.blockchain.runGetMethod(Address.parse(address), 'seqno');
  return Number(r.stackReader.readBigNumber());
}

/**
 * POSTs a signed external message (its BoC) to a started network's v2 `sendBoc` and runs 4
 * blocks so that its whole trace lands; throws with the answer when it is not HTTP 200.
 */
export async function sendBocAndSettle(net: StartedLocalNetwork, boc: Buffer): Promise<void> {
  const res = await fetch(`${net.v2Url}/sendBoc`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ boc: boc.toString('base64') }),
  });
  if (res.status !== 200) throw new Error(`sendBoc: HTTP ${res.status} ${await res.text()}`);
  for (let i = 0; i < 4; i++) await net.net.tick();
}

/**
 * Demo wallet `wallet` signs `messages` at its current seqno (valid 10 minutes) and they are
 * sent and settled ({@link sendBocAndSettle}).
 */
export async function demoSends(
  net: StartedLocalNetwork,
  wallet: DemoWalletInfo,
  messages: MessageRelaxed[],
): Promise<void> {
  const { boc } = await signTransfer({
    mnemonic: wallet.mnemonic,
    version: wallet.version as TestWalletVersion,
    seqno: await chainSeqno(net, wallet.address),
    validUntil: Math.floor(Date.now() / 1000) + 600,
    messages,
  });
  await sendBocAndSettle(net, boc);
}
