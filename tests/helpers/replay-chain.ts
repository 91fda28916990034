import { createHash } from 'node:crypto';
import {
  Address,
  beginCell,
  Cell,
  Dictionary,
  loadShardAccount,
  loadTransaction,
  storeShardAccount,
  type ShardAccount,
} from '@ton/core';
import { Blockchain, createShardAccount, type PrevBlocksInfo } from '@ton/sandbox';
import { findOperation } from '../../shared/api/catalogue';
import type { Api } from '../../shared/api/params';
import { AppError } from '../../shared/ipc/errors';
import { createTypedApi, type TypedApi } from '../../electron/core/client/typed-api';

/**
 * A hand-built chain for replay's unit tests: @ton/sandbox's emulator produces masterchain
 * blocks (one shard block each) with a known random seed, time, lt range and previous blocks'
 * info, and this records what TON Center would serve of them: v3 `blocks` and `transactions`
 * rows, v2 `getShardAccountCell` at every block, `getTransactions` BoCs, `getConfigAll`,
 * `getLibraries`, `lookupBlock`. {@link HandChain.api} answers the typed client's calls from
 * that record, each answer checked by the catalogue's response schema, and counts them. Its
 * faults (a library left out, the state of the wrong block, another seed) make the cases a
 * replay must catch.
 */

const SHARD = '8000000000000000';
const T0 = 1_750_000_000;

type Row = Record<string, unknown>;

/** One masterchain block of the hand-built chain (and its one shard block). */
export interface HandBlock {
  seqno: number;
  mc: Row;
  shard: Row;
  /** ShardAccount cells of every known account after the block. */
  states: Map<string, Cell>;
}

/** A recorded transaction. */
export interface HandTx {
  hash: string;
  account: string;
  lt: bigint;
  cell: Cell;
  mcSeqno: number;
}

/** Faults the fake server can have. */
export interface HandFaults {
  /** Library hashes (hex) getLibraries does not return. */
  omitLibraries?: string[];
  /** Serve account states this many blocks older than asked. */
  stateLag?: number;
  /** Serve this rand_seed for every shard block instead of the one the emulator used. */
  seed?: Buffer;
  /** Serve account states with one nanoton more than they had. */
  tamperState?: boolean;
  /** Serve this configuration (base64 BoC) instead of the emulator's. */
  config?: string;
}

const sha = (s: string) => createHash('sha256').update(s).digest();
const raw = (a: Address) => a.toRawString().toUpperCase();

export class HandChain {
  readonly blocks: HandBlock[] = [];
  readonly txs = new Map<string, HandTx>();
  private readonly accounts = new Map<string, Address>();

  private constructor(readonly bc: Blockchain) {}

  /** A chain with its genesis block (seqno 0) over `genesis` accounts. */
  static async create(
    genesis: { address: Address; code: Cell; data: Cell; balance: bigint }[] = [],
  ): Promise<HandChain> {
    const bc = await Blockchain.create();
    bc.verbosity = { ...bc.verbosity, print: false };
    const chain = new HandChain(bc);
    for (const g of genesis) {
      await bc.setShardAccount(g.address, createShardAccount({ ...g, workchain: 0 }));
      chain.accounts.set(raw(g.address), g.address);
    }
    await chain.seal(0, bc.lt, []);
    return chain;
  }

  /** Adds library cells (the masterchain's public libraries) to the emulator's. */
  addLibraries(cells: Cell[]): void {
    const dict = Dictionary.empty(Dictionary.Keys.BigUint(256), Dictionary.Values.Cell());
    if (this.bc.libs) {
      const old = Dictionary.loadDirect(
        Dictionary.Keys.BigUint(256),
        Dictionary.Values.Cell(),
        this.bc.libs,
      );
      for (const k of old.keys()) dict.set(k, old.get(k)!);
    }
    for (const c of cells) dict.set(BigInt(`0x${c.hash().toString('hex')}`), c);
    this.bc.libs = beginCell().storeDictDirect(dict).endCell();
  }

  /** The previous blocks' info as TON builds it for block `seqno`: the 16 masterchain blocks
   * up to `seqno - 1`, newest first, the last key block (the genesis), and the multiples of 100
   * from `seqno - 1` down. Shards unsigned, as TON's c7 holds them. */
  prevBlocksFor(seqno: number): PrevBlocksInfo {
    const id = (b: HandBlock) => ({
      workchain: -1,
      shard: BigInt(`0x${SHARD}`),
      seqno: b.seqno,
      rootHash: Buffer.from(b.mc.root_hash as string, 'base64'),
      fileHash: Buffer.from(b.mc.file_hash as string, 'base64'),
    });
    const last: HandBlock[] = [];
    for (let s = seqno - 1; s >= 0 && last.length < 16; s--) last.push(this.blocks[s]!);
    const hundreds: HandBlock[] = [];
    for (let s = Math.floor((seqno - 1) / 100) * 100; s >= 0 && hundreds.length < 16; s -= 100) {
      hundreds.push(this.blocks[s]!);
    }
    return {
      lastMcBlocks: last.map(id),
      prevKeyBlock: id(this.blocks[0]!),
      lastMcBlocks100: hundreds.map(id),
    };
  }

  /** The seed the emulator uses for block `seqno`. */
  static seedOf(seqno: number): Buffer {
    return sha(`seed/${seqno}`);
  }

  /**
   * Produces the next block: every message (a Cell or a Message) runs with its whole trace,
   * in order, at the block's time and seed. Returns the block's transactions, lt order.
   */
  async produce(messages: Cell[]): Promise<HandTx[]> {
    const seqno = this.blocks.length;
    const bc = this.bc;
    bc.now = T0 + seqno * 5;
    bc.random = HandChain.seedOf(seqno);
    bc.prevBlocks = this.prevBlocksFor(seqno);
    const startLt = bc.lt;
    const made: HandTx[] = [];
    for (const m of messages) {
      const res = await bc.sendMessage(m);
      for (const t of res.transactions) {
        const wc = t.inMessage?.info.type === 'internal' ? t.inMessage.info.dest.workChain : 0;
        const address = new Address(
          wc,
          Buffer.from(t.address.toString(16).padStart(64, '0'), 'hex'),
        );
        this.accounts.set(raw(address), address);
        const tx: HandTx = {
          hash: t.hash().toString('base64'),
          account: raw(address),
          lt: t.lt,
          cell: t.raw,
          mcSeqno: seqno,
        };
        this.txs.set(tx.hash, tx);
        made.push(tx);
      }
    }
    await this.seal(seqno, startLt, made);
    return made;
  }

  /** Records block `seqno`: its rows and every account's state after it. */
  private async seal(seqno: number, startLt: bigint, made: HandTx[]): Promise<void> {
    const states = new Map<string, Cell>();
    for (const [key, address] of this.accounts) {
      const contract = await this.bc.getContract(address);
      const rawAccount = (contract as unknown as { _account?: string })._account;
      states.set(
        key,
        rawAccount
          ? Cell.fromBase64(rawAccount)
          : beginCell()
              .store(storeShardAccount(contract.account as ShardAccount))
              .endCell(),
      );
    }
    const common = {
      shard: SHARD,
      seqno,
      gen_utime: String(T0 + seqno * 5),
      start_lt: startLt.toString(),
      end_lt: this.bc.lt.toString(),
      prev_key_block_seqno: 0,
    };
    const hashes = (kind: string) => ({
      root_hash: sha(`${kind}/${seqno}/${made.map((t) => t.hash).join()}`).toString('base64'),
      file_hash: sha(`${kind}-file/${seqno}`).toString('base64'),
    });
    const mc = { workchain: -1, ...common, ...hashes('mc'), key_block: seqno === 0 };
    const shard = {
      workchain: 0,
      ...common,
      ...hashes('shard'),
      key_block: false,
      rand_seed: HandChain.seedOf(seqno).toString('base64'),
      master_ref_seqno: Math.max(0, seqno - 1),
    };
    this.blocks.push({ seqno, mc, shard, states });
  }

  /** The state of `address` (raw) after block `seqno`. */
  stateAt(address: string, seqno: number): Cell {
    const cell = this.blocks[seqno]?.states.get(address);
    if (!cell) throw new Error(`no state of ${address} at ${seqno}`);
    return cell;
  }

  /** A fake toncenter over the record: typed v2/v3 and a count of calls per operation. */
  api(faults: HandFaults = {}): FakeApi {
    return new FakeApi(this, faults);
  }
}

/** The typed client over a {@link HandChain}. `calls` lists every call made. */
export class FakeApi {
  readonly calls: { api: Api; operation: string; params: Record<string, unknown> }[] = [];
  readonly v2: TypedApi<'v2'>;
  readonly v3: TypedApi<'v3'>;

  constructor(
    private readonly chain: HandChain,
    private readonly faults: HandFaults,
  ) {
    const caller = async (api: Api, operation: string, params: Record<string, unknown>) => {
      this.calls.push({ api, operation, params });
      const out = this.answer(api, operation, params);
      return findOperation(api, operation)!.response.parse(out);
    };
    this.v2 = createTypedApi('v2', caller);
    this.v3 = createTypedApi('v3', caller);
  }

  /** Calls of one operation. */
  count(operation: string): number {
    return this.calls.filter((c) => c.operation === operation).length;
  }

  private answer(api: Api, op: string, p: Record<string, unknown>): unknown {
    const handler = (api === 'v2' ? this.v2Answers : this.v3Answers)[op];
    if (!handler) throw new Error(`the hand-built chain does not serve ${api} ${op}`);
    return handler(p);
  }

  private get v3Answers(): Record<string, (p: Record<string, unknown>) => unknown> {
    const c = this.chain;
    return {
      masterchainInfo: () => ({ first: c.blocks[0]!.mc, last: c.blocks.at(-1)!.mc }),
      blocks: (p) => {
        const b = c.blocks[Number(p.seqno)];
        if (!b) return { blocks: [] };
        const row = Number(p.workchain) === -1 ? b.mc : b.shard;
        const seed = this.faults.seed;
        return {
          blocks: [
            seed && row.workchain === 0 ? { ...row, rand_seed: seed.toString('base64') } : row,
          ],
        };
      },
      transactions: (p) => {
        const hashes = (p.hash as string[] | undefined) ?? [];
        return {
          transactions: hashes.flatMap((h) => {
            const t = c.txs.get(h);
            return t ? [this.v3Row(t)] : [];
          }),
          address_book: {},
        };
      },
    };
  }

  /** The v3 row of a recorded transaction (the fields replay reads). */
  private v3Row(t: HandTx): Row {
    const parsed = loadTransaction(t.cell.beginParse());
    return {
      account: t.account,
      hash: t.hash,
      lt: t.lt.toString(),
      now: parsed.now,
      mc_block_seqno: t.mcSeqno,
      block_ref: { workchain: 0, shard: SHARD, seqno: t.mcSeqno },
      prev_trans_hash: Buffer.from(
        parsed.prevTransactionHash.toString(16).padStart(64, '0'),
        'hex',
      ).toString('base64'),
      prev_trans_lt: parsed.prevTransactionLt.toString(),
      total_fees: parsed.totalFees.coins.toString(),
      description: {},
      out_msgs: [],
      account_state_after: { hash: parsed.stateUpdate.newHash.toString('base64') },
    };
  }

  private get v2Answers(): Record<string, (p: Record<string, unknown>) => unknown> {
    const c = this.chain;
    return {
      getConfigAll: () => ({ config: { bytes: this.faults.config ?? c.bc.configBase64 } }),
      getShardAccountCell: (p) => {
        const seqno = Math.max(0, Number(p.seqno) - (this.faults.stateLag ?? 0));
        const address = Address.parse(String(p.address)).toRawString().toUpperCase();
        let cell = c.blocks[seqno]?.states.get(address) ?? emptyAccountCell();
        if (this.faults.tamperState) cell = plusOneNanoton(cell);
        return { bytes: cell.toBoc().toString('base64') };
      },
      getLibraries: (p) => {
        const wanted = (p.libraries as string[]).map((h) =>
          Buffer.from(h, /^[0-9a-fA-F]{64}$/.test(h) ? 'hex' : 'base64').toString('hex'),
        );
        const dict = c.bc.libs
          ? Dictionary.loadDirect(Dictionary.Keys.BigUint(256), Dictionary.Values.Cell(), c.bc.libs)
          : null;
        const omit = new Set((this.faults.omitLibraries ?? []).map((h) => h.toLowerCase()));
        const result = wanted.flatMap((h) => {
          const cell = omit.has(h) ? undefined : dict?.get(BigInt(`0x${h}`));
          return cell
            ? [
                {
                  hash: Buffer.from(h, 'hex').toString('base64'),
                  data: cell.toBoc().toString('base64'),
                },
              ]
            : [];
        });
        return { result };
      },
      getTransactions: (p) => this.accountTxs(p),
      lookupBlock: () => {
        throw new AppError({ code: 'BAD_REQUEST', message: 'not served', status: 422 });
      },
    };
  }

  /** v2 getTransactions: from (lt, hash) inclusive back, stopping before `to_lt`. */
  private accountTxs(p: Record<string, unknown>): unknown[] {
    const address = Address.parse(String(p.address)).toRawString().toUpperCase();
    const all = [...this.chain.txs.values()]
      .filter((t) => t.account === address)
      .sort((a, b) => (a.lt < b.lt ? 1 : -1));
    const fromLt = p.lt !== undefined ? BigInt(String(p.lt)) : null;
    const toLt = p.to_lt !== undefined ? BigInt(String(p.to_lt)) : 0n;
    const start = fromLt === null ? 0 : all.findIndex((t) => t.lt === fromLt);
    const skip = p.exclusive ? 1 : 0;
    return all
      .slice(Math.max(0, start) + skip)
      .filter((t) => t.lt > toLt)
      .slice(0, Number(p.limit ?? 10))
      .map((t) => {
        const parsed = loadTransaction(t.cell.beginParse());
        return {
          utime: parsed.now,
          data: t.cell.toBoc().toString('base64'),
          transaction_id: { lt: t.lt.toString(), hash: t.hash },
          fee: '0',
          storage_fee: '0',
          other_fee: '0',
          out_msgs: [],
        };
      });
  }
}

/** A ShardAccount with one nanoton more. */
function plusOneNanoton(cell: Cell): Cell {
  const sa = loadShardAccount(cell.beginParse());
  if (!sa.account) return cell;
  sa.account.storage.balance.coins += 1n;
  return beginCell().store(storeShardAccount(sa)).endCell();
}

/**
 * A configuration with basechain gas (parameter 21) priced `factor` times higher: the same
 * computation then costs other fees.
 */
export function withGasPriceFactor(configBase64: string, factor: bigint): string {
  const dict = Dictionary.loadDirect(
    Dictionary.Keys.Int(32),
    Dictionary.Values.Cell(),
    Cell.fromBase64(configBase64),
  );
  const s = dict.get(21)!.beginParse();
  const b = beginCell();
  let tag = s.loadUint(8);
  if (tag === 0xd1) {
    b.storeUint(tag, 8).storeUint(s.loadUintBig(64), 64).storeUint(s.loadUintBig(64), 64);
    tag = s.loadUint(8);
  }
  if (tag !== 0xde) throw new Error(`unexpected gas prices tag ${tag.toString(16)}`);
  b.storeUint(tag, 8)
    .storeUint(s.loadUintBig(64) * factor, 64)
    .storeSlice(s);
  dict.set(21, b.endCell());
  return beginCell().storeDictDirect(dict).endCell().toBoc().toString('base64');
}

/** `account_none` with no transaction. */
function emptyAccountCell(): Cell {
  return beginCell()
    .storeRef(beginCell().storeBit(0).endCell())
    .storeUint(0, 256)
    .storeUint(0, 64)
    .endCell();
}
