/* eslint-disable @typescript-eslint/no-explicit-any -- response JSON is checked field by field */
import { Address, beginCell, Cell, Dictionary, loadShardAccount, loadTransaction } from '@ton/core';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLocalNetwork } from '../../electron/localnet/local-network';
import { createLocalNetworkServer } from '../../electron/localnet/server/app';
import { Database } from '../../electron/sqlite/database';
import { demoWallet, getV3, testNetworkOptions } from '../helpers/localnet';
import { localNetworkForSuite } from '../helpers/localnet-suite';
import { tempDirForSuite } from '../helpers/temp-dir';
import { fixturesPresent, loadFixture } from '../helpers/toncenter-fixtures';

/**
 * The local network serves its history as TON Center does for an archival node: `seqno` on v2's
 * account methods, runGetMethod and getConfigAll/Param reads the state after that masterchain
 * block; getShardAccountCell gives the whole ShardAccount; getLibraries the library cells;
 * v3 `blocks` the seed each block ran with; getBlockHeader / lookupBlock the previous blocks.
 */

const ln = localNetworkForSuite({}, 180_000);
const MC_SHARD = '-9223372036854775808';

async function v2(method: string, params: Record<string, string | number | string[]> = {}) {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    for (const one of Array.isArray(v) ? v : [v]) qs.append(k, String(one));
  }
  const res = await fetch(`${ln.v2Url}/${method}?${qs}`);
  return { status: res.status, body: (await res.json()) as any };
}

async function v2Post(method: string, body: Record<string, unknown>) {
  const res = await fetch(`${ln.v2Url}/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

/** A v3 transaction, the fields read here. */
interface Tx {
  hash: string;
  lt: string;
  mc_block_seqno: number;
  prev_trans_hash: string;
  prev_trans_lt: string;
  in_msg: { source: string | null } | null;
  orig_status: string;
  end_status: string;
  account_state_before: { hash: string; balance: string | null };
  account_state_after: { hash: string; balance: string };
}

/** alice's transactions, oldest first. */
let aliceTxs: Tx[];
/** alice's first own transfer (an external) after her deploy, and its masterchain block. */
let transfer: Tx;
let n: number;

/** alice's transactions in masterchain block `seqno`, oldest first. */
const inBlock = (seqno: number) => aliceTxs.filter((t) => t.mc_block_seqno === seqno);

beforeAll(async () => {
  const alice = demoWallet(ln, 'alice');
  const r = await getV3<{ transactions: Tx[] }>(
    ln,
    `transactions?account=${encodeURIComponent(alice.address)}&sort=asc&limit=1000`,
  );
  aliceTxs = r.transactions;
  transfer = aliceTxs.find((t) => t.in_msg?.source === null && t.orig_status === 'active')!;
  n = transfer.mc_block_seqno;
});

describe('v2 account methods at a seqno', () => {
  const alice = () => demoWallet(ln, 'alice').address;

  it('getAddressBalance / getAddressInformation read the state after that block, with its block id', async () => {
    const before = inBlock(n)[0]!;
    const after = inBlock(n).at(-1)!;
    expect((await v2('getAddressBalance', { address: alice(), seqno: n - 1 })).body.result).toBe(
      before.account_state_before.balance,
    );
    expect((await v2('getAddressBalance', { address: alice(), seqno: n })).body.result).toBe(
      after.account_state_after.balance,
    );
    const info = (await v2('getAddressInformation', { address: alice(), seqno: n - 1 })).body
      .result;
    const header = (await v2('getBlockHeader', { workchain: -1, shard: MC_SHARD, seqno: n - 1 }))
      .body.result;
    expect(info.balance).toBe(before.account_state_before.balance);
    expect(info.block_id).toEqual(header.id);
    expect(info.sync_utime).toBe(header.gen_utime);
    expect(info.last_transaction_id).toMatchObject({
      lt: before.prev_trans_lt,
      hash: before.prev_trans_hash,
    });
    // Without seqno: the tip, as before.
    const now = (await v2('getAddressInformation', { address: alice() })).body.result;
    const tip = (await v2('getMasterchainInfo')).body.result.last;
    expect(now.block_id).toEqual(tip);
    expect(now.last_transaction_id.hash).toBe(aliceTxs.at(-1)!.hash);
  });

  it('getWalletInformation / getExtendedAddressInformation / runGetMethod(Std) see the wallet seqno of that block', async () => {
    const seqnoAt = async (seqno: number) => {
      const w = (await v2('getWalletInformation', { address: alice(), seqno })).body.result;
      const ext = (await v2('getExtendedAddressInformation', { address: alice(), seqno })).body
        .result;
      expect(ext.account_state.seqno).toBe(w.seqno);
      expect(ext.block_id.seqno).toBe(seqno);
      const run = await v2Post('runGetMethod', {
        address: alice(),
        method: 'seqno',
        stack: [],
        seqno,
      });
      expect(run.body.result.block_id.seqno).toBe(seqno);
      expect(run.body.result.stack[0]).toEqual(['num', `0x${w.seqno.toString(16)}`]);
      const std = await v2Post('runGetMethodStd', {
        address: alice(),
        method: 'seqno',
        stack: [],
        seqno,
      });
      expect(std.body.result.stack[0].number.number).toBe(String(w.seqno));
      return w.seqno as number;
    };
    // alice's transfer in block n raised her seqno by one.
    expect(await seqnoAt(n)).toBe((await seqnoAt(n - 1)) + 1);
    const rpc = await v2Post('jsonRPC', {
      jsonrpc: '2.0',
      id: 1,
      method: 'getWalletInformation',
      params: { address: alice(), seqno: n - 1 },
    });
    expect(rpc.body.result.seqno).toBe(await seqnoAt(n - 1));
  });

  it('getAddressState is uninitialized before the deploy block and active from it', async () => {
    const deploy = aliceTxs.find((t) => t.orig_status !== 'active' && t.end_status === 'active')!;
    const d = deploy.mc_block_seqno;
    expect((await v2('getAddressState', { address: alice(), seqno: d - 1 })).body.result).toBe(
      'uninitialized',
    );
    expect((await v2('getAddressState', { address: alice(), seqno: d })).body.result).toBe(
      'active',
    );
    // Before alice ever had a transaction: the empty account the emulator starts a new account
    // from (no balance, no state, no transaction), as its first transaction's state before.
    const first = aliceTxs[0]!;
    const none = (
      await v2('getShardAccountCell', { address: alice(), seqno: first.mc_block_seqno - 1 })
    ).body;
    const empty = loadShardAccount(Cell.fromBase64(none.result.bytes).beginParse());
    expect(empty.account?.storage).toMatchObject({
      balance: { coins: 0n },
      state: { type: 'uninit' },
    });
    expect(empty.lastTransactionLt).toBe(0n);
    expect(Cell.fromBase64(none.result.bytes).refs[0]!.hash().toString('base64')).toBe(
      first.account_state_before.hash,
    );
  });

  it('getShardAccountCell gives the whole ShardAccount the transactions ran on', async () => {
    const before = inBlock(n)[0]!;
    const after = inBlock(n).at(-1)!;
    const at = async (seqno: number) => {
      const r = await v2('getShardAccountCell', { address: alice(), seqno });
      expect(r.body.result['@type']).toBe('tvm.cell');
      return Cell.fromBase64(r.body.result.bytes);
    };
    const cellBefore = await at(n - 1);
    const cellAfter = await at(n);
    // The Account cell's hash is the transactions' state-update hash (before and after).
    expect(cellBefore.refs[0]!.hash().toString('base64')).toBe(before.account_state_before.hash);
    expect(cellAfter.refs[0]!.hash().toString('base64')).toBe(after.account_state_after.hash);
    const raw = (
      await v2('getTransactions', { address: alice(), lt: after.lt, hash: after.hash, limit: 1 })
    ).body.result[0];
    const tx = loadTransaction(Cell.fromBase64(raw.data).beginParse());
    expect(tx.stateUpdate.newHash.equals(cellAfter.refs[0]!.hash())).toBe(true);
    const shard = loadShardAccount(cellAfter.beginParse());
    expect(shard.lastTransactionLt).toBe(BigInt(after.lt));
    // The storage stats are there (getAddressInformation does not carry them).
    expect(shard.account!.storageStats.used.cells).toBeGreaterThan(0n);
    // POST and no seqno (the tip) answer the same shape.
    const post = await v2Post('getShardAccountCell', { address: alice() });
    expect(post.body.result['@type']).toBe('tvm.cell');
  });

  it('refuses a negative seqno (422) and a block not produced yet (500), on every account method', async () => {
    const tip = (await v2('getMasterchainInfo')).body.result.last.seqno as number;
    for (const m of [
      'getAddressInformation',
      'getExtendedAddressInformation',
      'getWalletInformation',
      'getAddressBalance',
      'getAddressState',
      'getShardAccountCell',
      'getTokenData',
      'getConfigAll',
    ]) {
      const neg = await v2(m, { address: alice(), seqno: -1 });
      expect([neg.status, neg.body.error], m).toEqual([422, 'seqno should be positive']);
      const future = await v2(m, { address: alice(), seqno: tip + 5 });
      expect(future.status, m).toBe(500);
      expect(future.body.error, m).toMatch(/^LITE_SERVER_UNKNOWN: /);
    }
  });

  it('getTokenData at a seqno reads the jetton wallet of that block', async () => {
    const aliceJetton = (ln.accounts.jettonWallets as Array<{ owner: string; address: string }>)
      .filter((w) => Address.parse(w.owner).equals(Address.parse(alice())))
      .map((w) => w.address)[0]!;
    const r = await getV3<{ transactions: Tx[] }>(
      ln,
      `transactions?account=${encodeURIComponent(aliceJetton)}&sort=asc&limit=100`,
    );
    const minted = r.transactions[0]!.mc_block_seqno;
    const at = (seqno: number) => v2('getTokenData', { address: aliceJetton, seqno });
    expect((await at(minted - 1)).status).toBe(409);
    const data = (await at(minted)).body.result;
    expect(data.contract_type).toBe('jetton_wallet');
    expect(data.balance).toBe('1000000000000000');
  });
});

describe('configuration and libraries', () => {
  it('getConfigAll / getConfigParam at a seqno give the configuration that block ran with', async () => {
    const now = (await v2('getConfigAll')).body.result;
    const then = (await v2('getConfigAll', { seqno: 1 })).body.result;
    expect(then).toEqual(now);
    const genesis = (await v2('getConfigAll', { seqno: 0 })).body.result;
    expect(genesis.config.bytes).toBe(now.config.bytes);
    const p34 = (await v2('getConfigParam', { config_id: 34, seqno: 2 })).body.result;
    const dict = Dictionary.loadDirect(
      Dictionary.Keys.Int(32),
      Dictionary.Values.Cell(),
      Cell.fromBase64(then.config.bytes),
    );
    expect(Cell.fromBase64(p34.config.bytes).equals(dict.get(34)!)).toBe(true);
  });

  it('getLibraries returns the library cells it has, by any hash form, and skips unknown ones', async () => {
    const unknown = Buffer.alloc(32, 7).toString('hex');
    const none = await v2('getLibraries', { libraries: [unknown] });
    expect(none.body.result).toEqual({ '@type': 'smc.libraryResult', result: [] });
    const lib = beginCell().storeUint(0xc0ffee, 24).endCell();
    const dict = Dictionary.empty(Dictionary.Keys.Buffer(32), Dictionary.Values.Cell());
    dict.set(lib.hash(), lib);
    ln.net.blockchain.libs = beginCell().storeDictDirect(dict).endCell();
    const hex = lib.hash().toString('hex');
    const b64url = lib.hash().toString('base64url');
    const got = await v2('getLibraries', { libraries: [hex, unknown] });
    expect(got.body.result.result).toEqual([
      {
        '@type': 'smc.libraryEntry',
        hash: lib.hash().toString('base64'),
        data: lib.toBoc().toString('base64'),
      },
    ]);
    const post = await v2Post('getLibraries', { libraries: [b64url] });
    expect(post.body.result.result).toHaveLength(1);
    const bad = await v2('getLibraries', { libraries: ['not-a-hash'] });
    expect(bad.status).toBe(422);
  });
});

describe('blocks: seeds and previous blocks', () => {
  it('v3 blocks carry each block’s own non-zero rand_seed, the same on every read', async () => {
    const { blocks } = await getV3<{ blocks: Array<Record<string, any>> }>(
      ln,
      'blocks?sort=asc&limit=100',
    );
    const seeds = blocks.map((b) => b.rand_seed as string);
    expect(seeds.every((s) => Buffer.from(s, 'base64').length === 32)).toBe(true);
    expect(seeds).not.toContain(Buffer.alloc(32).toString('base64'));
    expect(new Set(seeds).size).toBe(seeds.length);
    const again = await getV3<{ blocks: Array<Record<string, any>> }>(
      ln,
      `blocks?workchain=0&shard=8000000000000000&seqno=${blocks[3]!.seqno}`,
    );
    const same = blocks.find((b) => b.workchain === 0 && b.seqno === blocks[3]!.seqno)!;
    expect(again.blocks[0]!.rand_seed).toBe(same.rand_seed);
  });

  it('getBlockHeader names the real previous block (masterchain and shard), lookupBlock agrees', async () => {
    for (const seqno of [1, 2, n]) {
      const h = (await v2('getBlockHeader', { workchain: -1, shard: MC_SHARD, seqno })).body.result;
      expect(h.prev_blocks).toHaveLength(1);
      expect(h).toMatchObject({ is_key_block: false, prev_key_block_seqno: 0 });
      if (seqno > 1) {
        const prev = (await v2('lookupBlock', { workchain: -1, shard: MC_SHARD, seqno: seqno - 1 }))
          .body.result;
        expect(h.prev_blocks[0]).toEqual(prev);
      } else {
        // Block 1's previous is the genesis block, toncenter's `init` (seqno 0 is not looked up).
        const init = (await v2('getMasterchainInfo')).body.result.init;
        expect(h.prev_blocks[0]).toEqual(init);
        expect(init.seqno).toBe(0);
      }
    }
    const shard = (await v2('getShards', { seqno: n })).body.result.shards[0];
    const sh = (
      await v2('getBlockHeader', { workchain: 0, shard: shard.shard, seqno: shard.seqno })
    ).body.result;
    const prevShard = (
      await v2('lookupBlock', { workchain: 0, shard: shard.shard, seqno: shard.seqno - 1 })
    ).body.result;
    expect(sh.prev_blocks).toEqual([prevShard]);
    const zero = await v2('lookupBlock', { workchain: -1, shard: MC_SHARD, seqno: 0 });
    expect([zero.status, zero.body.error]).toEqual([422, 'seqno should be positive']);
    const zeroHeader = await v2('getBlockHeader', { workchain: -1, shard: MC_SHARD, seqno: 0 });
    expect(zeroHeader.status).toBe(422);
  });
});

describe('a --db file from before the history was kept', () => {
  const dir = tempDirForSuite('localnet-history-');

  it('keeps states from the block it is reopened at, refuses earlier ones, and seeds new blocks', async () => {
    const options = { ...testNetworkOptions(), dbPath: join(dir(), 'old.sqlite') };
    const built = await createLocalNetwork(options);
    const oldTip = built.index.masterchainTip().seqno;
    await built.close();
    // What a file written before the history tables holds: none of them, no history_from.
    const db = new Database(options.dbPath);
    db.exec('DROP TABLE history_cells; DROP TABLE history_blocks; DROP TABLE history_states');
    db.prepare("DELETE FROM meta WHERE key = 'history_from'").run();
    db.close();

    const net = await createLocalNetwork(options);
    const server = await createLocalNetworkServer({
      net,
      network: 'local',
      anonymousRps: Infinity,
    });
    await server.listen(0, '127.0.0.1');
    try {
      expect(net.origin).toBe('file');
      expect(net.history.statesFrom()).toBe(oldTip);
      const alice = JSON.parse(net.index.getMeta('accounts')!).wallets.find(
        (w: { name: string }) => w.name === 'alice',
      ).address as string;
      const get = async (method: string, params: Record<string, string | number>) => {
        const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
        const res = await fetch(`${server.v2Url}/${method}?${qs}`);
        return { status: res.status, body: (await res.json()) as any };
      };
      const atTip = await get('getAddressBalance', { address: alice, seqno: oldTip });
      const live = await get('getAddressBalance', { address: alice });
      expect(atTip.body.result).toBe(live.body.result);
      const before = await get('getAddressBalance', { address: alice, seqno: oldTip - 1 });
      expect(before.status).toBe(500);
      expect(before.body.error).toMatch(/^LITE_SERVER_NOTREADY: .*keeps states from block/);
      // The configuration never changes, so it is served for the older blocks too.
      expect((await get('getConfigAll', { seqno: 1 })).status).toBe(200);
      const { mcSeqno } = await net.tick();
      const seedOf = async (seqno: number) => {
        const res = await fetch(
          `${server.v3Url}/blocks?workchain=0&shard=8000000000000000&mc_seqno=${seqno}`,
        );
        return ((await res.json()) as any).blocks[0].rand_seed as string;
      };
      expect(await seedOf(mcSeqno)).not.toBe(Buffer.alloc(32).toString('base64'));
      // The older blocks ran with the zero seed (the emulator drew a random one per transaction).
      expect(await seedOf(oldTip)).toBe(Buffer.alloc(32).toString('base64'));
      expect((await get('getAddressBalance', { address: alice, seqno: mcSeqno })).status).toBe(200);
    } finally {
      await server.close();
      await net.close();
    }
  }, 180_000);
});

describe.skipIf(!fixturesPresent('localnet-history'))('shapes of real toncenter captures', () => {
  it('v3-blocks-01.json: every field of a captured block is in ours, rand_seed included', async () => {
    const real = loadFixture<{ blocks: Array<Record<string, unknown>> }>('v3-blocks-01.json');
    const { blocks } = await getV3<{ blocks: Array<Record<string, unknown>> }>(
      ln,
      'blocks?workchain=0&shard=8000000000000000&seqno=2',
    );
    expect(Object.keys(real.blocks[0]!).filter((k) => !(k in blocks[0]!))).toEqual([]);
  });
});
