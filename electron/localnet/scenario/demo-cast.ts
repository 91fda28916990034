import { beginCell } from '@ton/core';
import type { Address } from '@ton/core';
import { sha256_sync } from '@ton/crypto';
import { JettonMinter, NftCollection, jettonContentToInternal } from '@ton-community/assets-sdk';
import { nftContentToInternal } from '@ton-community/assets-sdk/dist/nft/content';
import { internalOnchainContentToCell } from '@ton-community/assets-sdk/dist/utils';
import { DemoWallet } from './demo-wallet';
import {
  DEMO_NAMES,
  depositorDeposit,
  INVESTIGATION_DEPOSITORS,
  INVESTIGATION_FLOWS,
  INVESTIGATION_WALLETS,
  POISONING,
  WALLETS,
} from './demo-roster';
import { lookalikeWalletId } from './vanity';

// Who and what the demo scenario needs, made before its first block: every wallet and contract
// address derives from the seed alone, so nothing here touches the chain.

/** Items of the demo NFT collection. */
export const NFT_ITEMS = 12;

/** The demo's wallets and contracts (their addresses, before anything is deployed). */
export interface DemoCast {
  seed: string;
  /** The demo wallets in `WALLETS` order. */
  wallets: DemoWallet[];
  faucet: DemoWallet;
  alice: DemoWallet;
  bob: DemoWallet;
  carol: DemoWallet;
  dave: DemoWallet;
  eve: DemoWallet;
  /** A one-off wallet that the mode-128 step empties (not listed among `wallets`). */
  sweeper: DemoWallet;
  /** The investigation's wallets by role, in `INVESTIGATION_WALLETS` order. */
  investigation: Map<string, DemoWallet>;
  /** The exchange's unrelated depositors (`INVESTIGATION_DEPOSITORS`, keys without mnemonic). */
  depositors: DemoWallet[];
  /** The address-poisoning attempt's lookalike wallet (`POISONING`) and whether it matches fully. */
  poisoner: { wallet: DemoWallet; walletId: number; full: boolean };
  /** TEP-74 jetton minter (admin alice). */
  minter: JettonMinter;
  /**
   * A jetton that calls itself "TON" (name Toncoin, admin eve), minted to dave: the lookalike
   * the risk rule `impersonates-ton` flags wherever it shows.
   */
  fakeTon: JettonMinter;
  /** TEP-62 NFT collection (admin bob). */
  collection: NftCollection;
  /** The "Local DNS" collection of `<name>.ton` items (admin bob, the registrar). */
  dns: NftCollection;
}

/** A tiny deterministic SVG (stored on chain as the jetton's / collection's `image_data`). */
function demoImage(seed: string, label: string): Buffer {
  const color = sha256_sync(`${seed}/${label}`).toString('hex').slice(0, 6);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#${color}"/><text x="8" y="40" font-size="20">${label}</text></svg>`,
  );
}

/** The demo jetton's minter: on-chain TEP-64 metadata (DEMO, 9 decimals, image data). */
function demoMinter(seed: string, admin: Address): JettonMinter {
  const content = internalOnchainContentToCell(
    jettonContentToInternal({
      name: 'Demo Jetton',
      symbol: 'DEMO',
      decimals: 9,
      description: 'A TEP-74 jetton of the local network',
      imageData: demoImage(seed, 'DEMO'),
    }),
  );
  return JettonMinter.createFromConfig({ admin, content });
}

/** A jetton whose metadata reads as TON (symbol TON, name Toncoin): not TON. */
function fakeTonMinter(seed: string, admin: Address): JettonMinter {
  const content = internalOnchainContentToCell(
    jettonContentToInternal({
      name: 'Toncoin',
      symbol: 'TON',
      decimals: 9,
      description: 'A jetton that calls itself TON. Native TON is not a jetton.',
      imageData: demoImage(seed, 'TON'),
    }),
  );
  return JettonMinter.createFromConfig({ admin, content });
}

/** What a demo NFT collection shows: its on-chain name and description, its image's label. */
interface DemoCollectionInfo {
  name: string;
  description: string;
  /** Label the collection's image is drawn from (with the seed). */
  image: string;
}

/** The demo NFT collection (admin bob). */
const DEMO_COLLECTION: DemoCollectionInfo = {
  name: 'Demo Collection',
  description: 'A TEP-62 collection of the local network',
  image: 'NFT',
};

/**
 * The collection whose items are the local `.ton` names. No npm package ships the TON DNS
 * contracts, so a name is a standard TEP-62 item named `<name>.ton`.
 */
const DNS_COLLECTION: DemoCollectionInfo = {
  name: 'Local DNS (.ton)',
  description: 'The .ton names of the local network (TEP-62 items named <name>.ton)',
  image: 'DNS',
};

/**
 * A standard TEP-62 collection administered by `admin`: on-chain metadata from `info`, empty
 * item prefix.
 */
function demoCollection(seed: string, admin: Address, info: DemoCollectionInfo): NftCollection {
  const { name, description } = info;
  const imageData = demoImage(seed, info.image);
  return NftCollection.createFromConfig({
    admin,
    content: beginCell()
      .storeRef(
        internalOnchainContentToCell(nftContentToInternal({ name, description, imageData })),
      )
      .storeRef(beginCell().storeStringTail('').endCell())
      .endCell(),
  });
}

/**
 * The poisoner's wallet: v4R2 under its seed key, at the first wallet id from
 * `POISONING.walletIdFrom` whose address starts and ends like `genuine`'s (see
 * `lookalikeWalletId`).
 */
function poisonerOf(seed: string, genuine: DemoWallet): DemoCast['poisoner'] {
  const key = DemoWallet.seedKey(seed, 'poisoner');
  const found = lookalikeWalletId(
    key.publicKey,
    genuine.address,
    POISONING.walletIdFrom,
    POISONING.searchLimit,
  );
  const wallet = DemoWallet.withSeedKey(seed, 'poisoner', 'v4R2', found.walletId);
  return { wallet, walletId: found.walletId, full: found.full };
}

/** Creates the demo's wallets (keys from `seed`) and its contracts' wrappers. */
export async function createDemoCast(seed: string): Promise<DemoCast> {
  const wallets = await Promise.all(WALLETS.map(([n, v]) => DemoWallet.create(seed, n, v)));
  const [faucet, alice, bob, carol, dave, eve] = wallets as [
    DemoWallet,
    DemoWallet,
    DemoWallet,
    DemoWallet,
    DemoWallet,
    DemoWallet,
  ];
  const investigation = new Map<string, DemoWallet>();
  for (const [role, version, keyName = role] of INVESTIGATION_WALLETS) {
    investigation.set(role, await DemoWallet.create(seed, role, version, keyName));
  }
  return {
    seed,
    wallets,
    faucet,
    alice,
    bob,
    carol,
    dave,
    eve,
    sweeper: await DemoWallet.create(seed, 'sweeper', 'v4R2'),
    investigation,
    depositors: Array.from({ length: INVESTIGATION_DEPOSITORS }, (_, i) =>
      DemoWallet.withSeedKey(seed, `depositor-${i}`, i % 2 === 0 ? 'v4R2' : 'v5R1'),
    ),
    poisoner: poisonerOf(
      seed,
      wallets.find((w) => w.name === POISONING.imitates)!,
    ),
    minter: demoMinter(seed, alice.address),
    fakeTon: fakeTonMinter(seed, eve.address),
    collection: demoCollection(seed, bob.address, DEMO_COLLECTION),
    dns: demoCollection(seed, bob.address, DNS_COLLECTION),
  };
}

/** A wallet's name, version and addresses (raw upper-case hex and non-bounceable mainnet form). */
function walletIdentity(w: DemoWallet) {
  return {
    name: w.name,
    version: w.version,
    address: `${w.address.workChain}:${w.address.hash.toString('hex').toUpperCase()}`,
    userFriendly: w.address.toString({ bounceable: false, testOnly: false }),
  };
}

/** A contract's raw (basechain, upper-case hex) and user-friendly addresses. */
function contractAddresses(a: Address) {
  return { address: `0:${a.hash.toString('hex').toUpperCase()}`, userFriendly: a.toString() };
}

/** The `--accounts-out` document of the demo cast (wallets with mnemonics, contracts, names). */
export function describeDemoCast(cast: DemoCast): Record<string, unknown> {
  const { investigation } = cast;
  return {
    seed: cast.seed,
    wallets: cast.wallets.map((w) => ({ ...walletIdentity(w), mnemonic: w.mnemonic.join(' ') })),
    jettonMaster: { ...contractAddresses(cast.minter.address), symbol: 'DEMO', decimals: 9 },
    fakeTonJetton: { ...contractAddresses(cast.fakeTon.address), symbol: 'TON', decimals: 9 },
    nftCollection: { ...contractAddresses(cast.collection.address), items: NFT_ITEMS },
    dnsCollection: {
      ...contractAddresses(cast.dns.address),
      names: [
        ...DEMO_NAMES.map(([domain, wallet]) => ({ domain, wallet })),
        ...[...investigation.keys()].map((r) => ({ domain: `${r}.ton`, wallet: r })),
      ],
    },
    investigation: {
      wallets: [...investigation.values()].map((w) => ({
        ...walletIdentity(w),
        publicKey: w.keyPair.publicKey.toString('hex'),
        mnemonic: w.mnemonic.join(' '),
      })),
      flows: INVESTIGATION_FLOWS,
      depositors: {
        count: cast.depositors.length,
        to: 'exchange',
        fundedBy: 'payroll',
        nanotons: cast.depositors.reduce((sum, _, i) => sum + depositorDeposit(i), 0n).toString(),
        keys: 'Ed25519 seed = SHA-256 of "<seed>/depositor-<i>"; v4R2 for even i, v5R1 for odd',
        first: walletIdentity(cast.depositors[0]!),
      },
    },
    poisoning: {
      victim: POISONING.victim,
      imitates: POISONING.imitates,
      comment: POISONING.comment,
      wallet: walletIdentity(cast.poisoner.wallet),
      walletId: cast.poisoner.walletId,
      matchesFirstAndLast: cast.poisoner.full,
    },
  };
}
