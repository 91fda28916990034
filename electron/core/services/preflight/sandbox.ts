import { Address, beginCell, storeShardAccount, type Cell, type Transaction } from '@ton/core';
import {
  Blockchain,
  EmulationError,
  type BlockchainStorage,
  type BlockchainTransaction,
  type SmartContract,
} from '@ton/sandbox';
import { libraryRefs, librariesDict, MissingLibrariesError } from '../../../../shared/replay/cells';
import type { PinnedBlock } from '../../../../shared/replay/pinned-block';
import type { PinnedConfig, PinnedStateSession } from '../pinned-state/reader';
import { PinnedStorage } from '../pinned-state/sandbox-storage';
import { executor, forgetExecutorAfter, NO_LIBRARIES, NO_PREV_BLOCKS } from '../replay/emulator';

/**
 * Preflight's chain: a @ton/sandbox `Blockchain` on the process's emulator whose accounts are
 * read lazily at the pinned masterchain block (`PinnedStorage`: v2 `getShardAccountCell?seqno`,
 * kept on disk), with the library cells each account's state refers to read as the account is
 * first touched (v2 `getLibraries`, kept), the pinned configuration, and the prediction's time.
 * Signatures are checked (the emulator's `ignoreChksig` is false), as the wallet checks them.
 */

/** One emulated transaction, its account (raw upper-case) and the balance around it. */
export interface RunTx {
  tx: Transaction;
  account: string;
  /** Nanotons before and after. */
  before: bigint;
  after: bigint;
}

/** An emulated trace: every transaction, or why the external was not accepted. */
export interface RunTrace {
  txs: RunTx[];
  accepted: boolean;
  refusal: { exitCode: number | null; message: string } | null;
  /** True when the trace was cut at the cap. */
  capped: boolean;
}

/**
 * Storage that loads the library cells of each account on first touch (before the account's
 * code runs), and remembers each account's balance at the pin. A library the network does not
 * return stops the prediction (MissingLibrariesError): without it the code cannot be run.
 */
class LibraryStorage implements BlockchainStorage {
  private readonly libs = new Map<string, Cell>();
  /** Raw upper-case address → balance at the pin (nanotons). */
  readonly pinned = new Map<string, bigint>();

  constructor(
    private readonly inner: PinnedStorage,
    private readonly s: PinnedStateSession,
  ) {}

  async getContract(bc: Blockchain, address: Address): Promise<SmartContract> {
    const c = await this.inner.getContract(bc, address);
    const key = address.toRawString().toUpperCase();
    if (!this.pinned.has(key)) {
      this.pinned.set(key, c.balance);
      const cell = beginCell().store(storeShardAccount(c.account)).endCell();
      await this.addLibraries(bc, cell);
    }
    return c;
  }

  private async addLibraries(bc: Blockchain, root: Cell): Promise<void> {
    if (libraryRefs([root]).every((h) => this.libs.has(h))) return;
    const set = await this.s.librariesFor([root]);
    if (set.missing.length > 0) throw new MissingLibrariesError(set.missing);
    for (const [h, cell] of set.found) this.libs.set(h, cell);
    bc.libs = librariesDict(this.libs) ?? NO_LIBRARIES;
  }

  knownContracts(): SmartContract[] {
    return this.inner.knownContracts();
  }

  clearKnownContracts(): void {
    this.inner.clearKnownContracts();
  }
}

/** A sandbox chain on the state of `pin`, with `config`, at unix time `now`. */
export async function pinnedChain(
  s: PinnedStateSession,
  pin: PinnedBlock,
  config: PinnedConfig,
  now: number,
): Promise<{ bc: Blockchain; storage: LibraryStorage }> {
  const storage = new LibraryStorage(new PinnedStorage(s, pin), s);
  const bc = await Blockchain.create({ executor: await executor(), config: config.cell, storage });
  bc.verbosity = { print: false, blockchainLogs: false, vmLogs: 'none', debugLogs: false };
  bc.now = now;
  // The emulator keeps the last libraries and previous blocks it was given when a call gives
  // none: give explicit empty ones (a contract reading previous blocks sees none here).
  bc.libs = NO_LIBRARIES;
  bc.prevBlocks = NO_PREV_BLOCKS;
  bc.random = pin.randSeed ? Buffer.from(pin.randSeed, 'base64') : Buffer.alloc(32);
  return { bc, storage };
}

/** The account a sandbox transaction ran on (workchain from its inbound message). */
function txAccount(tx: BlockchainTransaction): Address {
  const info = tx.inMessage?.info;
  const wc = info && info.type !== 'external-out' ? info.dest.workChain : 0;
  return new Address(wc, Buffer.from(tx.address.toString(16).padStart(64, '0'), 'hex'));
}

/**
 * Runs `message` (an external-in message cell) and every message it causes, in the sandbox's
 * queue order, at most `cap` transactions. An external the destination does not accept gives
 * no transaction and its exit code.
 */
export async function runTrace(
  bc: Blockchain,
  storage: LibraryStorage,
  message: Cell,
  cap: number,
): Promise<RunTrace> {
  const txs: RunTx[] = [];
  const last = new Map<string, bigint>();
  try {
    const iter = await bc.sendMessageIter(message);
    for await (const tx of iter) {
      const address = txAccount(tx);
      const account = address.toRawString().toUpperCase();
      const before = last.get(account) ?? storage.pinned.get(account) ?? 0n;
      const after = (await bc.getContract(address)).balance;
      last.set(account, after);
      txs.push({ tx, account, before, after });
      if (txs.length >= cap) return { txs, accepted: true, refusal: null, capped: true };
    }
  } catch (e) {
    forgetExecutorAfter(e);
    // Only the emulator's refusal of the external itself is a prediction; anything else (a
    // read that failed, a missing library, a trap) is an error of the preflight.
    if (txs.length > 0 || !(e instanceof EmulationError)) throw e;
    return {
      txs,
      accepted: false,
      refusal: { exitCode: e.exitCode ?? null, message: e.error },
      capped: false,
    };
  }
  return { txs, accepted: true, refusal: null, capped: false };
}
