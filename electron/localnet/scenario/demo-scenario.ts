import { toNano } from '@ton/core';
import type { Address } from '@ton/core';
import type { GenesisAccount, ScenarioHost } from './host';
import { prefetchKeys } from './demo-wallet';
import type { DemoWallet } from './demo-wallet';
import {
  INVESTIGATION_CHASE_BLOCKS,
  INVESTIGATION_WALLETS,
  POISONING_BLOCKS,
  WALLETS,
} from './demo-roster';
import { ScenarioClock } from './clock';
import { createDemoCast, describeDemoCast, NFT_ITEMS } from './demo-cast';
import { DEMO_STEPS, DemoRun } from './demo-steps';

export { ScenarioClock, SCENARIO_BLOCK_SECONDS } from './clock';
export { NFT_ITEMS };

/**
 * Blocks the demo scenario reserves (used to back-date its start): genesis, the 17 blocks of
 * the steps before the investigation, its opening block, its chase, the poisoning attempt, the
 * fake "TON" jetton's two blocks, and one spare.
 */
export const DEMO_BLOCKS = 22 + INVESTIGATION_CHASE_BLOCKS + POISONING_BLOCKS;

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

/**
 * Starts deriving the demo wallets' keys in the background (PBKDF2 on the thread pool), to
 * overlap with the emulator's start-up; `buildDemoScenario` then finds them ready.
 */
export function prefetchDemoKeys(seed: string): void {
  for (const [name] of WALLETS) prefetchKeys(seed, name);
  for (const [role, , keyName = role] of INVESTIGATION_WALLETS) prefetchKeys(seed, keyName);
}

/**
 * Builds the demo scenario through real signed external messages: funded wallets (v4R2, v5R1),
 * TON transfers with comments, a bounced transfer, a failed compute phase, a TEP-74 jetton
 * (assets-sdk minter/wallet, on-chain TEP-64 metadata with image data) with mints, transfers
 * with forward payload comments and a burn, and a TEP-62 NFT collection with 12 on-chain items,
 * mints and transfers, and payments with send modes 1 and 128 (the steps: `DEMO_STEPS`).
 * Deterministic in `seed` except for times (the chain starts `startTime`-relative). `genesis`
 * writes block 0 with the pre-funded faucet (1 000 000 000 TON).
 */
export async function buildDemoScenario(
  host: ScenarioHost,
  seed: string,
  startTime: number,
  genesis: (accounts: GenesisAccount[], utime: number) => Promise<void>,
): Promise<DemoAccounts> {
  const cast = await createDemoCast(seed);
  const clock = new ScenarioClock(startTime);
  const { faucet } = cast;
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
  const run = new DemoRun(host, cast, clock);
  for (const step of DEMO_STEPS) await step.run(run);
  return {
    wallets: cast.wallets,
    jettonMaster: cast.minter.address,
    nftCollection: cast.collection.address,
    dnsCollection: cast.dns.address,
    investigation: cast.investigation,
    describe: () => describeDemoCast(cast),
  };
}
