import type { Cell } from '@ton/core';
import { AppError } from '../../../../shared/ipc/errors';
import {
  parseShardAccount,
  txMessageCells,
  type ShardAccountState,
} from '../../../../shared/replay/cells';
import { diffTransactions } from '../../../../shared/replay/diff';
import { explainExitCode } from '../../../../shared/replay/exit-explain';
import { txOutcome } from '../../../../shared/replay/outcome';
import type { ReplayFailure, WhatIfReplay } from '../../../../shared/replay/types';
import { parseVmLog } from '../../../../shared/replay/vm-log';
import { changeBalance, changeMessage, type WhatIfChange } from '../../../../shared/replay/what-if';
import type { PinnedStateSession } from '../pinned-state/reader';
import {
  chainContext,
  chainOutcome,
  explainOutcome,
  failureOf,
  gasOf,
  loadPrevBlocks,
  recoverLibraries,
  runOne,
  startStateProblem,
  type ChainContext,
  type ChainRun,
} from './engine';
import { resolveRecipe } from './recipe';

/**
 * What-if: a transaction run again on the same pinned inputs as its replay, with the
 * in-message's value, bounce flag or body, or the account's balance changed. The result is
 * the emulator's, beside the chain's, never presented as the chain's.
 */

const NOTICE =
  "Emulated with changed inputs on the state the transaction started from: what would have happened, not the chain's result.";

/** Runs the what-if of transaction `hash`. Data failures are the result's `failure`. */
export async function replayWhatIf(
  s: PinnedStateSession,
  hash: string,
  change: WhatIfChange,
): Promise<WhatIfReplay> {
  const t0 = Date.now();
  const r0 = s.requests;
  const done = (r: Omit<WhatIfReplay, 'requests' | 'durationMs' | 'notice'>): WhatIfReplay => ({
    ...r,
    notice: NOTICE,
    requests: s.requests - r0,
    durationMs: Date.now() - t0,
  });
  let ctx: ChainContext;
  try {
    ctx = await chainContext(s, await resolveRecipe(s, hash), true);
  } catch (e) {
    if (e instanceof AppError && e.code === 'CANCELLED') throw e;
    return done(empty(hash, '', [], failureOf(e)));
  }
  const last = ctx.inputs.chain.length - 1;
  const chain = chainOutcome(ctx, last);
  const start = await stateBeforeTarget(ctx);
  if ('failure' in start)
    return done({ ...empty(hash, ctx.inputs.recipe.account, [], start.failure), chain });
  const inputs = changedInputs(ctx, start.state, change);
  let run = await runOne(ctx, last, inputs.state, inputs.message);
  if (run.reads.prevBlocks && !ctx.prevBlocks) {
    ctx.prevBlocks = await loadPrevBlocks(ctx);
    run = await runOne(ctx, last, inputs.state, inputs.message);
  }
  run = await recoverLibraries(ctx, last, inputs.state, run, inputs.message);
  return done({ ...outcomeOf(ctx, run, inputs.changes), chain });
}

/** The state the target started from: the chain's earlier transactions run first. */
async function stateBeforeTarget(
  ctx: ChainContext,
): Promise<{ state: ShardAccountState } | { failure: ReplayFailure }> {
  const bad = startStateProblem(ctx);
  if (bad) return { failure: bad };
  let state = ctx.inputs.start;
  for (let i = 0; i < ctx.inputs.chain.length - 1; i++) {
    const { out } = await runOne(ctx, i, state);
    if (!out.ok) {
      return {
        failure: {
          code: 'CONFLICT',
          message: `the earlier transaction ${ctx.inputs.chain[i]!.tx.hash} of the block could not be emulated: ${out.error}`,
        },
      };
    }
    state = parseShardAccount(out.shardAccount, 'the emulated state');
  }
  return { state };
}

/** The target's in-message and start state with the changes applied, and the changes in words. */
function changedInputs(
  ctx: ChainContext,
  state: ShardAccountState,
  change: WhatIfChange,
): { state: ShardAccountState; message: Cell | undefined; changes: string[] } {
  const target = ctx.inputs.chain[ctx.inputs.chain.length - 1]!;
  const changes: string[] = [];
  let message: Cell | undefined;
  if (change.value !== undefined || change.bounce !== undefined || change.body !== undefined) {
    const inMessage = txMessageCells(target.tx.cell).inMessage;
    if (!inMessage) {
      throw new AppError({
        code: 'INVALID_INPUT',
        message: 'This transaction has no in-message to change.',
      });
    }
    const m = changeMessage(inMessage, change);
    message = m.message;
    changes.push(...m.changes);
  }
  if (change.balance !== undefined) {
    const b = changeBalance(state.cell, change.balance);
    state = parseShardAccount(b.shardAccount, 'the changed state');
    changes.push(b.change);
  }
  return { state, message, changes };
}

/** The what-if's outcome, its differences from the chain's and its steps. */
function outcomeOf(
  ctx: ChainContext,
  run: ChainRun,
  changes: string[],
): Omit<WhatIfReplay, 'requests' | 'durationMs' | 'notice' | 'chain'> {
  const recipe = ctx.inputs.recipe;
  const { out } = run;
  if (!out.ok) {
    return {
      ...empty(recipe.hash, recipe.account, changes, {
        code: 'CONFLICT',
        message: `The emulator did not run the changed transaction: ${out.error}`,
      }),
      exitCode: out.exitCode !== null ? explainExitCode(out.exitCode) : null,
      steps: out.vmLog ? parseVmLog(out.vmLog) : null,
    };
  }
  const next = parseShardAccount(out.shardAccount, 'the emulated state');
  const whatIf = txOutcome(out.tx, next.parsed.account?.storage.balance.coins ?? 0n);
  const chainTx = ctx.inputs.chain[ctx.inputs.chain.length - 1]!.parsed;
  return {
    hash: recipe.hash,
    account: recipe.account,
    changes,
    whatIf,
    diffs: diffTransactions(chainTx, out.tx).filter((d) => d.part !== 'transaction'),
    ...explainOutcome(whatIf),
    steps: parseVmLog(out.vmLog, { gasUsed: gasOf(out.tx) }),
    failure: null,
  };
}

/** A what-if result with nothing run. */
function empty(
  hash: string,
  account: string,
  changes: string[],
  failure: ReplayFailure,
): Omit<WhatIfReplay, 'requests' | 'durationMs' | 'notice'> {
  return {
    hash,
    account,
    changes,
    chain: null,
    whatIf: null,
    diffs: [],
    exitCode: null,
    resultCode: null,
    skipped: null,
    steps: null,
    failure,
  };
}
