import type { ChainTransaction } from '../../../../shared/api/v3-rows';
import { booleanFlags, stringFlags } from '../../../../shared/cli-flags';
import { AppError } from '../../../../shared/ipc/errors';
import type { TxReplay } from '../../../../shared/replay/types';
import type { ProfileServices } from '../../../core/services/profile-services';
import type { PinnedStateSession } from '../../../core/services/pinned-state/reader';
import { replayServiceOf, type ReplayService } from '../../../core/services/replay/replay-service';

export const REPLAY_USAGE = `  replay <profile> (--tx <hash> | --trace <id> | --account <address> [--limit N] | --all) [--relist] [--json]
         (re-runs transactions on the local TVM from state read through TON Center and judges
          each by hash: "<hash> match" or "<hash> MISMATCH <part>", then the count; --all and
          --account replay the set listed the first time, kept on disk, until --relist)`;

/** The replay command's own flags (`--account` is shared with `export`). */
export const REPLAY_CLI_OPTIONS = {
  ...stringFlags('tx', 'trace', 'limit'),
  ...booleanFlags('all', 'relist'),
};

type Values = Record<string, string | boolean | undefined>;

/** v3 `transactions` page size of a listing (toncenter's maximum). */
const PAGE = 1000;
/** `--account` without `--limit`: its latest transactions. */
const DEFAULT_LIMIT = 20;

function bad(message: string): AppError {
  return new AppError({ code: 'INVALID_INPUT', message: `replay: ${message}` });
}

/** Which transactions a command line asks for. */
type Target =
  | { kind: 'tx'; hash: string }
  | { kind: 'trace'; id: string }
  | { kind: 'account'; address: string; limit: number }
  | { kind: 'all' };

/** The one target of the command line, or INVALID_INPUT. */
export function replayTarget(values: Values): Target {
  const given = (['tx', 'trace', 'account', 'all'] as const).filter((k) => values[k] !== undefined);
  if (given.length !== 1) throw bad('give exactly one of --tx, --trace, --account, --all');
  if (values.limit !== undefined && given[0] !== 'account')
    throw bad('--limit goes with --account');
  if (typeof values.tx === 'string') return { kind: 'tx', hash: values.tx };
  if (typeof values.trace === 'string') return { kind: 'trace', id: values.trace };
  if (typeof values.account === 'string') {
    const limit = values.limit === undefined ? DEFAULT_LIMIT : Number(values.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100_000) {
      throw bad(`--limit must be a whole number from 1 to 100000, got "${String(values.limit)}"`);
    }
    return { kind: 'account', address: values.account, limit };
  }
  if (values.all === true) return { kind: 'all' };
  throw bad('give exactly one of --tx, --trace, --account, --all');
}

/** One result as its line: `<hash> match`, `<hash> MISMATCH <part>`, `<hash> ERROR <text>`. */
export function replayLine(r: TxReplay): string {
  if (r.verdict === 'match') return `${r.hash} match`;
  if (r.verdict === 'mismatch') {
    return `${r.hash} MISMATCH ${r.part ?? 'transaction'}${r.cause ? ` (likely ${r.cause.kind})` : ''}`;
  }
  return `${r.hash} ERROR ${r.failure?.code ?? 'INTERNAL'}: ${r.failure?.message ?? 'no result'}`;
}

/**
 * `replay <profile> …`: replays the transactions the target names and prints one line each as
 * it is judged, then `replay: N of M transactions match (R requests)`, R being the replay's
 * requests (a listing's, for --account and --all, is said on stderr). With `--json`, one JSON
 * document instead. Throws CONFLICT after printing when some transaction does not match.
 */
export async function replayCommand(
  services: ProfileServices,
  profileName: string,
  values: Values,
  io: { out(text: string): void; err(text: string): void; userDataDir: string },
): Promise<TxReplay[]> {
  const target = replayTarget(values);
  const profileId = services.store.get(profileName).id;
  const replay = replayServiceOf(services, io.userDataDir);
  try {
    const json = values.json === true;
    const relist = values.relist === true;
    const onResult = (r: TxReplay) => {
      if (!json) io.out(replayLine(r));
    };
    const { results, requests, listing } = await runTarget(
      replay,
      profileId,
      target,
      relist,
      onResult,
    );
    const matched = results.filter((r) => r.verdict === 'match').length;
    if (listing) io.err(listingLine(listing));
    if (json) {
      io.out(
        JSON.stringify(
          { matched, total: results.length, requests, listing, transactions: results },
          null,
          2,
        ),
      );
    } else {
      io.out(`replay: ${matched} of ${results.length} transactions match (${plural(requests)})`);
    }
    if (matched < results.length) {
      throw new AppError({
        code: 'CONFLICT',
        message: `${results.length - matched} of ${results.length} transactions did not replay to the chain's hash`,
      });
    }
    return results;
  } finally {
    replay.close();
  }
}

const plural = (n: number) => `${n} request${n === 1 ? '' : 's'}`;

/** What the listing of `--all` / `--account` cost, or when the kept one was made. */
interface ListingCost {
  count: number;
  requests: number;
  /** Set when the set replayed is the one kept from an earlier run (ISO time it was listed). */
  keptFrom?: string;
}

/** The listing's line on stderr. */
function listingLine(l: ListingCost): string {
  return l.keptFrom
    ? `replay: the ${l.count} transactions listed at ${l.keptFrom}, kept on disk (0 requests; --relist lists them again)`
    : `replay: listed ${l.count} transactions (${plural(l.requests)})`;
}

/** Key of a listing in the store: the set a target names on its network. */
function listingKey(target: Extract<Target, { kind: 'all' | 'account' }>): string {
  return target.kind === 'all' ? 'all' : `account:${target.address}:${target.limit}`;
}

/**
 * The rows of a kept listing, oldest first, or null when none is kept or one of its rows is
 * gone (then the set is listed again). History never changes, so a kept set replays the same.
 */
function keptRows(
  s: PinnedStateSession,
  key: string,
): { rows: ChainTransaction[]; listedAt: string } | null {
  const kept = s.store.listing(key);
  if (!kept) return null;
  const rows: ChainTransaction[] = [];
  for (const hash of kept.hashes) {
    const row = s.store.transaction(hash)?.row as ChainTransaction | null | undefined;
    if (!row) return null;
    rows.push(row);
  }
  return { rows, listedAt: kept.listedAt };
}

/** Replays a target; `requests` are the replay's, `listing` what listing the rows cost. */
async function runTarget(
  replay: ReplayService,
  profileId: string,
  target: Target,
  relist: boolean,
  onResult: (r: TxReplay) => void,
): Promise<{
  results: TxReplay[];
  requests: number;
  listing: ListingCost | null;
}> {
  if (target.kind === 'tx') {
    const r = await replay.transaction(profileId, target.hash);
    onResult(r);
    return { results: [r], requests: r.requests, listing: null };
  }
  if (target.kind === 'trace') {
    const t = await replay.trace(profileId, target.id, { onResult });
    return { results: t.transactions, requests: t.requests, listing: null };
  }
  const s = replay.session(profileId);
  const key = listingKey(target);
  const kept = relist ? null : keptRows(s, key);
  if (kept) {
    const results = await replay.walk(s, kept.rows, { onResult });
    return {
      results,
      requests: s.requests,
      listing: { count: kept.rows.length, requests: 0, keptFrom: kept.listedAt },
    };
  }
  const listedAt = new Date().toISOString();
  const run =
    target.kind === 'all'
      ? await walkAll(replay, s, onResult)
      : await walkAccount(replay, s, target, onResult);
  s.store.putListing(key, { hashes: run.rows.map((r) => r.hash), listedAt });
  return { results: run.results, requests: run.requests, listing: run.listing };
}

/** An account's latest transactions listed, then replayed oldest first. */
async function walkAccount(
  replay: ReplayService,
  s: PinnedStateSession,
  target: { address: string; limit: number },
  onResult: (r: TxReplay) => void,
): Promise<Walked> {
  const rows = await listAccount(s, target);
  const listed = s.requests;
  const results = await replay.walk(s, rows, { onResult });
  return {
    rows,
    results,
    requests: s.requests - listed,
    listing: { count: rows.length, requests: listed },
  };
}

/** A listed set replayed: its rows, results, the replay's requests and the listing's. */
interface Walked {
  rows: ChainTransaction[];
  results: TxReplay[];
  requests: number;
  listing: ListingCost;
}

/**
 * Every transaction v3 lists, oldest first, replayed a page (1000) at a time as it is listed,
 * so a long chain starts printing at once.
 */
async function walkAll(
  replay: ReplayService,
  s: PinnedStateSession,
  onResult: (r: TxReplay) => void,
): Promise<Walked> {
  const rows: ChainTransaction[] = [];
  const results: TxReplay[] = [];
  let listing = 0;
  for (let offset = 0; ; offset += PAGE) {
    const before = s.requests;
    const page = await s.listTransactions({ sort: 'asc', limit: PAGE, offset });
    listing += s.requests - before;
    rows.push(...page);
    results.push(...(await replay.walk(s, page, { onResult })));
    if (page.length < PAGE) break;
  }
  return {
    rows,
    results,
    requests: s.requests - listing,
    listing: { count: results.length, requests: listing },
  };
}

/** An account's latest `limit` transactions, oldest first. */
async function listAccount(
  s: PinnedStateSession,
  t: { address: string; limit: number },
): Promise<ChainTransaction[]> {
  const out: ChainTransaction[] = [];
  for (let offset = 0; out.length < t.limit; offset += PAGE) {
    const limit = Math.min(PAGE, t.limit - out.length);
    const page = await s.listTransactions({ account: [t.address], sort: 'desc', limit, offset });
    out.push(...page);
    if (page.length < limit) break;
  }
  return out.reverse();
}
