import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { Address, Cell, comment, internal, loadMessage, toNano } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeAccounts } from '../../electron/localnet/local-network';
import type { LocalNetworkFull } from '../../electron/localnet/local-network';
import { registerV3Routes } from '../../electron/localnet/server/v3/index';
import { DEFAULT_SEED } from '../../electron/localnet/types';
import { DemoWallet } from '../../electron/localnet/scenario/demo-wallet';
import { createTestNetwork } from '../helpers/localnet';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

interface WalletDoc {
  name: string;
  address: string;
  userFriendly: string;
}

const B64HASH = /^[A-Za-z0-9+/]{43}=$/;

describe('local network v3 API over HTTP', () => {
  let net: LocalNetworkFull;
  let app: FastifyInstance;
  let base: string;
  let wallets: WalletDoc[];
  let jettonMaster: string;
  let collection: string;

  const get = async (path: string): Promise<{ status: number; body: Json }> => {
    const r = await fetch(`${base}/api/v3${path}`);
    return { status: r.status, body: (await r.json()) as Json };
  };
  const post = async (path: string, body: unknown): Promise<{ status: number; body: Json }> => {
    const r = await fetch(`${base}/api/v3${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: r.status, body: (await r.json()) as Json };
  };
  const wallet = (name: string) => wallets.find((w) => w.name === name)!;

  beforeAll(async () => {
    net = await createTestNetwork({ history: 60 });
    app = Fastify();
    await app.register(registerV3Routes, { prefix: '/api/v3', net });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
    const doc = describeAccounts(net);
    wallets = doc.wallets as WalletDoc[];
    jettonMaster = (doc.jettonMaster as { address: string }).address;
    collection = (doc.nftCollection as { address: string }).address;
  });
  afterAll(async () => {
    await app.close();
    await net.close();
  });

  it('pages an account history with limit/offset in both orders, no gap, no overlap', async () => {
    const alice = wallet('alice');
    const all = net.index.accountTransactions(alice.address, { limit: 100000 }).map((t) => t.hash);
    expect(all.length).toBeGreaterThan(15);
    for (const sort of ['desc', 'asc'] as const) {
      const seen: string[] = [];
      for (let offset = 0; ; offset += 7) {
        const { status, body } = await get(
          `/transactions?account=${encodeURIComponent(alice.userFriendly)}&limit=7&offset=${offset}&sort=${sort}`,
        );
        expect(status).toBe(200);
        for (const tx of body.transactions) {
          expect(tx.account).toBe(alice.address);
          seen.push(tx.hash);
        }
        if (body.transactions.length) {
          expect(body.address_book[alice.address].user_friendly).toBe(alice.userFriendly);
        }
        if (body.transactions.length < 7) break;
      }
      expect(seen).toEqual(sort === 'desc' ? all : [...all].reverse());
      const lts = seen.map((h) => net.index.transactionByHash(h)!.lt);
      for (let i = 1; i < lts.length; i++)
        expect(sort === 'desc' ? lts[i]! < lts[i - 1]! : lts[i]! > lts[i - 1]!).toBe(true);
    }
  });

  it('returns transactions in toncenter shape', async () => {
    const { body } = await get(`/transactions?account=${wallet('bob').address}&limit=3`);
    const tx = body.transactions[0];
    expect(tx.hash).toMatch(B64HASH);
    expect(typeof tx.lt).toBe('string');
    expect(typeof tx.now).toBe('number');
    expect(typeof tx.mc_block_seqno).toBe('number');
    expect(tx.block_ref.shard).toBe('8000000000000000');
    expect(tx.description.type).toBe('ord');
    expect(typeof tx.total_fees).toBe('string');
    expect(tx.in_msg.hash).toMatch(B64HASH);
    expect(body).not.toHaveProperty('metadata');
    const byHash = await get(`/transactions?hash=${encodeURIComponent(tx.hash)}`);
    expect(byHash.status, JSON.stringify(byHash.body)).toBe(200);
    expect(byHash.body.transactions.map((t: Json) => t.hash)).toEqual([tx.hash]);
    const hex = Buffer.from(tx.hash, 'base64').toString('hex');
    expect((await get(`/transactions?hash=${hex}`)).body.transactions[0].hash).toBe(tx.hash);
  });

  it('serves blocks and masterchain info', async () => {
    const info = (await get('/masterchainInfo')).body;
    expect(info.first.seqno).toBe(0);
    expect(info.last.workchain).toBe(-1);
    expect(typeof info.last.gen_utime).toBe('string');
    const shards = await get(`/masterchainBlockShards?seqno=${info.last.seqno}`);
    expect(shards.body.blocks.map((b: Json) => b.workchain)).toEqual([-1, 0]);
    const blocks = await get('/blocks?workchain=0&limit=3');
    expect(blocks.body.blocks).toHaveLength(3);
    expect(Number(blocks.body.blocks[0].seqno)).toBeGreaterThan(
      Number(blocks.body.blocks[1].seqno),
    );
    expect((await get('/masterchainBlockShards?seqno=999999')).status).toBe(404);
    expect((await get('/transactionsByMasterchainBlock?seqno=999999')).status).toBe(404);
  });

  it('lists the jetton master, wallets, transfers and burns', async () => {
    const masters = (await get('/jetton/masters')).body;
    // DEMO, then (by address) the fake "TON" jetton eve mints to dave at the demo's end.
    expect(masters.jetton_masters).toHaveLength(2);
    const m = masters.jetton_masters[0];
    expect(m.address).toBe(jettonMaster);
    expect(masters.jetton_masters[1].jetton_content).toMatchObject({ symbol: 'TON' });
    expect(m.jetton_content).toMatchObject({ name: 'Demo Jetton', symbol: 'DEMO', decimals: '9' });
    expect(m.jetton_content.image_data).toBeTruthy();
    expect(typeof m.total_supply).toBe('string');
    expect(m.mintable).toBe(true);
    expect(masters.metadata[jettonMaster].token_info[0].symbol).toBe('DEMO');

    const wallets_ = (await get(`/jetton/wallets?jetton_address=${jettonMaster}&limit=50`)).body
      .jetton_wallets;
    expect(wallets_.length).toBeGreaterThanOrEqual(4);
    const sum = wallets_.reduce((s: bigint, w: Json) => s + BigInt(w.balance), 0n);
    expect(sum).toBe(BigInt(m.total_supply));
    const carolWallet = (await get(`/jetton/wallets?owner_address=${wallet('carol').userFriendly}`))
      .body.jetton_wallets[0];
    expect(carolWallet.owner).toBe(wallet('carol').address);
    expect(carolWallet.jetton).toBe(jettonMaster);

    const transfers = (await get('/jetton/transfers?limit=10&sort=asc')).body;
    expect(transfers.jetton_transfers.length).toBeGreaterThanOrEqual(2);
    const t = transfers.jetton_transfers[0];
    expect(t.source).toBe(wallet('alice').address);
    expect(t.destination).toBe(wallet('carol').address);
    expect(t.jetton_master).toBe(jettonMaster);
    expect(typeof t.transaction_now).toBe('number');
    expect(typeof t.transaction_lt).toBe('string');
    expect(t.decoded_forward_payload).toMatchObject({ comment: 'jettons for carol' });
    const inbound = (
      await get(`/jetton/transfers?owner_address=${wallet('carol').address}&direction=in`)
    ).body;
    expect(inbound.jetton_transfers.map((x: Json) => x.transaction_hash)).toContain(
      t.transaction_hash,
    );
    const outbound = (
      await get(`/jetton/transfers?owner_address=${wallet('carol').address}&direction=out`)
    ).body;
    expect(outbound.jetton_transfers.map((x: Json) => x.transaction_hash)).not.toContain(
      t.transaction_hash,
    );

    const burns = (await get('/jetton/burns')).body.jetton_burns;
    expect(burns).toHaveLength(1);
    expect(burns[0]).toMatchObject({
      owner: wallet('carol').address,
      jetton_master: jettonMaster,
      amount: '100000000000',
    });
  });

  it('lists the NFT collection, items and transfers', async () => {
    // The demo collection and the collection of the local .ton names.
    const all = (await get('/nft/collections')).body.nft_collections;
    expect(all).toHaveLength(2);
    const cols = all.filter((c: Json) => c.address === collection);
    expect(cols).toHaveLength(1);
    expect(cols[0].collection_content.name).toBe('Demo Collection');
    expect(Number(cols[0].next_item_index)).toBeGreaterThanOrEqual(10);
    const items = (await get(`/nft/items?collection_address=${collection}&limit=100`)).body;
    expect(items.nft_items.length).toBeGreaterThanOrEqual(10);
    expect(items.nft_items[0].content.name).toMatch(/^Demo Item #/);
    expect(items.nft_items[0].collection.address).toBe(collection);
    expect(typeof items.nft_items[0].index).toBe('string');
    const item0 = (await get(`/nft/items?collection_address=${collection}&index=0`)).body
      .nft_items[0];
    expect(item0.owner_address).toBe(wallet('carol').address);
    const transfers = (await get('/nft/transfers?sort=asc')).body.nft_transfers;
    expect(transfers).toHaveLength(3);
    expect(transfers.find((t: Json) => t.nft_address === item0.address)).toMatchObject({
      old_owner: wallet('alice').address,
      new_owner: wallet('carol').address,
      nft_collection: collection,
    });
    expect((await get('/nft/items?index=1')).status).toBe(422);
  });

  it('classifies traces into actions with toncenter details', async () => {
    const actions = (await get('/actions?limit=1000&sort=asc')).body.actions as Json[];
    const types = new Set(actions.map((a) => a.type));
    for (const t of [
      'ton_transfer',
      'jetton_transfer',
      'jetton_burn',
      'jetton_mint',
      'nft_mint',
      'nft_transfer',
      'contract_deploy',
      'call_contract',
    ]) {
      expect(types).toContain(t);
    }
    const lunch = actions.find(
      (a) => a.type === 'ton_transfer' && a.details.comment === 'lunch money',
    )!;
    expect(lunch.details).toMatchObject({
      source: wallet('alice').address,
      destination: wallet('bob').address,
      value: '5000000000',
      encrypted: false,
    });
    const jt = actions.find((a) => a.type === 'jetton_transfer')!;
    expect(jt.details).toMatchObject({
      asset: jettonMaster,
      sender: wallet('alice').address,
      receiver: wallet('carol').address,
      comment: 'jettons for carol',
    });
    expect(jt.transactions.every((h: string) => B64HASH.test(h))).toBe(true);
    const burn = actions.find((a) => a.type === 'jetton_burn')!;
    expect(burn.details).toMatchObject({
      owner: wallet('carol').address,
      asset: jettonMaster,
      amount: '100000000000',
    });
    const mint = actions.find((a) => a.type === 'nft_mint')!;
    expect(mint.details.nft_collection).toBe(collection);
    expect(actions.find((a) => a.type === 'call_contract')!.success).toBe(false);

    const byAccount = (
      await get(`/actions?account=${wallet('dave').address}&action_type=jetton_transfer`)
    ).body.actions;
    expect(byAccount).toHaveLength(1);
    expect(byAccount[0].details.receiver).toBe(wallet('dave').address);

    const trace = (
      await get(`/traces?trace_id=${encodeURIComponent(jt.trace_id)}&include_actions=true`)
    ).body.traces[0];
    expect(trace.trace_id).toBe(jt.trace_id);
    expect(trace.trace_info.trace_state).toBe('complete');
    expect(trace.transactions_order).toHaveLength(trace.trace_info.transactions);
    expect(Object.keys(trace.transactions).sort()).toEqual([...trace.transactions_order].sort());
    expect(trace.trace.tx_hash).toBe(trace.transactions_order[0]);
    expect(trace.actions.map((a: Json) => a.type)).toContain('jetton_transfer');
    expect(typeof trace.mc_seqno_start).toBe('string');
    const byTx = (await get(`/traces?tx_hash=${encodeURIComponent(trace.transactions_order[1])}`))
      .body.traces;
    expect(byTx[0].trace_id).toBe(trace.trace_id);
    expect(byTx[0]).not.toHaveProperty('actions');
    expect(
      (
        await get(
          `/traces?account=${wallet('alice').address}&trace_id=${encodeURIComponent(jt.trace_id)}`,
        )
      ).status,
    ).toBe(422);
  });

  it('accepts a message, shows it pending, then executed', async () => {
    const w = await DemoWallet.create(DEFAULT_SEED, 'eve', 'v5R1');
    w.seqno = (await net.blockchain.runGetMethod(w.address, 'seqno')).stackReader.readNumber();
    const boc = await w.signTransfer(
      [
        internal({
          to: Address.parse(wallet('alice').address),
          value: toNano('0.3'),
          bounce: false,
          body: comment('via v3 message'),
        }),
      ],
      Math.floor(Date.now() / 1000),
    );
    const sent = await post('/message', { boc: boc.toString('base64') });
    expect(sent.status).toBe(200);
    expect(sent.body.message_hash).toMatch(B64HASH);
    const eve = wallet('eve').address;
    const pending = (await get(`/pendingTransactions?account=${eve}`)).body.transactions;
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ emulated: true, finality: 'pending' });
    expect((await get(`/pendingTraces?account=${eve}`)).body.traces[0].trace_info.trace_state).toBe(
      'pending',
    );
    expect(
      (await get(`/pendingActions?ext_msg_hash=${encodeURIComponent(sent.body.message_hash)}`)).body
        .actions,
    ).toHaveLength(1);
    await net.tick();
    expect((await get(`/pendingTransactions?account=${eve}`)).body.transactions).toHaveLength(0);
    const executed = (
      await get(
        `/transactionsByMessage?msg_hash=${encodeURIComponent(sent.body.message_hash_norm)}`,
      )
    ).body.transactions;
    expect(executed).toHaveLength(1);
    expect(executed[0].account).toBe(eve);
    expect(executed[0].out_msgs).toHaveLength(1);
    expect(executed[0].out_msgs[0]).toMatchObject({
      destination: wallet('alice').address,
      value: '300000000',
    });
    expect(executed[0].out_msgs[0].message_content.decoded.comment).toBe('via v3 message');
    const adj = (
      await get(`/adjacentTransactions?hash=${encodeURIComponent(executed[0].hash)}&direction=out`)
    ).body.transactions;
    expect(adj[0].account).toBe(wallet('alice').address);
    const msgs = (await get(`/messages?msg_hash=${encodeURIComponent(sent.body.message_hash)}`))
      .body.messages;
    expect(msgs[0].in_msg_tx_hash).toBe(executed[0].hash);
    // v3 /message answers v2 sendBocReturnHash's code: 422 for a BoC that does not parse.
    expect((await post('/message', { boc: 'AAAA' })).status).toBe(422);
    // A transfer signed with another wallet's key is refused, and nothing is queued.
    const forger = await DemoWallet.create(DEFAULT_SEED, 'dave', 'v5R1');
    const forged = await DemoWallet.create(DEFAULT_SEED, 'eve', 'v5R1');
    Object.assign(forged, { nodeKey: (forger as unknown as { nodeKey: unknown }).nodeKey });
    forged.seqno = (
      await net.blockchain.runGetMethod(forged.address, 'seqno')
    ).stackReader.readNumber();
    const bad = await forged.signTransfer(
      [internal({ to: Address.parse(eve), value: toNano('1'), bounce: false })],
      Math.floor(Date.now() / 1000),
    );
    const refused = await post('/message', { boc: bad.toString('base64') });
    expect(refused.status).toBe(500);
    expect(refused.body.error).toMatch(/cannot apply external message/);
    expect(net.pending()).toHaveLength(0);
    // estimateFee emulates the same body with the signature check off: it would be accepted.
    const badBody = loadMessage(Cell.fromBoc(bad)[0]!.beginParse()).body;
    const fee = await post('/estimateFee', {
      address: eve,
      body: badBody.toBoc().toString('base64'),
      ignore_chksig: true,
    });
    expect(fee.status).toBe(200);
    expect(fee.body.source_fees.gas_fee).toBeGreaterThan(0);
    expect(typeof fee.body.source_fees.in_fwd_fee).toBe('number');
    // With the check on, the contract refuses it; toncenter (tonlib) still prices it, gas 0.
    const refusedFee = await post('/estimateFee', {
      address: eve,
      body: badBody.toBoc().toString('base64'),
    });
    expect(refusedFee.status).toBe(200);
    expect(refusedFee.body.source_fees.gas_fee).toBe(0);
    expect(refusedFee.body.source_fees.in_fwd_fee).toBe(fee.body.source_fees.in_fwd_fee);
    expect((await post('/message', {})).status).toBe(401);
  });

  it('answers dns/records from the local .ton names, and names wallets in the address book', async () => {
    const alice = wallet('alice').address;
    const byDomain = (await get('/dns/records?domain=alice.ton')).body;
    expect(byDomain.records).toHaveLength(1);
    const rec = byDomain.records[0];
    expect(rec).toMatchObject({ domain: 'alice.ton', dns_wallet: alice, nft_item_owner: alice });
    // The name is a real NFT item of the names collection, owned by the wallet it names.
    const item = (await get(`/nft/items?address=${rec.nft_item_address}`)).body.nft_items[0];
    expect(item.owner_address).toBe(alice);
    expect(item.content.name).toBe('alice.ton');
    expect(byDomain.address_book[alice].domain).toBe('alice.ton');
    const byWallet = (await get(`/dns/records?wallet=${wallet('bob').userFriendly}`)).body;
    expect(byWallet.records.map((r: Json) => r.domain)).toEqual(['bob.ton']);
    expect((await get('/dns/records?domain=nobody-here.ton')).body.records).toEqual([]);
    expect((await get('/dns/records')).status).toBe(422);
    expect((await get('/dns/records?domain=a.ton&wallet=' + alice)).status).toBe(422);
    const book = (await get(`/addressBook?address=${alice}&address=${wallet('dave').address}`))
      .body;
    expect(book[alice].domain).toBe('alice.ton');
    expect(book[wallet('dave').address].domain).toBeNull();
  });

  it('answers account, wallet and get-method queries', async () => {
    const alice = wallet('alice');
    const states = (
      await get(`/accountStates?address=${alice.userFriendly}&address=${jettonMaster}`)
    ).body;
    expect(states.accounts).toHaveLength(2);
    expect(states.accounts.find((a: Json) => a.address === alice.address).status).toBe('active');
    expect(states.address_book[jettonMaster].interfaces).toEqual(['jetton_master']);
    expect(states.address_book[jettonMaster].user_friendly.startsWith('EQ')).toBe(true);
    const ws = (await get(`/walletStates?address=${wallet('bob').address}`)).body.wallets[0];
    expect(ws).toMatchObject({ is_wallet: true, wallet_type: 'wallet v5 r1', status: 'active' });
    const book = (
      await get(`/addressBook?address=${encodeURIComponent(alice.userFriendly)}&address=nonsense`)
    ).body;
    expect(book[alice.userFriendly].user_friendly).toBe(alice.userFriendly);
    expect(book.nonsense).toEqual({ user_friendly: null, domain: null, interfaces: [] });
    const info = (await get(`/walletInformation?address=${alice.address}`)).body;
    expect(info.wallet_type).toBe('wallet v4 r2');
    expect(typeof info.seqno).toBe('number');
    expect((await get(`/walletInformation?address=${jettonMaster}`)).status).toBe(409);
    expect((await get('/walletInformation')).status).toBe(401);
    const unknown = (await get(`/addressInformation?address=0:${'1'.repeat(64)}`)).body;
    expect(unknown).toMatchObject({ balance: '0', status: 'uninit', last_transaction_lt: '0' });
    const run = await post('/runGetMethod', { address: alice.address, method: 'seqno', stack: [] });
    expect(run.body.exit_code).toBe(0);
    expect(run.body.stack[0].type).toBe('num');
    expect(BigInt(run.body.stack[0].value)).toBe(BigInt(info.seqno));
    const top = (await get('/topAccountsByBalance?limit=3')).body;
    expect(top).toHaveLength(3);
    expect(BigInt(top[0].balance) >= BigInt(top[1].balance)).toBe(true);
    const decoded = (await get('/decode?opcodes=0x0f8a7ea5')).body;
    expect(decoded.opcodes).toEqual(['jetton_transfer']);
  });

  it('returns empty results in toncenter shape for subjects a local chain lacks', async () => {
    const a = wallet('alice').address;
    expect((await get(`/dns/activeAuctions?bidder=${a}`)).body.auctions).toEqual([]);
    expect(
      (await get(`/staking/nominatorPools/nominator?nominator=${a}`)).body.nominator_pools,
    ).toEqual([]);
    expect((await get('/validators/elections')).body.elections).toEqual([]);
    expect((await get(`/multisig/wallets?address=${a}`)).body.multisigs).toEqual([]);
    expect((await get('/vesting')).body.vesting_contracts).toEqual([]);
    expect((await get(`/dns/activeAuctions?bidder=${a}`)).body.auctions).toEqual([]);
  });

  it('serves validators/cycles from the chain’s own config (32, 34, 36)', async () => {
    const all = (await get('/validators/cycles')).body.cycles as Json[];
    expect(all).toHaveLength(3);
    // Newest first: next (36), current (34), previous (32); each ends where the next starts.
    expect(all[0]!.cycle_start).toBe(all[1]!.cycle_end);
    expect(all[1]!.cycle_start).toBe(all[2]!.cycle_end);
    expect(all[0]).not.toHaveProperty('validators');
    expect(all[0]).not.toHaveProperty('total_stake');
    const current = all[1]!;
    const one = (
      await get(
        `/validators/cycles?cycle_start=${current.cycle_start}&return_validators=true&limit=1`,
      )
    ).body.cycles as Json[];
    expect(one).toHaveLength(1);
    const vs = one[0]!.validators as Json[];
    expect(vs).toHaveLength(current.total);
    expect(vs.reduce((a, v) => a + BigInt(v.weight), 0n)).toBe(BigInt(current.total_weight));
    expect(vs[0]!.validator_pubkey).toMatch(/^[0-9A-F]{64}$/);
    const key = vs[3]!.validator_pubkey as string;
    const byKey = (
      await get(
        `/validators/cycles?validator_pubkey=${key.toLowerCase()}&return_validators=true&limit=10`,
      )
    ).body.cycles as Json[];
    expect(
      byKey.every((c) => (c.validators as Json[]).every((v) => v.validator_pubkey === key)),
    ).toBe(true);
    expect(byKey.length).toBeGreaterThan(0);
    expect((await get('/validators/cycles?sort=asc&limit=1')).body.cycles[0].cycle_start).toBe(
      all[2]!.cycle_start,
    );
    expect((await get('/validators/cycles?return_validators=true&limit=101')).status).toBe(422);
    expect((await get('/validators/cycles?election_id=1')).body.cycles).toEqual([]);
  });

  it('answers bad input with 422 and a clear error', async () => {
    const cases: Array<[string, RegExp]> = [
      ['/transactions?account=not-an-address', /address/],
      ['/transactions?hash=zzz', /hash/],
      ['/transactions?limit=1001', /limit is not allowed: 1001 > 1000/],
      ['/transactions?limit=0', /limit/],
      ['/transactions?sort=sideways', /sort/],
      ['/transactions?offset=-1', /offset/],
      ['/messages?direction=up', /direction/],
      ['/accountStates', /at least 1 address required/],
      ['/transactionsByMessage', /at least one of msg_hash, body_hash, opcode/],
      ['/dns/records', /either wallet address or domain is required/],
      [
        '/jetton/wallets?jetton_address=' + jettonMaster + '&jetton_address=' + collection,
        /owner_address/,
      ],
    ];
    for (const [path, msg] of cases) {
      const r = await get(path);
      expect(r.status, path).toBe(422);
      expect(r.body.error, path).toMatch(msg);
      expect(Object.keys(r.body)).toEqual(['error']);
    }
  });
});
