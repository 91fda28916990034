import type { AssetStatement } from '../../../../shared/ledger';
import type { Network } from '../../../../shared/profiles';
import type { CaseStatements } from '../../../../shared/workspace/case-report';
import type { ProfileServices } from '../profile-services';
import { readAccountLedger } from '../ledger/read-account-ledger';

/**
 * The reconciliation statements of a case report (issue 36). The report is built from what
 * the case and the workspace hold (items, notes, labels, the summaries the Case page read,
 * canvases); what it reads is only what is missing: the statements of the case's accounts that
 * are not kept from an earlier read, for at most {@link REPORT_STATEMENTS_MAX} accounts, a few
 * at once, with progress, and a Cancel that writes the report with what was read by then.
 * Before, the report read every account's whole ledger first (about 4 s an account: a
 * 5,000-item case never finished).
 */

/** Accounts whose statements one report reads (the rest are named as not read). */
export const REPORT_STATEMENTS_MAX = 50;
/** Statements read at once (each a few requests through the profile's throttle). */
const READS_AT_ONCE = 4;
/** Requests a case report may make per account (1,000 rows each) before it declares a gap. */
const CASE_REPORT_PAGES = 50;
/** How long a statement read for a report is kept (a live chain moves on), ms. */
const KEPT_MS = 10 * 60_000;
/** Statements kept at most (least recently read out first). */
const KEPT_MAX = 5_000;

/** How a statement read reports its requests and is stopped. */
export interface StatementReadOptions {
  signal?: AbortSignal;
  /** Called as each request goes out (the throttle released it). */
  onSent?: () => void;
}

/**
 * Reconciles an account's whole history for the case report: one statement per asset.
 * `kept` is true when it was answered from an earlier read (no request).
 */
export type StatementsOf = (
  network: Network,
  account: string,
  opts?: StatementReadOptions,
) => Promise<{ statements: AssetStatement[]; kept: boolean }>;

/**
 * A report's statements through the profile of each network (`profileFor`), at background
 * priority, at most {@link CASE_REPORT_PAGES} requests per account (the rest a declared gap);
 * each read is kept ten minutes, so a second export of the case reads nothing again.
 */
export function caseStatements(
  services: Pick<ProfileServices, 'api'>,
  profileFor: (network: Network) => string | null,
  now: () => number = Date.now,
): StatementsOf {
  const kept = new Map<string, { at: number; statements: AssetStatement[] }>();
  return async (network, account, opts = {}) => {
    const key = `${network}|${account}`;
    const hit = kept.get(key);
    if (hit && now() - hit.at <= KEPT_MS) return { statements: hit.statements, kept: true };
    const profileId = profileFor(network);
    if (!profileId) throw new Error(`no profile reads the ${network} network`);
    const v3 = services.api.typed(profileId, {
      priority: 'background',
      signal: opts.signal,
      onSent: opts.onSent,
    }).v3;
    const read = await readAccountLedger(v3, {
      account,
      bounds: { maxRequests: CASE_REPORT_PAGES },
    });
    kept.delete(key);
    kept.set(key, { at: now(), statements: read.statements });
    while (kept.size > KEPT_MAX) kept.delete(kept.keys().next().value!);
    return { statements: read.statements, kept: false };
  };
}

/** How far a report's statement reads are: accounts done of those to read, requests sent. */
export interface StatementProgress {
  read: number;
  total: number;
  requests: number;
}

/**
 * The statements of `accounts` (the case's, in its order) for its report: the first
 * {@link REPORT_STATEMENTS_MAX} read (or taken as kept), {@link READS_AT_ONCE} at a time;
 * every other account, and every one not read when `signal` stops the reads, is listed with
 * why it has no statement. Never rejects: an account that cannot be read says why.
 */
export async function reportStatements(
  network: Network,
  accounts: ReadonlyArray<{ account: string; name: string | null }>,
  statementsOf: StatementsOf,
  opts: { signal?: AbortSignal; onProgress?(p: StatementProgress): void; max?: number } = {},
): Promise<CaseStatements[]> {
  const max = opts.max ?? REPORT_STATEMENTS_MAX;
  const chosen = accounts.slice(0, max);
  const out: CaseStatements[] = accounts.map((a, i) => ({
    ...a,
    error:
      i < max
        ? 'not read: the report was cancelled'
        : `not read: a report reads the statements of at most ${max} accounts (this case has ${accounts.length}); export an account's ledger for its statement`,
  }));
  const progress = { read: 0, total: chosen.length, requests: 0 };
  const onSent = () => progress.requests++;
  let next = 0;
  const worker = async () => {
    while (next < chosen.length && !opts.signal?.aborted) {
      const i = next++;
      const a = chosen[i]!;
      try {
        const r = await statementsOf(network, a.account, { signal: opts.signal, onSent });
        out[i] = { ...a, statements: r.statements };
      } catch (err) {
        if (!opts.signal?.aborted) out[i] = { ...a, error: (err as Error).message };
      }
      progress.read++;
      opts.onProgress?.({ ...progress });
    }
  };
  await Promise.all(Array.from({ length: READS_AT_ONCE }, worker));
  return out;
}
