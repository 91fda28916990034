import {
  beginCell,
  contractAddress,
  Dictionary,
  external,
  internal,
  storeMessage,
  toNano,
} from '@ton/core';
import { sha256_sync } from '@ton/crypto';
import { describe, expect, it } from 'vitest';
import { demoSends, demoWallet, getV3 } from '../helpers/localnet';
import { localNetworkForSuite } from '../helpers/localnet-suite';
import { Retracer, type RetraceResult, type V3Tx } from '../helpers/retracer';
import {
  compileContextProbe,
  contextProbeData,
  libraryCellOf,
  readProbeRecord,
} from '../helpers/context-probe';

/**
 * The third-party check of the local network's history: a retracer-style client of our own
 * (`tests/helpers/retracer.ts`, written against TON Center's documented shapes with plain fetch
 * and @ton/sandbox's Executor, sharing no code with the app's client or the server) replays the
 * chain's transactions from the HTTP API alone, and each recomputed transaction's hash must
 * equal the chain's.
 */

const ln = localNetworkForSuite({}, 180_000);

/** A v3 transaction with the fields the categories below read. */
interface Tx extends V3Tx {
  orig_status: string;
  end_status: string;
  description: {
    aborted?: boolean;
    bounce?: unknown;
    compute_ph?: { success?: boolean };
  };
  in_msg: { source: string | null; opcode: string | null; bounced: boolean | null } | null;
  account_state_after: { balance: string } | null;
}

/** Every transaction of the chain, oldest first (v3 `transactions`, 1000 a page). */
async function allTransactions(): Promise<Tx[]> {
  const out: Tx[] = [];
  for (let offset = 0; ; offset += 1000) {
    const page = await getV3<{ transactions: Tx[] }>(
      ln,
      `transactions?sort=asc&limit=1000&offset=${offset}`,
    );
    out.push(...page.transactions);
    if (page.transactions.length < 1000) return out;
  }
}

/** The demo's kinds of transactions a replay must get right, each as a test on a v3 row. */
const KINDS: Record<string, (t: Tx) => boolean> = {
  'wallet transfer (external in)': (t) => t.in_msg?.source === null,
  deploy: (t) => t.orig_status !== 'active' && t.end_status === 'active',
  'bounced payment (bounce phase)': (t) => t.description.bounce !== undefined,
  'bounce coming back': (t) => t.in_msg?.bounced === true,
  'failed compute phase': (t) => t.description.compute_ph?.success === false,
  'jetton transfer': (t) => t.in_msg?.opcode === '0x0f8a7ea5',
  'jetton mint': (t) => t.in_msg?.opcode === '0x00000015',
  'jetton internal transfer': (t) => t.in_msg?.opcode === '0x178d4519',
  'jetton burn': (t) => t.in_msg?.opcode === '0x595f07bc',
  'NFT transfer': (t) => t.in_msg?.opcode === '0x5fcc3d14',
  'send mode 128 (balance ends at 0)': (t) =>
    t.in_msg?.source === null && t.account_state_after?.balance === '0',
};

describe('a third-party retracer replays the local chain from its HTTP API alone', () => {
  it('replays a contract that reads the block random seed, the previous blocks and a library', async () => {
    const net = ln.net;
    const code = await compileContextProbe();
    // The probe's code is published as a library; the account holds only a library cell, so a
    // replay needs getLibraries to run it.
    const libs = Dictionary.empty(Dictionary.Keys.Buffer(32), Dictionary.Values.Cell());
    libs.set(code.hash(), code);
    net.blockchain.libs = beginCell().storeDictDirect(libs).endCell();
    const init = { code: libraryCellOf(code), data: contextProbeData(33) };
    const probe = contractAddress(0, init);
    await demoSends(ln, demoWallet(ln, 'alice'), [
      internal({ to: probe, value: toNano('1'), bounce: false, init }),
    ]);
    const ext = beginCell()
      .store(storeMessage(external({ to: probe, body: beginCell().storeUint(1, 8).endCell() })))
      .endCell();
    net.enqueueExternal(ext.toBoc());
    const { mcSeqno, transactionHashes } = await net.tick();
    expect(transactionHashes).toHaveLength(1);

    const retracer = new Retracer({ v2: ln.v2Url, v3: ln.v3Url });
    const verdict = await retracer.retrace(transactionHashes[0]!);
    expect(verdict).toMatchObject({ match: true, hash: transactionHashes[0] });

    // What the probe saw is what the API serves for its block: the block's seed (the TVM mixes
    // in the account's address), the previous masterchain block's id, the block's time.
    const state = await net.blockchain.getContract(probe);
    const data = state.accountState?.type === 'active' ? state.accountState.state.data : null;
    const seen = readProbeRecord(data!);
    const { blocks } = await getV3<{ blocks: Array<{ rand_seed: string; gen_utime: string }> }>(
      ln,
      `blocks?workchain=0&shard=8000000000000000&mc_seqno=${mcSeqno}&limit=1`,
    );
    const blockSeed = Buffer.from(blocks[0]!.rand_seed, 'base64');
    expect(blockSeed.equals(Buffer.alloc(32))).toBe(false);
    expect(seen.randSeed.equals(sha256_sync(Buffer.concat([blockSeed, probe.hash])))).toBe(true);
    expect(seen.now).toBe(Number(blocks[0]!.gen_utime));
    const prev = await fetch(
      `${ln.v2Url}/lookupBlock?workchain=-1&shard=-9223372036854775808&seqno=${mcSeqno - 1}`,
    ).then((r) => r.json() as Promise<{ result: { seqno: number; root_hash: string } }>);
    expect(seen.prevSeqno).toBe(mcSeqno - 1);
    expect(seen.prevRootHash.toString('base64')).toBe(prev.result.root_hash);
  }, 120_000);

  it('replays single transactions of every kind by hash, the recipe end to end', async () => {
    const all = await allTransactions();
    const retracer = new Retracer({ v2: ln.v2Url, v3: ln.v3Url });
    const investigation = all.filter((t) => t.mc_block_seqno >= 19);
    const picks = new Map<string, Tx>();
    for (const [kind, is] of Object.entries(KINDS)) {
      const tx = all.find(is);
      expect(tx, `the demo has a ${kind}`).toBeDefined();
      picks.set(kind, tx!);
    }
    picks.set('the investigation (last block)', investigation[investigation.length - 1]!);
    for (const [kind, tx] of picks) {
      const r = await retracer.retrace(tx.hash);
      expect(r, kind).toMatchObject({ hash: tx.hash, match: true });
    }
  }, 120_000);

  it('replays every transaction of the chain to its exact hash', async () => {
    const started = performance.now();
    const all = await allTransactions();
    // The newest transaction of each account in each block: its replay re-runs (and judges)
    // the account's earlier transactions of that block, so every transaction gets its verdict.
    const newest = new Map<string, Tx>();
    for (const t of all) newest.set(`${t.mc_block_seqno}|${t.account}`, t);
    const retracer = new Retracer({ v2: ln.v2Url, v3: ln.v3Url });
    const results: RetraceResult[] = [];
    for (const t of newest.values()) results.push(...(await retracer.retraceAccountBlock(t)));
    const matched = results.filter((r) => r.match).length;
    console.info(
      `retrace: ${matched} of ${all.length} transactions match (${retracer.requests} requests, ${Math.round(performance.now() - started)} ms)`,
    );
    expect(results.filter((r) => !r.match)).toEqual([]);
    expect(new Set(results.map((r) => r.hash))).toEqual(new Set(all.map((t) => t.hash)));
    expect(matched).toBe(all.length);
  }, 300_000);
});
