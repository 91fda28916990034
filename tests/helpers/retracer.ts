import { beginCell, Cell, CellType, Dictionary, loadTransaction } from '@ton/core';
import type { Transaction } from '@ton/core';
import { Executor } from '@ton/sandbox';
import type { BlockId, PrevBlocksInfo } from '@ton/sandbox';

/**
 * A retracer-style client: a third party that replays any transaction of a TON network from its
 * TON Center HTTP API alone (v2 + v3, as documented: `../shared/api/`), with plain `fetch`,
 * @ton/core and @ton/sandbox's `Executor`. It shares no code with the app's client or the local
 * network, so it checks that what the local network serves is enough, and exact, for a replay.
 *
 * The recipe (TON's retracer): find the transaction and its block (v3 `transactions?hash`,
 * `blocks`); take the account's whole ShardAccount as it stood after the previous masterchain
 * block (v2 `getShardAccountCell?seqno`); re-run the account's earlier transactions of the same
 * block in lt order (their raw BoC from v2 `getTransactions`), then the transaction itself, with
 * the configuration (`getConfigAll?seqno`), the libraries its code uses (`getLibraries`), the
 * block's random seed and time (v3 `blocks` `rand_seed`) and the previous-blocks info (v2
 * `getBlockHeader` / `lookupBlock` / `getMasterchainInfo`). The verdict: the recomputed
 * transaction's hash equals the chain's.
 */

/** One replayed transaction. */
export interface RetraceResult {
  /** The chain's transaction hash (base64). */
  hash: string;
  /** Raw address. */
  account: string;
  lt: bigint;
  match: boolean;
  /** The recomputed transaction's hash (base64), or null when the emulator refused it. */
  recomputed: string | null;
  /** The first differing part when it does not match. */
  mismatch?: string;
}

/** A v3 Transaction, the fields a replay reads. */
export interface V3Tx {
  hash: string;
  account: string;
  lt: string;
  now: number;
  mc_block_seqno: number;
  block_ref: { workchain: number; shard: string; seqno: number };
}

/** A v3 Block, the fields a replay reads. */
interface V3Block {
  rand_seed: string;
  start_lt: string;
  gen_utime: string;
}

/** v2 `ton.blockIdExt`. */
interface BlockIdExt {
  workchain: number;
  shard: string;
  seqno: number;
  root_hash: string;
  file_hash: string;
}

/** The block-level inputs of a replay. */
interface BlockInputs {
  randSeed: Buffer;
  startLt: bigint;
  config: string;
  prevBlocks: PrevBlocksInfo;
}

const MC_SHARD = '-9223372036854775808';

export class Retracer {
  /** HTTP requests made so far. */
  requests = 0;
  private readonly blocks = new Map<string, Promise<BlockInputs>>();
  private readonly mcIds = new Map<number, Promise<BlockId>>();
  private readonly configs = new Map<number, Promise<string>>();
  private executor: Promise<Executor> | null = null;

  constructor(private readonly api: { v2: string; v3: string; apiKey?: string }) {}

  private async get(url: string): Promise<unknown> {
    this.requests++;
    const res = await fetch(url, {
      headers: this.api.apiKey ? { 'X-API-Key': this.api.apiKey } : {},
    });
    const body = (await res.json()) as Record<string, unknown>;
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status} ${JSON.stringify(body)}`);
    return body;
  }

  /** A v2 method's `result` (GET; repeated keys for arrays). */
  private async v2<T>(method: string, params: Record<string, string | number | string[]>) {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) {
      for (const one of Array.isArray(v) ? v : [v]) qs.append(k, String(one));
    }
    const body = (await this.get(`${this.api.v2}/${method}?${qs}`)) as { ok: boolean; result: T };
    if (!body.ok) throw new Error(`${method}: ${JSON.stringify(body)}`);
    return body.result;
  }

  private async v3<T>(path: string, params: Record<string, string | number>): Promise<T> {
    const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
    return (await this.get(`${this.api.v3}/${path}?${qs}`)) as T;
  }

  /** Replays one transaction by its hash (base64), the recipe above. */
  async retrace(hash: string): Promise<RetraceResult> {
    const { transactions } = await this.v3<{ transactions: V3Tx[] }>('transactions', {
      hash,
      limit: 1,
    });
    const tx = transactions[0];
    if (!tx) throw new Error(`transaction ${hash} not found`);
    const results = await this.retraceAccountBlock(tx);
    return results[results.length - 1]!;
  }

  /**
   * Replays the transactions of `tx`'s account in `tx`'s block, in lt order, up to and
   * including `tx`: one verdict per transaction. Each one runs on the state the previous one
   * left (the first on the state after the previous masterchain block), so every verdict is the
   * recipe's for that transaction; replaying a block's newest transaction of an account judges
   * all of that account's transactions in the block.
   */
  async retraceAccountBlock(tx: V3Tx): Promise<RetraceResult[]> {
    const inputs = await this.blockInputs(tx);
    const raws = await this.blockTransactions(tx, inputs.startLt);
    const cell = await this.v2<{ bytes: string }>('getShardAccountCell', {
      address: tx.account,
      seqno: tx.mc_block_seqno - 1,
    });
    const libs = await this.libraries(cell.bytes, raws);
    const executor = await (this.executor ??= Executor.create());
    const results: RetraceResult[] = [];
    let shardAccount = cell.bytes;
    for (const raw of raws) {
      const message = raw.refs[0]!.beginParse().loadMaybeRef();
      if (!message) throw new Error('tick-tock transactions are not replayed by this client');
      const chain = loadTransaction(raw.beginParse());
      const res = await executor.runTransaction({
        message,
        shardAccount,
        config: inputs.config,
        libs,
        now: chain.now,
        lt: chain.lt,
        randomSeed: inputs.randSeed,
        ignoreChksig: false,
        debugEnabled: false,
        verbosity: 'short',
        prevBlocksInfo: inputs.prevBlocks,
      });
      const verdict = { hash: raw.hash().toString('base64'), account: tx.account, lt: chain.lt };
      if (!res.result.success) {
        const mismatch = `the emulator refused it: ${res.result.error}`;
        results.push({ ...verdict, match: false, recomputed: null, mismatch });
        break;
      }
      const mine = Cell.fromBase64(res.result.transaction);
      const match = mine.hash().equals(raw.hash());
      results.push({
        ...verdict,
        match,
        recomputed: mine.hash().toString('base64'),
        ...(match ? {} : { mismatch: firstDifference(chain, loadTransaction(mine.beginParse())) }),
      });
      shardAccount = res.result.shardAccount;
    }
    return results;
  }

  /**
   * The raw transaction cells of `last`'s account in its block (lt above the block's `startLt`) up
   * to and including `last`, oldest first: v2 getTransactions from `last` backwards (each page
   * starts at the cursor, inclusive).
   */
  private async blockTransactions(last: V3Tx, startLt: bigint): Promise<Cell[]> {
    type V2Tx = { data: string; transaction_id: { lt: string; hash: string } };
    const out: Cell[] = [];
    let cursor = { lt: last.lt, hash: last.hash };
    for (let first = true; ; first = false) {
      const page = await this.v2<V2Tx[]>('getTransactions', {
        address: last.account,
        limit: 50,
        lt: cursor.lt,
        hash: cursor.hash,
      });
      for (const t of first ? page : page.slice(1)) {
        if (BigInt(t.transaction_id.lt) <= startLt) return out.reverse();
        out.push(Cell.fromBase64(t.data));
      }
      if (page.length < 50) return out.reverse();
      cursor = page[page.length - 1]!.transaction_id;
    }
  }

  /** The random seed, lt start, configuration and previous blocks of `tx`'s block (cached). */
  private blockInputs(tx: V3Tx): Promise<BlockInputs> {
    const key = `${tx.block_ref.workchain}:${tx.block_ref.shard}:${tx.block_ref.seqno}`;
    let hit = this.blocks.get(key);
    if (!hit) {
      hit = (async () => {
        const { blocks } = await this.v3<{ blocks: V3Block[] }>('blocks', {
          workchain: tx.block_ref.workchain,
          shard: tx.block_ref.shard,
          seqno: tx.block_ref.seqno,
          limit: 1,
        });
        const block = blocks[0];
        if (!block) throw new Error(`block ${key} not found`);
        const prev = tx.mc_block_seqno - 1;
        const config = await this.config(prev);
        return {
          randSeed: Buffer.from(block.rand_seed, 'base64'),
          startLt: BigInt(block.start_lt),
          config,
          prevBlocks: await this.prevBlocks(tx.mc_block_seqno, config),
        };
      })();
      this.blocks.set(key, hit);
    }
    return hit;
  }

  private config(mcSeqno: number): Promise<string> {
    let hit = this.configs.get(mcSeqno);
    if (!hit) {
      hit = this.v2<{ config: { bytes: string } }>('getConfigAll', { seqno: mcSeqno }).then(
        (r) => r.config.bytes,
      );
      this.configs.set(mcSeqno, hit);
    }
    return hit;
  }

  /**
   * The previous-blocks info (TVM c7 param 13) of masterchain block `mcSeqno` as TON builds it
   * from the state of block p = mcSeqno - 1: blocks p, p-1, … (16 at most), the previous key
   * block, and (global version 9 and later) the multiples of 100 from p down (16 at most).
   */
  private async prevBlocks(mcSeqno: number, configBase64: string): Promise<PrevBlocksInfo> {
    const p = mcSeqno - 1;
    const last: number[] = [];
    for (let s = p; s >= 0 && last.length < 16; s--) last.push(s);
    const every100: number[] = [];
    for (let s = Math.floor(p / 100) * 100; s >= 0 && every100.length < 16; s -= 100) {
      every100.push(s);
    }
    let keySeqno = 0;
    if (p > 0) {
      const header = await this.v2<{ prev_key_block_seqno: number; is_key_block: boolean }>(
        'getBlockHeader',
        { workchain: -1, shard: MC_SHARD, seqno: p },
      );
      keySeqno = header.is_key_block ? p : header.prev_key_block_seqno;
    }
    const info: PrevBlocksInfo = {
      lastMcBlocks: await Promise.all(last.map((s) => this.mcBlockId(s))),
      prevKeyBlock: await this.mcBlockId(keySeqno),
    };
    if (globalVersion(configBase64) >= 9) {
      info.lastMcBlocks100 = await Promise.all(every100.map((s) => this.mcBlockId(s)));
    }
    return info;
  }

  /**
   * The id of masterchain block `seqno`: `lookupBlock` (seqno > 0), or for the zero state, the
   * `init` block of `getMasterchainInfo` (toncenter refuses seqno 0).
   */
  private mcBlockId(seqno: number): Promise<BlockId> {
    let hit = this.mcIds.get(seqno);
    if (!hit) {
      hit = (async () => {
        const id =
          seqno === 0
            ? (await this.v2<{ init: BlockIdExt }>('getMasterchainInfo', {})).init
            : await this.v2<BlockIdExt>('lookupBlock', { workchain: -1, shard: MC_SHARD, seqno });
        return {
          workchain: id.workchain,
          // TVM's c7 holds the shard unsigned (the API writes it signed).
          shard: BigInt.asUintN(64, BigInt(id.shard)),
          seqno: id.seqno,
          rootHash: Buffer.from(id.root_hash, 'base64'),
          fileHash: Buffer.from(id.file_hash, 'base64'),
        };
      })();
      this.mcIds.set(seqno, hit);
    }
    return hit;
  }

  /**
   * The library dictionary a replay needs: every library cell the account's state or the
   * in-messages refer to, from `getLibraries`; null when none is referred to. Throws when the
   * network does not have one of them.
   */
  private async libraries(shardAccount: string, raws: Cell[]): Promise<Cell | null> {
    const hashes = new Set<string>();
    collectLibraryRefs(Cell.fromBase64(shardAccount), hashes);
    for (const raw of raws) {
      const msg = raw.refs[0]!.beginParse().loadMaybeRef();
      if (msg) collectLibraryRefs(msg, hashes);
    }
    if (hashes.size === 0) return null;
    const wanted = [...hashes];
    const r = await this.v2<{ result: Array<{ hash: string; data: string }> }>('getLibraries', {
      libraries: wanted,
    });
    const dict = Dictionary.empty(Dictionary.Keys.Buffer(32), Dictionary.Values.Cell());
    for (const e of r.result) dict.set(Buffer.from(e.hash, 'base64'), Cell.fromBase64(e.data));
    const missing = wanted.filter((h) => !dict.has(Buffer.from(h, 'hex')));
    if (missing.length > 0) throw new Error(`libraries not served: ${missing.join(', ')}`);
    return beginCell().storeDictDirect(dict).endCell();
  }
}

/** Hashes (hex) of the library cells referred to anywhere under `root`. */
function collectLibraryRefs(root: Cell, out: Set<string>): void {
  const seen = new Set<string>();
  const walk = (c: Cell) => {
    const h = c.hash().toString('hex');
    if (seen.has(h)) return;
    seen.add(h);
    if (c.type === CellType.Library) {
      out.add(c.beginParse(true).skip(8).loadBuffer(32).toString('hex'));
      return;
    }
    c.refs.forEach(walk);
  };
  walk(root);
}

/** Global version of a configuration (param 8), 0 when absent. */
function globalVersion(configBase64: string): number {
  const dict = Dictionary.loadDirect(
    Dictionary.Keys.Int(32),
    Dictionary.Values.Cell(),
    Cell.fromBase64(configBase64),
  );
  const p8 = dict.get(8)?.beginParse();
  if (!p8) return 0;
  p8.skip(8);
  return p8.loadUint(32);
}

/** The first part in which two transactions differ (phases, fees, out messages, state). */
function firstDifference(chain: Transaction, mine: Transaction): string {
  const parts: Array<[string, (t: Transaction) => unknown]> = [
    ['lt', (t) => t.lt],
    ['now', (t) => t.now],
    ['state before', (t) => t.stateUpdate.oldHash.toString('hex')],
    [
      'description',
      (t) => JSON.stringify(t.description, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)),
    ],
    ['total fees', (t) => t.totalFees.coins],
    ['out messages', (t) => t.outMessagesCount],
    ['state after', (t) => t.stateUpdate.newHash.toString('hex')],
  ];
  for (const [name, get] of parts) if (get(chain) !== get(mine)) return name;
  return 'the transaction cell (same fields, different encoding)';
}
