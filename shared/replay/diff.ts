import { Dictionary, type Transaction } from '@ton/core';
import { txMessageCells } from './cells';
import { REPLAY_PARTS, type MismatchCause, type PartDiff, type ReplayPart } from './types';

/**
 * The difference between the chain's transaction and the replay's, part by part (state before,
 * storage, credit, compute, action, bounce, out messages, fees, state after, the rest), and the
 * likely cause of the first differing part.
 */

type Fields = Record<string, string>;
type Description = Transaction['description'];
type Phases = Partial<{
  storagePhase: unknown;
  creditPhase: unknown;
  computePhase: unknown;
  actionPhase: unknown;
  bouncePhase: unknown;
}>;

const str = (v: unknown): string =>
  v === undefined || v === null ? '—' : Buffer.isBuffer(v) ? v.toString('base64') : String(v);

/** The named fields of a phase object (bigints, numbers, strings, booleans), prefixed. */
function flat(prefix: string, v: unknown): Fields {
  if (v === undefined || v === null) return { [prefix]: '—' };
  const out: Fields = {};
  for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
    if (typeof x === 'function') continue;
    if (x instanceof Dictionary) out[`${prefix}.${k}`] = `${x.size} entries`;
    else if (x !== null && typeof x === 'object' && !Buffer.isBuffer(x)) {
      Object.assign(out, flat(`${prefix}.${k}`, x));
    } else out[`${prefix}.${k}`] = str(x);
  }
  return out;
}

const phase = (d: Description, key: keyof Phases) => (d as Phases)[key];

/** Each part's fields of one transaction. */
const PART_FIELDS: Record<ReplayPart, (tx: Transaction) => Fields> = {
  'state-before': (tx) => ({
    'stateUpdate.oldHash': str(tx.stateUpdate.oldHash),
    origStatus: tx.oldStatus,
    prevTransactionLt: str(tx.prevTransactionLt),
    prevTransactionHash: str(tx.prevTransactionHash),
  }),
  storage: (tx) => flat('storage', phase(tx.description, 'storagePhase')),
  credit: (tx) => flat('credit', phase(tx.description, 'creditPhase')),
  compute: (tx) => flat('compute', phase(tx.description, 'computePhase')),
  action: (tx) => flat('action', phase(tx.description, 'actionPhase')),
  bounce: (tx) => flat('bounce', phase(tx.description, 'bouncePhase')),
  'out-messages': (tx) => {
    const outs = txMessageCells(tx.raw).outMessages;
    const f: Fields = { 'outMessages.count': String(outs.length) };
    outs.forEach((c, i) => (f[`outMessages[${i}].hash`] = c.hash().toString('base64')));
    return f;
  },
  fees: (tx) => flat('totalFees', tx.totalFees),
  'state-after': (tx) => ({
    'stateUpdate.newHash': str(tx.stateUpdate.newHash),
    endStatus: tx.endStatus,
  }),
  transaction: (tx) => ({
    lt: str(tx.lt),
    now: str(tx.now),
    type: tx.description.type,
    aborted: str((tx.description as { aborted?: boolean }).aborted),
    destroyed: str((tx.description as { destroyed?: boolean }).destroyed),
    hash: tx.hash().toString('base64'),
  }),
};

/** Every differing field of `chain` and `replay`, in part order. */
export function diffTransactions(chain: Transaction, replay: Transaction): PartDiff[] {
  const out: PartDiff[] = [];
  for (const part of REPLAY_PARTS) {
    const a = PART_FIELDS[part](chain);
    const b = PART_FIELDS[part](replay);
    for (const field of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const x = a[field] ?? '—';
      const y = b[field] ?? '—';
      if (x !== y) out.push({ part, field, chain: x, replay: y });
    }
  }
  return out;
}

/** What the replay knows besides the two transactions, for naming a cause. */
export interface CauseHints {
  /** An earlier transaction of the account in the same block did not match (its hash). */
  earlierMismatch: string | null;
  /** The contract read the previous blocks' info, and whether it was given. */
  prevBlocksRead: boolean;
  prevBlocksGiven: boolean;
  /** The contract read the random seed, and whether the block's seed was known. */
  randomRead: boolean;
  randSeedKnown: boolean;
  /** Libraries the network did not return, or a library the VM failed to load. */
  missingLibraries: string[];
  libraryLoadFailed: boolean;
}

const CAUSE_TEXT: Record<MismatchCause, string> = {
  'previous-block-state':
    "the account's state read at the previous masterchain block is not the state this transaction started from",
  'earlier-transaction':
    'an earlier transaction of the account in the same block did not replay to its hash, so this one started from a different state',
  library: 'a library cell the code loads was missing or different',
  'previous-blocks':
    "the contract read the previous blocks' info (c7 parameter 13), which the replay could not give exactly",
  storage:
    'storage fees differ: the storage stats or the last-paid time of the state read are not what the validators had',
  'random-seed':
    "the contract read the random seed: the block's seed the replay used is not the one the validators used",
  config: "the same computation was priced differently: the configuration's fee parameters differ",
  'emulator-version':
    'the emulator computed differently from the validators that made the block (a different TVM version or gas price of an instruction)',
};

/** The likely cause of a mismatch whose first differing part is `diffs[0].part`. */
export function likelyCause(
  diffs: readonly PartDiff[],
  hints: CauseHints,
): { kind: MismatchCause; text: string } {
  const kind = causeKind(diffs, hints);
  const lib = hints.missingLibraries.length
    ? ` (not returned: ${hints.missingLibraries.join(', ')})`
    : '';
  const earlier = hints.earlierMismatch ? ` (${hints.earlierMismatch})` : '';
  return {
    kind,
    text: `${CAUSE_TEXT[kind]}${kind === 'library' ? lib : ''}${kind === 'earlier-transaction' ? earlier : ''}.`,
  };
}

function causeKind(diffs: readonly PartDiff[], hints: CauseHints): MismatchCause {
  const part = diffs[0]?.part ?? 'transaction';
  if (hints.earlierMismatch) return 'earlier-transaction';
  if (part === 'state-before') return 'previous-block-state';
  if (hints.missingLibraries.length > 0 || hints.libraryLoadFailed) return 'library';
  if (hints.prevBlocksRead && !hints.prevBlocksGiven) return 'previous-blocks';
  if (part === 'storage') return 'storage';
  if (hints.randomRead) return 'random-seed';
  const fields = diffs.filter((d) => d.part === part).map((d) => d.field);
  const feesOnly = fields.every((f) => /fees|Fees/.test(f));
  if (part === 'compute' && feesOnly) return 'config';
  if (part === 'action' && feesOnly) return 'config';
  if (hints.prevBlocksRead) return 'previous-blocks';
  return 'emulator-version';
}
