import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Address, comment, internal, loadTransaction, Cell, toNano } from '@ton/core';
import { mnemonicToPrivateKey } from '@ton/crypto';
import { WalletContractV4, WalletContractV5R1 } from '@ton/ton';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalNetwork, describeAccounts } from '../../electron/localnet/local-network';
import type { LocalNetworkFull } from '../../electron/localnet/local-network';
import { DEFAULT_SEED, LocalNetworkInputError } from '../../electron/localnet/types';
import { DemoWallet } from '../../electron/localnet/scenario/demo-wallet';
import { testNetworkOptions } from '../helpers/localnet';

interface WalletDoc {
  name: string;
  version: 'v4R2' | 'v5R1';
  address: string;
  userFriendly: string;
  mnemonic: string;
}

const options = testNetworkOptions();

describe('local network chain, scenario and index', () => {
  let net: LocalNetworkFull;
  let wallets: WalletDoc[];

  beforeAll(async () => {
    net = await createLocalNetwork(options);
    wallets = describeAccounts(net).wallets as WalletDoc[];
  });
  afterAll(async () => {
    await net.close();
  });

  it('describes at least five v4R2/v5R1 wallets whose mnemonics give their keys', async () => {
    expect(wallets.length).toBeGreaterThanOrEqual(5);
    expect(new Set(wallets.map((w) => w.version))).toEqual(new Set(['v4R2', 'v5R1']));
    for (const w of wallets) {
      const key = await mnemonicToPrivateKey(w.mnemonic.split(' '));
      const contract =
        w.version === 'v4R2'
          ? WalletContractV4.create({ workchain: 0, publicKey: key.publicKey })
          : WalletContractV5R1.create({ publicKey: key.publicKey });
      expect(contract.address.equals(Address.parse(w.address))).toBe(true);
      expect(Address.parse(w.userFriendly).equals(contract.address)).toBe(true);
    }
    const doc = describeAccounts(net);
    expect((doc.jettonWallets as unknown[]).length).toBeGreaterThanOrEqual(3);
    expect((doc.nftItems as unknown[]).length).toBeGreaterThanOrEqual(10);
  });

  it('is deterministic in the seed: a second network has the same addresses', async () => {
    const again = await createLocalNetwork(options);
    try {
      expect(describeAccounts(again).wallets).toEqual(wallets);
      expect((describeAccounts(again).jettonMaster as { address: string }).address).toBe(
        (describeAccounts(net).jettonMaster as { address: string }).address,
      );
    } finally {
      await again.close();
    }
  });

  it('holds a bounced transfer and a failed compute phase', () => {
    const alice = wallets.find((w) => w.name === 'alice')!;
    const aliceTxs = net.index
      .transactionJson('WHERE account = ?', [alice.address], 'lt ASC', 1000, 0)
      .map(
        (r) =>
          JSON.parse(r.json) as {
            in_msg: { bounced: boolean | null; source: string | null; value: string } | null;
          },
      );
    const bounce = aliceTxs.find((t) => t.in_msg?.bounced === true);
    expect(bounce).toBeDefined();
    expect(bounce!.in_msg!.source).not.toBe(alice.address);
    expect(BigInt(bounce!.in_msg!.value)).toBeGreaterThan(0n);
    const failed = net.index
      .column('SELECT boc FROM transactions')
      .map((b) => loadTransaction(Cell.fromBase64(String(b)).beginParse()))
      .filter(
        (t) =>
          t.description.type === 'generic' &&
          t.description.computePhase.type === 'vm' &&
          !t.description.computePhase.success,
      );
    expect(failed.length).toBeGreaterThan(0);
  });

  it('queues a signed external, executes it at the next tick with chain time = now', async () => {
    const alice = wallets.find((w) => w.name === 'alice')!;
    const bob = wallets.find((w) => w.name === 'bob')!;
    const aliceW = await DemoWallet.create(DEFAULT_SEED, 'alice', 'v4R2');
    const seqno = (
      await net.blockchain.runGetMethod(aliceW.address, 'seqno')
    ).stackReader.readNumber();
    aliceW.seqno = seqno;
    const tipBefore = net.index.masterchainTip();
    const now = Math.floor(Date.now() / 1000);
    const boc = await aliceW.signTransfer(
      [
        internal({
          to: Address.parse(bob.address),
          value: toNano('1.25'),
          bounce: false,
          body: comment('from the test'),
        }),
      ],
      now,
    );
    const accepted = net.enqueueExternal(boc);
    expect(net.pending().map((p) => p.hash)).toContain(accepted.hash);
    const before = net.index.accountTransactions(alice.address, { limit: 1 })[0]!;

    const result = await net.tick();
    expect(net.pending()).toHaveLength(0);
    expect(result.mcSeqno).toBe(tipBefore.seqno + 1);
    expect(result.transactionHashes.length).toBe(2);
    const tip = net.index.masterchainTip();
    expect(tip.seqno).toBe(tipBefore.seqno + 1);
    expect(tip.genUtime).toBeGreaterThanOrEqual(now);
    expect(tip.prev[0]!.rootHash).toBe(tipBefore.rootHash);
    const shard = net.index.shardsOf(tip.seqno)[0]!;
    expect(shard.txCount).toBe(2);
    expect(
      net.index
        .blockTransactions(0, shard.shard, shard.seqno)
        .map((t) => t.hash)
        .sort(),
    ).toEqual([...result.transactionHashes].sort());

    const latest = net.index.accountTransactions(alice.address.toLowerCase(), { limit: 2 });
    expect(latest[0]!.lt).toBeGreaterThan(before.lt);
    expect(latest[1]!.hash).toBe(before.hash);
    const byMsg = net.index.transactionByInMessage(accepted.hash)!;
    expect(byMsg.hash).toBe(latest[0]!.hash);
    expect(net.index.transactionByInMessage(accepted.hashNorm)!.hash).toBe(byMsg.hash);
    const bobTx = net.index.transactionByHash(
      result.transactionHashes.find((h) => h !== byMsg.hash)!,
    )!;
    expect(bobTx.account).toBe(bob.address);
    expect(net.index.transactionByOutMessage(bobTx.inMsgHash!)!.hash).toBe(byMsg.hash);
    expect(bobTx.traceId).toBe(byMsg.hash);
    const parsed = loadTransaction(Cell.fromBase64(bobTx.boc).beginParse());
    expect(parsed.hash().toString('base64')).toBe(bobTx.hash);
    // accountTransactions: fromLt inclusive, toLt exclusive.
    const window = net.index.accountTransactions(alice.address, {
      fromLt: before.lt,
      toLt: 0n,
      limit: 5,
    });
    expect(window[0]!.hash).toBe(before.hash);
    const bounded = net.index.accountTransactions(alice.address, { toLt: before.lt, limit: 100 });
    expect(bounded.every((t) => t.lt > before.lt)).toBe(true);
  });

  it('rejects bad BoCs and non-external messages without queueing anything', () => {
    expect(() => net.enqueueExternal(Buffer.from('not a boc'))).toThrow(LocalNetworkInputError);
    const internalBoc = Buffer.from(
      new Cell().toBoc(), // an empty cell is not a message
    );
    expect(() => net.enqueueExternal(internalBoc)).toThrow(LocalNetworkInputError);
    expect(net.pending()).toHaveLength(0);
  });

  it('looks blocks up by seqno, lt and utime', () => {
    const tip = net.index.masterchainTip();
    const shard = net.index.shardsOf(tip.seqno)[0]!;
    expect(net.index.lookupBlock(0, shard.shard, { seqno: shard.seqno })!.rootHash).toBe(
      shard.rootHash,
    );
    const tx = net.index.blockTransactions(0, shard.shard, shard.seqno)[0]!;
    expect(net.index.lookupBlock(0, shard.shard, { lt: tx.lt })!.seqno).toBe(shard.seqno);
    expect(
      net.index.lookupBlock(-1, tip.shard, { utime: tip.genUtime })!.genUtime,
    ).toBeLessThanOrEqual(tip.genUtime);
    expect(net.index.masterchainGenesis().seqno).toBe(0);
  });
});

describe('local network persistence (--db)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'localnet-db-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('continues chain and index after a restart', async () => {
    const dbPath = join(dir, 'chain.sqlite');
    const first = await createLocalNetwork({ ...options, dbPath });
    const doc = describeAccounts(first);
    const carol = (doc.wallets as WalletDoc[]).find((w) => w.name === 'carol')!;
    const w = await DemoWallet.create(DEFAULT_SEED, 'carol', 'v4R2');
    w.seqno = (await first.blockchain.runGetMethod(w.address, 'seqno')).stackReader.readNumber();
    first.enqueueExternal(
      await w.signTransfer(
        [
          internal({
            to: Address.parse(
              (doc.wallets as WalletDoc[]).find((x) => x.name === 'alice')!.address,
            ),
            value: toNano('0.5'),
            bounce: false,
          }),
        ],
        Math.floor(Date.now() / 1000),
      ),
    );
    await first.tick();
    const tip = first.index.masterchainTip();
    const txCount = Number(first.index.one('SELECT count(*) AS n FROM transactions')!.n);
    await first.close();

    const second = await createLocalNetwork({ ...options, dbPath });
    try {
      expect(second.index.masterchainTip()).toEqual(tip);
      expect(Number(second.index.one('SELECT count(*) AS n FROM transactions')!.n)).toBe(txCount);
      expect(describeAccounts(second).wallets).toEqual(doc.wallets);
      // The emulator state came back too: carol's seqno continues.
      const seqno = (
        await second.blockchain.runGetMethod(w.address, 'seqno')
      ).stackReader.readNumber();
      expect(seqno).toBe(w.seqno);
      second.enqueueExternal(
        await w.signTransfer(
          [internal({ to: Address.parse(carol.address), value: toNano('0.1'), bounce: false })],
          Math.floor(Date.now() / 1000),
        ),
      );
      const r = await second.tick();
      expect(r.mcSeqno).toBe(tip.seqno + 1);
      expect(r.transactionHashes.length).toBeGreaterThan(0);
      // The first transaction after the restart links to the state the last one left.
      // carol pays herself: [her receive, her external (first after restart), her last before].
      const [, after, prev] = second.index.accountTransactions(carol.address, { limit: 3 });
      expect(prev!.mcSeqno).toBeLessThanOrEqual(tip.seqno);
      expect(after!.mcSeqno).toBe(tip.seqno + 1);
      const json = (h: string) =>
        JSON.parse(
          String(second.index.one('SELECT json FROM transactions WHERE hash = ?', [h])!.json),
        );
      expect(json(after!.hash).account_state_before).toEqual(json(prev!.hash).account_state_after);
    } finally {
      await second.close();
    }
  });
});
