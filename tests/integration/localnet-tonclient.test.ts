import { Address, internal, toNano } from '@ton/core';
import { mnemonicToPrivateKey } from '@ton/crypto';
import { TonClient, WalletContractV4 } from '@ton/ton';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoWalletInfo } from '../helpers/localnet';
import { localNetworkForSuite } from '../helpers/localnet-suite';

/**
 * A third-party client (@ton/ton's TonClient) against the local /api/v2/jsonRPC: it must read
 * a demo wallet's balance, seqno and transactions, and send a transfer signed by its own
 * WalletContractV4 that then shows up in v3 `transactions` within two ticks.
 */

const ln = localNetworkForSuite();
let client: TonClient;
let alice: DemoWalletInfo;
let bob: DemoWalletInfo;

beforeAll(() => {
  client = new TonClient({ endpoint: `${ln.v2Url}/jsonRPC` });
  alice = ln.wallets.find((w) => w.version === 'v4R2' && w.name !== 'faucet')!;
  bob = ln.wallets.find((w) => w.name !== alice.name && w.name !== 'faucet')!;
  expect(alice).toBeDefined();
});

describe('TonClient on the local network', () => {
  it('reads balance, seqno and transactions of a demo wallet', async () => {
    const key = await mnemonicToPrivateKey(alice.mnemonic.split(' '));
    const wallet = client.open(WalletContractV4.create({ workchain: 0, publicKey: key.publicKey }));
    expect(wallet.address.toRawString().toUpperCase()).toBe(alice.address.toUpperCase());

    const chain = await ln.net.blockchain.getContract(wallet.address);
    expect(await wallet.getBalance()).toBe(chain.balance);
    expect(chain.balance).toBeGreaterThan(0n);

    const seqnoOnChain = (
      await ln.net.blockchain.runGetMethod(wallet.address, 'seqno')
    ).stackReader.readNumber();
    expect(await wallet.getSeqno()).toBe(seqnoOnChain);
    expect(seqnoOnChain).toBeGreaterThan(0);

    const txs = await client.getTransactions(wallet.address, { limit: 5 });
    const indexed = ln.net.index.accountTransactions(alice.address, { limit: 5 });
    expect(txs.length).toBe(indexed.length);
    expect(txs.length).toBeGreaterThan(0);
    expect(txs.map((t) => t.hash().toString('base64'))).toEqual(indexed.map((t) => t.hash));
    expect(txs[0]!.lt).toBe(indexed[0]!.lt);

    // Paging from the second transaction (TonClient passes the hash as hex).
    if (txs.length > 1) {
      const next = await client.getTransactions(wallet.address, {
        limit: 2,
        lt: txs[1]!.lt.toString(),
        hash: txs[1]!.hash().toString('base64'),
        inclusive: true,
      });
      expect(next[0]!.hash().toString('base64')).toBe(indexed[1]!.hash);
    }
  });

  it('sends a transfer signed by its own WalletContractV4; v3 shows it within two ticks', async () => {
    const key = await mnemonicToPrivateKey(alice.mnemonic.split(' '));
    const wallet = client.open(WalletContractV4.create({ workchain: 0, publicKey: key.publicKey }));
    const seqno = await wallet.getSeqno();
    const before = ln.net.index.accountTransactions(alice.address, { limit: 1 })[0]!;

    const transfer = wallet.createTransfer({
      seqno,
      secretKey: key.secretKey,
      messages: [
        internal({
          to: Address.parseRaw(bob.address),
          value: toNano('0.25'),
          body: 'hi from TonClient',
          bounce: false,
        }),
      ],
    });
    const fee = await client.estimateExternalMessageFee(wallet.address, {
      body: transfer,
      initCode: null,
      initData: null,
      ignoreSignature: true,
    });
    expect(fee.source_fees.gas_fee).toBeGreaterThan(0);
    expect(fee.source_fees.in_fwd_fee).toBeGreaterThan(0);

    await wallet.send(transfer);

    let found: { hash: string; lt: string } | undefined;
    for (let tick = 0; tick < 2 && !found; tick++) {
      await ln.net.tick();
      const res = await fetch(
        `${ln.v3Url}/transactions?account=${encodeURIComponent(alice.address)}&limit=5&sort=desc`,
      );
      expect(res.status).toBe(200);
      const body = (await res.json()) as { transactions: Array<{ hash: string; lt: string }> };
      found = body.transactions.find((t) => BigInt(t.lt) > before.lt);
    }
    expect(found).toBeDefined();
    expect(await wallet.getSeqno()).toBe(seqno + 1);
    const [latest] = await client.getTransactions(wallet.address, { limit: 1 });
    expect(latest!.hash().toString('base64')).toBe(found!.hash);
    expect(latest!.outMessages.size).toBe(1);
  });

  it('refuses a transfer with a wrong signature and queues nothing', async () => {
    const key = await mnemonicToPrivateKey(alice.mnemonic.split(' '));
    const other = await mnemonicToPrivateKey(bob.mnemonic.split(' '));
    const wallet = client.open(WalletContractV4.create({ workchain: 0, publicKey: key.publicKey }));
    const seqno = await wallet.getSeqno();
    const forged = wallet.createTransfer({
      seqno,
      secretKey: other.secretKey,
      messages: [
        internal({ to: Address.parseRaw(bob.address), value: toNano('1'), bounce: false }),
      ],
    });
    await expect(wallet.send(forged)).rejects.toThrow();
    await ln.net.tick();
    expect(await wallet.getSeqno()).toBe(seqno);
  });
});
