import { serializeTuple } from '@ton/core';
import type { TupleItem } from '@ton/core';
import type {
  BlockId,
  Executor,
  ExecutorEmulationResult as EmulationResult,
  ExecutorRunTransactionArgs as RunTransactionArgs,
  PrevBlocksInfo,
} from '@ton/sandbox';

/**
 * Transactions with the previous-blocks info, serialized once per block. @ton/sandbox's
 * `Executor.runTransaction` turns `prevBlocksInfo` (TVM c7 param 13: 16 block ids and more, 90
 * 256-bit integers) into a stack-entry BoC on every call: about 2 ms of CPU a transaction, more
 * than a third of the demo's whole build. Every transaction of a block gets the same info, so
 * this keeps its BoC for the block and hands the emulator the very parameters `runTransaction`
 * would (@ton/sandbox 0.41's `runCommonArgsToInternalParams`), through the Executor's own
 * `getEmulatorPointer` and `runCommon`. Where those are missing (another @ton/sandbox), the
 * public `runTransaction` runs instead. The replay tests (tests/integration/localnet-retrace)
 * recompute every transaction with the public path and a probe of the seed and previous blocks,
 * so a drift between the two paths fails them.
 */

/** The Executor's private steps the fast path uses. */
interface ExecutorSteps {
  getEmulatorPointer(config: string, verbosity: number): number;
  runCommon(args: unknown[]): EmulationResult;
}

/** @ton/sandbox's verbosity levels as the emulator numbers them. */
const VERBOSITY: Record<RunTransactionArgs['verbosity'], number> = {
  short: 0,
  full: 1,
  full_location: 2,
  full_location_gas: 3,
  full_location_stack: 4,
  full_location_stack_verbose: 5,
};

function blockIdTuple(id: BlockId): TupleItem {
  return {
    type: 'tuple',
    items: [
      { type: 'int', value: BigInt(id.workchain) },
      { type: 'int', value: id.shard },
      { type: 'int', value: BigInt(id.seqno) },
      { type: 'int', value: BigInt(`0x${id.rootHash.toString('hex')}`) },
      { type: 'int', value: BigInt(`0x${id.fileHash.toString('hex')}`) },
    ],
  };
}

/** The info as the emulator's `prev_blocks_info` parameter: a tuple stack entry's BoC, base64. */
export function prevBlocksParam(info: PrevBlocksInfo): string {
  const items: TupleItem[] = [
    { type: 'tuple', items: info.lastMcBlocks.map(blockIdTuple) },
    blockIdTuple(info.prevKeyBlock),
  ];
  if (info.lastMcBlocks100) {
    items.push({ type: 'tuple', items: info.lastMcBlocks100.map(blockIdTuple) });
  }
  // serializeTuple writes a whole stack (depth, then entries); the entry is the cell after it.
  const s = serializeTuple([{ type: 'tuple', items }]).beginParse();
  s.skip(24);
  s.loadRef();
  return s.asCell().toBoc().toString('base64');
}

/** A key naming an info's content (its blocks' seqnos and root hashes). */
function keyOf(info: PrevBlocksInfo): string {
  const ids = [...info.lastMcBlocks, info.prevKeyBlock, ...(info.lastMcBlocks100 ?? [])];
  return ids
    .map((b) => `${b.workchain}:${b.shard}:${b.seqno}:${b.rootHash.toString('hex')}`)
    .join('|');
}

/** Runs transactions with the last block's previous-blocks parameter kept (see the module). */
export class PrevBlocksCache {
  private last: { key: string; param: string } | null = null;

  private param(info: PrevBlocksInfo): string {
    const key = keyOf(info);
    if (this.last?.key !== key) this.last = { key, param: prevBlocksParam(info) };
    return this.last.param;
  }

  /** `ex.runTransaction(args)`, with the previous-blocks info serialized once per block. */
  async runTransaction(ex: Executor, args: RunTransactionArgs): Promise<EmulationResult> {
    const steps = ex as unknown as Partial<ExecutorSteps>;
    if (
      !args.prevBlocksInfo ||
      typeof steps.getEmulatorPointer !== 'function' ||
      typeof steps.runCommon !== 'function'
    ) {
      return ex.runTransaction(args);
    }
    const params = {
      utime: args.now,
      lt: args.lt.toString(),
      rand_seed: args.randomSeed === null ? '' : args.randomSeed.toString('hex'),
      ignore_chksig: args.ignoreChksig,
      debug_enabled: args.debugEnabled,
      prev_blocks_info: this.param(args.prevBlocksInfo),
    };
    return steps.runCommon.call(ex, [
      steps.getEmulatorPointer.call(ex, args.config, VERBOSITY[args.verbosity]),
      args.libs?.toBoc().toString('base64') ?? 0,
      args.shardAccount,
      args.message.toBoc().toString('base64'),
      JSON.stringify(params),
    ]);
  }
}
