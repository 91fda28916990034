import { beforeAll, describe, expect, it } from 'vitest';
import {
  Address,
  beginCell,
  Cell,
  external,
  internal,
  loadShardAccount,
  storeMessage,
  toNano,
} from '@ton/core';
import { keyPairFromSeed } from '@ton/crypto';
import { WalletContractV4 } from '@ton/ton';
import { compileFunc } from '@ton-community/func-js';
import { Blockchain, internal as chainMessage } from '@ton/sandbox';
import { PinnedStorage } from '../../electron/core/services/pinned-state/sandbox-storage';
import { PinnedStateReader } from '../../electron/core/services/pinned-state/reader';
import { replayChain } from '../../electron/core/services/replay/engine';
import { emulate } from '../../electron/core/services/replay/emulator';
import {
  HandChain,
  withGasPriceFactor,
  type FakeApi,
  type HandFaults,
} from '../helpers/replay-chain';
import { tempDirForSuite } from '../helpers/temp-dir';

/**
 * The replay recipe's parts on a hand-built chain (tests/helpers/replay-chain.ts): the state at
 * the previous masterchain block, earlier transactions of the same block chained, libraries
 * looked up (and one missing), the previous blocks' info read when a contract reads it, and
 * mismatches reported with their part. The fake server answers through the catalogue's schemas.
 */

const dir = tempDirForSuite('replay-recipe-');
const key = keyPairFromSeed(Buffer.alloc(32, 7));
const wallet = WalletContractV4.create({ workchain: 0, publicKey: key.publicKey });
const other = Address.parse('0:' + '11'.repeat(32));

/** A signed transfer of `value` from the wallet at `seqno`, as an external message cell. */
function transfer(seqno: number, value: bigint, to = other, init = false): Cell {
  const body = wallet.createTransfer({
    seqno,
    secretKey: key.secretKey,
    messages: [internal({ to, value, bounce: false })],
  });
  const msg = external({ to: wallet.address, body, init: init ? wallet.init : undefined });
  return beginCell().store(storeMessage(msg)).endCell();
}

/** FunC compiled with func-js (a test contract, not a standard one). */
async function func(source: string): Promise<Cell> {
  const r = await compileFunc({ sources: { 'c.fc': source }, targets: ['c.fc'] });
  if (r.status !== 'ok') throw new Error(r.message);
  return Cell.fromBase64(r.codeBoc);
}

const HEADER = `
() set_data(cell c) impure asm "c4 POP";
builder begin_cell() asm "NEWC";
cell end_cell(builder b) asm "ENDC";
`;

/** Stores the newest previous masterchain block's seqno and root hash (c7 parameter 13). */
const PREV_BLOCKS_READER = `${HEADER}
tuple prev_blocks_info() asm "13 GETPARAM";
forall X -> X first(tuple t) asm "FIRST";
forall X -> X third(tuple t) asm "THIRD";
int root_hash_of(tuple id) asm "3 INDEX";
() recv_internal(int balance, int value, cell msg, slice body) impure {
  tuple newest = first(first(prev_blocks_info()));
  set_data(begin_cell().store_uint(third(newest), 32).store_uint(root_hash_of(newest), 256).end_cell());
}`;

/** Stores a random number (the block's seed, mixed with the lt). */
const RANDOM_READER = `${HEADER}
int random() impure asm "RANDU256";
() randomize_lt() impure asm "LTIME" "ADDRAND";
() recv_internal(int balance, int value, cell msg, slice body) impure {
  randomize_lt();
  set_data(begin_cell().store_uint(random(), 256).end_cell());
}`;

/**
 * Loads, at run time, the library whose hash its data holds (an exotic library cell it builds
 * itself, as no scan of its state can find) and stores the library's first 16 bits.
 */
const DYNAMIC_LIBRARY_READER = `${HEADER}
cell get_data() asm "c4 PUSH";
slice begin_parse(cell c) asm "CTOS";
cell end_exotic(builder b) asm "TRUE ENDXC";
() recv_internal(int balance, int value, cell msg, slice body) impure {
  int hash = get_data().begin_parse().preload_uint(256);
  slice code = begin_cell().store_uint(2, 8).store_uint(hash, 256).end_exotic().begin_parse();
  set_data(begin_cell().store_uint(hash, 256).store_uint(code.preload_uint(16), 16).end_cell());
}`;

/** An internal message from `other` to `to` (a contract), as the chain delivers it. */
function call(to: Address, value = toNano('1')): Cell {
  return beginCell()
    .store(storeMessage(chainMessage({ from: other, to, value, bounce: true })))
    .endCell();
}

let chain: HandChain;
let libWallet: Address;
let library: Cell;
let prevReader: Address;
let randReader: Address;
let dynReader: Address;
const tx: Record<string, string> = {};

beforeAll(async () => {
  const libKey = keyPairFromSeed(Buffer.alloc(32, 9));
  const libW = WalletContractV4.create({ workchain: 0, publicKey: libKey.publicKey });
  // A wallet whose code is a library cell (type 2: the code cell's hash), as mainnet's
  // jetton wallets are: the emulator loads the code from the libraries it is given.
  library = libW.init.code;
  const libraryRef = new Cell({
    exotic: true,
    bits: beginCell().storeUint(2, 8).storeBuffer(library.hash()).endCell().bits,
  });
  const prevCode = await func(PREV_BLOCKS_READER);
  const randCode = await func(RANDOM_READER);
  const dynCode = await func(DYNAMIC_LIBRARY_READER);
  const dynData = beginCell().storeBuffer(library.hash()).endCell();
  dynReader = new Address(0, beginCell().storeRef(dynCode).storeRef(dynData).endCell().hash());
  const data = beginCell().storeUint(0, 32).endCell();
  prevReader = new Address(0, beginCell().storeRef(prevCode).endCell().hash());
  randReader = new Address(0, beginCell().storeRef(randCode).endCell().hash());
  libWallet = new Address(0, Buffer.alloc(32, 0x42));
  chain = await HandChain.create([
    {
      address: wallet.address,
      code: wallet.init.code,
      data: wallet.init.data,
      balance: toNano('100'),
    },
    { address: libWallet, code: libraryRef, data: libW.init.data, balance: toNano('5') },
    { address: prevReader, code: prevCode, data, balance: toNano('1') },
    { address: randReader, code: randCode, data, balance: toNano('1') },
    { address: dynReader, code: dynCode, data: dynData, balance: toNano('1') },
  ]);
  chain.addLibraries([library]);
  const libTransfer = (seqno: number) => {
    const body = libW.createTransfer({
      seqno,
      secretKey: libKey.secretKey,
      messages: [internal({ to: other, value: toNano('0.1'), bounce: false })],
    });
    return beginCell()
      .store(storeMessage(external({ to: libWallet, body })))
      .endCell();
  };
  await chain.produce([transfer(0, toNano('1'))]); // block 1
  tx.single = (await chain.produce([transfer(1, toNano('2'))]))[0]!.hash; // block 2
  const both = await chain.produce([transfer(2, toNano('3')), transfer(3, toNano('4'))]); // 3
  const mine = both.filter((t) => t.account === wallet.address.toRawString().toUpperCase());
  tx.first = mine[0]!.hash;
  tx.second = mine[1]!.hash;
  tx.library = (await chain.produce([libTransfer(0)]))[0]!.hash; // block 4
  tx.prevBlocks = (await chain.produce([call(prevReader)]))[0]!.hash; // block 5
  tx.random = (await chain.produce([call(randReader)]))[0]!.hash; // block 6
  tx.dynamic = (await chain.produce([call(dynReader)]))[0]!.hash; // block 7
}, 60_000);

/** A reader over the hand-built chain's fake server, and that server. */
function reader(faults: HandFaults = {}, network = 'hand'): { r: PinnedStateReader; api: FakeApi } {
  const api = chain.api(faults);
  const r = new PinnedStateReader({ dir: dir(), networkOf: () => network, typed: () => api });
  return { r, api };
}

/** Replays `hash` in a fresh session; the target's result and the session's requests. */
async function replay(hash: string, faults: HandFaults = {}, network?: string) {
  const { r, api } = reader(faults, network ?? `hand-${Math.random()}`);
  const s = r.session('p');
  const { results } = await replayChain(s, hash, { steps: true });
  r.close();
  return { result: results.at(-1)!, results, api, requests: s.requests };
}

describe('replay recipe: the state at the previous masterchain block', () => {
  it('reads the account at mc_block_seqno - 1 and matches the chain by hash', async () => {
    const { result, api } = await replay(tx.single!);
    expect(result.verdict).toBe('match');
    expect(result.hash).toBe(tx.single);
    const read = api.calls.find((c) => c.operation === 'getShardAccountCell')!;
    expect(read.params).toMatchObject({ seqno: 1 });
    expect(result.inputs).toMatchObject({ mcSeqno: 2, stateSeqno: 1, earlier: [] });
    expect(result.stateAfterMatches).toBe(true);
    expect(result.exitCode?.words).toMatch(/^Exit code 0 \(TVM\): Success/);
  });

  it('refuses a state whose hash is not the one the transaction started from: an error, no verdict', async () => {
    const { result } = await replay(tx.single!, { tamperState: true });
    expect(result.verdict).toBe('error');
    expect(result.failure?.code).toBe('BAD_RESPONSE');
    expect(result.failure?.message).toMatch(/is not the state its transaction .* started from/);
    expect(result.replay).toBeNull();
  });

  it('keeps what it read: a second replay makes no request', async () => {
    const network = 'hand-kept';
    const first = await replay(tx.single!, {}, network);
    expect(first.requests).toBeGreaterThan(0);
    const again = await replay(tx.single!, {}, network);
    expect(again.result.verdict).toBe('match');
    expect(again.requests).toBe(0);
    expect(again.api.calls).toEqual([]);
  });
});

describe('replay recipe: earlier transactions of the same block', () => {
  it('re-runs the account earlier transaction in the block first, then the target', async () => {
    const { result, results } = await replay(tx.second!);
    expect(results.map((r) => r.hash)).toEqual([tx.first, tx.second]);
    expect(result.verdict).toBe('match');
    expect(result.inputs?.earlier).toEqual([
      { hash: tx.first, lt: expect.any(String), verdict: 'match' },
    ]);
  });

  it('would not match from the block-start state alone (the chaining is what makes it exact)', async () => {
    const second = chain.txs.get(tx.second!)!;
    const { txMessageCells } = await import('../../shared/replay/cells');
    const parsed = (await import('@ton/core')).loadTransaction(second.cell.beginParse());
    const out = await emulate({
      shardAccount: chain.stateAt(second.account, 2),
      message: txMessageCells(second.cell).inMessage,
      config: chain.bc.configBase64,
      libs: null,
      now: parsed.now,
      lt: parsed.lt,
      randSeed: HandChain.seedOf(3),
      verbosity: 'short',
    });
    // The wallet refuses the second transfer's seqno without the first one applied.
    expect(out.ok && out.tx.hash().toString('base64') === tx.second).toBe(false);
  });
});

describe('replay recipe: libraries', () => {
  it('looks up the library cell a contract code points at and gives it to the emulator', async () => {
    const { result, api } = await replay(tx.library!);
    expect(result.verdict).toBe('match');
    const hex = library.hash().toString('hex').toUpperCase();
    expect(result.inputs?.libraries).toEqual([hex]);
    expect(api.count('getLibraries')).toBe(1);
  });

  it('names a library the network does not return, with no verdict on the code', async () => {
    const hex = library.hash().toString('hex').toUpperCase();
    const { result } = await replay(tx.library!, { omitLibraries: [hex] });
    expect(result.verdict).toBe('error');
    expect(result.failure?.missingLibraries).toEqual([hex]);
    expect(result.failure?.message).toContain(hex);
  });
});

describe('replay recipe: a library the code builds at run time', () => {
  it('learns its hash from the failed load, reads it and matches; a replay again reads nothing', async () => {
    const network = 'hand-dynamic';
    const { result, api } = await replay(tx.dynamic!, {}, network);
    expect(result.verdict).toBe('match');
    const hex = library.hash().toString('hex').toUpperCase();
    expect(result.inputs?.libraries).toEqual([hex]);
    expect(api.count('getLibraries')).toBe(1);
    const again = await replay(tx.dynamic!, {}, network);
    expect(again.result.verdict).toBe('match');
    expect(again.requests).toBe(0);
  });

  it('names it when the network does not have it', async () => {
    const hex = library.hash().toString('hex').toUpperCase();
    const { result } = await replay(tx.dynamic!, { omitLibraries: [hex] });
    expect(result.verdict).toBe('error');
    expect(result.failure?.missingLibraries).toEqual([hex]);
  });
});

describe("replay recipe: the previous blocks' info", () => {
  it('reads it when the contract reads c7 parameter 13, and then matches', async () => {
    const { result, api } = await replay(tx.prevBlocks!);
    expect(result.verdict).toBe('match');
    expect(result.inputs?.prevBlocks).toBe(true);
    // The 16 masterchain blocks before the transaction's (4 exist before block 5) and the key block.
    const mcReads = api.calls.filter((c) => c.operation === 'blocks' && c.params.workchain === -1);
    expect(new Set(mcReads.map((c) => c.params.seqno))).toEqual(new Set([0, 1, 2, 3, 4]));
  });

  it('does not read it for a contract that does not', async () => {
    const { result, api } = await replay(tx.single!);
    expect(result.inputs?.prevBlocks).toBe(false);
    expect(api.calls.filter((c) => c.operation === 'blocks')).toHaveLength(2);
  });
});

describe('the pinned state as a sandbox storage (for preflight)', () => {
  it('reads each account the emulation touches once, as it stood at the pinned block', async () => {
    const { r, api } = reader();
    const s = r.session('p');
    const pin = await s.masterchainBlock(2);
    const bc = await Blockchain.create({ storage: new PinnedStorage(s, pin) });
    const w = await bc.getContract(wallet.address);
    const expected = loadShardAccount(
      chain.stateAt(wallet.address.toRawString().toUpperCase(), 2).beginParse(),
    );
    expect(w.balance).toBe(expected.account!.storage.balance.coins);
    await bc.getContract(wallet.address);
    expect(api.count('getShardAccountCell')).toBe(1);
    r.close();
  });
});

describe('replay recipe: a mismatch names its part and likely cause', () => {
  it('gas priced otherwise by the configuration: compute part, config', async () => {
    const config = withGasPriceFactor(chain.bc.configBase64, 2n);
    const { result } = await replay(tx.single!, { config });
    expect(result.verdict).toBe('mismatch');
    expect(result.part).toBe('compute');
    expect(result.diffs[0]).toMatchObject({ part: 'compute', field: 'compute.gasFees' });
    expect(result.cause?.kind).toBe('config');
    // Same gas, dearer gas: the gas fee is higher (the flat part of parameter 21 is unchanged).
    expect(result.replay!.compute!.gasUsed).toBe(result.chain!.compute!.gasUsed);
    expect(BigInt(result.replay!.compute!.gasFees!)).toBeGreaterThan(
      BigInt(result.chain!.compute!.gasFees!),
    );
  });

  it('another random seed changes the data the contract leaves: state-after part, random seed', async () => {
    const ok = await replay(tx.random!);
    expect(ok.result.verdict).toBe('match');
    const { result } = await replay(tx.random!, { seed: Buffer.alloc(32, 1) });
    expect(result.verdict).toBe('mismatch');
    // The VM's own fields (gas, steps, exit code) are the same: only the data it left differs.
    expect(result.part).toBe('state-after');
    expect(result.cause?.kind).toBe('random-seed');
    expect(result.diffs.map((d) => d.field)).toContain('stateUpdate.newHash');
    expect(result.steps?.steps.some((s) => s.instruction === 'RANDU256')).toBe(true);
  });
});
