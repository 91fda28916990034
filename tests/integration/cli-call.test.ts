/* eslint-disable @typescript-eslint/no-explicit-any -- CLI output is untyped JSON; the client validated it */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mnemonicToPrivateKey } from '@ton/crypto';
import { internal, toNano, WalletContractV4 } from '@ton/ton';
import { beginCell, external, storeMessage } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryVault } from '../helpers/memory-vault';
import { runCli } from '../helpers/cli-io';
import { listOperations } from '../../shared/api/catalogue';
import { startLocalNetwork, type StartedLocalNetwork } from '../helpers/localnet';

/** Every v2 and v3 operation of the seed, called through `ton-explorer call` on the local network. */
const KEY = 'cli-test-key-000000000000000000';
let ln: StartedLocalNetwork;
let dir: string;
const vault = new MemoryVault();

async function run(args: string[], stdin = '') {
  const { code, stdout, stderr } = await runCli(args, { userDataDir: dir, vault, stdin });
  return { code, stdout: stdout.join('\n'), stderr: stderr.join('\n') };
}

async function json(args: string[]): Promise<any> {
  const r = await run(args);
  if (r.code !== 0) throw new Error(`${args.join(' ')} → ${r.code} ${r.stderr}`);
  return JSON.parse(r.stdout);
}

/** `ton-explorer call Lab <api> <operation> <params…>`, its JSON output. */
const callLab = (api: 'v2' | 'v3', operation: string, ...params: string[]) =>
  json(['call', 'Lab', api, operation, ...params]);

const params: Record<string, string[]> = {};

beforeAll(async () => {
  ln = await startLocalNetwork({
    anonymousRps: 1,
    keys: [{ key: KEY, network: 'local', rps: 200 }],
  });
  dir = mkdtempSync(path.join(os.tmpdir(), 'cli-call-'));
  expect(
    (
      await run([
        'profiles',
        'add',
        'Lab',
        '--network',
        'local',
        '--v2',
        ln.v2Url,
        '--v3',
        ln.v3Url,
      ])
    ).code,
  ).toBe(0);
  expect((await run(['keys', 'set', 'Lab', '--rps', '100'], KEY)).code).toBe(0);

  const acc = ln.accounts as any;
  const alice = acc.wallets.find((w: any) => w.name === 'alice');
  const bob = acc.wallets.find((w: any) => w.name === 'bob');
  const master = acc.jettonMaster.address as string;
  const nft = acc.nftItems[0];
  const mc = await callLab('v2', 'getMasterchainInfo');
  const seqno = String(mc.last.seqno);
  const txs = await callLab('v3', 'transactions', `account=${alice.address}`, 'limit=5');
  const tx = txs.transactions.find((t: any) => t.in_msg?.source) ?? txs.transactions[0];
  const v2txs = await callLab('v2', 'getTransactions', `address=${alice.address}`, 'limit=3');
  const shards = await callLab('v2', 'getShards', `seqno=${seqno}`);
  const shard = shards.shards[0];

  // A real signed transfer from alice's v4 wallet (its mnemonic is in the accounts document).
  const keyPair = await mnemonicToPrivateKey(String(alice.mnemonic).split(' '));
  const wallet = WalletContractV4.create({ workchain: 0, publicKey: keyPair.publicKey });
  const info = await callLab('v2', 'getWalletInformation', `address=${alice.address}`);
  const body = wallet.createTransfer({
    seqno: info.seqno,
    secretKey: keyPair.secretKey,
    messages: [internal({ to: bob.userFriendly, value: toNano('0.01'), bounce: false })],
  });
  const boc = beginCell()
    .store(storeMessage(external({ to: wallet.address, body })))
    .endCell()
    .toBoc()
    .toString('base64');
  const bodyBoc = body.toBoc().toString('base64');

  const a = `address=${alice.address}`;
  const block = [`workchain=${shard.workchain}`, `shard=${shard.shard}`, `seqno=${shard.seqno}`];
  const mcBlock = ['workchain=-1', `shard=-9223372036854775808`, `seqno=${seqno}`];
  const locate = [
    `source=${tx.in_msg?.source ?? bob.address}`,
    `destination=${tx.account}`,
    `created_lt=${tx.in_msg?.created_lt ?? '0'}`,
  ];
  Object.assign(params, {
    'v2 getAddressInformation': [a],
    'v2 getExtendedAddressInformation': [a],
    'v2 getWalletInformation': [a],
    'v2 getAddressBalance': [a],
    'v2 getAddressState': [a],
    'v2 getTokenData': [`address=${master}`],
    'v2 getShardAccountCell': [a],
    'v2 getMasterchainInfo': [],
    'v2 getMasterchainBlockSignatures': [`seqno=${seqno}`],
    'v2 getShardBlockProof': block,
    'v2 getConsensusBlock': [],
    'v2 lookupBlock': mcBlock,
    'v2 getShards': [`seqno=${seqno}`],
    'v2 getBlockHeader': mcBlock,
    'v2 getOutMsgQueueSize': [],
    'v2 getBlockTransactions': [
      `workchain=${tx.block_ref.workchain}`,
      `shard=${BigInt.asIntN(64, BigInt('0x' + tx.block_ref.shard))}`,
      `seqno=${tx.block_ref.seqno}`,
    ],
    'v2 getBlockTransactionsExt': [
      `workchain=${tx.block_ref.workchain}`,
      `shard=${BigInt.asIntN(64, BigInt('0x' + tx.block_ref.shard))}`,
      `seqno=${tx.block_ref.seqno}`,
    ],
    'v2 getTransactions': [
      a,
      'limit=2',
      `lt=${v2txs[0].transaction_id.lt}`,
      `hash=${v2txs[0].transaction_id.hash}`,
      'exclusive=true',
    ],
    'v2 getTransactionsStd': [a, 'limit=2'],
    'v2 tryLocateTx': locate,
    'v2 tryLocateResultTx': locate,
    'v2 tryLocateSourceTx': locate,
    'v2 sendBoc': [`boc=${boc}`],
    'v2 sendBocReturnHash': [`boc=${boc}`],
    'v2 estimateFee': [`address=${alice.address}`, `body=${bodyBoc}`],
    'v2 runGetMethod': [a, 'method=seqno', 'stack=[]'],
    'v2 runGetMethodStd': [a, 'method=seqno', 'stack=[]'],
    'v2 detectAddress': [a],
    'v2 detectHash': [`hash=${tx.hash}`],
    'v2 packAddress': [a],
    'v2 unpackAddress': [`address=${alice.userFriendly}`],
    'v2 getConfigParam': ['config_id=0'],
    'v2 getConfigAll': [],
    'v2 getLibraries': [`libraries=${tx.hash}`],
    'v3 accountStates': [a, `address=${bob.address}`],
    'v3 addressBook': [a],
    'v3 metadata': [`address=${master}`],
    'v3 walletStates': [a],
    'v3 actions': [`account=${alice.address}`],
    'v3 pendingActions': [`account=${alice.address}`],
    'v3 pendingTraces': [`account=${alice.address}`],
    'v3 traces': [`account=${alice.address}`],
    'v3 adjacentTransactions': [`hash=${tx.hash}`],
    'v3 blocks': ['workchain=-1'],
    'v3 masterchainBlockShardState': [`seqno=${seqno}`],
    'v3 masterchainBlockShards': [`seqno=${seqno}`],
    'v3 masterchainInfo': [],
    'v3 messages': [`source=${alice.address}`],
    'v3 pendingTransactions': [`account=${alice.address}`],
    'v3 transactions': [`account=${alice.address}`, `account=${bob.address}`],
    'v3 transactionsByMasterchainBlock': [`seqno=${tx.mc_block_seqno}`],
    'v3 transactionsByMessage': [`msg_hash=${tx.in_msg?.hash}`],
    'v3 jetton/burns': [`jetton_master=${master}`],
    'v3 jetton/masters': [`address=${master}`],
    'v3 jetton/transfers': [`jetton_master=${master}`],
    'v3 jetton/wallets': [`jetton_address=${master}`],
    'v3 nft/collections': [`collection_address=${acc.nftCollection.address}`],
    'v3 nft/items': [`collection_address=${nft.collection}`],
    'v3 nft/sales': [`address=${nft.address}`],
    'v3 nft/transfers': [`collection_address=${nft.collection}`],
    'v3 dns/records': [`wallet=${alice.address}`],
    'v3 dns/activeAuctions': [`bidder=${alice.address}`],
    'v3 staking/nominatorPools/pool': [`pool=${alice.address}`],
    'v3 staking/nominatorPools/nominator': [`nominator=${alice.address}`],
    'v3 staking/nominatorPools/nominatorEvents': [`pool=${alice.address}`],
    'v3 staking/nominatorPools/nominatorRewards': [
      `pool=${alice.address}`,
      `nominator=${bob.address}`,
    ],
    'v3 staking/nominatorPools/validatorEvents': [`pool=${alice.address}`],
    'v3 staking/nominatorPools/validatorRewards': [
      `pool=${alice.address}`,
      `validator=${bob.address}`,
    ],
    'v3 validators/events': [],
    'v3 validators/elections': [],
    'v3 validators/cycles': [],
    'v3 validators/complaints': [],
    'v3 multisig/orders': [`multisig_address=${alice.address}`],
    'v3 multisig/wallets': [`wallet_address=${alice.address}`],
    'v3 vesting': [`wallet_address=${alice.address}`],
    'v3 topAccountsByBalance': ['limit=3'],
    'v3 decode': ['opcodes=0x0f8a7ea5', `bodies=${bodyBoc}`],
    'v3 decodePost': ['opcodes=0x0f8a7ea5'],
    'v3 addressInformation': [a],
    'v3 walletInformation': [a],
    'v3 estimateFee': [`address=${alice.address}`, `body=${bodyBoc}`],
    'v3 message': [`boc=${boc}`],
    'v3 runGetMethod': [a, 'method=seqno'],
  });
}, 180_000);

afterAll(async () => {
  await ln?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const all = [...listOperations('v2'), ...listOperations('v3')].map((op) => `${op.api} ${op.name}`);

describe('ton-explorer call: every operation against the local network', () => {
  it('has parameters for every catalogue operation', () => {
    expect(all.filter((k) => !(k in params))).toEqual([]);
  });

  it.each(all)('call %s', async (key) => {
    const [api, op] = key.split(' ') as [string, string];
    const r = await run(['call', 'Lab', api, op, ...params[key]!]);
    if (key === 'v3 staking/nominatorPools/pool') {
      // The local network has no nominator pools: toncenter answers 404 for a non-pool.
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/^ERROR BAD_REQUEST: HTTP 404/);
      return;
    }
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(() => JSON.parse(r.stdout)).not.toThrow();
  });

  it('prints a typed error and exits non-zero on bad input and server errors', async () => {
    const bad = await run(['call', 'Lab', 'v2', 'getAddressInformation', 'address=nope']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^ERROR INVALID_INPUT: v2 getAddressInformation: address/);
    const unknown = await run(['call', 'Lab', 'v3', 'noSuchOperation']);
    expect(unknown.stderr).toMatch(/^ERROR INVALID_INPUT: Unknown v3 operation/);
    const usage = await run(['call', 'Lab', 'v4', 'x']);
    expect(usage.code).toBe(2);
  });
});
