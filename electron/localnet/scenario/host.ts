import type { Address, Cell } from '@ton/core';
import type { Blockchain } from '@ton/sandbox';
import type { AcceptedMessage, TickResult } from '../types';

/**
 * What the scenario builders need from a network (implemented by `local-network.ts`, which
 * imports the builders: these types live here so that the two do not import each other).
 */

/** Genesis account: code/data/balance put on chain before block 0. */
export interface GenesisAccount {
  address: Address;
  code: Cell;
  data: Cell;
  /** nanotons */
  balance: bigint;
}

/** Internal surface the scenario builders drive (real externals, explicit block times). */
export interface ScenarioHost {
  readonly blockchain: Blockchain;
  enqueueExternal(boc: Buffer): AcceptedMessage;
  /** Runs one block at unix time `utime` (clamped to be monotonic). */
  tickAt(utime: number): Promise<TickResult>;
}
