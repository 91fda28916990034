import type { Address } from '@ton/core';
import { SmartContract, type Blockchain, type BlockchainStorage } from '@ton/sandbox';
import type { PinnedBlock } from '../../../../shared/replay/pinned-block';
import type { PinnedStateSession } from './reader';

/**
 * A @ton/sandbox `BlockchainStorage` over the pinned-state reader: every account a sandbox
 * `Blockchain` touches is read as it stood at masterchain block `pin` (v2
 * `getShardAccountCell?seqno`, kept on disk), once, when the emulation first touches it. For
 * preflight: `Blockchain.create({ storage: new PinnedStorage(session, pin), config })` runs a
 * message and everything it causes on the pinned state, reading only the accounts it reaches.
 */
export class PinnedStorage implements BlockchainStorage {
  private readonly contracts = new Map<string, SmartContract>();

  constructor(
    private readonly session: PinnedStateSession,
    private readonly pin: PinnedBlock,
  ) {}

  async getContract(blockchain: Blockchain, address: Address): Promise<SmartContract> {
    const key = address.toRawString();
    let contract = this.contracts.get(key);
    if (!contract) {
      const state = await this.session.shardAccount(key, this.pin);
      contract = new SmartContract(state.parsed, blockchain);
      this.contracts.set(key, contract);
    }
    return contract;
  }

  knownContracts(): SmartContract[] {
    return [...this.contracts.values()];
  }

  clearKnownContracts(): void {
    this.contracts.clear();
  }
}
