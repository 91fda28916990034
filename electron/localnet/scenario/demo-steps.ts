import { Address, beginCell, comment, internal, SendMode, toNano } from '@ton/core';
import type { ContractProvider, MessageRelaxed, Sender, StateInit } from '@ton/core';
import { sha256_sync } from '@ton/crypto';
import { JettonMinter, JettonWallet, NftItem } from '@ton-community/assets-sdk';
import { nftContentToInternal } from '@ton-community/assets-sdk/dist/nft/content';
import { internalOnchainContentToCell } from '@ton-community/assets-sdk/dist/utils';
import type { ScenarioHost } from './host';
import type { DemoWallet } from './demo-wallet';
import {
  DEMO_NAMES,
  depositorDeposit,
  INVESTIGATION_CHASE_BLOCKS,
  INVESTIGATION_FLOWS,
  POISONING,
} from './demo-roster';
import { addressOnlySender, captureProvider } from './capture-provider';
import { NFT_ITEMS, type DemoCast } from './demo-cast';

/**
 * A demo run: the cast, the network it drives and the block clock, with the ways a step signs
 * externals. Each step fills one or more blocks through `block`.
 */
export class DemoRun {
  constructor(
    readonly host: ScenarioHost,
    readonly cast: DemoCast,
    private readonly clock: { next(): number },
  ) {}

  /** Opens the next block at the clock's next time, lets `fill` queue its externals, runs it. */
  async block(fill: (t: number) => Promise<void>): Promise<void> {
    const t = this.clock.next();
    await fill(t);
    await this.host.tickAt(t);
  }

  /** Queues one external of `w` signed at `t` carrying `msgs` (send mode 3, unless `mode`). */
  async send(w: DemoWallet, msgs: MessageRelaxed[], t: number, mode?: SendMode): Promise<void> {
    // The genesis faucet is already active; a state init on its first external is ignored.
    this.host.enqueueExternal(await w.signTransfer(msgs, t, undefined, mode));
  }

  /**
   * Signs into one external of `from` at `t` the internal messages that `call` has an
   * assets-sdk wrapper build for `contract` (captured, not sent); with `deploy` each carries the
   * contract's state init.
   */
  async sendThrough(
    from: DemoWallet,
    contract: { address: Address; init?: StateInit },
    t: number,
    call: (provider: ContractProvider, via: Sender) => Promise<unknown>,
    deploy = false,
  ): Promise<void> {
    const msgs: MessageRelaxed[] = [];
    const init = deploy ? contract.init! : null;
    await call(captureProvider(contract.address, init, msgs), addressOnlySender(from.address));
    await this.send(from, msgs, t);
  }

  /** The jetton wallet of `owner`, from the minter's own get_wallet_address (on chain now). */
  async jettonWalletOf(owner: Address): Promise<JettonWallet> {
    const minter = this.host.blockchain.openContract(
      JettonMinter.createFromAddress(this.cast.minter.address),
    );
    return JettonWallet.createFromAddress(await minter.getWalletAddress(owner));
  }
}

/** One named step of the demo scenario: the blocks it produces and what they contain. */
export interface DemoStep {
  name: string;
  run(d: DemoRun): Promise<void>;
}

/** A TON transfer (`ton` in TON, as a decimal string) with an optional text comment. */
function pay(to: Address, ton: string, text: string | null, bounce = false): MessageRelaxed {
  return internal({
    to,
    value: toNano(ton),
    bounce,
    body: text === null ? undefined : comment(text),
  });
}

/** Blocks 1-2: the faucet funds every wallet (uninit accounts: non-bounceable transfers). */
async function fundWallets(d: DemoRun): Promise<void> {
  const { faucet, alice, bob, carol, dave, eve } = d.cast;
  await d.block((t) =>
    d.send(
      faucet,
      [alice, bob, carol, dave].map((w) => pay(w.address, '10000', `welcome ${w.name}`)),
      t,
    ),
  );
  await d.block((t) => d.send(faucet, [pay(eve.address, '10000', 'welcome eve')], t));
}

/** Block 3: first transfers deploy the wallets (externals carry the state init). */
async function firstTransfers(d: DemoRun): Promise<void> {
  const { alice, bob, carol, dave, eve } = d.cast;
  await d.block(async (t) => {
    await d.send(alice, [pay(bob.address, '5', 'lunch money')], t);
    await d.send(bob, [pay(carol.address, '2', 'thanks for the coffee')], t);
    await d.send(carol, [pay(dave.address, '1.5', 'book club')], t);
    await d.send(dave, [pay(eve.address, '3', 'concert tickets')], t);
    await d.send(eve, [pay(alice.address, '0.75', 'see you soon')], t);
  });
}

/** Block 4: a bounced transfer (bounceable, to an address with no contract). */
async function bouncedTransfer(d: DemoRun): Promise<void> {
  const nobody = new Address(0, sha256_sync(`${d.cast.seed}/nobody`));
  await d.block((t) => d.send(d.cast.alice, [pay(nobody, '1', 'is anyone there?', true)], t));
}

/** Block 5: alice deploys the jetton minter (admin alice). */
async function deployJetton(d: DemoRun): Promise<void> {
  const { alice, minter } = d.cast;
  await d.block((t) =>
    d.sendThrough(alice, minter, t, (p, s) => minter.sendDeploy(p, s, toNano('0.5')), true),
  );
}

/** Block 6: mints to alice and bob (one external of alice). */
async function mintJettons(d: DemoRun): Promise<void> {
  const { alice, bob, minter } = d.cast;
  await d.block((t) =>
    d.sendThrough(alice, minter, t, async (p, s) => {
      await minter.sendMint(p, s, alice.address, toNano('1000000'), {
        returnExcess: true,
        queryId: 1n,
      });
      await minter.sendMint(p, s, bob.address, toNano('250000'), {
        returnExcess: true,
        queryId: 2n,
      });
    }),
  );
}

/** Block 7: a failed compute phase: an unknown opcode to the minter (it throws and bounces). */
async function failedCompute(d: DemoRun): Promise<void> {
  const body = beginCell().storeUint(0xdeadbeef, 32).storeUint(0, 64).endCell();
  const to = d.cast.minter.address;
  await d.block((t) =>
    d.send(d.cast.bob, [internal({ to, value: toNano('0.2'), bounce: true, body })], t),
  );
}

/** Block 8: jetton transfers with forward payload comments (alice→carol, bob→dave). */
async function transferJettons(d: DemoRun): Promise<void> {
  const { alice, bob, carol, dave } = d.cast;
  const transfers: Array<[DemoWallet, DemoWallet, string, string, bigint]> = [
    [alice, carol, '1500', 'jettons for carol', 10n],
    [bob, dave, '320.5', 'your share', 11n],
  ];
  await d.block(async (t) => {
    for (const [from, to, amount, text, queryId] of transfers) {
      const wallet = await d.jettonWalletOf(from.address);
      await d.sendThrough(from, wallet, t, (p, s) =>
        wallet.send(p, s, to.address, toNano(amount), {
          notify: { amount: toNano('0.01'), payload: comment(text) },
          returnExcess: true,
          queryId,
          value: toNano('0.1'),
        }),
      );
    }
  });
}

/** Block 9: carol burns part of her jettons. */
async function burnJettons(d: DemoRun): Promise<void> {
  const { carol } = d.cast;
  await d.block(async (t) => {
    const wallet = await d.jettonWalletOf(carol.address);
    await d.sendThrough(carol, wallet, t, (p, s) =>
      wallet.sendBurn(p, s, toNano('100'), {
        returnExcess: true,
        queryId: 12n,
        value: toNano('0.1'),
      }),
    );
  });
}

/** Block 10: bob deploys the NFT collection (on-chain metadata). */
async function deployCollection(d: DemoRun): Promise<void> {
  const { bob, collection } = d.cast;
  await d.block((t) =>
    d.sendThrough(bob, collection, t, (p, s) => collection.sendDeploy(p, s, toNano('1')), true),
  );
}

/** Blocks 11-12: the NFT mints (v5R1 bob signs six mints per external), owners in turn. */
async function mintNfts(d: DemoRun): Promise<void> {
  const { alice, bob, carol, dave, eve, collection } = d.cast;
  const owners = [alice, bob, carol, dave, eve];
  for (let batch = 0; batch < NFT_ITEMS / 6; batch++) {
    await d.block((t) =>
      d.sendThrough(bob, collection, t, async (p, s) => {
        for (let i = batch * 6; i < batch * 6 + 6; i++) {
          const content = nftContentToInternal({
            name: `Demo Item #${i}`,
            description: `Item ${i} of the demo collection`,
            image: `https://example.invalid/nft/${i}.svg`,
          });
          await collection.sendMint(
            p,
            s,
            {
              index: BigInt(i),
              owner: owners[i % owners.length]!.address,
              individualContent: internalOnchainContentToCell(content),
              value: toNano('0.05'),
            },
            { queryId: BigInt(100 + i) },
          );
        }
      }),
    );
  }
}

/** Block 13: NFT transfers (item 0 alice→carol with a comment, 1 bob→eve, 2 carol→alice). */
async function transferNfts(d: DemoRun): Promise<void> {
  const { alice, bob, carol, eve, collection } = d.cast;
  const transfers: Array<[DemoWallet, number, DemoWallet, string | null]> = [
    [alice, 0, carol, 'a gift'],
    [bob, 1, eve, null],
    [carol, 2, alice, 'returning it'],
  ];
  await d.block(async (t) => {
    for (const [from, index, to, text] of transfers) {
      const config = { index: BigInt(index), collection: collection.address };
      const item = NftItem.createFromAddress(NftItem.createFromConfig(config).address);
      await d.sendThrough(from, item, t, (p, s) =>
        item.send(p, s, to.address, {
          notify: text ? { amount: toNano('0.01'), payload: comment(text) } : false,
          returnExcess: true,
          queryId: BigInt(200 + index),
          value: toNano('0.1'),
        }),
      );
    }
  });
}

/** Block 14: more TON traffic (a v5R1 multi-message transfer). */
async function splitPayment(d: DemoRun): Promise<void> {
  const { alice, bob, carol, dave } = d.cast;
  await d.block((t) =>
    d.send(
      dave,
      [
        pay(alice.address, '0.5', 'split 1/3'),
        pay(bob.address, '0.5', 'split 2/3'),
        pay(carol.address, '0.5', 'split 3/3'),
      ],
      t,
    ),
  );
}

/**
 * Captures into `msgs` the registrar's mints of `.ton` names in the "Local DNS" collection: item
 * `firstIndex + i` named `names[i][0]`, owned by `names[i][1]`, query id `firstQueryId + i`.
 */
async function captureNameMints(
  d: DemoRun,
  names: Array<[domain: string, owner: Address]>,
  firstIndex: number,
  firstQueryId: number,
  msgs: MessageRelaxed[],
): Promise<void> {
  const { dns, bob } = d.cast;
  const p = captureProvider(dns.address, null, msgs);
  for (const [i, [domain, owner]] of names.entries()) {
    const content = nftContentToInternal({
      name: domain,
      description: `${domain} on the local network`,
    });
    await dns.sendMint(
      p,
      addressOnlySender(bob.address),
      {
        index: BigInt(firstIndex + i),
        owner,
        individualContent: internalOnchainContentToCell(content),
        value: toNano('0.05'),
      },
      { queryId: BigInt(firstQueryId + i) },
    );
  }
}

/**
 * Block 15: the local .ton names (bob, the registrar, deploys the "Local DNS" collection and
 * mints one name per wallet; a v5R1 external carries the deploy and the mints in order).
 */
async function registerNames(d: DemoRun): Promise<void> {
  const { dns, bob, wallets } = d.cast;
  await d.block(async (t) => {
    const msgs: MessageRelaxed[] = [];
    await dns.sendDeploy(
      captureProvider(dns.address, dns.init!, msgs),
      addressOnlySender(bob.address),
      toNano('0.5'),
    );
    const names = DEMO_NAMES.map(([domain, name]): [string, Address] => [
      domain,
      wallets.find((w) => w.name === name)!.address,
    ]);
    await captureNameMints(d, names, 0, 300, msgs);
    await d.send(bob, msgs, t);
  });
}

/**
 * Blocks 16-17: send modes a ledger must get right. carol pays dave with mode 1 (the fees on
 * top of the value: dave gets exactly 0.25 TON); a one-off "sweeper" wallet, funded for it,
 * deploys and sends eve everything it has with mode 128 (its balance ends at 0).
 */
async function sendModes(d: DemoRun): Promise<void> {
  const { faucet, carol, dave, eve, sweeper } = d.cast;
  await d.block((t) => d.send(faucet, [pay(sweeper.address, '2', 'to be swept')], t));
  await d.block(async (t) => {
    const fees = pay(dave.address, '0.25', 'mode 1: fees on top');
    await d.send(carol, [fees], t, SendMode.PAY_GAS_SEPARATELY);
    const all = pay(eve.address, '0', 'mode 128: all that is left');
    await d.send(sweeper, [all], t, SendMode.CARRY_ALL_REMAINING_BALANCE);
  });
}

/**
 * Captures into `msgs` a TEP-74 transfer of `amount` DEMO from `from`'s jetton wallet whose
 * notification carries `forwardTon` TON (default 0.01) to the new owner.
 */
async function captureDemoTransfer(
  d: DemoRun,
  from: DemoWallet,
  to: Address,
  amount: string,
  queryId: bigint,
  forwardTon: string | undefined,
  msgs: MessageRelaxed[],
): Promise<void> {
  const wallet = await d.jettonWalletOf(from.address);
  await wallet.send(
    captureProvider(wallet.address, null, msgs),
    addressOnlySender(from.address),
    to,
    toNano(amount),
    {
      notify: { amount: toNano(forwardTon ?? '0.01'), payload: null },
      returnExcess: true,
      queryId,
      value: toNano(forwardTon ?? '0.01') + toNano('0.1'),
    },
  );
}

/**
 * Block 18: the investigation's opening (see INVESTIGATION_WALLETS): bob names every role
 * `<role>.ton` (items after the demo's names), the faucet funds the theft's source and the
 * depositors' payroll, and alice makes an unrelated deposit to the exchange and mints the swap
 * desk the DEMO it will sell.
 */
async function openInvestigation(d: DemoRun): Promise<void> {
  const { bob, faucet, alice, investigation, minter } = d.cast;
  const role = (r: string) => investigation.get(r)!.address;
  await d.block(async (t) => {
    const msgs: MessageRelaxed[] = [];
    const names = [...investigation].map(([r, w]): [string, Address] => [`${r}.ton`, w.address]);
    await captureNameMints(d, names, DEMO_NAMES.length, 400, msgs);
    await d.send(bob, msgs, t);
    const funding = [
      pay(role('theft'), '1000', 'welcome theft'),
      pay(role('payroll'), '11000', 'payroll'),
    ];
    await d.send(faucet, funding, t);
    const own = [pay(role('exchange'), '25', 'deposit')];
    await minter.sendMint(
      captureProvider(minter.address, null, own),
      addressOnlySender(alice.address),
      role('swap-desk'),
      toNano('500000'),
      { returnExcess: true, queryId: 3n },
    );
    await d.send(alice, own, t);
  });
}

/**
 * Blocks 19-24: one block per step of the chase (`INVESTIGATION_FLOWS` by `block`): each
 * sender signs its moves of the block into one external (its first deploys it). Meanwhile
 * payroll funds the depositors (block 19, one v5R1 external) and they deposit to the exchange
 * in turn (blocks 20-24), each deposit deploying its wallet.
 */
async function followTheMoney(d: DemoRun): Promise<void> {
  for (let b = 1; b <= INVESTIGATION_CHASE_BLOCKS; b++) {
    await d.block(async (t) => {
      await queueFlows(d, b, t);
      await queueDepositors(d, b, t);
    });
  }
}

/** Queues the chase's moves of block `b`: one external per sender, its moves in order. */
async function queueFlows(d: DemoRun, b: number, t: number): Promise<void> {
  const role = (r: string) => d.cast.investigation.get(r)!;
  const flows = INVESTIGATION_FLOWS.filter((f) => f.block === b);
  for (const from of new Set(flows.map((f) => f.from))) {
    const msgs: MessageRelaxed[] = [];
    for (const [k, f] of flows.entries()) {
      if (f.from !== from) continue;
      const to = role(f.to).address;
      if (f.asset === 'TON') msgs.push(pay(to, f.amount, null));
      else {
        const queryId = BigInt(500 + b * 10 + k);
        await captureDemoTransfer(d, role(from), to, f.amount, queryId, f.forwardTon, msgs);
      }
    }
    await d.send(role(from), msgs, t);
  }
}

/**
 * Queues the depositors' part of chase block `b`: payroll funds them all in block 1 (one v5R1
 * external); from block 2 on, a fifth of them deposit to the exchange per block.
 */
async function queueDepositors(d: DemoRun, b: number, t: number): Promise<void> {
  const { investigation, depositors } = d.cast;
  if (b === 1) {
    const wages = depositors.map((w, i) =>
      internal({ to: w.address, value: depositorDeposit(i) + toNano('0.1'), bounce: false }),
    );
    await d.send(investigation.get('payroll')!, wages, t);
  }
  const exchange = investigation.get('exchange')!.address;
  for (const [i, w] of depositors.entries()) {
    if (2 + (i % (INVESTIGATION_CHASE_BLOCKS - 1)) !== b) continue;
    const memo = comment(`memo ${i}`);
    const deposit = internal({
      to: exchange,
      value: depositorDeposit(i),
      bounce: false,
      body: memo,
    });
    await d.send(w, [deposit], t);
  }
}

/**
 * Blocks 25-26: an address-poisoning attempt on alice (see `POISONING`): the faucet funds the
 * lookalike of carol, which deploys itself with a zero-value transfer to alice carrying a
 * comment (non-bounceable: nothing comes back to mark it).
 */
async function poisonAlice(d: DemoRun): Promise<void> {
  const { faucet, alice, poisoner } = d.cast;
  await d.block((t) => d.send(faucet, [pay(poisoner.wallet.address, POISONING.fundTon, null)], t));
  await d.block((t) => d.send(poisoner.wallet, [pay(alice.address, '0', POISONING.comment)], t));
}

/**
 * Two blocks after the poisoning attempt: eve deploys a jetton whose metadata reads as TON (symbol TON,
 * name Toncoin), then mints 1,000 of it to dave, as a lookalike airdrop arrives: the risk rule
 * `impersonates-ton` has something to flag on the demo.
 */
async function fakeTonJetton(d: DemoRun): Promise<void> {
  const { eve, dave, fakeTon } = d.cast;
  await d.block((t) =>
    d.sendThrough(eve, fakeTon, t, (p, s) => fakeTon.sendDeploy(p, s, toNano('0.5')), true),
  );
  await d.block((t) =>
    d.sendThrough(eve, fakeTon, t, (p, s) =>
      fakeTon.sendMint(p, s, dave.address, toNano('1000'), { returnExcess: true, queryId: 900n }),
    ),
  );
}

/**
 * The demo scenario after genesis, in block order. The chain it builds is fixed by the seed
 * (tests and the e2e suite rely on its exact accounts, amounts and order): append, never reorder.
 */
export const DEMO_STEPS: readonly DemoStep[] = [
  { name: 'the faucet funds the wallets', run: fundWallets },
  { name: 'first transfers deploy the wallets', run: firstTransfers },
  { name: 'a bounced transfer', run: bouncedTransfer },
  { name: 'the jetton minter is deployed', run: deployJetton },
  { name: 'jetton mints', run: mintJettons },
  { name: 'a failed compute phase', run: failedCompute },
  { name: 'jetton transfers with comments', run: transferJettons },
  { name: 'a jetton burn', run: burnJettons },
  { name: 'the NFT collection is deployed', run: deployCollection },
  { name: 'NFT mints', run: mintNfts },
  { name: 'NFT transfers', run: transferNfts },
  { name: 'a multi-message transfer', run: splitPayment },
  { name: 'the .ton names', run: registerNames },
  { name: 'send modes 1 and 128', run: sendModes },
  { name: 'the investigation opens', run: openInvestigation },
  { name: 'the stolen funds hop to the exchange', run: followTheMoney },
  { name: 'an address-poisoning attempt on alice', run: poisonAlice },
  { name: 'a fake "TON" jetton is minted to dave', run: fakeTonJetton },
];
