import { Cell, crc16, parseTuple } from '@ton/core';
import type { Address, ShardAccount, TupleItem } from '@ton/core';
import type { ExtraCurrency, PrevBlocksInfo } from '@ton/sandbox';
import { prevBlocksInfo } from '../../history/block-context';
import type { IndexedBlock, LocalNetwork } from '../../types';

/**
 * Get-methods on a state from the chain's history (v2 `runGetMethod` with `seqno`): the
 * account's state after masterchain block S, run with what block S's transactions ran with
 * (its configuration, libraries, time, random seed and previous-blocks info). Without `seqno`
 * the same is the emulator's current state and context (`run-method.ts`).
 */

/** Gas limit of a get-method run (as @ton/sandbox and liteservers use). */
const GET_METHOD_GAS_LIMIT = 10_000_000n;

/** TVM method id of a get-method name (FunC's and @ton/sandbox's rule), or the id itself. */
export function methodIdOf(method: string | number): number {
  if (typeof method === 'number') return method;
  if (method === 'main' || method === 'recv_internal') return 0;
  if (method === 'recv_external') return -1;
  return (crc16(Buffer.from(method)).readUInt16BE(0) & 0xffff) | 0x10000;
}

/** What a block's get-methods run with besides the account. */
interface BlockContext {
  configBase64: string;
  libs: Cell | null;
  now: number;
  randSeed: Buffer;
  prevBlocks: PrevBlocksInfo | undefined;
}

/**
 * The context of masterchain block `mc`: its recorded configuration and libraries (the
 * emulator's current ones when it has no record), its time, the random seed of the shard block
 * it commits (zero when not recorded) and its previous-blocks info.
 */
function contextOf(net: LocalNetwork, mc: IndexedBlock): BlockContext {
  const config = net.history.configBocAt(mc.seqno);
  const shardBlock = net.index.shardsOf(mc.seqno)[0] ?? mc;
  return {
    configBase64: config ? config.toString('base64') : net.blockchain.configBase64,
    libs: config ? net.history.libsAt(mc.seqno) : (net.blockchain.libs ?? null),
    now: mc.genUtime,
    randSeed: net.history.randSeed(shardBlock) ?? Buffer.alloc(32),
    prevBlocks: prevBlocksInfo(mc.seqno, (s) => net.index.block(-1, mc.shard, s)),
  };
}

/** The extra currencies of an account's balance, as the executor takes them. */
function extraCurrencyOf(shard: ShardAccount): ExtraCurrency {
  const other = shard.account?.storage.balance.other;
  const out: ExtraCurrency = {};
  for (const id of other?.keys() ?? []) out[id] = other!.get(id)!;
  return out;
}

/**
 * Runs `method` on `shard` (an active account's state as of masterchain block `mc`). Exit
 * codes other than 0 and 1 come back with an empty stack, as the current-state path reports
 * them; an emulator failure (not a TVM exit) throws.
 */
export async function runGetMethodAt(
  net: LocalNetwork,
  args: { address: Address; shard: ShardAccount; code: Cell; data: Cell; mc: IndexedBlock },
  method: string | number,
  stack: TupleItem[],
): Promise<{ exitCode: number; gasUsed: number; stack: TupleItem[] }> {
  const ctx = contextOf(net, args.mc);
  const res = await net.blockchain.executor.runGetMethod({
    code: args.code,
    data: args.data,
    methodId: methodIdOf(method),
    stack,
    config: ctx.configBase64,
    verbosity: 'short',
    libs: ctx.libs ?? undefined,
    address: args.address,
    unixTime: ctx.now,
    balance: args.shard.account?.storage.balance.coins ?? 0n,
    randomSeed: ctx.randSeed,
    gasLimit: GET_METHOD_GAS_LIMIT,
    debugEnabled: false,
    extraCurrency: extraCurrencyOf(args.shard),
    prevBlocksInfo: ctx.prevBlocks,
  });
  const out = res.output;
  if (!out.success) throw new Error(`get-method emulation failed: ${out.error}`);
  const gasUsed = Number(out.gas_used);
  if (out.vm_exit_code !== 0 && out.vm_exit_code !== 1) {
    return { exitCode: out.vm_exit_code, gasUsed, stack: [] };
  }
  return { exitCode: out.vm_exit_code, gasUsed, stack: parseTuple(Cell.fromBase64(out.stack)) };
}
