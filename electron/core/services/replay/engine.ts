import type { Cell, Transaction } from '@ton/core';
import type { ExecutorVerbosity, PrevBlocksInfo } from '@ton/sandbox';
import { AppError } from '../../../../shared/ipc/errors';
import type { ChainTransaction } from '../../../../shared/api/v3-rows';
import {
  globalVersionOf,
  librariesDict,
  MissingLibrariesError,
  parseShardAccount,
  txMessageCells,
  type ShardAccountState,
} from '../../../../shared/replay/cells';
import { diffTransactions, likelyCause } from '../../../../shared/replay/diff';
import {
  explainExitCode,
  explainResultCode,
  explainSkipReason,
} from '../../../../shared/replay/exit-explain';
import { txOutcome } from '../../../../shared/replay/outcome';
import type { PinnedBlock } from '../../../../shared/replay/pinned-block';
import type { ReplayFailure, TxOutcome, TxReplay } from '../../../../shared/replay/types';
import {
  missingLibraryHashes,
  parseVmLog,
  vmReads,
  type VmReads,
} from '../../../../shared/replay/vm-log';
import {
  prevBlocksAsInput,
  type LibrarySet,
  type PinnedStateSession,
} from '../pinned-state/reader';
import { emulate, emulatorVersion, type EmulationOutput } from './emulator';
import { loadInputs, resolveRecipe, type Recipe, type RecipeInputs } from './recipe';

/**
 * Replay of a transaction: its recipe's inputs (./recipe.ts) run through the emulator, the
 * account's earlier transactions in the block first, each judged by hash against the chain's.
 */

/** Options of a replay. */
export interface ReplayOptions {
  /** Parse the target's VM log into steps (the step view). Default false. */
  steps?: boolean;
}

/** What one run of a chain needs besides the chain. */
export interface ChainContext {
  s: PinnedStateSession;
  inputs: RecipeInputs;
  libs: LibrarySet;
  prevBlocks: PrevBlocksInfo | undefined;
  verbosity: ExecutorVerbosity;
  emulator: string;
}

/** One chain transaction run: the emulator's output and what its VM read. */
export interface ChainRun {
  out: EmulationOutput;
  reads: VmReads;
  /** The state the transaction started from. */
  start: ShardAccountState;
}

/** The VM log level: the step view's (location, gas and the stack after each step), or
 * instructions only (enough to see what a contract read), which is several times faster. */
const verbosityOf = (steps: boolean): ExecutorVerbosity => (steps ? 'full_location_stack' : 'full');

/**
 * Replays the chain of transaction `hash` (its account's transactions from the previous
 * masterchain block to it) and judges each one. Never throws for the chain's data: a read that
 * fails or does not validate is the result's `failure` (verdict `error`).
 */
export async function replayChain(
  s: PinnedStateSession,
  hash: string,
  opts: ReplayOptions = {},
): Promise<{ recipe: Recipe | null; results: TxReplay[] }> {
  const t0 = Date.now();
  const r0 = s.requests;
  let ctx: ChainContext;
  try {
    ctx = await chainContext(s, await resolveRecipe(s, hash), opts.steps === true);
  } catch (e) {
    return { recipe: null, results: [failedReplay(s, hash, e, r0, t0)] };
  }
  const results: TxReplay[] = [];
  const badStart = startStateProblem(ctx);
  let state: ShardAccountState | null = badStart ? null : ctx.inputs.start;
  for (let i = 0; i < ctx.inputs.chain.length; i++) {
    const isTarget = i === ctx.inputs.chain.length - 1;
    const earlier = results.find((r) => r.verdict !== 'match')?.hash ?? null;
    const result: JudgedReplay = state
      ? await judgeOne(ctx, i, state, { steps: isTarget && opts.steps === true, earlier })
      : unrunnable(ctx, i, badStart ?? earlierFailure(earlier));
    result.inputs!.earlier = results.map((r) => ({ hash: r.hash, lt: r.lt, verdict: r.verdict }));
    results.push(result);
    state = result.nextState;
    delete (result as Partial<JudgedReplay>).nextState;
  }
  const last = results[results.length - 1]!;
  last.requests = s.requests - r0;
  last.durationMs = Date.now() - t0;
  return { recipe: ctx.inputs.recipe, results };
}

/** Loads the recipe's inputs and the libraries its states and messages reference. */
export async function chainContext(
  s: PinnedStateSession,
  recipe: Recipe,
  steps: boolean,
): Promise<ChainContext> {
  const inputs = await loadInputs(s, recipe);
  const msgs = inputs.chain
    .map((c) => txMessageCells(c.tx.cell).inMessage)
    .filter((m): m is Cell => m !== null);
  const libs = await s.librariesFor([inputs.start.cell, ...msgs]);
  if (recipe.libraries?.length) {
    // Libraries earlier runs found the code loads at run time (see recoverLibraries).
    const extra = await s.libraries(recipe.libraries);
    for (const [h, c] of extra.found) libs.found.set(h, c);
    libs.missing.push(...extra.missing);
    libs.dict = librariesDict(libs.found);
  }
  return {
    s,
    inputs,
    libs,
    prevBlocks: recipe.prevBlocks ? prevBlocksAsInput(recipe.prevBlocks) : undefined,
    verbosity: verbosityOf(steps),
    emulator: await emulatorVersion(),
  };
}

/** A replay result with the state it left (for the next transaction of the chain). */
type JudgedReplay = TxReplay & { nextState: ShardAccountState | null };

/** Runs chain transaction `i` from `start` and judges it. */
async function judgeOne(
  ctx: ChainContext,
  i: number,
  start: ShardAccountState,
  opts: { steps: boolean; earlier: string | null },
): Promise<JudgedReplay> {
  const { parsed } = ctx.inputs.chain[i]!;
  let run = await runOne(ctx, i, start);
  if (!matches(run, parsed) && run.reads.prevBlocks && !ctx.prevBlocks) {
    ctx.prevBlocks = await loadPrevBlocks(ctx);
    run = await runOne(ctx, i, start);
  }
  run = await recoverLibraries(ctx, i, start, run);
  return verdictOf(ctx, i, run, opts);
}

/** Rounds of {@link recoverLibraries} (a library can load another). */
const LIBRARY_ROUNDS = 4;

/**
 * A run that failed to load a library cell the code built at run time (no scan of the state
 * finds those) is run again at the verbose level, which prints the cell and so its hash; the
 * library is read (v2 `getLibraries`), kept with the recipe, and the run repeated. A library
 * the network does not return stays in `ctx.libs.missing` (the verdict is then an error naming
 * it).
 */
export async function recoverLibraries(
  ctx: ChainContext,
  i: number,
  start: ShardAccountState,
  first: ChainRun,
  message?: Cell,
): Promise<ChainRun> {
  const chainTx = ctx.inputs.chain[i]!.parsed;
  let run = first;
  for (let round = 0; round < LIBRARY_ROUNDS; round++) {
    if (matches(run, chainTx) || !run.reads.libraryMissing) break;
    const verbose = await runOne(
      { ...ctx, verbosity: 'full_location_stack_verbose' },
      i,
      start,
      message,
    );
    const known = new Set([...ctx.libs.found.keys(), ...ctx.libs.missing]);
    const wanted = missingLibraryHashes(verbose.out.vmLog).filter((h) => !known.has(h));
    if (wanted.length === 0) break;
    const got = await ctx.s.libraries(wanted);
    ctx.libs.missing.push(...got.missing);
    if (got.found.size === 0) break;
    for (const [h, c] of got.found) ctx.libs.found.set(h, c);
    ctx.libs.dict = librariesDict(ctx.libs.found);
    const recipe = ctx.inputs.recipe;
    recipe.libraries = [...new Set([...(recipe.libraries ?? []), ...got.found.keys()])];
    ctx.s.store.putRecipe(recipe.hash, recipe);
    run = await runOne(ctx, i, start, message);
  }
  return run;
}

const matches = (run: ChainRun, chain: Transaction) =>
  run.out.ok && run.out.tx.hash().equals(chain.hash());

/**
 * Emulates chain transaction `i` from `start` with its block's context (`message`: another
 * in-message, for a what-if).
 */
export async function runOne(
  ctx: ChainContext,
  i: number,
  start: ShardAccountState,
  message?: Cell,
): Promise<ChainRun> {
  const { tx, parsed } = ctx.inputs.chain[i]!;
  const d = parsed.description;
  if (d.type !== 'generic' && d.type !== 'tick-tock') {
    const error = `a ${d.type} transaction cannot be replayed (only ordinary and tick-tock ones)`;
    return { out: { ok: false, error, vmLog: '', exitCode: null }, reads: vmReads(''), start };
  }
  const recipe = ctx.inputs.recipe;
  const block = recipe.chainBlocks[tx.hash] ?? recipe.block;
  const out = await emulate({
    shardAccount: start.cell,
    message: message ?? txMessageCells(tx.cell).inMessage,
    tock: d.type === 'tick-tock' ? d.isTock : undefined,
    config: ctx.inputs.config.base64,
    libs: ctx.libs.dict,
    now: parsed.now,
    lt: parsed.lt,
    randSeed: seedOf(block),
    prevBlocks: ctx.prevBlocks,
    verbosity: ctx.verbosity,
  });
  return { out, reads: vmReads(out.vmLog), start };
}

/** The block's random seed, or zeros when the server has none. */
function seedOf(block: PinnedBlock): Buffer {
  return block.randSeed ? Buffer.from(block.randSeed, 'base64') : Buffer.alloc(32);
}

/**
 * The previous blocks' info the transactions' collator had: as of the shard block's
 * masterchain reference when it is before the committing block, else the block before it (the
 * state's). Read once, kept with the recipe.
 */
export async function loadPrevBlocks(ctx: ChainContext): Promise<PrevBlocksInfo> {
  const { s, inputs } = ctx;
  const { recipe } = inputs;
  const ref = recipe.block.masterRefSeqno;
  const pin =
    ref !== null && ref < recipe.mcSeqno && ref !== recipe.stateBlock.seqno
      ? await s.masterchainBlock(ref)
      : recipe.stateBlock;
  const every100 = globalVersionOf(inputs.config.cell) >= 9;
  recipe.prevBlocks = await s.prevBlocksInfo(pin, every100);
  s.store.putRecipe(recipe.hash, recipe);
  return prevBlocksAsInput(recipe.prevBlocks);
}

/** The chain's transaction `i` as the result's `chain` outcome (balance from the index row). */
export function chainOutcome(ctx: ChainContext, i: number): TxOutcome {
  const { tx, parsed } = ctx.inputs.chain[i]!;
  const row = (tx.row ?? ctx.s.store.transaction(tx.hash)?.row ?? null) as ChainTransaction | null;
  const balance = row?.account_state_after?.balance;
  return txOutcome(parsed, balance != null ? BigInt(balance) : null);
}

/** The verdict on one run, with its parts, cause, exit code in words and steps. */
function verdictOf(
  ctx: ChainContext,
  i: number,
  run: ChainRun,
  opts: { steps: boolean; earlier: string | null },
): JudgedReplay {
  const base = baseResult(ctx, i);
  const { out } = run;
  if (!out.ok) return { ...base, ...emulatorRefused(ctx, run, opts.earlier) };
  const next = parseShardAccount(out.shardAccount, 'the emulated state');
  const replay = txOutcome(out.tx, next.parsed.account?.storage.balance.coins ?? 0n);
  const explained = explainOutcome(replay);
  const steps = opts.steps ? parseVmLog(out.vmLog, { gasUsed: gasOf(out.tx) }) : null;
  const chainTx = ctx.inputs.chain[i]!.parsed;
  const stateAfterMatches = nextStateMatches(ctx, i, next);
  if (out.tx.hash().equals(chainTx.hash())) {
    return {
      ...base,
      ...explained,
      verdict: 'match',
      replay,
      steps,
      stateAfterMatches,
      nextState: next,
    };
  }
  const diffs = diffTransactions(chainTx, out.tx);
  const missing = ctx.libs.missing;
  const result: JudgedReplay = {
    ...base,
    ...explained,
    verdict: missing.length > 0 ? 'error' : 'mismatch',
    part: diffs[0]?.part ?? 'transaction',
    diffs,
    cause: likelyCause(diffs, hintsOf(ctx, run, opts.earlier)),
    replay,
    steps,
    failure: missing.length > 0 ? failureOf(new MissingLibrariesError(missing)) : null,
    stateAfterMatches,
    nextState: next,
  };
  return result;
}

/** The compute phase's gas used, when a VM ran. */
export function gasOf(tx: Transaction): number | undefined {
  const d = tx.description;
  if (d.type !== 'generic' && d.type !== 'tick-tock') return undefined;
  return d.computePhase.type === 'vm' ? Number(d.computePhase.gasUsed) : undefined;
}

/** The emulated next state against the index's `account_state_after.hash`, when it has one. */
function nextStateMatches(ctx: ChainContext, i: number, next: ShardAccountState): boolean | null {
  const { tx } = ctx.inputs.chain[i]!;
  const row = (tx.row ?? ctx.s.store.transaction(tx.hash)?.row ?? null) as ChainTransaction | null;
  const hash = row?.account_state_after?.hash;
  return hash ? next.accountHash.toString('base64') === hash : null;
}

/** A run the emulator refused (e.g. an external message it did not accept): a mismatch of
 * the compute phase, since the chain did run it; an error when a library was missing. */
function emulatorRefused(
  ctx: ChainContext,
  run: ChainRun,
  earlier: string | null,
): Partial<JudgedReplay> {
  const out = run.out as Extract<EmulationOutput, { ok: false }>;
  const diffs = [{ part: 'compute' as const, field: 'accepted', chain: 'ran', replay: out.error }];
  const missing = ctx.libs.missing;
  return {
    verdict: missing.length > 0 || out.exitCode === null ? 'error' : 'mismatch',
    part: 'compute',
    diffs,
    cause: likelyCause(diffs, hintsOf(ctx, run, earlier)),
    failure:
      missing.length > 0
        ? failureOf(new MissingLibrariesError(missing))
        : out.exitCode === null
          ? { code: 'INTERNAL', message: out.error }
          : null,
    exitCode: out.exitCode !== null ? explainExitCode(out.exitCode) : null,
    nextState: null,
  };
}

/** The hints a cause is named from. */
function hintsOf(ctx: ChainContext, run: ChainRun, earlier: string | null) {
  return {
    earlierMismatch: earlier,
    prevBlocksRead: run.reads.prevBlocks,
    prevBlocksGiven: ctx.prevBlocks !== undefined,
    randomRead: run.reads.random,
    randSeedKnown: ctx.inputs.recipe.block.randSeed !== null,
    missingLibraries: ctx.libs.missing,
    libraryLoadFailed: run.reads.libraryMissing,
  };
}

/** Exit code, result code and skip reason of an outcome, in words. */
export function explainOutcome(
  o: TxOutcome,
): Pick<TxReplay, 'exitCode' | 'resultCode' | 'skipped'> {
  const c = o.compute;
  return {
    exitCode: c && !c.skipped && c.exitCode !== null ? explainExitCode(c.exitCode) : null,
    resultCode: o.action ? explainResultCode(o.action.resultCode) : null,
    skipped: c?.skipped && c.reason ? explainSkipReason(c.reason) : null,
  };
}

/** The fields every result of chain transaction `i` shares. */
function baseResult(ctx: ChainContext, i: number): JudgedReplay {
  const { tx, parsed } = ctx.inputs.chain[i]!;
  const recipe = ctx.inputs.recipe;
  const block = recipe.chainBlocks[tx.hash] ?? recipe.block;
  const chain = chainOutcome(ctx, i);
  return {
    hash: tx.hash,
    account: recipe.account,
    lt: parsed.lt.toString(),
    verdict: 'error',
    part: null,
    cause: null,
    diffs: [],
    failure: null,
    chain,
    replay: null,
    ...explainOutcome(chain),
    steps: null,
    inputs: {
      mcSeqno: recipe.mcSeqno,
      stateSeqno: recipe.stateBlock.seqno,
      configSeqno: recipe.configBlock.seqno,
      block: {
        workchain: block.workchain,
        shard: block.shard,
        seqno: block.seqno,
        rootHash: block.rootHash,
      },
      randSeed: block.randSeed,
      now: parsed.now,
      lt: parsed.lt.toString(),
      libraries: [...ctx.libs.found.keys()],
      prevBlocks: ctx.prevBlocks !== undefined,
      earlier: [],
      emulator: ctx.emulator,
    },
    stateAfterMatches: null,
    requests: 0,
    durationMs: 0,
    nextState: null,
  };
}

/**
 * The start state read is not the state the chain's first transaction started from (its
 * state update's old hash): the server's state at that seqno is wrong, so nothing can be
 * judged. Null when they agree.
 */
export function startStateProblem(ctx: ChainContext): ReplayFailure | null {
  const { recipe, start, chain } = ctx.inputs;
  const first = chain[0]!.parsed;
  if (start.accountHash.equals(first.stateUpdate.oldHash)) return null;
  const at = recipe.emptyStart
    ? 'as an account that did not exist'
    : `at masterchain block ${recipe.stateBlock.seqno}`;
  return {
    code: 'BAD_RESPONSE',
    message:
      `the state of ${recipe.account} read ${at} (Account hash ${start.accountHash.toString('base64')}) ` +
      `is not the state its transaction ${chain[0]!.tx.hash} started from (${first.stateUpdate.oldHash.toString('base64')}): ` +
      `the server did not return the state at that seqno (is it archival?)`,
  };
}

/** The failure of a transaction after one the emulator could not run. */
function earlierFailure(earlier: string | null): ReplayFailure {
  return {
    code: 'CONFLICT',
    message: `an earlier transaction of the account in this block (${earlier}) could not be emulated, so this one has no state to start from`,
  };
}

/** A chain transaction that cannot be judged (no state to start from). */
function unrunnable(ctx: ChainContext, i: number, failure: ReplayFailure): JudgedReplay {
  return { ...baseResult(ctx, i), failure };
}

/** An error as a result's failure. */
export function failureOf(e: unknown): ReplayFailure {
  if (e instanceof MissingLibrariesError) {
    return { code: e.code, message: e.message, missingLibraries: e.hashes };
  }
  if (e instanceof AppError) return { code: e.code, message: e.message };
  return { code: 'INTERNAL', message: (e as Error).message ?? String(e) };
}

/** The result for a transaction whose recipe could not be read. */
function failedReplay(
  s: PinnedStateSession,
  hash: string,
  e: unknown,
  r0: number,
  t0: number,
): TxReplay {
  if (e instanceof AppError && e.code === 'CANCELLED') throw e;
  return {
    hash,
    account: '',
    lt: '',
    verdict: 'error',
    part: null,
    cause: null,
    diffs: [],
    failure: failureOf(e),
    chain: null,
    replay: null,
    exitCode: null,
    resultCode: null,
    skipped: null,
    steps: null,
    inputs: null,
    stateAfterMatches: null,
    requests: s.requests - r0,
    durationMs: Date.now() - t0,
  };
}
