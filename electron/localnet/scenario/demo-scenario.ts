import { Address, beginCell, comment, internal, SendMode, toNano } from '@ton/core';
import type { ContractProvider, MessageRelaxed, Sender, StateInit } from '@ton/core';
import { sha256_sync } from '@ton/crypto';
import {
  JettonMinter,
  JettonWallet,
  NftCollection,
  NftItem,
  jettonContentToInternal,
} from '@ton-community/assets-sdk';
import { nftContentToInternal } from '@ton-community/assets-sdk/dist/nft/content';
import { internalOnchainContentToCell } from '@ton-community/assets-sdk/dist/utils';
import type { GenesisAccount, ScenarioHost } from './host';
import { DemoWallet, prefetchKeys } from './demo-wallet';
import { DEMO_NAMES, INVESTIGATION_FLOWS, INVESTIGATION_WALLETS, WALLETS } from './demo-roster';
import { addressOnlySender, captureProvider } from './capture-provider';

/** Seconds between the back-dated scenario blocks. */
export const SCENARIO_BLOCK_SECONDS = 10;
/** Blocks the demo scenario produces (used to back-date its start). */
export const DEMO_BLOCKS = 23;
export const NFT_ITEMS = 12;

/** The scenario's accounts, for `--accounts-out` and for the history builder. */
export interface DemoAccounts {
  wallets: DemoWallet[];
  jettonMaster: Address;
  nftCollection: Address;
  /**
   * The collection whose items are the local `.ton` names. No npm package ships the TON DNS
   * contracts (root, .ton collection, auction items), so a name here is a standard TEP-62 NFT
   * item named `<name>.ton`, owned by the wallet it names; the local index answers v3
   * `dns/records` and the address book's `domain` from these items.
   */
  dnsCollection: Address;
  /** The investigation's wallets by role (see `INVESTIGATION_WALLETS`). */
  investigation: Map<string, DemoWallet>;
  /** JSON document written by `--accounts-out`. */
  describe(): Record<string, unknown>;
}

/** A tiny deterministic SVG (stored on chain as the jetton's / collection's `image_data`). */
function demoImage(seed: string, label: string): Buffer {
  const color = sha256_sync(`${seed}/${label}`).toString('hex').slice(0, 6);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#${color}"/><text x="8" y="40" font-size="20">${label}</text></svg>`,
  );
}

/** Clock for back-dated blocks: each call returns the next block time. */
export class ScenarioClock {
  constructor(private t: number) {}
  next(): number {
    this.t += SCENARIO_BLOCK_SECONDS;
    return this.t;
  }
}

/**
 * Starts deriving the demo wallets' keys in the background (PBKDF2 on the thread pool), to
 * overlap with the emulator's start-up; `buildDemoScenario` then finds them ready.
 */
export function prefetchDemoKeys(seed: string): void {
  for (const [name] of WALLETS) prefetchKeys(seed, name);
  for (const [, keyName] of INVESTIGATION_WALLETS) prefetchKeys(seed, keyName);
}

/**
 * Builds the demo scenario through real signed external messages: funded wallets (v4R2, v5R1),
 * TON transfers with comments, a bounced transfer, a failed compute phase, a TEP-74 jetton
 * (assets-sdk minter/wallet, on-chain TEP-64 metadata with image data) with mints, transfers
 * with forward payload comments and a burn, and a TEP-62 NFT collection with 12 on-chain items,
 * mints and transfers, and payments with send modes 1 and 128. Deterministic in `seed` except for times (the chain starts
 * `startTime`-relative). `genesis` writes block 0 with the pre-funded faucet.
 */
export async function buildDemoScenario(
  host: ScenarioHost,
  seed: string,
  startTime: number,
  genesis: (accounts: GenesisAccount[], utime: number) => Promise<void>,
): Promise<DemoAccounts> {
  const wallets = await Promise.all(WALLETS.map(([n, v]) => DemoWallet.create(seed, n, v)));
  const [faucet, alice, bob, carol, dave, eve] = wallets as [
    DemoWallet,
    DemoWallet,
    DemoWallet,
    DemoWallet,
    DemoWallet,
    DemoWallet,
  ];
  const clock = new ScenarioClock(startTime);
  await genesis(
    [
      {
        address: faucet.address,
        code: faucet.contract.init.code,
        data: faucet.contract.init.data,
        balance: toNano('1000000000'),
      },
    ],
    clock.next(),
  );
  // The genesis faucet is already active; a state init on its first external is ignored.
  const send = async (w: DemoWallet, msgs: MessageRelaxed[], t: number) => {
    host.enqueueExternal(await w.signTransfer(msgs, t));
  };
  const pay = (to: Address, ton: string, text: string | null, bounce = false) =>
    internal({ to, value: toNano(ton), bounce, body: text === null ? undefined : comment(text) });
  /**
   * Signs into one external of `from` at `t` the internal messages that `call` has an
   * assets-sdk wrapper build for `contract` (captured, not sent); with `deploy` each carries the
   * contract's state init.
   */
  const sendThrough = async (
    from: DemoWallet,
    contract: { address: Address; init?: StateInit },
    t: number,
    call: (provider: ContractProvider, via: Sender) => Promise<unknown>,
    deploy = false,
  ) => {
    const msgs: MessageRelaxed[] = [];
    const init = deploy ? contract.init! : null;
    await call(captureProvider(contract.address, init, msgs), addressOnlySender(from.address));
    await send(from, msgs, t);
  };

  // Block 1: the faucet funds every wallet (uninit accounts: non-bounceable transfers).
  let t = clock.next();
  await send(
    faucet,
    [alice, bob, carol, dave].map((w) => pay(w.address, '10000', `welcome ${w.name}`)),
    t,
  );
  await host.tickAt(t);
  t = clock.next();
  await send(faucet, [pay(eve.address, '10000', 'welcome eve')], t);
  await host.tickAt(t);

  // Block 3: first transfers deploy the wallets (externals carry the state init).
  t = clock.next();
  await send(alice, [pay(bob.address, '5', 'lunch money')], t);
  await send(bob, [pay(carol.address, '2', 'thanks for the coffee')], t);
  await send(carol, [pay(dave.address, '1.5', 'book club')], t);
  await send(dave, [pay(eve.address, '3', 'concert tickets')], t);
  await send(eve, [pay(alice.address, '0.75', 'see you soon')], t);
  await host.tickAt(t);

  // Block 4: a bounced transfer (bounceable, to an address with no contract).
  const nobody = new Address(0, sha256_sync(`${seed}/nobody`));
  t = clock.next();
  await send(alice, [pay(nobody, '1', 'is anyone there?', true)], t);
  await host.tickAt(t);

  // Block 5: alice deploys the jetton minter (admin alice).
  const jettonContent = internalOnchainContentToCell(
    jettonContentToInternal({
      name: 'Demo Jetton',
      symbol: 'DEMO',
      decimals: 9,
      description: 'A TEP-74 jetton of the local network',
      imageData: demoImage(seed, 'DEMO'),
    }),
  );
  const minter = JettonMinter.createFromConfig({ admin: alice.address, content: jettonContent });
  t = clock.next();
  await sendThrough(alice, minter, t, (p, s) => minter.sendDeploy(p, s, toNano('0.5')), true);
  await host.tickAt(t);

  // Block 6: mints to alice and bob.
  t = clock.next();
  await sendThrough(alice, minter, t, async (p, s) => {
    await minter.sendMint(p, s, alice.address, toNano('1000000'), {
      returnExcess: true,
      queryId: 1n,
    });
    await minter.sendMint(p, s, bob.address, toNano('250000'), { returnExcess: true, queryId: 2n });
  });
  await host.tickAt(t);

  // Block 7: a failed compute phase: an unknown opcode to the minter (it throws and bounces).
  t = clock.next();
  await send(
    bob,
    [
      internal({
        to: minter.address,
        value: toNano('0.2'),
        bounce: true,
        body: beginCell().storeUint(0xdeadbeef, 32).storeUint(0, 64).endCell(),
      }),
    ],
    t,
  );
  await host.tickAt(t);

  // Block 8: jetton transfers with forward payload comments.
  // Jetton wallet addresses come from the minter's own get_wallet_address.
  const openedMinter = host.blockchain.openContract(JettonMinter.createFromAddress(minter.address));
  const walletOf = async (owner: Address) =>
    JettonWallet.createFromAddress(await openedMinter.getWalletAddress(owner));
  t = clock.next();
  const jettonTransfers: Array<[DemoWallet, DemoWallet, string, string, bigint]> = [
    [alice, carol, '1500', 'jettons for carol', 10n],
    [bob, dave, '320.5', 'your share', 11n],
  ];
  for (const [from, to, amount, text, queryId] of jettonTransfers) {
    const wallet = await walletOf(from.address);
    await sendThrough(from, wallet, t, (p, s) =>
      wallet.send(p, s, to.address, toNano(amount), {
        notify: { amount: toNano('0.01'), payload: comment(text) },
        returnExcess: true,
        queryId,
        value: toNano('0.1'),
      }),
    );
  }
  await host.tickAt(t);

  // Block 9: carol burns part of her jettons.
  t = clock.next();
  const carolWallet = await walletOf(carol.address);
  await sendThrough(carol, carolWallet, t, (p, s) =>
    carolWallet.sendBurn(p, s, toNano('100'), {
      returnExcess: true,
      queryId: 12n,
      value: toNano('0.1'),
    }),
  );
  await host.tickAt(t);

  // Block 10: bob deploys the NFT collection (on-chain metadata).
  const collectionContent = beginCell()
    .storeRef(
      internalOnchainContentToCell(
        nftContentToInternal({
          name: 'Demo Collection',
          description: 'A TEP-62 collection of the local network',
          imageData: demoImage(seed, 'NFT'),
        }),
      ),
    )
    .storeRef(beginCell().storeStringTail('').endCell())
    .endCell();
  const collection = NftCollection.createFromConfig({
    admin: bob.address,
    content: collectionContent,
  });
  t = clock.next();
  await sendThrough(bob, collection, t, (p, s) => collection.sendDeploy(p, s, toNano('1')), true);
  await host.tickAt(t);

  // Blocks 11-12: mints (v5R1 bob signs six mints per external).
  const owners = [alice, bob, carol, dave, eve];
  for (let batch = 0; batch < NFT_ITEMS / 6; batch++) {
    t = clock.next();
    await sendThrough(bob, collection, t, async (p, s) => {
      for (let i = batch * 6; i < batch * 6 + 6; i++) {
        await collection.sendMint(
          p,
          s,
          {
            index: BigInt(i),
            owner: owners[i % owners.length]!.address,
            individualContent: internalOnchainContentToCell(
              nftContentToInternal({
                name: `Demo Item #${i}`,
                description: `Item ${i} of the demo collection`,
                image: `https://example.invalid/nft/${i}.svg`,
              }),
            ),
            value: toNano('0.05'),
          },
          { queryId: BigInt(100 + i) },
        );
      }
    });
    await host.tickAt(t);
  }

  // Block 13: NFT transfers (item 0 alice→carol with a comment, item 1 bob→eve, item 2 carol→alice).
  const itemAddress = (i: number) =>
    NftItem.createFromConfig({ index: BigInt(i), collection: collection.address }).address;
  t = clock.next();
  {
    const transfers: Array<[DemoWallet, number, DemoWallet, string | null]> = [
      [alice, 0, carol, 'a gift'],
      [bob, 1, eve, null],
      [carol, 2, alice, 'returning it'],
    ];
    for (const [from, index, to, text] of transfers) {
      const item = NftItem.createFromAddress(itemAddress(index));
      await sendThrough(from, item, t, (p, s) =>
        item.send(p, s, to.address, {
          notify: text ? { amount: toNano('0.01'), payload: comment(text) } : false,
          returnExcess: true,
          queryId: BigInt(200 + index),
          value: toNano('0.1'),
        }),
      );
    }
  }
  await host.tickAt(t);

  // Block 14: more TON traffic (a v5R1 multi-message transfer).
  t = clock.next();
  await send(
    dave,
    [
      pay(alice.address, '0.5', 'split 1/3'),
      pay(bob.address, '0.5', 'split 2/3'),
      pay(carol.address, '0.5', 'split 3/3'),
    ],
    t,
  );
  await host.tickAt(t);

  // Block 15: the local .ton names (bob, the registrar, deploys the "Local DNS" collection and
  // mints one name per wallet; a v5R1 external carries the deploy and the mints in order).
  const dns = NftCollection.createFromConfig({
    admin: bob.address,
    content: beginCell()
      .storeRef(
        internalOnchainContentToCell(
          nftContentToInternal({
            name: 'Local DNS (.ton)',
            description: 'The .ton names of the local network (TEP-62 items named <name>.ton)',
            imageData: demoImage(seed, 'DNS'),
          }),
        ),
      )
      .storeRef(beginCell().storeStringTail('').endCell())
      .endCell(),
  });
  t = clock.next();
  {
    const msgs: MessageRelaxed[] = [];
    await dns.sendDeploy(
      captureProvider(dns.address, dns.init!, msgs),
      addressOnlySender(bob.address),
      toNano('0.5'),
    );
    const p = captureProvider(dns.address, null, msgs);
    for (const [i, [domain, name]] of DEMO_NAMES.entries()) {
      await dns.sendMint(
        p,
        addressOnlySender(bob.address),
        {
          index: BigInt(i),
          owner: wallets.find((w) => w.name === name)!.address,
          individualContent: internalOnchainContentToCell(
            nftContentToInternal({ name: domain, description: `${domain} on the local network` }),
          ),
          value: toNano('0.05'),
        },
        { queryId: BigInt(300 + i) },
      );
    }
    await send(bob, msgs, t);
  }
  await host.tickAt(t);

  // Blocks 16-17: send modes a ledger must get right. carol pays dave with mode 1 (the fees
  // on top of the value: dave gets exactly 0.25 TON); a one-off "sweeper" wallet, funded for
  // it, deploys and sends eve everything it has with mode 128 (its balance ends at 0).
  const sweeper = await DemoWallet.create(seed, 'sweeper', 'v4R2');
  t = clock.next();
  await send(faucet, [pay(sweeper.address, '2', 'to be swept')], t);
  await host.tickAt(t);
  t = clock.next();
  host.enqueueExternal(
    await carol.signTransfer(
      [pay(dave.address, '0.25', 'mode 1: fees on top')],
      t,
      undefined,
      SendMode.PAY_GAS_SEPARATELY,
    ),
  );
  host.enqueueExternal(
    await sweeper.signTransfer(
      [pay(eve.address, '0', 'mode 128: all that is left')],
      t,
      undefined,
      SendMode.CARRY_ALL_REMAINING_BALANCE,
    ),
  );
  await host.tickAt(t);

  // Blocks 18-21: the investigation (see INVESTIGATION_WALLETS): bob names the roles, the
  // faucet funds the theft's source and alice makes an unrelated deposit to the exchange; then, one block per hop, the
  // theft splits over hop-a and hop-b, they pass it to mule and mule-v5 (one key, v4R2 and
  // v5R1), and those deposit it to the exchange. Every first transfer deploys its wallet.
  const investigation = new Map<string, DemoWallet>();
  for (const [role, keyName, version] of INVESTIGATION_WALLETS) {
    investigation.set(role, await DemoWallet.create(seed, role, version, keyName));
  }
  const role = (r: string) => investigation.get(r)!;
  t = clock.next();
  {
    // bob, the registrar, names every role `<role>.ton` (items after the demo's names).
    const msgs: MessageRelaxed[] = [];
    const p = captureProvider(dns.address, null, msgs);
    for (const [i, [r, w]] of [...investigation].entries()) {
      const domain = `${r}.ton`;
      await dns.sendMint(
        p,
        addressOnlySender(bob.address),
        {
          index: BigInt(DEMO_NAMES.length + i),
          owner: w.address,
          individualContent: internalOnchainContentToCell(
            nftContentToInternal({ name: domain, description: `${domain} on the local network` }),
          ),
          value: toNano('0.05'),
        },
        { queryId: BigInt(400 + i) },
      );
    }
    await send(bob, msgs, t);
  }
  await send(faucet, [pay(role('theft').address, '1000', 'welcome theft')], t);
  await send(alice, [pay(role('exchange').address, '25', 'deposit')], t);
  await host.tickAt(t);
  for (const hop of [['theft'], ['hop-a', 'hop-b'], ['mule', 'mule-v5']]) {
    t = clock.next();
    for (const from of hop) {
      const msgs = INVESTIGATION_FLOWS.filter(([f]) => f === from).map(([, to, ton]) =>
        pay(role(to).address, ton, null),
      );
      await send(role(from), msgs, t);
    }
    await host.tickAt(t);
  }

  const jettonMaster = minter.address;
  const nftCollection = collection.address;
  const dnsCollection = dns.address;
  return {
    wallets,
    jettonMaster,
    nftCollection,
    dnsCollection,
    investigation,
    describe: () => ({
      seed,
      wallets: wallets.map((w) => ({
        name: w.name,
        version: w.version,
        address: `${w.address.workChain}:${w.address.hash.toString('hex').toUpperCase()}`,
        userFriendly: w.address.toString({ bounceable: false, testOnly: false }),
        mnemonic: w.mnemonic.join(' '),
      })),
      jettonMaster: {
        address: `0:${jettonMaster.hash.toString('hex').toUpperCase()}`,
        userFriendly: jettonMaster.toString(),
        symbol: 'DEMO',
        decimals: 9,
      },
      nftCollection: {
        address: `0:${nftCollection.hash.toString('hex').toUpperCase()}`,
        userFriendly: nftCollection.toString(),
        items: NFT_ITEMS,
      },
      dnsCollection: {
        address: `0:${dnsCollection.hash.toString('hex').toUpperCase()}`,
        userFriendly: dnsCollection.toString(),
        names: [
          ...DEMO_NAMES.map(([domain, wallet]) => ({ domain, wallet })),
          ...[...investigation.keys()].map((r) => ({ domain: `${r}.ton`, wallet: r })),
        ],
      },
      investigation: {
        wallets: [...investigation.values()].map((w) => ({
          name: w.name,
          version: w.version,
          address: `${w.address.workChain}:${w.address.hash.toString('hex').toUpperCase()}`,
          userFriendly: w.address.toString({ bounceable: false, testOnly: false }),
          publicKey: w.keyPair.publicKey.toString('hex'),
          mnemonic: w.mnemonic.join(' '),
        })),
        flows: INVESTIGATION_FLOWS.map(([from, to, ton]) => ({ from, to, ton })),
      },
    }),
  };
}
